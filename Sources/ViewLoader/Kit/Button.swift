/// A control that performs an action when tapped.
open class Button: Control {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedTitle: String? = nil
  private var storedImage: String? = nil
  private var storedTitleColor: StoredColor? = nil

  /// The button's title, or `nil` for none.
  public var title: String? {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The colour of the title; `nil` means the renderer's default.
  public var titleColor: Color? {
    get { storedTitleColor?.color }
    set { storedTitleColor = StoredColor.store(newValue) }
  }
  /// Sets the title colour in its stored form (a nib's colours come packed).
  final func setTitleColor(_ color: StoredColor) { storedTitleColor = color }
  /// The name of the button's image, or `nil` for none.
  public var image: String? {
    get { storedImage }
    set { storedImage = newValue }
  }
}
