/// The events one control type fires, for matching an `<action>`'s `event` value as the reader
/// hands it over, in UTF-8 bytes, without making a string of it first.
///
/// A type fires a handful of events, so a scan that compares lengths, then bytes, beats hashing
/// the value for ``NibType/events``. The names come from the type, so an action keeps the
/// registry's string (a retain, where a long name made from the bytes would be an allocation).
struct ControlEvents {
  /// The type's event names, in a fixed order.
  private let names: [String]
  /// Every name's UTF-8, one after the other, in the order of ``names``.
  private let bytes: [UInt8]
  /// Where each name's bytes end in ``bytes``.
  private let ends: [Int]

  /// The events of `type`, inherited ones included.
  init(of type: NibType) {
    names = type.events.sorted()
    bytes = names.flatMap(\.utf8)
    var end = 0
    ends = names.map { name in
      end += name.utf8.count
      return end
    }
  }

  /// The event name spelt by `value`, if the type fires such an event.
  /// - Parameter value: An event name as UTF-8 bytes, valid during the call.
  func name(matching value: UnsafeBufferPointer<UInt8>) -> String? {
    bytes.withUnsafeBufferPointer { bytes in
      var start = 0
      for index in ends.indices {
        let end = ends[index]
        defer { start = end }
        guard end - start == value.count else { continue }
        var offset = 0
        while offset < value.count, bytes[start + offset] == value[offset] { offset += 1 }
        if offset == value.count { return names[index] }
      }
      return nil
    }
  }
}
