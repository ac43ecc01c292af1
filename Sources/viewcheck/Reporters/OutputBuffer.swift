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

  /// Appends what a writer holds.
  /// - Parameter writer: The writer.
  mutating func append(_ writer: borrowing ByteWriter) {
    writer.withBytes { bytes.append(contentsOf: $0) }
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

/// Bytes written into memory it owns, for output made of many short parts: the writer makes
/// room for a whole line at once (``reserve(_:)``), then each part is a copy with no growth
/// check of its own, and the result goes to an ``OutputBuffer`` in one piece.
struct ByteWriter: ~Copyable {
  private var base: UnsafeMutableRawPointer
  private var capacity: Int
  /// How many bytes have been written.
  private(set) var count = 0

  /// The most bytes ``write(_:)-(Int)`` writes for one integer.
  static let maximumIntegerLength = 20

  /// Creates an empty writer.
  /// - Parameter capacity: The bytes to make room for at first.
  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 1)
  }

  deinit { base.deallocate() }

  /// Makes sure that `byteCount` more bytes fit, growing the memory geometrically.
  /// - Parameter byteCount: The most bytes the next writes add.
  mutating func reserve(_ byteCount: Int) {
    guard byteCount > capacity - count else { return }
    let newCapacity = max(capacity * 2, count + byteCount)
    let newBase = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
    newBase.copyMemory(from: base, byteCount: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Calls `body` with the bytes written so far.
  /// - Parameter body: Reads the bytes.
  func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// Writes bytes, which must fit in the room made by ``reserve(_:)``.
  /// - Parameter bytes: The bytes.
  @inline(__always)
  mutating func write(_ bytes: UnsafeRawBufferPointer) {
    precondition(bytes.count <= capacity - count, "write past the reserved room")
    guard let source = bytes.baseAddress else { return }
    (base + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  /// Writes a string's UTF-8 bytes.
  /// - Parameter text: The text.
  @inline(__always)
  mutating func write(_ text: String) {
    let written: Void? = text.utf8.withContiguousStorageIfAvailable {
      write(UnsafeRawBufferPointer($0))
    }
    if written == nil {
      var text = text
      text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }
  }

  /// Writes a literal's UTF-8 bytes.
  /// - Parameter text: The text.
  @inline(__always)
  mutating func write(_ text: StaticString) {
    write(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Writes one byte.
  /// - Parameter byte: The byte.
  @inline(__always)
  mutating func write(byte: UInt8) {
    precondition(count < capacity, "write past the reserved room")
    base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
    count += 1
  }

  /// Writes an integer in decimal, as `String(value)` writes it: at most
  /// ``maximumIntegerLength`` bytes.
  /// - Parameter value: The integer.
  mutating func write(_ value: Int) {
    if value < 0 { write(byte: UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digitCount = 1
    var power: UInt = 10
    while digitCount < 20, magnitude >= power {
      digitCount += 1
      power = power &* 10
    }
    precondition(digitCount <= capacity - count, "write past the reserved room")
    var offset = count + digitCount
    repeat {
      offset -= 1
      base.storeBytes(
        of: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10), toByteOffset: offset,
        as: UInt8.self)
      magnitude /= 10
    } while magnitude > 0
    count += digitCount
  }
}
