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
  /// minimising and maximising the variable with the simplex method, on a copy of only the
  /// rows that can move with it: first over the solutions that keep the optional constraints'
  /// error at its minimum, then over all that satisfy the required constraints with the edit
  /// variables where they are. Most variables are settled by a look at their row.
  /// - Parameter variable: A variable of this solver.
  /// - Returns: `.ambiguous` with an infinite range for a variable no constraint mentions, or
  ///   one this solver did not make.
  func determination(of variable: SolverVariable) -> SolverDetermination {
    determinations(of: [variable])[0]
  }

  /// ``determination(of:)`` for many variables, sharing the work that does not depend on the
  /// variable (an index of the rows by symbol, the copy with the edit variables pinned).
  /// - Parameter variables: Variables of this solver.
  /// - Returns: One determination per variable, in order.
  func determinations(of variables: [SolverVariable]) -> [SolverDetermination] {
    var optimal = DeterminationContext(solver: self, rule: .keepingObjective)
    var pinned: (solver: ConstraintSolver, context: DeterminationContext)? = nil
    return variables.map { variable in
      guard owns(variable) else { return .ambiguous(lowest: -.infinity, highest: .infinity) }
      let range = optimal.range(of: variable.id, in: self)
      if range.highest - range.lowest > Self.determinationTolerance {
        return .ambiguous(lowest: range.lowest, highest: range.highest)
      }
      if pinned == nil {
        let copy = pinningEdits()
        pinned = (copy, DeterminationContext(solver: copy, rule: .any))
      }
      guard let (solver, shared) = pinned else { return .preferred }
      var context = shared
      let required = context.range(of: variable.id, in: solver)
      pinned = (solver, context)
      return required.highest - required.lowest > Self.determinationTolerance
        ? .preferred : .required
    }
  }

  /// Whether the variable's value is unique among the best solutions (not `.ambiguous`), the
  /// cheaper half of ``determination(of:)``.
  /// - Parameter variable: A variable of this solver.
  func isDetermined(_ variable: SolverVariable) -> Bool {
    guard owns(variable) else { return false }
    var context = DeterminationContext(solver: self, rule: .keepingObjective)
    let range = context.range(of: variable.id, in: self)
    return range.highest - range.lowest <= Self.determinationTolerance
  }

  /// The variables among `variables` whose value is not unique among the best solutions,
  /// with the range each can take: what a check for ambiguous layout reports.
  /// - Parameter variables: Variables of this solver.
  func ambiguousVariables(among variables: [SolverVariable]) -> [(
    variable: SolverVariable, lowest: Double, highest: Double
  )] {
    // A variable is the expression of one term: the same question.
    ambiguousExpressions(among: variables.map(SolverExpression.init)).map {
      (variables[$0.index], $0.lowest, $0.highest)
    }
  }

  /// The expressions among `expressions` whose value is not unique among the best solutions,
  /// by their index, with the range each can take: ``ambiguousVariables(among:)`` for sums of
  /// variables (a view's position relative to its superview's, say), with no constraint added.
  /// - Parameter expressions: Expressions of this solver's variables.
  func ambiguousExpressions(among expressions: [SolverExpression]) -> [(
    index: Int, lowest: Double, highest: Double
  )] {
    var context = DeterminationContext(solver: self, rule: .keepingObjective)
    return expressions.indices.compactMap { index in
      let expression = expressions[index]
      guard expression.terms.allSatisfy({ owns($0.variable) }) else {
        return (index, -.infinity, .infinity)
      }
      var target = SolverRow(constant: expression.constant)
      for (position, term) in expression.terms.enumerated() {
        let row = rowIndex[Int(term.variable.id)]
        if row < 0 {
          target.add(term.variable.id, times: term.coefficient)
        } else if position == 0, term.coefficient == 1, expression.constant == 0 {
          // Most expressions start with a variable as it is: its row, shared, not rebuilt.
          target = rows[Int(row)]
        } else {
          target.add(rows[Int(row)], times: term.coefficient)
        }
      }
      let range = context.range(of: target, in: self)
      guard range.highest - range.lowest > Self.determinationTolerance else { return nil }
      return (index, range.lowest, range.highest)
    }
  }

  /// A range narrower than this is one value.
  static let determinationTolerance = 1e-6

  /// A copy whose edit variables are pinned where they are by required equalities.
  private func pinningEdits() -> ConstraintSolver {
    var pinned = self
    for symbol in edits.keys.sorted() {
      let index = rowIndex[Int(symbol)]
      let value = index >= 0 ? rows[Int(index)].constant : 0
      let pin = SolverConstraint(
        id: -1, SolverExpression(SolverVariable(id: symbol)), .equal,
        SolverExpression(constant: value))
      // Pinning a variable at its own value cannot conflict; if rounding says otherwise, the
      // edit stays free, which errs towards calling variables less firmly determined.
      _ = try? pinned.addRow(for: pin, owner: .nobody)
    }
    return pinned
  }
}

