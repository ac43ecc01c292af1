/// Which frames depend on measured text: the sizes the kit measures from a font (a label's, a
/// button's title, a text field's, a text view's, a segmented control's titles) and the
/// baselines, and every frame the constraints and stack views derive from them.
///
/// It is found by solving the tree again with every measured size and baseline offset moved
/// by a few points (``LayoutEnvironment/measuredTextOffset``): the views whose frames move
/// with them depend on the text metrics; the others are placed by the constraints, fixed
/// sizes and frames alone.
extension View {
  /// Which dimensions of the kit's intrinsic size for the view are measured from text: a
  /// label's with text, a button's with a title, a text field's (its height is its font's
  /// line in any case), a non-scrolling text view's height, a segmented control's width.
  var measuredTextAxes: (width: Bool, height: Bool) {
    switch self {
    case let label as Label:
      let hasText = !(label.text ?? "").isEmpty
      return (hasText, hasText)
    case let button as Button:
      // AppKit's push buttons, checkboxes and pop-ups have fixed heights, but for a checkbox
      // or radio button whose title has several lines.
      let hasTitle = !(button.title ?? "").isEmpty
      let metrics = button.appKitControlMetrics
      let linesSetHeight =
        metrics?.isToggle == true
        && (button.title ?? "").contains(where: \.isNewline)
      return (hasTitle, hasTitle && (metrics == nil || linesSetHeight))
    case let field as TextField:
      let hasText = !(field.text ?? "").isEmpty || !(field.placeholder ?? "").isEmpty
      return (hasText, true)
    case let textView as TextView where !textView.isScrollEnabled:
      return (false, true)
    case let control as SegmentedControl:
      return (control.segmentTitles.contains { !$0.isEmpty }, false)
    default:
      return (false, false)
    }
  }

  /// The view's intrinsic size with the environment's offset added to the dimensions measured
  /// from text.
  func intrinsicSize(offsetBy offset: Double) -> Size {
    intrinsicSize(intrinsicContentSize, offsetBy: offset)
  }

  /// `size`, the view's intrinsic content size, with the offset added to the dimensions
  /// measured from text.
  func intrinsicSize(_ size: Size, offsetBy offset: Double) -> Size {
    var size = size
    guard offset != 0 else { return size }
    let axes = measuredTextAxes
    if axes.width, size.width >= 0 { size.width += offset }
    if axes.height, size.height >= 0 { size.height += offset }
    return size
  }

  /// The descendants whose solved frames depend on measured text: those that move when every
  /// measured size and baseline is a few points larger. The views' frames, the environment
  /// and the engine are as they were before the call.
  /// - Returns: The identities of those views.
  func descendantsDependingOnMeasuredText() -> Set<ObjectIdentifier> {
    let tree = LayoutTree(root: self)
    let frames = tree.views.map(\.frame)
    let hadEnvironment = extras?.layoutEnvironment
    let environment = hadEnvironment ?? LayoutEnvironment()
    func solve(offset: Double) -> [Rect] {
      for (view, frame) in zip(tree.views, frames) { view.frame = frame }
      var moved = environment
      moved.measuredTextOffset = offset
      madeExtras.layoutEnvironment = moved
      solveLayout()
      return tree.views.map(\.frame)
    }
    let measured = solve(offset: 0)
    // Two offsets, in case a limit absorbs the first one's change but not a larger one's.
    let larger = [solve(offset: 3.25), solve(offset: 11.5)]
    var dependent: Set<ObjectIdentifier> = []
    for (index, view) in tree.views.enumerated().dropFirst() {
      for moved in larger where !Self.isSame(moved[index], measured[index]) {
        dependent.insert(ObjectIdentifier(view))
      }
    }
    for (view, frame) in zip(tree.views, frames) { view.frame = frame }
    madeExtras.layoutEnvironment = hadEnvironment
    setNeedsLayout()
    return dependent
  }

  private static func isSame(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.origin.x - b.origin.x) < 0.01 && abs(a.origin.y - b.origin.y) < 0.01
      && abs(a.size.width - b.size.width) < 0.01 && abs(a.size.height - b.size.height) < 0.01
  }
}
