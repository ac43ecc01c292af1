/// Turns byte offsets into 1-based lines and columns (SPEC §6), moving forward only.
///
/// Columns count Unicode scalars (a tab counts 1); a line break is LF, CRLF or a lone CR, as XML
/// normalizes them. The reader asks for offsets in document order, so the cursor walks each
/// byte once and the total cost is O(file size), even for a 10 MB file on one line. An offset
/// behind the cursor (never expected) restarts it from the beginning: slower, still right.
struct LineCursor {
  /// The offset where line 1, column 1 starts (after a UTF-8 byte order mark).
  private let start: Int
  /// The offset the cursor stands on.
  private(set) var offset: Int
  /// The line of ``offset``.
  private(set) var line: Int = 1
  /// The column of ``offset``.
  private(set) var column: Int = 1

  /// Creates a cursor at the first character of a file.
  /// - Parameter start: The offset of the first character (3 after a UTF-8 byte order mark).
  init(start: Int) {
    self.start = start
    offset = start
  }

  /// The line and column of the byte at `target`, when the bytes from the cursor to it are
  /// known to be plain (no line break, no byte of a multi-byte character): the column moves
  /// by their count, without reading them.
  @inline(__always)
  mutating func position(ofPlain target: Int) -> SourcePosition {
    column += target - offset
    offset = target
    return SourcePosition(line: line, column: column)
  }

  /// The line and column of the byte at `target`.
  /// - Parameters:
  ///   - target: A byte offset into `bytes`; clamped to the buffer.
  ///   - bytes: The file's bytes.
  mutating func position(of target: Int, in bytes: SourceBytes) -> SourcePosition {
    let target = min(max(target, start), bytes.count)
    if target < offset { self = LineCursor(start: start) }
    let base = bytes.base
    var index = offset
    var line = self.line
    var column = self.column
    while index < target {
      if target - index >= 8 {
        // Eight bytes at a time while none of them is a line break (or another byte <= 0x0D);
        // else the bytes before the first such byte at once, and that byte alone below.
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // Exact for the lowest byte flagged (a borrow only flags bytes above it).
        let breaks = (word &- ones &* 0x0E) & ~word & highBits
        // Continuation bytes (10xxxxxx) do not start a scalar.
        let continuations = word & ~(word << 1) & highBits
        if breaks == 0 {
          column &+= 8 &- continuations.nonzeroBitCount
          index += 8
          continue
        }
        let plainBytes = breaks.trailingZeroBitCount / 8
        let before = continuations & ((1 << (8 * plainBytes)) &- 1)
        column &+= plainBytes &- before.nonzeroBitCount
        index += plainBytes
      }
      let byte = base[index]
      if byte > 0x0D {
        // Continuation bytes (10xxxxxx) do not start a scalar.
        column &+= byte & 0xC0 == 0x80 ? 0 : 1
      } else if byte == 0x0A {
        // The LF of a CRLF pair was counted with its CR.
        if index == 0 || base[index - 1] != 0x0D {
          line += 1
          column = 1
        }
      } else if byte == 0x0D {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    offset = index
    self.line = line
    self.column = column
    return SourcePosition(line: line, column: column)
  }
}
