/// A view whose content may be larger than its bounds and is scrolled into view.
open class ScrollView: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedContentSize: Size = .zero
  private var storedContentOffset: Point = .zero

  /// The size of the scrollable content.
  public var contentSize: Size {
    get { storedContentSize }
    set { storedContentSize = newValue }
  }
  /// The point of the content shown at the view's top-left corner.
  public var contentOffset: Point {
    get { storedContentOffset }
    set { storedContentOffset = newValue }
  }
}
