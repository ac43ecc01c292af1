import FoundationEssentials

/// A control for choosing a date and time.
open class DatePicker: Control {
  /// The chosen date; 1970-01-01T00:00:00+0000 by default.
  public var date: Date = Date(timeIntervalSince1970: 0)
  /// The earliest date that may be chosen, or `nil` for no limit.
  public var minimumDate: Date? = nil
  /// The latest date that may be chosen, or `nil` for no limit.
  public var maximumDate: Date? = nil
}
