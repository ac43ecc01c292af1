import FoundationEssentials

/// A parsed property value, as the parser produces it and readers of a template see it (a
/// template stores it in a compact form: ``PropertyAssignment``, ``ValueColumns``).
enum PropertyValue: Sendable, Hashable {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case color(Color)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case insets(Insets)
  case date(Date)
  /// The case, already checked against the allowed cases.
  case enumeration(EnumerationCase)
  /// The referenced name without `$`: `owner`, an id or an external's name.
  case reference(String)
  /// The members of an option set, already checked against the allowed names.
  case options(OptionMembers)
  /// The referenced names of a collection, in order, without `$`.
  case references([String])
  /// The items of a list of strings, escapes resolved.
  case strings([String])
}

/// A case of an enumeration property: its name, and its index among the allowed cases (the
/// property's `allCases` order), which is what instantiation uses.
struct EnumerationCase: Sendable, Hashable {
  /// The case name (the raw value).
  var name: String
  /// The case's index in the property's list of cases.
  var index: Int
}

/// The members of an option set property: a mask of indices into its list of names.
struct OptionMembers: Sendable, Hashable {
  /// Every name the property allows, in declaration order.
  var names: [String]
  /// Bit `i` is set when `names[i]` is a member.
  var mask: UInt64

  /// The members' names, in declaration order.
  var memberNames: [String] {
    names.indices.filter { mask & (1 << UInt64($0)) != 0 }.map { names[$0] }
  }
}
