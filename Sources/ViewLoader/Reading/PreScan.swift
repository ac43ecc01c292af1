import Glibc

/// The reader's own linear pass over a file's bytes, before libxml2 sees any of them.
///
/// It finds, in one pass and in document order, the first of:
/// - a UTF-16 or UTF-32 byte order mark, or UTF-16 without one (`xml-encoding` at 1:1);
/// - an XML declaration whose `encoding` is not `UTF-8` (`xml-encoding` at `encoding`);
/// - a byte that is not valid UTF-8 — overlong forms, surrogates and code points above U+10FFFF
///   included (`xml-encoding` at the first byte of the bad sequence);
/// - a NUL byte (`xml-syntax`): libxml2 silently ignores everything after a NUL that follows
///   the root element;
/// - a DOCTYPE or other DTD declaration outside comments, CDATA and attribute values
///   (`xml-dtd` at its `<`): it never reaches libxml2, so nothing in it is parsed;
/// - a line that starts with a merge conflict marker, `<<<<<<<` (`xml-syntax` at it), which a
///   file committed in the middle of a merge holds and libxml2 would only call an invalid
///   element name;
/// - a start tag with more than the attribute limit (`limit-exceeded` at its `<`): libxml2 2.9
///   checks duplicate attributes in quadratic time, so such a tag must never reach it.
///
/// Whichever comes first in the file wins: a DOCTYPE after an invalid byte is reported as
/// `xml-encoding`, an invalid byte after a DOCTYPE as `xml-dtd`.
enum PreScan {
  /// What the pass found wrong, and where.
  struct Problem: Error, Equatable {
    /// The byte offset the diagnostic points at.
    var offset: Int
    /// The rule.
    var rule: RuleID
    /// The message, without positions.
    var message: String
  }

  /// What the pass saw: how many start tags and attributes (the reader reserves its arrays
  /// with them), and where the lines start.
  struct Counts {
    /// Start tags (upper bound of the elements libxml2 reports).
    var elements = 0
    /// `=` signs inside start tags (upper bound of the attributes).
    var attributes = 0

    /// Where each line starts, in order, from line 1 (after a byte order mark): the offset
    /// after each LF, and after each CR that no LF follows, with ``multiByteLine`` set on a
    /// line that has a multi-byte character. The reader's ``LineCursor`` finds positions from
    /// it without reading the bytes between them again. Empty when the pass stopped recording:
    /// a file of lines shorter than 16 bytes on average would make the table larger than a
    /// quarter of the file, and the cursor walks the bytes instead.
    var lineStarts: [UInt32] = []

    /// The flag of an entry of ``lineStarts`` whose line has a multi-byte character.
    static let multiByteLine: UInt32 = 1 << 31
    /// The offset bits of an entry of ``lineStarts`` (files over 2 GB are not parsed).
    static let offsetMask: UInt32 = ~multiByteLine
  }

  /// Scans `bytes` and returns the first problem, or `nil` when libxml2 may parse them.
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - attributeLimit: The most attributes one start tag may have.
  ///   - counts: Receives the number of start tags and attributes seen.
  ///   - scansBlocks: Whether runs of ordinary bytes are scanned 64 at a time
  ///     (``Scanner/scanBlocks(from:limit:)``), as they are but in the tests that compare the
  ///     two ways.
  static func check(
    _ bytes: SourceBytes, attributeLimit: Int, counts: inout Counts, scansBlocks: Bool = true
  ) -> Problem? {
    if let problem = checkByteOrder(bytes) { return problem }
    let start = bytes.byteOrderMarkLength
    let declarationProblem = XMLDeclaration.encodingProblem(in: bytes, from: start)
    let end = declarationProblem?.offset ?? bytes.count
    var scanner = Scanner(bytes: bytes, end: end, attributeLimit: attributeLimit)
    scanner.scansBlocks = scansBlocks
    let problem = scanner.run(from: start) ?? declarationProblem
    counts = scanner.counts
    return problem
  }

  // MARK: A pass in two halves

  /// What the pass found in the second half of a file (``scanSecondHalf(of:from:attributeLimit:)``),
  /// made on another thread while ``check(_:attributeLimit:counts:secondHalfFrom:secondHalf:)``
  /// scans the first.
  struct SecondHalf: Sendable {
    var problem: Problem?
    var elements = 0
    var attributes = 0
    /// The line starts from the split on (not the split itself), with their flags.
    var lineStarts: [UInt32] = []
    var recordsLines = true
    /// Whether a multi-byte character lies between the split and the first line start.
    var multiByteBeforeFirstLine = false
  }

