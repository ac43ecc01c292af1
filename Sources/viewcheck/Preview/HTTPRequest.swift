/// One HTTP/1.1 request head, parsed from bytes the preview server received, with the limits
/// that keep a hostile client from using much memory: the whole head must arrive within
/// ``HTTPRequest/maximumHeadSize`` bytes.
struct HTTPRequest: Equatable {
  /// The method, as sent (`GET`).
  var method: String
  /// The request target's path, still percent-encoded, without the query.
  var path: String
  /// The header fields, names lowercased; a repeated field keeps its first value.
  var headers: [String: String]

  /// The most bytes a request head may take, request line and fields together.
  static let maximumHeadSize = 16 * 1024
  /// The most header fields a request may have.
  static let maximumFieldCount = 100

  /// Why bytes are not a request the server answers.
  enum Problem: Error, Equatable {
    /// The head is not yet complete.
    case incomplete
    /// The head is longer than ``maximumHeadSize``, or has too many fields (431).
    case tooLarge
    /// Not an HTTP/1.x request head (400).
    case malformed
  }

  /// Parses the request head at the start of `bytes` (which may hold more), or says why not.
  static func parse(_ bytes: [UInt8]) -> Result<HTTPRequest, Problem> {
    guard let end = headEnd(in: bytes) else {
      return .failure(bytes.count > maximumHeadSize ? .tooLarge : .incomplete)
    }
    guard end <= maximumHeadSize else { return .failure(.tooLarge) }
    var lines = split(bytes[..<end])
    guard !lines.isEmpty else { return .failure(.malformed) }
    let requestLine = lines.removeFirst()
    let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isVisible) }),
      let version = String(validating: parts[2], as: UTF8.self),
      version == "HTTP/1.1" || version == "HTTP/1.0",
      let method = String(validating: parts[0], as: UTF8.self),
      let target = String(validating: parts[1], as: UTF8.self)
    else { return .failure(.malformed) }
    guard lines.count <= maximumFieldCount else { return .failure(.tooLarge) }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
        let name = String(validating: line[..<colon], as: UTF8.self),
        name.utf8.allSatisfy({ isVisible($0) && $0 != UInt8(ascii: ":") }),
        let rawValue = String(validating: line[(colon + 1)...], as: UTF8.self),
        rawValue.utf8.allSatisfy({ isVisible($0) || $0 == 0x20 || $0 == 0x09 || $0 >= 0x80 })
      else { return .failure(.malformed) }
      let value = String(
        rawValue.drop { $0 == " " || $0 == "\t" }.reversed().drop {
          $0 == " " || $0 == "\t"
        }.reversed())
      let key = name.lowercased()
      if headers[key] == nil { headers[key] = value }
    }
    let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
    return .success(HTTPRequest(method: method, path: String(path), headers: headers))
  }

  /// The offset just past the blank line that ends the head (`\r\n\r\n`, or `\n\n`), if any.
  private static func headEnd(in bytes: [UInt8]) -> Int? {
    let limit = min(bytes.count, maximumHeadSize + 4)
    var index = 0
    while index < limit {
      if bytes[index] == 0x0A {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return index + 2 }
        if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A {
          return index + 3
        }
      }
      index += 1
    }
    return nil
  }

  /// The head's lines, without their line ends, blank lines dropped.
  private static func split(_ head: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    head.split(separator: 0x0A).map { line in
      line.last == 0x0D ? line.dropLast() : line
    }.filter { !$0.isEmpty }
  }

  /// A printable ASCII byte other than space.
  private static func isVisible(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}

/// A request path, percent-decoded and checked: the segments of a path inside the served
/// folder, or nothing.
enum RequestPath {
  /// The path's segments after decoding, or `nil` for a path that could lead anywhere but
  /// into the folder: a bad percent escape, bytes that are not UTF-8, a control character, a
  /// backslash, or a `.` or `..` segment (also when spelt `%2e%2e`, or formed by a `%2f`).
  static func segments(of path: String) -> [String]? {
    guard path.hasPrefix("/") else { return nil }
    var bytes: [UInt8] = []
    var iterator = path.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(HexDigits.value),
        let low = iterator.next().flatMap(HexDigits.value)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else { return nil }
    guard
      !decoded.unicodeScalars.contains(where: {
        $0.value < 0x20 || $0.value == 0x7F || $0 == "\\"
      })
    else { return nil }
    let segments = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard !segments.contains(where: { $0 == "." || $0 == ".." }) else { return nil }
    return segments
  }

  /// A folder-relative path as a request path: each segment percent-encoded but for
  /// unreserved characters.
  static func encode(_ relativePath: String) -> String {
    relativePath.split(separator: "/").map { segment in
      var encoded = ""
      for byte in segment.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
          UInt8(ascii: "_"), UInt8(ascii: "~"):
          encoded.unicodeScalars.append(Unicode.Scalar(byte))
        default:
          let hex = String(byte, radix: 16, uppercase: true)
          encoded += "%" + (hex.count == 1 ? "0" : "") + hex
        }
      }
      return encoded
    }.joined(separator: "/")
  }
}
