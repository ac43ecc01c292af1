/// Objects: a type element compiled to a template node, its attributes assigned as
/// properties, its id registered.
extension CompileState {
  mutating func compileObject(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>, type: NibType,
    slot: Int32, parent: Int32
  ) -> Role {
    // A node counts its properties and its references in 16 bits, and each is one attribute;
    // the attribute limit may be configured higher.
    guard attributes.count <= TemplateNode.maximumCount else {
      error(
        .limitExceeded,
        "element has more than \(TemplateNode.maximumCount) attributes, more than a template can hold",
        at: element.position)
      return .detached
    }
    if !type.isView, parent >= 0, let parentType = typeOfNode(parent),
      parentType.acceptsChildren
    {
      error(
        .childrenNotAllowed,
        "'\(type.name)' is not a view and cannot be placed inside '\(parentType.name)'",
        at: element.position)
    }
    let propertyStart = Int32(properties.count)
    let referenceStart = Int32(references.count)
    var node = TemplateNode(
      content: .object(type), parent: parent, position: element.position,
      depth: element.depth, extras: &nodeExtras)
    let nodeIndex = Int32(nodes.count)
    // The events are read in place: a copy of each would retain its name.
    for index in attributes.indices {
      switch lookup(attributes, index, on: type, slot: slot) {
      case .id:
        registerID(
          attributes[index].value, at: attributes[index].position, node: &node,
          nodeIndex: nodeIndex, type: type)
      case .outlet:
        addOutlets(attributes[index], to: &node)
      case .property(let property, let slot):
        property._withUnsafeGuaranteedRef {
          assign(attributes[index].value, at: attributes[index].position, to: $0, slot: slot)
        }
      case .unknown, .unseen:
        let name = attributes[index].name
        var message = "'\(type.name)' has no property '\(name)'"
        if let suggestion = closestMatch(to: name, in: Array(type.properties.keys)) {
          message += "; did you mean '\(suggestion)'?"
        } else if !type.events.isEmpty,
          type.events.contains(name) || name == "action" || name == "handler"
        {
          // An action written as an attribute, as other formats write it (`onClick`-style):
          // the attribute's event, else a control with a value's change, else its primary
          // action.
          let valued = ["value", "isOn", "selectedSegmentIndex", "date", "currentPage"]
          let event =
            type.events.contains(name)
            ? name
            : valued.contains(where: { type.properties[$0] != nil })
              ? "valueChanged" : "primaryActionTriggered"
          message +=
            "; an action is a child element: <action event=\"\(event)\" handler=\"\(escaped(attributes[index].text))\"/>"
        }
        error(.unknownProperty, message, at: attributes[index].position)
      }
    }
    // Collections of references add one reference per target: more than a node holds is cut.
    let referenceLimit = Int(referenceStart) + TemplateNode.maximumCount
    if references.count > referenceLimit {
      error(
        .limitExceeded,
        "element refers to more than \(TemplateNode.maximumCount) objects, more than a template can hold",
        at: element.position)
      references.removeSubrange(referenceLimit...)
    }
    node.propertyRange = propertyStart..<Int32(properties.count)
    node.referenceRange = referenceStart..<Int32(references.count)
    append(node)
    return .node(nodeIndex)
  }

  /// Parses a property's value and records the assignment (or the reference to resolve).
  /// - Parameter slot: The descriptor's slot in the template's table
  ///   (``AssignmentRecorder/slot(for:)``).
  mutating func assign(
    _ text: UnsafeBufferPointer<UInt8>, at position: SourcePosition,
    to property: PropertyDescriptor, slot: UInt16
  ) {
    // Hex colours, the most common kind after frames, go straight to their packed form.
    if case .color = property.kind, let bits = ValueSyntax.packedHexColor(text) {
      properties.appendPackedColor(bits, descriptor: property, slot: slot, position: position)
      return
    }
    switch ValueSyntax.parse(bytes: text, as: property.kind) {
    case .failure(let failure):
      error(.invalidValue, failure.message, at: position)
    case .success(let value):
      if case .reference(let expected) = property.kind, case .reference(let target) = value,
        let apply = property.applyReference
      {
        references.append(
          ReferenceAssignment(
            name: property.name, targetName: target, target: .owner,
            position: position, expectedTypeName: expected, apply: apply))
        return
      }
      if case .references(let expected) = property.kind, case .references(let targets) = value,
        let apply = property.applyReference
      {
        for target in targets {
          references.append(
            ReferenceAssignment(
              name: property.name, targetName: target, target: .owner,
              position: position, expectedTypeName: expected, apply: apply, isCollection: true))
        }
        return
      }
      if let failure = property.boundsFailure(value) {
        error(.invalidValue, failure.message, at: position)
        return
      }
      properties.append(value, descriptor: property, slot: slot, position: position)
    }
  }

