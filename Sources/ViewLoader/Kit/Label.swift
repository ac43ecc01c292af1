/// A view that shows read-only text.
open class Label: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedText: String? = nil
  private var storedFont: String? = nil
  private var storedNumberOfLines: Int = 1
  private var storedTextColor: StoredColor? = nil
  private var storedTextAlignment: TextAlignment = .natural

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

  /// Creates a label; like UIKit's, it does not take part in user interaction.
  public required init() {
    super.init()
    isUserInteractionEnabled = false
  }
}
