/// Turns byte offsets into 1-based lines and columns, moving forward only.
///
/// Columns count Unicode scalars (a tab counts 1); a line break is LF, CRLF or a lone CR, as XML
/// normalizes them. The reader asks for offsets in document order. With the pre-scan's table of
/// line starts (``PreScan/Counts/lineStarts``), the cursor finds a line by stepping through the
/// table and its column by subtracting the line's start, reading bytes only on a line with a
/// multi-byte character; without it, it walks each byte once. Either way the total cost is
/// O(file size), even for a 10 MB file on one line. An offset behind the cursor (never expected)
/// restarts it from the beginning: slower, still right.
struct LineCursor {
  /// The offset where line 1, column 1 starts (after a UTF-8 byte order mark).
  private let start: Int
  /// Where each line starts, flagged when it has a multi-byte character (the pre-scan's
  /// ``PreScan/Counts/lineStarts``), or empty: then the cursor walks the bytes.
  private let lineStarts: [UInt32]
  /// The entry of ``lineStarts`` of the cursor's line.
  private var lineIndex = 0
  /// Up to where the cursor may move by adding to its column: the first byte of a
  /// multi-byte character after the cursor on its line, or else the line's last byte (which
  /// may be the LF of a CRLF pair).
  private var plainEnd = 0
  /// The offset the cursor stands on.
  private(set) var offset: Int
  /// The line of ``offset``.
  private(set) var line: Int = 1
  /// The column of ``offset``.
  private(set) var column: Int = 1

  /// Creates a cursor at the first character of a file.
  /// - Parameters:
  ///   - start: The offset of the first character (3 after a UTF-8 byte order mark).
  ///   - lineStarts: The pre-scan's table of line starts for these bytes, whose first entry is
  ///     `start`; empty to walk the bytes instead.
  init(start: Int, lineStarts: [UInt32] = []) {
    self.start = start
    self.lineStarts = lineStarts
    offset = start
  }

  /// The line and column of the byte at `target`.
  /// - Parameters:
  ///   - target: A byte offset into `bytes`; clamped to the buffer.
  ///   - bytes: The file's bytes.
  @inline(__always)
  mutating func position(of target: Int, in bytes: SourceBytes) -> SourcePosition {
    // On a plain line, ahead of the cursor and before the line's last byte: a sum.
    if target >= offset && target < plainEnd {
      column += target - offset
      offset = target
      return SourcePosition(line: line, column: column)
    }
    return position(beyond: target, in: bytes)
  }

  /// ``position(of:in:)`` for a target the sum does not reach.
  private mutating func position(beyond target: Int, in bytes: SourceBytes) -> SourcePosition {
    guard !lineStarts.isEmpty else { return walk(to: target, in: bytes) }
    let target = min(max(target, start), bytes.count)
    if target < offset { self = LineCursor(start: start, lineStarts: lineStarts) }
    let mask = PreScan.Counts.offsetMask
    var index = lineIndex
    if index + 1 < lineStarts.count, Int(lineStarts[index + 1] & mask) <= target {
      repeat {
        index += 1
      } while index + 1 < lineStarts.count && Int(lineStarts[index + 1] & mask) <= target
      lineIndex = index
      line = index + 1
      offset = Int(lineStarts[index] & mask)
      column = 1
    }
    let lineIsPlain = lineStarts[index] & PreScan.Counts.multiByteLine == 0
    let lineEnd = index + 1 < lineStarts.count ? Int(lineStarts[index + 1] & mask) : bytes.count
    let base = bytes.base
    // The LF of a CRLF pair is on the next line already: the walk counts the break at its CR.
    if target < bytes.count && base[target] == 0x0A && target > start && base[target - 1] == 0x0D {
      return SourcePosition(line: line + 1, column: 1)
    }
    if lineIsPlain {
      column += target - offset
      plainEnd = lineEnd - 1
    } else {
      column += Self.scalars(base + offset, count: target - offset)
      plainEnd = Self.firstMultiByte(in: base, from: target, before: lineEnd - 1)
    }
    offset = target
    return SourcePosition(line: line, column: column)
  }

  /// The offset of the first byte >= 0x80 in `offset..<limit`, or `limit`, 8 bytes at a time.
  @inline(__always)
  private static func firstMultiByte(
    in bytes: UnsafePointer<UInt8>, from offset: Int, before limit: Int
  ) -> Int {
    var index = offset
    while index + 8 <= limit {
      let high =
        UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
      if high != 0 { return index + high.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < limit && bytes[index] < 0x80 { index += 1 }
    return index
  }

  /// How many scalars the `count` bytes at `bytes` start (bytes that are not continuation
  /// bytes), 8 at a time.
  @inline(__always)
  private static func scalars(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var scalars = 0
    var index = 0
    while index + 8 <= count {
      let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
      // Continuation bytes (10xxxxxx) do not start a scalar.
      scalars &+= 8 &- (word & ~(word << 1) & highBits).nonzeroBitCount
      index += 8
    }
    while index < count {
      scalars &+= bytes[index] & 0xC0 == 0x80 ? 0 : 1
      index += 1
    }
    return scalars
  }

  /// The line and column of the byte at `target`, from a walk over the bytes since the cursor.
  private mutating func walk(to target: Int, in bytes: SourceBytes) -> SourcePosition {
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
