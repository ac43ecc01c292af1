/// How the client counts characters in a line: LSP's default is UTF-16 code units; a client
/// that offers `utf-8` gets byte offsets.
enum PositionEncoding: String, Sendable {
  case utf16 = "utf-16"
  case utf8 = "utf-8"
}

/// An open document: its text as UTF-8 bytes, its lines, and the conversions between LSP
/// positions, byte offsets and the linter's lines and columns (1-based, columns counting
/// Unicode scalars).
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, for LSP and the linter alike.
struct TextDocument: Sendable {
  let uri: String
  /// The version the client gave it.
  var version: Int?
  private(set) var bytes: [UInt8]
  /// The offset where each line starts; the first is 0.
  private(set) var lineStarts: [Int] = [0]
  /// Whether each line is ASCII only: its columns are then its bytes, in every encoding.
  private var asciiLines: [Bool] = [true]
  /// For each line with other characters that is longer than ``checkpointSpacing`` bytes, a
  /// checkpoint about every so many bytes, so that a position on it is counted from the
  /// nearest one rather than from the line's start: a minified file is one long line, and
  /// every position on it would cost the whole line.
  private var checkpoints: [Int: [Checkpoint]] = [:]

  /// A character's start on a long line, and how many UTF-16 units and Unicode scalars come
  /// before it on its line.
  private struct Checkpoint {
    var offset: Int
    var utf16: Int
    var scalars: Int
  }

  private static let checkpointSpacing = 1024

  init(uri: String, version: Int?, text: String) {
    self.uri = uri
    self.version = version
    bytes = Array(text.utf8)
    indexLines()
  }

  /// A document of UTF-8 bytes (another file's, read from the disk or an open document's).
  init(uri: String, version: Int?, utf8 bytes: [UInt8]) {
    self.uri = uri
    self.version = version
    self.bytes = bytes
    indexLines()
  }

  /// The text.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Replaces a range (the whole text when `range` is `nil`) with `text`.
  mutating func replace(_ range: LSPRange?, with text: String, encoding: PositionEncoding) {
    if let range {
      let start = offset(of: range.start, encoding: encoding)
      let end = max(start, offset(of: range.end, encoding: encoding))
      bytes.replaceSubrange(start..<end, with: text.utf8)
    } else {
      bytes = Array(text.utf8)
    }
    indexLines()
  }

  private mutating func indexLines() {
    var starts = [0]
    var ascii: [Bool] = []
    var marks: [Int: [Checkpoint]] = [:]
    var isASCII = true
    var lineMarks: [Checkpoint] = []
    var lineStart = 0
    var utf16 = 0
    var scalars = 0
    var nextMark = Self.checkpointSpacing
    func endLine(next: Int) {
      if !isASCII && !lineMarks.isEmpty { marks[ascii.count] = lineMarks }
      ascii.append(isASCII)
      starts.append(next)
      (isASCII, lineMarks, lineStart, utf16, scalars) = (true, [], next, 0, 0)
      nextMark = Self.checkpointSpacing
    }
    var offset = 0
    let count = bytes.count
    bytes.withUnsafeBufferPointer { bytes in
      while offset < count {
        let byte = bytes[offset]
        offset += 1
        if byte == 0x0A {
          endLine(next: offset)
        } else if byte == 0x0D {
          if offset < count && bytes[offset] == 0x0A { offset += 1 }
          endLine(next: offset)
        } else if byte & 0xC0 != 0x80 {
          // A character starts here (ASCII or a lead byte; continuation bytes start none).
          if byte >= 0x80 { isASCII = false }
          if offset - 1 - lineStart >= nextMark {
            lineMarks.append(Checkpoint(offset: offset - 1, utf16: utf16, scalars: scalars))
            nextMark += Self.checkpointSpacing
          }
          scalars += 1
          utf16 += byte >= 0xF0 ? 2 : 1
        }
      }
    }
    if !isASCII && !lineMarks.isEmpty { marks[ascii.count] = lineMarks }
    ascii.append(isASCII)
    (lineStarts, asciiLines, checkpoints) = (starts, ascii, marks)
  }