/// What the determination of many variables of one solver shares: the restricted rows by the
/// symbols they hold, the symbols that may move, and, among those, the ones that cannot move
/// after all (a slack held at zero by a degenerate row, as the two halves of an intrinsic size
/// hold each other): knowing those once spares each variable a simplex phase.
private struct DeterminationContext {
  /// The restricted rows (by index) that hold each pivotable symbol `s`, in increasing order:
  /// `columnRows[columnStart[s]..<columnStart[s + 1]]`.
  private var columnStart: [Int32]
  private var columnRows: [Int32]
  /// Whether each symbol may move over the solutions considered: pivotable, allowed to enter
  /// by the rule, and not found to stay at zero.
  private var allowed: [Bool]
  private var marks = VisitMarks()

  init(solver: ConstraintSolver, rule: ConstraintSolver.EnteringRule) {
    let symbols = solver.kinds.count
    allowed = (0..<symbols).map { index in
      let symbol = Int32(index)
      return solver.isPivotable(symbol) && solver.mayEnter(symbol, rule)
    }
    // The columns, counted, then filled row by row.
    var starts = [Int32](repeating: 0, count: symbols + 1)
    for index in solver.rows.indices where solver.isRestricted(solver.basicSymbols[index]) {
      solver.rows[index].forEachCell { symbol, _ in
        if solver.isPivotable(symbol) { starts[Int(symbol) + 1] += 1 }
      }
    }
    for index in 0..<symbols { starts[index + 1] += starts[index] }
    var next = starts
    var rows = [Int32](repeating: 0, count: Int(starts[symbols]))
    for index in solver.rows.indices where solver.isRestricted(solver.basicSymbols[index]) {
      solver.rows[index].forEachCell { symbol, _ in
        guard solver.isPivotable(symbol) else { return }
        rows[Int(next[Int(symbol)])] = Int32(index)
        next[Int(symbol)] += 1
      }
    }
    columnStart = starts
    columnRows = rows
    for index in 0..<symbols where starts[index] < starts[index + 1] && allowed[index] {
      var alone = SolverRow(constant: 0)
      alone.add(Int32(index), times: 1)
      if extremes(of: alone, in: solver, lowest: false).highest <= 1e-9 {
        allowed[index] = false
      }
    }
  }

  /// The least and greatest values a symbol takes over the solutions considered.
  mutating func range(of symbol: Int32, in solver: ConstraintSolver) -> (
    lowest: Double, highest: Double
  ) {
    var target: SolverRow
    let index = solver.rowIndex[Int(symbol)]
    if index >= 0 {
      target = solver.rows[Int(index)]
    } else {
      target = SolverRow(constant: 0)
      target.add(symbol, times: 1)
    }
    return range(of: target, in: solver)
  }

  /// The least and greatest values of a row of the solver's non-basic symbols.
  mutating func range(of target: SolverRow, in solver: ConstraintSolver) -> (
    lowest: Double, highest: Double
  ) {
    // A user variable that is not basic moves freely: no restricted row holds one.
    if target.firstSymbol(where: { symbol, _ in solver.kinds[Int(symbol)] == .external }) != nil {
      return (-.infinity, .infinity)
    }
    return extremes(of: target, in: solver, lowest: true)
  }

