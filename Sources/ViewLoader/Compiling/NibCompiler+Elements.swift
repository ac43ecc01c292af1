/// Elements: the root's attributes checked, names resolved to types (by the reader's name
/// numbers) and reserved elements, and each element compiled in its place.
extension CompileState {
  /// Checks `<nib>`'s attributes; returns `false` when the version rules out further checks.
  mutating func checkRoot(
    _ root: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) -> Bool {
    var sawVersion = false
    var controlsPosition: SourcePosition? = nil
    for attribute in attributes {
      switch attribute.name {
      case "version":
        sawVersion = true
        let value = attribute.text
        guard value == "1" else {
          error(
            .unsupportedVersion,
            "unsupported nib version '\(escaped(value))': expected '1'",
            at: attribute.position)
          return false
        }
      case "owner":
        ownerTypeName = attribute.text
      case "platform":
        let value = attribute.text
        platform = NibPlatform(rawValue: value)
        if platform == nil {
          error(
            .invalidValue,
            "'platform' must be one of \(NibPlatform.allCases.map(\.rawValue).joined(separator: ", ")), not '\(escaped(value))'",
            at: attribute.position)
        }
      case "controls":
        let value = attribute.text
        controls = NibControls(rawValue: value)
        controlsPosition = attribute.position
        if controls == nil {
          error(
            .invalidValue,
            "'controls' must be one of \(NibControls.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), not '\(escaped(value))'",
            at: attribute.position)
        }
      default:
        error(
          .unknownProperty, "<nib> has no attribute '\(attribute.name)'", at: attribute.position)
      }
    }
    if let controlsPosition, controls != nil, platform != .macOS {
      error(
        .invalidValue,
        "'controls' are AppKit's: they apply to a nib for macOS (platform=\"macOS\")",
        at: controlsPosition)
    }
    if !sawVersion {
      error(.unsupportedVersion, "<nib> needs version=\"1\"", at: root.position)
    }
    return true
  }

  /// What a name stands for, from a table indexed by name number: worked out by `classify`
  /// the first time the number comes, and each time for a name without a number (-1).
  static func byNameNumber<Value>(
    _ id: Int32, in table: inout [Value?], _ classify: () -> Value
  ) -> Value {
    let index = Int(id)
    if index >= 0, index < table.count, let known = table[index] { return known }
    let value = classify()
    if index >= 0 {
      if index >= table.count { table += repeatElement(nil, count: index + 1 - table.count) }
      table[index] = value
    }
    return value
  }

  /// Which element of the format `element` is, if any: worked out once per name number (a
  /// comparison of strings per element would cost more than the rest of the dispatch).
  mutating func reserved(_ element: ElementEvent) -> ReservedElement {
    Self.byNameNumber(element.nameID, in: &reservedElements) {
      switch element.name {
      case "nib": .nib
      case "external": .external
      case "action": .action
      case "include": .include
      case "stub": .stub
      default: .none
      }
    }
  }

  /// The registered type an element names, looked up once per name in a compile.
  mutating func type(of element: ElementEvent) -> (NibType, slot: Int32)? {
    let id = Int(element.nameID)
    if id >= 0, id < elementLookups.count {
      switch elementLookups[id] {
      case .type(let type, let slot): return (type, slot)
      case .unregistered: return nil
      case .unseen: break
      }
    }
    let found = registry.type(named: element.name).map { type -> (NibType, slot: Int32) in
      if let slot = typeSlots[ObjectIdentifier(type)] { return (type, slot) }
      let slot = Int32(typeSlots.count)
      typeSlots[ObjectIdentifier(type)] = slot
      attributeLookups.append([])
      return (type, slot)
    }
    if id >= 0 {
      if id >= elementLookups.count {
        elementLookups += repeatElement(.unseen, count: id + 1 - elementLookups.count)
      }
      elementLookups[id] = found.map { .type($0.0, slot: $0.slot) } ?? .unregistered
    }
    return found
  }

