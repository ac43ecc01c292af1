/// Making an engine for a tree: variables, the root's size as edit variables, then the kit's
/// constraints and the views' own.
extension LayoutEngine {
  /// The strength of the root's size: just below required, above every optional priority.
  static let rootStrength = SolverStrength(strong: 1000)

  /// Makes and solves the engine of a tree whose root has a size.
  /// - Parameters:
  ///   - tree: The tree.
  ///   - environment: The root's safe area, scale and margins.
  ///   - fingerprint: The tree's fingerprint.
  ///   - size: The root's size.
  ///   - isResizable: Whether the engine may be resized later: the root's size is then held
  ///     by its edit variables once the tree's constraints are in. An engine solved once keeps
  ///     it required, which gives the same frames without taking the size's rows out again.
  static func build(
    tree: LayoutTree, environment: LayoutEnvironment, fingerprint: Int, size: Size,
    isResizable: Bool = true
  ) -> LayoutEngine {
    let engine = LayoutEngine(fingerprint: fingerprint, environment: environment)
    // The file's constraints, and up to about six of the kit's a view (its intrinsic size's
    // four, or its autoresizing mask's).
    engine.solver.reserveCapacity(
      constraints: tree.constraints.count + 6 * tree.views.count + 4,
      variables: 4 * tree.views.count)
    engine.makeVariables(tree)
    let root = engine.entries[0]
    do {
      // Edit variables first: added last, they would be substituted into every row.
      let strength =
        environment.rootSizeStaysPutOnly
        ? SolverStrength(priority: windowSizeStayPut) : rootStrength
      for variable in [root.width, root.height] {
        try engine.solver.addEditVariable(variable, strength: strength)
      }
      try engine.solver.suggestValue(size.width, for: root.width)
      try engine.solver.suggestValue(size.height, for: root.height)
    } catch {
      preconditionFailure("the root's size variables are new: \(error)")
    }
    // The limit counts from here: the edit variables are never refused.
    engine.solver.workLimit = environment.solverWorkLimit
    let origin = Source.generated("the origin", view: 0)
    engine.add(engine.left(0), .equal, 0, source: origin)
    engine.add(engine.top(0), .equal, 0, source: origin)
    // The root's size is required while the tree's constraints go in, as a root's frame is in
    // UIKit, so that a constraint that contradicts it is the one left out; the edit variables
    // hold it afterwards. A root whose size gives way has the edit variables alone.
    let rootSize = Source.generated("the size", view: 0)
    let pins =
      environment.rootSizeGivesWay || environment.rootSizeStaysPutOnly
      ? []
      : [
        engine.add(
          engine.width(0), .equal, SolverExpression(constant: size.width), source: rootSize),
        engine.add(
          engine.height(0), .equal, SolverExpression(constant: size.height), source: rootSize),
      ]
    let geometry = TreeGeometry(tree: tree, environment: environment)
    for index in tree.views.indices.dropFirst() {
      // A window places its root view; on Interface Builder's canvas, only one that does not
      // translate its mask (the window was sized by the one that does, which keeps its
      // frame), or one Xcode marked misplaced: its frame is not what its constraints give, and
      // the window holds it only as AppKit holds a window's size (NetNewsWire's add-feed
      // sheet, saved 217 points tall, shrinks to its content's 132).
      let translates = tree.translatesMask(index)
      if tree.isWindowsRootView(index) {
        let misplaced = environment.unsolvedFrames.contains(tree.views[index].nibID ?? "")
        if !(translates && environment.windowFitsContent) || misplaced {
          engine.fillWindow(index, tree: tree, holdingSize: misplaced)
          engine.translates.append(false)
          continue
        }
      }
      if translates { engine.addAutoresizing(index, tree: tree) }
      engine.translates.append(translates)
    }
    for index in tree.views.indices {
      if let stack = tree.views[index] as? StackView {
        engine.arrange(stack, at: index, tree: tree)
      } else if let grid = tree.views[index] as? GridView {
        engine.arrange(grid, at: index, tree: tree)
      } else if let split = tree.views[index] as? SplitView {
        engine.arrange(split, at: index, tree: tree)
      }
    }
    var resolver = ItemResolver(engine: engine, tree: tree, geometry: geometry)
    for constraint in tree.constraints {
      resolver.add(constraint)
    }
    // Intrinsic sizes last, as UIKit adds them in the layout pass after a nib's constraints:
    // a required hugging or compression resistance that contradicts them is left out.
    for index in tree.views.indices.dropFirst() {
      engine.addIntrinsicSize(index, tree: tree)
      engine.fillClipView(index, tree: tree)
    }
    engine.solver.updateVariables()
    engine.wrapLabels(tree)
    if isResizable {
      for pin in pins { engine.remove(pin) }
    } else {
      engine.rootSizePins = pins
    }
    engine.solver.updateVariables()
    return engine
  }

