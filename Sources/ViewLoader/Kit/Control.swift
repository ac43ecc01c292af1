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

    /// The control's main action happened (a button was pressed, a field was submitted).
    public static let primaryActionTriggered = Event(rawValue: "primaryActionTriggered")
    /// A touch ended inside the control.
    public static let touchUpInside = Event(rawValue: "touchUpInside")
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: "valueChanged")
    /// The text of an editable control changed.
    public static let editingChanged = Event(rawValue: "editingChanged")
    /// Editing of the control's text ended.
    public static let editingDidEnd = Event(rawValue: "editingDidEnd")
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

  /// One added handler: the event it reacts to and the code, which receives this control.
  private typealias Action = (event: Event, handler: (AnyObject) -> Void)

  /// The first handler added, kept inline: most controls of a nib have exactly one, which then
  /// costs no allocation beyond its closure.
  private var firstAction: Action?
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View). Declared here, the flags fill the padding after `firstAction`.
  private var storedIsEnabled: Bool = true
  private var storedIsSelected: Bool = false
  /// The handlers added after the first, in the order they were added (a list costs one
  /// allocation where a dictionary of lists costs two or more).
  private var laterActions: [Action] = []

  /// Adds a handler that runs, with this control as its argument, each time `event` is sent.
  ///
  /// The control keeps the handler strongly; capture the handler's owner weakly when the owner
  /// also keeps the control.
  /// - Parameters:
  ///   - event: The event to react to.
  ///   - handler: The code to run; it receives the control that sent the event.
  public func addAction(for event: Event, _ handler: @escaping (Control) -> Void) {
    append((event, { handler(unsafeDowncast($0, to: Control.self)) }))
  }

  /// Adds a handler bound from a nib, which receives this control as its sender.
  func addNibAction(for event: Event, _ handler: @escaping (AnyObject) -> Void) {
    append((event, handler))
  }

  private func append(_ action: Action) {
    if firstAction == nil {
      firstAction = action
    } else {
      laterActions.append(action)
    }
  }

  /// Runs every handler added for `event`, in the order they were added.
  ///
  /// Handlers run even when `isEnabled` is `false`, as in UIKit, where only the input system
  /// checks that flag. Handlers added or removed while the event is being sent take effect from
  /// the next send.
  /// - Parameter event: The event that happened.
  public func sendActions(for event: Event) {
    guard let first = firstAction else { return }
    let later = laterActions
    if first.event == event { first.handler(self) }
    for action in later where action.event == event {
      action.handler(self)
    }
  }

  /// The number of handlers added for `event`.
  /// - Parameter event: The event to count handlers for.
  public func actionCount(for event: Event) -> Int {
    guard let first = firstAction else { return 0 }
    return laterActions.reduce(first.event == event ? 1 : 0) { $1.event == event ? $0 + 1 : $0 }
  }

  /// Removes every handler of every event.
  public func removeAllActions() {
    firstAction = nil
    laterActions = []
  }
}
