/// Turns a template into fresh objects: creates them, sets properties, builds the hierarchy,
/// resolves references, checks and binds outlets and actions, then calls `awakeFromNib()`.
///
/// Every check runs before anything touches the owner: an instantiation that fails leaves the
/// owner exactly as it was.
struct Instantiator {
  let owner: AnyObject?
  let ownerTable: OwnerTable?
  let externals: [String: AnyObject]
  let topFile: NibTemplate

  private var diagnostics: [Diagnostic] = []
  /// Every created object, in document order (includes expanded), with its awake call.
  private var created: [AnyObject] = []
  private var awakeCalls: [@Sendable (AnyObject) -> Void] = []
  /// Outlet uses in document order.
  private var outletUses: [(use: OutletUse, object: AnyObject, file: NibTemplate, notes: [Diagnostic])] = []
  /// Action bindings in document order.
  private var actionUses: [(action: ActionTemplate, control: AnyObject, target: AnyObject?, file: NibTemplate, notes: [Diagnostic])] = []
  private var checkedExternals: Set<String> = []

  init(template: NibTemplate, owner: AnyObject?, ownerTable: OwnerTable?, externals: [String: AnyObject]) {
    self.topFile = template
    self.owner = owner
    self.ownerTable = ownerTable
    self.externals = externals
  }

  mutating func run() throws -> LoadedNib {
    created.reserveCapacity(topFile.expandedObjectCount)
    awakeCalls.reserveCapacity(topFile.expandedObjectCount)
    var topLevel: [AnyObject] = []
    let root = instantiate(topFile, attachTo: nil, topLevel: &topLevel, includeNotes: [])
    checkOutlets()
    let handlers = checkActions()
    guard diagnostics.isEmpty else { throw NibError(diagnostics: diagnostics) }
    bindOutlets()
    for (control, event, handler) in handlers {
      control.addAction(for: Control.Event(rawValue: event), handler)
    }
    for (object, awake) in zip(created, awakeCalls) { awake(object) }
    return LoadedNib(topLevelObjects: topLevel, objects: created, root: root, template: topFile)
  }

  private mutating func error(
    _ rule: RuleID, _ message: String, at position: SourcePosition, in file: NibTemplate,
    notes: [Diagnostic] = []
  ) {
    diagnostics.append(.error(rule, message, at: file.location(position), notes: notes))
  }

  /// Creates the objects of one template. Top-level objects go to `parent` when the template
  /// is included under a view, else to `topLevel`.
  private mutating func instantiate(
    _ template: NibTemplate, attachTo parent: (object: AnyObject, type: NibType)?,
    topLevel: inout [AnyObject], includeNotes: [Diagnostic]
  ) -> TemplateInstance {
    let instance = TemplateInstance(count: template.nodes.count)
    checkExternals(of: template, notes: includeNotes)
    var types = [NibType?](repeating: nil, count: template.nodes.count)
    for (index, node) in template.nodes.enumerated() {
      let container: (object: AnyObject, type: NibType)? =
        node.parent >= 0
        ? instance.objects[Int(node.parent)].flatMap { object in
          types[Int(node.parent)].map { (object, $0) }
        } : parent
      switch node.content {
      case .object(let type):
        guard let make = type.make, let awake = type.awake else { continue }
        let object = make()
        for property in node.properties { property.apply(object, property.value) }
        instance.objects[index] = object
        types[index] = type
        created.append(object)
        awakeCalls.append(awake)
        attach(object, to: container, topLevel: &topLevel)
      case .stub(let nibName):
        let stub = Stub()
        stub.configure(nibName: nibName, template: template, owner: owner, ownerTable: ownerTable, externals: externals)
        for property in node.properties { property.apply(stub, property.value) }
        instance.objects[index] = stub
        types[index] = nil
        created.append(stub)
        awakeCalls.append(Instantiator.awakeView)
        attach(stub, to: container, topLevel: &topLevel)
      case .include(let nib, _):
        let notes = [Diagnostic.note("included from here", at: template.location(node.position))] + includeNotes
        instance.includes[Int32(index)] = instantiate(
          nib.template, attachTo: container, topLevel: &topLevel, includeNotes: notes)
      }
      if let outlet = node.outlet, let object = instance.objects[index] {
        outletUses.append((outlet, object, template, includeNotes))
      }
    }
    // References and actions, now that every object of this template exists.
    for (index, node) in template.nodes.enumerated() {
      guard let object = instance.objects[index] else { continue }
      for reference in node.references {
        guard let target = resolve(reference.target, in: instance) else {
          error(.unresolvedReference, "'$\(reference.targetName)' has no object to refer to", at: reference.position, in: template, notes: includeNotes)
          continue
        }
        if !reference.apply(object, target) {
          error(
            .referenceType,
            "'$\(reference.targetName)' (a \(typeName(of: target))) cannot be the \(reference.name) of a \(node.type?.name ?? "view")",
            at: reference.position, in: template, notes: includeNotes)
        }
      }
      for action in node.actions {
        let target = action.target.flatMap { resolve($0, in: instance) }
        actionUses.append((action, object, target, template, includeNotes))
      }
    }
    return instance
  }

  @Sendable private static func awakeView(_ object: AnyObject) {
    unsafeDowncast(object, to: View.self).awakeFromNib()
  }

  private func attach(
    _ object: AnyObject, to container: (object: AnyObject, type: NibType)?,
    topLevel: inout [AnyObject]
  ) {
    if let container {
      container.type.addChild?(container.object, object)
    } else {
      topLevel.append(object)
    }
  }

