/// Reads the attributes of one tag that libxml2 has already accepted (a start tag, or the XML
/// declaration), as written: names, raw values and quotes. The formatter needs what libxml2
/// does not pass on: namespace declarations, in their place among the attributes, and the
/// declaration's pseudo-attributes.
///
/// Only ever run on bytes the reader accepted, so it only has to be right for well-formed
/// tags; on anything else it returns `nil` and the caller keeps the tag as written.
struct TagLexer {
  /// An attribute as written.
  struct Attribute {
    var name: String
    /// The bytes between the quotes, references not replaced.
    var rawValue: ArraySlice<UInt8>
  }

  /// The attributes of the tag in `bytes[range]`, which starts with `<` and its name (or `<?`
  /// and `xml`) and ends with `>`.
  static func attributes(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> [Attribute]?
  {
    var index = range.lowerBound + 1
    let end = range.upperBound
    // The name (or `?xml`).
    while index < end, !isSpace(bytes[index]), bytes[index] != 0x3E, bytes[index] != 0x2F {
      index += 1
    }
    var attributes: [Attribute] = []
    while true {
      while index < end, isSpace(bytes[index]) { index += 1 }
      guard index < end else { return nil }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") {
        return attributes
      }
      let nameStart = index
      while index < end, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "=") {
        index += 1
      }
      let name = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
      while index < end, isSpace(bytes[index]) { index += 1 }
      guard index < end, bytes[index] == UInt8(ascii: "=") else { return nil }
      index += 1
      while index < end, isSpace(bytes[index]) { index += 1 }
      guard index < end, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
      let quote = bytes[index]
      let valueStart = index + 1
      index = valueStart
      while index < end, bytes[index] != quote { index += 1 }
      guard index < end else { return nil }
      attributes.append(
        Attribute(name: name, rawValue: ArraySlice(bytes[valueStart..<index])))
      index += 1
    }
  }

  /// Whether an attribute name declares a namespace (`xmlns`, `xmlns:p`).
  static func isNamespaceDeclaration(_ name: String) -> Bool {
    name == "xmlns" || name.utf8.starts(with: "xmlns:".utf8)
  }

  /// XML white space.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
