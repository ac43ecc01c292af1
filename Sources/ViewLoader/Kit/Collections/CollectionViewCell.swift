/// One item of a collection view (UIKit's `UICollectionViewCell`). Its subviews are its content
/// (Interface Builder's cell content view merges into the cell).
open class CollectionViewCell: CollectionReusableView {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedIsSelected: Bool = false
  private var storedIsHighlighted: Bool = false

  /// Whether the cell's item is selected; `false` by default.
  public var isSelected: Bool {
    get { storedIsSelected }
    set { storedIsSelected = newValue }
  }

  /// Whether the cell is drawn highlighted (a touch is down on it); `false` by default.
  public var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { storedIsHighlighted = newValue }
  }
}
