/// A view a collection view shows and reuses: a supplementary view (a header, a footer), and the
/// base of its cells (UIKit's `UICollectionReusableView`).
open class CollectionReusableView: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedReuseIdentifier: String? = nil

  /// The identifier under which the collection view keeps the view for reuse.
  public var reuseIdentifier: String? {
    get { storedReuseIdentifier }
    set { storedReuseIdentifier = newValue }
  }

  /// Called before the collection view hands a reused view out again; does nothing by
  /// default. Subclasses override it to reset per-item state.
  open func prepareForReuse() {}
}
