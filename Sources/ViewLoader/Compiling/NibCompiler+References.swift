/// References: each `$name` resolved to the owner, an external, an object by its id, or a
/// layout guide of a view (`$id.safeAreaLayoutGuide`).
extension CompileState {
  /// Resolves the references and action targets of `connectedNodes` (the nodes that have
  /// any, in document order: ``nodesWithConnections()``).
  mutating func resolveReferences(of connectedNodes: [Int32]) {
    // Every reference and action target may name another id: room for them all at once, not
    // a rehash of the set each time it doubles.
    if !connectedNodes.isEmpty {
      output.referencedNames.reserveCapacity(references.count + actions.count)
    }
    for node in connectedNodes {
      let index = Int(node)
      // Plain integer ranges: mapping a node's ranges to `[Int]` made an array per node.
      let referenceRange = nodes[index].referenceRange
      for referenceIndex in Int(referenceRange.lowerBound)..<Int(referenceRange.upperBound) {
        let reference = references[referenceIndex]
        output.referencedNames.insert(reference.targetName)
        guard
          let (target, type) = resolve(
            reference.targetName, at: reference.position, property: reference.name)
        else { continue }
        references[referenceIndex].target = target
        if let type, !type.isSubtype(of: reference.expectedTypeName) {
          error(
            .referenceType,
            "'$\(reference.targetName)' is \(MessageText.withArticle(type.name)), but '\(reference.name)' needs \(MessageText.withArticle(reference.expectedTypeName))",
            at: reference.position)
        }
      }
      let actionRange = nodes[index].actionRange
      for actionIndex in Int(actionRange.lowerBound)..<Int(actionRange.upperBound) {
        guard let targetName = actions[actionIndex].targetName,
          let position = actions[actionIndex].targetPosition
        else { continue }
        output.referencedNames.insert(targetName)
        if let (target, _) = resolve(targetName, at: position, property: "target") {
          actions[actionIndex].target = target
        }
      }
    }
  }

  /// The nodes with references or actions, in document order, from the nodes each was
  /// recorded for as the walk went (rather than a look at every node). Call before
  /// ``groupActions()``, which forgets the actions' nodes.
  func nodesWithConnections() -> [Int32] {
    // A control's actions are its last children, usually, so their nodes come in order.
    var actionNodes = actionNodes
    if zip(actionNodes, actionNodes.dropFirst()).contains(where: { $0 > $1 }) {
      actionNodes.sort()
    }
    var merged: [Int32] = []
    merged.reserveCapacity(referencingNodes.count + actionNodes.count)
    var (nextReference, nextAction) = (0, 0)
    while nextReference < referencingNodes.count || nextAction < actionNodes.count {
      let node = min(
        nextReference < referencingNodes.count ? referencingNodes[nextReference] : .max,
        nextAction < actionNodes.count ? actionNodes[nextAction] : .max)
      merged.append(node)
      while nextReference < referencingNodes.count, referencingNodes[nextReference] == node {
        nextReference += 1
      }
      while nextAction < actionNodes.count, actionNodes[nextAction] == node { nextAction += 1 }
    }
    return merged
  }

  /// Resolves `$name` to its target and, when known, the target's type.
  mutating func resolve(_ name: String, at position: SourcePosition, property: String)
    -> (ReferenceTarget, NibType?)?
  {
    if name == "owner" {
      return (.owner, ownerTypeName.flatMap { registry.type(named: $0) })
    }
    if let external = externals.first(where: { $0.name == name }) {
      return (.external(name), external.type)
    }
    if let entry = ids[name] {
      return (.object(ids.path(of: entry)), ids.type(of: entry, nodes: nodes, extras: nodeExtras))
    }
    if let guide = resolveLayoutGuide(name, at: position) { return guide }
    if reservedExternalNames.contains(name) { return nil }  // a broken external, reported already
    var message = "'$\(name)' names no object or external"
    if let dot = name.lastIndex(of: "."), ids[String(name[..<dot])] != nil {
      // `$id.something`: what the view's layout guides are called.
      let id = name[..<dot]
      message +=
        "; a view's layout guides are "
        + ["safeAreaLayoutGuide", "layoutMarginsGuide", "contentLayoutGuide"]
        .map { "'$\(id).\($0)'" }.joined(separator: ", ") + ", …"
    } else if let suggestion = closestMatch(
      to: name, in: Array(ids.names) + externals.map(\.name) + ["owner"])
    {
      message += "; did you mean '$\(suggestion)'?"
    }
    error(.unresolvedReference, message, at: position)
    return nil
  }
}

extension NibCompiler {
  /// The layout guides a reference can name as `$id.guide`, by the guide's property name, and
  /// the kind the instantiator asks the view for (``View/layoutGuide(named:)``).
  static let layoutGuideKinds: [String: String] = [
    "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "layoutMargins",
    "contentLayoutGuide": "contentLayoutGuide", "frameLayoutGuide": "frameLayoutGuide",
    "topLayoutGuide": "top", "bottomLayoutGuide": "bottom",
  ]
}

extension CompileState {
  /// `$id.safeAreaLayoutGuide` and the other ``NibCompiler/layoutGuideKinds``: a layout guide of
  /// the view (or the view controller's view) with that id (an id with a dot in it that names an
  /// object wins). `nil` when the name is not of that form; an error, and a target of no type,
  /// when the id names neither.
  mutating func resolveLayoutGuide(_ name: String, at position: SourcePosition)
    -> (ReferenceTarget, NibType?)??
  {
    guard let dot = name.lastIndex(of: "."),
      let kind = NibCompiler.layoutGuideKinds[String(name[name.index(after: dot)...])],
      let entry = ids[String(name[..<dot])]
    else { return nil }
    let id = String(name[..<dot])
    let type = ids.type(of: entry, nodes: nodes, extras: nodeExtras)
    // A view's guides, or a view controller's (its view's: the top and bottom guides).
    if let type, !type.isSubtype(of: "View"), !type.isSubtype(of: "ViewController") {
      error(
        .referenceType,
        "'$\(id)' is \(MessageText.withArticle(type.name)), which has no layout guides: '$\(name)' needs a view or a view controller",
        at: position)
      return .some(nil)
    }
    output.referencedNames.insert(id)
    let guideType = registry.type(named: "LayoutGuide")
    return (.layoutGuide(view: ids.path(of: entry), kind: kind), guideType)
  }
}
