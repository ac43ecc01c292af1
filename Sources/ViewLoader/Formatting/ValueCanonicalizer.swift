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

  init(registry: TypeRegistry) {
    self.registry = registry
  }

  /// The canonical text of `value`, the value of attribute `attribute` of an element named
  /// `element` (the root's attributes are never properties).
  mutating func canonical(_ value: String, attribute: String, element: String, isRoot: Bool)
    -> String
  {
    guard !isRoot, attribute != "id", attribute != "outlet",
      let property = properties(of: element)?[attribute]
    else { return value }
    switch ValueSyntax.parse(value, as: property.kind) {
    case .failure:
      return value
    case .success(let parsed):
      if let minimum = property.minimum, case .int(let number) = parsed,
        ValueSyntax.checkMinimum(number, minimum: minimum) != nil
      {
        return value
      }
      return parsed.canonicalText
    }
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
