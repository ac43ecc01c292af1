/// An incremental constraint solver of the Cassowary kind: the simplex method over linear
/// equalities and inequalities, each required or optional at a strength, kept solved as
/// constraints come and go and as edit variables are moved.
///
/// It knows only variables: the kit turns views and their constraints into equations.
/// Variables are small ids (``makeVariable(_:)``); constraints carry ids their maker chooses.
/// After a change, ``updateVariables()`` reads the solution and ``value(of:)`` returns it.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let width = solver.makeVariable("width")
/// try solver.addConstraint(SolverConstraint(id: 1, SolverExpression(width), .greaterThanOrEqual, 100))
/// try solver.addConstraint(
///   SolverConstraint(id: 2, SolverExpression(width), .equal, 50, strength: .strong))
/// solver.updateVariables()
/// solver.value(of: width)   // 100: the required constraint wins
/// ```
///
/// Every method either does all it says or throws and changes nothing (but for
/// ``SolverError/internalFailure(_:)``, which rounding could cause and no test has met). Add
/// edit variables before the constraints that use them: added last, they are substituted into
/// every row. A solver is a value:
/// a copy is an independent solver with the same state.
struct ConstraintSolver: Sendable {
  /// What a symbol of the tableau stands for.
  enum SymbolKind: UInt8, Sendable {
    /// A variable of the solver's user: unrestricted in sign.
    case external
    /// The slack of an inequality, never negative.
    case slack
    /// One side of an optional constraint's error, never negative; weighed in the objective.
    case error
    /// The marker of a required equality: always zero, never pivoted.
    case dummy
  }

  /// The symbols of a constraint in the tableau: `marker` identifies its row, `other` is the
  /// second error symbol of an optional equality, or the error symbol of an optional
  /// inequality.
  struct Tag: Sendable {
    var marker: Int32
    var other: Int32 = -1
  }

  /// What the solver keeps of an added constraint.
  struct ConstraintRecord: Sendable {
    var constraint: SolverConstraint
    var tag: Tag
  }

  /// What the solver keeps of an edit variable.
  struct EditRecord: Sendable {
    var tag: Tag
    var strength: SolverStrength
    /// The value last suggested (0 when added).
    var suggested: Double
  }

  /// Who a symbol belongs to, for naming conflicts.
  enum SymbolOwner: Sendable {
    case nobody
    case constraint(Int)
    case edit
  }

  // The tableau. Symbols are numbered from 0; everything per symbol is an array.
  var kinds: [SymbolKind] = []
  var owners: [SymbolOwner] = []
  /// The index in `rows` of each symbol's row, -1 while it is not basic.
  var rowIndex: [Int32] = []
  /// The rows, in no particular order, and the basic symbol of each.
  var rows: [SolverRow] = []
  var basicSymbols: [Int32] = []
  /// What is minimised: the errors of the optional constraints, strength by strength.
  var objective = SolverObjective()
  /// The objective of a phase in progress (an artificial variable's, or a query's), which
  /// pivots keep up to date as they do the tableau's rows.
  var phaseObjective: SolverRow? = nil
  /// Basic symbols whose rows became infeasible when an edit moved, for the dual simplex.
  var infeasibleRows: [Int32] = []

  // The user's side.
  var variableNames: [Int32: String] = [:]
  /// The external symbols, in the order made.
  var variableSymbols: [Int32] = []
  var constraints: [Int: ConstraintRecord] = [:]
  var edits: [Int32: EditRecord] = [:]
  /// The solution, by symbol, as of the last ``updateVariables()``.
  var values: [Double] = []

  /// The work done so far: the rows visited by substitutions and the cells written into rows
  /// (rows inserted, and rows rewritten by substitution), a measure of the time and memory the
  /// tableau has cost. A long chain of required constraints (each view below the last) makes
  /// rows that grow with the chain: quadratic in memory, cubic in time.
  var work = 0
  /// The most ``work`` before a constraint or edit variable is refused with
  /// ``SolverError/workLimitExceeded(limit:)``; `nil`, no limit. The add that passes it
  /// completes; the next is refused.
  var workLimit: Int?

  /// An empty solver.
  init() {}

  /// Makes room for about `count` constraints and `variables` variables, so that the tables
  /// kept by constraint and by symbol are made at their size once instead of growing (the
  /// table by constraint rehashes every id as it grows).
  mutating func reserveCapacity(constraints count: Int, variables: Int) {
    constraints.reserveCapacity(count)
    // A symbol a variable, and up to two a constraint (its marker, and its error or the
    // second of an optional equality's).
    let symbols = variables + 2 * count
    kinds.reserveCapacity(symbols)
    owners.reserveCapacity(symbols)
    rowIndex.reserveCapacity(symbols)
    rows.reserveCapacity(count)
    basicSymbols.reserveCapacity(count)
  }

  // MARK: Variables

  /// Makes a variable.
  /// - Parameter name: A name for descriptions and debugging.
  /// - Returns: The new variable, 0 until constrained and solved.
  mutating func makeVariable(_ name: String = "") -> SolverVariable {
    let symbol = makeSymbol(.external)
    if !name.isEmpty { variableNames[symbol] = name }
    variableSymbols.append(symbol)
    return SolverVariable(id: symbol)
  }

