import Glibc

/// Reads the messages of the base protocol from a file descriptor: a header of
/// `Name: value` lines ended by an empty line (`\r\n`; a bare `\n` is accepted), then exactly
/// `Content-Length` bytes of body.
///
/// Every quantity it reads is bounded: a header line of at most ``maximumHeaderLine`` bytes,
/// at most ``maximumHeaderLines`` lines, a body of at most ``maximumBody`` bytes; nothing a
/// client sends can make it hold more. A frame that breaks the protocol is answered (the
/// server sends an error with a `null` id) and the reader finds its feet again at the next
/// `Content-Length:` header: a body too large is dropped a piece at a time up to its length or
/// to a header that follows it, and garbage before a header line (the rest of a message whose
/// length was wrong) is passed over.
struct MessageReader {
  /// One frame of input.
  enum Frame: Equatable, Sendable {
    /// A body, to be parsed as JSON.
    case message([UInt8])
    /// A frame that broke the base protocol: what to answer, with no request id.
    case malformed(String)
    /// The input ended.
    case end
  }

  static let maximumHeaderLine = 4096
  static let maximumHeaderLines = 64
  /// The largest body accepted: room for a nib at the size limit, escaped as JSON.
  static let maximumBody = 256 << 20

  private static let contentLength = Array("content-length:".utf8)

  private let descriptor: Int32
  private var buffer: [UInt8]
  /// The unread bytes are `buffer[start..<end]`.
  private var start = 0
  private var end = 0
  /// Bytes of a refused body still to drop before the next frame.
  private var refusedBytes = 0

