/// A view that shows a named image.
open class ImageView: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedImage: String? = nil
  private var storedContentMode: ContentMode = .scaleToFill

  /// The name of the image shown, or `nil` for none.
  public var image: String? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// How the image fits into the view's bounds.
  public var contentMode: ContentMode {
    get { storedContentMode }
    set { storedContentMode = newValue }
  }
}
