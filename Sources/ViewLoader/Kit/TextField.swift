/// A control that holds one line of editable text.
open class TextField: Control {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedText: String? = nil
  private var storedPlaceholder: String? = nil
  private var storedIsSecureTextEntry: Bool = false

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
    get { storedIsSecureTextEntry }
    set { storedIsSecureTextEntry = newValue }
  }
}