  private func makeVariables(_ tree: LayoutTree) {
    entries.reserveCapacity(tree.views.count)
    for (index, view) in tree.views.enumerated() {
      var entry = Entry(
        x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
        height: solver.makeVariable(), parent: tree.parents[index])
      if index > 0 { entry.alignment = view.alignmentRectInsets }
      // UIKit's scroll view: its descendants' constraints to it set its content. AppKit's has
      // no content of its own (its clip view shows a document view): constraints to it are
      // to its frame.
      if view is ScrollView, !view.subviews.isEmpty, !environment.isAppKit {
        entry.content = (solver.makeVariable(), solver.makeVariable())
      }
      entries.append(entry)
    }
    translates = [false]
  }

  /// A window's root view starts at the window's origin and has the window's size at
  /// AppKit's priority for a window's size staying put (500): the root view's own
  /// constraints decide its size first, and the window fits them, as AppKit's does. (On
  /// Interface Builder's canvas, which sizes the window by its content view, only the
  /// content view's constraints size it: Xcode calls one they do not size ambiguous.)
  /// `holdingSize`: the window's size stays put even on the canvas (a root view whose saved
  /// frame Xcode marked misplaced).
  private func fillWindow(_ index: Int, tree: LayoutTree, holdingSize: Bool = false) {
    let parent = tree.parents[index]
    let source = Source.generated("the window it fills", view: index)
    add(left(index), .equal, left(parent), source: source)
    add(top(index), .equal, top(parent), source: source)
    guard !environment.windowFitsContent || holdingSize else { return }
    add(width(index), .equal, width(parent), priority: Self.windowSizeStayPut, source: source)
    add(height(index), .equal, height(parent), priority: Self.windowSizeStayPut, source: source)
  }

  /// AppKit's `NSLayoutConstraint.Priority.windowSizeStayPut`.
  static let windowSizeStayPut = 500.0

  /// The constraints that keep a view where its frame and autoresizing mask put it as its
  /// superview's size changes: UIKit's arithmetic (``AutoresizingMask/resize(_:from:to:)``),
  /// which is linear in the superview's size.
  private func addAutoresizing(_ index: Int, tree: LayoutTree) {
    let view = tree.views[index]
    let parent = tree.parents[index]
    // The variables are the alignment rectangle's; the mask moves the frame.
    let insets = entries[index].alignment
    let frame = Rect(
      x: view.frame.origin.x + insets.left, y: view.frame.origin.y + insets.top,
      width: view.frame.size.width - insets.left - insets.right,
      height: view.frame.size.height - insets.top - insets.bottom)
    let parentSize = tree.views[parent].frame.size
    let mask = view.autoresizingMask
    let source = Source.generated("the autoresizing mask", view: index)
    let horizontal = Self.shares(
      position: frame.origin.x, length: frame.size.width, of: parentSize.width,
      before: mask.contains(.flexibleLeftMargin), own: mask.contains(.flexibleWidth),
      after: mask.contains(.flexibleRightMargin))
    let vertical = Self.shares(
      position: frame.origin.y, length: frame.size.height, of: parentSize.height,
      before: mask.contains(.flexibleTopMargin), own: mask.contains(.flexibleHeight),
      after: mask.contains(.flexibleBottomMargin))
    // The mask moves the frame in the superview's bounds, which reach past the superview's
    // alignment rectangle by its insets (a box's border and shadow): with the superview's
    // alignment rectangle at X, W and its insets a, b, the frame's bounds start at X − a and
    // are W + a + b long. position = p + kp × (W + a + b − S), so
    // x − X − kp × W = p − a + kp × (a + b − S); length = l + kl × (W + a + b − S).
    let outer = entries[parent].alignment
    let across = outer.left + outer.right
    let along = outer.top + outer.bottom
    add(
      left(index) - left(parent) - horizontal.position * width(parent), .equal,
      SolverExpression(
        constant: frame.origin.x - outer.left
          + horizontal.position * (across - parentSize.width)),
      source: source)
    add(
      width(index) - horizontal.length * width(parent), .equal,
      SolverExpression(
        constant: frame.size.width + horizontal.length * (across - parentSize.width)),
      source: source)
    add(
      top(index) - top(parent) - vertical.position * height(parent), .equal,
      SolverExpression(
        constant: frame.origin.y - outer.top + vertical.position * (along - parentSize.height)),
      source: source)
    add(
      height(index) - vertical.length * height(parent), .equal,
      SolverExpression(
        constant: frame.size.height + vertical.length * (along - parentSize.height)),
      source: source)
  }

