/// A view that shows a named image.
open class ImageView: View {
  /// The name of the image shown, or `nil` for none.
  public var image: String? = nil
  /// How the image fits into the view's bounds.
  public var contentMode: ContentMode = .scaleToFill
}
