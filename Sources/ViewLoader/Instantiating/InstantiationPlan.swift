/// What instantiating a template needs to know of its nodes beyond the nodes themselves: worked
/// out once per template (templates are immutable) rather than on every instantiation.
final class InstantiationPlan: Sendable {
  /// What one node asks of an instantiation. Trivial (12 bytes, no references), so that the
  /// instantiation loop reads what to create here rather than working it out from the node's
  /// type for every node.
  struct Step: Sendable, Equatable {
    enum Kind: UInt8, Sendable {
      /// An object of a registered type that is a view.
      case view
      /// An object of a registered type that is not a view (its `awakeFromNib` is called
      /// through its type).
      case object
      /// An object of a type known only from a schema: nothing is created.
      case absent
      /// A stub.
      case stub
      /// An include.
      case include
    }

    var kind: Kind
    /// Whether the object takes children (its type adds subviews).
    var isContainer: Bool
    /// Whether its parent holds it under a key rather than as a subview (Interface Builder
    /// documents: a content view, a layout, a constraint, a menu's items).
    var isKeyed = false
    /// Whether the node has an `id` that names it (not one an external takes), which a view
    /// keeps.
    var hasID = false
    /// The object's class in ``InstantiationPlan/objectTypes``, for `view` and `object`.
    var objectType: Int32
    /// How many nodes the node has as its children (an include counts for the top-level
    /// objects it inserts), so that each view's `subviews` are allocated once.
    var childCount: Int32
  }

  /// One step per node.
  let steps: [Step]
  /// The classes the template's objects have, each once.
  let objectTypes: [any NibObject.Type]
  /// The nodes with references or actions, in document order: the only ones the second pass
  /// of an instantiation visits.
  let connectedNodes: [Int32]
  /// The owner's handlers of the template's actions, for the action table last instantiated
  /// with: looking each handler up by name costs more than the rest of binding it.
  private let ownerHandlersCache = Locked<OwnerHandlers?>(nil)

  /// The plan of a finished template, worked out from its nodes (a template whose compile did
  /// not make one as it went: an Interface Builder document's, or one the linter compiled).
  convenience init(_ template: NibTemplate) {
    var builder = Builder()
    builder.reserveCapacity(template.nodes.count)
    let info = template.interfaceBuilder
    template.nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices {
        builder.add(
          nodes[index], extras: template.extras,
          isKeyed: info.map { !$0.nodes[index].isSubview } ?? false)
      }
    }
    self.init(builder, connectedNodes: Self.connectedNodes(of: template.nodes))
  }

  /// The plan `builder` has worked out, with the nodes that have references or actions.
  init(_ builder: Builder, connectedNodes: [Int32]) {
    self.steps = builder.steps
    self.objectTypes = builder.classes.types
    self.connectedNodes = connectedNodes
  }

  /// The nodes with references or actions, in document order.
  static func connectedNodes(of nodes: [TemplateNode]) -> [Int32] {
    nodes.indices.filter { !nodes[$0].referenceRange.isEmpty || !nodes[$0].actionRange.isEmpty }
      .map { Int32($0) }
  }

  /// Works a plan out one node at a time, in document order: from a finished template's nodes,
  /// or from a compile's as it makes them (the loader's: the plan is then made while libxml2
  /// is still parsing, on the thread that compiles, rather than by the first instantiation,
  /// after the parse).
  struct Builder {
    fileprivate private(set) var steps: [Step] = []
    fileprivate private(set) var classes = ClassSlots()

    /// Makes room for `count` nodes.
    mutating func reserveCapacity(_ count: Int) {
      steps.reserveCapacity(count)
    }

    /// Adds the step of the next node.
    /// - Parameters:
    ///   - node: The node, whose parent (if any) was added before it.
    ///   - extras: What holds the node's content when it is not a plain object.
    ///   - isKeyed: Whether its parent holds it under a key rather than as a subview.
    mutating func add(_ node: TemplateNode, extras: NodeExtras, isKeyed: Bool) {
      var step = Step(kind: .absent, isContainer: false, objectType: 0, childCount: 0)
      step.hasID = node.hasID
      var insertedChildren: Int32 = 1
      if let type = extras.unmanagedType(of: node) {
        // Read unretained: the template keeps every type its nodes name.
        type._withUnsafeGuaranteedRef { type in
          if let objectType = type.objectType {
            step.kind = type.isView ? .view : .object
            step.objectType = classes.slot(of: objectType)
            step.isContainer = type.addChild != nil
          }
        }
      } else {
        switch extras.content(of: node) {
        case .object: break
        case .stub: step.kind = .stub
        case .include(let nib, _):
          step.kind = .include
          insertedChildren = Int32(truncatingIfNeeded: nib.template.topLevel.count)
        }
      }
      let parent = Int(node.parent)
      if parent >= 0 && isKeyed {
        step.isKeyed = true
      } else if parent >= 0 {
        steps[parent].childCount &+= insertedChildren
      }
      steps.append(step)
    }

    /// Forgets the `id` of the node at `index` (one that turned out to name an external).
    mutating func forgetID(ofNode index: Int) {
      steps[index].hasID = false
    }
  }

  /// The owner's handler of each of the template's actions that targets the owner, by action
  /// index, looked up in `table` (kept until an instantiation uses another table).
  func ownerHandlers(in table: ActionTable, for template: NibTemplate) -> OwnerHandlers {
    ownerHandlersCache.withLock { cached in
      if let cached, cached.table === table { return cached }
      let handlers = OwnerHandlers(table: table, actions: template.actions)
      cached = handlers
      return handlers
    }
  }
}

