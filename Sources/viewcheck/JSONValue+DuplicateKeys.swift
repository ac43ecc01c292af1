/// Finding the keys that an object of a JSON document repeats.
///
/// `JSONDecoder` keeps one of a repeated key's values without a word, so ``JSONValue`` never
/// sees the other. The configuration, baseline and schema readers scan the bytes again for
/// repeated keys after the decoder has accepted them, and report each as a mistake.
extension JSONValue {
  /// Every key that an object repeats, as the path to it (`rules`, `limits.depth`,
  /// `types[0].properties.title`), once per path, in the order of the repeats in the document.
  ///
  /// Keys are compared after decoding their escapes (`"\u0072ules"` is `rules`), by their
  /// UTF-8 bytes: the two Unicode spellings of `café.nib` are two files, so two keys.
  /// - Parameter bytes: A document that `JSONDecoder` accepted; for other bytes the answer is
  ///   incomplete but the scan still ends.
  static func duplicateKeys(in bytes: [UInt8]) -> [String] {
    var scanner = DuplicateKeyScanner(bytes: bytes)
    scanner.skipWhitespace()
    scanner.value(at: "")
    return scanner.duplicates
  }
}

/// A recursive descent over a JSON document that only looks at object keys. The decoder has
/// already bounded the nesting depth.
private struct DuplicateKeyScanner {
  let bytes: [UInt8]
  var index = 0
  var duplicates: [String] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  /// Scans one value, whose path is `path`.
  mutating func value(at path: String) {
    switch current {
    case UInt8(ascii: "{"): object(at: path)
    case UInt8(ascii: "["): array(at: path)
    case UInt8(ascii: "\""): _ = string()
    case nil: return
    default:
      // A number, `true`, `false` or `null`: up to the next delimiter.
      while let byte = current, !Self.delimiters.contains(byte) { index += 1 }
    }
  }

  private static let delimiters: Set<UInt8> = [
    UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09,
  ]

  private mutating func object(at path: String) {
    index += 1
    var keys = Set<[UInt8]>()
    var reported = Set<[UInt8]>()
    while true {
      skipWhitespace()
      guard let byte = current, byte != UInt8(ascii: "}") else {
        index += 1
        return
      }
      if byte == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard byte == UInt8(ascii: "\"") else { return }
      let key = string()
      let name = String(decoding: key, as: UTF8.self)
      let memberPath = path.isEmpty ? name : path + "." + name
      if !keys.insert(key).inserted, reported.insert(key).inserted {
        duplicates.append(memberPath)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { return }
      index += 1
      skipWhitespace()
      value(at: memberPath)
    }
  }

  private mutating func array(at path: String) {
    index += 1
    var element = 0
    while true {
      skipWhitespace()
      guard let byte = current, byte != UInt8(ascii: "]") else {
        index += 1
        return
      }
      if byte == UInt8(ascii: ",") {
        index += 1
        continue
      }
      let start = index
      value(at: "\(path)[\(element)]")
      element += 1
      if index == start { return }
    }
  }

  /// Scans a string literal from its opening quote; returns its decoded UTF-8 bytes.
  private mutating func string() -> [UInt8] {
    index += 1
    var decoded: [UInt8] = []
    while let byte = current {
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return decoded
      case UInt8(ascii: "\\"):
        guard let escape = current else { return decoded }
        index += 1
        switch escape {
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"): decoded += unicodeEscape()
        default: decoded.append(escape)  // `"`, `\` and `/` stand for themselves.
        }
      default: decoded.append(byte)
      }
    }
    return decoded
  }

  /// The UTF-8 bytes of a `\uXXXX` escape (after the `u`), with a following low surrogate's
  /// escape when it starts a pair; an unpaired surrogate decodes to U+FFFD.
  private mutating func unicodeEscape() -> [UInt8] {
    guard let high = hexQuad() else { return Array("\u{FFFD}".utf8) }
    var scalar = Unicode.Scalar(high)
    if (0xD800..<0xDC00).contains(high), index + 1 < bytes.count,
      bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
    {
      let resume = index
      index += 2
      if let low = hexQuad(), (0xDC00..<0xE000).contains(low) {
        scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      } else {
        index = resume
      }
    }
    return Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
  }

  /// Four hexadecimal digits, or `nil` (and nothing consumed) when they are not there.
  private mutating func hexQuad() -> UInt32? {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { return nil }
    index += 4
    return value
  }
}
