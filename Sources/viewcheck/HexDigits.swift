/// Hexadecimal digits as the command line's readers meet them: `%2f` in a preview request's
/// path, `\u00e9` in JSON.
enum HexDigits {
  /// The value of one hexadecimal digit (either case), or `nil`.
  static func value(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The value of exactly four hexadecimal digits (a JSON `\uXXXX` escape's), or `nil`.
  static func quad(_ bytes: ArraySlice<UInt8>) -> UInt32? {
    guard bytes.count == 4 else { return nil }
    var value: UInt32 = 0
    for byte in bytes {
      guard let digit = Self.value(byte) else { return nil }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
