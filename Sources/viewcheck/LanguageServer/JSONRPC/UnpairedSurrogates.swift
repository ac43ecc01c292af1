/// JSON text with its escapes of unpaired UTF-16 surrogates made readable.
///
/// A client written in JavaScript sends a string as JSON.stringify writes it, and a string there
/// is UTF-16 that may hold half of a surrogate pair (text an extension pasted, a file cut in
/// the middle of an emoji); JSON.stringify writes such a half as an escape, `\ud800`. JSON
/// allows it, but a Swift `String` cannot hold it, and Foundation's decoder refuses the whole
/// message: a `didOpen` with one lone half would leave the document unknown to the server,
/// without diagnostics, with nothing said. Each such escape is read as U+FFFD instead (what
/// the rest of viewcheck's JSON reading does with one), which keeps every position: U+FFFD is
/// one UTF-16 unit, as the half was.
enum UnpairedSurrogates {
  /// The message with every escape of an unpaired surrogate written `\ufffd`: a high half
  /// (`\ud800`–`\udbff`) not followed by an escaped low half, or a low half (`\udc00`–`\udfff`)
  /// without a high one before it. The same bytes when there is none.
  static func repaired(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var copied = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      // An escape: `\uXXXX`, or two bytes (`\\`, `\"`, `\n`, …), which also keeps an escaped
      // backslash before a `u` from being read as the start of an escape.
      guard let unit = unit(at: index, in: bytes) else {
        index += 2
        continue
      }
      if (0xD800..<0xDC00).contains(unit), let low = self.unit(at: index + 6, in: bytes),
        (0xDC00..<0xE000).contains(low)
      {
        index += 12
        continue
      }
      if (0xD800..<0xE000).contains(unit) {
        if output.isEmpty { output.reserveCapacity(bytes.count) }
        output += bytes[copied..<index]
        output += Array(#"\ufffd"#.utf8)
        copied = index + 6
      }
      index += 6
    }
    guard copied > 0 else { return bytes }
    output += bytes[copied...]
    return output
  }

  /// The code unit of the `\uXXXX` escape at `index`, if there is one.
  private static func unit(at index: Int, in bytes: [UInt8]) -> UInt32? {
    guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
      bytes[index + 1] == UInt8(ascii: "u")
    else { return nil }
    return HexDigits.quad(bytes[(index + 2)..<(index + 6)])
  }
}