  /// Where a pass may be split in two: the `<` of the first start tag in the 64 KB from the
  /// middle of the file on, or `nil` (a file of nothing but comments there is scanned in one
  /// pass). A split is only a guess (the `<` may lie inside a comment or a value): the first
  /// half checks it.
  static func splitPoint(in bytes: SourceBytes) -> Int? {
    var index = max(bytes.count / 2, bytes.byteOrderMarkLength + 1)
    let end = min(bytes.count, index + 64 * 1024)
    while index + 1 < end {
      guard let found = memchr(bytes.base + index, Int32(UInt8(ascii: "<")), end - index - 1)
      else { return nil }
      index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - bytes.base
      let next = bytes[index + 1]
      if next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
        || next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Scans `bytes` from `split` (a ``splitPoint(in:)``) to the end, as the second half of a
  /// pass, on the assumption that `split` lies in text.
  static func scanSecondHalf(of bytes: SourceBytes, from split: Int, attributeLimit: Int)
    -> SecondHalf
  {
    var scanner = Scanner(bytes: bytes, end: bytes.count, attributeLimit: attributeLimit)
    var half = SecondHalf()
    half.problem = scanner.scan(from: split)
    half.recordsLines = scanner.recordsLines
    half.multiByteBeforeFirstLine = scanner.multiByteBeforeFirstLine
    scanner.finish()
    half.elements = scanner.counts.elements
    half.attributes = scanner.counts.attributes
    half.lineStarts = scanner.counts.lineStarts
    return half
  }

  /// ``check(_:attributeLimit:counts:)`` in two halves: this thread scans up to `split` while
  /// another scans from it (`secondHalf` waits for that result). When `split` turns out not to
  /// lie in text, this thread scans on to the end and the other half is not used; either way
  /// the result is the one pass's.
  static func check(
    _ bytes: SourceBytes, attributeLimit: Int, counts: inout Counts, secondHalfFrom split: Int,
    secondHalf: () -> SecondHalf
  ) -> Problem? {
    if let problem = checkByteOrder(bytes) { return problem }
    let start = bytes.byteOrderMarkLength
    guard split > start, XMLDeclaration.encodingProblem(in: bytes, from: start) == nil else {
      return check(bytes, attributeLimit: attributeLimit, counts: &counts)
    }
    var scanner = Scanner(bytes: bytes, end: bytes.count, attributeLimit: attributeLimit)
    scanner.noteFirstLine(at: start)
    var problem = scanner.scan(from: start, until: split)
    if problem == nil, let stop = scanner.stoppedAt {
      if stop == split {
        let half = secondHalf()
        scanner.finish()
        counts = scanner.counts
        counts.elements += half.elements
        counts.attributes += half.attributes
        let lineLimit = Scanner.lineLimit(end: bytes.count)
        if scanner.recordsLines && half.recordsLines
          && counts.lineStarts.count + half.lineStarts.count <= lineLimit
        {
          if half.multiByteBeforeFirstLine, !counts.lineStarts.isEmpty {
            counts.lineStarts[counts.lineStarts.count - 1] |= Counts.multiByteLine
          }
          counts.lineStarts += half.lineStarts
        } else {
          counts.lineStarts = []
        }
        return half.problem
      }
      problem = scanner.scan(from: stop)
    }
    scanner.finish()
    counts = scanner.counts
    return problem
  }

  /// Byte order marks and byte patterns of UTF-16 and UTF-32.
  private static func checkByteOrder(_ bytes: SourceBytes) -> Problem? {
    let first = bytes[0]
    let second = bytes[1]
    let kind: String?
    if first == 0xFE && second == 0xFF {
      kind = "starts with a UTF-16 byte order mark"
    } else if first == 0xFF && second == 0xFE {
      kind =
        bytes[2] == 0 && bytes[3] == 0 && bytes.count >= 4
        ? "starts with a UTF-32 byte order mark" : "starts with a UTF-16 byte order mark"
    } else if first == 0 && second == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF {
      kind = "starts with a UTF-32 byte order mark"
    } else if bytes.count >= 2 && (first == 0) != (second == 0) && (first | second) < 0x80 {
      kind = "looks like UTF-16"
    } else {
      kind = nil
    }
    guard let kind else { return nil }
    return Problem(
      offset: 0, rule: .xmlEncoding, message: "nib files must be UTF-8; this file \(kind)")
  }
}
