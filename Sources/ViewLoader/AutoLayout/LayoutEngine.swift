/// The Auto Layout engine of one root view's subtree: the views' frames as variables of a
/// ``ConstraintSolver``, the constraints of the tree (the views' own, and those the kit makes
/// for autoresizing masks, intrinsic content sizes and stack views) as its equations, and the
/// root's size as edit variables, so that resizing the root re-solves incrementally.
///
/// Every variable is in the root's coordinates: a view's `x`, `y`, `width` and `height` (of
/// its alignment rectangle, which is its frame but for a few controls). A UIKit
/// scroll view also has the size of its content, which the edges of its descendants'
/// constraints attach to (an AppKit one does not: its clip view shows a document view). The engine holds no view: each call walks the tree
/// again and checks that it is the one the engine was made for (``fingerprint``).
final class LayoutEngine {
  /// One view's variables, and its parent's index (-1 for the root).
  struct Entry {
    var x: SolverVariable
    var y: SolverVariable
    var width: SolverVariable
    var height: SolverVariable
    var parent: Int
    /// A UIKit scroll view's content size, for the edges of its descendants' constraints.
    var content: (width: SolverVariable, height: SolverVariable)?
    /// The view's alignment rectangle insets: the variables are that rectangle's, the frame
    /// is it outset by these.
    var alignment: Insets = .zero
  }

  /// What made a solver constraint: a view's constraint, or the kit, for a reason.
  enum Source {
    case constraint(LayoutConstraint)
    case generated(String, view: Int)
  }

  /// A required constraint that could not hold with the ones added before it, and those it
  /// conflicts with. It is left out, as UIKit breaks it.
  struct Conflict {
    var constraint: Int
    var conflicting: [Int]
  }

  /// A multi-line label that wraps at its solved width, with the constraints of its height.
  struct WrappingLabel {
    var view: Int
    var constraints: [Int]
    var wrapWidth: Double
  }

  var solver = ConstraintSolver()
  var entries: [Entry] = []
  /// What each solver constraint came from, by id.
  var sources: [Source] = []
  var conflicts: [Conflict] = []
  /// The ids of the required constraints that hold the root at its size, kept by an engine
  /// that is not resized (a resizable one removes them once the tree's constraints are in;
  /// none when the size gives way: ``LayoutEnvironment/rootSizeGivesWay``).
  var rootSizePins: [Int] = []
  var wrappingLabels: [WrappingLabel] = []
  /// The arranged view whose baseline is each stack view's, by the stack's index twice (and
  /// 1 more for its last baseline), once found: -1 for none
  /// (``baselineView(of:at:last:tree:)``).
  var stackBaselineViews: [Int: Int] = [:]
  /// Whether the solver passed its work limit (``LayoutEnvironment/solverWorkLimit``): the
  /// constraints after that point were not added, and the solution is not the tree's.
  var exceededWork = false
  /// The tree and its inputs, frames aside, when the engine was made.
  var fingerprint: Int
  /// Each view's frame as the engine last set it (or found it), for the views that translate
  /// their autoresizing masks: a frame set since by code makes the engine stale.
  var appliedFrames: [Rect] = []
  var translates: [Bool] = []
  let environment: LayoutEnvironment

  /// Whether a required constraint was left out for contradicting the root's size.
  var contradictsRootSize: Bool {
    conflicts.contains { conflict in
      rootSizePins.contains(conflict.constraint)
        || conflict.conflicting.contains(where: rootSizePins.contains)
    }
  }

  init(fingerprint: Int, environment: LayoutEnvironment) {
    self.fingerprint = fingerprint
    self.environment = environment
  }

  // MARK: Adding constraints

  /// Adds `left relation right` at a priority; a required one that conflicts is recorded and
  /// left out, and one that is not finite is left out, as is every one after the solver passed
  /// its work limit (``exceededWork``).
  /// - Returns: The constraint's id.
  @discardableResult
  func add(
    _ left: SolverExpression, _ relation: SolverRelation, _ right: SolverExpression,
    priority: Double = LayoutPriority.required, source: Source
  ) -> Int {
    let id = sources.count
    sources.append(source)
    let constraint = SolverConstraint(
      id: id, left, relation, right, strength: SolverStrength(priority: priority))
    do {
      try solver.addConstraint(constraint)
    } catch {
      switch error {
      case .unsatisfiableConstraint(_, let conflicting):
        conflicts.append(Conflict(constraint: id, conflicting: conflicting))
      case .workLimitExceeded: exceededWork = true
      default: break
      }
    }
    return id
  }

  /// Removes a constraint the engine added (one left out is not in the solver).
  func remove(_ id: Int) {
    if solver.hasConstraint(withID: id) { try? solver.removeConstraint(withID: id) }
  }

  // MARK: Expressions

  func left(_ index: Int) -> SolverExpression { SolverExpression(entries[index].x) }
  func top(_ index: Int) -> SolverExpression { SolverExpression(entries[index].y) }
  func width(_ index: Int) -> SolverExpression { SolverExpression(entries[index].width) }
  func height(_ index: Int) -> SolverExpression { SolverExpression(entries[index].height) }
  func right(_ index: Int) -> SolverExpression { left(index) + width(index) }
  func bottom(_ index: Int) -> SolverExpression { top(index) + height(index) }
  func centerX(_ index: Int) -> SolverExpression { left(index) + 0.5 * width(index) }
  func centerY(_ index: Int) -> SolverExpression { top(index) + 0.5 * height(index) }

  // MARK: Solutions

  /// A view's solved frame in the root's coordinates (its alignment rectangle outset by its
  /// insets), its edges rounded to the display's pixels.
  func solvedRect(_ index: Int) -> Rect {
    let entry = entries[index]
    let scale = environment.displayScale
    func round(_ value: Double) -> Double {
      scale > 0 ? (value * scale).rounded() / scale : value
    }
    let insets = entry.alignment
    let x = solver.value(of: entry.x) - insets.left
    let y = solver.value(of: entry.y) - insets.top
    let minX = round(x)
    let minY = round(y)
    return Rect(
      x: minX, y: minY,
      width: round(x + solver.value(of: entry.width) + insets.left + insets.right) - minX,
      height: round(y + solver.value(of: entry.height) + insets.top + insets.bottom) - minY)
  }

  /// A view's solved frame in its superview's coordinates.
  func solvedFrame(_ index: Int) -> Rect {
    let own = solvedRect(index)
    let parent = entries[index].parent
    guard parent >= 0 else { return own }
    let origin = solvedRect(parent).origin
    return Rect(
      x: own.origin.x - origin.x, y: own.origin.y - origin.y, width: own.width,
      height: own.height)
  }
}
