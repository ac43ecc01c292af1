/// The XML declaration at the start of a file (`<?xml version="1.0" encoding="UTF-8"?>`).
///
/// Only its `encoding` matters to the reader: libxml2 is told to ignore it (it must never
/// transcode), so a file that declares anything but UTF-8 is rejected here.
enum XMLDeclaration {
  /// The `xml-encoding` problem of a declaration whose encoding is not `UTF-8` (any case;
  /// `utf8` is not a name of UTF-8), at the `encoding` pseudo-attribute's name; `nil` when there
  /// is no declaration, it declares UTF-8, or it is malformed (libxml2 reports that).
  /// - Parameters:
  ///   - bytes: The file.
  ///   - start: The offset after any UTF-8 byte order mark.
  static func encodingProblem(in bytes: SourceBytes, from start: Int) -> PreScan.Problem? {
    guard bytes.matches("<?xml", at: start), SourceBytes.isSpace(bytes[start + 5]) else {
      return nil
    }
    var index = start + 5
    while true {
      while index < bytes.count && SourceBytes.isSpace(bytes[index]) { index += 1 }
      let nameStart = index
      while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
      guard index > nameStart else { return nil }
      let isEncoding = bytes.matches("encoding", at: nameStart) && index - nameStart == 8
      while index < bytes.count && SourceBytes.isSpace(bytes[index]) { index += 1 }
      guard bytes[index] == UInt8(ascii: "=") else { return nil }
      index += 1
      while index < bytes.count && SourceBytes.isSpace(bytes[index]) { index += 1 }
      let quote = bytes[index]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
      let valueStart = index + 1
      index = valueStart
      while index < bytes.count && bytes[index] != quote && bytes[index] != UInt8(ascii: ">") {
        index += 1
      }
      guard bytes[index] == quote else { return nil }
      if isEncoding {
        let value = UnsafeBufferPointer(start: bytes.base + valueStart, count: index - valueStart)
        if isUTF8Name(value) { return nil }
        var name = String(decoding: value.prefix(40), as: UTF8.self)
        if value.count > 40 { name += "…" }
        return PreScan.Problem(
          offset: nameStart, rule: .xmlEncoding,
          message:
            "encoding '\(MessageText.clean(name))' is not supported; nib files must be UTF-8")
      }
      index += 1
    }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
      UInt8(ascii: "."), UInt8(ascii: ":"):
      true
    default:
      false
    }
  }

  /// Whether `value` is `UTF-8` in any case.
  private static func isUTF8Name(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
    let expected = Array("utf-8".utf8)
    guard value.count == expected.count else { return false }
    for (byte, letter) in zip(value, expected) where byte | 0x20 != letter | 0x20 {
      return false
    }
    return true
  }
}
