/// What a file may bind to: an owner's outlets and action handlers, described by type names.
///
/// The loader builds it from an owner's ``Connections`` (checking Swift classes); the linter
/// builds it from a schema (checking registered type names). Both run the same ``OwnerCheck``.
///
/// A description of a connection table converts nothing up front: an owner may have thousands
/// of handlers and a file use a few of them, so ``outlet(named:)`` and ``action(named:)`` look
/// one up in the table when asked, and a Swift class is named (``Outlet/typeName``) only when
/// a message or the schema needs its name. A class: the check hands one description to every
/// action that targets the owner, and a reference is cheaper to hand around than the table.
final class OwnerDescription: Sendable {
  struct Outlet: Sendable {
    var name: String
    var isCollection: Bool
    var isRequired: Bool
    /// The type an object needs to be bound.
    fileprivate var type: DescribedType

    /// The type's name, as a schema writes it.
    var typeName: String { type.name }

    /// Describes an outlet of a schema.
    /// - Parameter accepts: Whether an object of the given type may be bound.
    init(
      name: String, typeName: String, isCollection: Bool, isRequired: Bool,
      accepts: @escaping @Sendable (NibType) -> Bool
    ) {
      self.init(
        name: name, isCollection: isCollection, isRequired: isRequired,
        type: .named(typeName, accepts: accepts))
    }

    fileprivate init(name: String, isCollection: Bool, isRequired: Bool, type: DescribedType) {
      self.name = name
      self.isCollection = isCollection
      self.isRequired = isRequired
      self.type = type
    }

    /// Describes an outlet of a connection table.
    fileprivate init(_ outlet: OutletConnection, names: SchemaNames) {
      self.init(
        name: outlet.name, isCollection: outlet.isCollection, isRequired: outlet.isRequired,
        type: .swiftClass(outlet.valueType, accepts: outlet.accepts, names: names))
    }

    /// Whether an object of the given type may be bound.
    func accepts(_ type: NibType) -> Bool { self.type.accepts(type) }
  }

  struct Action: Sendable {
    var name: String
    /// The type the sender must be, or `nil` when the handler takes no sender.
    fileprivate var sender: DescribedType?

    /// The sender's type name, or `nil` when the handler takes no sender.
    var senderTypeName: String? { sender?.name }

    /// Describes an action handler of a schema.
    /// - Parameter accepts: Whether a control of the given type may fire the handler.
    init(
      name: String, senderTypeName: String?, accepts: @escaping @Sendable (NibType) -> Bool
    ) {
      self.init(name: name, sender: senderTypeName.map { .named($0, accepts: accepts) })
    }

    fileprivate init(name: String, sender: DescribedType?) {
      self.name = name
      self.sender = sender
    }

    /// Describes an action handler of a connection table.
    fileprivate init(_ action: ActionConnection, names: SchemaNames) {
      self.init(
        name: action.name,
        sender: action.senderType.map { .swiftClass($0, accepts: action.accepts, names: names) })
    }

    /// Whether a control of the given type may fire the handler (any may, when it takes no
    /// sender).
    func accepts(_ control: NibType) -> Bool { sender?.accepts(control) ?? true }
  }

  /// Where the outlets and handlers come from.
  private enum Source: Sendable {
    /// A Swift owner's connection table, read when asked.
    case table(
      outlets: [String: OutletConnection], actions: [String: ActionConnection], SchemaNames)
    /// A schema's owner, already described.
    case described(outlets: [String: Outlet], actions: [String: Action])
  }

  let typeName: String
  let outletOrder: [String]
  let actionOrder: [String]
  private let source: Source

  /// Describes a schema's owner.
  init(
    typeName: String, outlets: [String: Outlet], outletOrder: [String],
    actions: [String: Action], actionOrder: [String]
  ) {
    self.typeName = typeName
    self.outletOrder = outletOrder
    self.actionOrder = actionOrder
    source = .described(outlets: outlets, actions: actions)
  }

  /// Describes a Swift owner's connection table, naming types as the registry does.
  init(_ table: OwnerTable, registry: TypeRegistry) {
    typeName = table.typeName
    outletOrder = table.outletOrder
    actionOrder = table.actionOrder
    source = .table(
      outlets: table.outlets, actions: table.actions, SchemaNames(registry: registry))
  }

  /// The outlet of the given name, if the owner has one.
  func outlet(named name: String) -> Outlet? {
    switch source {
    case .table(let outlets, _, let names):
      return outlets[name].map { Outlet($0, names: names) }
    case .described(let outlets, _):
      return outlets[name]
    }
  }

  /// The action handler of the given name, if the owner has one.
  func action(named name: String) -> Action? {
    switch source {
    case .table(_, let actions, let names):
      return actions[name].map { Action($0, names: names) }
    case .described(_, let actions):
      return actions[name]
    }
  }

