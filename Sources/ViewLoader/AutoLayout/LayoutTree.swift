/// A root view's subtree as the layout engine sees it: the views in pre-order with their
/// parents' indices, the active constraints its views hold, and a fingerprint of everything
/// layout reads but the frames.
struct LayoutTree {
  /// The views, root first, in pre-order.
  var views: [View] = []
  /// Each view's parent index (-1 for the root).
  var parents: [Int] = []
  /// Each view's index, by identity.
  var indices: [ObjectIdentifier: Int] = [:]
  /// The constraints held by the views, in pre-order and then in the order each holds them.
  var constraints: [LayoutConstraint] = []
  /// The content views of the tree's grid views' cells, which their grids arrange.
  private var gridContent: Set<ObjectIdentifier> = []
  /// The views an AppKit scroll view places itself (its header view and scrollers, which it
  /// tiles) when no constraint names them.
  private(set) var tiledByScrollView: Set<Int> = []
  /// Each view's `intrinsicContentSize`, measured once by ``measureIntrinsicSizes()`` (a
  /// label's is a measurement of its text) for the engine built from the tree; empty before.
  private(set) var intrinsicSizes: [Size] = []

  /// Walks a subtree, iteratively.
  /// - Parameter root: The subtree's root.
  init(root: View) {
    var pending: [(view: View, parent: Int)] = [(root, -1)]
    while let (view, parent) = pending.popLast() {
      let index = views.count
      indices[ObjectIdentifier(view)] = index
      views.append(view)
      parents.append(parent)
      constraints += view.constraints
      if let grid = view as? GridView {
        for cell in grid.cells {
          if let content = cell.contentView { gridContent.insert(ObjectIdentifier(content)) }
        }
      }
      for child in view.subviews.reversed() { pending.append((child, index)) }
    }
    findTiledViews()
  }

  /// An AppKit scroll view tiles its clip view, header view and scrollers inside its bounds,
  /// whatever their `translatesAutoresizingMaskIntoConstraints` says: one that no constraint
  /// names keeps the frame the scroll view gave it, as a view placed by its mask does, and
  /// Xcode does not call it ambiguous (OpenEmu's table headers; Simplenote's, Aerial's and
  /// Sequel Ace's clip views that do not translate their masks). A clip view that constraints
  /// name is left to them: Xcode marks one that they leave open.
  private mutating func findTiledViews() {
    var candidates: [Int] = []
    for (index, view) in views.enumerated() where index > 0 {
      guard let scroll = views[parents[index]] as? ScrollView, let clip = scroll.contentView
      else { continue }
      let tiled: [View?] = [
        clip, scroll.headerView, scroll.horizontalScroller, scroll.verticalScroller,
      ]
      if tiled.contains(where: { $0 === view }) { candidates.append(index) }
    }
    guard !candidates.isEmpty else { return }
    var named: Set<ObjectIdentifier> = []
    for constraint in constraints {
      for item in [constraint.firstItem, constraint.secondItem] {
        if let view = item as? View { named.insert(ObjectIdentifier(view)) }
      }
    }
    for index in candidates where !named.contains(ObjectIdentifier(views[index])) {
      tiledByScrollView.insert(index)
    }
  }

  /// The index of the view an item stands for: a view of the tree, or the view that owns a
  /// guide of it.
  func index(of item: AnyObject?) -> Int? {
    if let view = item as? View { return indices[ObjectIdentifier(view)] }
    if let guide = item as? LayoutGuide, let owner = guide.owningView {
      return indices[ObjectIdentifier(owner)]
    }
    return nil
  }

  /// Whether the view at `index` is arranged by its parent: a stack view, or a grid view
  /// that shows it in a cell.
  func isArranged(_ index: Int) -> Bool {
    let parent = parents[index]
    guard parent >= 0 else { return false }
    if views[parent] is StackView { return true }
    return views[parent] is GridView && gridContent.contains(ObjectIdentifier(views[index]))
  }

  /// Whether the view at `index` is placed by the frame and autoresizing mask it has.
  func translatesMask(_ index: Int) -> Bool {
    index > 0
      && (views[index].translatesAutoresizingMaskIntoConstraints
        || tiledByScrollView.contains(index))
      && !isArranged(index)
  }