  /// The last checkpoint of a line at or before a measure (`nil` when none is).
  private func checkpoint(on line: Int, upTo measure: (Checkpoint) -> Int, _ limit: Int)
    -> Checkpoint?
  {
    guard let marks = checkpoints[line] else { return nil }
    var low = 0
    var high = marks.count
    while low < high {
      let middle = (low + high) / 2
      if measure(marks[middle]) <= limit { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? marks[low - 1] : nil
  }

  /// The offset where a line's text ends (before its line break).
  func lineEnd(_ line: Int) -> Int {
    guard line + 1 < lineStarts.count else { return bytes.count }
    var end = lineStarts[line + 1]
    if end > 0 && bytes[end - 1] == 0x0A { end -= 1 }
    if end > 0 && bytes[end - 1] == 0x0D { end -= 1 }
    return max(end, lineStarts[line])
  }

  /// The 0-based line that holds `offset`.
  func line(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The byte offset of an LSP position; a character past the line's end means its end, a
  /// line past the last the end of the text, and a position inside a character its start.
  func offset(of position: Position, encoding: PositionEncoding) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let end = lineEnd(position.line)
    let start = lineStarts[position.line]
    if asciiLines[position.line] { return min(start + max(position.character, 0), end) }
    var offset = start
    var units = 0
    let measure: (Checkpoint) -> Int =
      encoding == .utf8 ? { $0.offset - start } : { $0.utf16 }
    if let mark = checkpoint(on: position.line, upTo: measure, position.character) {
      offset = mark.offset
      units = measure(mark)
    }
    while offset < end {
      let length = Self.scalarLength(bytes[offset])
      let width = encoding == .utf8 ? length : (length == 4 ? 2 : 1)
      if units + width > position.character { break }
      units += width
      offset += length
    }
    return min(offset, end)
  }

  /// The LSP position of a byte offset (at a character's start).
  func position(of offset: Int, encoding: PositionEncoding) -> Position {
    let offset = min(max(offset, 0), bytes.count)
    let line = line(containing: offset)
    let start = lineStarts[line]
    if asciiLines[line] { return Position(line: line, character: offset - start) }
    var index = start
    var units = 0
    if let mark = checkpoint(on: line, upTo: { $0.offset }, offset) {
      index = mark.offset
      units = encoding == .utf8 ? mark.offset - start : mark.utf16
    }
    while index < offset {
      let length = Self.scalarLength(bytes[index])
      units += encoding == .utf8 ? length : (length == 4 ? 2 : 1)
      index += length
    }
    return Position(line: line, character: units)
  }

  /// The byte offset of a linter location: a 1-based line, and a 1-based column counting
  /// Unicode scalars (after a byte order mark, on the first line), clamped to the line.
  func offset(line: Int, column: Int) -> Int {
    let index = min(max(line - 1, 0), lineStarts.count - 1)
    let end = lineEnd(index)
    var offset = lineStarts[index]
    if asciiLines[index] { return min(offset + max(column - 1, 0), end) }
    // A byte order mark is one scalar before the first column.
    let bom = index == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 1 : 0
    if bom == 1 { offset = 3 }
    var remaining = column - 1
    if let mark = checkpoint(on: index, upTo: { $0.scalars }, remaining + bom), remaining > 0 {
      offset = mark.offset
      remaining -= mark.scalars - bom
    }
    while remaining > 0 && offset < end {
      offset += Self.scalarLength(bytes[offset])
      remaining -= 1
    }
    return min(offset, end)
  }

  /// The span a diagnostic at `offset` underlines, on its line: a tag's `<` and name, an
  /// attribute's name and value, a comment, or a word; one character at least.
  func tokenEnd(from offset: Int) -> Int {
    let end = lineEnd(line(containing: offset))
    guard offset < end else { return offset }
    var index = offset
    if bytes[index] == UInt8(ascii: "<") {
      if bytes[index...].starts(with: "<!--".utf8) {
        var close = index + 4
        while close + 2 < end, !bytes[close...].starts(with: "-->".utf8) { close += 1 }
        return close + 2 < end ? close + 3 : end
      }
      index += 1
      if index < end && bytes[index] == UInt8(ascii: "/") { index += 1 }
      while index < end && Self.isNameByte(bytes[index]) { index += 1 }
      return index
    }
    guard Self.isNameByte(bytes[index]) else {
      return min(offset + Self.scalarLength(bytes[offset]), end)
    }
    while index < end && Self.isNameByte(bytes[index]) { index += 1 }
    // `name = "value"` on the same line: the value too.
    var next = index
    while next < end && (bytes[next] == 0x20 || bytes[next] == 0x09) { next += 1 }
    guard next < end, bytes[next] == UInt8(ascii: "=") else { return index }
    next += 1
    while next < end && (bytes[next] == 0x20 || bytes[next] == 0x09) { next += 1 }
    guard next < end, bytes[next] == 0x22 || bytes[next] == 0x27 else { return index }
    let quote = bytes[next]
    next += 1
    while next < end && bytes[next] != quote { next += 1 }
    return next < end ? next + 1 : index
  }

  /// The LSP range from one offset to another.
  func range(_ start: Int, _ end: Int, encoding: PositionEncoding) -> LSPRange {
    LSPRange(
      start: position(of: start, encoding: encoding), end: position(of: end, encoding: encoding))
  }

  /// The number of bytes of the UTF-8 sequence a lead byte starts.
  static func scalarLength(_ lead: UInt8) -> Int {
    lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  /// A byte of an XML name: letters, digits, `_ - . :`, and any non-ASCII byte.
  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
      UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...0xFF:
      true
    default:
      false
    }
  }
}
