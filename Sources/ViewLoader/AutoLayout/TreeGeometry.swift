/// The insets of each view's safe area and layout margins, fixed when an engine is made.
///
/// The root's safe area is its environment's; a subview's is the part of the root's insets it
/// overlaps, from the frames the views have when the engine is made (UIKit recomputes it as
/// views move; the kit does not). Margins are a view's ``View/layoutMargins`` (a table view
/// cell that sets none: its environment's ``TableCellMargins``; a view controller's view, or
/// a top-level view on Interface Builder's canvas: UIKit's minimum margins, or its own where
/// they are larger when it sets some or keeps its superview's), measured from the safe area's
/// edges when ``View/insetsLayoutMarginsFromSafeArea`` is on.
struct TreeGeometry {
  private var safeArea: [Insets]
  private var margins: [Insets]

  init(tree: LayoutTree, environment: LayoutEnvironment) {
    let count = tree.views.count
    var origins = [Point](repeating: .zero, count: count)
    safeArea = [Insets](repeating: .zero, count: count)
    margins = [Insets](repeating: .zero, count: count)
    let rootSize = tree.views[0].frame.size
    let rootInsets = environment.safeAreaInsets
    for index in 0..<count {
      let view = tree.views[index]
      let parent = tree.parents[index]
      if parent >= 0 {
        let frame = view.frame
        origins[index] = Point(
          x: origins[parent].x + frame.origin.x, y: origins[parent].y + frame.origin.y)
        let origin = origins[index]
        // Each inset is at most the root's (a frame not yet laid out may lie outside it).
        func overlap(_ inset: Double, _ distance: Double) -> Double {
          min(inset, max(0, inset - distance))
        }
        safeArea[index] = Insets(
          top: overlap(rootInsets.top, origin.y), left: overlap(rootInsets.left, origin.x),
          bottom: overlap(rootInsets.bottom, rootSize.height - origin.y - frame.size.height),
          right: overlap(rootInsets.right, rootSize.width - origin.x - frame.size.width))
      } else {
        safeArea[index] = rootInsets
      }
      var own = view.layoutMargins
      if let cell = view as? TableViewCell, view.extras?.layoutMargins == nil {
        own = environment.tableCellMargins.insets(
          forWidth: view.frame.size.width, accessory: cell.accessoryType)
      }
      if index == 0, let minimum = environment.minimumMargins {
        // Margins the view sets, or keeps from a superview as a plain view's, are kept where
        // they are larger than the minimum; else a view controller's view has the minimum
        // alone (none above and below).
        own =
          view.extras?.layoutMargins == nil && !view.preservesSuperviewLayoutMargins
          ? minimum
          : Insets(
            top: max(own.top, minimum.top), left: max(own.left, minimum.left),
            bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.right))
      }
      if view.insetsLayoutMarginsFromSafeArea {
        let safe = safeArea[index]
        own = Insets(
          top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom,
          right: own.right + safe.right)
      }
      margins[index] = own
    }
  }

  /// The insets of a view's safe area from its bounds.
  func safeAreaInsets(_ index: Int) -> Insets { safeArea[index] }
  /// The insets of a view's margins from its bounds.
  func marginInsets(_ index: Int) -> Insets { margins[index] }
}
