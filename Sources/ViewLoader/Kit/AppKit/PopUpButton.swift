/// A macOS button that shows a menu of choices, the chosen one as its title (AppKit's
/// `NSPopUpButton`): the choices are its ``View/menu``.
open class PopUpButton: Button {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedPullsDown: Bool = false
  private var storedAutoenablesItems: Bool = true
  private var storedSelectedItem: MenuItem? = nil

  /// Whether the menu pulls down from the button (a command menu) rather than popping up over it
  /// (a choice); `false` by default.
  public var pullsDown: Bool {
    get { storedPullsDown }
    set { storedPullsDown = newValue }
  }

  /// Whether the menu's items are enabled by whether their action has a target; `true` by default.
  public var autoenablesItems: Bool {
    get { storedAutoenablesItems }
    set { storedAutoenablesItems = newValue }
  }

  /// The chosen item, or `nil`.
  public var selectedItem: MenuItem? {
    get { storedSelectedItem }
    set { storedSelectedItem = newValue }
  }

  /// The index of the chosen item in the menu, or -1 for none.
  public var indexOfSelectedItem: Int {
    guard let selectedItem, let items = menu?.items else { return -1 }
    return items.firstIndex { $0 === selectedItem } ?? -1
  }
}
