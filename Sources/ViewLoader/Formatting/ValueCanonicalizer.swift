/// Writes property values in the dump's canonical syntax (`#RRGGBBAA` colours, numbers without
/// trailing zeros, space-separated geometry, dates in UTC), looking up each attribute's kind as
/// the compiler does: by the element's registered type, or the stub's `frame`.
///
/// A value that does not parse for its kind (or breaks its property's minimum), and every
/// attribute that is not a property (`id`, `outlet`, a reserved element's attributes, an
/// unknown one), keeps its text: the formatter never changes what a value means, nor a
/// mistake the linter should still report.
struct ValueCanonicalizer {
  let registry: TypeRegistry
  /// Properties by element name (`nil`: the element sets none).
  private var propertiesByElement: [String: [String: PropertyDescriptor]?] = [:]
  /// What an attribute is, by the reader's numbers for the element's and the attribute's
  /// names: looked up once per pair of names (the names of a file are few).
  private var lookups: [[Lookup]] = []

  private enum Lookup {
    case unseen
    case property(PropertyDescriptor)
    case other
  }

  init(registry: TypeRegistry) {
    self.registry = registry
  }

  /// The canonical text of `value`, the value of attribute `attribute` of an element named
  /// `element` (the root's attributes are never properties).
  mutating func canonical(_ value: String, attribute: String, element: String, isRoot: Bool)
    -> String
  {
    canonical(
      value, attribute: attribute, attributeID: -1, element: element, elementID: -1,
      isRoot: isRoot)
  }

  /// The canonical text of `value`, with the reader's numbers for the names (-1 for a name
  /// without one) to look the property up by.
  mutating func canonical(
    _ value: String, attribute: String, attributeID: Int32, element: String, elementID: Int32,
    isRoot: Bool
  ) -> String {
    if attribute == "outlet", !isRoot, element != "stub" { return Self.canonicalOutlets(value) }
    guard !isRoot, let property = property(attribute, attributeID, of: element, elementID)
    else { return value }
    return Self.isCanonicalAsWritten(value, kind: property.kind)
      ? value : Self.parsedCanonical(value, of: property)
  }

  /// The property an attribute sets (`nil` for `id`, `outlet` and what is not a property).
  private mutating func property(
    _ attribute: String, _ attributeID: Int32, of element: String, _ elementID: Int32
  ) -> PropertyDescriptor? {
    guard elementID >= 0, attributeID >= 0 else { return describe(attribute, of: element) }
    let row = Int(elementID)
    let column = Int(attributeID)
    if lookups.count <= row {
      lookups += repeatElement([], count: row + 1 - lookups.count)
    }
    if lookups[row].count <= column {
      lookups[row] += repeatElement(.unseen, count: column + 1 - lookups[row].count)
    }
    switch lookups[row][column] {
    case .property(let property): return property
    case .other: return nil
    case .unseen:
      let found = describe(attribute, of: element)
      lookups[row][column] = found.map(Lookup.property) ?? .other
      return found
    }
  }

  private mutating func describe(_ attribute: String, of element: String) -> PropertyDescriptor? {
    guard attribute != "id", attribute != "outlet" else { return nil }
    return properties(of: element)?[attribute]
  }

  /// An object's outlet names, one space apart (`outlet="nameField nameCell"`), as the compiler
  /// reads them; a value without a name keeps its text.
  static func canonicalOutlets(_ value: String) -> String {
    let names = value.utf8.split(whereSeparator: SourceBytes.isSpace)
    guard !names.isEmpty, names.count > 1 || names[0].count != value.utf8.count else {
      return value
    }
    return names.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
  }

  /// The value's canonical text as the dump writes it after parsing it, or the value itself
  /// when it does not parse (or is outside the property's bounds).
  static func parsedCanonical(_ value: String, of property: PropertyDescriptor) -> String {
    switch ValueSyntax.parse(value, as: property.kind) {
    case .failure:
      return value
    case .success(let parsed):
      if property.boundsFailure(parsed) != nil { return value }
      return parsed.canonicalText
    }
  }

  /// Whether ``parsedCanonical(_:of:)`` gives `value` back whatever it is, so that it need not
  /// parse it: strings, booleans, enumeration cases and references parse only as written;
  /// whole numbers written plainly (no sign but `-`, no leading zero, no `-0`, at most 15
  /// digits, one space between two) and `#RRGGBBAA` in upper case are canonical already (or
  /// do not parse, and are kept). Most frames and colours are.
  static func isCanonicalAsWritten(_ value: String, kind: PropertyKind) -> Bool {
    switch kind {
    case .string, .bool, .enumeration, .reference:
      return true
    case .int, .double, .point, .size, .rect, .insets:
      return isPlainWholeNumbers(value.utf8)
    case .color:
      let utf8 = value.utf8
      return utf8.count == 9 && utf8.first == UInt8(ascii: "#")
        && utf8.dropFirst().allSatisfy {
          ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
            || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "F"))
        }
    case .date, .options, .references, .strings:
      // Dates have many spellings; option sets, reference lists and string lists have their
      // spacing and escapes made canonical by parsing.
      return false
    }
  }

  private static func isPlainWholeNumbers(_ utf8: String.UTF8View) -> Bool {
    var digits = 0
    var negative = false
    var leadingZero = false
    var previous: UInt8 = UInt8(ascii: " ")
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if leadingZero { return false }
        if digits == 0 && byte == UInt8(ascii: "0") {
          if negative { return false }
          leadingZero = true
        }
        digits += 1
        if digits > 15 { return false }
      case UInt8(ascii: "-"):
        guard previous == UInt8(ascii: " ") else { return false }
        negative = true
      case UInt8(ascii: " "):
        guard digits > 0 else { return false }
        digits = 0
        negative = false
        leadingZero = false
      default:
        return false
      }
      previous = byte
    }
    return digits > 0
  }

  /// The properties an element may set.
  private mutating func properties(of element: String) -> [String: PropertyDescriptor]? {
    if let known = propertiesByElement[element] { return known }
    let found: [String: PropertyDescriptor]?
    switch element {
    case "nib", "external", "action", "include": found = nil
    case "stub": found = registry.stubType?.properties["frame"].map { ["frame": $0] }
    default: found = registry.type(named: element)?.properties
    }
    propertiesByElement[element] = found
    return found
  }
}
