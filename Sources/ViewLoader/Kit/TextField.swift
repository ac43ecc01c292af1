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
  // The flag first, in the tail padding of `Control`: a text field is then 200 bytes, which
  // the allocator rounds to 208 (declared last, 201 bytes, rounded to 224).
  private var storedIsSecureTextEntry: Bool = false
  private var storedText: String? = nil
  private var storedPlaceholder: String? = nil

  /// The text entered, or `nil` for none.
  public var text: String? {
    get { storedText }
    set { storedText = newValue }
  }
  /// The object that hears about editing (UIKit's `UITextFieldDelegate`, AppKit's
  /// `NSTextFieldDelegate`), or `nil`; the field does not keep it alive.
  public var delegate: AnyObject? {
    get { extras?.delegate }
    set { extras(toStore: newValue)?.delegate = newValue }
  }
  /// The hint shown while the field is empty.
  public var placeholder: String? {
    get { storedPlaceholder }
    set { storedPlaceholder = newValue }
  }
  /// Whether the text is masked, as for a password.
  public var isSecureTextEntry: Bool {
    get { storedIsSecureTextEntry }
    set { storedIsSecureTextEntry = newValue }
  }

  /// What few text fields set, in the view's box of rarely set state.
  private var fieldDetails: TextFieldDetails? { existingDetails(TextFieldDetails.self) }
  private var madeFieldDetails: TextFieldDetails { details(TextFieldDetails.init) }

  /// A font description for the renderer (`system 17`); `nil` means the default.
  public var font: String? {
    get { fieldDetails?.font }
    set { madeFieldDetails.font = newValue }
  }
  /// The colour of the text; `nil` means the renderer's default.
  public var textColor: Color? {
    get { fieldDetails?.textColor }
    set { madeFieldDetails.textColor = newValue }
  }
  /// How the text lines up horizontally; naturally by default.
  public var textAlignment: TextAlignment {
    get { fieldDetails?.textAlignment ?? .natural }
    set { madeFieldDetails.textAlignment = newValue }
  }
  /// The border; none by default.
  public var borderStyle: BorderStyle {
    get { fieldDetails?.borderStyle ?? .none }
    set { madeFieldDetails.borderStyle = newValue }
  }
  /// When the button that clears the text is shown; never by default.
  public var clearButtonMode: ViewMode {
    get { fieldDetails?.clearButtonMode ?? .never }
    set { madeFieldDetails.clearButtonMode = newValue }
  }
  /// Whether the font shrinks (down to ``minimumFontSize``) to fit the text; `false` by
  /// default.
  public var adjustsFontSizeToFitWidth: Bool {
    get { fieldDetails?.adjustsFontSizeToFitWidth ?? false }
    set { madeFieldDetails.adjustsFontSizeToFitWidth = newValue }
  }
  /// Whether the font follows the user's text size setting; `false` by default.
  public var adjustsFontForContentSizeCategory: Bool {
    get { fieldDetails?.adjustsFontForContentSizeCategory ?? false }
    set { madeFieldDetails.adjustsFontForContentSizeCategory = newValue }
  }
  /// The smallest size the font shrinks to; 0 by default.
  public var minimumFontSize: Double {
    get { fieldDetails?.minimumFontSize ?? 0 }
    set { madeFieldDetails.minimumFontSize = newValue }
  }
  /// How text that does not fit is wrapped or cut (macOS); wrapped at words by default, as
  /// AppKit's text cells are (Interface Builder writes the mode of a one-line label).
  public var lineBreakMode: LineBreakMode {
    get { fieldDetails?.lineBreakMode ?? .byWordWrapping }
    set { madeFieldDetails.lineBreakMode = newValue }
  }
  /// The width a macOS label's wrapping text is measured at for its intrinsic size
  /// (`NSTextField.preferredMaxLayoutWidth`): its lines at that width, and that width when
  /// the text takes more than one. 0, by default, wraps it at the width it is laid out to.
  public var preferredMaxLayoutWidth: Double {
    get { fieldDetails?.preferredMaxLayoutWidth ?? 0 }
    set { madeFieldDetails.preferredMaxLayoutWidth = newValue }
  }
  /// Whether the user can change the text; `true` by default (a macOS label sets `false`).
  public var isEditable: Bool {
    get { fieldDetails?.isEditable ?? true }
    set { madeFieldDetails.isEditable = newValue }
  }
  /// Whether the user can select the text; `true` by default.
  public var isSelectable: Bool {
    get { fieldDetails?.isSelectable ?? true }
    set { madeFieldDetails.isSelectable = newValue }
  }
  /// Whether a macOS field draws a border; `false` by default.
  public var isBordered: Bool {
    get { fieldDetails?.isBordered ?? false }
    set { madeFieldDetails.isBordered = newValue }
  }
  /// Whether a macOS field draws a bezel; `false` by default.
  public var isBezeled: Bool {
    get { fieldDetails?.isBezeled ?? false }
    set { madeFieldDetails.isBezeled = newValue }
  }
  /// Whether a macOS field draws its background colour; `false` by default.
  public var drawsBackground: Bool {
    get { fieldDetails?.drawsBackground ?? false }
    set { madeFieldDetails.drawsBackground = newValue }
  }
  /// The formatter that turns the field's value into text and back, or `nil` (the field
  /// holds it).
  public var formatter: TextFormatter? {
    get { fieldDetails?.formatter }
    set { madeFieldDetails.formatter = newValue }
  }
  /// The object that gives a macOS combo box its list (AppKit's `NSComboBoxDataSource`), or
  /// `nil`; the field does not keep it alive.
  public var dataSource: AnyObject? {
    get { fieldDetails?.dataSource }
    set { madeFieldDetails.dataSource = newValue }
  }
  /// The menu a macOS search field makes its recent searches' menu from (AppKit's
  /// `NSSearchFieldCell.searchMenuTemplate`), or `nil` (the field holds it).
  public var searchMenuTemplate: Menu? {
    get { fieldDetails?.searchMenuTemplate }
    set { madeFieldDetails.searchMenuTemplate = newValue }
  }
  /// How the keyboard behaves (its `isSecureTextEntry` is the field's ``isSecureTextEntry``).
  public var textInputTraits: TextInputTraits {
    get {
      var traits = fieldDetails?.textInputTraits ?? TextInputTraits()
      traits.isSecureTextEntry = storedIsSecureTextEntry
      return traits
    }
    set {
      madeFieldDetails.textInputTraits = newValue
      storedIsSecureTextEntry = newValue.isSecureTextEntry
    }
  }
}

/// What few text fields set, boxed in the view's extras. Owned by one text field.
private final class TextFieldDetails {
  var font: String?
  var minimumFontSize: Double = 0
  var textColor: Color?
  var formatter: TextFormatter?
  weak var dataSource: AnyObject?
  var searchMenuTemplate: Menu?
  var textInputTraits = TextInputTraits()
  var textAlignment: TextAlignment = .natural
  var borderStyle: TextField.BorderStyle = .none
  var clearButtonMode: TextField.ViewMode = .never
  var lineBreakMode: LineBreakMode = .byWordWrapping
  var preferredMaxLayoutWidth: Double = 0
  var adjustsFontSizeToFitWidth = false
  var adjustsFontForContentSizeCategory = false
  var isEditable = true
  var isSelectable = true
  var isBordered = false
  var isBezeled = false
  var drawsBackground = false
}
