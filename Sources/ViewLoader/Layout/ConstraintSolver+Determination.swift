/// How firmly a solver's constraints fix a variable's value: what a linter needs to call a
/// layout ambiguous, as Auto Layout does when several solutions are equally good.
enum SolverDetermination: Hashable, Sendable {
  /// The required constraints alone allow one value (edit variables count as fixed at the
  /// values suggested for them).
  case required
  /// The required constraints allow several values, and the optional ones prefer exactly one
  /// of them (a label's width by its intrinsic size, say).
  case preferred
  /// Several values are equally good: every value from `lowest` to `highest` (infinite when
  /// unbounded) satisfies the required constraints with the least error in the optional ones.
  /// The solver's value is one of them, by an arbitrary choice. Auto Layout calls such a
  /// layout ambiguous.
  case ambiguous(lowest: Double, highest: Double)

  /// Whether the value is unique.
  var isDetermined: Bool {
    if case .ambiguous = self { return false }
    return true
  }
}

extension ConstraintSolver {
  /// How firmly the constraints fix a variable's current value. Each level is decided by
  /// minimising and maximising the variable, with the simplex method on a copy of the tableau:
  /// first over the solutions that keep the optional constraints' error at its minimum, then
  /// over all that satisfy the required constraints with the edit variables where they are.
  /// Most variables are settled by a look at their row, without a copy.
  /// - Parameter variable: A variable of this solver.
  /// - Returns: `.ambiguous` with an infinite range for a variable no constraint mentions, or
  ///   one this solver did not make.
  func determination(of variable: SolverVariable) -> SolverDetermination {
    guard owns(variable) else { return .ambiguous(lowest: -.infinity, highest: .infinity) }
    let optimal = valueRange(of: variable.id, entering: .keepingObjective)
    if optimal.highest - optimal.lowest > Self.determinationTolerance {
      return .ambiguous(lowest: optimal.lowest, highest: optimal.highest)
    }
    var pinned = self
    // An edit variable stays where it is: pinned by a required equality on the copy.
    for symbol in edits.keys.sorted() {
      let index = rowIndex[Int(symbol)]
      let value = index >= 0 ? rows[Int(index)].constant : 0
      let pin = SolverConstraint(
        id: -1, SolverExpression(SolverVariable(id: symbol)), .equal,
        SolverExpression(constant: value))
      guard (try? pinned.addRow(for: pin, owner: .nobody)) != nil else { return .preferred }
    }
    let required = pinned.valueRange(of: variable.id, entering: .any)
    return required.highest - required.lowest > Self.determinationTolerance ? .preferred : .required
  }

  /// Whether the variable's value is unique among the best solutions (not `.ambiguous`), the
  /// cheaper half of ``determination(of:)``.
  /// - Parameter variable: A variable of this solver.
  func isDetermined(_ variable: SolverVariable) -> Bool {
    guard owns(variable) else { return false }
    let optimal = valueRange(of: variable.id, entering: .keepingObjective)
    return optimal.highest - optimal.lowest <= Self.determinationTolerance
  }

  /// A range narrower than this is one value.
  static let determinationTolerance = 1e-6

  /// The least and greatest values a symbol takes while only symbols the rule allows move.
  private func valueRange(of symbol: Int32, entering rule: EnteringRule) -> (
    lowest: Double, highest: Double
  ) {
    var target: SolverRow
    let index = rowIndex[Int(symbol)]
    if index >= 0 {
      target = rows[Int(index)]
    } else {
      target = SolverRow(constant: 0)
      target.add(symbol, times: 1)
    }
    let current = target.constant
    // A user variable that is not basic moves freely: no restricted row holds one.
    if target.firstSymbol(where: { symbol, _ in kinds[Int(symbol)] == .external }) != nil {
      return (-.infinity, .infinity)
    }
    let movable = target.firstSymbol { symbol, _ in
      isPivotable(symbol) && mayEnter(symbol, rule)
    }
    guard movable != nil else { return (current, current) }
    return (extreme(of: target, entering: rule), -extreme(of: -1 * target, entering: rule))
  }

  /// The minimum of a row's value over the solutions the rule allows (minus infinity when
  /// unbounded, and when the simplex method fails, to err towards calling it ambiguous).
  private func extreme(of target: SolverRow, entering rule: EnteringRule) -> Double {
    var copy = self
    copy.phaseObjective = target
    guard (try? copy.optimize(.phase, entering: rule)) == .optimal,
      let minimum = copy.phaseObjective
    else { return -.infinity }
    return minimum.constant
  }
}

extension SolverRow {
  /// `factor ×` a row.
  static func * (factor: Double, row: SolverRow) -> SolverRow {
    var result = SolverRow(constant: 0)
    result.add(row, times: factor)
    return result
  }
}