  /// Whether the view at `index` is the root view of the window that is its parent (a macOS
  /// window's content view), which the window places whatever its
  /// `translatesAutoresizingMaskIntoConstraints` says, as AppKit does.
  func isWindowsRootView(_ index: Int) -> Bool {
    let parent = parents[index]
    return parent >= 0 && (views[parent] as? Window)?.rootView === views[index]
  }

  /// Measures each view's intrinsic size once, for the engine built from the tree
  /// (``intrinsicSizes``).
  mutating func measureIntrinsicSizes() {
    intrinsicSizes = views.map(\.intrinsicContentSize)
  }

  /// A hash of what layout reads, frames aside (a frame set by code is checked apart): the
  /// tree's shape, each view's layout properties and intrinsic size, each constraint. Keeps
  /// the intrinsic sizes it measures (``intrinsicSizes``).
  mutating func fingerprint(environment: LayoutEnvironment) -> Int {
    var hasher = Hasher()
    hasher.combine(environment)
    measureIntrinsicSizes()
    for (index, view) in views.enumerated() {
      hasher.combine(ObjectIdentifier(view))
      hasher.combine(parents[index])
      hasher.combine(view.isHidden)
      hasher.combine(translatesMask(index))
      hasher.combine(view.autoresizingMask.rawValue)
      hasher.combine(view.horizontalHuggingPriority)
      hasher.combine(view.verticalHuggingPriority)
      hasher.combine(view.horizontalCompressionResistancePriority)
      hasher.combine(view.verticalCompressionResistancePriority)
      hasher.combine(view.layoutMargins)
      hasher.combine(view.insetsLayoutMarginsFromSafeArea)
      hasher.combine(intrinsicSizes[index])
      if let label = view as? Label {
        hasher.combine(label.numberOfLines)
        hasher.combine(label.preferredMaxLayoutWidth)
      }
      if let field = view as? TextField { hasher.combine(field.lineBreakMode) }
      if let grid = view as? GridView { Self.combine(grid, into: &hasher) }
      if let stack = view as? StackView {
        hasher.combine(stack.axis)
        hasher.combine(stack.distribution)
        hasher.combine(stack.alignment)
        hasher.combine(stack.spacing)
        hasher.combine(stack.isLayoutMarginsRelativeArrangement)
        hasher.combine(stack.edgeInsets)
      }
    }
    for constraint in constraints {
      hasher.combine(ObjectIdentifier(constraint))
      hasher.combine(constraint.firstItem.map(ObjectIdentifier.init))
      hasher.combine(constraint.secondItem.map(ObjectIdentifier.init))
      hasher.combine(constraint.firstAttribute)
      hasher.combine(constraint.secondAttribute)
      hasher.combine(constraint.relation)
      hasher.combine(constraint.multiplier)
      hasher.combine(constraint.constant)
      hasher.combine(constraint.priority)
    }
    return hasher.finalize()
  }

  /// What a grid's layout reads: its spacings and placements, its rows' and columns', and
  /// where each cell is and what it shows.
  private static func combine(_ grid: GridView, into hasher: inout Hasher) {
    hasher.combine(grid.rowSpacing)
    hasher.combine(grid.columnSpacing)
    hasher.combine(grid.xPlacement)
    hasher.combine(grid.yPlacement)
    hasher.combine(grid.rowAlignment)
    for row in grid.rows { hasher.combine(row.rowAlignment) }
    for track in grid.rows as [any GridTrackLayout] + grid.columns {
      hasher.combine(ObjectIdentifier(track))
      hasher.combine(track.placement)
      hasher.combine(track.fixedLength)
      hasher.combine(track.paddingBefore)
      hasher.combine(track.paddingAfter)
      hasher.combine(track.isHidden)
    }
    for cell in grid.cells {
      hasher.combine(cell.row.map(ObjectIdentifier.init))
      hasher.combine(cell.column.map(ObjectIdentifier.init))
      hasher.combine(cell.headOfMergedCell.map(ObjectIdentifier.init))
      hasher.combine(cell.contentView.map(ObjectIdentifier.init))
      hasher.combine(cell.xPlacement)
      hasher.combine(cell.yPlacement)
      hasher.combine(cell.rowAlignment)
    }
  }
}
