/// The pieces `viewcheck bench --solver N` measures: a synthetic screen of `N` views as
/// constraints, as the kit will make them (rows of a label and a field between the root's
/// margins, labels at their measured intrinsic size with hugging and compression
/// resistance, the root's size as edit variables), solved from scratch, re-solved after a
/// resize, and checked for ambiguity.
package struct LayoutBenchmark {
  /// The screen's constraints, made once.
  private let constraints: [SolverConstraint]
  private let variables: ConstraintSolver
  private let rootWidth: SolverVariable
  private let rootHeight: SolverVariable
  private let texts: [String]
  /// Tall enough for every row: a screen that overflows squeezes its labels, and which ones
  /// give way is then ambiguous.
  private let height: Double
  /// The number of views (labels and fields).
  package let viewCount: Int
  /// The number of constraints, edit variables aside.
  package var constraintCount: Int { constraints.count }

  /// Makes the screen.
  /// - Parameter views: The number of views (rounded up to an even number).
  package init(views: Int) {
    var solver = ConstraintSolver()
    rootWidth = solver.makeVariable("root.width")
    rootHeight = solver.makeVariable("root.height")
    let measurer = TextMeasurer(font: .labelDefault)
    var constraints: [SolverConstraint] = []
    var texts: [String] = []
    func add(
      _ left: SolverExpression, _ relation: SolverRelation, _ right: SolverExpression,
      priority: Double = 1000
    ) {
      constraints.append(
        SolverConstraint(
          id: constraints.count, left, relation, right,
          strength: SolverStrength(priority: priority)))
    }
    var previousBottom: SolverExpression = 0
    let rows = max(1, (views + 1) / 2)
    for row in 0..<rows {
      let text = "Setting number \(row) of \(rows)"
      texts.append(text)
      let intrinsic = measurer.labelSize(of: text, numberOfLines: 1)
      let label = (0..<4).map { solver.makeVariable("label\(row).\(["x", "y", "w", "h"][$0])") }
      let field = (0..<4).map { solver.makeVariable("field\(row).\(["x", "y", "w", "h"][$0])") }
      let (labelX, labelY, labelWidth, labelHeight) = (label[0], label[1], label[2], label[3])
      let (fieldX, fieldY, fieldWidth, fieldHeight) = (field[0], field[1], field[2], field[3])
      // |-16-[label]-(>=8)-[field(>=44)]-16-|, rows 8 apart, the field as high as the label.
      add(SolverExpression(labelX), .equal, 16)
      add(SolverExpression(labelY), .equal, previousBottom + 8)
      add(
        fieldX + SolverExpression(fieldWidth), .equal,
        rootWidth - SolverExpression(constant: 16))
      add(SolverExpression(fieldX), .greaterThanOrEqual, labelX + SolverExpression(labelWidth) + 8)
      add(SolverExpression(fieldWidth), .greaterThanOrEqual, 44)
      add(SolverExpression(fieldWidth), .equal, 0.5 * rootWidth, priority: 500)
      add(SolverExpression(fieldY), .equal, SolverExpression(labelY))
      add(SolverExpression(fieldHeight), .equal, SolverExpression(labelHeight))
      // The label's intrinsic size: hugging 251, compression resistance 750.
      for (variable, size) in [(labelWidth, intrinsic.width), (labelHeight, intrinsic.height)] {
        add(
          SolverExpression(variable), .lessThanOrEqual, SolverExpression(constant: size),
          priority: 251)
        add(
          SolverExpression(variable), .greaterThanOrEqual, SolverExpression(constant: size),
          priority: 750)
      }
      previousBottom = labelY + SolverExpression(labelHeight)
    }
    add(previousBottom, .lessThanOrEqual, rootHeight - SolverExpression(constant: 8), priority: 999)
    self.constraints = constraints
    self.variables = solver
    self.texts = texts
    self.viewCount = rows * 2
    self.height = Double(rows) * 40 + 100
  }

  /// A solver with every constraint added and the root 320 points wide (and as tall as the
  /// rows need), solved from scratch.
  package func solve() -> LayoutBenchmarkSolution {
    var solver = variables
    do {
      // Edit variables first: added last, they would be substituted into every row.
      for variable in [rootWidth, rootHeight] {
        try solver.addEditVariable(variable, strength: SolverStrength(strong: 1000))
      }
      try solver.suggestValue(320, for: rootWidth)
      try solver.suggestValue(height, for: rootHeight)
      for constraint in constraints { try solver.addConstraint(constraint) }
    } catch {
      preconditionFailure("the benchmark's screen is solvable: \(error)")
    }
    solver.updateVariables()
    return LayoutBenchmarkSolution(solver: solver, rootWidth: rootWidth)
  }

  /// Measures every label's intrinsic size.
  /// - Returns: The sum of the widths (so that the work is not optimised away).
  package func measureLabels() -> Double {
    let measurer = TextMeasurer(font: .labelDefault)
    return texts.reduce(0) { $0 + measurer.labelSize(of: $1, numberOfLines: 1).width }
  }
}

/// A solved synthetic screen, to resize and to check for ambiguity.
package struct LayoutBenchmarkSolution {
  var solver: ConstraintSolver
  fileprivate let rootWidth: SolverVariable
  private var wide = false

  fileprivate init(solver: ConstraintSolver, rootWidth: SolverVariable) {
    self.solver = solver
    self.rootWidth = rootWidth
  }

  /// Resizes the root between 320 and 414 points wide and re-solves incrementally.
  package mutating func resize() {
    wide.toggle()
    do {
      try solver.suggestValue(wide ? 414 : 320, for: rootWidth)
    } catch {
      preconditionFailure("the root width is an edit variable: \(error)")
    }
    solver.updateVariables()
  }

  /// Asks whether each variable is determined, as a check for ambiguous layout would.
  /// - Returns: The number of variables that are not.
  package func ambiguousVariables() -> Int {
    solver.ambiguousVariables(among: solver.variableSymbols.map { SolverVariable(id: $0) }).count
  }
}
