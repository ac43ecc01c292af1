/// A control that holds one line of editable text.
open class TextField: Control {
  /// The text entered, or `nil` for none.
  public var text: String? = nil
  /// The hint shown while the field is empty.
  public var placeholder: String? = nil
  /// Whether the text is masked, as for a password.
  public var isSecureTextEntry: Bool = false
}
