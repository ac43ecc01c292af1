/// A bar that shows the navigation items of a stack of screens, the top one's title and buttons
/// (UIKit's `UINavigationBar`).
open class NavigationBar: Bar {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedItems: [NavigationItem] = []
  private var storedPrefersLargeTitles: Bool = false

  /// The navigation items, bottom of the stack first.
  public var items: [NavigationItem] {
    get { storedItems }
    set { storedItems = newValue }
  }

  /// Whether titles are shown large; `false` by default.
  public var prefersLargeTitles: Bool {
    get { storedPrefersLargeTitles }
    set { storedPrefersLargeTitles = newValue }
  }

  /// The item at the top of the stack (the last one), or `nil`.
  public var topItem: NavigationItem? { items.last }
}