  private func resolve(_ target: ReferenceTarget, in instance: TemplateInstance) -> AnyObject? {
    switch target {
    case .owner: return owner
    case .external(let name): return externals[name]
    case .object(let path): return instance.object(at: path[...])
    }
  }

  private func typeName(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }

  private mutating func checkExternals(of template: NibTemplate, notes: [Diagnostic]) {
    for external in template.externals {
      guard let object = externals[external.name] else {
        error(
          .unresolvedReference, "external object '\(external.name)' was not supplied",
          at: external.position, in: template, notes: notes)
        continue
      }
      if let type = external.type, let isInstance = type.isInstance, !isInstance(object) {
        error(
          .referenceType,
          "external object '\(external.name)' must be a \(type.name), not a \(typeName(of: object))",
          at: external.position, in: template, notes: notes)
      }
    }
  }

  // MARK: - Outlets and actions

  private mutating func checkOutlets() {
    var bound: [String: SourceLocation] = [:]
    for use in outletUses {
      let location = use.file.location(use.use.position)
      guard let table = ownerTable else {
        diagnostics.append(
          .error(
            .unknownOutlet, "outlet '\(use.use.name)' has no owner to bind to", at: location,
            notes: use.notes))
        continue
      }
      guard let outlet = table.outlets[use.use.name] else {
        var message = "'\(table.typeName)' has no outlet '\(use.use.name)'"
        if let suggestion = closestMatch(to: use.use.name, in: table.outletOrder) {
          message += "; did you mean '\(suggestion)'?"
        }
        diagnostics.append(.error(.unknownOutlet, message, at: location, notes: use.notes))
        continue
      }
      if !outlet.accepts(type(of: use.object)) {
        diagnostics.append(
          .error(
            .outletType,
            "outlet '\(outlet.name)' of '\(table.typeName)' needs a \(outlet.valueType), not a \(typeName(of: use.object))",
            at: location, notes: use.notes))
        continue
      }
      if !outlet.isCollection, let first = bound[outlet.name] {
        diagnostics.append(
          .error(
            .duplicateOutlet, "outlet '\(outlet.name)' is bound more than once", at: location,
            notes: use.notes + [.note("first bound here", at: first)]))
        continue
      }
      if bound[outlet.name] == nil { bound[outlet.name] = location }
    }
    guard let table = ownerTable else { return }
    for name in table.outletOrder {
      guard let outlet = table.outlets[name], outlet.isRequired, bound[name] == nil else { continue }
      diagnostics.append(
        .error(
          .missingOutlet, "required outlet '\(name)' of '\(table.typeName)' is never bound",
          at: topFile.location(topFile.rootPosition)))
    }
  }

  private mutating func checkActions() -> [(Control, String, (Control) -> Void)] {
    var handlers: [(Control, String, (Control) -> Void)] = []
    for use in actionUses {
      let location = use.file.location(use.action.handlerPosition)
      let target: AnyObject?
      let table: OwnerTable?
      if let explicit = use.action.target, explicit != .owner {
        target = use.target
        table = use.target.flatMap(ownerTableOf)
      } else {
        target = owner
        table = ownerTable
      }
      guard let target, let table else {
        let who = use.action.targetName.map { "'$\($0)'" } ?? "no owner"
        diagnostics.append(
          .error(
            .unknownAction, "\(who) has no handler '\(use.action.handler)'", at: location,
            notes: use.notes))
        continue
      }
      guard let action = table.actions[use.action.handler] else {
        var message = "'\(table.typeName)' has no action handler '\(use.action.handler)'"
        if let suggestion = closestMatch(to: use.action.handler, in: table.actionOrder) {
          message += "; did you mean '\(suggestion)'?"
        }
        diagnostics.append(.error(.unknownAction, message, at: location, notes: use.notes))
        continue
      }
      guard let control = use.control as? Control else { continue }
      guard action.accepts(type(of: control)) else {
        diagnostics.append(
          .error(
            .actionSender,
            "handler '\(action.name)' of '\(table.typeName)' takes a \(action.senderType.map { "\($0)" } ?? "sender"), not a \(typeName(of: control))",
            at: location, notes: use.notes))
        continue
      }
      let call = action.makeHandler(target)
      handlers.append((control, use.action.event, { call($0) }))
    }
    return handlers
  }

  private func ownerTableOf(_ object: AnyObject) -> OwnerTable? {
    guard let owner = object as? any NibOwner else { return nil }
    return Instantiator.table(of: owner)
  }

  private static func table<O: NibOwner>(of owner: O) -> OwnerTable { OwnerTable(O.self) }

  private func bindOutlets() {
    guard let owner, let table = ownerTable else { return }
    var grouped: [String: [AnyObject]] = [:]
    var order: [String] = []
    for use in outletUses {
      if grouped[use.use.name] == nil { order.append(use.use.name) }
      grouped[use.use.name, default: []].append(use.object)
    }
    for name in order {
      table.outlets[name]?.assign(owner, grouped[name] ?? [])
    }
  }
}

/// The objects one template created, by node index, and the instances of its includes.
final class TemplateInstance {
  var objects: [AnyObject?]
  var includes: [Int32: TemplateInstance] = [:]

  init(count: Int) {
    objects = [AnyObject?](repeating: nil, count: count)
  }

  /// Follows a path of include nodes to an object.
  func object(at path: ArraySlice<Int32>) -> AnyObject? {
    guard let first = path.first else { return nil }
    if path.count == 1 { return objects[Int(first)] }
    return includes[first]?.object(at: path.dropFirst())
  }
}
