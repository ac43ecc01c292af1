/// The kind of value a property takes, which decides the syntax of its attribute.
public enum PropertyKind: Hashable, Sendable {
  /// Any text.
  case string
  /// `-?[0-9]+`, fitting `Int`.
  case int
  /// A finite decimal or exponent number.
  case double
  /// `true` or `false`.
  case bool
  /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a colour name.
  case color
  /// `x y`.
  case point
  /// `w h`, both at least 0.
  case size
  /// `x y w h`, w and h at least 0.
  case rect
  /// `top left bottom right`.
  case insets
  /// `yyyy-MM-dd'T'HH:mm:ssZ` or `yyyy-MM-dd`.
  case date
  /// One of the listed case names.
  case enumeration([String])
  /// `$owner`, `$id` or `$external`, naming an object of the given registered type name
  /// (`"Any"` for any object).
  case reference(String)

  /// The name the schema JSON uses for simple kinds (`nil` for enumerations and references).
  var schemaName: String? {
    switch self {
    case .string: "string"
    case .int: "int"
    case .double: "double"
    case .bool: "bool"
    case .color: "color"
    case .point: "point"
    case .size: "size"
    case .rect: "rect"
    case .insets: "insets"
    case .date: "date"
    case .enumeration, .reference: nil
    }
  }
}
