/// A bar that shows the navigation items of a stack of screens, the top one's title and buttons
/// (UIKit's `UINavigationBar`).
open class NavigationBar: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedItems: [NavigationItem] = []
  private var storedBarStyle: BarStyle = .default
  private var storedIsTranslucent: Bool = true
  private var storedBarTintColor: Color? = nil
  private var storedPrefersLargeTitles: Bool = false

  /// The navigation items, bottom of the stack first.
  public var items: [NavigationItem] {
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

  /// Whether titles are shown large; `false` by default.
  public var prefersLargeTitles: Bool {
    get { storedPrefersLargeTitles }
    set { storedPrefersLargeTitles = newValue }
  }

  /// The item at the top of the stack (the last one), or `nil`.
  public var topItem: NavigationItem? { items.last }
}
