/// Connections and constraints' items: what names other objects by id, resolved once the walk
/// has seen every id (a connection may name an object that comes later in the document).
extension XIBImporter {
  /// Resolves every constraint's items and every connection.
  mutating func resolveConnections() {
    for (node, element) in pendingConstraints {
      resolveItems(of: element, constraint: node)
    }
    for pending in pendingAttributeReferences {
      guard let target = targets[pending.id] else {
        if let unmodelled = unmodelledElement(withID: pending.id) {
          note(
            .xibUnresolvedName,
            "'\(pending.property)' names '\(escaped(pending.id))', a <\(document.name(of: unmodelled))> that the kit does not model there: it is not set",
            at: pending.position)
        } else if !excluded.contains(pending.id) {
          error(
            .danglingConnection,
            "'\(pending.property)' names '\(escaped(pending.id))', which no object of the document has",
            at: pending.position)
        }
        continue
      }
      addReference(
        pending.property, to: target, targetName: pending.id, on: pending.node, at: pending.position
      )
    }
    for (source, element) in pendingConnections {
      switch document.name(of: element) {
      case "outlet": outlet(element, from: source, isCollection: false)
      case "outletCollection": outlet(element, from: source, isCollection: true)
      case "action": action(element, from: source)
      case "binding":
        let name = document.value(.name, of: element) ?? "binding"
        let keyPath = document.value(.keyPath, of: element) ?? ""
        notConverted.append("binding '\(name)' to '\(keyPath)' is not read")
      case "segue":
        notConverted.append("a segue is not read")
      default:
        break
      }
    }
  }

  /// What an id names, or `nil` after `dangling-connection` at the attribute that names it.
  mutating func target(
    of attribute: (value: String, position: SourcePosition), in element: Int32
  ) -> XIBTarget? {
    if let target = targets[attribute.value] { return target }
    // The default size class leaves out some constraints and views, which are then not
    // imported: a connection to one is not dangling, but it is not bound either.
    guard !excluded.contains(attribute.value) else {
      note(
        .xibUnresolvedName,
        "<\(document.name(of: element))> names '\(escaped(attribute.value))', which the default size class leaves out (<variation key=\"default\">): it is not bound",
        at: attribute.position)
      return nil
    }
    if let unmodelled = unmodelledElement(withID: attribute.value) {
      note(
        .xibUnresolvedName,
        "<\(document.name(of: element))> names '\(escaped(attribute.value))', a <\(document.name(of: unmodelled))> that the kit does not model there: it is not bound",
        at: attribute.position)
      return nil
    }
    error(
      .danglingConnection,
      "<\(document.name(of: element))> names '\(escaped(attribute.value))', which no object, placeholder or layout guide of the document has",
      at: attribute.position)
    return nil
  }

  /// The element with `id` when no object stands for it: one inside a structure the kit does
  /// not model (a cell of a `<matrix>`, under `<cells><column>`), which Xcode connects to as
  /// to any object. `nil` when no element has the id.
  mutating func unmodelledElement(withID id: String) -> Int32? {
    if elementsByID == nil {
      var index: [String: Int32] = [:]
      index.reserveCapacity(document.idCount)
      var pending: [Int32] = [0]
      while let element = pending.popLast() {
        // A connection is not an object, whatever its id.
        if let id = document.value(.id, of: element), index[id] == nil,
          !XIBElementTable.connections.contains(document.name(of: element))
        {
          index[id] = element
        }
        pending.append(contentsOf: document.children(of: element))
      }
      elementsByID = index
    }
    return elementsByID?[id]
  }

  /// A constraint's first item (its view when the attribute is missing) and second item.
  private mutating func resolveItems(of element: Int32, constraint node: Int32) {
    for (item, name) in [(XIBName.firstItem, "firstItem"), (.secondItem, "secondItem")] {
      guard let attribute = document.attribute(item, of: element) else {
        if name == "firstItem", node >= 0 {
          addReference(
            name, to: .node(nodes[Int(node)].parent), targetName: "", on: node,
            at: nodes[Int(node)].position)
        }
        continue
      }
      guard let target = target(of: attribute, in: element), node >= 0 else { continue }
      addReference(name, to: target, targetName: attribute.value, on: node, at: attribute.position)
    }
  }

