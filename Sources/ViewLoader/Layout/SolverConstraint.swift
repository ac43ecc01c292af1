/// How a constraint's two sides compare.
enum SolverRelation: String, Hashable, Sendable {
  /// `left ≤ right`.
  case lessThanOrEqual = "<="
  /// `left = right`.
  case equal = "=="
  /// `left ≥ right`.
  case greaterThanOrEqual = ">="
}

/// How much a constraint matters. `required` constraints must hold; the others are optional,
/// and the solver minimises their errors strength by strength (``SolverObjective``): any error
/// of a stronger constraint outweighs every sum of errors of weaker ones, and the errors of
/// constraints of one strength add up.
///
/// A strength is built from three tiers, as in the Cassowary literature (`strong`, `medium`,
/// `weak`, each taking a factor of 0 to 1000), which order it; Auto Layout's priorities (1 to
/// 1000) map onto the tiers by ``init(priority:)``, a higher priority to a stronger strength.
struct SolverStrength: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Where the strength stands among the others: a larger weight is a stronger strength.
  let weight: Double

  /// A strength from its three tiers, each clamped to 0…1000.
  /// - Parameters:
  ///   - strong: The factor of the strong tier.
  ///   - medium: The factor of the medium tier.
  ///   - weak: The factor of the weak tier.
  init(strong: Double, medium: Double = 0, weak: Double = 0) {
    func clamped(_ factor: Double) -> Double { min(max(factor, 0), 1000) }
    weight = clamped(strong) * 1_000_000 + clamped(medium) * 1000 + clamped(weak)
  }

  /// The strength of an Auto Layout priority. 1000 and above is ``required``; below, the
  /// weight grows geometrically over the three tiers, `1000^(3 p / 1000)`: priority 1 is about
  /// `weak`, 333 `medium`, 667 `strong`. Only the order matters to the solver: each priority is
  /// a strength of its own, satisfied before every lower one, as Auto Layout does (a view
  /// hugging at 252 keeps its size while any number hugging at 251 stretch). Priorities at or
  /// below zero, or not a number, weigh as priority 0 (the weight 1).
  /// - Parameter priority: The priority, 1…1000 as in UIKit.
  init(priority: Double) {
    if priority >= 1000 {
      self = .required
    } else if priority > 0 {
      weight = Self.tierBase(exponent: priority)
    } else {
      weight = 1
    }
  }

  private static func tierBase(exponent priority: Double) -> Double {
    // 10^(9p/1000), computed without Foundation's pow.
    var result = 1.0
    var remaining = priority * 9 / 1000
    while remaining >= 1 {
      result *= 10
      remaining -= 1
    }
    // 10^r = e^(r ln 10), by its series: r < 1, so 25 terms are exact to double precision.
    let x = remaining * 2.302585092994046
    var term = 1.0
    var sum = 1.0
    for index in 1...25 {
      term *= x / Double(index)
      sum += term
    }
    return result * sum
  }

  private init(weight: Double) {
    self.weight = weight
  }

  /// A constraint that must hold: the sum of the three tiers at their maximum.
  static let required = SolverStrength(weight: 1_001_001_000)
  /// The strong tier: 1,000,000.
  static let strong = SolverStrength(strong: 1)
  /// The medium tier: 1,000.
  static let medium = SolverStrength(strong: 0, medium: 1)
  /// The weak tier: 1.
  static let weak = SolverStrength(strong: 0, medium: 0, weak: 1)

  /// Whether constraints of this strength must hold.
  var isRequired: Bool { weight >= Self.required.weight }

  static func < (left: SolverStrength, right: SolverStrength) -> Bool {
    left.weight < right.weight
  }

  var description: String { isRequired ? "required" : "weight \(weight)" }
}

/// A linear constraint `left relation right` at a strength, identified by an id its maker
/// chooses (the kit uses the index of its layout constraint), so that the solver can name the
/// constraints that conflict and a constraint can be removed again.
struct SolverConstraint: Identifiable, Hashable, Sendable {
  /// The id, unique among the constraints added to one solver.
  let id: Int
  /// `left - right`: the constraint is `expression relation 0`.
  let expression: SolverExpression
  /// How the two sides compare.
  let relation: SolverRelation
  /// How much the constraint matters.
  let strength: SolverStrength

  /// A constraint `left relation right`.
  /// - Parameters:
  ///   - id: The constraint's id, unique in its solver.
  ///   - left: The left-hand side.
  ///   - relation: How the sides compare.
  ///   - right: The right-hand side (0 unless given).
  ///   - strength: How much it matters (``SolverStrength/required`` unless given).
  init(
    id: Int, _ left: SolverExpression, _ relation: SolverRelation, _ right: SolverExpression = 0,
    strength: SolverStrength = .required
  ) {
    self.id = id
    self.expression = left - right
    self.relation = relation
    self.strength = strength
  }

  /// Whether the constraint holds for given variable values, within a tolerance.
  /// - Parameters:
  ///   - value: The value of each variable.
  ///   - tolerance: How far it may be off.
  func isSatisfied(tolerance: Double = 1e-6, by value: (SolverVariable) -> Double) -> Bool {
    let difference = expression.evaluate(value)
    switch relation {
    case .lessThanOrEqual: return difference <= tolerance
    case .equal: return abs(difference) <= tolerance
    case .greaterThanOrEqual: return difference >= -tolerance
    }
  }
}