  /// What an attribute of an object of `type` sets, looked up once per type and name in a
  /// compile.
  mutating func lookup(
    _ attributes: UnsafeBufferPointer<AttributeEvent>, _ index: Int, on type: NibType, slot: Int32
  ) -> AttributeLookup {
    // Fields are read through the buffer: copying the event would retain its name.
    let id = Int(attributes[index].nameID)
    let typeSlot = Int(slot)
    if id >= 0, id < attributeLookups[typeSlot].count {
      let known = attributeLookups[typeSlot][id]
      if case .unseen = known {} else { return known }
    }
    let found: AttributeLookup
    let name = attributes[index].name
    switch name {
    case "id": found = .id
    case "outlet": found = .outlet
    default:
      if let property = type.properties[name] {
        found = .property(.passUnretained(property), slot: properties.slot(for: property))
      } else {
        found = .unknown
      }
    }
    if id >= 0 {
      if id >= attributeLookups[typeSlot].count {
        attributeLookups[typeSlot] += repeatElement(
          .unseen, count: id + 1 - attributeLookups[typeSlot].count)
      }
      attributeLookups[typeSlot][id] = found
    }
    return found
  }

  mutating func compileElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) -> Role {
    // Every element counts, as in the reader: an include or an action costs work at each
    // instantiation too, so a fan-out of includes of empty files is bounded like one of views.
    guard countObjects(1, at: element.position) else { return .detached }
    expandedDepth = max(expandedDepth, Int(element.depth))
    let parentRole = openRoles[Int(element.depth) - 1]
    let kind = reserved(element)
    switch kind {
    case .nib:
      error(.unknownElement, "<nib> is only allowed as the root element", at: element.position)
      return .detached
    case .external:
      guard case .root = parentRole else {
        error(
          .unknownElement, "<external> must be a direct child of <nib>", at: element.position)
        return .detached
      }
      compileExternal(element, attributes: attributes)
      return .external
    case .action:
      switch parentRole {
      case .node(let parent) where typeOfNode(parent) != nil:
        compileAction(element, attributes: attributes, on: Int(parent))
        return .action
      case .detached:
        return .action
      case .node, .action, .external:
        reportMisplacedChild(element)
        return .detached
      case .root:
        error(
          .unknownElement, "<action> must be inside a control element", at: element.position)
        return .detached
      }
    case .none, .include, .stub:
      break
    }
    // A node holds its depth in 16 bits. The reader stops far sooner (libxml2 at 256 levels),
    // but the depth limit may be configured higher: past what a node holds, nothing is built.
    guard Int(element.depth) <= TemplateNode.maximumDepth else {
      if !reportedNodeDepthLimit {
        reportedNodeDepthLimit = true
        error(
          .limitExceeded,
          "nesting is deeper than the \(TemplateNode.maximumDepth) levels a template can hold",
          at: element.position)
      }
      return .detached
    }
    // Objects, includes and stubs: where may they stand?
    var parentNode: Int32 = -1
    switch parentRole {
    case .root:
      break
    case .node(let parent):
      parentNode = parent
      if let parentType = typeOfNode(parent), parentType.acceptsChildren {
        break
      }
      reportMisplacedChild(element)
    case .action, .external:
      // Not an object's child and not a top-level object: it belongs to nothing.
      reportMisplacedChild(element)
      parentNode = -2
    case .detached:
      parentNode = -2
    }
    switch kind {
    case .include:
      return compileInclude(element, attributes: attributes, parent: parentNode)
    case .stub:
      return compileStub(element, attributes: attributes, parent: parentNode)
    case .none, .nib, .external, .action:
      guard let (type, slot) = type(of: element) else {
        error(.unknownElement, unknownElementMessage(element.name), at: element.position)
        return .detached
      }
      return compileObject(
        element, attributes: attributes, type: type, slot: slot, parent: parentNode)
    }
  }

  func unknownElementMessage(_ name: String) -> String {
    let isTypeName = name.first.map { $0.isUppercase } ?? false
    var message =
      isTypeName ? "unknown type '\(name)': it is not registered" : "unknown element <\(name)>"
    let reserved = ["include", "stub", "action", "external"]
    if isTypeName, reserved.contains(name.lowercased()) {
      // `<Stub>` for `<stub>`: the format's own elements are written in lower case.
      return message + "; did you mean <\(name.lowercased())>?"
    }
    let candidates = isTypeName ? registry.registrationOrder : reserved
    if let suggestion = closestMatch(to: name, in: candidates) {
      message += "; did you mean '\(suggestion)'?"
    }
    return message
  }

  mutating func reportMisplacedChild(_ element: ElementEvent) {
    guard reportedChildren.insert(element.parent).inserted else { return }
    let parentName = openNames[Int(element.depth) - 1]
    error(
      .childrenNotAllowed, "<\(parentName)> cannot have child elements such as <\(element.name)>",
      at: element.position)
  }
}
