/// AppKit's coordinates: a view's frame is measured in its superview's space, whose y axis
/// points up unless the superview is flipped; the kit's y axis points down, as UIKit's does.
extension XIBImporter {
  /// The AppKit elements whose views are flipped (y down), so their subviews' frames need no
  /// change. A clip view is as flipped as the view it scrolls (a table's, a text view's). A
  /// stack view is not: Interface Builder writes a vertical stack's first arranged view with
  /// the highest `y` (13 of the 13 vertical stacks of the corpus and the outside documents).
  static let flippedElements: Set<String> = [
    "tableView", "outlineView", "textView", "splitView", "collectionView", "matrix",
    "tabView", "browser",
  ]

  /// The node a view's frame is measured in: its holder, or for a grid cell's content view,
  /// the grid (the cell is not a view); -1 for none.
  func frameHolder(of node: Int32) -> Int32 {
    let holder = nodes[Int(node)].parent
    guard holder >= 0, !nodes[Int(holder)].type.isView,
      document.name(of: nodes[Int(holder)].element) == "gridCell"
    else {
      return holder
    }
    return nodes[Int(holder)].parent
  }

  /// Whether a node's frame was measured with the y axis up: a macOS view inside a view that
  /// is not flipped (a grid's content views are measured upward in the grid).
  func isMeasuredUpward(_ node: Int32) -> Bool {
    guard platform == .macOS else { return false }
    let holder = frameHolder(of: node)
    guard holder >= 0, nodes[Int(holder)].type.isView, nodes[Int(node)].type.isView else {
      return false
    }
    let element = document.name(of: nodes[Int(holder)].element)
    if element == "clipView" {
      // The document view decides.
      return !nodes.contains {
        $0.parent == holder && Self.flippedElements.contains(document.name(of: $0.element))
      }
    }
    return !Self.flippedElements.contains(element)
  }

  /// Turns the frames of macOS views measured upward into the kit's: `y` from the top of the
  /// superview (its height less the frame's top).
  mutating func flipUpwardFrames() {
    guard platform == .macOS else { return }
    for index in nodes.indices {
      guard isMeasuredUpward(Int32(index)),
        let frame = nodes[index].properties.firstIndex(where: { $0.descriptor.name == "frame" }),
        case .rect(let rect) = nodes[index].properties[frame].value,
        let holderFrame = nodes[Int(frameHolder(of: Int32(index)))].properties.first(where: {
          $0.descriptor.name == "frame"
        }), case .rect(let bounds) = holderFrame.value
      else { continue }
      let flipped = Rect(
        x: rect.origin.x, y: bounds.size.height - rect.origin.y - rect.size.height,
        width: rect.size.width, height: rect.size.height)
      nodes[index].properties[frame].value = .rect(flipped)
    }
  }

  /// Gives a window the size of its content view's saved frame, keeping the origin of its
  /// `contentRect`: the size Xcode solved the content at. The two differ when the content's
  /// constraints hold it at another size (at run time AppKit then resizes the window to fit
  /// its content, the window's own size being only a priority-500 constraint there).
  /// - Parameters:
  ///   - contentRect: The window's `<rect key="contentRect">`.
  ///   - window: The window's node, whose frame the content rectangle has just set.
  mutating func sizeWindowByContent(contentRect: Int32, window: Int32) {
    guard let element = document.parent(of: contentRect),
      let contentView = document.children(of: element).first(where: {
        document.value(.key, of: $0) == "contentView"
      }),
      let frame = document.children(of: contentView).first(where: {
        document.element($0, isNamed: .rect) && document.value(.key, of: $0) == "frame"
      }),
      let width = document.value(.width, of: frame).flatMap(XIBNumbers.double),
      let height = document.value(.height, of: frame).flatMap(XIBNumbers.double),
      width >= 0, height >= 0,
      let index = nodes[Int(window)].properties.firstIndex(where: {
        $0.descriptor.name == "frame"
      }),
      case .rect(let rect) = nodes[Int(window)].properties[index].value
    else { return }
    nodes[Int(window)].properties[index].value = .rect(
      Rect(origin: rect.origin, size: Size(width: width, height: height)))
  }
}
