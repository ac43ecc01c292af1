import Testing

@testable import ViewLoader

/// Hand-written systems with known answers.
@Suite struct ConstraintSolverTests {
  /// `variable relation constant` as an expression pair.
  private func constraint(
    _ id: Int, _ variable: SolverVariable, _ relation: SolverRelation, _ constant: Double,
    _ strength: SolverStrength = .required
  ) -> SolverConstraint {
    SolverConstraint(
      id: id, SolverExpression(variable), relation, SolverExpression(constant: constant),
      strength: strength)
  }

  /// Three variables of a span, `right = left + width`, added as constraint 1.
  private func span(in solver: inout ConstraintSolver) throws -> (
    left: SolverVariable, width: SolverVariable, right: SolverVariable
  ) {
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    let right = solver.makeVariable("right")
    try solver.addConstraint(
      SolverConstraint(id: 1, SolverExpression(right), .equal, left + SolverExpression(width)))
    return (left, width, right)
  }

  @Test func equalitiesChainThroughVariables() throws {
    var solver = ConstraintSolver()
    // right = left + width, left = 16, right = 320 - 16.
    let (left, width, right) = try span(in: &solver)
    try solver.addConstraint(constraint(2, left, .equal, 16))
    try solver.addConstraint(constraint(3, right, .equal, 304))
    solver.updateVariables()
    #expect(solver.value(of: left) == 16)
    #expect(solver.value(of: width) == 288)
    #expect(solver.value(of: right) == 304)
    #expect(solver.determination(of: width) == .required)
  }

  @Test func inequalitiesBoundOptionalPreferences() throws {
    var solver = ConstraintSolver()
    let width = solver.makeVariable("width")
    try solver.addConstraint(constraint(1, width, .greaterThanOrEqual, 100))
    try solver.addConstraint(constraint(2, width, .lessThanOrEqual, 200))
    try solver.addConstraint(constraint(3, width, .equal, 50, .strong))
    solver.updateVariables()
    #expect(solver.value(of: width) == 100)
    try solver.removeConstraint(withID: 3)
    try solver.addConstraint(constraint(4, width, .equal, 500, .weak))
    solver.updateVariables()
    #expect(solver.value(of: width) == 200)
    try solver.removeConstraint(withID: 4)
    try solver.addConstraint(constraint(5, width, .equal, 150, .weak))
    solver.updateVariables()
    #expect(solver.value(of: width) == 150)
    #expect(solver.determination(of: width) == .preferred)
  }

  @Test func higherPrioritiesWinOverLowerOnes() throws {
    var solver = ConstraintSolver()
    let width = solver.makeVariable("width")
    // Hugging (250) against compression resistance (750), then neighbouring priorities.
    try solver.addConstraint(
      constraint(1, width, .lessThanOrEqual, 40, SolverStrength(priority: 250)))
    try solver.addConstraint(
      constraint(2, width, .greaterThanOrEqual, 60, SolverStrength(priority: 750)))
    solver.updateVariables()
    #expect(solver.value(of: width) == 60)
    try solver.addConstraint(constraint(3, width, .equal, 70, SolverStrength(priority: 751)))
    try solver.addConstraint(constraint(4, width, .equal, 55, SolverStrength(priority: 750)))
    solver.updateVariables()
    #expect(solver.value(of: width) == 70)
    #expect(SolverStrength(priority: 1000).isRequired)
    #expect(!SolverStrength(priority: 999).isRequired)
    #expect(SolverStrength(priority: 999) > SolverStrength(priority: 998))
    #expect(SolverStrength(priority: 1) < SolverStrength(priority: 2))
    #expect(SolverStrength(priority: 0) == SolverStrength.weak)
  }

  @Test func oneHigherPriorityOutweighsAnyNumberOfLowerOnes() throws {
    var solver = ConstraintSolver()
    let width = solver.makeVariable("width")
    // Ten constraints at 250 pull the width to 40, one at 251 to 60: the one wins, and the ten
    // weigh as ten against another pull at 250 towards 50.
    for id in 1...10 {
      try solver.addConstraint(constraint(id, width, .equal, 40, SolverStrength(priority: 250)))
    }
    try solver.addConstraint(constraint(11, width, .equal, 60, SolverStrength(priority: 251)))
    solver.updateVariables()
    #expect(solver.value(of: width) == 60)
    try solver.removeConstraint(withID: 11)
    try solver.addConstraint(constraint(12, width, .equal, 50, SolverStrength(priority: 250)))
    solver.updateVariables()
    #expect(solver.value(of: width) == 40)
    #expect(solver.tableauProblems().isEmpty)
    // An edit variable's suggestion re-solves strength by strength too.
    var edited = ConstraintSolver()
    let total = edited.makeVariable("total")
    let (left, right) = (edited.makeVariable("left"), edited.makeVariable("right"))
    try edited.addEditVariable(total, strength: SolverStrength(strong: 1000))
    try edited.addConstraint(
      SolverConstraint(id: 1, SolverExpression(total), .equal, left + SolverExpression(right)))
    try edited.addConstraint(constraint(2, left, .equal, 10, SolverStrength(priority: 252)))
    try edited.addConstraint(constraint(3, right, .equal, 10, SolverStrength(priority: 251)))
    try edited.addConstraint(constraint(4, right, .equal, 10, SolverStrength(priority: 251)))
    try edited.suggestValue(100, for: total)
    edited.updateVariables()
    #expect(edited.value(of: left) == 10)
    #expect(edited.value(of: right) == 90)
    #expect(edited.tableauProblems().isEmpty)
  }

