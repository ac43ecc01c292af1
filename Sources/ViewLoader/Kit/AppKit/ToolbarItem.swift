/// An item of a macOS window's toolbar (AppKit's `NSToolbarItem`): a labelled image or a view
/// of its own (``BarButtonItem/customView``, Interface Builder's `view`), which sends its
/// action when clicked, as a bar button item does.
///
/// A ``Toolbar`` lists every item the user may add in ``Toolbar/allowedItems`` and shows its
/// ``Toolbar/items``; the standard spaces are items with AppKit's identifiers
/// (`NSToolbarFlexibleSpaceItem`, `NSToolbarSpaceItem`).
open class ToolbarItem: BarButtonItem {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedItemIdentifier = ""
  private var storedLabel = ""
  private var storedPaletteLabel = ""
  private var storedToolTip: String? = nil
  private var storedMinSize: Size = .zero
  private var storedMaxSize: Size = .zero
  private var storedIsBordered = false
  private var storedIsNavigational = false
  private var storedVisibilityPriority = 0

  /// The identifier the toolbar knows the item by; empty by default.
  public var itemIdentifier: String {
    get { storedItemIdentifier }
    set { storedItemIdentifier = newValue }
  }
  /// The label shown under the item in the toolbar; empty by default.
  public var label: String {
    get { storedLabel }
    set { storedLabel = newValue }
  }
  /// The label shown in the panel that customizes the toolbar; empty by default.
  public var paletteLabel: String {
    get { storedPaletteLabel }
    set { storedPaletteLabel = newValue }
  }
  /// A short help text shown when the pointer rests on the item, or `nil`.
  public var toolTip: String? {
    get { storedToolTip }
    set { storedToolTip = newValue }
  }
  /// The smallest size of the item's view; zero (none) by default.
  public var minSize: Size {
    get { storedMinSize }
    set { storedMinSize = newValue }
  }
  /// The largest size of the item's view; zero (none) by default.
  public var maxSize: Size {
    get { storedMaxSize }
    set { storedMaxSize = newValue }
  }
  /// Whether the item is drawn with a bezel; `false` by default.
  public var isBordered: Bool {
    get { storedIsBordered }
    set { storedIsBordered = newValue }
  }
  /// Whether the item navigates (placed at the toolbar's leading edge); `false` by default.
  public var isNavigational: Bool {
    get { storedIsNavigational }
    set { storedIsNavigational = newValue }
  }
  /// How late the item moves to the overflow menu when the toolbar is too narrow: higher
  /// stays longer; 0 (the standard priority) by default.
  public var visibilityPriority: Int {
    get { storedVisibilityPriority }
    set { storedVisibilityPriority = newValue }
  }
}
