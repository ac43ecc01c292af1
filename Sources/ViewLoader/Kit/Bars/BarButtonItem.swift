/// A button of a toolbar or a navigation bar (UIKit's `UIBarButtonItem`): a title, an image,
/// a system item or a custom view. Choosing it fires its actions.
///
/// Headless: ``sendAction()`` is what an input system (or a test) calls when the item is
/// chosen; it fires ``Control/Event/primaryActionTriggered``, the one event an item declares,
/// so a nib's `<action event="primaryActionTriggered" …/>` under an item binds like a
/// control's.
open class BarButtonItem: BarItem {
  /// The look of an item (UIKit's `UIBarButtonItem.Style`).
  public enum Style: String, CaseIterable, NibEnum {
    /// A plain item.
    case plain
    /// A bordered item (an older look).
    case bordered
    /// The item that ends a task, drawn in bold.
    case done
  }

  /// The items the system draws (UIKit's `UIBarButtonItem.SystemItem`).
  public enum SystemItem: String, CaseIterable, NibEnum {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// A plus sign.
    case add
    /// Space that grows to fill the bar.
    case flexibleSpace
    /// Space of the item's ``BarButtonItem/width``.
    case fixedSpace
    /// Compose.
    case compose
    /// Reply.
    case reply
    /// Share.
    case action
    /// Organize.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Refresh.
    case refresh
    /// Stop.
    case stop
    /// Camera.
    case camera
    /// Trash.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Page curl (an older item).
    case pageCurl
    /// Close.
    case close
  }

  /// The handlers added, in order.
  private var actions = ActionList()
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedWidth: Double = 0
  private var storedCustomView: View? = nil
  private var storedTintColor: Color? = nil
  private var storedStyle: Style = .plain
  private var storedSystemItem: SystemItem? = nil

  /// The item's look; plain by default.
  public var style: Style {
    get { storedStyle }
    set { storedStyle = newValue }
  }
  /// The system item this is, or `nil` for an item of its own title, image or view.
  public var systemItem: SystemItem? {
    get { storedSystemItem }
    set { storedSystemItem = newValue }
  }
  /// The item's width, or 0 (the default) for its content's.
  public var width: Double {
    get { storedWidth }
    set { storedWidth = newValue }
  }
  /// A view shown in place of the title and image, or `nil`. The bar shows it; the item
  /// holds it.
  public var customView: View? {
    get { storedCustomView }
    set { storedCustomView = newValue }
  }
  /// The colour of the item's title and image; `nil` for the bar's.
  public var tintColor: Color? {
    get { storedTintColor }
    set { storedTintColor = newValue }
  }

  /// Adds a handler that runs, with this item as its argument, each time the item is chosen.
  /// - Parameter handler: The code to run.
  public func addAction(_ handler: @escaping (BarButtonItem) -> Void) {
    actions.append(
      (.primaryActionTriggered, { handler(unsafeDowncast($0, to: BarButtonItem.self)) }))
  }

  /// The item was chosen: its handlers run, in the order they were added (also when it is
  /// disabled, as `sendActions(for:)` of a control does).
  public func sendAction() {
    actions.send(.primaryActionTriggered, from: self)
  }

  /// The number of handlers added.
  public var actionCount: Int { actions.count(for: .primaryActionTriggered) }
}

extension BarButtonItem: NibActionSender {
  func addNibAction(for event: Control.Event, _ handler: @escaping (AnyObject) -> Void) {
    actions.append((event, handler))
  }
}
