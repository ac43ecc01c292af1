/// `file:` URIs and the paths they name.
enum DocumentURI {
  /// The path a `file:` URI names (percent-escapes decoded), or `nil` for another scheme.
  static func path(of uri: String) -> String? {
    let prefix = "file://"
    guard uri.utf8.starts(with: prefix.utf8) else { return nil }
    var rest = Array(uri.utf8.dropFirst(prefix.utf8.count))
    // `file://localhost/x` names `/x`; any other host is not a local file.
    if let slash = rest.firstIndex(of: UInt8(ascii: "/")) {
      let host = rest[..<slash]
      guard host.isEmpty || host.elementsEqual("localhost".utf8) else { return nil }
      rest = Array(rest[slash...])
    } else {
      return nil
    }
    // A query or fragment is not part of a file's name (a `?` or `#` in one is escaped).
    if let end = rest.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
      rest.removeSubrange(end...)
    }
    var bytes: [UInt8] = []
    var index = 0
    while index < rest.count {
      let escape = rest.dropFirst(index + 1).prefix(2)
      if rest[index] == UInt8(ascii: "%"), escape.count == 2,
        escape.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
        let byte = UInt8(String(decoding: escape, as: UTF8.self), radix: 16)
      {
        bytes.append(byte)
        index += 3
      } else {
        bytes.append(rest[index])
        index += 1
      }
    }
    guard let path = String(validating: bytes, as: UTF8.self), !path.utf8.contains(0) else {
      return nil
    }
    return path
  }

  /// The `file:` URI of an absolute path, with every byte but the unreserved ones and `/`
  /// percent-escaped.
  static func uri(ofPath path: String) -> String {
    var uri = "file://"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        uri.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        uri += "%" + (byte < 16 ? "0" : "") + hex
      }
    }
    return uri
  }
}
