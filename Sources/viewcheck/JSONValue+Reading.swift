import FoundationEssentials

/// Reading a JSON document's bytes: its values with every object key exactly as written, and
/// the keys that an object repeats.
///
/// `JSONDecoder` keys objects by `String`, whose equality is canonical equivalence, so it merges
/// two keys that differ only in Unicode normalization (a baseline's `café.nib` precomposed and
/// decomposed, two files) and keeps one of their values without a word, as it does with a key
/// written twice. ``JSONValue/parse(_:)`` therefore lets the decoder accept or refuse a document
/// and then reads the accepted bytes again here, and the configuration, baseline and schema
/// readers report each repeated key as a mistake.
extension JSONValue {
  /// Every key that an object repeats, as the path to it (`rules`, `limits.depth`,
  /// `types[0].properties.title`), once per path, in the order of the repeats in the document.
  ///
  /// Keys are compared after decoding their escapes (`"\u0072ules"` is `rules`), by their
  /// UTF-8 bytes: the two Unicode spellings of `café.nib` are two files, so two keys.
  /// - Parameter bytes: A document that `JSONDecoder` accepted; for other bytes the answer is
  ///   incomplete but the scan still ends.
  static func duplicateKeys(in bytes: [UInt8]) -> [String] {
    var reader = JSONByteReader(bytes: bytes)
    _ = reader.document()
    return reader.duplicates
  }

  /// The value of a UTF-8 document that `JSONDecoder` accepted, read from its bytes: object
  /// keys exactly as written, members sorted by their keys' UTF-8 bytes (of a key written twice
  /// only the first, as the decoder keeps it). `nil` when the bytes are not such a document (the
  /// decoder also reads UTF-16 and UTF-32).
  /// - Parameter bytes: A document that `JSONDecoder` accepted.
  static func read(acceptedBytes bytes: [UInt8]) -> JSONValue? {
    var reader = JSONByteReader(bytes: bytes)
    return reader.document()
  }
}

/// A recursive descent over the bytes of a JSON document that the decoder has accepted (so it
/// has also bounded the nesting depth): it builds the value with exact keys and notes repeated
/// keys. It gives up (`nil`) at anything a UTF-8 JSON document cannot hold.
private struct JSONByteReader {
  let bytes: [UInt8]
  var index = 0
  var duplicates: [String] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The whole document, after an optional UTF-8 byte order mark.
  mutating func document() -> JSONValue? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    guard let value = value(at: "") else { return nil }
    skipWhitespace()
    return current == nil ? value : nil
  }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  /// Reads one value, whose path is `path`.
  private mutating func value(at path: String) -> JSONValue? {
    switch current {
    case UInt8(ascii: "{"): return object(at: path)
    case UInt8(ascii: "["): return array(at: path)
    case UInt8(ascii: "\""): return string().map { .string(String(decoding: $0, as: UTF8.self)) }
    case nil: return nil
    default:
      // A number, `true`, `false` or `null`: up to the next delimiter.
      let start = index
      while let byte = current, !Self.delimiters.contains(byte) { index += 1 }
      return scalar(bytes[start..<index])
    }
  }

  private static let delimiters: Set<UInt8> = [
    UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09,
  ]

  /// `true`, `false`, `null` or a number, as ``JSONValue``'s decoder makes it: an integer when
  /// the number decodes as an `Int` (`1`, and also `1.0` or `1e2`), else a `Double`.
  private func scalar(_ token: ArraySlice<UInt8>) -> JSONValue? {
    switch String(decoding: token, as: UTF8.self) {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default: break
    }
    // Plain integers, nearly every number in these files, without the decoder.
    let digits = token.first == UInt8(ascii: "-") ? token.dropFirst() : token
    if !digits.isEmpty, digits.count <= 18,
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    {
      let magnitude = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
      return .integer(token.count == digits.count ? magnitude : -magnitude)
    }
    // Anything else as the decoder reads it (its rules for `Int` from `1e2` or `0e5` are its
    // own).
    let data = Data(token)
    if let integer = try? JSONDecoder().decode(Int.self, from: data) { return .integer(integer) }
    if let number = try? JSONDecoder().decode(Double.self, from: data) { return .number(number) }
    return nil
  }

  private mutating func object(at path: String) -> JSONValue? {
    index += 1
    var members: [(key: [UInt8], member: JSONValue.Member)] = []
    var keys = Set<[UInt8]>()
    var reported = Set<[UInt8]>()
    while true {
      skipWhitespace()
      guard let byte = current else { return nil }
      if byte == UInt8(ascii: "}") {
        index += 1
        // Stable, so of a repeated key the first stays first.
        members.sort { $0.key.lexicographicallyPrecedes($1.key) }
        var unique: [JSONValue.Member] = []
        for (offset, entry) in members.enumerated()
        where offset == 0 || members[offset - 1].key != entry.key {
          unique.append(entry.member)
        }
        return .object(unique)
      }
      if byte == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard byte == UInt8(ascii: "\""), let key = string() else { return nil }
      let name = String(decoding: key, as: UTF8.self)
      let memberPath = path.isEmpty ? name : path + "." + name
      if !keys.insert(key).inserted, reported.insert(key).inserted {
        duplicates.append(memberPath)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { return nil }
      index += 1
      skipWhitespace()
      guard let value = value(at: memberPath) else { return nil }
      members.append((key, JSONValue.Member(key: name, value: value)))
    }
  }

  private mutating func array(at path: String) -> JSONValue? {
    index += 1
    var elements: [JSONValue] = []
    while true {
      skipWhitespace()
      guard let byte = current else { return nil }
      if byte == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      if byte == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard let element = value(at: "\(path)[\(elements.count)]") else { return nil }
      elements.append(element)
    }
  }

  /// Reads a string literal from its opening quote; returns its decoded UTF-8 bytes, or `nil`
  /// when it does not end.
  private mutating func string() -> [UInt8]? {
    index += 1
    var decoded: [UInt8] = []
    while let byte = current {
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return decoded
      case UInt8(ascii: "\\"):
        guard let escape = current else { return nil }
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
    return nil
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
    guard index + 4 <= bytes.count, let value = HexDigits.quad(bytes[index..<index + 4]) else {
      return nil
    }
    index += 4
    return value
  }
}
