/// Actions: what an object sends, and to whom, once the walk has seen every id.
extension XIBImporter {
  /// An `<action selector="save:" destination="…" eventType="touchUpInside">` (macOS:
  /// `target=`, no event, or `trigger="doubleAction"` for a table's double click) of a control,
  /// gesture recogniser, bar button item, menu item or table.
  mutating func action(_ element: Int32, from source: XIBTarget) {
    let position = document.position(of: element)
    guard let selector = document.attribute(.selector, of: element),
      let destination = document.attribute(.destination, of: element)
        ?? document.attribute(.target, of: element)
    else {
      error(
        .missingAttribute, "<action> requires a 'selector' and a 'destination' or 'target'",
        at: position)
      return
    }
    guard
      isNameOfCode(
        selector, ObjectiveCNames.isSelector(selector.value), what: "action",
        expected: "a selector (such as 'didTap:')", consequence: "sending it would fail")
    else { return }
    guard let target = target(of: destination, in: element) else { return }
    guard case .node(let node) = source else {
      note(
        .xibUnresolvedName,
        "an action of \(describe(source)) is not bound: the loader has no such object",
        at: position)
      return
    }
    let handler = String(selector.value.prefix { $0 != ":" })
    // AppKit names the selector a control sends (its `action`, else the property `trigger`
    // says, as `doubleAction`) rather than an event: the kit's event of that name.
    let eventAttribute =
      document.attribute(.eventType, of: element) ?? document.attribute(.trigger, of: element)
    let event = eventAttribute?.value ?? "primaryActionTriggered"
    if !nodes[Int(node)].type.events.contains(event) {
      inferAppControlType(of: node, sending: event)
    }
    let type = nodes[Int(node)].type
    let targetName: String?
    switch target {
    case .owner: targetName = nil
    case .node(let index): targetName = nodes[Int(index)].id
    case .firstResponder, .placeholder, .layoutGuide: targetName = targetID(of: target)
    }
    guard type.events.contains(event) else {
      nodes[Int(node)].kept.append(
        .init(
          name: handler, value: .action(event: event, target: targetName),
          position: selector.position))
      let reason = type.events.isEmpty ? "; it sends no actions" : ""
      reportUnresolvedName(
        "'\(typeName(of: node))' has no event '\(escaped(event))'\(reason)", rule: .unknownEvent,
        node: node,
        at: eventAttribute?.position ?? position)
      return
    }
    switch target {
    case .firstResponder, .placeholder, .layoutGuide:
      note(
        .xibUnresolvedName,
        "action '\(escaped(handler))' targets \(describe(target)): it is kept and left unbound",
        at: destination.position)
    case .node(let index)
    where nodes[Int(index)].className == nil && registry.isKitType(nodes[Int(index)].type):
      // A kit object has no handlers (an app declares them on its own classes): the action
      // is kept, and never fires.
      nodes[Int(node)].kept.append(
        .init(
          name: handler, value: .action(event: event, target: targetName),
          position: selector.position))
      note(
        .xibUnresolvedName,
        "action '\(escaped(handler))' targets \(MessageText.withArticle(nodes[Int(index)].type.name)), whose own action methods the kit does not model: it is kept and never fires",
        at: destination.position)
      return
    case .owner, .node:
      break
    }
    nodes[Int(node)].actions.append(
      ImportedAction(
        event: event, handler: handler, handlerPosition: selector.position, position: position,
        target: target == .owner ? nil : target, targetName: targetName,
        targetPosition: destination.position))
  }

  /// A plain view of the app's class that nothing describes and that sends an action is a
  /// control: Interface Builder connects a view's actions only when its class is one (a
  /// `UIControl` or `NSControl` subclass, such as a keypad's keys drawn by the app).
  private mutating func inferAppControlType(of node: Int32, sending event: String) {
    let current = nodes[Int(node)]
    guard isUndescribedAppClass(node), current.type === current.kitType,
      current.type.name == "View" || current.type.name == "CustomView",
      let control = registry.type(named: "Control"), control.events.contains(event)
    else { return }
    nodes[Int(node)].type = control
    nodes[Int(node)].kitType = control
  }
}
