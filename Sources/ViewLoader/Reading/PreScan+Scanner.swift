extension PreScan {
  /// The state machine of the pass: text, markup (comments, CDATA, processing instructions)
  /// and start tags, with UTF-8 validation of every byte on the way.
  struct Scanner {
    /// The file.
    let bytes: SourceBytes
    /// Where scanning stops (the end of the file, or an earlier problem already known).
    let end: Int
    /// The most attributes one start tag may have.
    let attributeLimit: Int
    /// The start tags and attributes seen so far (its ``Counts/lineStarts`` are filled in at
    /// the end of ``run(from:)``).
    var counts = Counts()
    /// The entries of ``Counts/lineStarts`` while the pass runs, until ``lineLimit``.
    var lineStarts: OffsetBuffer
    /// The most lines ``lineStarts`` records: one per 16 bytes.
    let lineLimit: Int
    /// Whether the pass still records lines (it stops past ``lineLimit``).
    var recordsLines = true
    /// Whether a multi-byte character came before the first line start the pass recorded
    /// (the second half of a split pass: it belongs to the line the first half last noted).
    var multiByteBeforeFirstLine = false
    /// Where ``scan(from:until:)`` stopped, when it stopped at its `stop` offset: exactly there
    /// when that offset is a `<` in text, after it when it lies inside markup.
    private(set) var stoppedAt: Int?
    /// Whether runs of ordinary bytes are scanned a block at a time.
    var scansBlocks = true

    /// Creates a scanner over `bytes` up to `end`.
    init(bytes: SourceBytes, end: Int, attributeLimit: Int) {
      self.bytes = bytes
      self.end = end
      self.attributeLimit = attributeLimit
      // About one line in 64 bytes; a typical nib file has one in 60 to 100.
      lineStarts = OffsetBuffer(capacity: end / 64)
      lineLimit = Self.lineLimit(end: end)
    }

    /// The most lines a pass over a file of `end` bytes records.
    static func lineLimit(end: Int) -> Int { max(end / 16, 64) }

    /// Runs the pass from `start` and returns the first problem. Runs once.
    mutating func run(from start: Int) -> Problem? {
      noteFirstLine(at: start)
      defer { finish() }
      return scan(from: start)
    }

    /// Notes the first line's start (the first half of a split pass, or a whole one).
    mutating func noteFirstLine(at start: Int) {
      lineStarts.append(UInt32(truncatingIfNeeded: start))
    }

    /// Scans from `start`, in text, to the end or until it reaches `stop` (then
    /// ``stoppedAt`` says where), and returns the first problem. It may be called again from
    /// where it stopped.
    mutating func scan(from start: Int, until stop: Int = .max) -> Problem? {
      do throws(Problem) {
        try scanDocument(from: start, until: stop)
        return nil
      } catch {
        return error
      }
    }

    /// Makes ``Counts/lineStarts`` of what was scanned (empty if the pass stopped recording).
    /// The scanner must not scan again.
    mutating func finish() {
      let lines = lineStarts.finish()
      counts.lineStarts = recordsLines ? lines : []
    }

    private mutating func scanDocument(from start: Int, until stop: Int) throws(Problem) {
      let base = bytes.base
      var index = start
      stoppedAt = nil
      // Where whole blocks may be scanned again (``scanBlocks(from:limit:)``): at once, and
      // after a block it gave back, once that block is behind.
      var blocksFrom = scansBlocks ? start : .max
      while index < end {
        if index >= blocksFrom {
          let scanned = scanBlocks(from: index, limit: min(end, stop))
          index = scanned.offset
          blocksFrom = scanned.blocksFrom
        }
        index = skipPlainWords(
          from: index, delimiter: UInt8(ascii: "<"), stoppingAtControls: true)
        guard index < end else { break }
        if index >= stop {
          stoppedAt = index
          return
        }
        let byte = base[index]
        if byte != UInt8(ascii: "<") {
          index = byte < 0x80 ? try ascii(byte, at: index) : try scalar(at: index)
          continue
        }
        let next = bytes[index + 1]
        if next == UInt8(ascii: "!") {
          if bytes.matches("<!--", at: index) {
            index = try skip(past: "-->", from: index + 4)
          } else if bytes.matches("<![CDATA[", at: index) {
            index = try skip(past: "]]>", from: index + 9)
          } else if let keyword = dtdKeyword(at: index + 2) {
            throw Problem(
              offset: index, rule: .xmlDTD,
              message: "\(keyword) declarations are not allowed in nib files")
          } else {
            index += 2
          }
        } else if next == UInt8(ascii: "<") && isConflictMarker(at: index) {
          // `<<` is never XML: libxml2 would say "invalid element name" at the second `<`.
          throw Problem(
            offset: index, rule: .xmlSyntax,
            message: "unresolved merge conflict: resolve it and remove its markers ('<<<<<<<')")
        } else if next == UInt8(ascii: "?") {
          index = try skip(past: "?>", from: index + 2)
        } else if next == UInt8(ascii: "/") {
          index += 2
        } else {
          index = try scanStartTag(at: index)
        }
      }
    }

    /// A start tag: counts the `=` outside quoted values, which is the number of attributes.
    /// Returns the offset after the tag (or of a stray `<` inside it).
    private mutating func scanStartTag(at tagStart: Int) throws(Problem) -> Int {
      let base = bytes.base
      var index = tagStart + 1
      var attributes = 0
      counts.elements += 1
      defer { counts.attributes += attributes }
      while index < end {
        index = skipPlainTagWords(from: index)
        guard index < end else { break }
        let byte = base[index]
        switch byte {
        case UInt8(ascii: ">"):
          return index + 1
        case UInt8(ascii: "<"):
          return index
        case UInt8(ascii: "="):
          attributes += 1
          if attributes > attributeLimit {
            throw Problem(
              offset: tagStart, rule: .limitExceeded,
              message: "element has more than \(attributeLimit) attributes, the limit")
          }
          index += 1
          // Usually the value's quote comes next: it is skipped here, without another turn.
          let quote = bytes[index]
          if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), index < end {
            index = try skipValue(from: index + 1, quote: quote)
          }
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
          index = try skipValue(from: index + 1, quote: byte)
        default:
          index = try step(over: byte, at: index)
        }
      }
      return index
    }

    /// Skips a quoted value from just after its opening `quote` to just after its closing one,
    /// validating what it skips.
    @inline(__always)
    private mutating func skipValue(from offset: Int, quote: UInt8) throws(Problem)
      -> Int
    {
      let base = bytes.base
      var index = skipPlainWords(from: offset, delimiter: quote, stoppingAtControls: true)
      while index < end && base[index] != quote {
        index = try step(over: base[index], at: index)
        index = skipPlainWords(from: index, delimiter: quote, stoppingAtControls: true)
      }
      return index + 1
    }

    /// Steps over the character at `offset`, whose first byte is `byte`, validating it.
    @inline(__always)
    private mutating func step(over byte: UInt8, at offset: Int) throws(Problem) -> Int {
      byte >= 0x80 ? try scalar(at: offset) : try ascii(byte, at: offset)
    }

    /// Skips to just after `terminator`, validating what it skips.
    private mutating func skip(
      past terminator: StaticString, from offset: Int
    ) throws(Problem) -> Int {
      let base = bytes.base
      let first = terminator.utf8Start[0]
      var index = offset
      while index < end {
        index = skipPlainWords(from: index, delimiter: first, stoppingAtControls: true)
        guard index < end else { break }
        let byte = base[index]
        if byte == first && bytes.matches(terminator, at: index) {
          return index + terminator.utf8CodeUnitCount
        }
        index = byte < 0x80 ? try ascii(byte, at: index) : try scalar(at: index)
      }
      return index
    }

    /// Skips plain ASCII — no NUL (nor, with `stoppingAtControls`, any byte below 0x0E: tab and
    /// line breaks too), no byte >= 0x80, no `delimiter` — 8 bytes at a time, and returns the
    /// offset of the first byte that needs a closer look (or of the last few bytes, fewer than
    /// 8, which the caller reads one by one).
    @inline(__always)
    private func skipPlainWords(
      from offset: Int, delimiter: UInt8, stoppingAtControls: Bool = false
    ) -> Int {
      let pattern = Self.ones &* UInt64(delimiter)
      let raw = UnsafeRawPointer(bytes.base)
      var index = offset
      while index + 8 <= end {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let low = stoppingAtControls ? Self.controls(word) : Self.zeroBytes(word)
        let special = low | Self.zeroBytes(word ^ pattern) | (word & Self.highBits)
        if special != 0 { return index + special.trailingZeroBitCount / 8 }
        index += 8
      }
      return index
    }

    /// Skips the plain bytes of a start tag — ASCII other than control characters below 0x0E
    /// (NUL, tab, line breaks), `<`, `=`, `>` and `"` through `'`: names and the spaces between
    /// them — 8 bytes at a time, as ``skipPlainWords``. (`#`, `$`, `%` and `&` stop the skip
    /// too, as they lie between the quotes; they cannot stand outside a value in a well-formed
    /// tag, and the caller steps over them one at a time.)
    @inline(__always)
    private func skipPlainTagWords(from offset: Int) -> Int {
      let raw = UnsafeRawPointer(bytes.base)
      var index = offset
      while index + 8 <= end {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let ascii = word & Self.lowBits
        let special =
          Self.controls(word) | (word & Self.highBits)
          | Self.bytes(of: ascii, from: UInt8(ascii: "<"), through: UInt8(ascii: ">"))
          | Self.bytes(of: ascii, from: UInt8(ascii: "\""), through: UInt8(ascii: "'"))
        if special != 0 { return index + special.trailingZeroBitCount / 8 }
        index += 8
      }
      return index
    }

    /// The high bit of every byte of `word` below 0x0E (NUL, tab, line feed, carriage return
    /// and the rarer ones), exact for the lowest such byte (a borrow only flags bytes above it).
    @inline(__always)
    private static func controls(_ word: UInt64) -> UInt64 {
      (word &- ones &* 0x0E) & ~word & highBits
    }

    /// The high bit of every byte of `ascii` (bytes below 0x80) in `low...high`, and no other
    /// bit: no byte's sum reaches the next byte.
    @inline(__always)
    private static func bytes(of ascii: UInt64, from low: UInt8, through high: UInt8) -> UInt64 {
      let atLeastLow = ascii &+ ones &* UInt64(0x80 - low)
      let aboveHigh = ascii &+ ones &* UInt64(0x7F - high)
      return atLeastLow & ~aboveHigh & highBits
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The high bit of every byte of `word` that is zero, and no other bit (exact: no borrow
    /// runs from one byte into the next).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
      ~(((word & lowBits) &+ lowBits) | word | lowBits)
    }

    /// Whether a version control system's conflict marker starts at `offset`: `<<<<<<<` at the
    /// start of a line, then a space or the line's end (Git's `<<<<<<< HEAD`).
    private func isConflictMarker(at offset: Int) -> Bool {
      let before = offset > 0 ? bytes[offset - 1] : 0x0A
      guard before == 0x0A || before == 0x0D, bytes.matches("<<<<<<<", at: offset) else {
        return false
      }
      let after = offset + 7 < end ? bytes[offset + 7] : 0x0A
      return after == UInt8(ascii: " ") || after == 0x0A || after == 0x0D
    }

    /// The DTD keyword (`DOCTYPE`, `ENTITY`, …) that follows `<!` at `offset`, if any.
    private func dtdKeyword(at offset: Int) -> String? {
      if bytes.matches("DOCTYPE", at: offset) { return "DOCTYPE" }
      if bytes.matches("ENTITY", at: offset) { return "ENTITY" }
      if bytes.matches("ELEMENT", at: offset) { return "ELEMENT" }
      if bytes.matches("ATTLIST", at: offset) { return "ATTLIST" }
      if bytes.matches("NOTATION", at: offset) { return "NOTATION" }
      return nil
    }

    /// Steps over one ASCII byte, rejecting NUL and noting where a line starts after a line
    /// break (after an LF, or after a CR that no LF follows: a CRLF pair is one break).
    @inline(__always)
    private mutating func ascii(_ byte: UInt8, at offset: Int) throws(Problem) -> Int {
      if byte < 0x0E {
        if byte == 0 {
          throw Problem(offset: offset, rule: .xmlSyntax, message: "NUL character is not allowed")
        }
        if byte == 0x0A || (byte == 0x0D && bytes[offset + 1] != 0x0A) {
          noteLine(startingAt: offset + 1)
        }
      }
      return offset + 1
    }

    /// Notes the start of a line in ``lineStarts``, or stops recording past ``lineLimit``.
    @inline(__always)
    private mutating func noteLine(startingAt offset: Int) {
      guard recordsLines else { return }
      if lineStarts.count >= lineLimit {
        recordsLines = false
        return
      }
      lineStarts.append(UInt32(truncatingIfNeeded: offset))
    }

    /// Steps over one multi-byte UTF-8 scalar starting at `offset`, or throws `xml-encoding`
    /// at its first byte (Unicode Table 3-7: no overlong forms, surrogates or values above
    /// U+10FFFF).
    private mutating func scalar(at offset: Int) throws(Problem) -> Int {
      let length = try scalarLength(at: offset)
      if lineStarts.count > 0 {
        lineStarts.flagLast(Counts.multiByteLine)
      } else {
        multiByteBeforeFirstLine = true
      }
      return offset + length
    }

    /// The length of the valid multi-byte UTF-8 scalar at `offset`, or throws `xml-encoding` at
    /// its first byte (``scalar(at:)`` without noting the line).
    func scalarLength(at offset: Int) throws(Problem) -> Int {
      let lead = bytes[offset]
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0x80...0xBF: throw invalid(at: offset, length: 1, "unexpected continuation byte")
      case 0xC0, 0xC1: throw invalid(at: offset, length: 2, "overlong encoding")
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; lower = 0xA0
      case 0xED: length = 3; upper = 0x9F
      case 0xE1...0xEF: length = 3
      case 0xF0: length = 4; lower = 0x90
      case 0xF4: length = 4; upper = 0x8F
      case 0xF1...0xF3: length = 4
      case 0xF5...0xF7: throw invalid(at: offset, length: 1, "code point above U+10FFFF")
      default: throw invalid(at: offset, length: 1, "byte that never occurs in UTF-8")
      }
      let second = bytes[offset + 1]
      guard second & 0xC0 == 0x80, offset + 1 < bytes.count else {
        throw invalid(at: offset, length: 2, "truncated sequence")
      }
      if second < lower { throw invalid(at: offset, length: 2, "overlong encoding") }
      if second > upper {
        throw invalid(
          at: offset, length: 2,
          lead == 0xED ? "encoded UTF-16 surrogate" : "code point above U+10FFFF")
      }
      for extra in 2..<length
      where bytes[offset + extra] & 0xC0 != 0x80
        || offset + extra >= bytes.count
      {
        throw invalid(at: offset, length: extra + 1, "truncated sequence")
      }
      return length
    }

    /// The `xml-encoding` problem for an ill-formed sequence, naming its bytes.
    private func invalid(at offset: Int, length: Int, _ reason: String) -> Problem {
      let shown = (offset..<min(offset + length, bytes.count)).map { index in
        let hex = String(bytes[index], radix: 16, uppercase: true)
        return hex.count == 1 ? "0x0" + hex : "0x" + hex
      }
      return Problem(
        offset: offset, rule: .xmlEncoding,
        message: "invalid UTF-8: \(reason) (\(shown.joined(separator: " ")))")
    }
  }

  /// Offsets noted during the pass, in memory of its own grown by doubling, so that noting one
  /// costs a store and a comparison; made an array at the end.
  struct OffsetBuffer {
    private var base: UnsafeMutablePointer<UInt32>
    /// How many entries there are.
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
      self.capacity = max(capacity, 16)
      base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ entry: UInt32) {
      if count == capacity { grow() }
      base[count] = entry
      count += 1
    }

    /// Sets `flag` in the entry at `index` (which exists).
    @inline(__always)
    mutating func flag(_ flag: UInt32, at index: Int) {
      base[index] |= flag
    }

    /// Drops the entries from `count` on.
    mutating func truncate(to count: Int) {
      self.count = min(self.count, count)
    }

    /// Sets `flag` in the last entry (if there is one).
    @inline(__always)
    mutating func flagLast(_ flag: UInt32) {
      if count > 0 { base[count - 1] |= flag }
    }

    private mutating func grow() {
      let grown = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * capacity)
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
      base = grown
      capacity *= 2
    }

    /// The entries, as an array; the buffer's memory is freed, and it must not be used again.
    mutating func finish() -> [UInt32] {
      let entries = Array(UnsafeBufferPointer(start: base, count: count))
      base.deallocate()
      count = 0
      capacity = 0
      return entries
    }
  }
}
