/// Output under construction, as UTF-8 bytes: what reporters append findings to.
///
/// Reporters write tens of thousands of short lines; appending to a byte array (with integers
/// written digit by digit) avoids the cost of `String` interpolation and growth per line, and
/// the bytes go to standard output as they are.
struct OutputBuffer: Sendable {
  /// The bytes so far.
  var bytes: [UInt8] = []

  /// Whether nothing has been written.
  var isEmpty: Bool { bytes.isEmpty }

  /// Appends a string's UTF-8 bytes.
  /// - Parameter text: The text.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends a string's UTF-8 bytes (a literal: no `String` is made).
  /// - Parameter text: The text.
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends other output.
  /// - Parameter other: The bytes to append.
  mutating func append(_ other: OutputBuffer) {
    bytes.append(contentsOf: other.bytes)
  }

  /// Appends one ASCII byte.
  /// - Parameter byte: The byte.
  mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends an integer in decimal, as `String(value)` writes it.
  /// - Parameter value: The integer.
  mutating func append(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 24 digits, written from the end
    withUnsafeMutableBytes(of: &digits) { buffer in
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
    }
  }

  /// Appends `count` copies of two spaces.
  /// - Parameter count: The indentation level.
  mutating func appendIndentation(_ count: Int) {
    var remaining = 2 * count
    while remaining > 0 {
      let chunk = min(remaining, OutputBuffer.spaces.count)
      OutputBuffer.spaces.withUnsafeBufferPointer {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<chunk]))
      }
      remaining -= chunk
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)
}

extension String {
  /// Whether a byte of the string's UTF-8 satisfies `predicate`: a scan of its contiguous
  /// storage, which a byte iterator over `utf8` is several times slower at.
  /// - Parameter predicate: The test for one byte.
  func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
    var text = self
    return text.withUTF8 { $0.contains(where: predicate) }
  }
}
