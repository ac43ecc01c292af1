/// A macOS view of tabs, each a ``TabViewItem`` with a view of its own; the selected item's
/// view is the one shown (AppKit's `NSTabView`).
///
/// The tab view shows the selected item's view as its subview, behind the others: selecting
/// another item swaps the views. Items added to a tab view with no selection select the first.
open class TabView: View {
  /// Where a tab view shows its tabs and what border it draws (AppKit's
  /// `NSTabView.TabViewType`).
  public enum TabViewType: String, CaseIterable, NibEnum {
    /// Tabs on top, with a bezel.
    case topTabsBezelBorder
    /// Tabs on the left, with a bezel.
    case leftTabsBezelBorder
    /// Tabs at the bottom, with a bezel.
    case bottomTabsBezelBorder
    /// Tabs on the right, with a bezel.
    case rightTabsBezelBorder
    /// No tabs, a bezel.
    case noTabsBezelBorder
    /// No tabs, a line.
    case noTabsLineBorder
    /// No tabs and no border.
    case noTabsNoBorder
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedItems: [TabViewItem] = []
  private var storedFont: String? = nil
  private weak var storedSelectedItem: TabViewItem? = nil
  private var storedTabViewType: TabViewType = .topTabsBezelBorder
  private var storedDrawsBackground = true
  private weak var storedDelegate: AnyObject? = nil

  /// The object that hears about tabs being selected (AppKit's `NSTabViewDelegate`), or `nil`;
  /// the tab view does not keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }

  /// The items, in order. Use ``addTabViewItem(_:)`` to add one.
  public var tabViewItems: [TabViewItem] { storedItems }
  /// Where the tabs are and what border is drawn; tabs on top with a bezel by default.
  public var tabViewType: TabViewType {
    get { storedTabViewType }
    set { storedTabViewType = newValue }
  }
  /// Whether the background is drawn; `true` by default.
  public var drawsBackground: Bool {
    get { storedDrawsBackground }
    set { storedDrawsBackground = newValue }
  }
  /// A font description of the tabs' labels for the renderer; `nil` means the default.
  public var font: String? {
    get { storedFont }
    set { storedFont = newValue }
  }

  /// Adds an item at the end; the first item added is selected.
  /// - Parameter item: The item; it leaves the tab view it was in.
  public func addTabViewItem(_ item: TabViewItem) {
    if let previous = item.tabView { previous.removeTabViewItem(item) }
    storedItems.append(item)
    item.tabView = self
    if storedSelectedItem == nil { selectTabViewItem(item) }
  }

  /// Removes an item; when it was selected, its view leaves and the first item left is
  /// selected.
  /// - Parameter item: The item; one the tab view does not have is ignored.
  public func removeTabViewItem(_ item: TabViewItem) {
    guard let index = storedItems.firstIndex(where: { $0 === item }) else { return }
    storedItems.remove(at: index)
    item.tabView = nil
    if storedSelectedItem === item {
      hold(nil, replacing: item.view, at: 0)
      storedSelectedItem = nil
      if let first = storedItems.first { selectTabViewItem(first) }
    }
  }

  /// The selected item, or `nil`.
  public var selectedTabViewItem: TabViewItem? { storedSelectedItem }

  /// The index of the selected item, or -1 for none.
  public var indexOfSelectedItem: Int {
    storedItems.firstIndex { $0 === storedSelectedItem } ?? -1
  }

  /// Selects an item: its view becomes the view shown.
  /// - Parameter item: One of the items; another object is ignored.
  public func selectTabViewItem(_ item: TabViewItem) {
    guard item.tabView === self, item !== storedSelectedItem else { return }
    hold(item.view, replacing: storedSelectedItem?.view, at: 0)
    storedSelectedItem = item
  }

  /// Selects the item at an index (see ``selectTabViewItem(_:)``).
  /// - Parameter index: An index of ``tabViewItems``; one out of range is ignored.
  public func selectTabViewItem(at index: Int) {
    guard storedItems.indices.contains(index) else { return }
    selectTabViewItem(storedItems[index])
  }

  /// The selected item's view changed: the new one is shown.
  func itemViewChanged(_ item: TabViewItem, from old: View?) {
    guard item === storedSelectedItem else { return }
    hold(item.view, replacing: old, at: 0)
  }
}

/// A tab of a macOS tab view: a label and the view the tab shows (AppKit's `NSTabViewItem`).
open class TabViewItem: Object {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedLabel = ""
  private var storedIdentifier: String? = nil
  private var storedToolTip: String? = nil
  private var storedView: View? = nil
  private weak var storedTabView: TabView? = nil
  private weak var storedInitialFirstResponder: View? = nil

  /// The tab's label; empty by default.
  public var label: String {
    get { storedLabel }
    set { storedLabel = newValue }
  }
  /// An identifier of the tab, or `nil`.
  public var identifier: String? {
    get { storedIdentifier }
    set { storedIdentifier = newValue }
  }
  /// A help text for the tab, or `nil`.
  public var toolTip: String? {
    get { storedToolTip }
    set { storedToolTip = newValue }
  }
  /// The view the tab shows, or `nil`: its tab view's subview while the tab is selected.
  public var view: View? {
    get { storedView }
    set {
      let old = storedView
      storedView = newValue
      storedTabView?.itemViewChanged(self, from: old)
    }
  }
  /// The view that takes the keyboard when the tab is selected, or `nil`; the item does not
  /// keep it alive.
  public var initialFirstResponder: View? {
    get { storedInitialFirstResponder }
    set { storedInitialFirstResponder = newValue }
  }
  /// The tab view the item is in (``TabView/tabViewItems``), or `nil`.
  public internal(set) var tabView: TabView? {
    get { storedTabView }
    set { storedTabView = newValue }
  }
}
