/// The constraints a stack view makes for its arranged subviews, as UIKit's `UIStackView`
/// makes them: along the axis, the first and last visible views at the stack's edges and the
/// others `spacing` apart (or with equal spaces, or equal distances between centres); across
/// it, each view filling the stack or aligned to an edge, the centre or a baseline. Hidden
/// views collapse to no length and take no spacing.
extension LayoutEngine {
  /// One axis of the engine's rectangles: where a view starts, its length, and where it ends.
  private struct Axis {
    let engine: LayoutEngine
    let horizontal: Bool

    func start(_ index: Int) -> SolverExpression {
      horizontal ? engine.left(index) : engine.top(index)
    }
    func length(_ index: Int) -> SolverExpression {
      horizontal ? engine.width(index) : engine.height(index)
    }
    func end(_ index: Int) -> SolverExpression { start(index) + length(index) }
    func center(_ index: Int) -> SolverExpression { start(index) + 0.5 * length(index) }
  }

  func arrange(_ stack: StackView, at index: Int, tree: LayoutTree) {
    let arranged = tree.views.indices.filter { tree.parents[$0] == index }
    guard !arranged.isEmpty else {
      if environment.isAppKit { hugNothing(stack, at: index) }
      return
    }
    let horizontal = stack.axis == .horizontal
    let along = Axis(engine: self, horizontal: horizontal)
    let across = Axis(engine: self, horizontal: !horizontal)
    var insets = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
    if stack.edgeInsets != .zero { insets = stack.edgeInsets }
    let (leadInset, trailInset, topInset, bottomInset) =
      horizontal
      ? (insets.left, insets.right, insets.top, insets.bottom)
      : (insets.top, insets.bottom, insets.left, insets.right)
    let lead = along.start(index) + SolverExpression(constant: leadInset)
    let trail = along.end(index) - SolverExpression(constant: trailInset)
    let crossStart = across.start(index) + SolverExpression(constant: topInset)
    let crossEnd = across.end(index) - SolverExpression(constant: bottomInset)
    let source = Source.generated("the arrangement", view: index)
    let visible = arranged.filter { !tree.views[$0].isHidden }
    let spacing = SolverExpression(constant: stack.spacing)

    // Along the axis.
    var previous: Int? = nil
    for view in arranged {
      if tree.views[view].isHidden {
        // UIKit collapses a hidden view to nothing, required (its own required length
        // contradicts that, and UIKit says so); AppKit's stack, which Interface Builder sets
        // to detach hidden views, leaves it out, and it keeps the length its own constraints
        // give it (ProtonVPN's hidden 16-point icon, saved at 16 at the stack's start), else
        // nothing. (A stack that keeps hidden views in its arrangement is laid out the same.)
        let collapse =
          environment.isAppKit ? Self.ambiguitySuppressionPriority : LayoutPriority.required
        add(along.length(view), .equal, 0, priority: collapse, source: source)
        add(along.start(view), .equal, previous.map { along.end($0) } ?? lead, source: source)
        continue
      }
      if let previous {
        switch stack.distribution {
        case .equalSpacing, .equalCentering:
          add(along.start(view), .greaterThanOrEqual, along.end(previous) + spacing, source: source)
        case .gravityAreas, .fill, .fillEqually, .fillProportionally:
          add(along.start(view), .equal, along.end(previous) + spacing, source: source)
        }
      } else {
        add(along.start(view), .equal, lead, source: source)
      }
      previous = view
    }
    if let last = visible.last {
      let relation: SolverRelation = stack.distribution == .gravityAreas ? .lessThanOrEqual : .equal
      add(along.end(last), relation, trail, source: source)
    }
    distribute(
      stack, visible: visible, tree: tree, along: along, lead: lead, trail: trail, source: source)
    if environment.isAppKit {
      hug(
        stack, visible: visible, tree: tree, along: along, across: across,
        edges: (trail, crossStart, crossEnd), source: source)
    } else if stack.distribution == .equalSpacing || stack.distribution == .equalCentering {
      // UIKit's stack view spaces its views apart at least `spacing`, and holds its own length
      // to nothing just below the fitting size's priority: where nothing else sizes it, it is
      // as long as its views and their least spacing (Simplenote's rating prompt: a stack
      // free to grow to 80 points, saved at its 64.5).
      add(
        along.length(index), .equal, 0, priority: LayoutPriority.fittingSizeLevel - 1,
        source: source)
    }

    // Across the axis. AppKit's stack view aligns its views just below required: a view the
    // file holds off the aligned edge by a required constraint of its own stays there, as
    // Interface Builder draws it (Sparkle's release notes box, 20 points in from the leading
    // edge of a leading-aligned stack); it never passes the edge.
    let firstVisible = visible.first
    let aligned = environment.isAppKit ? LayoutPriority.required - 1 : LayoutPriority.required
    // AppKit's views resist being clipped by the stack's bounds (its clipping resistance,
    // required), not by its edge insets: a view the file pins to the stack's edge stays
    // there, inside an inset the others are aligned to (ProtonVPN's server rows at 0 beside
    // one arranged at the stack's 2-point inset, as Xcode saved them).
    let (boundStart, boundEnd) =
      environment.isAppKit ? (across.start(index), across.end(index)) : (crossStart, crossEnd)
    for view in arranged {
      switch stack.alignment {
      case .fill:
        add(across.start(view), .equal, crossStart, source: source)
        add(across.end(view), .equal, crossEnd, source: source)
      case .leading, .top:
        add(across.start(view), .equal, crossStart, priority: aligned, source: source)
        if aligned < LayoutPriority.required {
          add(across.start(view), .greaterThanOrEqual, boundStart, source: source)
        }
        add(across.end(view), .lessThanOrEqual, boundEnd, source: source)
      case .trailing, .bottom:
        add(across.end(view), .equal, crossEnd, priority: aligned, source: source)
        if aligned < LayoutPriority.required {
          add(across.end(view), .lessThanOrEqual, boundEnd, source: source)
        }
        add(across.start(view), .greaterThanOrEqual, boundStart, source: source)
      case .center, .centerX, .centerY:
        add(
          across.center(view), .equal, 0.5 * (crossStart + crossEnd), priority: aligned,
          source: source)
        add(across.start(view), .greaterThanOrEqual, boundStart, source: source)
      case .firstBaseline, .lastBaseline:
        let last = stack.alignment == .lastBaseline
        if let firstVisible, firstVisible != view {
          add(
            baseline(of: tree.views[view], at: view, last: last, tree: tree), .equal,
            baseline(of: tree.views[firstVisible], at: firstVisible, last: last, tree: tree),
            source: source)
        }
        add(across.start(view), .greaterThanOrEqual, crossStart, source: source)
        add(across.end(view), .lessThanOrEqual, crossEnd, source: source)
      }
    }
    if stack.alignment != .fill {
      // The stack is as thick as its thickest view unless something else says.
      add(
        across.length(index), .equal, 0, priority: LayoutPriority.fittingSizeLevel - 1,
        source: source)
      if stack.alignment != .leading, stack.alignment != .top {
        for view in visible {
          add(
            across.end(view), .lessThanOrEqual, crossEnd, source: source)
        }
      }
      // UIKit's stack view holds each view's thickness to nothing at a priority below any
      // other (its "ambiguity suppression"): one without an intrinsic size across the axis,
      // which its alignment leaves free, is not ambiguous, and is as thin as it may be.
      if !environment.isAppKit {
        for view in visible {
          add(
            across.length(view), .equal, 0, priority: Self.ambiguitySuppressionPriority,
            source: source)
        }
      }
    }
  }

