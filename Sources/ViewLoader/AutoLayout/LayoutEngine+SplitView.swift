/// The constraints an AppKit split view makes for its panes when they do not translate their
/// autoresizing masks, as `NSSplitView` makes them under Auto Layout: side by side (or one
/// above another) a divider apart, the first at the split view's start and the last at its
/// end, each as thick as the split view across; and each holding its length at its holding
/// priority, so that the dividers stay where they are until something stronger moves them.
/// Panes that translate their masks (nearly all in real documents) are placed by them.
extension LayoutEngine {
  /// The holding priority of a pane: AppKit's default, `defaultLow` (the document's
  /// `<holdingPriorities>` are not read).
  static let splitPaneHoldingPriority = LayoutPriority.defaultLow

  func arrange(_ split: SplitView, at index: Int, tree: LayoutTree) {
    guard environment.isAppKit, split.arrangesAllSubviews else { return }
    let panes = tree.views.indices.filter { tree.parents[$0] == index }
    guard !panes.isEmpty, panes.allSatisfy({ !tree.translatesMask($0) }) else { return }
    // Side by side when the dividers are vertical.
    let horizontal = split.isVertical
    let start = { horizontal ? self.left($0) : self.top($0) }
    let length = { horizontal ? self.width($0) : self.height($0) }
    let crossStart = { horizontal ? self.top($0) : self.left($0) }
    let crossLength = { horizontal ? self.height($0) : self.width($0) }
    let divider = SolverExpression(constant: split.dividerThickness)
    let source = Source.generated("the split view", view: index)
    var previousEnd = start(index)
    for (position, pane) in panes.enumerated() {
      let gap = position == 0 ? SolverExpression(constant: 0) : divider
      add(start(pane), .equal, previousEnd + gap, source: source)
      add(crossStart(pane), .equal, crossStart(index), source: source)
      add(crossLength(pane), .equal, crossLength(index), source: source)
      // A hidden pane is collapsed, below its own constraints; the others keep the lengths
      // they have.
      let view = tree.views[pane]
      let frame = view.frame.size
      let held = view.isHidden ? 0 : max(horizontal ? frame.width : frame.height, 0)
      add(
        length(pane), .equal, SolverExpression(constant: held),
        priority: view.isHidden
          ? Self.ambiguitySuppressionPriority : Self.splitPaneHoldingPriority,
        source: source)
      previousEnd = start(pane) + length(pane)
    }
    add(previousEnd, .equal, start(index) + length(index), source: source)
  }
}

extension SplitView {
  /// The thickness of the dividers, as AppKit draws them: a thin divider is a point, a thick
  /// one 9, a pane splitter 10 (the gaps between panes in 64 split views of real documents).
  var dividerThickness: Double {
    switch dividerStyle {
    case .thin: 1
    case .thick: 9
    case .paneSplitter: 10
    }
  }
}
