/// Names that a schema spells twice, in two Unicode normalizations.
///
/// Type, property, owner, outlet and action names are XML names, which XML (and libxml2)
/// compares by their bytes, so `café` precomposed and `café` decomposed are two names. But
/// `JSONDecoder` keys objects by `String`, whose equality is canonical equivalence: it takes
/// the two keys as one and keeps one value without a word, and the registry, keyed by `String`
/// too, could not tell two such types or members apart. ``LintSchema`` therefore refuses a
/// document that spells a name both ways, naming the two. (A key written twice with the same
/// bytes is the decoder's to keep once; `viewcheck` reports it as a repeated key.)
extension LintSchema {
  /// Every object of the document whose keys include two spellings of one name, as
  /// `path: 'first' and 'second'` (`types[0].properties: 'café' and 'café'`), in document
  /// order. Keys compare after decoding their escapes.
  /// - Parameter bytes: A UTF-8 document that `JSONDecoder` accepted; for other bytes the
  ///   answer is incomplete but the scan still ends.
  static func keysInTwoSpellings(in bytes: [UInt8]) -> [String] {
    // Only a byte past ASCII, or an escape, can spell a name two ways.
    guard bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\\") }) else { return [] }
    var scanner = JSONKeyScanner(bytes: bytes)
    scanner.scan()
    return scanner.clashes
  }

  /// `first` and `second` are two spellings of one name: equal as `String`s, not as bytes.
  static func areTwoSpellings(_ first: String, _ second: String) -> Bool {
    first == second && !hasSameUTF8(first, second)
  }
}

/// A walk over the bytes of a JSON document that notes, per object, keys that are equal as
/// `String`s but not as bytes. Iterative: a stack of the open objects and arrays.
private struct JSONKeyScanner {
  let bytes: [UInt8]
  var index = 0
  var clashes: [String] = []

  private struct Container {
    /// The path to the container (`types[0].properties`).
    var path: String
    /// Whether it is an object (else an array).
    var isObject: Bool
    /// An array's next index.
    var count = 0
    /// An object's keys so far, by their `String` value, with their first spelling.
    var keys: [String: String] = [:]
    /// An object's key whose value comes next.
    var key: String?
  }

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func scan() {
    var stack: [Container] = []
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        index += 1
        stack.append(Container(path: childPath(&stack), isObject: byte == UInt8(ascii: "{")))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        index += 1
        _ = stack.popLast()
      case UInt8(ascii: "\""):
        guard let text = string() else { return }
        if var object = stack.last, object.isObject, object.key == nil {
          if let first = object.keys[text] {
            if LintSchema.areTwoSpellings(first, text) {
              clashes.append("\(object.path): '\(first)' and '\(text)'")
            }
          } else {
            object.keys[text] = text
          }
          object.key = text
          stack[stack.count - 1] = object
        } else {
          _ = childPath(&stack)
        }
      case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"),
        UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      default:
        // A number, `true`, `false` or `null`: a value that opens nothing.
        while index < bytes.count, !Self.endsScalar(bytes[index]) { index += 1 }
        _ = childPath(&stack)
      }
    }
  }

  /// The path of the value that comes next in the innermost container, which it counts.
  private func childPath(_ stack: inout [Container]) -> String {
    guard var container = stack.popLast() else { return "" }
    defer { stack.append(container) }
    if container.isObject {
      let key = container.key ?? ""
      container.key = nil
      return container.path.isEmpty ? key : container.path + "." + key
    }
    container.count += 1
    return container.path + "[\(container.count - 1)]"
  }

  private static func endsScalar(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "),
      UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      true
    default: false
    }
  }

  /// Reads a string literal from its opening quote, escapes decoded; `nil` when it does not
  /// end.
  private mutating func string() -> String? {
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\"), index < bytes.count else {
        text.append(byte)
        continue
      }
      let escaped = bytes[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "b"): text.append(0x08)
      case UInt8(ascii: "f"): text.append(0x0C)
      case UInt8(ascii: "n"): text.append(0x0A)
      case UInt8(ascii: "r"): text.append(0x0D)
      case UInt8(ascii: "t"): text.append(0x09)
      case UInt8(ascii: "u"):
        guard let unit = hexUnit() else { return nil }
        var scalar = UInt32(unit)
        if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          guard let low = hexUnit() else { return nil }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(low) &- 0xDC00)
        }
        text.append(contentsOf: (Unicode.Scalar(scalar).map(String.init) ?? "\u{FFFD}").utf8)
      default: text.append(escaped)  // `"`, `\` and `/` stand for themselves.
      }
    }
    return nil
  }

  /// Four hex digits after `\u`.
  private mutating func hexUnit() -> UInt16? {
    guard index + 4 <= bytes.count,
      let unit = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { return nil }
    index += 4
    return unit
  }
}