  /// AppKit's stack view without views hugs its edge insets, at its hugging priorities (below
  /// required): as thin as nothing, as Interface Builder draws it (a 0-by-0 frame), unless
  /// its constraints say otherwise. UIKit's has no size of its own.
  private func hugNothing(_ stack: StackView, at index: Int) {
    let insets = stack.edgeInsets
    let source = Source.generated("the arrangement", view: index)
    let below = LayoutPriority.required - 1
    let sides: [(SolverExpression, Double, Double)] = [
      (width(index), insets.left + insets.right, stack.horizontalStackHuggingPriority),
      (height(index), insets.top + insets.bottom, stack.verticalStackHuggingPriority),
    ]
    for (length, inset, priority) in sides where priority > 0 {
      add(
        length, .equal, SolverExpression(constant: inset), priority: min(priority, below),
        source: source)
    }
  }

  /// The priority of UIKit's stack view's ambiguity suppression: below every priority a file
  /// or the kit's intrinsic sizes use.
  static let ambiguitySuppressionPriority = 25.0

  /// AppKit's stack view hugging its views (`NSStackView`'s hugging priorities): along the
  /// axis the spaces a distribution leaves free are no wider than the spacing, and the last
  /// view of gravity areas reaches the end; across it each view reaches the edge its alignment
  /// leaves free (both, centred), so that a column of labels is as wide as its widest and a
  /// view without an intrinsic size fills the stack. Each at the axis's priority, below
  /// required: at 1000 views of different lengths could not all reach the edge. A view that
  /// hugs its content across at the stack's own priority keeps its intrinsic length: the tie
  /// is its (Interface Builder draws the 53 such views of Textual's and MacPass's stacks,
  /// which hug at AppKit's default 250 as the views do, no wider than their content; it
  /// gives new stacks 249.99998, just below).
  private func hug(
    _ stack: StackView, visible: [Int], tree: LayoutTree, along: Axis, across: Axis,
    edges: (trail: SolverExpression, crossStart: SolverExpression, crossEnd: SolverExpression),
    source: Source
  ) {
    let horizontal = stack.axis == .horizontal
    let (alongPriority, acrossPriority) =
      horizontal
      ? (stack.horizontalStackHuggingPriority, stack.verticalStackHuggingPriority)
      : (stack.verticalStackHuggingPriority, stack.horizontalStackHuggingPriority)
    let below = LayoutPriority.required - 1
    if alongPriority > 0 {
      let priority = min(alongPriority, below)
      let spacing = SolverExpression(constant: stack.spacing)
      switch stack.distribution {
      case .equalSpacing, .equalCentering:
        for (previous, view) in zip(visible, visible.dropFirst()) {
          add(
            along.start(view), .equal, along.end(previous) + spacing, priority: priority,
            source: source)
        }
      case .gravityAreas:
        if let last = visible.last {
          add(along.end(last), .equal, edges.trail, priority: priority, source: source)
        }
      case .fill, .fillEqually, .fillProportionally:
        break
      }
    }
    guard acrossPriority > 0 else { return }
    for view in visible {
      // The priorities first: a view is measured only when they tie.
      let hugging =
        horizontal
        ? tree.views[view].verticalHuggingPriority : tree.views[view].horizontalHuggingPriority
      let tied =
        stack.alignment != .fill && hugging == acrossPriority
        && {
          let own = intrinsicSize(at: view, tree: tree)
          return (horizontal ? own.height : own.width) >= 0
        }()
      let priority = min(tied ? Double(Float(acrossPriority).nextDown) : acrossPriority, below)
      switch stack.alignment {
      case .fill:
        break
      case .leading, .top:
        add(across.end(view), .equal, edges.crossEnd, priority: priority, source: source)
      case .trailing, .bottom, .center, .centerX, .centerY:
        add(across.start(view), .equal, edges.crossStart, priority: priority, source: source)
      case .firstBaseline, .lastBaseline:
        add(across.start(view), .equal, edges.crossStart, priority: priority, source: source)
        add(across.end(view), .equal, edges.crossEnd, priority: priority, source: source)
      }
    }
  }

