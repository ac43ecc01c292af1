import Testing

@testable import ViewLoader

@Suite struct ControlTests {
  @Test func sendActionsCallsHandlersInOrder() {
    let button = Button()
    var calls: [String] = []
    button.addAction(for: .touchUpInside) { _ in calls.append("first") }
    button.addAction(for: .primaryActionTriggered) { _ in calls.append("other event") }
    button.addAction(for: .touchUpInside) { _ in calls.append("second") }
    button.sendActions(for: .touchUpInside)
    #expect(calls == ["first", "second"])
    #expect(button.actionCount(for: .touchUpInside) == 2)
    #expect(button.actionCount(for: .primaryActionTriggered) == 1)
    #expect(button.actionCount(for: .valueChanged) == 0)
  }

  @Test func handlersReceiveTheSender() {
    let toggle = Switch()
    var sender: Control?
    toggle.addAction(for: .valueChanged) { sender = $0 }
    toggle.sendActions(for: .valueChanged)
    #expect(sender === toggle)
    // The handler holds `sender`, which holds the switch, which holds the handler: break the
    // cycle, or LeakSanitizer reports the switch.
    sender = nil
  }

  @Test func sendActionsFiresEvenWhenDisabled() {
    let button = Button()
    button.isEnabled = false
    var count = 0
    button.addAction(for: .touchUpInside) { _ in count += 1 }
    button.sendActions(for: .touchUpInside)
    #expect(count == 1)
  }

  @Test func customEvents() {
    let longPress = Control.Event(rawValue: "longPress")
    #expect(longPress.rawValue == "longPress")
    #expect(Control.Event(rawValue: "touchUpInside") == .touchUpInside)
    let button = Button()
    var count = 0
    button.addAction(for: longPress) { _ in count += 1 }
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: longPress)
    #expect(count == 1)
  }

  @Test func handlersAddedDuringSendRunNextTime() {
    let button = Button()
    var count = 0
    button.addAction(for: .touchUpInside) { control in
      count += 1
      control.addAction(for: .touchUpInside) { _ in count += 10 }
    }
    button.sendActions(for: .touchUpInside)
    #expect(count == 1)
    button.sendActions(for: .touchUpInside)
    #expect(count == 12)
  }

  @Test func handlersKeepTheirOrderAcrossEvents() {
    // The first handler is kept apart from the others: order must not depend on it.
    let button = Button()
    var calls: [Int] = []
    button.addAction(for: .primaryActionTriggered) { _ in calls.append(0) }
    for index in 1...3 {
      button.addAction(for: .touchUpInside) { _ in calls.append(index) }
    }
    button.sendActions(for: .touchUpInside)
    #expect(calls == [1, 2, 3])
    calls = []
    button.sendActions(for: .primaryActionTriggered)
    #expect(calls == [0])
    #expect(button.actionCount(for: .touchUpInside) == 3)
    #expect(button.actionCount(for: .primaryActionTriggered) == 1)
  }

  @Test func removingDuringSendTakesEffectNextTime() {
    let button = Button()
    var count = 0
    button.addAction(for: .touchUpInside) { control in
      count += 1
      control.removeAllActions()
    }
    button.addAction(for: .touchUpInside) { _ in count += 10 }
    button.sendActions(for: .touchUpInside)
    #expect(count == 11)
    button.sendActions(for: .touchUpInside)
    #expect(count == 11)
    #expect(button.actionCount(for: .touchUpInside) == 0)
    // Handlers added after removing everything run again, in order.
    button.addAction(for: .touchUpInside) { _ in count += 100 }
    button.addAction(for: .touchUpInside) { _ in count += 1000 }
    button.sendActions(for: .touchUpInside)
    #expect(count == 1111)
  }

  @Test func aHandlerAddedByTheOnlyHandlerRunsNextTime() {
    let button = Button()
    var calls: [String] = []
    button.addAction(for: .touchUpInside) { control in
      calls.append("first")
      if calls.count == 1 {
        control.addAction(for: .touchUpInside) { _ in calls.append("added") }
      }
    }
    button.sendActions(for: .touchUpInside)
    #expect(calls == ["first"])
    button.sendActions(for: .touchUpInside)
    #expect(calls == ["first", "first", "added"])
  }

  @Test func removeAllActions() {
    let field = TextField()
    var count = 0
    field.addAction(for: .editingChanged) { _ in count += 1 }
    field.addAction(for: .editingDidEnd) { _ in count += 1 }
    field.removeAllActions()
    field.sendActions(for: .editingChanged)
    field.sendActions(for: .editingDidEnd)
    #expect(count == 0)
    #expect(field.actionCount(for: .editingChanged) == 0)
  }

  @Test func eventNames() {
    let events: [Control.Event] = [
      .primaryActionTriggered, .touchUpInside, .valueChanged, .editingChanged, .editingDidEnd,
    ]
    #expect(
      events.map(\.rawValue) == [
        "primaryActionTriggered", "touchUpInside", "valueChanged", "editingChanged",
        "editingDidEnd",
      ])
  }
}
