/// A bar of tabs, one of which is selected (UIKit's `UITabBar`).
open class TabBar: Bar {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedItems: [TabBarItem] = []
  private var storedSelectedItem: TabBarItem? = nil
  private var storedUnselectedItemTintColor: Color? = nil
  private weak var storedDelegate: AnyObject? = nil

  /// The tabs, in order.
  public var items: [TabBarItem] {
    get { storedItems }
    set { storedItems = newValue }
  }

  /// The selected tab, or `nil`.
  public var selectedItem: TabBarItem? {
    get { storedSelectedItem }
    set { storedSelectedItem = newValue }
  }

  /// The colour of the tabs that are not selected; `nil` for the default.
  public var unselectedItemTintColor: Color? {
    get { storedUnselectedItemTintColor }
    set { storedUnselectedItemTintColor = newValue }
  }

  /// The object that hears about selection; the bar does not keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }
}
