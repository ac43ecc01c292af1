/// A macOS table's actions: AppKit's `NSTableView` is a control whose `action` fires when a
/// row is clicked and whose `doubleAction` fires when one is double-clicked. The kit's table
/// sends them as ``Control/Event/primaryActionTriggered`` and ``Control/Event/doubleAction``,
/// which a nib binds with `<action>` and an Interface Builder document with
/// `<action selector="open:" target="…"/>` (with `trigger="doubleAction"` for the second).
///
/// Headless, like the rest of the kit: ``sendActions(for:)`` is what an input system (or a
/// test) calls when a row is clicked.
extension TableView {
  /// Adds a handler that runs, with this table as its argument, each time `event` is sent.
  ///
  /// The table keeps the handler strongly; capture the handler's owner weakly when the owner
  /// also keeps the table.
  /// - Parameters:
  ///   - event: The event to react to: ``Control/Event/primaryActionTriggered`` (a row
  ///     clicked) or ``Control/Event/doubleAction`` (a row double-clicked).
  ///   - handler: The code to run; it receives the table that sent the event.
  public func addAction(for event: Control.Event, _ handler: @escaping (TableView) -> Void) {
    madeDetails.actions.append((event, { handler(unsafeDowncast($0, to: TableView.self)) }))
  }

  /// Runs every handler added for `event`, in the order they were added. Handlers added or
  /// removed while the event is being sent take effect from the next send.
  /// - Parameter event: The event that happened.
  public func sendActions(for event: Control.Event) {
    details?.actions.send(event, from: self)
  }

  /// The number of handlers added for `event`.
  /// - Parameter event: The event to count handlers for.
  public func actionCount(for event: Control.Event) -> Int {
    details?.actions.count(for: event) ?? 0
  }
}

extension TableView: NibActionSender {
  func addNibAction(for event: Control.Event, _ handler: @escaping (AnyObject) -> Void) {
    madeDetails.actions.append((event, handler))
  }
}
