/// Reserved elements: `<external>`, `<action>`, `<stub>` and `<include>` (an included file
/// compiled and merged), and the actions grouped by node.
extension CompileState {
  /// Reads a reserved element's attributes: the allowed ones by name, every other one reported.
  mutating func reservedAttributes(
    _ element: ElementEvent, _ attributes: UnsafeBufferPointer<AttributeEvent>,
    allowed: [String], required: [String]
  ) -> ReservedAttributes {
    var found = ReservedAttributes()
    found.attributes.reserveCapacity(attributes.count)
    for attribute in attributes {
      if allowed.contains(attribute.name) {
        found.attributes.append(AttributeRecord(attribute))
      } else {
        error(
          .unknownProperty, "<\(element.name)> has no attribute '\(attribute.name)'",
          at: attribute.position)
      }
    }
    if required.allSatisfy({ found[$0] != nil }) { return found }
    let missing = required.filter { found[$0] == nil }
    if !missing.isEmpty {
      let list = missing.map { "'\($0)'" }.joined(separator: " and ")
      error(
        .missingAttribute,
        "<\(element.name)> requires attribute\(missing.count > 1 ? "s" : "") \(list)",
        at: element.position)
    }
    return found
  }

  mutating func compileExternal(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) {
    let found = reservedAttributes(
      element, attributes, allowed: ["name", "type"], required: ["name", "type"])
    guard let nameAttribute = found["name"], let typeAttribute = found["type"] else { return }
    let externalName = nameAttribute.value
    guard isValidID(externalName), externalName != "owner" else {
      error(
        .invalidID, "invalid external name '\(escaped(externalName))'",
        at: nameAttribute.position)
      return
    }
    let type = registry.type(named: typeAttribute.value)
    if type == nil {
      error(
        .invalidValue,
        "unknown type '\(escaped(typeAttribute.value))' for external '\(externalName)'",
        at: typeAttribute.position)
    }
    if let first = externals.first(where: { $0.name == externalName }) {
      error(
        .duplicateID, "duplicate external '\(externalName)'", at: nameAttribute.position,
        notes: [.note("first defined here", at: location(first.position))])
      return
    }
    externals.append(
      ExternalDeclaration(
        name: externalName, type: type, typeName: typeAttribute.value,
        position: nameAttribute.position))
  }

  /// Compiles an `<action>` on the control at `nodeIndex`.
  ///
  /// Its attributes are read in place (no record of them is made: in the benchmark files one
  /// view in four has an action); the `event` value is matched as bytes
  /// (``NibType/eventTable``), falling back to a string only when that fails; only the handler
  /// becomes a new string. Findings as ``reservedAttributes(_:_:allowed:required:)`` gives them.
  mutating func compileAction(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>, on nodeIndex: Int
  ) {
    // The last of each, as ``ReservedAttributes`` finds them.
    var event = -1
    var handler = -1
    var target = -1
    for index in attributes.indices {
      switch actionAttribute(attributes, index) {
      case .event: event = index
      case .handler: handler = index
      case .target: target = index
      case .other:
        error(
          .unknownProperty, "<\(element.name)> has no attribute '\(attributes[index].name)'",
          at: attributes[index].position)
      }
    }
    guard event >= 0, handler >= 0 else {
      let missing =
        event < 0 ? (handler < 0 ? "s 'event' and 'handler'" : " 'event'") : " 'handler'"
      error(
        .missingAttribute, "<\(element.name)> requires attribute\(missing)", at: element.position)
      return
    }
    guard let type = typeOfNode(Int32(nodeIndex)) else { return }
    let eventName: String
    if let name = type.eventTable.name(matching: attributes[event].value) {
      eventName = name
    } else {
      // Other bytes may still spell an equal string (a canonically equivalent non-ASCII name),
      // which the action keeps as written.
      let value = attributes[event].text
      guard type.events.contains(value) else {
        var message = "'\(type.name)' has no event '\(escaped(value))'"
        if type.events.isEmpty {
          message += "; it is not a control"
        } else if let suggestion = closestMatch(to: value, in: Array(type.events)) {
          message += "; did you mean '\(suggestion)'?"
        } else {
          message += "; expected one of \(type.events.sorted().joined(separator: ", "))"
        }
        error(.unknownEvent, message, at: attributes[event].position)
        return
      }
      eventName = value
    }
    var explicitTarget: (name: String, position: SourcePosition)?
    if target >= 0 {
      let value = attributes[target].text
      guard value.hasPrefix("$"), isValidID(String(value.dropFirst())) else {
        error(
          .invalidValue,
          "invalid target '\(escaped(value))': expected a reference like $owner or $id",
          at: attributes[target].position)
        return
      }
      explicitTarget = (String(value.dropFirst()), attributes[target].position)
    }
    if actions.capacity == 0 {
      // Room for a few actions at once: grown from one by doubling, a file of a few dozen took
      // five reallocations of each array (at most 15 unused, under a kilobyte, stay).
      actions.reserveCapacity(16)
      actionNodes.reserveCapacity(16)
    }
    actions.append(
      ActionTemplate(
        event: eventName, handler: attributes[handler].text,
        handlerPosition: attributes[handler].position, position: element.position,
        target: explicitTarget))
    actionNodes.append(Int32(nodeIndex))
  }

