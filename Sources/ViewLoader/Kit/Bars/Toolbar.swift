/// A bar of bar button items, usually at the bottom of a screen (UIKit's `UIToolbar`). On macOS,
/// Interface Builder's window toolbar maps here too, held by ``Window/toolbar``.
open class Toolbar: Bar {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedItems: [BarButtonItem] = []

  /// The items, in order.
  public var items: [BarButtonItem] {
    get { storedItems }
    set { storedItems = newValue }
  }
}
