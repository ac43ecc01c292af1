extension ConstraintSolver {
  /// What is wrong with the tableau, for the tests: an empty list when every row is indexed
  /// once, no row holds a basic symbol, restricted rows are feasible and hold no free user
  /// variable, and the objective's row of each strength is the sum of its optional
  /// constraints' errors.
  func tableauProblems() -> [String] {
    var problems: [String] = []
    for (index, basic) in basicSymbols.enumerated() where rowIndex[Int(basic)] != Int32(index) {
      problems.append("row \(index) of symbol \(basic) is not indexed")
    }
    for (index, row) in rows.enumerated() {
      let basic = basicSymbols[index]
      row.forEachCell { symbol, _ in
        if isBasic(symbol) { problems.append("row of \(basic) holds basic symbol \(symbol)") }
        if isRestricted(basic) && kind(of: symbol) == .external {
          problems.append("restricted row of \(basic) holds user variable \(symbol)")
        }
      }
      if isRestricted(basic) && row.constant < -1e-6 {
        problems.append("row of \(basic) is infeasible: \(row.constant)")
      }
    }
    var expected = SolverObjective()
    var errors: [(Int32, SolverStrength)] = []
    for record in constraints.values where !record.constraint.strength.isRequired {
      errors.append((record.tag.marker, record.constraint.strength))
      if record.tag.other >= 0 { errors.append((record.tag.other, record.constraint.strength)) }
    }
    for record in edits.values {
      errors.append((record.tag.marker, record.strength))
      errors.append((record.tag.other, record.strength))
    }
    for (symbol, strength) in errors where kind(of: symbol) == .error {
      let index = rowIndex[Int(symbol)]
      if index >= 0 {
        expected.add(rows[Int(index)], times: 1, at: strength)
      } else {
        expected.add(symbol, times: 1, at: strength)
      }
    }
    // A strength whose constraints were all removed keeps an empty row.
    for (index, strength) in objective.strengths.enumerated() {
      var difference = objective.levels[index]
      if let level = expected.strengths.firstIndex(of: strength) {
        difference.add(expected.levels[level], times: -1)
      }
      // The constant is not kept up to date when edits move (nothing reads it).
      difference.forEachCell { symbol, coefficient in
        if abs(coefficient) > 1e-6 {
          problems.append(
            "the objective's coefficient of \(symbol) at \(strength) is off by \(coefficient)")
        }
      }
    }
    for strength in expected.strengths where !objective.strengths.contains(strength) {
      problems.append("the objective has no row for \(strength)")
    }
    return problems
  }
}
