import FoundationEssentials

/// A parsed property value, as a template stores it.
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
  /// The case name, already checked against the allowed cases.
  case enumeration(String)
  /// The referenced name without `$`: `owner`, an id or an external's name.
  case reference(String)
}