  /// Sets a reference property of a node (a constraint's item) to a target.
  private mutating func addReference(
    _ name: String, to target: XIBTarget, targetName: String, on node: Int32,
    at position: SourcePosition
  ) {
    guard let descriptor = referenceDescriptor(name, of: nodes[Int(node)].type),
      let expected = Self.referenceType(of: descriptor)
    else { return }
    let written = targetName.isEmpty ? targetID(of: target) : targetName
    nodes[Int(node)].references.append(
      ImportedReference(
        descriptor: descriptor, name: name, target: target, targetName: written,
        position: position, apply: nil, expectedTypeName: expected))
  }

  /// A type's property of a name, looked up once per type and name: every constraint asks for
  /// its type's `firstItem` and `secondItem`, and a document has few others.
  private mutating func referenceDescriptor(_ name: String, of type: NibType)
    -> PropertyDescriptor?
  {
    let key = ObjectIdentifier(type)
    if let known = referenceDescriptors.first(where: { $0.type == key && $0.name == name }) {
      return known.descriptor
    }
    let descriptor = type.properties[name]
    referenceDescriptors.append((key, name, descriptor))
    return descriptor
  }

  /// The id a target is known by, for the dump (`owner` for File's Owner).
  func targetID(of target: XIBTarget) -> String {
    switch target {
    case .node(let index): nodes[Int(index)].id
    case .owner: "owner"
    case .firstResponder: "firstResponder"
    case .placeholder(let name): name
    case .layoutGuide(let view, let kind): "\(nodes[Int(view)].id).\(kind)"
    }
  }

  /// An `<outlet>` or `<outletCollection>`: File's Owner's bind the owner's outlets; another
  /// object's set a reference property of its type (or bind through its own connections).
  private mutating func outlet(_ element: Int32, from source: XIBTarget, isCollection: Bool) {
    let position = document.position(of: element)
    let property = document.attribute(.property, of: element)
    let destination = document.attribute(.destination, of: element)
    guard let property, let destination else {
      let missing = [
        property == nil ? "'property'" : nil, destination == nil ? "'destination'" : nil,
      ]
      .compactMap { $0 }
      error(
        .missingAttribute,
        "<\(document.name(of: element))> requires attribute\(missing.count > 1 ? "s" : "") \(missing.joined(separator: " and "))",
        at: position)
      return
    }
    guard
      isNameOfCode(
        property, ObjectiveCNames.isIdentifier(property.value[...]), what: "outlet",
        expected: "a property name (letters, digits and '_', not starting with a digit)",
        consequence: "loading the view would fail")
    else { return }
    guard let target = target(of: destination, in: element) else { return }
    switch source {
    case .owner:
      guard case .node(let node) = target else {
        note(
          .xibUnresolvedName,
          "File's Owner's outlet '\(escaped(property.value))' names a placeholder or layout guide: it is not bound",
          at: position)
        return
      }
      // Findings about the outlet point at its name, as a nib's point at its `outlet=`.
      nodes[Int(node)].outlets.append(
        OutletUse(name: property.value, position: property.position, isCollection: isCollection))
    case .node(let node):
      objectOutlet(
        property.value, of: node, to: target, targetName: destination.value,
        isCollection: isCollection, at: property.position)
    case .firstResponder, .placeholder, .layoutGuide:
      note(
        .xibUnresolvedName,
        "outlet '\(escaped(property.value))' of \(describe(source)) is not bound: the loader has no such object",
        at: position)
      notConverted.append("outlet '\(property.value)' of \(describe(source))")
    }
  }

  /// Whether the node's class is the app's, and nothing describes it (no schema registers it).
  func isUndescribedAppClass(_ node: Int32) -> Bool {
    guard let className = nodes[Int(node)].className else { return false }
    return registry.type(named: className) == nil
  }

  /// A custom object of the app's class that nothing describes (no schema registers it) takes
  /// the type an outlet to it needs: an NSObject subclass the kit cannot see, used as a text
  /// field's `formatter`, is an undescribed `TextFormatter`. `false` for any other object.
  private mutating func inferAppObjectType(of node: Int32, from typeName: String) -> Bool {
    let current = nodes[Int(node)]
    guard isUndescribedAppClass(node), current.type === current.kitType,
      current.type.name == "Object",
      let expected = registry.type(named: typeName), expected.isSubtype(of: "Object")
    else { return false }
    nodes[Int(node)].type = expected
    nodes[Int(node)].kitType = expected
    return true
  }

