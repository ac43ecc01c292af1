/// Writing text into an attribute value so that an XML parser reads back exactly that text.
enum XMLEscaping {
  /// Appends `value` as the content of a double-quoted attribute value: `&`, `<` and `"` as
  /// entity references, and tab, line feed and carriage return as character references (a
  /// parser turns those characters, written as they are, into spaces).
  static func appendAttributeValue(_ value: String, to output: inout [UInt8]) {
    var value = value
    value.withUTF8 { bytes in
      // Runs without a character to escape are copied at once.
      var start = 0
      for index in 0..<bytes.count {
        let replacement: StaticString
        switch bytes[index] {
        case UInt8(ascii: "&"): replacement = "&amp;"
        case UInt8(ascii: "<"): replacement = "&lt;"
        case UInt8(ascii: "\""): replacement = "&quot;"
        case 0x09: replacement = "&#9;"
        case 0x0A: replacement = "&#10;"
        case 0x0D: replacement = "&#13;"
        default: continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        output.append(
          contentsOf: UnsafeBufferPointer(
            start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
        start = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
  }

  /// Appends a string's UTF-8 bytes (copied at once from its contiguous storage).
  static func append(_ text: String, to output: inout [UInt8]) {
    var text = text
    text.withUTF8 { output.append(contentsOf: $0) }
  }

  /// Appends a value as written in the file (references kept) inside double quotes: only a
  /// `"`, which the original's single quotes allowed, becomes `&quot;`.
  static func appendRawAttributeValue(_ raw: ArraySlice<UInt8>, to output: inout [UInt8]) {
    for byte in raw {
      if byte == UInt8(ascii: "\"") { output += "&quot;".utf8 } else { output.append(byte) }
    }
  }
}
