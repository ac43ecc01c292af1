/// The names a document gives the app's code: outlets name properties, runtime attributes key
/// paths of properties, actions selectors. The runtime looks them up by name (key-value
/// coding, `performSelector`), so a name no class can declare fails there: the app stops with
/// an exception when the view loads or when the action is sent.
enum ObjectiveCNames {
  /// A property name as Swift and Objective-C spell one: a letter or `_`, then letters,
  /// digits and `_` (letters and digits of any script, as Unicode's identifier properties
  /// say).
  static func isIdentifier(_ name: Substring) -> Bool {
    // ASCII, as nearly every name is, byte by byte without asking Unicode's tables.
    var isFirst = true
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "_"):
        break
      case UInt8(ascii: "0")...UInt8(ascii: "9") where !isFirst:
        break
      case 0x80...:
        return isUnicodeIdentifier(name)
      default:
        return false
      }
      isFirst = false
    }
    return !isFirst
  }

  /// ``isIdentifier(_:)`` for a name with letters beyond ASCII.
  private static func isUnicodeIdentifier(_ name: Substring) -> Bool {
    guard let first = name.unicodeScalars.first,
      first == "_" || first.properties.isXIDStart
    else { return false }
    return name.unicodeScalars.dropFirst().allSatisfy {
      $0 == "_" || $0.properties.isXIDContinue
    }
  }

  /// A key path: property names joined by dots (`layer.cornerRadius`).
  static func isKeyPath(_ path: String) -> Bool {
    // Split at the bytes of the dots: the indices of ASCII bytes are the string's too.
    let bytes = path.utf8
    var start = bytes.startIndex
    while true {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
      guard isIdentifier(path[start..<end]) else { return false }
      guard end < bytes.endIndex else { return true }
      start = bytes.index(after: end)
    }
  }

  /// A selector: a name alone (`refresh`), or names each followed by a colon, the first one
  /// required (`didTap:`, `tableView:didSelectRowAt:`, `values::`).
  static func isSelector(_ selector: String) -> Bool {
    let bytes = selector.utf8
    let colon = UInt8(ascii: ":")
    guard let first = bytes.firstIndex(of: colon) else { return isIdentifier(selector[...]) }
    guard isIdentifier(selector[..<first]) else { return false }
    var start = bytes.index(after: first)
    while let next = bytes[start...].firstIndex(of: colon) {
      guard start == next || isIdentifier(selector[start..<next]) else { return false }
      start = bytes.index(after: next)
    }
    // Nothing after the last colon.
    return start == bytes.endIndex
  }
}

extension XIBImporter {
  /// Whether a name given to the app's code is one it can have; else `invalid-value` at the
  /// attribute: "\(what) 'name' is not \(expected): no class can have it, so \(consequence)".
  mutating func isNameOfCode(
    _ attribute: (value: String, position: SourcePosition), _ isValid: Bool, what: String,
    expected: String, consequence: String
  ) -> Bool {
    if isValid { return true }
    error(
      .invalidValue,
      "\(what) '\(escaped(attribute.value))' is not \(expected): no class can have it, so \(consequence)",
      at: attribute.position)
    return false
  }
}
