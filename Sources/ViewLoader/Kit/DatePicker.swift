import FoundationEssentials

/// A control for choosing a date and time (UIKit's `UIDatePicker`, AppKit's `NSDatePicker`).
open class DatePicker: Control {
  /// What a date picker chooses (UIKit's `UIDatePicker.Mode`).
  public enum Mode: String, CaseIterable, NibEnum {
    /// A time of day.
    case time
    /// A day.
    case date
    /// A day and a time.
    case dateAndTime
    /// A duration in hours and minutes.
    case countDownTimer
  }

  /// How a date picker looks (UIKit's `UIDatePickerStyle`).
  public enum Style: String, CaseIterable, NibEnum {
    /// As the system decides.
    case automatic
    /// Spinning wheels.
    case wheels
    /// A compact field that opens a calendar.
    case compact
    /// A calendar or clock, in line.
    case inline
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedDate: Date = Date(timeIntervalSince1970: 0)
  private var storedMinimumDate: Date? = nil
  private var storedMaximumDate: Date? = nil
  private var storedCountDownDuration: Double = 0
  private var storedMinuteInterval = 1
  private var storedDatePickerMode: Mode = .dateAndTime
  private var storedPreferredDatePickerStyle: Style = .automatic

  /// The chosen date; 1970-01-01T00:00:00+0000 by default.
  public var date: Date {
    get { storedDate }
    set { storedDate = newValue }
  }
  /// The earliest date that may be chosen, or `nil` for no limit.
  public var minimumDate: Date? {
    get { storedMinimumDate }
    set { storedMinimumDate = newValue }
  }
  /// The latest date that may be chosen, or `nil` for no limit.
  public var maximumDate: Date? {
    get { storedMaximumDate }
    set { storedMaximumDate = newValue }
  }
  /// What the picker chooses; a day and a time by default.
  public var datePickerMode: Mode {
    get { storedDatePickerMode }
    set { storedDatePickerMode = newValue }
  }
  /// The step of the minutes, a divisor of 60; 1 by default.
  public var minuteInterval: Int {
    get { storedMinuteInterval }
    set { storedMinuteInterval = newValue }
  }
  /// The duration chosen in ``Mode/countDownTimer`` mode, in seconds; 0 by default.
  public var countDownDuration: Double {
    get { storedCountDownDuration }
    set { storedCountDownDuration = newValue }
  }
  /// How the picker should look; as the system decides by default.
  public var preferredDatePickerStyle: Style {
    get { storedPreferredDatePickerStyle }
    set { storedPreferredDatePickerStyle = newValue }
  }
}
