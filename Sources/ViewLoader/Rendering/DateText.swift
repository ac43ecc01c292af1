import FoundationEssentials

/// A date as a compact date picker shows it, in UTC (so that a picture does not depend on the
/// machine's time zone): `Nov 30, 2026` and `08:00`.
struct DateText {
  /// The day, month and year.
  let date: String
  /// The hour and minute, on a 24-hour clock.
  let time: String

  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  init(_ moment: Date) {
    let seconds = moment.timeIntervalSince1970
    // Dates a picker can hold: years 1…9999; anything else shows as the epoch.
    let limited = seconds.isFinite && abs(seconds) < 253_402_300_800 ? seconds : 0
    let whole = Int64(limited.rounded(.down))
    let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
    let secondOfDay = whole - days * 86_400
    let (year, month, day) = DateText.civil(fromDays: days)
    date = "\(DateText.months[month - 1]) \(day), \(year)"
    let hour = secondOfDay / 3_600
    let minute = secondOfDay / 60 % 60
    time = (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }

  /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's
  /// `civil_from_days`).
  private static func civil(fromDays days: Int64) -> (year: Int64, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
    let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}
