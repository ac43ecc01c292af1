/// A cell of a view-based macOS table: a view that shows one value, usually with a text field and
/// an image view among its subviews (AppKit's `NSTableCellView`).
open class TableCellView: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private weak var storedTextField: TextField? = nil
  private weak var storedImageView: ImageView? = nil

  /// The text field that shows the value, or `nil` (usually one of the subviews; held weakly).
  public var textField: TextField? {
    get { storedTextField }
    set { storedTextField = newValue }
  }

  /// The image view that shows the value's image, or `nil` (usually one of the subviews; held
  /// weakly).
  public var imageView: ImageView? {
    get { storedImageView }
    set { storedImageView = newValue }
  }
}
