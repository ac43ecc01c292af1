import Testing

@testable import ViewLoader

/// A small seeded generator (SplitMix64), so that every run checks the same systems.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// Random systems, solved incrementally (adds, refused adds, removals, edits) and compared
/// with a fresh solve of the constraints that remain.
@Suite struct ConstraintSolverPropertyTests {
  private struct Edit {
    var variable: SolverVariable
    var strength: SolverStrength
    var value: Double
  }

  private static func randomConstraint(
    id: Int, variables: [SolverVariable], using random: inout SeededGenerator
  ) -> SolverConstraint {
    let termCount = Int.random(in: 1...3, using: &random)
    let terms = (0..<termCount).map { _ in
      SolverTerm(
        variables.randomElement(using: &random)!,
        [-2, -1, -0.5, 1, 1, 2].randomElement(using: &random)!)
    }
    let expression = SolverExpression(
      terms, constant: Double(Int.random(in: -60...60, using: &random)))
    let relation: SolverRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
      .randomElement(using: &random)!
    // Distinct real-valued priorities make the best solution unique where it is determined.
    let strength =
      Double.random(in: 0..<1, using: &random) < 0.45
      ? SolverStrength.required
      : SolverStrength(priority: Double.random(in: 1..<999, using: &random))
    return SolverConstraint(id: id, expression, relation, strength: strength)
  }

  private static func expectRequiredHold(_ solver: ConstraintSolver, _ ids: [Int]) {
    for id in ids {
      guard let constraint = solver.constraint(withID: id), constraint.strength.isRequired
      else { continue }
      let residual = constraint.expression.evaluate { solver.value(of: $0) }
      #expect(
        constraint.isSatisfied(tolerance: 1e-6) { solver.value(of: $0) },
        "constraint \(id) (\(constraint.relation.rawValue) 0) is off by \(residual)")
    }
  }

  @Test(arguments: 1...120)
  func incrementalSolvesEqualFreshSolves(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    var solver = ConstraintSolver()
    let variables = (0..<Int.random(in: 2...10, using: &random)).map {
      solver.makeVariable("v\($0)")
    }
    var added: [Int] = []
    var nextID = 0
    // Weak stays (of distinct strengths) on half the variables; the others are often ambiguous.
    for variable in variables where Double.random(in: 0..<1, using: &random) < 0.5 {
      let stay = SolverConstraint(
        id: nextID, SolverExpression(variable), .equal,
        SolverExpression(constant: Double(Int.random(in: -100...100, using: &random))),
        strength: SolverStrength(priority: Double.random(in: 1..<50, using: &random)))
      try solver.addConstraint(stay)
      added.append(nextID)
      nextID += 1
    }
    var edits: [Edit] = []
    for variable in variables.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))
    {
      let strength = SolverStrength(priority: Double.random(in: 500..<999, using: &random))
      try solver.addEditVariable(variable, strength: strength)
      edits.append(Edit(variable: variable, strength: strength, value: 0))
    }
    for step in 0..<Int.random(in: 5...40, using: &random) {
      let roll = Double.random(in: 0..<1, using: &random)
      if roll < 0.15, !added.isEmpty {
        let index = Int.random(in: 0..<added.count, using: &random)
        try solver.removeConstraint(withID: added.remove(at: index))
      } else if roll < 0.3, !edits.isEmpty {
        let index = Int.random(in: 0..<edits.count, using: &random)
        edits[index].value = Double(Int.random(in: -200...200, using: &random))
        try solver.suggestValue(edits[index].value, for: edits[index].variable)
      } else {
        let constraint = Self.randomConstraint(id: nextID, variables: variables, using: &random)
        nextID += 1
        let refusal: SolverError?
        do {
          try solver.addConstraint(constraint)
          added.append(constraint.id)
          refusal = nil
        } catch {
          refusal = error
        }
        if let refusal {
          guard case .unsatisfiableConstraint(let id, let conflicting) = refusal else {
            Issue.record("unexpected \(refusal)")
            continue
          }
          #expect(id == constraint.id && constraint.strength.isRequired)
          // The named constraints are required, present, and really contradict it.
          var witness = ConstraintSolver()
          for _ in variables { _ = witness.makeVariable() }
          for conflict in conflicting {
            let named = try #require(solver.constraint(withID: conflict), "step \(step)")
            #expect(named.strength.isRequired)
            try witness.addConstraint(named)
          }
          #expect(throws: SolverError.self) { try witness.addConstraint(constraint) }
        }
      }
      solver.updateVariables()
      #expect(solver.tableauProblems() == [], "step \(step)")
      Self.expectRequiredHold(solver, added)
    }

    // A fresh solver with the same constraints, added in another order.
    var fresh = ConstraintSolver()
    for _ in variables { _ = fresh.makeVariable() }
    for id in added.shuffled(using: &random) {
      try fresh.addConstraint(try #require(solver.constraint(withID: id)))
    }
    for edit in edits {
      try fresh.addEditVariable(edit.variable, strength: edit.strength)
      try fresh.suggestValue(edit.value, for: edit.variable)
    }
    fresh.updateVariables()
    Self.expectRequiredHold(fresh, added)
    // The batch queries agree with the single ones.
    let batch = solver.determinations(of: variables)
    let freshBatch = fresh.determinations(of: variables)
    let ambiguous = Set(solver.ambiguousVariables(among: variables).map(\.variable))
    #expect(batch.first == solver.determination(of: variables[0]))
    #expect(batch.first?.isDetermined == solver.isDetermined(variables[0]))
    for (index, variable) in variables.enumerated() {
      #expect(ambiguous.contains(variable) == !batch[index].isDetermined)
      let incremental = batch[index]
      let whole = freshBatch[index]
      switch (incremental, whole) {
      case (.ambiguous(let low, let high), .ambiguous(let freshLow, let freshHigh)):
        #expect(Self.close(low, freshLow) && Self.close(high, freshHigh), "\(variable)")
      default:
        #expect(incremental == whole, "\(solver.name(of: variable))")
        if incremental.isDetermined {
          #expect(
            Self.close(solver.value(of: variable), fresh.value(of: variable)),
            "\(solver.name(of: variable)): \(solver.value(of: variable)) against \(fresh.value(of: variable))"
          )
        }
      }
    }
  }

  private static func close(_ left: Double, _ right: Double) -> Bool {
    if left == right { return true }  // the infinities
    return abs(left - right) <= 1e-6 * max(1, abs(left), abs(right))
  }
}
