/// Auto Layout on the kit: ``View/layoutIfNeeded()`` solves the constraints of a view's subtree
/// and sets the frames.
extension View {
  /// Solves the constraints of the view's subtree and sets its descendants' frames, as UIKit's
  /// layout pass does; the view keeps its own frame.
  ///
  /// The equations are the views' active ``LayoutConstraint``s (items outside the subtree
  /// leave a constraint out), the frames and autoresizing masks of the views that translate
  /// them (``translatesAutoresizingMaskIntoConstraints``; the arranged subviews of a stack view
  /// do not), intrinsic content sizes with content hugging and compression resistance, the
  /// arrangements of stack views, and the view's size. The safe area and layout margins guides
  /// are insets of their views. Required constraints that contradict those added before them
  /// are left out, as UIKit breaks them. Frames are rounded to the display's pixels.
  ///
  /// The engine is kept between calls: after the view is resized it is re-solved from its
  /// previous solution (the view's size is an edit variable), and it is made again when the
  /// tree, a constraint, an intrinsic size or a layout property changed, or a view that
  /// translates its autoresizing mask was moved by code.
  public func layoutIfNeeded() {
    _ = solveLayout()
  }

  /// Lays the subtree out as ``layoutIfNeeded()`` does, unless the solver passes `workLimit`
  /// steps of work first (``NibLimits/layoutWork``): then the frames are left as they were.
  /// - Parameter workLimit: The most steps of the constraint solver.
  /// - Returns: The steps the layout took, or `nil` when it passed the limit.
  func layoutIfNeeded(workLimit: Int) -> Int? {
    let saved = extras?.layoutEnvironment
    var environment = saved ?? LayoutEnvironment()
    environment.solverWorkLimit = workLimit
    madeExtras.layoutEnvironment = environment
    defer { madeExtras.layoutEnvironment = saved }
    let engine = solveLayout().engine
    return engine.exceededWork ? nil : engine.solver.work
  }

  /// Makes the next ``layoutIfNeeded()`` build the view's layout engine afresh (it notices
  /// most changes by itself; see there).
  public func setNeedsLayout() {
    extras?.layoutEngine = nil
  }

  /// The insets of the part of the view that bars and screen edges leave free, as a root
  /// view's layout sees them: set by code, or, for a top-level view of an Interface Builder
  /// document that fills its device's screen, from the device (a table of Apple's devices);
  /// zero otherwise.
  public var safeAreaInsets: Insets {
    get { extras?.layoutEnvironment?.safeAreaInsets ?? .zero }
    set {
      var environment = extras?.layoutEnvironment ?? LayoutEnvironment()
      environment.safeAreaInsets = newValue
      madeExtras.layoutEnvironment = environment
    }
  }

  /// Lays out the subtree and returns its engine, to read conflicts and ambiguity from (none
  /// when the engine passed its work limit: ``LayoutEngine/exceededWork``).
  /// - Parameter keepsEngine: Whether the view keeps the engine for its next layout; a caller
  ///   that lays a tree out once (the linter) pays neither for the tree's fingerprint nor
  ///   for the engine's memory until the view goes, and its engine keeps the root's size
  ///   required (it is never resized).
  @discardableResult
  func solveLayout(keepsEngine: Bool = true) -> (engine: LayoutEngine, tree: LayoutTree) {
    var tree = LayoutTree(root: self)
    let environment = extras?.layoutEnvironment ?? LayoutEnvironment()
    let size = frame.size
    var fingerprint = 0
    if keepsEngine {
      fingerprint = tree.fingerprint(environment: environment)
      if let engine = extras?.layoutEngine, engine.fingerprint == fingerprint,
        engine.resize(to: size, tree: tree)
      {
        engine.apply(to: tree)
        return (engine, tree)
      }
    } else {
      extras?.layoutEngine = nil
      tree.measureIntrinsicSizes()
    }
    let engine = LayoutEngine.build(
      tree: tree, environment: environment, fingerprint: fingerprint, size: size,
      isResizable: keepsEngine)
    // An engine that left constraints out for its work limit solves another tree: the frames
    // keep their values, and the next layout starts again.
    guard !engine.exceededWork else { return (engine, tree) }
    engine.appliedFrames = tree.views.map(\.frame)
    if keepsEngine { madeExtras.layoutEngine = engine }
    engine.apply(to: tree)
    return (engine, tree)
  }

  /// The size of a named image, as the root of the view's tree knows it (an Interface Builder
  /// document lists its images' sizes), or `nil`.
  func imageSize(named name: String?) -> Size? {
    guard let name, let sizes = rootLayoutEnvironment?.documentSizes else { return nil }
    return sizes[.image(name)] ?? sizes[.symbolImage(name)]
  }

  /// Whether the document names `name` as a system symbol (or an AppKit template image drawn
  /// from one): the kit's size for it is the symbol's box, not the view's alignment rectangle.
  func imageIsSymbol(named name: String?) -> Bool {
    guard let name else { return false }
    return rootLayoutEnvironment?.documentSizes[.symbolImage(name)] != nil
  }

  /// The pixels per point of the display the view's tree is laid out for (2 unless its root's
  /// environment says otherwise): measured text sizes are rounded up to its pixels.
  var layoutDisplayScale: Double { rootLayoutEnvironment?.displayScale ?? 2 }

