import Foundation
import Testing

@testable import ViewLoader

/// A picture parsed back with libxml2 (through the library's test-visible reader), and what
/// the tests read of it.
struct SVGInspection {
  let root: XMLElementTree

  /// Parses `svg`; fails the test when libxml2 does not accept it.
  init(_ svg: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    switch XMLReader.elementTree(of: svg) {
    case .success(let root): self.root = root
    case .failure(let error):
      Issue.record("not well-formed XML: \(error.message)", sourceLocation: sourceLocation)
      throw error
    }
  }

  /// Every element in document order.
  var elements: [XMLElementTree] {
    var result: [XMLElementTree] = []
    var pending = [root]
    while let element = pending.popLast() {
      result.append(element)
      pending += element.children.reversed()
    }
    return result
  }

  /// The views' groups, in document order.
  var groups: [XMLElementTree] { elements.filter { $0.name == "g" } }

  /// The group of the view with `id`.
  func group(id: String) -> XMLElementTree? {
    groups.first { $0.attributes["data-id"] == id }
  }

  /// Every `<text>`'s text, in document order.
  var texts: [String] { elements.filter { $0.name == "text" }.map(\.allText) }

  /// The first rectangle a group draws itself (not its subviews'), as numbers.
  static func firstRect(of group: XMLElementTree) -> Rect? {
    guard let rect = group.children.first(where: { $0.name == "rect" }) else { return nil }
    func number(_ key: String) -> Double { Double(rect.attributes[key] ?? "") ?? .nan }
    return Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
  }
}

/// Where a view lies in a picture of `root`: its frame moved by its ancestors' origins (and
/// scroll views' content offsets), up to `root`, whose corner is the origin; negative sizes
/// extend left or up.
func absoluteFrame(of view: View, in root: View) -> Rect {
  var x = view.frame.minX
  var y = view.frame.minY
  var current = view.superview
  var child: View = view
  while let parent = current, child !== root {
    if let scroll = parent as? ScrollView {
      x -= scroll.contentOffset.x
      y -= scroll.contentOffset.y
    }
    if parent !== root {
      x += parent.frame.minX
      y += parent.frame.minY
    }
    child = parent
    current = parent.superview
  }
  if view === root { (x, y) = (0, 0) }
  return Rect(x: x, y: y, width: abs(view.frame.width), height: abs(view.frame.height))
}

/// The folder of the rendering fixtures.
let renderFixtures = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Fixtures/render")
