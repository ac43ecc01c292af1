/// A variable of a ``ConstraintSolver``: a small id the solver hands out, never an object.
/// Its value is read with ``ConstraintSolver/value(of:)`` after
/// ``ConstraintSolver/updateVariables()``.
struct SolverVariable: Hashable, Comparable, Sendable {
  /// The variable's symbol in the solver that made it.
  let id: Int32

  static func < (left: SolverVariable, right: SolverVariable) -> Bool { left.id < right.id }
}

/// `coefficient × variable`, one term of a linear expression.
struct SolverTerm: Hashable, Sendable {
  /// The variable.
  var variable: SolverVariable
  /// What the variable is multiplied by.
  var coefficient: Double

  /// A term.
  /// - Parameters:
  ///   - variable: The variable.
  ///   - coefficient: What it is multiplied by (1 unless given).
  init(_ variable: SolverVariable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression, `Σ coefficient × variable + constant`. A variable may appear in
/// several terms; the solver adds them up.
struct SolverExpression: Hashable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The terms.
  var terms: [SolverTerm]
  /// The constant.
  var constant: Double

  /// An expression from terms and a constant.
  /// - Parameters:
  ///   - terms: The terms.
  ///   - constant: The constant (0 unless given).
  init(_ terms: [SolverTerm] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 × variable`.
  init(_ variable: SolverVariable) {
    self.init([SolverTerm(variable)])
  }

  /// A constant expression.
  init(floatLiteral value: Double) {
    self.init(constant: value)
  }

  /// A constant expression.
  init(integerLiteral value: Int) {
    self.init(constant: Double(value))
  }

  /// Whether every coefficient and the constant are finite numbers.
  var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The expression's value for given variable values.
  /// - Parameter value: The value of each variable.
  func evaluate(_ value: (SolverVariable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  // A constant added, or a factor of one, shares the other side's terms: most of a layout's
  // expressions are a variable and a constant, and copying their terms was most of their cost.

  static func + (left: SolverExpression, right: SolverExpression) -> SolverExpression {
    let constant = left.constant + right.constant
    if right.terms.isEmpty { return SolverExpression(left.terms, constant: constant) }
    if left.terms.isEmpty { return SolverExpression(right.terms, constant: constant) }
    return SolverExpression(left.terms + right.terms, constant: constant)
  }

  static func - (left: SolverExpression, right: SolverExpression) -> SolverExpression {
    let constant = left.constant - right.constant
    if right.terms.isEmpty { return SolverExpression(left.terms, constant: constant) }
    // One array, not a negated copy of the right side's and then their concatenation: every
    // constraint is made with a difference.
    var terms: [SolverTerm] = []
    terms.reserveCapacity(left.terms.count + right.terms.count)
    terms.append(contentsOf: left.terms)
    for term in right.terms { terms.append(SolverTerm(term.variable, -term.coefficient)) }
    return SolverExpression(terms, constant: constant)
  }

  static func * (factor: Double, expression: SolverExpression) -> SolverExpression {
    if factor == 1 { return expression }
    return SolverExpression(
      expression.terms.map { SolverTerm($0.variable, $0.coefficient * factor) },
      constant: expression.constant * factor)
  }
}

extension SolverVariable {
  static func + (left: SolverVariable, right: SolverExpression) -> SolverExpression {
    SolverExpression(left) + right
  }

  static func - (left: SolverVariable, right: SolverExpression) -> SolverExpression {
    SolverExpression(left) - right
  }

  static func * (factor: Double, variable: SolverVariable) -> SolverExpression {
    SolverExpression([SolverTerm(variable, factor)])
  }
}
