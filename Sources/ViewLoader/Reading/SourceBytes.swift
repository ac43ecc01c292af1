/// A read-only view of a file's bytes with the small scanners the reader needs to find exact
/// source positions (the `<` of a tag, attribute names, the first character of text).
///
/// The scanners assume the bytes were accepted by ``PreScan`` (valid UTF-8, no NUL) and, for the
/// tag scanners, that libxml2 has just accepted the tag, so they only have to be right for
/// well-formed input; on anything else they stay inside the buffer and return a nearby offset.
import Glibc

struct SourceBytes {
  /// The first byte.
  let base: UnsafePointer<UInt8>
  /// The number of bytes.
  let count: Int

  /// Wraps a raw buffer; an empty buffer gets a valid (never read) base pointer.
  init(_ bytes: UnsafeRawBufferPointer) {
    if let address = bytes.baseAddress, bytes.count > 0 {
      // Any memory may be read as bytes; the buffer is never written.
      base = address.assumingMemoryBound(to: UInt8.self)
      count = bytes.count
    } else {
      base = SourceBytes.emptyByte
      count = 0
    }
  }

  /// One zero byte that stands in for the base of an empty buffer; never written.
  nonisolated(unsafe) private static let emptyByte: UnsafePointer<UInt8> = {
    let byte = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    byte.initialize(to: 0)
    return UnsafePointer(byte)
  }()

  /// The byte at `offset`, or 0 past the end.
  @inline(__always)
  subscript(offset: Int) -> UInt8 { offset < count && offset >= 0 ? base[offset] : 0 }

  /// The length of a UTF-8 byte order mark at the start (3), or 0.
  var byteOrderMarkLength: Int {
    count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
  }

  /// Whether `literal` (ASCII) occurs at `offset`.
  func matches(_ literal: StaticString, at offset: Int) -> Bool {
    let length = literal.utf8CodeUnitCount
    guard offset >= 0, offset + length <= count else { return false }
    return memcmp(base + offset, literal.utf8Start, length) == 0
  }

