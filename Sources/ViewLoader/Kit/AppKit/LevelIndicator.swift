/// A macOS gauge of a value between a minimum and a maximum: a bar that fills, a row of
/// segments, a relevancy bar or a row of stars (AppKit's `NSLevelIndicator`). An editable one
/// sends its action when the user sets its value (a rating clicked).
open class LevelIndicator: Control {
  /// How the level is drawn (AppKit's `NSLevelIndicator.Style`).
  public enum Style: String, CaseIterable, NibEnum {
    /// A bar of thin stripes, as a search result's relevancy.
    case relevancy
    /// A bar that fills continuously, green, then yellow past the warning value and red past
    /// the critical one (or the reverse when the critical value is lower).
    case continuousCapacity
    /// A row of segments, each filled whole.
    case discreteCapacity
    /// A row of stars, one for each whole step of the value.
    case rating
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedStyle: Style = .discreteCapacity
  private var storedValue: Double = 0
  private var storedMinimumValue: Double = 0
  private var storedMaximumValue: Double = 2
  private var storedWarningValue: Double = 0
  private var storedCriticalValue: Double = 0
  private var storedIsEditable: Bool = false
  private var storedNumberOfTickMarks: Int = 0
  private var storedNumberOfMajorTickMarks: Int = 0
  private var storedRatingImage: String? = nil
  private var storedRatingPlaceholderImage: String? = nil

  /// How the level is drawn; a row of segments by default, as in AppKit.
  public var levelIndicatorStyle: Style {
    get { storedStyle }
    set { storedStyle = newValue }
  }

  /// The level shown; 0 by default.
  public var value: Double {
    get { storedValue }
    set { storedValue = newValue }
  }

  /// The level of an empty gauge; 0 by default.
  public var minimumValue: Double {
    get { storedMinimumValue }
    set { storedMinimumValue = newValue }
  }

  /// The level of a full gauge (a rating's number of stars); 2 by default, as in AppKit.
  public var maximumValue: Double {
    get { storedMaximumValue }
    set { storedMaximumValue = newValue }
  }

  /// The level past which a capacity gauge is drawn in the warning colour; 0 (none) by default.
  public var warningValue: Double {
    get { storedWarningValue }
    set { storedWarningValue = newValue }
  }

  /// The level past which a capacity gauge is drawn in the critical colour; 0 (none) by
  /// default.
  public var criticalValue: Double {
    get { storedCriticalValue }
    set { storedCriticalValue = newValue }
  }

  /// Whether the user may set the level by clicking or dragging; `false` by default.
  public var isEditable: Bool {
    get { storedIsEditable }
    set { storedIsEditable = newValue }
  }

  /// The number of tick marks along the gauge; none by default.
  public var numberOfTickMarks: Int {
    get { storedNumberOfTickMarks }
    set { storedNumberOfTickMarks = newValue }
  }

  /// How many of the tick marks are major ones; none by default.
  public var numberOfMajorTickMarks: Int {
    get { storedNumberOfMajorTickMarks }
    set { storedNumberOfMajorTickMarks = newValue }
  }

  /// The name of the image of a rating's filled step, or `nil` for AppKit's star.
  public var ratingImage: String? {
    get { storedRatingImage }
    set { storedRatingImage = newValue }
  }

  /// The name of the image of a rating's empty step, or `nil` for none (AppKit's dot).
  public var ratingPlaceholderImage: String? {
    get { storedRatingPlaceholderImage }
    set { storedRatingPlaceholderImage = newValue }
  }

}
