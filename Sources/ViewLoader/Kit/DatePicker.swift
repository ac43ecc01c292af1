import FoundationEssentials

/// A control for choosing a date and time.
open class DatePicker: Control {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedDate: Date = Date(timeIntervalSince1970: 0)
  private var storedMinimumDate: Date? = nil
  private var storedMaximumDate: Date? = nil

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
}
