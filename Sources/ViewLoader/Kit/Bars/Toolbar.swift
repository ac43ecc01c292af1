/// A bar of bar button items, usually at the bottom of a screen (UIKit's `UIToolbar`). On macOS,
/// Interface Builder's window toolbar (AppKit's `NSToolbar`) maps here too, held by
/// ``Window/toolbar``: its ``ToolbarItem``s are the ``allowedItems``, and the ones it shows, in
/// order, its ``items``.
open class Toolbar: Bar {
  /// What a macOS toolbar's items show (AppKit's `NSToolbar.DisplayMode`).
  public enum DisplayMode: String, CaseIterable, NibEnum {
    /// The user's choice.
    case `default`
    /// Icons and labels.
    case iconAndLabel
    /// Icons only.
    case iconOnly
    /// Labels only.
    case labelOnly
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedItems: [BarButtonItem] = []
  private var storedAllowedItems: [BarButtonItem] = []
  private var storedDisplayMode: DisplayMode = .default
  private var storedAllowsUserCustomization = false
  private weak var storedDelegate: AnyObject? = nil

  /// The items shown, in order (an item may be shown more than once: a space).
  public var items: [BarButtonItem] {
    get { storedItems }
    set { storedItems = newValue }
  }
  /// Every item a macOS toolbar offers, shown or not: those the user may add when customizing
  /// it. Empty by default.
  public var allowedItems: [BarButtonItem] {
    get { storedAllowedItems }
    set { storedAllowedItems = newValue }
  }
  /// What a macOS toolbar's items show; the user's choice by default.
  public var displayMode: DisplayMode {
    get { storedDisplayMode }
    set { storedDisplayMode = newValue }
  }
  /// The object that positions the bar (UIKit's `UIToolbarDelegate`) or makes a macOS
  /// toolbar's items (AppKit's `NSToolbarDelegate`), or `nil`; the toolbar does not keep it
  /// alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }
  /// Whether the user may customize a macOS toolbar; `false` by default.
  public var allowsUserCustomization: Bool {
    get { storedAllowsUserCustomization }
    set { storedAllowsUserCustomization = newValue }
  }
}
