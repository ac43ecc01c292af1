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
      if rest[index] == UInt8(ascii: "%"), index + 2 < rest.count,
        let high = hexValue(rest[index + 1]), let low = hexValue(rest[index + 2])
      {
        bytes.append(high << 4 | low)
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

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