  /// The lengths along the axis: equal, in proportion to the views' intrinsic lengths, or with
  /// equal spaces or equal distances between centres.
  private func distribute(
    _ stack: StackView, visible: [Int], tree: LayoutTree, along: Axis, lead: SolverExpression,
    trail: SolverExpression, source: Source
  ) {
    guard let first = visible.first else { return }
    switch stack.distribution {
    case .fillEqually:
      // AppKit's stack holds its views to one length just below required: a view whose own
      // constraints make it a point taller keeps them (iina's subtitle preferences: rows of
      // 23, 24 and 24 points in a stack that fills equally, as Xcode draws them).
      let equal = environment.isAppKit ? LayoutPriority.required - 1 : LayoutPriority.required
      for view in visible.dropFirst() {
        add(along.length(view), .equal, along.length(first), priority: equal, source: source)
      }
    case .fillProportionally:
      let horizontal = stack.axis == .horizontal
      let lengths = visible.map { index -> Double in
        let size = intrinsicSize(at: index, tree: tree)
        let length = horizontal ? size.width : size.height
        guard length < 0 else { return length }
        // A stack view shares by a view's current length when it has no intrinsic one (a
        // plain view of content laid out inside it, a stack of its own): Interface Builder's
        // frames (WooCommerce's order totals in UIKit; in AppKit, Pock's onboarding, whose
        // column of an image between two separators keeps its 222 points). It is read when
        // the engine is built, as the stack sets its shares when it arranges the views.
        let frame = tree.views[index].frame
        return max(horizontal ? frame.width : frame.height, 0)
      }
      let total = lengths.reduce(0, +)
      guard total > 0 else { return }
      let available =
        trail - lead - SolverExpression(constant: stack.spacing * Double(visible.count - 1))
      for (view, length) in zip(visible, lengths) {
        add(
          along.length(view), .equal, (length / total) * available,
          priority: LayoutPriority.required - 1, source: source)
      }
    case .equalSpacing:
      guard visible.count > 2 else { return }
      let gap = along.start(visible[1]) - along.end(visible[0])
      for (previous, view) in zip(visible.dropFirst(), visible.dropFirst(2)) {
        add(along.start(view) - along.end(previous), .equal, gap, source: source)
      }
    case .equalCentering:
      guard visible.count > 2 else { return }
      let distance = along.center(visible[1]) - along.center(visible[0])
      for (previous, view) in zip(visible.dropFirst(), visible.dropFirst(2)) {
        add(
          along.center(view) - along.center(previous), .equal, distance,
          priority: LayoutPriority.required - 1, source: source)
      }
    case .fill, .gravityAreas:
      break
    }
  }
}