  @Test func twoLabelsInARowShareTheSpaceByHuggingPriority() throws {
    // |-[a]-8-[b]-| in 300 points; a hugs at 251, b at 250: b stretches.
    var solver = ConstraintSolver()
    let aLeft = solver.makeVariable("a.left")
    let aWidth = solver.makeVariable("a.width")
    let bLeft = solver.makeVariable("b.left")
    let bWidth = solver.makeVariable("b.width")
    try solver.addConstraint(constraint(1, aLeft, .equal, 0))
    try solver.addConstraint(
      SolverConstraint(id: 2, SolverExpression(bLeft), .equal, aLeft + (aWidth + 8)))
    try solver.addConstraint(SolverConstraint(id: 3, bLeft + SolverExpression(bWidth), .equal, 300))
    for (id, width, intrinsic, hugging) in [
      (10, aWidth, 50.0, 251.0), (20, bWidth, 60.0, 250.0),
    ] {
      try solver.addConstraint(
        constraint(id, width, .lessThanOrEqual, intrinsic, SolverStrength(priority: hugging)))
      try solver.addConstraint(
        constraint(id + 1, width, .greaterThanOrEqual, intrinsic, SolverStrength(priority: 750)))
    }
    solver.updateVariables()
    #expect(solver.value(of: aWidth) == 50)
    #expect(solver.value(of: bWidth) == 242)
    #expect(solver.determination(of: bWidth) == .preferred)
  }

