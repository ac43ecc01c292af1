/// A view whose content may be larger than its bounds and is scrolled into view.
open class ScrollView: View {
  /// The size of the scrollable content.
  public var contentSize: Size = .zero
  /// The point of the content shown at the view's top-left corner.
  public var contentOffset: Point = .zero
}
