/// Turns a text field's value into text and back (Foundation's `Formatter`, named apart so that it
/// does not clash with it): the base of the kit's formatters, held by ``TextField/formatter``.
open class TextFormatter: Object {

}

/// Formats numbers (Foundation's `NumberFormatter`, named apart so that it does not clash with
/// it). The kit records the settings for an app or a renderer to apply.
open class NumberTextFormatter: TextFormatter {
  /// How numbers are written (Foundation's `NumberFormatter.Style`).
  public enum Style: String, CaseIterable, NibEnum {
    /// As an integer.
    case none
    /// As a decimal number.
    case decimal
    /// As an amount of money.
    case currency
    /// As a percentage.
    case percent
    /// In scientific notation.
    case scientific
    /// In words.
    case spellOut
    /// As an ordinal (1st, 2nd).
    case ordinal
    /// As money with its ISO code.
    case currencyISOCode
    /// As money with its plural name.
    case currencyPlural
    /// As money, negative amounts in parentheses.
    case currencyAccounting
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedNumberStyle: Style = .none
  private var storedMinimumIntegerDigits: Int = 0
  private var storedMaximumIntegerDigits: Int = 42
  private var storedMinimumFractionDigits: Int = 0
  private var storedMaximumFractionDigits: Int = 0
  private var storedUsesGroupingSeparator: Bool = false
  private var storedGroupingSize: Int = 0
  private var storedAllowsFloats: Bool = true
  private var storedMinimum: Double? = nil
  private var storedMaximum: Double? = nil
  private var storedPositiveFormat: String? = nil
  private var storedNegativeFormat: String? = nil

  /// How numbers are written; as integers by default.
  public var numberStyle: Style {
    get { storedNumberStyle }
    set { storedNumberStyle = newValue }
  }

  /// The fewest digits before the decimal separator; 0 by default.
  public var minimumIntegerDigits: Int {
    get { storedMinimumIntegerDigits }
    set { storedMinimumIntegerDigits = newValue }
  }

  /// The most digits before the decimal separator; 42 by default.
  public var maximumIntegerDigits: Int {
    get { storedMaximumIntegerDigits }
    set { storedMaximumIntegerDigits = newValue }
  }

  /// The fewest digits after the decimal separator; 0 by default.
  public var minimumFractionDigits: Int {
    get { storedMinimumFractionDigits }
    set { storedMinimumFractionDigits = newValue }
  }

  /// The most digits after the decimal separator; 0 by default.
  public var maximumFractionDigits: Int {
    get { storedMaximumFractionDigits }
    set { storedMaximumFractionDigits = newValue }
  }

  /// Whether thousands are grouped; `false` by default.
  public var usesGroupingSeparator: Bool {
    get { storedUsesGroupingSeparator }
    set { storedUsesGroupingSeparator = newValue }
  }

  /// The size of a group of digits; 0 by default.
  public var groupingSize: Int {
    get { storedGroupingSize }
    set { storedGroupingSize = newValue }
  }

  /// Whether numbers with fractions are accepted; `true` by default.
  public var allowsFloats: Bool {
    get { storedAllowsFloats }
    set { storedAllowsFloats = newValue }
  }

  /// The least number accepted, or `nil` for no limit.
  public var minimum: Double? {
    get { storedMinimum }
    set { storedMinimum = newValue }
  }

  /// The greatest number accepted, or `nil` for no limit.
  public var maximum: Double? {
    get { storedMaximum }
    set { storedMaximum = newValue }
  }

  /// The pattern of positive numbers (`#,##0.00`), or `nil` for the style's.
  public var positiveFormat: String? {
    get { storedPositiveFormat }
    set { storedPositiveFormat = newValue }
  }

  /// The pattern of negative numbers, or `nil` for the style's.
  public var negativeFormat: String? {
    get { storedNegativeFormat }
    set { storedNegativeFormat = newValue }
  }
}

/// Formats dates (Foundation's `DateFormatter`, named apart so that it does not clash with it).
/// The kit records the settings for an app or a renderer to apply.
open class DateTextFormatter: TextFormatter {
  /// How much of a date or a time is written (Foundation's `DateFormatter.Style`).
  public enum Style: String, CaseIterable, NibEnum {
    /// Nothing.
    case none
    /// Numbers only (`11/30/26`).
    case short
    /// An abbreviated form (`Nov 30, 2026`).
    case medium
    /// A long form (`November 30, 2026`).
    case long
    /// Everything (`Monday, November 30, 2026`).
    case full
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedDateStyle: Style = .none
  private var storedTimeStyle: Style = .none
  private var storedDateFormat: String? = nil
  private var storedDoesRelativeDateFormatting: Bool = false

  /// How the date is written; not at all by default.
  public var dateStyle: Style {
    get { storedDateStyle }
    set { storedDateStyle = newValue }
  }

  /// How the time is written; not at all by default.
  public var timeStyle: Style {
    get { storedTimeStyle }
    set { storedTimeStyle = newValue }
  }

  /// A fixed pattern (`yyyy-MM-dd`), or `nil` for the styles.
  public var dateFormat: String? {
    get { storedDateFormat }
    set { storedDateFormat = newValue }
  }

  /// Whether near dates are written as `today`, `tomorrow`; `false` by default.
  public var doesRelativeDateFormatting: Bool {
    get { storedDoesRelativeDateFormatting }
    set { storedDoesRelativeDateFormatting = newValue }
  }
}

/// Formats counts of bytes as `1.2 MB` (Foundation's `ByteCountFormatter`, named apart so that it
/// does not clash with it).
open class ByteCountTextFormatter: TextFormatter {
  /// Which units a count of bytes is written in (Foundation's `ByteCountFormatter.CountStyle`).
  public enum CountStyle: String, CaseIterable, NibEnum {
    /// As file sizes are (decimal units on Apple systems).
    case file
    /// As memory sizes are (binary units).
    case memory
    /// In units of 1000.
    case decimal
    /// In units of 1024.
    case binary
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedCountStyle: CountStyle = .file
  private var storedAllowsNonnumericFormatting: Bool = true
  private var storedIncludesUnit: Bool = true
  private var storedIncludesCount: Bool = true

  /// The units; as file sizes are by default.
  public var countStyle: CountStyle {
    get { storedCountStyle }
    set { storedCountStyle = newValue }
  }

  /// Whether zero is written `Zero KB`; `true` by default.
  public var allowsNonnumericFormatting: Bool {
    get { storedAllowsNonnumericFormatting }
    set { storedAllowsNonnumericFormatting = newValue }
  }

  /// Whether the unit is written; `true` by default.
  public var includesUnit: Bool {
    get { storedIncludesUnit }
    set { storedIncludesUnit = newValue }
  }

  /// Whether the number is written; `true` by default.
  public var includesCount: Bool {
    get { storedIncludesCount }
    set { storedIncludesCount = newValue }
  }
}
