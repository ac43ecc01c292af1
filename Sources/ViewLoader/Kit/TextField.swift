/// A control that holds one line of editable text (UIKit's `UITextField`), or on macOS a text
/// field, editable or not: AppKit's labels are text fields that are neither editable nor
/// bordered (``isEditable``, ``isBordered``).
open class TextField: Control, TextInput {
  /// The border of a text field (UIKit's `UITextField.BorderStyle`).
  public enum BorderStyle: String, CaseIterable, NibEnum {
    /// No border.
    case none
    /// A thin line.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle.
    case roundedRect
  }

  /// When a text field shows its button that clears the text (UIKit's
  /// `UITextField.ViewMode`).
  public enum ViewMode: String, CaseIterable, NibEnum {
    /// Never.
    case never
    /// While the text is being edited.
    case whileEditing
    /// While the text is not being edited.
    case unlessEditing
    /// Always.
    case always
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedText: String? = nil
  private var storedPlaceholder: String? = nil
  private var storedFont: String? = nil
  private var storedMinimumFontSize: Double = 0
  private var storedTextColor: Color? = nil
  private var storedFormatter: TextFormatter? = nil
  private var storedTextInputTraits = TextInputTraits()
  private var storedTextAlignment: TextAlignment = .natural
  private var storedBorderStyle: BorderStyle = .none
  private var storedClearButtonMode: ViewMode = .never
  private var storedLineBreakMode: LineBreakMode = .byClipping
  private var storedAdjustsFontSizeToFitWidth = false
  private var storedIsEditable = true
  private var storedIsSelectable = true
  private var storedIsBordered = false
  private var storedIsBezeled = false
  private var storedDrawsBackground = false

  /// The text entered, or `nil` for none.
  public var text: String? {
    get { storedText }
    set { storedText = newValue }
  }
  /// The hint shown while the field is empty.
  public var placeholder: String? {
    get { storedPlaceholder }
    set { storedPlaceholder = newValue }
  }
  /// Whether the text is masked, as for a password.
  public var isSecureTextEntry: Bool {
    get { storedTextInputTraits.isSecureTextEntry }
    set { storedTextInputTraits.isSecureTextEntry = newValue }
  }
  /// A font description for the renderer (`system 17`); `nil` means the default.
  public var font: String? {
    get { storedFont }
    set { storedFont = newValue }
  }
  /// The colour of the text; `nil` means the renderer's default.
  public var textColor: Color? {
    get { storedTextColor }
    set { storedTextColor = newValue }
  }
  /// How the text lines up horizontally; naturally by default.
  public var textAlignment: TextAlignment {
    get { storedTextAlignment }
    set { storedTextAlignment = newValue }
  }
  /// The border; none by default.
  public var borderStyle: BorderStyle {
    get { storedBorderStyle }
    set { storedBorderStyle = newValue }
  }
  /// When the button that clears the text is shown; never by default.
  public var clearButtonMode: ViewMode {
    get { storedClearButtonMode }
    set { storedClearButtonMode = newValue }
  }
  /// Whether the font shrinks (down to ``minimumFontSize``) to fit the text; `false` by
  /// default.
  public var adjustsFontSizeToFitWidth: Bool {
    get { storedAdjustsFontSizeToFitWidth }
    set { storedAdjustsFontSizeToFitWidth = newValue }
  }
  /// The smallest size the font shrinks to; 0 by default.
  public var minimumFontSize: Double {
    get { storedMinimumFontSize }
    set { storedMinimumFontSize = newValue }
  }
  /// How text that does not fit is wrapped or cut (macOS); cut off by default.
  public var lineBreakMode: LineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }
  /// Whether the user can change the text; `true` by default (a macOS label sets `false`).
  public var isEditable: Bool {
    get { storedIsEditable }
    set { storedIsEditable = newValue }
  }
  /// Whether the user can select the text; `true` by default.
  public var isSelectable: Bool {
    get { storedIsSelectable }
    set { storedIsSelectable = newValue }
  }
  /// Whether a macOS field draws a border; `false` by default.
  public var isBordered: Bool {
    get { storedIsBordered }
    set { storedIsBordered = newValue }
  }
  /// Whether a macOS field draws a bezel; `false` by default.
  public var isBezeled: Bool {
    get { storedIsBezeled }
    set { storedIsBezeled = newValue }
  }
  /// Whether a macOS field draws its background colour; `false` by default.
  public var drawsBackground: Bool {
    get { storedDrawsBackground }
    set { storedDrawsBackground = newValue }
  }
  /// The formatter that turns the field's value into text and back, or `nil` (the field
  /// holds it).
  public var formatter: TextFormatter? {
    get { storedFormatter }
    set { storedFormatter = newValue }
  }
  /// How the keyboard behaves.
  public var textInputTraits: TextInputTraits {
    get { storedTextInputTraits }
    set { storedTextInputTraits = newValue }
  }
}