  /// Which attribute of `<action>` an attribute is: worked out once per name number.
  mutating func actionAttribute(
    _ attributes: UnsafeBufferPointer<AttributeEvent>, _ index: Int
  ) -> ActionAttribute {
    Self.byNameNumber(attributes[index].nameID, in: &actionAttributes) {
      switch attributes[index].nameStorage.pointer.pointee {
      case "event": .event
      case "handler": .handler
      case "target": .target
      default: .other
      }
    }
  }

  mutating func compileStub(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>, parent: Int32
  ) -> Role {
    let found = reservedAttributes(
      element, attributes, allowed: ["nib", "id", "outlet", "frame"], required: ["nib"])
    let nibName = found["nib"]?.value ?? ""
    if let nibAttribute = found["nib"], !isPlainNibName(nibName) {
      error(.invalidNibName, invalidNibNameMessage(nibName), at: nibAttribute.position)
    }
    let propertyStart = Int32(properties.count)
    let referenceStart = Int32(references.count)
    var node = TemplateNode(
      content: .stub(nibName: nibName, namePosition: found["nib"]?.position ?? element.position),
      parent: parent, position: element.position,
      depth: element.depth, extras: &nodeExtras)
    let nodeIndex = Int32(nodes.count)
    let stubType = registry.stubType
    if let id = found["id"] {
      registerID(id.value, at: id.position, node: &node, nodeIndex: nodeIndex, type: stubType)
    }
    if let outlet = found["outlet"] {
      nodeExtras.setOutlet(OutletUse(name: outlet.value, position: outlet.position), of: &node)
    }
    if let frame = found["frame"], let property = stubType?.properties["frame"] {
      var text = frame.value
      let slot = properties.slot(for: property)
      text.withUTF8 { assign($0, at: frame.position, to: property, slot: slot) }
    }
    node.propertyRange = propertyStart..<Int32(properties.count)
    node.referenceRange = referenceStart..<Int32(references.count)
    append(node)
    return .node(nodeIndex)
  }

  func invalidNibNameMessage(_ name: String) -> String {
    "invalid nib name '\(escaped(name))': expected a plain name of letters, digits, '_', '.' and '-'"
  }

  mutating func compileInclude(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>, parent: Int32
  ) -> Role {
    let role = resolveInclude(element, attributes: attributes, parent: parent)
    if case .detached = role, parent >= 0 {
      // The parent's children are not all known: rules that count them must not guess.
      nodes[Int(parent)].hasUnresolvedChild = true
    }
    return role
  }

