/// What a file may bind to: an owner's outlets and action handlers, described by type names.
///
/// The loader builds it from an owner's ``Connections`` (checking Swift classes); the linter
/// builds it from a schema (checking registered type names). Both run the same ``OwnerCheck``.
struct OwnerDescription: Sendable {
  struct Outlet: Sendable {
    var name: String
    var typeName: String
    var isCollection: Bool
    var isRequired: Bool
    /// Whether an object of the given type may be bound.
    var accepts: @Sendable (NibType) -> Bool
  }

  struct Action: Sendable {
    var name: String
    /// The sender's type name, or `nil` when the handler takes no sender.
    var senderTypeName: String?
    /// Whether a control of the given type may fire the handler.
    var accepts: @Sendable (NibType) -> Bool
  }

  var typeName: String
  var outlets: [String: Outlet]
  var outletOrder: [String]
  var actions: [String: Action]
  var actionOrder: [String]
}

extension OwnerDescription {
  /// Describes a Swift owner's connection table, naming types as the registry does.
  init(_ table: OwnerTable, registry: TypeRegistry) {
    typeName = table.typeName
    outletOrder = table.outletOrder
    actionOrder = table.actionOrder
    outlets = table.outlets.mapValues { outlet in
      let accepts = outlet.accepts
      return Outlet(
        name: outlet.name, typeName: registry.schemaName(of: outlet.valueType),
        isCollection: outlet.isCollection, isRequired: outlet.isRequired,
        accepts: { type in type.metatype.map(accepts) ?? false })
    }
    actions = table.actions.mapValues { action in
      let accepts = action.accepts
      return Action(
        name: action.name, senderTypeName: action.senderType.map { registry.schemaName(of: $0) },
        accepts: { type in type.metatype.map(accepts) ?? false })
    }
  }
}

/// Checks a template's outlets and actions against an owner (SPEC §4): unknown outlets, wrong
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
      for name in owner.outletOrder {
        guard let outlet = owner.outlets[name], outlet.isRequired, bound[name] == nil else {
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
    // Nodes are read in place: a copy of each would retain everything it holds.
    template.nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices {
        let type: NibType?
        switch nodes[index].content {
        case .object(let objectType): type = objectType
        case .stub: type = stubType
        case .include(let nib, _):
          let note = Diagnostic.note(
            "included from here", at: template.location(nodes[index].position))
          check(nib.template, notes: [note] + notes)
          continue
        }
        guard let type else { continue }
        if let outlet = nodes[index].outlet {
          checkOutlet(outlet, of: type, in: template, notes: notes)
        }
        let actions = nodes[index].actionRange
        for action in Int(actions.lowerBound)..<Int(actions.upperBound) {
          checkAction(template.actions[action], on: type, in: template, notes: notes)
        }
      }
    }
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
    guard let outlet = owner.outlets[use.name] else {
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
          "outlet '\(outlet.name)' of '\(owner.typeName)' needs a \(outlet.typeName), not a \(type.name)",
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
    _ action: ActionTemplate, on control: NibType, in template: NibTemplate,
    notes: [Diagnostic]
  ) {
    // Messages and locations are made only for findings: most actions have none.
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
    guard let handler = target.actions[action.handler] else {
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
          "handler '\(handler.name)' of '\(target.typeName)' takes a \(sender), not a \(control.name)",
          at: location, notes: notes))
    }
  }

  private func targetType(of action: ActionTemplate, in template: NibTemplate) -> NibType? {
    switch action.target {
    case .external(let name)?:
      return template.externals.first { $0.name == name }?.type
    case .object(let path)?:
      return template.node(at: path[...])?.type
    case .owner?, nil:
      return nil
    }
  }
}

extension NibTemplate {
  /// Follows a path of include nodes to a node.
  func node(at path: ArraySlice<Int32>) -> TemplateNode? {
    guard let first = path.first, Int(first) < nodes.count else { return nil }
    let node = nodes[Int(first)]
    if path.count == 1 { return node }
    guard case .include(let nib, _) = node.content else { return nil }
    return nib.template.node(at: path.dropFirst())
  }
}
