/// A macOS box: a titled border or a separator line around a content view (AppKit's `NSBox`).
open class Box: View {
  /// The kind of box (AppKit's `NSBox.BoxType`).
  public enum BoxType: String, CaseIterable, NibEnum {
    /// A box with a border and title.
    case primary
    /// A box of the secondary look (older systems).
    case secondary
    /// A line that separates, with no content.
    case separator
    /// A box of the oldest look.
    case oldStyle
    /// A box drawn with its own border and fill colours.
    case custom
  }

  /// Where a box shows its title (AppKit's `NSBox.TitlePosition`).
  public enum TitlePosition: String, CaseIterable, NibEnum {
    /// No title.
    case noTitle
    /// Above the top border.
    case aboveTop
    /// Across the top border.
    case atTop
    /// Below the top border.
    case belowTop
    /// Above the bottom border.
    case aboveBottom
    /// Across the bottom border.
    case atBottom
    /// Below the bottom border.
    case belowBottom
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedTitle: String = "Title"
  private var storedBoxType: BoxType = .primary
  private var storedBorderType: BorderType = .lineBorder
  private var storedTitlePosition: TitlePosition = .atTop
  private var storedCornerRadius: Double = 0
  private var storedBorderWidth: Double = 1
  private var storedBorderColor: Color? = nil
  private var storedFillColor: Color? = nil
  private var storedContentViewMargins: Size = Size(width: 5, height: 5)
  private var storedIsTransparent: Bool = false
  private var storedContentView: View? = nil

  /// The box's title; `Title` by default, as in AppKit.
  public var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }

  /// The kind of box; a primary box by default.
  public var boxType: BoxType {
    get { storedBoxType }
    set { storedBoxType = newValue }
  }

  /// The kind of border; a line by default.
  public var borderType: BorderType {
    get { storedBorderType }
    set { storedBorderType = newValue }
  }

  /// Where the title is; across the top border by default.
  public var titlePosition: TitlePosition {
    get { storedTitlePosition }
    set { storedTitlePosition = newValue }
  }

  /// The radius of a custom box's corners; 0 by default.
  public var cornerRadius: Double {
    get { storedCornerRadius }
    set { storedCornerRadius = newValue }
  }

  /// The width of a custom box's border; 1 by default.
  public var borderWidth: Double {
    get { storedBorderWidth }
    set { storedBorderWidth = newValue }
  }

  /// The colour of a custom box's border; `nil` for the default.
  public var borderColor: Color? {
    get { storedBorderColor }
    set { storedBorderColor = newValue }
  }

  /// The colour a custom box is filled with; `nil` for none.
  public var fillColor: Color? {
    get { storedFillColor }
    set { storedFillColor = newValue }
  }

  /// The distances between the border and the content view; 5 × 5 by default.
  public var contentViewMargins: Size {
    get { storedContentViewMargins }
    set { storedContentViewMargins = newValue }
  }

  /// Whether the box draws nothing; `false` by default.
  public var isTransparent: Bool {
    get { storedIsTransparent }
    set { storedIsTransparent = newValue }
  }

  /// The view inside the box, or `nil`. Setting it makes the view a subview of the box (behind the
  /// others), removing the previous content view; a view that is already a subview stays where it
  /// is.
  public var contentView: View? {
    get { storedContentView }
    set {
      hold(newValue, replacing: storedContentView, at: 0)
      storedContentView = newValue
    }
  }
}