  /// Whether the owner has a handler of the given name that a control of the given type may
  /// fire (`false` when the sender type does not fit), or `nil` when it has no such handler.
  /// What the check asks of every action: it describes nothing.
  func handler(named name: String, accepts control: NibType) -> Bool? {
    switch source {
    case .table(_, let actions, _):
      guard let action = actions[name] else { return nil }
      guard action.senderType != nil else { return true }
      return control.metatype.map(action.accepts) ?? false
    case .described(_, let actions):
      return actions[name]?.accepts(control)
    }
  }

  /// Every outlet, by name (what a schema lists).
  var outlets: [String: Outlet] {
    switch source {
    case .table(let outlets, _, let names): outlets.mapValues { Outlet($0, names: names) }
    case .described(let outlets, _): outlets
    }
  }

  /// Every action handler, by name (what a schema lists).
  var actions: [String: Action] {
    switch source {
    case .table(_, let actions, let names): actions.mapValues { Action($0, names: names) }
    case .described(_, let actions): actions
    }
  }
}

/// The type an outlet needs or a handler's sender must be.
private enum DescribedType: Sendable {
  /// A type a schema names; `accepts` tests a registered type.
  case named(String, accepts: @Sendable (NibType) -> Bool)
  /// A Swift class; `accepts` tests a registered type's class, and its name is worked out
  /// when asked for.
  case swiftClass(
    any AnyObject.Type, accepts: @Sendable (any AnyObject.Type) -> Bool, names: SchemaNames)

  /// The name a schema uses for the type.
  var name: String {
    switch self {
    case .named(let name, _): name
    case .swiftClass(let type, _, let names): names.registry.schemaName(of: type)
    }
  }

  /// Whether an object of the given type fits (a type without a Swift class never fits a
  /// Swift class).
  func accepts(_ type: NibType) -> Bool {
    switch self {
    case .named(_, let accepts): accepts(type)
    case .swiftClass(_, let accepts, _): type.metatype.map(accepts) ?? false
    }
  }
}

/// The registry a described connection table names its Swift classes with, held once for all
/// of the table's outlets and handlers.
private final class SchemaNames: Sendable {
  let registry: TypeRegistry

  init(registry: TypeRegistry) { self.registry = registry }
}

/// Checks a template's outlets and actions against an owner: unknown outlets, wrong
/// outlet types, single outlets bound twice, required outlets never bound, unknown handlers
/// and handlers whose sender type does not accept the control. Includes are followed: their
/// outlets and actions bind to the same owner.
struct OwnerCheck {
  /// The owner's description, or `nil` when the instantiation has no owner.
  let owner: OwnerDescription?
  /// The description of an explicit action target's type (a `target="$x"`), if it has one.
  let ownerOfType: (NibType) -> OwnerDescription?
  /// The type of the owner object, for `target="$owner"`-style references.
  let stubType: NibType?

  private(set) var diagnostics: [Diagnostic] = []
  private var bound: [String: SourceLocation] = [:]

  init(
    owner: OwnerDescription?, stubType: NibType?,
    ownerOfType: @escaping (NibType) -> OwnerDescription?
  ) {
    self.owner = owner
    self.stubType = stubType
    self.ownerOfType = ownerOfType
  }

  /// Runs every check on a template (and its includes) and returns the findings.
  mutating func run(_ template: NibTemplate) -> [Diagnostic] {
    check(template, notes: [])
    if let owner {
      // A document's top-level object binds some outlets through its own table: when it is
      // the owner (a cell that owns its document), those are bound too.
      let boundByTopLevel = template.interfaceBuilder?.topLevelOwnOutlets ?? []
      for name in owner.outletOrder {
        guard let outlet = owner.outlet(named: name), outlet.isRequired, bound[name] == nil,
          !boundByTopLevel.contains(name)
        else {
          continue
        }
        diagnostics.append(
          .error(
            .missingOutlet, "required outlet '\(name)' of '\(owner.typeName)' is never bound",
            at: template.location(template.rootPosition)))
      }
    }
    return diagnostics
  }

  private mutating func check(_ template: NibTemplate, notes: [Diagnostic]) {
    // Actions are read in place: a copy of each would retain everything it holds.
    template.nodes.withUnsafeBufferPointer { nodes in
      template.actions.withUnsafeBufferPointer { actions in
        for index in nodes.indices {
          let node = nodes.baseAddress.unsafelyUnwrapped + index
          let actionRange = node.pointee.actionRange
          let outlet = template.outlet(of: node.pointee)
          if actionRange.isEmpty, outlet == nil {
            // Most nodes: only an include has something to check.
            if case .include(let nib, _) = template.content(of: node.pointee) {
              checkInclude(nib, at: node.pointee.position, in: template, notes: notes)
            }
            continue
          }
          let type: NibType?
          switch template.content(of: node.pointee) {
          case .object(let objectType): type = objectType
          case .stub: type = stubType
          case .include(let nib, _):
            checkInclude(nib, at: node.pointee.position, in: template, notes: notes)
            continue
          }
          guard let type else { continue }
          if let outlet {
            checkOutlet(outlet, of: type, in: template, notes: notes)
            for more in template.extras.moreOutlets(of: node.pointee) {
              checkOutlet(more, of: type, in: template, notes: notes)
            }
          }
          for action in Int(actionRange.lowerBound)..<Int(actionRange.upperBound) {
            checkAction(
              actions.baseAddress.unsafelyUnwrapped + action, on: type, in: template, notes: notes)
          }
        }
      }
    }
  }

