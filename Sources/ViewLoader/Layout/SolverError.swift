/// Why a ``ConstraintSolver`` refused a request. The solver is unchanged after any of them but
/// ``internalFailure(_:)``.
enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints already added.
  /// `conflicting` lists the ids of those it contradicts (in increasing order): together with
  /// the refused constraint they cannot all hold. It is empty when the constraint cannot hold
  /// on its own (`0 = 1`).
  case unsatisfiableConstraint(id: Int, conflicting: [Int])
  /// A constraint with this id was already added.
  case duplicateConstraint(id: Int)
  /// No constraint with this id was added.
  case unknownConstraint(id: Int)
  /// A constraint's coefficients or constant are infinite or not a number.
  case nonFiniteConstraint(id: Int)
  /// A variable the solver did not make.
  case unknownVariable(SolverVariable)
  /// The variable is already an edit variable.
  case duplicateEditVariable(SolverVariable)
  /// The variable is not an edit variable.
  case unknownEditVariable(SolverVariable)
  /// Edit variables must be optional: a required one could not follow suggested values.
  case requiredEditVariable(SolverVariable)
  /// A suggested value is infinite or not a number.
  case nonFiniteSuggestion(SolverVariable)
  /// The solver has already done more than ``ConstraintSolver/workLimit`` steps of work.
  case workLimitExceeded(limit: Int)
  /// The simplex method met a state that exact arithmetic rules out (rounding gone wrong);
  /// the solver may be left half-way and should be made again from its constraints.
  case internalFailure(String)

  var description: String {
    switch self {
    case .unsatisfiableConstraint(let id, let conflicting):
      conflicting.isEmpty
        ? "required constraint \(id) cannot be satisfied"
        : "required constraint \(id) conflicts with "
          + conflicting.map(String.init).joined(separator: ", ")
    case .duplicateConstraint(let id): "constraint \(id) was already added"
    case .unknownConstraint(let id): "no constraint \(id) was added"
    case .nonFiniteConstraint(let id): "constraint \(id) has a value that is not finite"
    case .unknownVariable(let variable): "variable \(variable.id) is not this solver's"
    case .duplicateEditVariable(let variable): "variable \(variable.id) is already edited"
    case .unknownEditVariable(let variable): "variable \(variable.id) is not an edit variable"
    case .requiredEditVariable(let variable):
      "edit variable \(variable.id) cannot be required"
    case .nonFiniteSuggestion(let variable):
      "the value suggested for variable \(variable.id) is not finite"
    case .workLimitExceeded(let limit):
      "the solver has done more than \(limit) steps of work: no more constraints are added"
    case .internalFailure(let what): "internal solver failure: \(what)"
    }
  }
}