  @Test func editVariablesReSolveAfterSuggestedValues() throws {
    var solver = ConstraintSolver()
    let rootWidth = solver.makeVariable("root.width")
    let left = solver.makeVariable("label.left")
    let width = solver.makeVariable("label.width")
    try solver.addEditVariable(rootWidth, strength: SolverStrength(strong: 1000))
    try solver.addConstraint(constraint(1, left, .equal, 20))
    // label.right = root.width - 20; label.width ≥ 100.
    try solver.addConstraint(
      SolverConstraint(
        id: 2, left + SolverExpression(width), .equal, rootWidth - SolverExpression(constant: 20)
      ))
    try solver.addConstraint(constraint(3, width, .greaterThanOrEqual, 100))
    for (suggested, expected) in [(320.0, 280.0), (414.0, 374.0), (100.0, 100.0), (375, 335)] {
      try solver.suggestValue(suggested, for: rootWidth)
      solver.updateVariables()
      #expect(solver.value(of: width) == expected)
    }
    // Edited variables count as fixed: the label's width is then fixed by required ones.
    #expect(solver.determination(of: width) == .required)
    try solver.removeEditVariable(rootWidth)
    #expect(!solver.hasEditVariable(rootWidth))
    #expect(throws: SolverError.unknownEditVariable(rootWidth)) {
      try solver.suggestValue(10, for: rootWidth)
    }
  }

  @Test func removingAConstraintRestoresTheEarlierSolution() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(constraint(1, x, .equal, 10, .weak))
    try solver.addConstraint(SolverConstraint(id: 2, SolverExpression(y), .equal, 2 * x))
    solver.updateVariables()
    #expect(solver.value(of: y) == 20)
    try solver.addConstraint(constraint(3, y, .lessThanOrEqual, 8))
    solver.updateVariables()
    #expect(solver.value(of: x) == 4)
    try solver.removeConstraint(withID: 3)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20)
    #expect(solver.constraintCount == 2)
    #expect(throws: SolverError.unknownConstraint(id: 3)) {
      try solver.removeConstraint(withID: 3)
    }
  }

  @Test func unsatisfiableRequiredEqualitiesNameEachOther() throws {
    var solver = ConstraintSolver()
    let (left, width, right) = try span(in: &solver)
    let other = solver.makeVariable("other")
    try solver.addConstraint(constraint(7, other, .equal, 3))
    try solver.addConstraint(constraint(2, left, .equal, 0))
    try solver.addConstraint(constraint(3, width, .equal, 100))
    let error = #expect(throws: SolverError.self) {
      try solver.addConstraint(constraint(4, right, .equal, 50))
    }
    #expect(error == .unsatisfiableConstraint(id: 4, conflicting: [1, 2, 3]))
    // Nothing changed: the solver goes on as before.
    solver.updateVariables()
    #expect(solver.value(of: right) == 100)
    #expect(!solver.hasConstraint(withID: 4))
  }

  @Test func unsatisfiableInequalitiesNameTheBoundsTheyCross() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(constraint(1, x, .greaterThanOrEqual, 10))
    try solver.addConstraint(constraint(2, y, .greaterThanOrEqual, 0))
    try solver.addConstraint(constraint(3, y, .equal, 5, .strong))
    try solver.addConstraint(
      SolverConstraint(id: 4, x + SolverExpression(y), .lessThanOrEqual, 30))
    let error = #expect(throws: SolverError.self) {
      try solver.addConstraint(constraint(5, x, .greaterThanOrEqual, 40))
    }
    #expect(error == .unsatisfiableConstraint(id: 5, conflicting: [2, 4]))
    let alone = #expect(throws: SolverError.self) {
      try solver.addConstraint(
        SolverConstraint(id: 6, SolverExpression(constant: 0), .equal, 1))
    }
    #expect(alone == .unsatisfiableConstraint(id: 6, conflicting: []))
    solver.updateVariables()
    #expect(solver.value(of: x) == 25 && solver.value(of: y) == 5)
    // A conflict with an optional constraint is no conflict: the optional one gives way.
    try solver.addConstraint(constraint(8, y, .lessThanOrEqual, 1))
    solver.updateVariables()
    #expect(solver.value(of: y) == 1)
  }

  @Test func redundantButConsistentRequiredConstraintsAreAccepted() throws {
    var solver = ConstraintSolver()
    let (left, width, right) = try span(in: &solver)
    try solver.addConstraint(constraint(2, left, .equal, 10))
    try solver.addConstraint(constraint(3, width, .equal, 20))
    try solver.addConstraint(constraint(4, right, .equal, 30))
    try solver.addConstraint(constraint(5, right, .lessThanOrEqual, 30))
    try solver.addConstraint(constraint(6, right, .greaterThanOrEqual, 30))
    solver.updateVariables()
    #expect(solver.value(of: right) == 30)
    // Removing one of the redundant ones changes nothing.
    try solver.removeConstraint(withID: 4)
    try solver.removeConstraint(withID: 1)
    solver.updateVariables()
    #expect(solver.value(of: right) == 30 && solver.value(of: width) == 20)
  }

  @Test func badRequestsAreTypedErrors() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(constraint(1, x, .equal, 1))
    #expect(throws: SolverError.duplicateConstraint(id: 1)) {
      try solver.addConstraint(constraint(1, x, .equal, 2))
    }
    #expect(throws: SolverError.nonFiniteConstraint(id: 2)) {
      try solver.addConstraint(constraint(2, x, .equal, .nan))
    }
    let stranger = SolverVariable(id: 99)
    #expect(throws: SolverError.unknownVariable(stranger)) {
      try solver.addConstraint(constraint(3, stranger, .equal, 2))
    }
    #expect(throws: SolverError.requiredEditVariable(x)) {
      try solver.addEditVariable(x, strength: .required)
    }
    try solver.addEditVariable(x, strength: .strong)
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, strength: .medium)
    }
    #expect(throws: SolverError.nonFiniteSuggestion(x)) {
      try solver.suggestValue(.infinity, for: x)
    }
    #expect(
      "\(SolverError.unsatisfiableConstraint(id: 4, conflicting: [1, 2]))"
        == "required constraint 4 conflicts with 1, 2")
  }

  @Test func ambiguityIsReportedWithItsRange() throws {
    var solver = ConstraintSolver()
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    let free = solver.makeVariable("free")
    try solver.addConstraint(constraint(1, left, .equal, 16))
    try solver.addConstraint(constraint(2, width, .greaterThanOrEqual, 0))
    try solver.addConstraint(constraint(3, width, .lessThanOrEqual, 300))
    // Only bounded: any width from 0 to 300 is as good as another.
    #expect(solver.determination(of: width) == .ambiguous(lowest: 0, highest: 300))
    #expect(!solver.isDetermined(width))
    #expect(solver.determination(of: free) == .ambiguous(lowest: -.infinity, highest: .infinity))
    #expect(solver.determination(of: left) == .required)
    // Two equally strong wishes pull apart: still ambiguous between them.
    try solver.addConstraint(constraint(4, width, .equal, 100, .medium))
    try solver.addConstraint(constraint(5, width, .equal, 200, .medium))
    #expect(solver.determination(of: width) == .ambiguous(lowest: 100, highest: 200))
    // A slightly stronger one decides.
    try solver.addConstraint(constraint(6, width, .equal, 150, SolverStrength(strong: 0.001)))
    #expect(solver.determination(of: width) == .preferred)
    solver.updateVariables()
    #expect(solver.value(of: width) == 150)
  }
}
