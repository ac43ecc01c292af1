/// A type's events made ready for matching an `<action>`'s `event` value as the reader hands it
/// over, in UTF-8 bytes, without making a string of it first.
///
/// A type fires a handful of events, so a scan that compares lengths, then bytes, beats hashing
/// the value for ``NibType/events``. The names are the type's own strings, so an action keeps
/// one (a retain, where a long name made from the bytes would be an allocation). Made once,
/// when the type is registered.
struct EventTable: Sendable {
  /// The event names, sorted.
  private let names: [String]
  /// Every name's UTF-8, one after the other, in the order of ``names``.
  private let bytes: [UInt8]
  /// Where each name's bytes end in ``bytes``.
  private let ends: [Int]

  /// A table of `events`.
  init(_ events: Set<String>) {
    names = events.sorted()
    bytes = names.flatMap(\.utf8)
    var end = 0
    ends = names.map { name in
      end += name.utf8.count
      return end
    }
  }

  /// The event name spelt by `value`, if it is one of the table's.
  /// - Parameter value: An event name as UTF-8 bytes, valid during the call.
  func name(matching value: UnsafeBufferPointer<UInt8>) -> String? {
    let count = value.count
    return bytes.withUnsafeBytes { bytes in
      var start = 0
      for index in ends.indices {
        let end = ends[index]
        defer { start = end }
        if end - start == count, Self.equal(bytes.baseAddress! + start, value, count: count) {
          return names[index]
        }
      }
      return nil
    }
  }

  /// Whether `count` bytes at `stored` equal `value`'s, compared eight at a time.
  private static func equal(
    _ stored: UnsafeRawPointer, _ value: UnsafeBufferPointer<UInt8>, count: Int
  ) -> Bool {
    guard count > 0 else { return true }
    let other = UnsafeRawPointer(value.baseAddress!)
    var offset = 0
    while offset + 8 <= count {
      guard
        stored.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == other.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < count {
      guard
        stored.load(fromByteOffset: offset, as: UInt8.self)
          == other.load(fromByteOffset: offset, as: UInt8.self)
      else { return false }
      offset += 1
    }
    return true
  }
}