  /// What share of a change of the superview's length goes to a view's position and to its
  /// length, as ``AutoresizingMask`` shares it.
  private static func shares(
    position: Double, length: Double, of total: Double, before: Bool, own: Bool, after: Bool
  ) -> (position: Double, length: Double) {
    guard before || own || after else { return (0, 0) }
    var space = 0.0
    if before { space += position }
    if own { space += length }
    if after { space += total - position - length }
    if space > 0 {
      return (before ? position / space : 0, own ? length / space : 0)
    }
    let parts = Double((before ? 1 : 0) + (own ? 1 : 0) + (after ? 1 : 0))
    return (before ? 1 / parts : 0, own ? 1 / parts : 0)
  }

  /// A view's intrinsic size as two constraints per dimension: not larger than its content at
  /// its hugging priority, not smaller at its compression resistance.
  private func addIntrinsicSize(_ index: Int, tree: LayoutTree) {
    let view = tree.views[index]
    let offset = environment.measuredTextOffset
    var size = intrinsicSize(at: index, tree: tree)
    let wraps = view.wrapsTextAtSolvedWidth
    let insets = view.alignmentRectInsets
    let wrapWidth = view.frame.size.width - insets.left - insets.right
    if wraps, wrapWidth > 0,
      var height = view.wrappedTextHeight(atWidth: textWidth(wrappedAt: wrapWidth, index, tree))
    {
      // Wrapped at the saved width, the lines' height is Interface Builder's if close to it.
      height = savedSize(of: view, measured: Size(width: -1, height: height)).height
      size.height = height + (view.measuredTextAxes.height ? offset : 0)
    }
    // An image view's symbol has a size the kit approximates (its box, where AppKit and UIKit
    // align the symbol's padded glyph): held just below required, so that a required size of
    // the file's own decides (HandBrake's and Cakebrew's `NSActionTemplate`, 20 and 15 points
    // by their documents, in image views held to 16 with required hugging or resistance).
    let cap =
      (view as? ImageView).map { $0.imageIsSymbol(named: $0.image) } == true
      ? LayoutPriority.required - 1 : LayoutPriority.required
    if size.width >= 0 {
      addIntrinsic(
        width(index), size.width, hugging: min(view.horizontalHuggingPriority, cap),
        resistance: min(view.horizontalCompressionResistancePriority, cap), index: index,
        axis: "width")
    }
    if size.height >= 0 {
      let ids = addIntrinsic(
        height(index), size.height, hugging: min(view.verticalHuggingPriority, cap),
        resistance: min(view.verticalCompressionResistancePriority, cap), index: index,
        axis: "height")
      if wraps {
        wrappingLabels.append(
          WrappingLabel(view: index, constraints: ids, wrapWidth: wrapWidth))
      }
    }
  }

  /// The width to wrap the view's text at for its saved width: the saved width, or, where the
  /// document's width stands for the kit's measure of the text's one line (the two within the
  /// kit's error, ``LayoutEnvironment/savedSizeTolerance``) and the kit measures it wider, the
  /// kit's: a line Xcode fitted its text on fits here too, rather than wrapping for the error.
  private func textWidth(wrappedAt width: Double, _ index: Int, _ tree: LayoutTree) -> Double {
    guard environment.savedSizeTolerance > 0 else { return width }
    let measured = measuredSize(at: index, tree: tree)
    guard abs(savedSize(of: tree.views[index], measured: measured).width - width) < 0.01
    else { return width }
    return max(width, measured.width)
  }

