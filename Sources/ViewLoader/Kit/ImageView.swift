/// A view that shows a named image, fitted into its bounds as its ``View/contentMode`` says.
open class ImageView: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedImage: String? = nil
  private var storedHighlightedImage: String? = nil
  private var storedIsHighlighted = false

  /// The name of the image shown, or `nil` for none.
  public var image: String? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// The name of the image shown while the view is highlighted, or `nil` to show ``image``.
  public var highlightedImage: String? {
    get { storedHighlightedImage }
    set { storedHighlightedImage = newValue }
  }
  /// Whether the view is highlighted (it then shows ``highlightedImage``).
  public var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { storedIsHighlighted = newValue }
  }

  /// Creates an image view; like UIKit's, it does not take part in user interaction.
  public required init() {
    super.init()
    isUserInteractionEnabled = false
  }
}
