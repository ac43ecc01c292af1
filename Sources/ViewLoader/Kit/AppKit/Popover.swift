/// A macOS popover: a panel that shows a view controller's view beside a view it points at
/// (AppKit's `NSPopover`). A file holds it as an object; the app shows it.
open class Popover: Object {
  /// When the popover closes by itself (AppKit's `NSPopover.Behavior`).
  public enum Behavior: String, CaseIterable, NibEnum {
    /// Only when the app closes it.
    case applicationDefined
    /// When the user interacts with anything outside it.
    case transient
    /// When the user interacts with the window it points into, but not with other windows.
    case semitransient
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedBehavior: Behavior = .applicationDefined
  private var storedAnimates: Bool = true
  private var storedContentViewController: ViewController? = nil
  private weak var storedDelegate: AnyObject? = nil

  /// When the popover closes by itself; only when the app closes it by default.
  public var behavior: Behavior {
    get { storedBehavior }
    set { storedBehavior = newValue }
  }

  /// Whether the popover animates as it opens and closes; `true` by default.
  public var animates: Bool {
    get { storedAnimates }
    set { storedAnimates = newValue }
  }

  /// The view controller whose view the popover shows, or `nil` (kept alive by the popover).
  public var contentViewController: ViewController? {
    get { storedContentViewController }
    set { storedContentViewController = newValue }
  }

  /// The object told as the popover opens and closes (AppKit's `NSPopoverDelegate`), or `nil`;
  /// the popover does not keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }
}
