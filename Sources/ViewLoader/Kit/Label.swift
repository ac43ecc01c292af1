/// A view that shows read-only text.
open class Label: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  //
  // A label is 166 bytes, which the allocator rounds to 176: the number of lines in 32 bits
  // (a larger one goes to the box of rarely set state) leaves room for the two one-byte
  // fields before the next 16-byte step. A field more of 8 bytes, or `numberOfLines` as an
  // `Int`, would make every label 16 bytes larger.
  private var storedText: String? = nil
  private var storedFont: String? = nil
  private var storedTextColor: StoredColor? = nil
  /// The number of lines, or ``Label/linesInDetails`` when it does not fit in 32 bits.
  private var storedNumberOfLines: Int32 = 1
  private var storedTextAlignment: TextAlignment = .natural
  private var storedLineBreakMode: LineBreakMode = .byTruncatingTail

  /// Where text whose font shrank to fit goes vertically (UIKit's `UIBaselineAdjustment`).
  public enum BaselineAdjustment: String, CaseIterable, NibEnum {
    /// The baselines stay where they were.
    case alignBaselines
    /// The text is centred where it was.
    case alignCenters
    /// The text's top stays where it was.
    case none
  }

  /// The text shown, or `nil` for none.
  public var text: String? {
    get { storedText }
    set { storedText = newValue }
  }
  /// The colour of the text; `nil` means the renderer's default.
  public var textColor: Color? {
    get { storedTextColor?.color }
    set { storedTextColor = StoredColor.store(newValue) }
  }
  /// Sets the text colour in its stored form (a nib's colours come packed).
  final func setTextColor(_ color: StoredColor) { storedTextColor = color }
  /// How the text lines up horizontally.
  public var textAlignment: TextAlignment {
    get { storedTextAlignment }
    set { storedTextAlignment = newValue }
  }
  /// The most lines the text may take; 0 means no limit.
  public var numberOfLines: Int {
    get {
      storedNumberOfLines != Label.linesInDetails
        ? Int(storedNumberOfLines) : labelDetails?.numberOfLines ?? 0
    }
    set {
      if let lines = Int32(exactly: newValue), lines != Label.linesInDetails {
        storedNumberOfLines = lines
      } else {
        storedNumberOfLines = Label.linesInDetails
        madeLabelDetails.numberOfLines = newValue
      }
    }
  }
  /// What ``storedNumberOfLines`` holds when the number is in the box of rarely set state.
  private static var linesInDetails: Int32 { .min }
  /// A font description for the renderer, for example `system 17`; `nil` means the default.
  public var font: String? {
    get { storedFont }
    set { storedFont = newValue }
  }

  /// How text that does not fit is wrapped or cut; shortened at the end by default.
  public var lineBreakMode: LineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }
  /// What few labels set, in the view's box of rarely set state.
  private var labelDetails: LabelDetails? { existingDetails(LabelDetails.self) }
  private var madeLabelDetails: LabelDetails { details(LabelDetails.init) }

  /// Whether the font shrinks (down to ``minimumScaleFactor``) to fit the text in the width;
  /// `false` by default.
  public var adjustsFontSizeToFitWidth: Bool {
    get { labelDetails?.adjustsFontSizeToFitWidth ?? false }
    set { madeLabelDetails.adjustsFontSizeToFitWidth = newValue }
  }
  /// The smallest scale of the font when it shrinks to fit, from 0 to 1; 0 (the font's own
  /// size) by default.
  public var minimumScaleFactor: Double {
    get { labelDetails?.minimumScaleFactor ?? 0 }
    set { madeLabelDetails.minimumScaleFactor = newValue }
  }
  /// Where shrunk text goes vertically; its baselines stay by default.
  public var baselineAdjustment: BaselineAdjustment {
    get { labelDetails?.baselineAdjustment ?? .alignBaselines }
    set { madeLabelDetails.baselineAdjustment = newValue }
  }
  /// Whether the font follows the user's text size setting; `false` by default.
  public var adjustsFontForContentSizeCategory: Bool {
    get { labelDetails?.adjustsFontForContentSizeCategory ?? false }
    set { madeLabelDetails.adjustsFontForContentSizeCategory = newValue }
  }
  /// The colour of the text while the label is highlighted; `nil` means ``textColor``.
  public var highlightedTextColor: Color? {
    get { labelDetails?.highlightedTextColor }
    set { madeLabelDetails.highlightedTextColor = newValue }
  }
  /// Whether the label is highlighted (its text then has ``highlightedTextColor``); `false` by
  /// default.
  public var isHighlighted: Bool {
    get { labelDetails?.isHighlighted ?? false }
    set { madeLabelDetails.isHighlighted = newValue }
  }
  /// Whether the label is drawn enabled (not dimmed); `true` by default.
  public var isEnabled: Bool {
    get { labelDetails?.isEnabled ?? true }
    set { madeLabelDetails.isEnabled = newValue }
  }
  /// The width at which a multi-line label wraps its text for layout, or 0 (the default) for
  /// its own width.
  public var preferredMaxLayoutWidth: Double {
    get { labelDetails?.preferredMaxLayoutWidth ?? 0 }
    set { madeLabelDetails.preferredMaxLayoutWidth = newValue }
  }

  /// Creates a label; like UIKit's, it does not take part in user interaction.
  public required init() {
    super.init()
    isUserInteractionEnabled = false
  }
}

/// What few labels set, boxed in the view's extras. Owned by one label.
private final class LabelDetails {
  /// ``Label/numberOfLines`` when it does not fit in the label's 32 bits.
  var numberOfLines = 0
  var minimumScaleFactor: Double = 0
  var preferredMaxLayoutWidth: Double = 0
  var highlightedTextColor: Color?
  var baselineAdjustment: Label.BaselineAdjustment = .alignBaselines
  var adjustsFontSizeToFitWidth = false
  var adjustsFontForContentSizeCategory = false
  var isHighlighted = false
  var isEnabled = true
}
