/// What instantiating a template needs to know of its nodes beyond the nodes themselves: worked
/// out once per template (templates are immutable) rather than on every instantiation.
final class InstantiationPlan: Sendable {
  /// What one node asks of an instantiation. Trivial (12 bytes, no references), so that the
  /// instantiation loop reads what to create here rather than working it out from the node's
  /// type for every node.
  struct Step: Sendable {
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
    /// Whether the node has an `id` (in ``InstantiationPlan/nodeIDs``), which a view keeps.
    var hasID = false
    /// The object's class in ``InstantiationPlan/objectTypes``, for `view` and `object`.
    var objectType: Int32
    /// How many nodes the node has as its children (an include counts for the top-level
    /// objects it inserts), so that each view's `subviews` are allocated once.
    var childCount: Int32
  }

  /// One step per node.
  let steps: [Step]
  /// Each node's `id`, made into a string once per template rather than on every
  /// instantiation: a view remembers its id (``View/nibID``), and an id of up to 15 UTF-8
  /// bytes, as most are, is stored inline in its `String`, so handing it to a view allocates
  /// nothing and retains nothing.
  let nodeIDs: [String?]
  /// The classes the template's objects have, each once.
  let objectTypes: [any NibObject.Type]
  /// The nodes with references or actions, in document order: the only ones the second pass
  /// of an instantiation visits.
  let connectedNodes: [Int32]
  /// The owner's handlers of the template's actions, for the action table last instantiated
  /// with: looking each handler up by name costs more than the rest of binding it.
  private let ownerHandlersCache = Locked<OwnerHandlers?>(nil)

  init(_ template: NibTemplate) {
    let count = template.nodes.count
    var classes = ClassSlots()
    var connectedNodes: [Int32] = []
    // Nodes are read in place and steps written in place: one pass, no per-node allocation.
    let steps = [Step](unsafeUninitializedCapacity: count) { steps, initialized in
      let base = steps.baseAddress.unsafelyUnwrapped
      base.initialize(
        repeating: Step(kind: .absent, isContainer: false, objectType: 0, childCount: 0),
        count: count)
      initialized = count
      template.nodes.withUnsafeBufferPointer { nodes in
        for index in 0..<count {
          let node = nodes.baseAddress.unsafelyUnwrapped + index
          if !node.pointee.referenceRange.isEmpty || !node.pointee.actionRange.isEmpty {
            connectedNodes.append(Int32(index))
          }
          base[index].hasID = node.pointee.hasID
          var insertedChildren: Int32 = 1
          if let type = template.unmanagedType(of: node.pointee) {
            // Read unretained: the template keeps every type its nodes name.
            type._withUnsafeGuaranteedRef { type in
              if let objectType = type.objectType {
                base[index].kind = type.isView ? .view : .object
                base[index].objectType = classes.slot(of: objectType)
                base[index].isContainer = type.addChild != nil
              }
            }
          } else {
            switch template.content(of: node.pointee) {
            case .object: break
            case .stub:
              base[index].kind = .stub
            case .include(let nib, _):
              base[index].kind = .include
              insertedChildren = Int32(truncatingIfNeeded: nib.template.topLevel.count)
            }
          }
          let parent = Int(node.pointee.parent)
          if parent >= 0, let info = template.interfaceBuilder, !info.nodes[index].isSubview {
            base[index].isKeyed = true
          } else if parent >= 0 {
            base[parent].childCount &+= insertedChildren
          }
        }
      }
    }
    self.steps = steps
    self.nodeIDs = template.nodes.map { template.id(of: $0) }
    self.objectTypes = classes.types
    self.connectedNodes = connectedNodes
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