  /// The extremes of a row's value: a simplex phase on a copy of the rows that can move with
  /// it (those holding a symbol allowed to enter, closed under the symbols they hold, as a
  /// pivot brings only those into play). The least value only when `lowest` is set.
  private mutating func extremes(of target: SolverRow, in solver: ConstraintSolver, lowest: Bool)
    -> (lowest: Double, highest: Double)
  {
    let current = target.constant
    var frontier: [Int32] = []
    target.forEachCell { symbol, _ in
      if allowed[Int(symbol)] { frontier.append(symbol) }
    }
    guard !frontier.isEmpty else { return (current, current) }
    marks.begin(symbols: solver.kinds.count, rows: solver.rows.count)
    for symbol in frontier { _ = marks.markSymbol(symbol) }
    var local = LocalTableau()
    while let next = frontier.popLast() {
      for position in Int(columnStart[Int(next)])..<Int(columnStart[Int(next) + 1]) {
        let row = columnRows[position]
        guard marks.markRow(row) else { continue }
        local.append(solver.rows[Int(row)], basic: solver.basicSymbols[Int(row)])
        solver.rows[Int(row)].forEachCell { symbol, _ in
          if allowed[Int(symbol)] && marks.markSymbol(symbol) { frontier.append(symbol) }
        }
      }
    }
    let least = lowest ? local.minimum(of: target, allowed: allowed) : current
    let greatest = -local.minimum(of: -1 * target, allowed: allowed)
    return (least, greatest)
  }
}

/// Which symbols and rows one query has visited: a stamp per symbol and per row, so that a
/// batch of queries allocates them once.
private struct VisitMarks {
  private var symbolStamps: [UInt32] = []
  private var rowStamps: [UInt32] = []
  private var stamp: UInt32 = 0

  /// Starts a query: nothing is visited.
  mutating func begin(symbols: Int, rows: Int) {
    if symbolStamps.count < symbols {
      symbolStamps += repeatElement(0, count: symbols - symbolStamps.count)
    }
    if rowStamps.count < rows { rowStamps += repeatElement(0, count: rows - rowStamps.count) }
    stamp &+= 1
    if stamp == 0 {
      for index in symbolStamps.indices { symbolStamps[index] = 0 }
      for index in rowStamps.indices { rowStamps[index] = 0 }
      stamp = 1
    }
  }

  /// Marks a symbol; whether it was not marked yet.
  mutating func markSymbol(_ symbol: Int32) -> Bool {
    guard symbolStamps[Int(symbol)] != stamp else { return false }
    symbolStamps[Int(symbol)] = stamp
    return true
  }

  /// Marks a row; whether it was not marked yet.
  mutating func markRow(_ row: Int32) -> Bool {
    guard rowStamps[Int(row)] != stamp else { return false }
    rowStamps[Int(row)] = stamp
    return true
  }
}

/// A few rows of the tableau, copied for a simplex phase that only they take part in.
private struct LocalTableau {
  var rows: [SolverRow] = []
  var basics: [Int32] = []

  mutating func append(_ row: SolverRow, basic: Int32) {
    rows.append(row)
    basics.append(basic)
  }

  /// The primal simplex method on a copy: the least value of `objective` (minus infinity when
  /// unbounded, or when it does not converge, which errs towards calling it ambiguous).
  func minimum(of objective: SolverRow, allowed: [Bool]) -> Double {
    var rows = self.rows
    var basics = self.basics
    var objective = objective
    var steps = 0
    while true {
      guard
        let entering = objective.firstSymbol(where: { symbol, coefficient in
          coefficient < -SolverRow.epsilon && allowed[Int(symbol)]
        })
      else { return objective.constant }
      var leaving: (ratio: Double, index: Int)? = nil
      for index in rows.indices {
        let coefficient = rows[index].coefficient(of: entering)
        guard coefficient < 0 else { continue }
        let ratio = -rows[index].constant / coefficient
        if leaving.map({
          ratio < $0.ratio || (ratio == $0.ratio && basics[index] < basics[$0.index])
        }) ?? true {
          leaving = (ratio, index)
        }
      }
      guard let leaving else { return -.infinity }
      var row = rows[leaving.index]
      row.solve(for: entering, replacing: basics[leaving.index])
      for index in rows.indices where index != leaving.index {
        rows[index].substitute(entering, by: row)
      }
      objective.substitute(entering, by: row)
      rows[leaving.index] = row
      basics[leaving.index] = entering
      steps += 1
      if steps > 50 * (rows.count + 10) { return -.infinity }
    }
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
