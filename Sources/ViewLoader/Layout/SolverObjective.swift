/// What the solver minimises: the errors of its optional constraints, one row per strength,
/// compared strength by strength.
///
/// Auto Layout satisfies a higher priority before any lower one: a label that hugs its text at
/// 252 keeps its width even when two views hugging at 251 must stretch instead. A single sum of
/// weighted errors cannot say that for every count of constraints (two errors at one weight
/// outweigh one at a slightly larger weight), so each strength keeps a row of its own, the
/// sum of its constraints' errors, and the rows are minimised in order: a symbol improves the
/// objective when its cost in the strongest row that has one is negative (Cassowary's
/// symbolic weights, with a level per strength). Constraints of the same strength add up.
struct SolverObjective: Sendable {
  /// The strengths with a row, strongest first.
  private(set) var strengths: [SolverStrength] = []
  /// The row of each strength, in the same order: the sum of its errors in terms of the
  /// tableau's non-basic symbols.
  private(set) var levels: [SolverRow] = []

  /// The index of a strength's row, made empty when it has none yet.
  private mutating func level(of strength: SolverStrength) -> Int {
    var low = 0
    var high = strengths.count
    while low < high {
      let middle = (low + high) >> 1
      if strengths[middle] == strength { return middle }
      if strengths[middle] > strength { low = middle + 1 } else { high = middle }
    }
    strengths.insert(strength, at: low)
    levels.insert(SolverRow(constant: 0), at: low)
    return low
  }

  /// Adds `coefficient × symbol` to a strength's row.
  mutating func add(_ symbol: Int32, times coefficient: Double, at strength: SolverStrength) {
    levels[level(of: strength)].add(symbol, times: coefficient)
  }

  /// Adds `factor ×` a row to a strength's row.
  mutating func add(_ row: SolverRow, times factor: Double, at strength: SolverStrength) {
    levels[level(of: strength)].add(row, times: factor)
  }

  /// Replaces a symbol by the row that defines it, in every strength's row.
  mutating func substitute(_ symbol: Int32, by definition: SolverRow) {
    for index in levels.indices where levels[index].mayHold(symbol) {
      levels[index].substitute(symbol, by: definition)
    }
  }

  /// Removes a symbol's cells, as if it were fixed at zero.
  mutating func remove(_ symbol: Int32) {
    for index in levels.indices where levels[index].mayHold(symbol) {
      levels[index].remove(symbol)
    }
  }

  /// Whether a symbol has no cost at any strength: moving it keeps every error where it is.
  func hasNoCost(_ symbol: Int32) -> Bool {
    levels.allSatisfy { !$0.mayHold(symbol) || SolverRow.isNearZero($0.coefficient(of: symbol)) }
  }

  /// The symbol to bring into the basis: among the symbols `allowed` says may enter, the
  /// lowest one whose cost is negative in the strongest row where it has a cost (Bland's rule
  /// within each strength, so the method never cycles). `nil` when the objective is optimal.
  func improvingSymbol(allowed: (Int32) -> Bool) -> Int32? {
    for index in levels.indices {
      let improving = levels[index].firstSymbol { symbol, coefficient in
        coefficient < -SolverRow.epsilon && allowed(symbol)
          && !isCostly(symbol, above: index)
      }
      if let improving { return improving }
    }
    return nil
  }

  /// Whether a symbol has a positive cost in a row stronger than `index` (where, the
  /// objective being optimal there, no cost is negative).
  private func isCostly(_ symbol: Int32, above index: Int) -> Bool {
    for stronger in 0..<index where levels[stronger].coefficient(of: symbol) > SolverRow.epsilon {
      return true
    }
    return false
  }

  /// Whether `symbol`'s costs divided by `coefficient` are smaller, strength by strength, than
  /// `other`'s divided by `otherCoefficient`: the dual simplex method's ratio test.
  func hasSmallerRatio(
    _ symbol: Int32, _ coefficient: Double, than other: Int32, _ otherCoefficient: Double
  ) -> Bool {
    for row in levels where row.mayHold(symbol) || row.mayHold(other) {
      let ratio = row.coefficient(of: symbol) / coefficient
      let otherRatio = row.coefficient(of: other) / otherCoefficient
      if ratio < otherRatio - SolverRow.epsilon { return true }
      if ratio > otherRatio + SolverRow.epsilon { return false }
    }
    return false
  }
}
