/// A view that shows a named image, fitted into its bounds as its ``View/contentMode`` says.
open class ImageView: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedImage: String? = nil

  /// The name of the image shown, or `nil` for none.
  public var image: String? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// The name of the image shown while the view is highlighted, or `nil` to show ``image``.
  public var highlightedImage: String? {
    get { existingDetails(ImageViewDetails.self)?.highlightedImage }
    set { details(ImageViewDetails.init).highlightedImage = newValue }
  }
  /// Whether the view is highlighted (it then shows ``highlightedImage``).
  public var isHighlighted: Bool {
    get { existingDetails(ImageViewDetails.self)?.isHighlighted ?? false }
    set { details(ImageViewDetails.init).isHighlighted = newValue }
  }

  /// Creates an image view; like UIKit's, it does not take part in user interaction.
  public required init() {
    super.init()
    isUserInteractionEnabled = false
  }
}

/// What few image views set, boxed in the view's extras. Owned by one image view.
private final class ImageViewDetails {
  var highlightedImage: String?
  var isHighlighted = false
}
