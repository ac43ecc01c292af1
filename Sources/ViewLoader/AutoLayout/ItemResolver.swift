/// Turns a view's ``LayoutConstraint`` into an equation of the engine: each item's attribute
/// as an expression of its view's variables (a guide's as an inset of its view's rectangle).
struct ItemResolver {
  let engine: LayoutEngine
  let tree: LayoutTree
  let geometry: TreeGeometry
  /// Guides added with `addLayoutGuide(_:)`: rectangles of their own, made when first named.
  private var guides: [ObjectIdentifier: LayoutEngine.Entry] = [:]

  init(engine: LayoutEngine, tree: LayoutTree, geometry: TreeGeometry) {
    self.engine = engine
    self.tree = tree
    self.geometry = geometry
  }

  /// A rectangle of the engine's: each of its left, top, width and height one variable plus a
  /// constant, so that a rectangle costs no allocation until an attribute is asked of it.
  struct Frame {
    /// A variable plus a constant.
    struct Edge {
      var variable: SolverVariable
      var offset: Double = 0

      var expression: SolverExpression {
        SolverExpression([SolverTerm(variable)], constant: offset)
      }

      /// `self + factor × other`, as one expression.
      func plus(_ factor: Double, _ other: Edge) -> SolverExpression {
        SolverExpression(
          [SolverTerm(variable), SolverTerm(other.variable, factor)],
          constant: offset + factor * other.offset)
      }

      func moved(by constant: Double) -> Edge {
        Edge(variable: variable, offset: offset + constant)
      }
    }

    var left: Edge
    var top: Edge
    var width: Edge
    var height: Edge

    init(_ entry: LayoutEngine.Entry) {
      left = Edge(variable: entry.x)
      top = Edge(variable: entry.y)
      width = Edge(variable: entry.width)
      height = Edge(variable: entry.height)
    }

    func inset(by insets: Insets) -> Frame {
      var frame = self
      frame.left = left.moved(by: insets.left)
      frame.top = top.moved(by: insets.top)
      frame.width = width.moved(by: -(insets.left + insets.right))
      frame.height = height.moved(by: -(insets.top + insets.bottom))
      return frame
    }
  }

  /// Adds a constraint whose items are in the tree; one that names anything else is left out.
  mutating func add(_ constraint: LayoutConstraint) {
    guard let firstIndex = tree.index(of: constraint.firstItem) else { return }
    let secondIndex = tree.index(of: constraint.secondItem)
    if constraint.secondItem != nil, secondIndex == nil { return }
    guard
      let first = expression(
        constraint.firstItem, constraint.firstAttribute, index: firstIndex,
        content: secondIndex.map { isStrictAncestor(firstIndex, of: $0) } ?? false)
    else { return }
    var second = SolverExpression(constant: constraint.constant)
    if let secondIndex, constraint.secondAttribute != .notAnAttribute {
      guard
        let item = expression(
          constraint.secondItem, constraint.secondAttribute, index: secondIndex,
          content: isStrictAncestor(secondIndex, of: firstIndex))
      else { return }
      second = constraint.multiplier * item + second
    }
    let relation: SolverRelation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    engine.add(
      first, relation, second, priority: constraint.priority, source: .constraint(constraint))
  }

  private func isStrictAncestor(_ ancestor: Int, of index: Int) -> Bool {
    var current = tree.parents[index]
    while current >= 0 {
      if current == ancestor { return true }
      current = tree.parents[current]
    }
    return false
  }

