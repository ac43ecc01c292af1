/// Turns a template into fresh objects: creates them, sets properties, builds the hierarchy,
/// resolves references, checks and binds outlets and actions, then calls `awakeFromNib()`.
///
/// Every check runs before anything touches the owner: an instantiation that fails leaves the
/// owner exactly as it was.
struct Instantiator {
  private(set) var owner: AnyObject?
  private(set) var ownerTable: OwnerTable?
  /// When set, the first top-level object it accepts becomes the owner (a cell nib's cell owns
  /// its own outlets and actions); `owner` must then be `nil`.
  var topLevelOwner: ((AnyObject) -> Bool)?
  let externals: [String: AnyObject]
  let topFile: NibTemplate
  /// Where stubs inflate from.
  let library: NibLibrary?

  private var diagnostics: [Diagnostic] = []
  /// Every created object, in document order (includes expanded), with its awake call.
  private var created: [AnyObject] = []
  /// The objects of `created` that are not views, by index, with their `awakeFromNib` call
  /// (views are woken through their class).
  private var nonViewAwakeCalls: [(index: Int, awake: @Sendable (AnyObject) -> Void)] = []
  /// Outlet uses in document order.
  private var outletUses: [(name: String, object: AnyObject)] = []
  /// Action bindings in document order.
  private var actionUses: [(action: ActionTemplate, control: AnyObject, target: AnyObject?)] = []

  init(
    template: NibTemplate, library: NibLibrary?, owner: AnyObject?, ownerTable: OwnerTable?,
    externals: [String: AnyObject]
  ) {
    self.topFile = template
    self.library = library ?? template.library
    self.owner = owner
    self.ownerTable = ownerTable
    self.externals = externals
  }

  mutating func run() throws -> LoadedNib {
    created.reserveCapacity(topFile.expandedObjectCount)
    var topLevel: [AnyObject] = []
    let root = instantiate(topFile, attachTo: nil, topLevel: &topLevel, includeNotes: [])
    diagnostics += ownerDiagnostics()
    guard diagnostics.isEmpty else { throw NibError(diagnostics: diagnostics) }
    let outlets = bindOutlets()
    for (control, event, handler) in actionHandlers() {
      control.addAction(for: Control.Event(rawValue: event), handler)
    }
    var nonView = nonViewAwakeCalls.makeIterator()
    var nextNonView = nonView.next()
    for (index, object) in created.enumerated() {
      if let call = nextNonView, call.index == index {
        call.awake(object)
        nextNonView = nonView.next()
      } else {
        unsafeDowncast(object, to: View.self).awakeFromNib()
      }
    }
    return LoadedNib(
      topLevelObjects: topLevel, objects: created, outlets: outlets, root: root, template: topFile)
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
    // Nodes and properties are read in place through buffers: copying a node or an assignment
    // would retain what it holds.
    template.nodes.withUnsafeBufferPointer { nodes in
      template.properties.withUnsafeBufferPointer { properties in
        for index in nodes.indices {
          let parentIndex = Int(nodes[index].parent)
          let container: (object: AnyObject, type: NibType)?
          if parentIndex >= 0 {
            if let object = instance.objects[parentIndex],
              case .object(let type) = nodes[parentIndex].content
            {
              container = (object, type)
            } else {
              container = nil
            }
          } else {
            container = parent
          }
          let range = nodes[index].propertyRange
          switch nodes[index].content {
          case .object(let type):
            guard let make = type.make else { continue }
            let object = make()
            for property in Int(range.lowerBound)..<Int(range.upperBound) {
              properties[property].apply(object)
            }
            instance.objects[index] = object
            if !type.isView, let awake = type.awake {
              nonViewAwakeCalls.append((created.count, awake))
            }
            created.append(object)
            attach(object, to: container, topLevel: &topLevel)
            if container == nil { adoptOwnerIfNeeded(object) }
          case .stub(let nibName, let namePosition):
            let stub = Stub()
            stub.configure(
              nibName: nibName, namePosition: namePosition,
              hasFrame: template.properties(of: nodes[index]).contains { $0.name == "frame" },
              template: template, library: library, owner: owner, ownerTable: ownerTable,
              externals: externals)
            for property in Int(range.lowerBound)..<Int(range.upperBound) {
              properties[property].apply(stub)
            }
            instance.objects[index] = stub
            created.append(stub)
            attach(stub, to: container, topLevel: &topLevel)
          case .include(let nib, _):
            let notes =
              [Diagnostic.note("included from here", at: template.location(nodes[index].position))]
              + includeNotes
            instance.includes[Int32(index)] = instantiate(
              nib.template, attachTo: container, topLevel: &topLevel, includeNotes: notes)
          }
          if let outlet = nodes[index].outlet, let object = instance.objects[index] {
            outletUses.append((outlet.name, object))
          }
        }
      }
    }
    // References and actions, now that every object of this template exists.
    if !template.references.isEmpty || !template.actions.isEmpty {
      for (index, node) in template.nodes.enumerated()
      where !node.referenceRange.isEmpty || !node.actionRange.isEmpty {
        guard let object = instance.objects[index] else { continue }
        for reference in template.references(of: node) {
          guard let target = resolve(reference.target, in: instance) else {
            error(
              .unresolvedReference, "'$\(reference.targetName)' has no object to refer to",
              at: reference.position, in: template, notes: includeNotes)
            continue
          }
          if !reference.apply(object, target) {
            error(
              .referenceType,
              "'$\(reference.targetName)' (a \(typeName(of: target))) cannot be the \(reference.name) of a \(node.type?.name ?? "view")",
              at: reference.position, in: template, notes: includeNotes)
          }
        }
        for action in template.actions(of: node) {
          let target = action.target.flatMap { resolve($0, in: instance) }
          actionUses.append((action, object, target))
        }
      }
    }
    return instance
  }

