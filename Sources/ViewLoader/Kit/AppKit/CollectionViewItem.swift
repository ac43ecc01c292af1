/// The controller of one item of a macOS collection view (AppKit's `NSCollectionViewItem`): a
/// view controller whose view shows the item, usually with a text field and an image view
/// among its subviews.
open class CollectionViewItem: ViewController {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private weak var storedTextField: TextField? = nil
  private weak var storedImageView: ImageView? = nil

  /// The text field that shows the item's value, or `nil` (usually in the item's view; held
  /// weakly).
  public var textField: TextField? {
    get { storedTextField }
    set { storedTextField = newValue }
  }

  /// The image view that shows the item's image, or `nil` (usually in the item's view; held
  /// weakly).
  public var imageView: ImageView? {
    get { storedImageView }
    set { storedImageView = newValue }
  }
}