/// The classes of a template's objects, each with its slot in ``InstantiationPlan/objectTypes``.
/// A template has a handful of classes: they are found by a scan over the slots, and through a
/// dictionary only once there are more than a scan is worth.
private struct ClassSlots {
  /// The most classes found by a scan.
  private static let scanLimit = 16

  private(set) var types: [any NibObject.Type] = []
  private var identifiers: [ObjectIdentifier] = []
  private var index: [ObjectIdentifier: Int32] = [:]

  /// The class's slot, added when it is new.
  mutating func slot(of type: any NibObject.Type) -> Int32 {
    let identifier = ObjectIdentifier(type)
    if identifiers.count <= Self.scanLimit {
      if let known = identifiers.firstIndex(of: identifier) { return Int32(known) }
    } else if let known = index[identifier] {
      return known
    }
    let slot = Int32(types.count)
    types.append(type)
    identifiers.append(identifier)
    if identifiers.count > Self.scanLimit {
      if index.isEmpty {
        for (known, identifier) in identifiers.enumerated() { index[identifier] = Int32(known) }
      } else {
        index[identifier] = slot
      }
    }
    return slot
  }
}

/// The handlers an owner's action table has for a template's actions.
final class OwnerHandlers: Sendable {
  /// One action as the owner binds it (its event is the template's: a binding is kept with
  /// the plan, and a copy of the event would be 16 bytes more per action).
  struct Binding: Sendable {
    /// How to make the handler, or `nil` for an action with an explicit target or whose
    /// handler the table does not have.
    var makeHandler: (@Sendable (AnyObject) -> (AnyObject) -> Void)?
  }

  /// The table the handlers come from (kept, so that its identity stays its own).
  let table: ActionTable
  /// By action index.
  let bindings: [Binding]

  init(table: ActionTable, actions: [ActionTemplate]) {
    self.table = table
    self.bindings = actions.map { action in
      let makeHandler: (@Sendable (AnyObject) -> (AnyObject) -> Void)?
      switch action.target {
      case nil, .owner?: makeHandler = table.connections[action.handler]?.makeHandler
      default: makeHandler = nil
      }
      return Binding(makeHandler: makeHandler)
    }
  }
}

extension NibTemplate {
  /// The template's instantiation plan, made by the first instantiation and kept.
  var instantiationPlan: InstantiationPlan {
    instantiationPlanCache.withLock { cached in
      if let cached { return cached }
      let plan = InstantiationPlan(self)
      cached = plan
      return plan
    }
  }
}