  /// Whose fixed sizes UIKit's controls have in the view's tree (iOS 13's unless its root's
  /// environment says otherwise).
  var layoutUIKitRelease: UIKitRelease { rootLayoutEnvironment?.uiKitRelease ?? .iOS13 }

  /// Whose fixed sizes AppKit's controls have in the view's tree (macOS 11's unless its root's
  /// environment says otherwise).
  var layoutAppKitRelease: AppKitRelease { rootLayoutEnvironment?.appKitRelease ?? .macOS11 }

  /// Whether the view's tree is AppKit's: its root's environment says so (a macOS document's
  /// top-level views).
  var layoutIsAppKit: Bool { rootLayoutEnvironment?.isAppKit ?? false }

  /// The intrinsic content size Interface Builder rendered the view with, when it is a
  /// designable of a document read as the canvas.
  var designableIntrinsicSize: Size? {
    guard let id = nibID else { return nil }
    return rootLayoutEnvironment?.documentSizes[.designable(id)]
  }

  /// The intrinsic width Auto Layout takes for the view in place of the kit's: for a view
  /// whose app class sizes itself when it runs (a nib says it as Interface Builder's "Intrinsic
  /// Size: Placeholder" does), so that the layout, and the linter's layout rules, see that
  /// size. ``View/noIntrinsicMetric`` (or any negative width) for none; `nil` for the kit's
  /// own. A class that overrides ``intrinsicContentSize`` is not affected.
  public var placeholderIntrinsicWidth: Double? {
    get {
      extras?.decorations?.placeholderIntrinsicSize.flatMap { $0.width.isNaN ? nil : $0.width }
    }
    set { setPlaceholderIntrinsicSize(width: newValue, height: placeholderIntrinsicHeight) }
  }

  /// The intrinsic height Auto Layout takes for the view in place of the kit's; see
  /// ``placeholderIntrinsicWidth``.
  public var placeholderIntrinsicHeight: Double? {
    get {
      extras?.decorations?.placeholderIntrinsicSize.flatMap { $0.height.isNaN ? nil : $0.height }
    }
    set { setPlaceholderIntrinsicSize(width: placeholderIntrinsicWidth, height: newValue) }
  }

  private func setPlaceholderIntrinsicSize(width: Double?, height: Double?) {
    let size =
      width == nil && height == nil
      ? nil
      : Size(
        width: width.map { $0 < 0 ? Self.noIntrinsicMetric : $0 } ?? .nan,
        height: height.map { $0 < 0 ? Self.noIntrinsicMetric : $0 } ?? .nan)
    decorations(toStore: size)?.placeholderIntrinsicSize = size
  }

  /// The placeholder intrinsic size the view is laid out with: its own
  /// (``placeholderIntrinsicWidth``, ``placeholderIntrinsicHeight``), else, in a document read
  /// as Interface Builder's canvas, the one Xcode laid it out with. A dimension left out is
  /// `nan`.
  var placeholderIntrinsicSize: Size? {
    if let own = extras?.decorations?.placeholderIntrinsicSize { return own }
    guard let id = nibID else { return nil }
    return rootLayoutEnvironment?.documentSizes[.placeholder(id)]
  }

  private var rootLayoutEnvironment: LayoutEnvironment? {
    var root: View = self
    while let parent = root.superview { root = parent }
    return root.extras?.layoutEnvironment
  }
}

extension LayoutEngine {
  /// Re-solves for a new root size from the current solution; `false` when a view that
  /// translates its autoresizing mask has a frame that neither the engine set nor the new
  /// solution gives it (code moved it: the engine must be made again).
  func resize(to size: Size, tree: LayoutTree) -> Bool {
    let root = entries[0]
    do {
      try solver.suggestValue(size.width, for: root.width)
      try solver.suggestValue(size.height, for: root.height)
    } catch {
      return false
    }
    solver.updateVariables()
    wrapLabels(tree)
    // A required constraint that contradicts the new size: made again, it is left out.
    guard abs(solver.value(of: root.width) - size.width) < 1e-6,
      abs(solver.value(of: root.height) - size.height) < 1e-6
    else { return false }
    for index in tree.views.indices.dropFirst() where translates[index] {
      let frame = tree.views[index].frame
      guard Self.isClose(frame, appliedFrames[index]) || Self.isClose(frame, solvedFrame(index))
      else { return false }
    }
    return true
  }

  private static func isClose(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.origin.x - b.origin.x) < 1e-6 && abs(a.origin.y - b.origin.y) < 1e-6
      && abs(a.size.width - b.size.width) < 1e-6 && abs(a.size.height - b.size.height) < 1e-6
  }

  /// Sets the solved frames, the root's aside, parents before children; autoresizing is held
  /// off meanwhile (every frame is the solver's), and a scroll view's content size is set.
  func apply(to tree: LayoutTree) {
    let resizing = tree.views.map(\.autoresizesSubviews)
    for view in tree.views { view.autoresizesSubviews = false }
    for index in tree.views.indices.dropFirst() {
      let frame = solvedFrame(index)
      tree.views[index].frame = frame
      appliedFrames[index] = frame
    }
    for (index, view) in tree.views.enumerated() {
      view.autoresizesSubviews = resizing[index]
      if let scroll = view as? ScrollView, let content = entries[index].content {
        scroll.contentSize = Size(
          width: solver.value(of: content.width), height: solver.value(of: content.height))
      }
    }
  }
}