  /// The name a variable was made with.
  func name(of variable: SolverVariable) -> String {
    variableNames[variable.id] ?? "v\(variable.id)"
  }

  /// Whether this solver made the variable.
  func owns(_ variable: SolverVariable) -> Bool {
    variable.id >= 0 && Int(variable.id) < kinds.count && kinds[Int(variable.id)] == .external
  }

  /// The value of a variable as of the last ``updateVariables()`` (0 before).
  func value(of variable: SolverVariable) -> Double {
    let index = Int(variable.id)
    return index >= 0 && index < values.count ? values[index] : 0
  }

  /// Reads the current solution into the values ``value(of:)`` returns.
  mutating func updateVariables() {
    if values.count < kinds.count { values += repeatElement(0, count: kinds.count - values.count) }
    for symbol in variableSymbols {
      let row = rowIndex[Int(symbol)]
      values[Int(symbol)] = row >= 0 ? rows[Int(row)].constant : 0
    }
  }

  // MARK: Constraints

  /// The number of constraints added (edit variables aside).
  var constraintCount: Int { constraints.count }

  /// Whether a constraint with this id is in the solver.
  func hasConstraint(withID id: Int) -> Bool { constraints[id] != nil }

  /// The constraint added with this id.
  func constraint(withID id: Int) -> SolverConstraint? { constraints[id]?.constraint }

  /// Adds a constraint and solves again.
  /// - Parameter constraint: The constraint; its id must be new to this solver.
  /// - Throws: ``SolverError/duplicateConstraint(id:)``,
  ///   ``SolverError/nonFiniteConstraint(id:)``, ``SolverError/unknownVariable(_:)``, or
  ///   ``SolverError/unsatisfiableConstraint(id:conflicting:)`` naming the required
  ///   constraints a required one contradicts. The solver is unchanged when it throws.
  mutating func addConstraint(_ constraint: SolverConstraint) throws(SolverError) {
    guard constraints[constraint.id] == nil else {
      throw .duplicateConstraint(id: constraint.id)
    }
    try checkWork()
    try validate(constraint.expression, id: constraint.id)
    let tag = try addRow(for: constraint, owner: .constraint(constraint.id))
    constraints[constraint.id] = ConstraintRecord(constraint: constraint, tag: tag)
  }

  /// Removes a constraint and solves again.
  /// - Parameter id: The id of a constraint added before.
  /// - Throws: ``SolverError/unknownConstraint(id:)``.
  mutating func removeConstraint(withID id: Int) throws(SolverError) {
    guard let record = constraints[id] else { throw .unknownConstraint(id: id) }
    try removeRow(tag: record.tag, strength: record.constraint.strength)
    constraints[id] = nil
  }

  // MARK: Edit variables

  /// Whether a variable is an edit variable.
  func hasEditVariable(_ variable: SolverVariable) -> Bool { edits[variable.id] != nil }

  /// Makes a variable an edit variable: an optional constraint `variable = value` whose value
  /// ``suggestValue(_:for:)`` moves, re-solving from the current solution. It starts at 0.
  /// - Parameters:
  ///   - variable: The variable.
  ///   - strength: Its strength; not required (a value just below required is
  ///     `SolverStrength(strong: 1000)`, above every Auto Layout priority).
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/requiredEditVariable(_:)``, ``SolverError/unknownVariable(_:)``.
  mutating func addEditVariable(_ variable: SolverVariable, strength: SolverStrength)
    throws(SolverError)
  {
    guard owns(variable) else { throw .unknownVariable(variable) }
    guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    try checkWork()
    let constraint = SolverConstraint(
      id: -1, SolverExpression(variable), .equal, strength: strength)
    let tag = try addRow(for: constraint, owner: .edit)
    edits[variable.id] = EditRecord(tag: tag, strength: strength, suggested: 0)
  }

  /// Stops editing a variable (its value is then decided by the constraints alone).
  /// - Parameter variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  mutating func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
    guard let record = edits[variable.id] else { throw .unknownEditVariable(variable) }
    try removeRow(tag: record.tag, strength: record.strength)
    edits[variable.id] = nil
  }

  /// Suggests a value for an edit variable and re-solves incrementally (the dual simplex
  /// method, from the current solution).
  /// - Parameters:
  ///   - value: The value wanted.
  ///   - variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``,
  ///   ``SolverError/nonFiniteSuggestion(_:)``.
  mutating func suggestValue(_ value: Double, for variable: SolverVariable) throws(SolverError) {
    guard var record = edits[variable.id] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteSuggestion(variable) }
    let delta = value - record.suggested
    record.suggested = value
    edits[variable.id] = record
    try shiftConstant(of: record.tag, by: delta)
  }

  // MARK: Checks

  private func checkWork() throws(SolverError) {
    if let workLimit, work > workLimit { throw .workLimitExceeded(limit: workLimit) }
  }

  private func validate(_ expression: SolverExpression, id: Int) throws(SolverError) {
    guard expression.isFinite else { throw .nonFiniteConstraint(id: id) }
    for term in expression.terms where !owns(term.variable) {
      throw .unknownVariable(term.variable)
    }
  }
}
