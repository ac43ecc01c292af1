/// An object that fires actions, which a nib's `<action>` elements bind handlers to: controls,
/// gesture recognisers, bar button items and menu items.
protocol NibActionSender: AnyObject {
  /// Adds a handler bound from a nib, which receives this object as its sender.
  func addNibAction(for event: Control.Event, _ handler: @escaping (AnyObject) -> Void)
}

/// The handlers added to an object that fires actions, in the order they were added, each for
/// one event.
///
/// The first is kept inline: most objects of a nib have exactly one, which then costs no
/// allocation beyond its closure; the later ones are in a list (one allocation where a
/// dictionary of lists would cost two or more).
struct ActionList {
  /// One handler: the event it reacts to and the code, which receives the sender.
  typealias Action = (event: Control.Event, handler: (AnyObject) -> Void)

  // The list first: the inline handler's optional tag then ends the struct, and an owner's
  // one-byte fields declared after the list fill the padding behind it.
  private var later: [Action] = []
  private var first: Action?

  /// Whether no handler was added.
  var isEmpty: Bool { first == nil }

  /// Adds a handler after the others.
  mutating func append(_ action: Action) {
    if first == nil {
      first = action
    } else {
      later.append(action)
    }
  }

  /// Runs every handler added for `event`, in order, with `sender` as argument. Handlers added
  /// or removed meanwhile take effect from the next send.
  func send(_ event: Control.Event, from sender: AnyObject) {
    guard let first else { return }
    let later = self.later
    if first.event == event { first.handler(sender) }
    for action in later where action.event == event {
      action.handler(sender)
    }
  }

  /// The number of handlers added for `event`.
  func count(for event: Control.Event) -> Int {
    guard let first else { return 0 }
    return later.reduce(first.event == event ? 1 : 0) { $1.event == event ? $0 + 1 : $0 }
  }

  /// Removes every handler.
  mutating func removeAll() {
    first = nil
    later = []
  }
}