  /// XML white space: space, tab, line feed, carriage return.
  @inline(__always)
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  /// Whether `text` holds a byte that is not XML white space: the runs between tags (a line
  /// break and the indentation) are looked at 8 bytes at a time.
  @inline(__always)
  static func hasNonSpace(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = text.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index + 8 <= text.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      if word == 0x2020_2020_2020_2020 {
        index += 8
        continue
      }
      // The high bit of a byte from 0x21 (from 0x80: its own high bit). A byte of 0xA1 and
      // up carries into the next one, which may then be flagged too, but is flagged itself.
      if (word &+ 0x5F5F_5F5F_5F5F_5F5F | word) & 0x8080_8080_8080_8080 != 0 { return true }
      // Bytes up to the space: white space, unless a control character is among them.
      for offset in index..<index + 8 where !isSpace(base[offset]) { return true }
      index += 8
    }
    while index < text.count {
      if !isSpace(base[index]) { return true }
      index += 1
    }
    return false
  }

  // MARK: Tags

  /// The offset of the first `byte` in `offset..<limit`, or `nil`.
  @inline(__always)
  func firstIndex(of byte: UInt8, from offset: Int, before limit: Int) -> Int? {
    guard offset < limit else { return nil }
    guard let found = memchr(base + offset, Int32(byte), limit - offset) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// The offset of the `<` of the next start tag in `offset..<limit`: skips text, comments,
  /// processing instructions, CDATA sections and end tags. `nil` when there is none.
  func nextStartTag(from offset: Int, before limit: Int) -> Int? {
    var index = offset
    while let found = firstIndex(of: UInt8(ascii: "<"), from: index, before: limit) {
      switch self[found + 1] {
      case UInt8(ascii: "!"):
        if matches("<!--", at: found) {
          index = skip(past: "-->", from: found + 4)
        } else if matches("<![CDATA[", at: found) {
          index = skip(past: "]]>", from: found + 9)
        } else {
          return nil
        }
      case UInt8(ascii: "?"):
        index = skip(past: "?>", from: found + 2)
      case UInt8(ascii: "/"):
        index = skip(past: ">", from: found + 2)
      default:
        return found
      }
    }
    return nil
  }

  /// The offset of the `<` that starts the tag containing `offset` (the nearest `<` at or before
  /// it: `<` cannot occur inside an attribute value), or 0 when there is none.
  func tagStart(before offset: Int) -> Int {
    var index = min(offset, count - 1)
    while index > 0 && base[index] != UInt8(ascii: "<") { index -= 1 }
    return max(index, 0)
  }

  /// The offset just after the `>` that closes the tag, searching from `offset`.
  func tagEnd(from offset: Int) -> Int {
    var index = max(offset, 0)
    while index < count && base[index] != UInt8(ascii: ">") { index += 1 }
    return min(index + 1, count)
  }

  /// The first attribute name in the start tag whose `<` is at `tagStart` (or the tag's
  /// closing `>` or `/` when it has none).
  func firstAttributeName(inTagAt tagStart: Int) -> Int {
    var index = tagStart + 1
    while index < count {
      let byte = base[index]
      if SourceBytes.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") {
        break
      }
      index += 1
    }
    return skipSpace(from: index)
  }

  /// The next attribute name after the attribute whose name starts at `offset`: skips the
  /// name, `=`, and the quoted value. At the end of the tag, the closing `>` or `/`.
  func nextAttributeName(after offset: Int) -> Int {
    var index = nameEnd(from: offset)
    index = skipSpace(from: index)
    guard index < count, base[index] == UInt8(ascii: "=") else {
      return index
    }
    index = skipSpace(from: index + 1)
    guard index < count else { return index }
    let quote = base[index]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      return index
    }
    index = closingQuote(quote, from: index + 1)
    return skipSpace(from: index + 1)
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The high bit of each byte of `word` that equals `byte` (the lowest one flagged is exact;
  /// a borrow may flag bytes above a true hit).
  @inline(__always)
  private static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
    let matched = word ^ (ones &* UInt64(byte))
    return (matched &- ones) & ~matched & highBits
  }

  /// The high bit of each byte of `word` below `limit` (at most 0x80; the lowest one flagged
  /// is exact).
  @inline(__always)
  private static func bytes(of word: UInt64, below limit: UInt8) -> UInt64 {
    (word &- ones &* UInt64(limit)) & ~word & highBits
  }

  /// Steps from `offset` to the first byte `isEnd` accepts (or to `count`), eight bytes at a
  /// time while `special` flags none of a word's bytes. `special` must flag every byte `isEnd`
  /// accepts, and the lowest byte it flags must be a true one (as the tests below are: a
  /// borrow only flags bytes above a true hit).
  @inline(__always)
  private func scan(
    from offset: Int, special: (UInt64) -> UInt64, isEnd: (UInt8) -> Bool
  ) -> Int {
    let raw = UnsafeRawPointer(base)
    var index = offset
    while index < count {
      if index + 8 <= count {
        let flags = special(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        if flags == 0 {
          index += 8
          continue
        }
        index += flags.trailingZeroBitCount / 8
      }
      let byte = base[index]
      if isEnd(byte) { return index }
      index += 1
    }
    return index
  }

  /// The end of the name at `offset`: the first `=`, white space or `>` (or `count`).
  private func nameEnd(from offset: Int) -> Int {
    scan(
      from: offset,
      // White space is the only byte below 0x21 the pre-scan lets through.
      special: { word in
        Self.bytes(of: word, equalTo: UInt8(ascii: "=")) | Self.bytes(of: word, below: 0x21)
          | Self.bytes(of: word, equalTo: UInt8(ascii: ">"))
      },
      isEnd: { $0 == UInt8(ascii: "=") || SourceBytes.isSpace($0) || $0 == UInt8(ascii: ">") })
  }

  /// The offset of the next `quote` from `offset` (or `count`).
  private func closingQuote(_ quote: UInt8, from offset: Int) -> Int {
    scan(
      from: offset, special: { word in Self.bytes(of: word, equalTo: quote) },
      isEnd: { $0 == quote })
  }

  /// The offset of the attribute name written before the value that starts at `valueOffset`
  /// (just after its opening quote): back over the quote, any white space, the `=` and any
  /// white space, then `length` bytes (the name as libxml2 reports it, prefix included).
  /// `nil` when the bytes before the value do not have that shape, or the name would not lie
  /// after `limit` (the previous name, or the tag's `<`).
  @inline(__always)
  func attributeName(beforeValueAt valueOffset: Int, length: Int, after limit: Int) -> Int? {
    var index = valueOffset - 1
    guard index > limit, index < count,
      base[index] == UInt8(ascii: "\"") || base[index] == UInt8(ascii: "'")
    else { return nil }
    index -= 1
    while index > limit && SourceBytes.isSpace(base[index]) { index -= 1 }
    guard index > limit, base[index] == UInt8(ascii: "=") else { return nil }
    while index > limit && SourceBytes.isSpace(base[index - 1]) { index -= 1 }
    let name = index - length
    return name > limit ? name : nil
  }

  /// Whether the attribute name at `offset` is a namespace declaration (`xmlns`, `xmlns:…`),
  /// which libxml2 reports apart from the attributes.
  func isNamespaceDeclaration(at offset: Int) -> Bool {
    guard matches("xmlns", at: offset) else { return false }
    let next = self[offset + 5]
    return next == UInt8(ascii: ":") || next == UInt8(ascii: "=") || SourceBytes.isSpace(next)
  }

  /// Whether the byte at `offset` closes a start tag (`>` or `/`), or the bytes are exhausted.
  func isTagClose(at offset: Int) -> Bool {
    guard offset < count else { return true }
    let byte = base[offset]
    return byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
  }

  /// Skips white space.
  private func skipSpace(from offset: Int) -> Int {
    var index = offset
    while index < count && SourceBytes.isSpace(base[index]) {
      index += 1
    }
    return index
  }

  // MARK: Comments and text

  /// The offset of the last `literal` that starts at or before `offset`, or 0 when there is
  /// none.
  func lastOccurrence(of literal: StaticString, atOrBefore offset: Int) -> Int {
    let first = literal.utf8Start[0]
    var index = min(offset, count - literal.utf8CodeUnitCount)
    while index > 0 {
      if base[index] == first && matches(literal, at: index) { return index }
      index -= 1
    }
    return max(index, 0)
  }

  /// The offset of the `<!--` of the comment that ends just before `end` (just after its `-->`).
  /// A comment cannot contain `--`, so the nearest `<!--` is its start.
  func commentStart(endingAt end: Int) -> Int {
    lastOccurrence(of: "<!--", atOrBefore: end - 7)
  }

  /// The offset of the first character of text content at or after `offset` that is not white
  /// space: skips white space, white-space character references (`&#32;`, `&#xA;`…), CDATA
  /// delimiters, comments and processing instructions.
  func firstTextCharacter(from offset: Int) -> Int {
    var index = offset
    var inCDATA = false
    while index < count {
      let byte = base[index]
      if SourceBytes.isSpace(byte) {
        index += 1
      } else if inCDATA {
        guard matches("]]>", at: index) else { return index }
        inCDATA = false
        index += 3
      } else if byte == UInt8(ascii: "<") {
        if matches("<![CDATA[", at: index) {
          inCDATA = true
          index += 9
        } else if matches("<!--", at: index) {
          index = skip(past: "-->", from: index + 4)
        } else if matches("<?", at: index) {
          index = skip(past: "?>", from: index + 2)
        } else {
          return index
        }
      } else if byte == UInt8(ascii: "&"), let end = whiteSpaceReferenceEnd(at: index) {
        index = end
      } else {
        return index
      }
    }
    return min(offset, count)
  }

  /// The offset after the first `terminator` at or after `offset` (the end when there is none).
  private func skip(past terminator: StaticString, from offset: Int) -> Int {
    var index = offset
    let first = terminator.utf8Start[0]
    while let found = firstIndex(of: first, from: index, before: count) {
      if matches(terminator, at: found) { return found + terminator.utf8CodeUnitCount }
      index = found + 1
    }
    return count
  }

  /// When a character reference to white space (`&#32;`, `&#x9;`…) starts at `offset`, the
  /// offset after its `;`.
  private func whiteSpaceReferenceEnd(at offset: Int) -> Int? {
    guard self[offset + 1] == UInt8(ascii: "#") else { return nil }
    var index = offset + 2
    let hex = self[index] == UInt8(ascii: "x")
    if hex { index += 1 }
    var value = 0
    var digits = 0
    while index < count, digits < 8 {
      let byte = base[index]
      let digit: Int
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: digit = Int(byte - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: digit = Int(byte - 55)
      default: digit = -1
      }
      if digit < 0 { break }
      value = value * (hex ? 16 : 10) + digit
      digits += 1
      index += 1
    }
    guard digits > 0, self[index] == UInt8(ascii: ";") else { return nil }
    return value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D ? index + 1 : nil
  }
}
