/// What instantiating a template needs to know of its nodes beyond the nodes themselves: worked
/// out once per template (templates are immutable) rather than on every instantiation.
final class InstantiationPlan: Sendable {
  /// What one node asks of an instantiation. Trivial (12 bytes, no references), so that the
  /// instantiation loop reads it without copying the node's content, which would retain and
  /// release its type for every node.
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

  init(_ template: NibTemplate) {
    var steps = [Step](
      repeating: Step(kind: .absent, isContainer: false, objectType: 0, childCount: 0),
      count: template.nodes.count)
    var objectTypes: [any NibObject.Type] = []
    var objectTypeIndex: [ObjectIdentifier: Int32] = [:]
    var connectedNodes: [Int32] = []
    for (index, node) in template.nodes.enumerated() {
      if !node.referenceRange.isEmpty || !node.actionRange.isEmpty {
        connectedNodes.append(Int32(index))
      }
      switch node.content {
      case .object(let type):
        if let objectType = type.objectType {
          let key = ObjectIdentifier(objectType)
          let slot: Int32
          if let known = objectTypeIndex[key] {
            slot = known
          } else {
            slot = Int32(objectTypes.count)
            objectTypes.append(objectType)
            objectTypeIndex[key] = slot
          }
          steps[index].kind = type.isView ? .view : .object
          steps[index].objectType = slot
          steps[index].isContainer = type.addChild != nil
        }
      case .stub:
        steps[index].kind = .stub
      case .include:
        steps[index].kind = .include
      }
      let parent = Int(node.parent)
      guard parent >= 0 else { continue }
      if case .include(let nib, _) = node.content {
        steps[parent].childCount &+= Int32(truncatingIfNeeded: nib.template.topLevel.count)
      } else {
        steps[parent].childCount &+= 1
      }
    }
    self.steps = steps
    self.objectTypes = objectTypes
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

/// The handlers an owner's action table has for a template's actions.
final class OwnerHandlers: Sendable {
  /// One action as the owner binds it.
  struct Binding: Sendable {
    /// The action's event.
    var event: Control.Event
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
      return Binding(event: Control.Event(rawValue: action.event), makeHandler: makeHandler)
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