  /// Puts the owner outlets an `outlet` attribute names on the node: one name, or several
  /// separated by white space (`outlet="nameField nameCell"`: an object that two of the owner's
  /// outlets hold, as Interface Builder lets a control and its cell be). Each is checked as its
  /// own binding, at the attribute.
  mutating func addOutlets(_ attribute: AttributeEvent, to node: inout TemplateNode) {
    let value = attribute.value
    // One name, the common case, without splitting (nor a list of one).
    let names =
      value.contains(where: SourceBytes.isSpace)
      ? value.split(whereSeparator: SourceBytes.isSpace) : []
    guard !names.isEmpty else {
      nodeExtras.setOutlet(OutletUse(name: attribute.text, position: attribute.position), of: &node)
      return
    }
    for name in names {
      nodeExtras.addOutlet(
        OutletUse(name: String(decoding: name, as: UTF8.self), position: attribute.position),
        to: &node)
    }
  }

  /// Checks an `id` given as UTF-8 and puts it on the node.
  mutating func registerID(
    _ utf8: UnsafeBufferPointer<UInt8>, at position: SourcePosition, node: inout TemplateNode,
    nodeIndex: Int32, type: NibType?
  ) {
    // Neither the check nor the table needs a string; a valid id is plain ASCII.
    guard isValidID(utf8: utf8) else {
      registerID(
        String(decoding: utf8, as: UTF8.self), at: position, node: &node, nodeIndex: nodeIndex,
        type: type)
      return
    }
    place(utf8, at: position, on: &node, nodeIndex: nodeIndex)
  }

  /// Checks an `id` and puts it on the node; it is defined with the others at the end.
  mutating func registerID(
    _ id: String, at position: SourcePosition, node: inout TemplateNode, nodeIndex: Int32,
    type: NibType?
  ) {
    guard isValidID(id) else {
      error(
        .invalidID,
        "invalid id '\(escaped(id))': expected a letter or '_' followed by letters, digits, '_', '.' or '-'",
        at: position)
      return
    }
    var id = id
    id.withUTF8 { place($0, at: position, on: &node, nodeIndex: nodeIndex) }
  }

  /// Puts a well-formed id, given as UTF-8, on the node, to be defined with the others at the
  /// end, unless it is the reserved `owner`. Only valid ids come here, so only they are
  /// written in the table.
  private mutating func place(
    _ id: UnsafeBufferPointer<UInt8>, at position: SourcePosition, on node: inout TemplateNode,
    nodeIndex: Int32
  ) {
    if id.count == 5, id[0] == UInt8(ascii: "o"), id[1] == UInt8(ascii: "w"),
      id[2] == UInt8(ascii: "n"), id[3] == UInt8(ascii: "e"), id[4] == UInt8(ascii: "r")
    {
      error(.invalidID, "id 'owner' is reserved: '$owner' names the owner", at: position)
      return
    }
    node.idIndex = ids.write(utf8: id, node: nodeIndex, position: position)
  }

  /// Defines the ids in document order, now that every external name is known.
  mutating func defineIDs() {
    // Every id is written by now (the file's and its includes').
    ids.trimByteStore()
    ids.reserveCapacity(ids.writtenCount)
    let anyReserved = !reservedExternalNames.isEmpty
    for index in 0..<Int32(ids.writtenCount) {
      let entry = ids.entry(at: index)
      if entry.origin == IDEntry.own {
        // The name is made a string only when externals take names, or for a message.
        if anyReserved {
          let id = ids.name(at: index)
          if reservedExternalNames.contains(id) {
            error(
              .invalidID, "id '\(id)' is reserved: it names an external object",
              at: entry.position)
            ids.passOver(at: index)
            nodes[Int(entry.node)].idIndex = -1
            plan?.forgetID(ofNode: Int(entry.node))
            continue
          }
        }
        if let first = ids.define(at: index) {
          reportDuplicate(
            ids.name(at: index), at: location(entry.position), notes: [], first: first)
        }
      } else {
        if let first = ids.define(at: index) {
          let definition = ids.included[Int(entry.origin)]
          reportDuplicate(
            ids.name(at: index), at: definition.location, notes: definition.includeNotes,
            first: first)
        }
      }
    }
  }

  /// Reports an id defined twice, at the later place.
  mutating func reportDuplicate(
    _ id: String, at location: SourceLocation, notes: [Diagnostic], first: IDEntry
  ) {
    let here =
      hasSameUTF8(location.file, file)
      ? SourcePosition(line: location.line, column: location.column) : .start
    guard roomForFindings(at: here) else { return }
    output.diagnostics.append(
      .error(
        .duplicateID, "duplicate id '\(id)'", at: location,
        notes: notes + [.note("first defined here", at: ids.location(of: first))]
          + ids.includeNotes(of: first)))
  }

  /// Counts elements against the object limit (every element but the root, includes
  /// expanded, as the reader counts them); returns `false` once it is passed.
  mutating func countObjects(_ count: Int, at position: SourcePosition) -> Bool {
    objectCount += count
    guard objectCount > compiler.limits.objects else { return true }
    if !reportedObjectLimit {
      reportedObjectLimit = true
      error(
        .limitExceeded,
        "the file creates more than \(compiler.limits.objects) objects (includes counted)",
        at: position)
    }
    return false
  }
}
