/// Outlets and actions: the owner's outlets checked and bound, and each control's actions bound
/// to the owner's handlers (or to an explicit target), once every object exists.
extension Instantiator {
  /// The static owner check, shared with the linter.
  func ownerDiagnostics() -> [Diagnostic] {
    // The key names the owner's class, not the table: a table that is not the class's own,
    // or one without its owner (a stub's, once the owner is gone), must not be cached under it.
    guard cachesOwnerCheck, (owner == nil) == (ownerTable == nil) else {
      return Instantiator.ownerDiagnostics(of: topFile, ownerTable: ownerTable)
    }
    let key = owner.map { ObjectIdentifier(type(of: $0)) }
    if let cached = topFile.ownerCheckCache.withLock({ $0[key] }) { return cached }
    let found = Instantiator.ownerDiagnostics(of: topFile, ownerTable: ownerTable)
    topFile.ownerCheckCache.withLock { $0[key] = found }
    return found
  }

  /// Checks a template's outlets and actions against an owner's table, before any object
  /// exists (what a table view does when a cell nib is registered).
  static func ownerDiagnostics(of topFile: NibTemplate, ownerTable: OwnerTable?) -> [Diagnostic] {
    let registry = topFile.registry
    var check = OwnerCheck(
      owner: ownerTable.map { OwnerDescription($0, registry: registry) },
      stubType: registry.stubType,
      ownerOfType: { type in
        guard let ownerType = type.metatype as? any NibOwner.Type else { return nil }
        return OwnerDescription(Instantiator.table(of: ownerType), registry: registry)
      })
    return check.run(topFile)
  }

  /// Adds each action's handler to its control, in document order.
  func bindActions() {
    guard !actionUses.isEmpty else { return }
    // The owner's handlers, per template: looked up by name once per template and owner
    // table, not once per action.
    let ownerHandlers = actionTemplates.map { template in
      ownerTable.map { template.instantiationPlan.ownerHandlers(in: $0.actionTable, for: template) }
    }
    for use in actionUses {
      use.control._withUnsafeGuaranteedRef { object in
        // Controls first, with a cast to a class; other senders (gesture recognisers, bar
        // button and menu items) through their protocol.
        if let control = object as? Control {
          bind(use, to: control, ownerHandlers: ownerHandlers[Int(use.template)])
        } else if let sender = object as? any NibActionSender {
          bind(use, to: sender, ownerHandlers: ownerHandlers[Int(use.template)])
        }
      }
    }
  }

  /// Adds one action's handler to the object that fires it.
  @inline(__always)
  func bind<Sender: NibActionSender>(
    _ use: ActionUse, to control: Sender, ownerHandlers: OwnerHandlers?
  ) {
    let index = Int(use.action)
    let actions = actionTemplates[Int(use.template)].actions
    if let owner, let handlers = ownerHandlers {
      let bound = handlers.bindings.withUnsafeBufferPointer { bindings in
        guard let makeHandler = bindings[index].makeHandler else { return false }
        control.addNibAction(
          for: Control.Event(rawValue: actions[index].event), makeHandler(owner))
        return true
      }
      if bound { return }
    }
    // An explicit target, or nothing to bind.
    let action = actions[index]
    switch action.target {
    case nil, .owner?:
      return
    default:
      guard let target = use.target?.takeUnretainedValue(),
        let ownerType = type(of: target) as? any NibOwner.Type,
        let connection = Instantiator.table(of: ownerType).actions[action.handler]
      else { return }
      control.addNibAction(
        for: Control.Event(rawValue: action.event), connection.makeHandler(target))
    }
  }

  static func table<O: NibOwner>(of type: O.Type) -> OwnerTable { OwnerTable(O.self) }

  /// Groups the outlet uses by name, in document order, and assigns them to the owner.
  func bindOutlets() -> [String: [AnyObject]] {
    guard !outletUses.isEmpty else { return [:] }
    var grouped: [String: [AnyObject]] = [:]
    grouped.reserveCapacity(outletUses.count)
    var order: [String] = []
    /// Appends in place (one hash per use) and tells whether the group was new.
    func append(_ object: AnyObject, to group: inout [AnyObject]) -> Bool {
      group.append(object)
      return group.count == 1
    }
    for use in outletUses where append(use.object, to: &grouped[use.name, default: []]) {
      order.append(use.name)
    }
    if let owner, let table = ownerTable {
      for name in order {
        table.outlets[name]?.assign(owner, grouped[name] ?? [])
      }
    }
    return grouped
  }
}
