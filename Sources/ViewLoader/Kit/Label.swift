/// A view that shows read-only text.
open class Label: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedText: String? = nil
  private var storedFont: String? = nil
  private var storedNumberOfLines: Int = 1
  private var storedMinimumScaleFactor: Double = 0
  private var storedPreferredMaxLayoutWidth: Double = 0
  private var storedHighlightedTextColor: StoredColor? = nil
  private var storedTextColor: StoredColor? = nil
  private var storedTextAlignment: TextAlignment = .natural
  private var storedLineBreakMode: LineBreakMode = .byTruncatingTail
  private var storedBaselineAdjustment: BaselineAdjustment = .alignBaselines
  private var storedAdjustsFontSizeToFitWidth = false
  private var storedAdjustsFontForContentSizeCategory = false
  private var storedIsHighlighted = false
  private var storedIsEnabled = true

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
    get { storedNumberOfLines }
    set { storedNumberOfLines = newValue }
  }
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
  /// Whether the font shrinks (down to ``minimumScaleFactor``) to fit the text in the width;
  /// `false` by default.
  public var adjustsFontSizeToFitWidth: Bool {
    get { storedAdjustsFontSizeToFitWidth }
    set { storedAdjustsFontSizeToFitWidth = newValue }
  }
  /// The smallest scale of the font when it shrinks to fit, from 0 to 1; 0 (the font's own
  /// size) by default.
  public var minimumScaleFactor: Double {
    get { storedMinimumScaleFactor }
    set { storedMinimumScaleFactor = newValue }
  }
  /// Where shrunk text goes vertically; its baselines stay by default.
  public var baselineAdjustment: BaselineAdjustment {
    get { storedBaselineAdjustment }
    set { storedBaselineAdjustment = newValue }
  }
  /// Whether the font follows the user's text size setting; `false` by default.
  public var adjustsFontForContentSizeCategory: Bool {
    get { storedAdjustsFontForContentSizeCategory }
    set { storedAdjustsFontForContentSizeCategory = newValue }
  }
  /// The colour of the text while the label is highlighted; `nil` means ``textColor``.
  public var highlightedTextColor: Color? {
    get { storedHighlightedTextColor?.color }
    set { storedHighlightedTextColor = StoredColor.store(newValue) }
  }
  /// Whether the label is highlighted (its text then has ``highlightedTextColor``); `false` by
  /// default.
  public var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { storedIsHighlighted = newValue }
  }
  /// Whether the label is drawn enabled (not dimmed); `true` by default.
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set { storedIsEnabled = newValue }
  }
  /// The width at which a multi-line label wraps its text for layout, or 0 (the default) for
  /// its own width.
  public var preferredMaxLayoutWidth: Double {
    get { storedPreferredMaxLayoutWidth }
    set { storedPreferredMaxLayoutWidth = newValue }
  }

  /// Creates a label; like UIKit's, it does not take part in user interaction.
  public required init() {
    super.init()
    isUserInteractionEnabled = false
  }
}
