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
}

/// A case of an enumeration property: its name, and its index among the allowed cases (the
/// property's `allCases` order), which is what instantiation uses.
struct EnumerationCase: Sendable, Hashable {
  /// The case name (the raw value).
  var name: String
  /// The case's index in the property's list of cases.
  var index: Int
}
