/// A view that reacts to the user and reports events to the handlers added for them.
///
/// A nib's `<action event="…" handler="…"/>` adds a handler; `sendActions(for:)` fires them, so
/// tests and renderers drive controls without any input system.
open class Control: View {
  /// Something that happens to a control, named by a string.
  ///
  /// The kit's events are the static members; apps add their own with
  /// `Control.Event(rawValue: "longPress")`.
  public struct Event: Hashable, Sendable, RawRepresentable {
    /// The event's name, as a nib's `event` attribute spells it.
    public let rawValue: String

    /// Creates an event from its name.
    /// - Parameter rawValue: The event's name, for example `"touchUpInside"`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// A finger touched down inside the control.
    public static let touchDown = Event(rawValue: "touchDown")
    /// A finger touched down inside the control again, quickly (a double tap).
    public static let touchDownRepeat = Event(rawValue: "touchDownRepeat")
    /// A finger moved inside the control.
    public static let touchDragInside = Event(rawValue: "touchDragInside")
    /// A finger moved outside the control's bounds.
    public static let touchDragOutside = Event(rawValue: "touchDragOutside")
    /// A finger moved from outside the control into it.
    public static let touchDragEnter = Event(rawValue: "touchDragEnter")
    /// A finger moved from inside the control out of it.
    public static let touchDragExit = Event(rawValue: "touchDragExit")
    /// A touch ended inside the control.
    public static let touchUpInside = Event(rawValue: "touchUpInside")
    /// A touch ended outside the control.
    public static let touchUpOutside = Event(rawValue: "touchUpOutside")
    /// The system cancelled a touch.
    public static let touchCancel = Event(rawValue: "touchCancel")
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: "valueChanged")
    /// The control's main action happened (a button was pressed, a field was submitted, a
    /// gesture was recognised, a bar button item or a menu item was chosen).
    public static let primaryActionTriggered = Event(rawValue: "primaryActionTriggered")
    /// The control's menu was used.
    public static let menuActionTriggered = Event(rawValue: "menuActionTriggered")
    /// Editing of the control's text began.
    public static let editingDidBegin = Event(rawValue: "editingDidBegin")
    /// The text of an editable control changed.
    public static let editingChanged = Event(rawValue: "editingChanged")
    /// Editing of the control's text ended.
    public static let editingDidEnd = Event(rawValue: "editingDidEnd")
    /// Editing ended because the user pressed Return.
    public static let editingDidEndOnExit = Event(rawValue: "editingDidEndOnExit")
    /// A macOS table's (or outline's) row was double-clicked: AppKit's `doubleAction`, which
    /// Interface Builder writes as `trigger="doubleAction"`. Sent by ``TableView``, not by
    /// controls.
    public static let doubleAction = Event(rawValue: "doubleAction")

    /// Every event UIKit's controls send, in UIKit's order: what the kit's `Control` declares.
    public static let allControlEvents: [Event] = [
      .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
      .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
      .primaryActionTriggered, .menuActionTriggered, .editingDidBegin, .editingChanged,
      .editingDidEnd, .editingDidEndOnExit,
    ]
  }

  /// Whether the control accepts user interaction.
  ///
  /// Like UIKit's, this flag is for the input system: `sendActions(for:)` fires handlers
  /// whatever its value.
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set { storedIsEnabled = newValue }
  }
  /// Whether the control is in its selected state.
  public var isSelected: Bool {
    get { storedIsSelected }
    set { storedIsSelected = newValue }
  }
  /// Whether the control is drawn highlighted (a touch is down on it).
  public var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { storedIsHighlighted = newValue }
  }
  /// The size of an AppKit control (`NSControl.ControlSize`): each has its own fixed height,
  /// bezel and system font.
  public enum ControlSize: String, CaseIterable, NibEnum {
    /// The default size (13-point system font).
    case regular
    /// A smaller control, for panels and dense screens (11-point system font).
    case small
    /// The smallest control (9-point system font).
    case mini
    /// A size larger than the default (macOS 11 and later).
    case large

    /// The size of the system font Interface Builder gives a control of this size
    /// (`NSFont.systemFontSize(for:)`): 13 points, 11 for a small control and 9 for a mini
    /// one.
    public var systemFontSize: Double {
      switch self {
      case .regular, .large: 13
      case .small: 11
      case .mini: 9
      }
    }
  }

  /// The size of an AppKit control (Interface Builder's `controlSize` of its cell); regular by
  /// default. UIKit's controls have no sizes: they ignore it.
  public var controlSize: ControlSize {
    get { extras?.controlSize ?? .regular }
    set { extras(toStore: newValue == .regular ? nil : newValue)?.controlSize = newValue }
  }
  /// How the control's content (a title, an image) lines up horizontally; centred by default.
  public var contentHorizontalAlignment: ContentHorizontalAlignment {
    get { storedContentHorizontalAlignment }
    set { storedContentHorizontalAlignment = newValue }
  }
  /// How the control's content lines up vertically; centred by default.
  public var contentVerticalAlignment: ContentVerticalAlignment {
    get { storedContentVerticalAlignment }
    set { storedContentVerticalAlignment = newValue }
  }

  /// The handlers added, in order. Declared before the flags, which fill its padding.
  private var actions = ActionList()
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedIsEnabled: Bool = true
  private var storedIsSelected: Bool = false
  private var storedIsHighlighted: Bool = false
  private var storedContentHorizontalAlignment: ContentHorizontalAlignment = .center
  private var storedContentVerticalAlignment: ContentVerticalAlignment = .center

  /// Adds a handler that runs, with this control as its argument, each time `event` is sent.
  ///
  /// The control keeps the handler strongly; capture the handler's owner weakly when the owner
  /// also keeps the control.
  /// - Parameters:
  ///   - event: The event to react to.
  ///   - handler: The code to run; it receives the control that sent the event.
  public func addAction(for event: Event, _ handler: @escaping (Control) -> Void) {
    actions.append((event, { handler(unsafeDowncast($0, to: Control.self)) }))
  }

  /// Adds a handler bound from a nib, which receives this control as its sender.
  func addNibAction(for event: Event, _ handler: @escaping (AnyObject) -> Void) {
    actions.append((event, handler))
  }

  /// Runs every handler added for `event`, in the order they were added.
  ///
  /// Handlers run even when `isEnabled` is `false`, as in UIKit, where only the input system
  /// checks that flag. Handlers added or removed while the event is being sent take effect from
  /// the next send.
  /// - Parameter event: The event that happened.
  public func sendActions(for event: Event) {
    actions.send(event, from: self)
  }

  /// The number of handlers added for `event`.
  /// - Parameter event: The event to count handlers for.
  public func actionCount(for event: Event) -> Int {
    actions.count(for: event)
  }

  /// Removes every handler of every event.
  public func removeAllActions() {
    actions.removeAll()
  }
}

extension Control: NibActionSender {}