  /// An item's attribute. `content`: the item is a scroll view and the other item is inside
  /// it, so its edges are its content's.
  private mutating func expression(
    _ item: AnyObject?, _ attribute: LayoutConstraint.Attribute, index: Int, content: Bool
  ) -> SolverExpression? {
    let entry = engine.entries[index]
    var frame = Frame(entry)
    var edges = frame
    var isView = true
    if let guide = item as? LayoutGuide,
      let strip = stripExpression(guide, attribute, frame: frame, index: index)
    {
      return strip
    }
    if let guide = item as? LayoutGuide {
      isView = false
      switch guide.identifier {
      case "safeAreaLayoutGuide":
        frame = frame.inset(by: geometry.safeAreaInsets(index))
      case "layoutMarginsGuide":
        frame = frame.inset(by: geometry.marginInsets(index))
      case "contentLayoutGuide" where entry.content != nil:
        if let content = entry.content {
          frame.width = Frame.Edge(variable: content.width)
          frame.height = Frame.Edge(variable: content.height)
        }
      case "frameLayoutGuide":
        break
      default:
        frame = guideFrame(guide)
      }
      edges = frame
    } else if content, let size = entry.content {
      edges.width = Frame.Edge(variable: size.width)
      edges.height = Frame.Edge(variable: size.height)
    }
    switch attribute {
    case .left, .leading: return edges.left.expression
    case .right, .trailing: return edges.left.plus(1, edges.width)
    case .top: return edges.top.expression
    case .bottom: return edges.top.plus(1, edges.height)
    case .width: return frame.width.expression
    case .height: return frame.height.expression
    case .centerX: return frame.left.plus(0.5, frame.width)
    case .centerY: return frame.top.plus(0.5, frame.height)
    case .leftMargin, .leadingMargin:
      return edges.left.moved(by: geometry.marginInsets(index).left).expression
    case .rightMargin, .trailingMargin:
      return edges.left.moved(by: -geometry.marginInsets(index).right).plus(1, edges.width)
    case .topMargin: return edges.top.moved(by: geometry.marginInsets(index).top).expression
    case .bottomMargin:
      return edges.top.moved(by: -geometry.marginInsets(index).bottom).plus(1, edges.height)
    case .centerXWithinMargins:
      let margins = geometry.marginInsets(index)
      return frame.left.moved(by: (margins.left - margins.right) / 2).plus(0.5, frame.width)
    case .centerYWithinMargins:
      let margins = geometry.marginInsets(index)
      return frame.top.moved(by: (margins.top - margins.bottom) / 2).plus(0.5, frame.height)
    case .firstBaseline, .lastBaseline:
      guard isView else { return frame.top.plus(1, frame.height) }
      return engine.baseline(
        of: tree.views[index], at: index, last: attribute == .lastBaseline, tree: tree)
    case .notAnAttribute: return nil
    }
  }

  /// A view controller's top or bottom layout guide (from before safe areas): the strip
  /// between the view's edge and its safe area's. Its edges and its height; `nil` for another
  /// guide or attribute (its sides are the view's).
  private func stripExpression(
    _ guide: LayoutGuide, _ attribute: LayoutConstraint.Attribute, frame: Frame, index: Int
  ) -> SolverExpression? {
    let insets = geometry.safeAreaInsets(index)
    switch (guide.identifier, attribute) {
    case ("topLayoutGuide", .top): return frame.top.expression
    case ("topLayoutGuide", .bottom): return frame.top.moved(by: insets.top).expression
    case ("topLayoutGuide", .height): return SolverExpression(constant: insets.top)
    case ("topLayoutGuide", .centerY): return frame.top.moved(by: insets.top / 2).expression
    case ("bottomLayoutGuide", .top):
      return frame.top.moved(by: -insets.bottom).plus(1, frame.height)
    case ("bottomLayoutGuide", .bottom): return frame.top.plus(1, frame.height)
    case ("bottomLayoutGuide", .height): return SolverExpression(constant: insets.bottom)
    case ("bottomLayoutGuide", .centerY):
      return frame.top.moved(by: -insets.bottom / 2).plus(1, frame.height)
    case ("topLayoutGuide", _), ("bottomLayoutGuide", _):
      switch attribute {
      case .left, .leading: return frame.left.expression
      case .right, .trailing: return frame.left.plus(1, frame.width)
      case .width: return frame.width.expression
      case .centerX: return frame.left.plus(0.5, frame.width)
      default: return nil
      }
    default: return nil
    }
  }

  /// A guide of the view's own: four variables, made when first named.
  private mutating func guideFrame(_ guide: LayoutGuide) -> Frame {
    let key = ObjectIdentifier(guide)
    if let existing = guides[key] { return Frame(existing) }
    let entry = LayoutEngine.Entry(
      x: engine.solver.makeVariable(), y: engine.solver.makeVariable(),
      width: engine.solver.makeVariable(), height: engine.solver.makeVariable(), parent: -1)
    guides[key] = entry
    return Frame(entry)
  }
}

