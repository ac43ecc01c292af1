/// Writing text into an attribute value so that an XML parser reads back exactly that text.
enum XMLEscaping {
  /// Appends `value` as the content of a double-quoted attribute value: `&`, `<` and `"` as
  /// entity references, and tab, line feed and carriage return as character references (a
  /// parser turns those characters, written as they are, into spaces).
  static func appendAttributeValue(_ value: String, to output: inout [UInt8]) {
    let needsEscaping = value.utf8.contains {
      $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "\"")
        || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D
    }
    guard needsEscaping else {
      output += value.utf8
      return
    }
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "&"): output += "&amp;".utf8
      case UInt8(ascii: "<"): output += "&lt;".utf8
      case UInt8(ascii: "\""): output += "&quot;".utf8
      case 0x09: output += "&#9;".utf8
      case 0x0A: output += "&#10;".utf8
      case 0x0D: output += "&#13;".utf8
      default: output.append(byte)
      }
    }
  }

  /// Appends a value as written in the file (references kept) inside double quotes: only a
  /// `"`, which the original's single quotes allowed, becomes `&quot;`.
  static func appendRawAttributeValue(_ raw: ArraySlice<UInt8>, to output: inout [UInt8]) {
    for byte in raw {
      if byte == UInt8(ascii: "\"") { output += "&quot;".utf8 } else { output.append(byte) }
    }
  }
}