  mutating func resolveInclude(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>, parent: Int32
  ) -> Role {
    let found = reservedAttributes(element, attributes, allowed: ["nib"], required: ["nib"])
    guard let nibAttribute = found["nib"] else { return .detached }
    let includedName = nibAttribute.value
    guard isPlainNibName(includedName) else {
      error(.invalidNibName, invalidNibNameMessage(includedName), at: nibAttribute.position)
      return .detached
    }
    guard let resolver = compiler.includes else {
      error(
        .missingNib,
        "no nib named '\(includedName)': a nib loaded on its own cannot include others; load it through a NibLibrary",
        at: nibAttribute.position)
      return .detached
    }
    let includeNote = Diagnostic.note("included from here", at: location(element.position))
    switch resolver.resolve(includedName) {
    case .missing:
      error(
        .missingNib, "no nib named '\(includedName)'\(missingNibHint(includedName))",
        at: nibAttribute.position)
      return .detached
    case .cycle(let members):
      output.cycleMembers.formUnion(members)
      output.dependsOnChain = true
      error(.includeCycle, "including '\(includedName)' forms a cycle", at: nibAttribute.position)
      return .detached
    case .tooDeep:
      output.dependsOnChain = true
      error(
        .limitExceeded,
        NibCompiler.includeDepthMessage(limit: compiler.limits.includeDepth),
        at: nibAttribute.position)
      return .detached
    case .failed(let failure, let members, let dependsOnChain):
      output.cycleMembers.formUnion(members)
      output.dependsOnChain = output.dependsOnChain || dependsOnChain
      // By bytes: this file's name need not be plain, and only its exact name is its own.
      if members.contains(where: { hasSameUTF8($0, name) }) {
        error(.includeCycle, "including '\(includedName)' forms a cycle", at: nibAttribute.position)
      }
      let included = failure.diagnostics
      // Once per finding, however many includes lead to it: passing a failing file's findings
      // on at every include multiplied them by the fan-out at each level (10 includes of 10
      // includes of … a broken file gave 10^levels copies).
      for diagnostic in included {
        let key = IncludedFinding(
          location: diagnostic.location, rule: diagnostic.rule, message: diagnostic.message)
        guard passedOnIncludedFindings.insert(key).inserted,
          roomForFindings(at: element.position)
        else { continue }
        var copy = diagnostic
        copy.notes.append(includeNote)
        output.includedDiagnostics.append(copy)
      }
      return .detached
    case .nib(let included):
      let template = included.template
      // The included top-level objects take the include's place: its depth, and theirs below.
      let deepest = Int(element.depth) - 1 + template.expandedDepth
      guard deepest <= compiler.limits.depth else {
        let limit = compiler.limits.depth
        error(
          .limitExceeded, "nesting, includes expanded, is deeper than the limit of \(limit) levels",
          at: element.position)
        return .detached
      }
      expandedDepth = max(expandedDepth, deepest)
      guard countObjects(template.expandedObjectCount, at: element.position) else {
        return .detached
      }
      // The included top-level objects become the parent's subviews: each must be a view.
      if parent >= 0, let parentType = typeOfNode(parent), parentType.acceptsChildren,
        let object = Self.firstTopLevelNonView(of: template)
      {
        error(
          .childrenNotAllowed,
          "'\(object.name)', a top-level object of '\(includedName)', is not a view and cannot be placed inside '\(parentType.name)'",
          at: element.position)
      }
      let nodeIndex = Int32(nodes.count)
      // The included file's own ids all come through this one include: they share its path
      // and its note (one array each, not two for every id).
      let ownPath = [nodeIndex]
      let ownNotes = [includeNote]
      for var nested in template.ids.described(nodes: template.nodes, extras: template.extras) {
        if nested.includePath.isEmpty && nested.includeNotes.isEmpty {
          nested.includePath = ownPath
          nested.includeNotes = ownNotes
        } else {
          nested.includePath.insert(nodeIndex, at: 0)
          nested.includeNotes.append(includeNote)
        }
        ids.write(nested)
      }
      append(
        TemplateNode(
          content: .include(included, namePosition: nibAttribute.position), parent: parent,
          position: element.position, depth: element.depth, extras: &nodeExtras))
      return .node(nodeIndex)
    }
  }

  /// The type of the first top-level object of `template` that is not a view, its top-level
  /// includes expanded (each template looked at once, however often it is included).
  static func firstTopLevelNonView(of template: NibTemplate) -> NibType? {
    var pending = [template]
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(template)]
    while let file = pending.popLast() {
      for index in file.topLevel {
        switch file.content(of: file.nodes[Int(index)]) {
        case .object(let type) where !type.isView: return type
        case .object, .stub: continue
        case .include(let included, _):
          if seen.insert(ObjectIdentifier(included.template)).inserted {
            pending.append(included.template)
          }
        }
      }
    }
    return nil
  }

  /// Lays the actions out by node, each node's in document order, the nodes in the order of
  /// their first action.
  mutating func groupActions() {
    guard !actions.isEmpty else { return }
    let actionNodes = self.actionNodes
    self.actionNodes = []
    // Usually the nodes come in increasing order (a control's actions are its only children),
    // and then each node's actions are together already, in place.
    var grouped = true
    for index in actionNodes.indices.dropFirst() where actionNodes[index - 1] > actionNodes[index] {
      grouped = false
      break
    }
    if grouped {
      var start = 0
      while start < actionNodes.count {
        let node = actionNodes[start]
        var end = start + 1
        while end < actionNodes.count, actionNodes[end] == node { end += 1 }
        nodes[Int(node)].actionRange = Int32(start)..<Int32(end)
        start = end
      }
      return
    }
    var order: [Int32] = []
    var byNode: [Int32: [Int]] = [:]
    for index in actionNodes.indices {
      let node = actionNodes[index]
      if byNode[node] == nil { order.append(node) }
      byNode[node, default: []].append(index)
    }
    let inDocumentOrder = actions
    actions = []
    actions.reserveCapacity(inDocumentOrder.count)
    for node in order {
      let start = Int32(actions.count)
      for index in byNode[node] ?? [] { actions.append(inDocumentOrder[index]) }
      nodes[Int(node)].actionRange = start..<Int32(actions.count)
    }
  }
}