extension LayoutEngine {
  /// A view's first or last baseline: a label's, button's or text field's text is centred
  /// vertically, so its baselines move with its centre; a stack view's is one of its
  /// arranged views' (``baselineView(of:at:last:tree:)``). A view without text has none: UIKit
  /// takes its top edge for its first baseline and its bottom for its last
  /// (`forFirstBaselineLayout`), AppKit its bottom for both (`baselineOffsetFromBottom`, 0).
  func baseline(of view: View, at index: Int, last: Bool, tree: LayoutTree) -> SolverExpression {
    let font: TextFont
    var lines = 1.0
    let withoutText = last || view.layoutIsAppKit ? bottom(index) : top(index)
    switch view {
    case let stack as StackView:
      guard let arranged = baselineView(of: stack, at: index, last: last, tree: tree) else {
        return withoutText
      }
      return baseline(of: tree.views[arranged], at: arranged, last: last, tree: tree)
    case let label as Label:
      font = label.measuringFont
      if label.numberOfLines != 1 {
        let measurer = TextMeasurer(font: font)
        let wrapped = measurer.paragraph(
          of: label.text ?? "", maximumWidth: max(view.frame.size.width, 1),
          numberOfLines: label.numberOfLines)
        lines = Double(max(wrapped.lineWidths.count, 1))
      }
    case let button as Button:
      font = button.font.flatMap(TextFont.init) ?? .system(size: 15)
    case let field as TextField:
      font = field.font.flatMap(TextFont.init) ?? .system(size: 14)
    default:
      return withoutText
    }
    let measurer = TextMeasurer(font: font)
    let textHeight = lines * measurer.lineHeight
    var offset =
      last
      ? textHeight / 2 - measurer.descender - measurer.leading
      : -textHeight / 2 + measurer.ascender
    if let popUp = view as? PopUpButton { offset += popUp.appKitTitleOffset }
    return textMiddle(of: view, at: index, tree: tree)
      + SolverExpression(constant: offset + environment.measuredTextOffset)
  }

  /// The arranged view whose baseline is a stack view's (UIKit's and AppKit's view for its
  /// first or last baseline layout): a column's first visible view for its first baseline
  /// and its last for its last; the first visible view of a row aligned by its views'
  /// baselines, which they share. `nil` for a row aligned otherwise, or without a visible
  /// view: its baselines are its bottom. A label beside a column of checkboxes in a row
  /// aligned by first baselines sits on the first checkbox's line (HandBrake's preferences),
  /// not on the column's bottom.
  private func baselineView(of stack: StackView, at index: Int, last: Bool, tree: LayoutTree)
    -> Int?
  {
    let key = 2 * index + (last ? 1 : 0)
    if let found = stackBaselineViews[key] { return found < 0 ? nil : found }
    let wantsLast: Bool
    switch (stack.axis, stack.alignment) {
    case (.vertical, _): wantsLast = last
    case (.horizontal, .firstBaseline), (.horizontal, .lastBaseline): wantsLast = false
    case (.horizontal, _):
      stackBaselineViews[key] = -1
      return nil
    }
    // The tree lists views depth first: the stack's subtree follows it, and ends at the first
    // view whose parent comes before the stack.
    var found: Int? = nil
    var child = index + 1
    while child < tree.views.count, tree.parents[child] >= index {
      if tree.parents[child] == index, !tree.views[child].isHidden {
        found = child
        if !wantsLast { break }
      }
      child += 1
    }
    stackBaselineViews[key] = found ?? -1
    return found
  }

  /// Where the middle of a view's line of text is: its centre, as UIKit centres a label's,
  /// button's or field's text vertically. AppKit draws a field's text at the top of its frame
  /// and a pop-up's bezel at its own height from the top, so a constraint that makes either
  /// taller or shorter than its intrinsic height leaves the text where it is at that height
  /// (Sequel Ace's preferences: a pop-up held to 22 points, macOS 26's being 24, shares its
  /// baseline with an 18-point field 4 points below its top). The height is the view's
  /// natural one, as its intrinsic size has it, so that at it the two agree.
  private func textMiddle(of view: View, at index: Int, tree: LayoutTree) -> SolverExpression {
    guard view.layoutIsAppKit, view is TextField || view is PopUpButton else {
      return centerY(index)
    }
    let natural = naturalSize(at: index, tree: tree).height
    guard natural >= 0 else { return centerY(index) }
    return top(index) + SolverExpression(constant: natural / 2)
  }
}
