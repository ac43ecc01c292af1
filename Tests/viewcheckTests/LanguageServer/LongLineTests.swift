import Testing

@testable import viewcheck

/// Positions on long lines (a minified file is one line of megabytes) come from checkpoints
/// and, on ASCII lines, from the bytes alone: each must agree with counting from the line's
/// start, which is what they replace.
@Suite struct LongLineTests {
  /// The line's start and end, and the three counts, walking from the line's start.
  struct Walk {
    let document: TextDocument
    let line: Int

    var start: Int { document.lineStarts[line] }
    var end: Int { document.lineEnd(line) }

    func position(of offset: Int, encoding: PositionEncoding) -> Position {
      var index = start
      var units = 0
      while index < offset {
        let length = TextDocument.scalarLength(document.bytes[index])
        units += encoding == .utf8 ? length : (length == 4 ? 2 : 1)
        index += length
      }
      return Position(line: line, character: units)
    }

    func offset(of character: Int, encoding: PositionEncoding) -> Int {
      var offset = start
      var units = 0
      while offset < end {
        let length = TextDocument.scalarLength(document.bytes[offset])
        let width = encoding == .utf8 ? length : (length == 4 ? 2 : 1)
        if units + width > character { break }
        units += width
        offset += length
      }
      return min(offset, end)
    }

    func offset(column: Int, bom: Bool) -> Int {
      var offset = bom ? 3 : start
      var remaining = column - 1
      while remaining > 0 && offset < end {
        offset += TextDocument.scalarLength(document.bytes[offset])
        remaining -= 1
      }
      return min(offset, end)
    }
  }

  /// A text of `count` characters drawn from ASCII, two-, three- and four-byte ones.
  static func text(_ count: Int, seed: UInt64, ascii: Bool) -> String {
    var state = seed
    var text = ""
    let pieces = ascii ? ["a", "<", " ", "\""] : ["a", "é", "語", "😀", "<", " "]
    for _ in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      text += pieces[Int(state >> 33) % pieces.count]
    }
    return text
  }

  @Test(arguments: [(false, false), (true, false), (false, true)])
  func positionsAgreeWithCountingFromTheLineStart(ascii: Bool, bom: Bool) {
    let body = Self.text(5_000, seed: ascii ? 7 : 11, ascii: ascii)
    let text = (bom ? "\u{FEFF}" : "") + body + "\r\n" + Self.text(3_000, seed: 3, ascii: false)
    let document = TextDocument(uri: "file:///long.nib", version: 1, text: text)
    for line in [0, 1] {
      let walk = Walk(document: document, line: line)
      var offset = walk.start
      var step = 0
      while offset <= walk.end {
        for encoding in [PositionEncoding.utf16, .utf8] {
          let position = document.position(of: offset, encoding: encoding)
          #expect(position == walk.position(of: offset, encoding: encoding))
          #expect(
            document.offset(of: position, encoding: encoding)
              == walk.offset(of: position.character, encoding: encoding))
        }
        let column = step * 13 + 1
        #expect(
          document.offset(line: line + 1, column: column)
            == walk.offset(column: column, bom: bom && line == 0))
        step += 1
        offset += 37
      }
    }
  }
}
