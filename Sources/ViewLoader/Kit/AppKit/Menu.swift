/// A macOS menu: a title and menu items (AppKit's `NSMenu`). A menu item's ``MenuItem/submenu``
/// nests one.
open class Menu: Object {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedTitle: String = ""
  private var storedItems: [MenuItem] = []
  private var storedAutoenablesItems: Bool = true
  private weak var storedDelegate: AnyObject? = nil

  /// The object that hears about the menu opening and updating (AppKit's `NSMenuDelegate`), or
  /// `nil`; the menu does not keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }

  /// The menu's title; empty by default.
  public var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }

  /// The items, in order; setting them (or adding one with ``addItem(_:)``) makes this menu their
  /// ``MenuItem/menu``.
  public var items: [MenuItem] {
    get { storedItems }
    set {
      storedItems = newValue
      for item in newValue { item.menu = self }
    }
  }

  /// Whether items are enabled by whether their action has a target; `true` by default.
  public var autoenablesItems: Bool {
    get { storedAutoenablesItems }
    set { storedAutoenablesItems = newValue }
  }

  /// Adds an item at the end.
  /// - Parameter item: The item; its ``MenuItem/menu`` becomes this menu.
  public func addItem(_ item: MenuItem) {
    items.append(item)
  }

  /// The first item with the title, or `nil`.
  /// - Parameter title: The title to look for.
  public func item(withTitle title: String) -> MenuItem? {
    items.first { $0.title == title }
  }
}
