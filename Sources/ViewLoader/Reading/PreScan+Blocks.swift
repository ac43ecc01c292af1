#if arch(x86_64)
  import _Builtin_intrinsics.intel
#endif

extension PreScan.Scanner {
  /// What ``scanBlocks(from:limit:)`` scanned: where the byte-by-byte pass goes on (in text),
  /// and from where whole blocks may be scanned again.
  struct BlocksScanned {
    var offset: Int
    var blocksFrom: Int
  }

  /// Scans whole blocks of 64 bytes from `start` (in text) while they hold nothing unusual,
  /// with a bit per byte for each kind of byte that matters, instead of byte by byte: start
  /// tags and their `=` signs outside double-quoted values, line feeds, and the multi-byte
  /// characters (each validated as ``scalar(at:)`` does). It stops where the byte-by-byte pass
  /// must take over: before `<!` or `<?` (comments, CDATA, declarations, processing
  /// instructions), and, giving back the tag it was in, at a NUL or a carriage return, a
  /// single quote outside double-quoted values, a double quote in text, a `<` inside a tag, a
  /// tag over the attribute limit, an invalid byte, or the line table's limit. Everything
  /// before the offset it returns is counted exactly as the byte-by-byte pass counts it, and
  /// nothing after it; the first problem of the file is that pass's to find.
  /// - Parameters:
  ///   - start: Where to start, in text (not inside a tag, comment or value).
  ///   - limit: Where to stop at the latest (the scan's end, or where a split pass stops).
  mutating func scanBlocks(from start: Int, limit: Int) -> BlocksScanned {
    #if arch(x86_64)
      var position = start
      // Where the last tag the blocks finished ends (in text), and the line starts before it:
      // what is given back to. The count is worked out only when it is needed: the line
      // starts before the checkpoint's block, and the line feeds of that block before it.
      var checkpoint = start
      var checkpointLinesBefore = lineStarts.count
      var checkpointLineFeeds: UInt64 = 0
      var inTag = false
      var inQuote = false
      // The `=` signs of the unfinished tag in the blocks before.
      var pendingEquals = 0
      // The first bytes of the block that a multi-byte character of the previous one covers.
      var continued: UInt64 = 0
      scanning: while position + 64 <= limit {
        let masks = BlockMasks(bytes.base + position)
        let toggled = Self.prefixXor(masks.doubleQuotes) ^ (inQuote ? ~0 : 0)
        var structural = masks.brackets & ~toggled
        var tags: UInt64 = 0
        var tagFrom = 0
        var lastClose = -1
        var exit = -1
        var blockInTag = inTag
        var closed = 0
        let equalsOutside = masks.equals & ~toggled
        // Tags are checked one by one only when one might pass the limit: a block holds at
        // most 64 `=` signs.
        let mayPassLimit = pendingEquals > attributeLimit - 64
        while structural != 0 {
          let bit = structural.trailingZeroBitCount
          structural &= structural &- 1
          if bytes.base[position + bit] == UInt8(ascii: "<") {
            // A `<` inside a tag is the byte-by-byte pass's (a stray one).
            if blockInTag { break scanning }
            let next = position + bit + 1
            let following = next < limit ? bytes.base[next] : 0
            if following == UInt8(ascii: "/") { continue }
            if following == UInt8(ascii: "!") || following == UInt8(ascii: "?") || next >= limit {
              exit = bit
              break
            }
            blockInTag = true
            tagFrom = bit
          } else if blockInTag {
            blockInTag = false
            let region = Self.bits(from: tagFrom, through: bit)
            if mayPassLimit
              && (equalsOutside & region).nonzeroBitCount
                + (inTag && closed == 0 ? pendingEquals : 0) > attributeLimit
            {
              break scanning
            }
            tags |= region
            closed += 1
            lastClose = bit
          }
        }
        let valid: UInt64 = exit >= 0 ? (1 << UInt64(exit)) &- 1 : ~0
        let open = blockInTag && exit < 0 ? Self.bits(from: tagFrom, through: 63) : 0
        let text = ~(tags | open) & valid
        if masks.unusual & valid != 0 || masks.doubleQuotes & text != 0
          || masks.singleQuotes & ~toggled & valid != 0
        {
          break
        }
        let closedEquals =
          (equalsOutside & tags).nonzeroBitCount + (inTag && closed > 0 ? pendingEquals : 0)
        let openEquals = open == 0 ? 0 : (equalsOutside & open).nonzeroBitCount
        let newLines = masks.lineFeeds & valid
        let linesBefore = lineStarts.count
        if recordsLines {
          if linesBefore + 64 > lineLimit
            && linesBefore + newLines.nonzeroBitCount > lineLimit
          {
            break
          }
          var lines = newLines
          while lines != 0 {
            let bit = lines.trailingZeroBitCount
            lines &= lines &- 1
            lineStarts.append(UInt32(truncatingIfNeeded: position + bit + 1))
          }
        }
        var high = masks.high & valid & ~continued
        continued = 0
        while high != 0 {
          let bit = high.trailingZeroBitCount
          guard let length = try? scalarLength(at: position + bit) else { break scanning }
          if recordsLines {
            let line = linesBefore + (newLines & ((1 << UInt64(bit)) &- 1)).nonzeroBitCount - 1
            if line >= 0 {
              lineStarts.flag(PreScan.Counts.multiByteLine, at: line)
            } else {
              multiByteBeforeFirstLine = true
            }
          }
          let after = bit + length
          if after >= 64 {
            continued = (1 << UInt64(after - 64)) &- 1
            high = 0
          } else {
            high &= ~((1 << UInt64(after)) &- 1)
          }
        }
        counts.elements += closed
        counts.attributes += closedEquals
        if exit >= 0 {
          // Before `<!` or `<?`, in text: everything before it is counted. Blocks start again
          // after this one (not at once: a file of nothing but short comments would make a
          // block's work per comment).
          return BlocksScanned(offset: position + exit, blocksFrom: position + 64)
        }
        if !blockInTag {
          // After the character the block ends in, when it runs on into the next block: a
          // pass given back to the block's end would start on a continuation byte and call a
          // valid file's text invalid UTF-8.
          checkpoint = position + 64 + continued.nonzeroBitCount
          checkpointLinesBefore = lineStarts.count
          checkpointLineFeeds = 0
        } else if lastClose >= 0 {
          checkpoint = position + lastClose + 1
          checkpointLinesBefore = linesBefore
          checkpointLineFeeds = newLines & ((1 << UInt64(lastClose + 1)) &- 1)
        }
        inTag = blockInTag
        inQuote = toggled >> 63 != 0
        pendingEquals = blockInTag ? (inTag && closed == 0 ? pendingEquals : 0) + openEquals : 0
        position += 64
      }
      // A block it cannot scan, or too little left: given back to the last tag's end.
      if recordsLines {
        lineStarts.truncate(to: checkpointLinesBefore + checkpointLineFeeds.nonzeroBitCount)
      }
      return BlocksScanned(
        offset: checkpoint, blocksFrom: position + 64 > limit ? .max : position + 64)
    #else
      return BlocksScanned(offset: start, blocksFrom: .max)
    #endif
  }

