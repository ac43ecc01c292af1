/// A bar of bar button items, usually at the bottom of a screen (UIKit's `UIToolbar`). On macOS,
/// Interface Builder's window toolbar maps here too, held by ``Window/toolbar``.
open class Toolbar: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedItems: [BarButtonItem] = []
  private var storedBarStyle: BarStyle = .default
  private var storedIsTranslucent: Bool = true
  private var storedBarTintColor: Color? = nil

  /// The items, in order.
  public var items: [BarButtonItem] {
    get { storedItems }
    set { storedItems = newValue }
  }

  /// The bar's look; the default one by default.
  public var barStyle: BarStyle {
    get { storedBarStyle }
    set { storedBarStyle = newValue }
  }

  /// Whether the bar is see-through; `true` by default.
  public var isTranslucent: Bool {
    get { storedIsTranslucent }
    set { storedIsTranslucent = newValue }
  }

  /// The colour of the bar's background; `nil` for the default.
  public var barTintColor: Color? {
    get { storedBarTintColor }
    set { storedBarTintColor = newValue }
  }
}