  /// An AppKit table (or outline) view that a clip view shows and that its constraints do not
  /// place by its mask tiles itself: it is as tall as its rows, and never shorter than its clip
  /// view, nor narrower, and the clip view places it at its origin (scrolled to the top).
  /// With its rows unknown (as in a document), it fills the clip view, weakly: its own
  /// constraints decide first (Textual's highlight list, a table with none, is where Xcode
  /// draws it, not anywhere).
  private func fillClipView(_ index: Int, tree: LayoutTree) {
    let parent = tree.parents[index]
    guard parent > 0, tree.views[index] is TableView, tree.views[parent] is ClipView,
      !tree.translatesMask(index)
    else { return }
    let source = Source.generated("the clip view it fills", view: index)
    let pairs = [
      (width(index), width(parent)), (height(index), height(parent)),
      (left(index), left(parent)), (top(index), top(parent)),
    ]
    for (own, clip) in pairs {
      add(own, .equal, clip, priority: LayoutPriority.fittingSizeLevel, source: source)
    }
  }

  /// The intrinsic size of the tree's view at `index`, with the environment's offset: as the
  /// tree measured it when fingerprinted, or measured now.
  func intrinsicSize(at index: Int, tree: LayoutTree) -> Size {
    tree.views[index].intrinsicSize(
      naturalSize(at: index, tree: tree), offsetBy: environment.measuredTextOffset)
  }

  /// The intrinsic size of the tree's view at `index` without the environment's offset: as
  /// the tree measured it when fingerprinted, or measured now, or Interface Builder's where
  /// the environment takes sizes from saved frames.
  func naturalSize(at index: Int, tree: LayoutTree) -> Size {
    savedSize(of: tree.views[index], measured: measuredSize(at: index, tree: tree))
  }

  /// The kit's intrinsic size of the tree's view at `index`: as the tree measured it when
  /// fingerprinted, or measured now.
  private func measuredSize(at index: Int, tree: LayoutTree) -> Size {
    index < tree.intrinsicSizes.count
      ? tree.intrinsicSizes[index] : tree.views[index].intrinsicContentSize
  }

  /// `measured`, or, where the environment says so, Interface Builder's size for the view
  /// read from its saved frame (``View/intrinsicSize(_:fromSavedFrameWithin:)``).
  private func savedSize(of view: View, measured: Size) -> Size {
    let tolerance = environment.savedSizeTolerance
    guard tolerance > 0, !environment.unsolvedFrames.contains(view.nibID ?? "") else {
      return measured
    }
    return view.intrinsicSize(measured, fromSavedFrameWithin: tolerance)
  }

  @discardableResult
  func addIntrinsic(
    _ dimension: SolverExpression, _ value: Double, hugging: Double, resistance: Double,
    index: Int, axis: String
  ) -> [Int] {
    // Literal texts: a message is made from them only for a finding, and an interpolated one
    // would be a string allocated for every view.
    let isWidth = axis == "width"
    return [
      add(
        dimension, .lessThanOrEqual, SolverExpression(constant: value), priority: hugging,
        source: .generated(
          isWidth ? "the content hugging (width)" : "the content hugging (height)", view: index)),
      add(
        dimension, .greaterThanOrEqual, SolverExpression(constant: value), priority: resistance,
        source: .generated(
          isWidth ? "the compression resistance (width)" : "the compression resistance (height)",
          view: index)),
    ]
  }

  /// Multi-line labels without a preferred width (and AppKit's wrapping labels) wrap at the
  /// width they were solved to: their heights are measured again at it and the engine
  /// re-solved, a few times at most (a label's width rarely depends on its own height).
  func wrapLabels(_ tree: LayoutTree) {
    for _ in 0..<3 {
      var changed = false
      for (position, label) in wrappingLabels.enumerated() {
        let width = solver.value(of: entries[label.view].width)
        let view = tree.views[label.view]
        guard abs(width - label.wrapWidth) > 0.01,
          let wrapped = view.wrappedTextHeight(atWidth: width)
        else { continue }
        changed = true
        // The height measured at the old width goes, and with it any conflict it made: the
        // new one is judged (and reported) afresh, once.
        for id in label.constraints { remove(id) }
        conflicts.removeAll { label.constraints.contains($0.constraint) }
        let measured =
          wrapped + (view.measuredTextAxes.height ? environment.measuredTextOffset : 0)
        wrappingLabels[position].constraints = addIntrinsic(
          height(label.view), measured, hugging: view.verticalHuggingPriority,
          resistance: view.verticalCompressionResistancePriority, index: label.view,
          axis: "height")
        wrappingLabels[position].wrapWidth = width
      }
      guard changed else { return }
      solver.updateVariables()
    }
  }
}
