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
  /// Whether the owner check's findings may be kept in the template's cache, which is keyed by
  /// the owner's class: only when `ownerTable` is that class's own connections. A view
  /// controller adds a `view` outlet, and a stub passes on whatever table its instantiation had,
  /// so they check without the cache.
  var cachesOwnerCheck = true
  /// A last check of the created objects — the top-level objects and the outlet uses, in
  /// document order — made before anything is bound: what it finds fails the instantiation and
  /// leaves the owner untouched, as the owner check's findings do. (A stub's nib must have one
  /// top-level view, a view controller's nib a view.) Runs only when nothing else failed.
  var checkObjects:
    ((_ topLevel: [AnyObject], _ outletUses: [(name: String, object: AnyObject)]) -> [Diagnostic])?
  /// Whether the file is instantiated to be looked at, without its owner and externals (a
  /// picture of it): outlets and actions are recorded but neither checked nor bound, and
  /// references to the owner or to an external are left unset rather than refused, and so are
  /// protocol outlets (a data source, a delegate) whose object does not adopt the protocol.
  var isOwnerless = false
  let externals: [String: AnyObject]
  let topFile: NibTemplate
  /// Where stubs inflate from.
  let library: NibLibrary?

  private var diagnostics: [Diagnostic] = []
  /// Outlet uses in document order.
  var outletUses: [(name: String, object: AnyObject)] = []
  /// Action bindings in document order.
  var actionUses: [ActionUse] = []
  /// The templates whose actions ``actionUses`` point into.
  var actionTemplates: [NibTemplate] = []
  /// Stubs made before a ``topLevelOwner`` was adopted: they get the owner once it is known.
  private var stubsAwaitingOwner: [Stub] = []

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
    var topLevel: [AnyObject] = []
    // The owner check needs no object: run it before the tree exists, so that what it holds
    // while it runs (the outlets it saw bound, with their locations) is gone before the
    // objects are made. Only an owner adopted from the top-level objects must wait for them.
    let earlyOwnerDiagnostics =
      isOwnerless ? [] : owner != nil || topLevelOwner == nil ? ownerDiagnostics() : nil
    let root = instantiate(topFile, attachTo: nil, topLevel: &topLevel, includeNotes: [])
    diagnostics += earlyOwnerDiagnostics ?? ownerDiagnostics()
    if diagnostics.isEmpty, let checkObjects { diagnostics += checkObjects(topLevel, outletUses) }
    guard diagnostics.isEmpty else { throw NibError(diagnostics: diagnostics) }
    if let owner {
      for stub in stubsAwaitingOwner { stub.adoptOwner(owner, ownerTable: ownerTable) }
    }
    let outlets = bindOutlets()
    bindActions()
    let loaded = LoadedNib(
      topLevelObjects: topLevel, outlets: outlets, root: root, template: topFile)
    if let info = topFile.interfaceBuilder {
      // A view no other view shows (an unselected tab's) lays out as the document's
      // top-level views do.
      info.setLayoutEnvironment(of: topLevel + loaded.detachedViews)
    } else if topFile.platform == .macOS {
      View.setAppKitLayout(
        of: topLevel + loaded.detachedViews, release: topFile.controls?.appKitRelease ?? .macOS11)
    }
    Instantiator.awake(root)
    return loaded
  }

  /// Calls `awakeFromNib()` on every object of an instance, in document order (includes
  /// expanded). Recursion follows includes only, which the include depth limit bounds.
  private static func awake(_ instance: TemplateInstance) {
    let template = instance.template
    let steps = template.instantiationPlan.steps
    instance.objects.withUnsafeBufferPointer { objects in
      // The objects are read unretained: the instance holds each of them throughout.
      let references = UnsafeRawPointer(objects.baseAddress.unsafelyUnwrapped)
        .assumingMemoryBound(to: Unmanaged<AnyObject>?.self)
      for index in objects.indices {
        guard let object = references[index] else {
          if let included = instance.includes[Int32(index)] { awake(included) }
          continue
        }
        switch steps[index].kind {
        case .view, .stub:
          object._withUnsafeGuaranteedRef { unsafeDowncast($0, to: View.self).awakeFromNib() }
        case .object:
          // The template keeps the type: read unretained.
          template.unmanagedType(of: template.nodes[index])?._withUnsafeGuaranteedRef {
            $0.awake?(object.takeUnretainedValue())
          }
        case .absent, .include:
          break
        }
      }
    }
  }

  /// `count` nils, written as zero bytes (a `nil` reference is a null pointer) rather than
  /// one by one.
  private static func nils(_ count: Int) -> [AnyObject?] {
    [AnyObject?](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress {
        let raw = UnsafeMutableRawPointer(base)
        raw.initializeMemory(
          as: UInt8.self, repeating: 0, count: count * MemoryLayout<AnyObject?>.stride)
        raw.bindMemory(to: AnyObject?.self, capacity: count)
      }
      initialized = count
    }
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
    let count = template.nodes.count
    checkExternals(of: template, notes: includeNotes)
    var objects = Instantiator.nils(count)
    var includes: [Int32: TemplateInstance] = [:]
    let plan = template.instantiationPlan
    let objectTypes = plan.objectTypes
    let columns = template.propertyColumns
    // A view remembers its id (``View/nibID``). Made from the id table's bytes as each view
    // is made rather than kept as strings in the plan: an id of up to 15 UTF-8 bytes, as most
    // are, is stored inline in its `String`, so making one allocates nothing, and a template
    // of 100,000 views keeps 1.6 MB less.
    let ids = template.ids
    // Nodes and properties are read in place through buffers: copying an assignment would
    // retain what it holds. What the loop needs of a node's content is in its plan step.
    template.nodes.withUnsafeBufferPointer { nodes in
      plan.steps.withUnsafeBufferPointer { steps in
        template.properties.withUnsafeBufferPointer { properties in
          objects.withUnsafeMutableBufferPointer { objects in
            // The view a node's children go to: its parent's object, when that parent takes
            // children (a parent always precedes its children; an object that takes children
            // is a view). Read unretained, as `awake` reads them: `objects` holds each.
            func container(_ parentIndex: Int) -> Unmanaged<View>? {
              guard steps[parentIndex].isContainer else { return nil }
              return UnsafeRawPointer(objects.baseAddress.unsafelyUnwrapped)
                .assumingMemoryBound(to: Unmanaged<View>?.self)[parentIndex]
            }
            do {
              for index in 0..<count {
                let node = nodes.baseAddress.unsafelyUnwrapped + index
                let step = steps[index]
                let parentIndex = Int(node.pointee.parent)
                switch step.kind {
                case .view, .object:
                  let object = objectTypes[Int(step.objectType)].init()
                  Instantiator.apply(properties, node.pointee.propertyRange, columns, to: object)
                  if step.hasID, step.kind == .view {
                    unsafeDowncast(object, to: View.self).nibID = ids.name(
                      at: node.pointee.idIndex)
                  }
                  if step.isContainer, step.childCount > 0 {
                    unsafeDowncast(object, to: View.self).reserveSubviewCapacity(
                      Int(step.childCount))
                  }
                  if parentIndex >= 0 {
                    if step.isKeyed {
                      // Held by its holder under a key (an Interface Builder document's
                      // content view, layout or constraint): set through the holder's
                      // property once every object exists, never a subview as such.
                    } else if let container = container(parentIndex) {
                      container._withUnsafeGuaranteedRef {
                        $0.appendCreatedSubview(unsafeDowncast(object, to: View.self))
                      }
                    } else if objects[parentIndex] == nil {
                      // Under an object that could not be created: kept at the top level.
                      topLevel.append(object)
                      adoptOwnerIfNeeded(object)
                    }
                  } else if step.kind == .object, let parent {
                    // A plain object at the top level of a nib included under a view: no
                    // view can take it as a subview (the compiler checks this placement
                    // within a file, not across an include).
                    error(
                      .childrenNotAllowed,
                      "'\(template.type(of: node.pointee)?.name ?? "object")' is not a view and cannot be placed inside '\(parent.type.name)'",
                      at: node.pointee.position, in: template, notes: includeNotes)
                  } else {
                    attach(object, to: parent, topLevel: &topLevel)
                    if parent == nil { adoptOwnerIfNeeded(object) }
                  }
                  // The last use: the new object's reference moves here, without a retain.
                  objects[index] = object
                case .absent:
                  continue
                case .stub:
                  guard
                    case .stub(let nibName, let namePosition) = template.content(of: node.pointee)
                  else {
                    continue
                  }
                  let stub = Stub()
                  stub.configure(
                    nibName: nibName, namePosition: namePosition,
                    hasFrame: template.properties(of: node.pointee).contains {
                      $0.name == "frame"
                    },
                    template: template, library: library, owner: owner, ownerTable: ownerTable,
                    externals: externals)
                  Instantiator.apply(properties, node.pointee.propertyRange, columns, to: stub)
                  stub.nibID = step.hasID ? ids.name(at: node.pointee.idIndex) : nil
                  if owner == nil, topLevelOwner != nil { stubsAwaitingOwner.append(stub) }
                  objects[index] = stub
                  if parentIndex >= 0 {
                    if let container = container(parentIndex) {
                      container._withUnsafeGuaranteedRef { $0.appendCreatedSubview(stub) }
                    } else if objects[parentIndex] == nil {
                      topLevel.append(stub)
                    }
                  } else {
                    attach(stub, to: parent, topLevel: &topLevel)
                  }
                case .include:
                  guard case .include(let nib, _) = template.content(of: node.pointee) else {
                    continue
                  }
                  let notes =
                    [
                      Diagnostic.note(
                        "included from here", at: template.location(node.pointee.position))
                    ]
                    + includeNotes
                  let container: (object: AnyObject, type: NibType)?
                  if parentIndex >= 0 {
                    if let object = objects[parentIndex],
                      let type = template.type(of: nodes[parentIndex])
                    {
                      container = (object, type)
                    } else {
                      container = nil
                    }
                  } else {
                    container = parent
                  }
                  includes[Int32(index)] = instantiate(
                    nib.template, attachTo: container, topLevel: &topLevel, includeNotes: notes)
                }
                if let outlet = template.outlet(of: node.pointee), let object = objects[index] {
                  outletUses.append((outlet.name, object))
                  for more in template.extras.moreOutlets(of: node.pointee) {
                    outletUses.append((more.name, object))
                  }
                }
              }
            }
          }
        }
      }
    }
    if let info = template.interfaceBuilder {
      Instantiator.attach(info.attachments, among: objects)
    }
    let instance = TemplateInstance(template: template, objects: objects, includes: includes)
    // References and actions, now that every object of this template exists.
    if !plan.connectedNodes.isEmpty {
      let slot = Int32(actionTemplates.count)
      if !template.actions.isEmpty { actionTemplates.append(template) }
      template.nodes.withUnsafeBufferPointer { nodes in
        for index in plan.connectedNodes {
          let index = Int(index)
          guard let object = objects[index] else { continue }
          let node = nodes.baseAddress.unsafelyUnwrapped + index
          for reference in template.references(of: node.pointee) {
            // A placeholder the loader has no object for stays unset (its finding, a note,
            // came with the compile).
            if case .unbound = reference.target { continue }
            guard let target = resolve(reference.target, in: instance) else {
              if isOwnerless, case .owner = reference.target { continue }
              if isOwnerless, case .external = reference.target { continue }
              error(
                .unresolvedReference, "'$\(reference.targetName)' has no object to refer to",
                at: reference.position, in: template, notes: includeNotes)
              continue
            }
            if !reference.apply(object, target) {
              // Interface Builder sets an outlet whatever its destination adopts: a table's
              // data source is often a view controller or an object whose app class adopts the
              // protocol in code, which the kit may not know (not registered, or a stand-in).
              // In a document, such a protocol outlet is left unset rather than refused; so it
              // is in an instance made without an owner (a picture, a layout), where a schema's
              // class stands in as its base class, which cannot adopt what the app's class does.
              if template.interfaceBuilder != nil || isOwnerless,
                reference.expectedTypeName == "Any"
              {
                continue
              }
              // Nor does a document refuse a reference to an element the kit does not model,
              // made a plain object or view (a toolbar's item group among its items): Interface
              // Builder checked it against the element's own class.
              if template.interfaceBuilder != nil,
                type(of: target) == Object.self || type(of: target) == View.self
              {
                continue
              }
              error(
                .referenceType,
                "'$\(reference.targetName)' (\(MessageText.withArticle(typeName(of: target)))) cannot be the \(reference.name) of \(MessageText.withArticle(template.type(of: node.pointee)?.name ?? "view"))",
                at: reference.position, in: template, notes: includeNotes)
            }
          }
          let actions = node.pointee.actionRange
          for action in Int(actions.lowerBound)..<Int(actions.upperBound) {
            let target = template.actions[action].target.flatMap { resolve($0, in: instance) }
            actionUses.append(
              ActionUse(
                template: slot, action: Int32(action), control: .passUnretained(object),
                target: target.map { .passUnretained($0) }))
          }
        }
      }
    }
    return instance
  }

  /// Sets a node's properties on its new object, reading the assignments in place: each
  /// setter reads the compact value where the template stores it, so no value is copied.
  @inline(__always)
  private static func apply(
    _ properties: UnsafeBufferPointer<PropertyAssignment>, _ range: Range<Int32>,
    _ columns: PropertyColumns, to object: AnyObject
  ) {
    guard !range.isEmpty else { return }
    let base = properties.baseAddress.unsafelyUnwrapped
    for property in Int(range.lowerBound)..<Int(range.upperBound) {
      let assignment = base + property
      let value = AssignedValue(assignment, columns: columns)
      let kitProperty = assignment.pointee.kitProperty
      if kitProperty != .none {
        kitProperty.apply(to: object, value)
      } else {
        columns.descriptor(of: assignment.pointee, at: property).assign(object, value)
      }
    }
  }

  /// Sets each keyed child of an Interface Builder document on its holder (a window's content
  /// view, a collection view's layout, a view's constraints), in document order.
  private static func attach(
    _ attachments: [InterfaceBuilderInfo.Attachment], among objects: [AnyObject?]
  ) {
    for attachment in attachments {
      guard let holder = objects[Int(attachment.holder)], let child = objects[Int(attachment.child)]
      else { continue }
      _ = attachment.property.applyReference?(holder, child)
    }
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
    case .layoutGuide(let path, let kind):
      // A view controller's guides are its view's (Interface Builder's top and bottom guides).
      let holder = instance.object(at: path[...])
      let controller = holder as? ViewController
      let view = holder as? View ?? (controller?.isViewLoaded == true ? controller?.view : nil)
      return view?.layoutGuide(named: kind)
    case .unbound: return nil
    }
  }

  private func typeName(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }

  private mutating func checkExternals(of template: NibTemplate, notes: [Diagnostic]) {
    for external in template.externals {
      guard let object = externals[external.name] else {
        if isOwnerless { continue }
        error(
          .unresolvedReference, "external object '\(external.name)' was not supplied",
          at: external.position, in: template, notes: notes)
        continue
      }
      if let type = external.type, let isInstance = type.isInstance, !isInstance(object) {
        error(
          .referenceType,
          "external object '\(external.name)' must be \(MessageText.withArticle(type.name)), not \(MessageText.withArticle(typeName(of: object)))",
          at: external.position, in: template, notes: notes)
      }
    }
  }
}

/// An action to bind once every check has passed: the action's place in its template, the
/// control it belongs to and its explicit target, if any.
///
/// The objects are unretained: a use lives only during ``Instantiator/run()``, while the
/// template instances hold every created object, the instantiator its owner and externals.
struct ActionUse {
  /// The template's index in ``Instantiator/actionTemplates``.
  var template: Int32
  /// The action's index in the template's ``NibTemplate/actions``.
  var action: Int32
  var control: Unmanaged<AnyObject>
  var target: Unmanaged<AnyObject>?
}