  init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer = [UInt8](repeating: 0, count: 64 * 1024)
  }

  /// Reads the next frame (blocking until it is complete or the input ends).
  mutating func next() -> Frame {
    if refusedBytes > 0 {
      let count = refusedBytes
      refusedBytes = 0
      guard discard(count) else { return .end }
    }
    var length: Int?
    var problem: String?
    var lines = 0
    while true {
      guard let (line, tooLong) = readLine() else { return .end }
      var text = line[...]
      if let header = Self.headerStart(in: line) {
        // Whatever came before it on the line was the tail of a broken message.
        text = line[header...]
      } else if tooLong {
        problem = problem ?? "a header line is longer than \(Self.maximumHeaderLine) bytes"
        continue
      }
      if text.isEmpty {
        // Blank lines before any header are noise between messages.
        if lines == 0 && problem == nil { continue }
        break
      }
      lines += 1
      if lines > Self.maximumHeaderLines {
        problem = problem ?? "the header has more than \(Self.maximumHeaderLines) lines"
        continue
      }
      guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else {
        problem = problem ?? "a header line has no ':'"
        continue
      }
      guard Self.isContentLength(text[..<colon]) else { continue }
      let value = text[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
        .reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
      guard !value.isEmpty, value.count <= 15,
        value.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
        let number = Int(String(decoding: value, as: UTF8.self))
      else {
        problem = problem ?? "Content-Length is not a number of bytes"
        continue
      }
      length = number
    }
    if let problem { return .malformed(problem) }
    guard let length else { return .malformed("the header has no Content-Length") }
    guard length <= Self.maximumBody else {
      // Refused at once; its body is dropped when the next frame is asked for.
      refusedBytes = length
      return .malformed(
        "a message of \(length) bytes is larger than the limit of \(Self.maximumBody) bytes")
    }
    guard let body = read(length) else { return .end }
    return .message(body)
  }

  // MARK: Lines and bodies

  /// The next line without its line break, and whether it was longer than the limit (then
  /// only its last bytes are kept); `nil` at the end of the input.
  private mutating func readLine() -> ([UInt8], tooLong: Bool)? {
    var tail: [UInt8] = []
    var tooLong = false
    while true {
      if let newline = buffer[start..<end].firstIndex(of: 0x0A) {
        var line = Array(buffer[start..<newline])
        start = newline + 1
        if tooLong { line = Array((tail + line).suffix(64)) }
        if line.last == 0x0D { line.removeLast() }
        return (line, tooLong || line.count > Self.maximumHeaderLine)
      }
      if end - start > Self.maximumHeaderLine {
        // Too long: keep its end, where a header may begin, and drop the rest.
        tooLong = true
        tail = Array((tail + buffer[start..<end]).suffix(64))
        start = end
      }
      guard fill() else { return nil }
    }
  }

  /// Exactly `count` bytes, or `nil` if the input ends first.
  private mutating func read(_ count: Int) -> [UInt8]? {
    var body: [UInt8] = []
    body.reserveCapacity(min(count, 1 << 20))
    while body.count < count {
      if start == end {
        guard fill() else { return nil }
      }
      let take = min(count - body.count, end - start)
      body += buffer[start..<(start + take)]
      start += take
    }
    return body
  }

  /// Drops up to `count` bytes, stopping early at a `Content-Length:` header (where the next
  /// frame is read from); `false` if the input ends first.
  private mutating func discard(_ count: Int) -> Bool {
    var left = count
    let keep = Self.contentLength.count - 1
    while left > 0 {
      if let found = Self.headerStart(in: buffer[start..<min(end, start + left)]) {
        start = found
        return true
      }
      // Keep the last few bytes, the start of a header that the next read may complete.
      let take = min(left, max(end - start - keep, 0))
      start += take
      left -= take
      if left > 0 {
        guard fill() else { return false }
      }
    }
    return true
  }

  /// Moves the unread bytes to the front and reads more after them; `false` at the end of
  /// the input (or on an error).
  private mutating func fill() -> Bool {
    if start > 0 {
      let unread = end - start
      buffer.withUnsafeMutableBytes { bytes in
        _ = memmove(bytes.baseAddress!, bytes.baseAddress! + start, unread)
      }
      start = 0
      end = unread
    }
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        Glibc.read(descriptor, bytes.baseAddress! + end, bytes.count - end)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      end += count
      return true
    }
  }

  /// Where `Content-Length:` (any case) begins in the bytes, if it does.
  private static func headerStart(in bytes: [UInt8]) -> Int? {
    headerStart(in: bytes[...])
  }

  private static func headerStart(in bytes: ArraySlice<UInt8>) -> Int? {
    let pattern = contentLength
    return bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress, buffer.count >= pattern.count else { return nil }
      var from = 0
      // Candidates found with memchr: a refused body of hundreds of megabytes is searched at
      // the speed of memory.
      while from + pattern.count <= buffer.count {
        let lower = memchr(base + from, Int32(UInt8(ascii: "c")), buffer.count - from)
        let upper = memchr(base + from, Int32(UInt8(ascii: "C")), buffer.count - from)
        let found = [lower, upper].compactMap { $0 }.map {
          UnsafeRawPointer($0) - UnsafeRawPointer(base)
        }.min()
        guard let index = found, index + pattern.count <= buffer.count else { return nil }
        var offset = 1
        while offset < pattern.count && lowercased(buffer[index + offset]) == pattern[offset] {
          offset += 1
        }
        if offset == pattern.count { return bytes.startIndex + index }
        from = index + 1
      }
      return nil
    }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  private static func isContentLength(_ name: ArraySlice<UInt8>) -> Bool {
    name.count == contentLength.count - 1
      && zip(name, contentLength).allSatisfy { lowercased($0) == $1 }
  }
}

/// Writes messages of the base protocol to a file descriptor.
struct MessageWriter {
  private let descriptor: Int32

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Writes one message: its header, then its body.
  /// - Returns: Whether every byte was written (the client may have gone).
  @discardableResult
  func write(_ body: [UInt8]) -> Bool {
    var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    frame += body
    var offset = 0
    while offset < frame.count {
      let written = frame.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }
}