  /// Checks an included nib's outlets and actions, with a note that points at the include.
  private mutating func checkInclude(
    _ nib: Nib, at position: SourcePosition, in template: NibTemplate, notes: [Diagnostic]
  ) {
    let note = Diagnostic.note("included from here", at: template.location(position))
    check(nib.template, notes: [note] + notes)
  }

  private mutating func checkOutlet(
    _ use: OutletUse, of type: NibType, in template: NibTemplate, notes: [Diagnostic]
  ) {
    let location = template.location(use.position)
    guard let owner else {
      diagnostics.append(
        .error(
          .unknownOutlet, "outlet '\(escaped(use.name))' has no owner to bind to", at: location,
          notes: notes))
      return
    }
    guard let outlet = owner.outlet(named: use.name) else {
      var message = "'\(owner.typeName)' has no outlet '\(escaped(use.name))'"
      if let suggestion = closestMatch(to: use.name, in: owner.outletOrder) {
        message += "; did you mean '\(suggestion)'?"
      }
      diagnostics.append(.error(.unknownOutlet, message, at: location, notes: notes))
      return
    }
    guard outlet.accepts(type) else {
      diagnostics.append(
        .error(
          .outletType,
          "outlet '\(outlet.name)' of '\(owner.typeName)' needs \(MessageText.withArticle(outlet.typeName)), not \(MessageText.withArticle(type.name))",
          at: location, notes: notes))
      return
    }
    if !outlet.isCollection, let first = bound[outlet.name] {
      diagnostics.append(
        .error(
          .duplicateOutlet, "outlet '\(outlet.name)' is bound more than once", at: location,
          notes: [.note("first bound here", at: first)] + notes))
      return
    }
    if bound[outlet.name] == nil { bound[outlet.name] = location }
  }

  private mutating func checkAction(
    _ action: UnsafePointer<ActionTemplate>, on control: NibType, in template: NibTemplate,
    notes: [Diagnostic]
  ) {
    // An action to an Interface Builder placeholder the loader has no object for (First
    // Responder) is kept unbound: there is nothing to check it against.
    if case .unbound? = action.pointee.target { return }
    // Most actions target the owner and have no finding: their handler is looked up once, and
    // nothing else is made. Messages and locations are made only for findings.
    if action.pointee.targetName == nil, let owner,
      owner.handler(named: action.pointee.handler, accepts: control) == true
    {
      return
    }
    checkAction(action.pointee, on: control, in: template, notes: notes)
  }

  private mutating func checkAction(
    _ action: ActionTemplate, on control: NibType, in template: NibTemplate,
    notes: [Diagnostic]
  ) {
    var location: SourceLocation { template.location(action.handlerPosition) }
    let target: OwnerDescription?
    var targetText: String {
      if let targetName = action.targetName, targetName != "owner" { return "'$\(targetName)'" }
      return owner.map { "'\($0.typeName)'" } ?? "the owner"
    }
    if let targetName = action.targetName, targetName != "owner" {
      target = targetType(of: action, in: template).flatMap(ownerOfType)
    } else {
      target = owner
    }
    guard let target else {
      let reason = owner == nil && action.targetName == nil ? " (no owner was given)" : ""
      diagnostics.append(
        .error(
          .unknownAction,
          "\(targetText) has no action handler '\(escaped(action.handler))'\(reason)",
          at: location, notes: notes))
      return
    }
    guard let handler = target.action(named: action.handler) else {
      var message = "'\(target.typeName)' has no action handler '\(escaped(action.handler))'"
      if let suggestion = closestMatch(to: action.handler, in: target.actionOrder) {
        message += "; did you mean '\(suggestion)'?"
      }
      diagnostics.append(.error(.unknownAction, message, at: location, notes: notes))
      return
    }
    if let sender = handler.senderTypeName, !handler.accepts(control) {
      diagnostics.append(
        .error(
          .actionSender,
          "handler '\(handler.name)' of '\(target.typeName)' takes \(MessageText.withArticle(sender)), not \(MessageText.withArticle(control.name))",
          at: location, notes: notes))
    }
  }

  private func targetType(of action: ActionTemplate, in template: NibTemplate) -> NibType? {
    switch action.target {
    case .external(let name)?:
      return template.externals.first { $0.name == name }?.type
    case .object(let path)?:
      return template.type(at: path[...])
    case .owner?, .layoutGuide?, .unbound?, nil:
      return nil
    }
  }
}

extension NibTemplate {
  /// Follows a path of include nodes to a node: the registered type of that node, if it is an
  /// object.
  func type(at path: ArraySlice<Int32>) -> NibType? {
    guard let first = path.first, Int(first) < nodes.count else { return nil }
    let node = nodes[Int(first)]
    if path.count == 1 { return type(of: node) }
    guard case .include(let nib, _) = content(of: node) else { return nil }
    return nib.template.type(at: path.dropFirst())
  }
}
