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
  /// Members of an option set: any of the listed names, separated by white space, each at most
  /// once (`flexibleWidth flexibleHeight`); the empty value is the empty set. At most 64 names.
  case options([String])
  /// References separated by white space (`$first $second`), each naming an object of the
  /// given registered type name (`"Any"` for any object); the objects are appended in order.
  case references(String)
  /// A list of strings: each item ends with `|`, which the last item may leave out
  /// (`First|Second`), and `\|` and `\\` write a bar and a backslash inside an item. The
  /// empty value is the empty list; `|` alone is a list of one empty string.
  case strings

  /// The name the schema JSON uses for simple kinds (`nil` for enumerations, option sets and
  /// references).
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
    case .strings: "strings"
    case .enumeration, .reference, .options, .references: nil
    }
  }

  /// The simple kinds, which the schema names by ``schemaName``.
  static let simpleKinds: [PropertyKind] = [
    .string, .int, .double, .bool, .color, .point, .size, .rect, .insets, .date, .strings,
  ]

  /// The most names an option set may have: its value is a 64-bit mask of them.
  static let maximumOptionCount = 64
}