  /// An outlet of an object: a reference property of its type, or an outlet of its own
  /// connections when its class is a `NibOwner` (a cell that owns its nib); otherwise kept.
  private mutating func objectOutlet(
    _ name: String, of node: Int32, to target: XIBTarget, targetName: String,
    isCollection: Bool, at position: SourcePosition
  ) {
    let type = nodes[Int(node)].type
    let written = target == .owner ? "owner" : targetName
    /// Keeps the outlet as written, unbound (the dump and `convert` still see it).
    func keep() {
      nodes[Int(node)].kept.append(
        .init(
          name: name, value: .reference(target: written, isCollection: isCollection),
          position: position))
    }
    switch target {
    case .firstResponder, .placeholder:
      keep()
      note(
        .xibUnresolvedName,
        "outlet '\(escaped(name))' names \(describe(target)): it is kept and not bound",
        at: position)
      return
    case .node, .owner, .layoutGuide:
      break
    }
    if let descriptor = type.properties[name], let expected = Self.referenceType(of: descriptor) {
      if case .node(let destination) = target, expected != "Any",
        !nodes[Int(destination)].type.isSubtype(of: expected),
        !inferAppObjectType(of: destination, from: expected)
      {
        if Self.responderOutlets.contains(name), !nodes[Int(destination)].type.isView {
          // AppKit takes any responder there (Commando's window starts with its window
          // controller), the kit a view: not an error of the document's.
          keep()
          note(
            .xibUnresolvedName,
            "outlet '\(escaped(name))' of '\(typeName(of: node))' names \(MessageText.withArticle(typeName(of: destination))), a responder the kit does not focus (it takes \(MessageText.withArticle(expected))): it is kept and not bound",
            at: position)
          return
        }
        guard isUndescribedAppClass(node) else {
          error(
            .referenceType,
            "outlet '\(escaped(name))' of '\(typeName(of: node))' needs \(MessageText.withArticle(expected)), not \(MessageText.withArticle(typeName(of: destination)))",
            at: position)
          return
        }
        // The app's class, which nothing describes, declares an outlet of that name of its
        // own (a text view's `contentView`: AppKit's has none, the kit's is a scroll view's).
        keep()
        reportUnresolvedName(
          "outlet '\(escaped(name))' of '\(typeName(of: node))' names \(MessageText.withArticle(typeName(of: destination))), not the \(expected) of the kit's '\(escaped(name))': it is taken for the app class's own outlet",
          rule: .referenceType, node: node, at: position)
        return
      }
      nodes[Int(node)].references.append(
        ImportedReference(
          descriptor: descriptor, name: name, target: target, targetName: written,
          position: position, apply: nil, expectedTypeName: expected))
      return
    }
    if let outlet = Self.ownOutlet(name, of: type) {
      if nodes[Int(node)].parent < 0 { topLevelOwnOutlets.insert(name) }
      nodes[Int(node)].references.append(
        ImportedReference(
          descriptor: nil, name: name, target: target, targetName: written, position: position,
          apply: { source, object in
            guard outlet.accepts(Swift.type(of: object)) else { return false }
            outlet.assign(source, [object])
            return true
          }, expectedTypeName: "Any"))
      return
    }
    keep()
    reportUnresolvedName(
      "'\(typeName(of: node))' has no outlet or reference property '\(escaped(name))'",
      rule: .unknownProperty, node: node, at: position)
  }

  /// AppKit's outlets of a responder to give the keyboard focus to: typed as views, but any
  /// responder (a window controller) is taken by AppKit, and so by Interface Builder.
  static let responderOutlets: Set<String> = ["initialFirstResponder", "nextKeyView"]

  /// The type a reference property, or a collection of references, takes.
  static func referenceType(of descriptor: PropertyDescriptor) -> String? {
    switch descriptor.kind {
    case .reference(let type), .references(let type): type
    default: nil
    }
  }

  /// The outlet of that name in the connections of a type whose class is a `NibOwner`.
  static func ownOutlet(_ name: String, of type: NibType) -> OutletConnection? {
    guard let ownerType = type.metatype as? any NibOwner.Type else { return nil }
    return Instantiator.ownerTable(of: ownerType).outlets[name]
  }

  /// A placeholder or guide, in words.
  func describe(_ target: XIBTarget) -> String {
    switch target {
    case .owner: "File's Owner"
    case .firstResponder: "First Responder"
    case .placeholder(let name): "the placeholder '\(escaped(name))'"
    case .layoutGuide(_, let kind): "a layout guide (\(kind))"
    case .node(let index): "'\(nodes[Int(index)].id)'"
    }
  }
}