  /// Makes `object` the owner when it is the first top-level object `topLevelOwner` accepts.
  private mutating func adoptOwnerIfNeeded(_ object: AnyObject) {
    guard owner == nil, let accepts = topLevelOwner, accepts(object) else { return }
    owner = object
    ownerTable = Instantiator.ownerTable(of: Swift.type(of: object))
  }

  /// The connection table of a class: its own when it is a ``NibOwner``, else an empty one.
  static func ownerTable(of type: AnyObject.Type) -> OwnerTable {
    if let ownerType = type as? any NibOwner.Type { return table(of: ownerType) }
    return OwnerTable(
      typeName: String(describing: type), outlets: [:], outletOrder: [], actions: [:],
      actionOrder: [])
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

  /// The static owner check, shared with the linter.
  private func ownerDiagnostics() -> [Diagnostic] {
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

  private func actionHandlers() -> [(Control, String, (Control) -> Void)] {
    var handlers: [(Control, String, (Control) -> Void)] = []
    for use in actionUses {
      let target: AnyObject?
      let table: OwnerTable?
      if let explicit = use.action.target, explicit != .owner {
        target = use.target
        table = use.target.flatMap { object in
          (type(of: object) as? any NibOwner.Type).map { Instantiator.table(of: $0) }
        }
      } else {
        target = owner
        table = ownerTable
      }
      guard let target, let control = use.control as? Control,
        let action = table?.actions[use.action.handler]
      else { continue }
      let call = action.makeHandler(target)
      handlers.append((control, use.action.event, { call($0) }))
    }
    return handlers
  }

  private static func table<O: NibOwner>(of type: O.Type) -> OwnerTable { OwnerTable(O.self) }

  /// Groups the outlet uses by name, in document order, and assigns them to the owner.
  private func bindOutlets() -> [String: [AnyObject]] {
    var grouped: [String: [AnyObject]] = [:]
    var order: [String] = []
    for use in outletUses {
      if grouped[use.name] == nil { order.append(use.name) }
      grouped[use.name, default: []].append(use.object)
    }
    if let owner, let table = ownerTable {
      for name in order {
        table.outlets[name]?.assign(owner, grouped[name] ?? [])
      }
    }
    return grouped
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