  /// Bits `low` through `high` (both in 0..<64, `low <= high`).
  @inline(__always)
  private static func bits(from low: Int, through high: Int) -> UInt64 {
    let upTo: UInt64 = high == 63 ? ~0 : (1 << UInt64(high + 1)) &- 1
    return upTo & ~((1 << UInt64(low)) &- 1)
  }

  /// Each bit the parity of the set bits at and below it: inside a double-quoted value, from
  /// its opening quote up to (not including) its closing one.
  @inline(__always)
  private static func prefixXor(_ bits: UInt64) -> UInt64 {
    var value = bits
    value ^= value << 1
    value ^= value << 2
    value ^= value << 4
    value ^= value << 8
    value ^= value << 16
    value ^= value << 32
    return value
  }
}

#if arch(x86_64)
  /// The kinds of byte of a block of 64 bytes, one bit per byte (bit 0 the first byte).
  private struct BlockMasks {
    /// `<` and `>`.
    var brackets: UInt64 = 0
    var equals: UInt64 = 0
    var doubleQuotes: UInt64 = 0
    var singleQuotes: UInt64 = 0
    var lineFeeds: UInt64 = 0
    /// NUL and carriage return: the byte-by-byte pass's to handle.
    var unusual: UInt64 = 0
    /// Bytes from 0x80: parts of multi-byte characters.
    var high: UInt64 = 0

    @inline(__always)
    init(_ address: UnsafePointer<UInt8>) {
      // `<` (0x3C) and `>` (0x3E) are the bytes that are 0x3E with bit 1 set.
      let bracket = _mm_set1_epi8(0x3E)
      let bitOne = _mm_set1_epi8(0x02)
      let equal = _mm_set1_epi8(CChar(bitPattern: UInt8(ascii: "=")))
      let double = _mm_set1_epi8(CChar(bitPattern: UInt8(ascii: "\"")))
      let single = _mm_set1_epi8(CChar(bitPattern: UInt8(ascii: "'")))
      let lineFeed = _mm_set1_epi8(0x0A)
      let carriageReturn = _mm_set1_epi8(0x0D)
      let zero = _mm_setzero_si128()
      let raw = UnsafeRawPointer(address)
      for part in 0..<4 {
        let vector = _mm_loadu_si128((raw + 16 * part).assumingMemoryBound(to: __m128i.self))
        let shift = UInt64(16 * part)
        @inline(__always) func bits(_ matches: __m128i) -> UInt64 {
          UInt64(UInt32(bitPattern: _mm_movemask_epi8(matches))) << shift
        }
        brackets |= bits(_mm_cmpeq_epi8(_mm_or_si128(vector, bitOne), bracket))
        equals |= bits(_mm_cmpeq_epi8(vector, equal))
        doubleQuotes |= bits(_mm_cmpeq_epi8(vector, double))
        singleQuotes |= bits(_mm_cmpeq_epi8(vector, single))
        lineFeeds |= bits(_mm_cmpeq_epi8(vector, lineFeed))
        unusual |= bits(
          _mm_or_si128(_mm_cmpeq_epi8(vector, zero), _mm_cmpeq_epi8(vector, carriageReturn)))
        high |= bits(vector)
      }
    }
  }
#endif
