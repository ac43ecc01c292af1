import FoundationEssentials

/// Dates, in the grammar ``ValueSyntax`` describes; Foundation's calendar turns the checked
/// fields into a `Date`.
extension ValueSyntax {
  /// `yyyy-MM-dd'T'HH:mm:ss` plus a zone, or `yyyy-MM-dd` (midnight UTC).
  static func date(_ bytes: ArraySlice<UInt8>) throws(Failure) -> Date {
    let text = Array(bytes)
    func digits(_ start: Int, _ count: Int) throws(Failure) -> Int {
      guard start + count <= text.count else { throw .syntax }
      var value = 0
      for byte in text[start..<start + count] {
        guard isDigit(byte) else { throw .syntax }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    func expect(_ character: Unicode.Scalar, at index: Int) throws(Failure) {
      guard index < text.count, text[index] == UInt8(ascii: character) else { throw .syntax }
    }
    let year = try digits(0, 4)
    try expect("-", at: 4)
    let month = try digits(5, 2)
    try expect("-", at: 7)
    let day = try digits(8, 2)
    var seconds = 0
    var offset = 0
    if text.count > 10 {
      try expect("T", at: 10)
      let hour = try digits(11, 2)
      try expect(":", at: 13)
      let minute = try digits(14, 2)
      try expect(":", at: 16)
      let second = try digits(17, 2)
      offset = try zoneOffset(text[19...])
      guard hour < 24, minute < 60, second < 60 else {
        throw Failure(reason: "no such time of day")
      }
      seconds = hour * 3600 + minute * 60 + second
    } else if text.count < 10 {
      throw .syntax
    }
    // The toolchain's calendar turns the fields into a point in time; a day that does not
    // exist (2026-02-30) comes back as another day, and is rejected. (Its ISO 8601 parser would
    // roll such a day over silently, so the fields are read here.)
    let components = DateComponents(
      year: year, month: month, day: day, hour: seconds / 3600, minute: seconds / 60 % 60,
      second: seconds % 60)
    guard (1...12).contains(month), let localTime = utcCalendar.date(from: components),
      utcCalendar.dateComponents([.year, .month, .day], from: localTime)
        == DateComponents(year: year, month: month, day: day)
    else {
      throw Failure(reason: "no such day")
    }
    return localTime.addingTimeInterval(Double(-offset))
  }

  /// `Z`, `+HHMM`, `-HHMM`, `+HH:MM` or `-HH:MM`, as seconds east of UTC.
  static func zoneOffset(_ zone: ArraySlice<UInt8>) throws(Failure) -> Int {
    let zone = Array(zone)
    if zone == [UInt8(ascii: "Z")] { return 0 }
    guard zone.count == 5 || zone.count == 6, isSign(zone[0]) else { throw .syntax }
    if zone.count == 6 {
      guard zone[3] == UInt8(ascii: ":") else { throw .syntax }
    }
    let minuteStart = zone.count == 6 ? 4 : 3
    let fields = [zone[1], zone[2], zone[minuteStart], zone[minuteStart + 1]]
    guard fields.allSatisfy(isDigit) else { throw .syntax }
    let values = fields.map { Int($0 - UInt8(ascii: "0")) }
    let hours = values[0] * 10 + values[1]
    let minutes = values[2] * 10 + values[3]
    guard hours < 24, minutes < 60 else { throw Failure(reason: "no such time zone offset") }
    let offset = hours * 3600 + minutes * 60
    return zone[0] == UInt8(ascii: "-") ? -offset : offset
  }

  // MARK: - Calendar

  /// Foundation's Gregorian calendar in UTC (like ICU's, it is Julian before October 1582).
  static let utcCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    return calendar
  }()
}
