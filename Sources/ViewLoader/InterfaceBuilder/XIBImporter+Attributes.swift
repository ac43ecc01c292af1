/// Attributes: the properties an object element's attributes name, each set on the kit's
/// property of the same meaning. Numbers, flags and cases become values with the nib syntax's
/// checks; every other value is written in the nib syntax and read by the nib's own value
/// parser, so an imported value is one a nib can hold.
extension XIBImporter {
  /// Sets the properties an element's attributes name. Attributes the node's type has no
  /// property for are Interface Builder's bookkeeping or what the kit does not model: ignored.
  /// - Parameter cell: For a control's cell, the cell's element name (its attributes alias
  ///   differently: a text field cell's `title` is the field's text).
  mutating func readAttributes(
    of element: Int32, into node: Int32, cell: String?, skipping skipped: [XIBName] = []
  ) {
    let type = nodes[Int(node)].type
    let entry = attributeTargetsEntry(for: type)
    // Taken out while it is filled in, so that the list does not copy it.
    var slots = attributeTargets[entry].targets
    attributeTargets[entry].targets = []
    defer { attributeTargets[entry].targets = slots }
    for index in document.attributeIndices(of: element) {
      let nameIndex = document.attributeNameIndex(at: index)
      guard let mapped = property(forAttributeNamed: nameIndex),
        !skipped.contains(where: { $0.rawValue == nameIndex })
      else { continue }
      let name = document.names[Int(nameIndex)]
      let descriptor: PropertyDescriptor
      let property: String
      var caseNames: [String: String]?? = nil
      if let cell, let aliased = XIBElementTable.cellPropertyName(for: name, cell: cell) {
        // A cell's attributes alias differently: looked up by the alias.
        guard let found = type.properties[aliased] else { continue }
        (descriptor, property) = (found, aliased)
      } else {
        let slot = Int(nameIndex)
        if slots[slot] < 0 {
          // An attribute whose name the type has no property for may name one of its own (a
          // tab view's `type` is its `tabViewType`).
          var property = mapped
          var found = type.properties[mapped]
          if found == nil, let alias = XIBElementTable.ownPropertyName(for: name, in: type) {
            (property, found) = (alias, type.properties[alias])
          }
          // Xcode's names for cases matter only to a property with cases.
          var caseNames: [String: String]? = nil
          if case .enumeration = found?.kind { caseNames = XIBElementTable.caseNames[property] }
          slots[slot] = Int32(attributeTargetList.count)
          attributeTargetList.append(
            AttributeTarget(descriptor: found, property: property, caseNames: caseNames))
        }
        let target = attributeTargetList[Int(slots[slot])]
        guard let found = target.descriptor else { continue }
        (descriptor, property, caseNames) = (found, target.property, .some(target.caseNames))
      }
      let attribute = document.attribute(at: index)
      assign(
        attribute.value, descriptor: descriptor, to: property, of: node, at: attribute.position,
        from: name, caseNames: caseNames)
    }
  }

  /// The entry of ``attributeTargets`` for a type, made (with a slot for every name of the
  /// document) the first time the type is met.
  private mutating func attributeTargetsEntry(for type: NibType) -> Int {
    let key = ObjectIdentifier(type)
    if lastAttributeTargets < attributeTargets.count,
      attributeTargets[lastAttributeTargets].type == key
    {
      return lastAttributeTargets
    }
    let entry =
      attributeTargets.firstIndex { $0.type == key }
      ?? {
        attributeTargets.append((key, [Int32](repeating: -1, count: document.names.count)))
        return attributeTargets.count - 1
      }()
    lastAttributeTargets = entry
    return entry
  }

  /// What an attribute sets on a type: the type's property, and Xcode's names for its values
  /// where they differ from the kit's, looked up once per type and attribute name.
  struct AttributeTarget {
    var descriptor: PropertyDescriptor?
    /// The property's name: the attribute's, or the type's own for it.
    var property: String
    var caseNames: [String: String]?
  }

  /// The kit's property for an attribute name (by its index in the document's names), or `nil`
  /// for a name that sets none (`id`, `key`, …): worked out once per name and remembered, as
  /// every element asks again.
  private mutating func property(forAttributeNamed nameIndex: Int32) -> String? {
    let slot = Int(nameIndex)
    if slot < attributeProperties.count, let known = attributeProperties[slot] { return known }
    let name = document.names[slot]
    let property =
      XIBElementTable.structuralAttributes.contains(name)
      ? nil : XIBElementTable.propertyNames[name] ?? name
    if attributeProperties.isEmpty {
      attributeProperties = Array(repeating: nil, count: document.names.count)
    }
    attributeProperties[slot] = .some(property)
    return property
  }

  /// Sets `property` from Xcode's text for it, when the node's type has that property; returns
  /// whether it has.
  @discardableResult
  mutating func assign(
    _ text: String, to property: String, of node: Int32, at position: SourcePosition,
    from source: String
  ) -> Bool {
    guard let descriptor = nodes[Int(node)].type.properties[property] else { return false }
    assign(text, descriptor: descriptor, to: property, of: node, at: position, from: source)
    return true
  }

  /// Sets `property`, which `descriptor` describes, from Xcode's text for it.
  /// - Parameter caseNames: Xcode's names for the property's cases
  ///   (``XIBElementTable/caseNames``), when the caller looked them up (`.some(nil)`: it has
  ///   none); `nil` to look them up here.
  private mutating func assign(
    _ text: String, descriptor: PropertyDescriptor, to property: String, of node: Int32,
    at position: SourcePosition, from source: String, caseNames: [String: String]?? = nil
  ) {
    // Numbers, flags and cases become their values here, as the nib syntax would make them
    // (a minimum checked, a case's own string kept): no nib text is made and read again.
    let value: PropertyValue
    switch descriptor.kind {
    case .bool:
      switch text {
      case "YES", "true": value = .bool(true)
      case "NO", "false": value = .bool(false)
      default:
        error(.invalidValue, "'\(source)' must be YES or NO, not '\(escaped(text))'", at: position)
        return
      }
    case .int:
      guard let number = XIBNumbers.int(text) else {
        error(
          .invalidValue, "'\(source)' must be a whole number, not '\(escaped(text))'", at: position)
        return
      }
      if let minimum = descriptor.minimum,
        let failure = ValueSyntax.checkMinimum(number, minimum: minimum)
      {
        error(.invalidValue, failure.message, at: position)
        return
      }
      value = .int(number)
    case .double:
      guard let number = XIBNumbers.double(text) else {
        error(.invalidValue, "'\(source)' must be a number, not '\(escaped(text))'", at: position)
        return
      }
      value = .double(number == 0 ? 0 : number)
      if let failure = descriptor.boundsFailure(value) {
        error(.invalidValue, failure.message, at: position)
        return
      }
    case .reference, .references:
      // An object named by its id: resolved once every id is known.
      if !text.isEmpty { pendingAttributeReferences.append((node, property, text, position)) }
      return
    case .enumeration(let cases):
      let name = (caseNames ?? XIBElementTable.caseNames[property])?[text] ?? text
      guard let index = cases.firstIndex(of: name) else {
        reportUnknownValue(
          "'\(escaped(text))' is not a value the kit's '\(property)' of '\(typeName(of: node))' has (\(cases.joined(separator: ", ")))",
          at: position)
        return
      }
      value = .enumeration(EnumerationCase(name: cases[index], index: index))
    default:
      set(text, descriptor: descriptor, on: node, at: position)
      return
    }
    record(value, descriptor: descriptor, on: node, at: position)
  }

  /// Parses nib-syntax text for a property and records the assignment (a later one replaces an
  /// earlier one: a label's `<string key="text">` wins over its `text` attribute).
  mutating func set(
    _ text: String, descriptor: PropertyDescriptor, on node: Int32, at position: SourcePosition
  ) {
    switch ValueSyntax.parse(text, as: descriptor.kind) {
    case .failure(let failure):
      error(.invalidValue, failure.message, at: position)
    case .success(let value):
      if let failure = descriptor.boundsFailure(value) {
        error(.invalidValue, failure.message, at: position)
        return
      }
      record(value, descriptor: descriptor, on: node, at: position)
    }
  }

  /// Records a value already checked for its property (a later one replaces an earlier one).
  mutating func record(
    _ value: PropertyValue, descriptor: PropertyDescriptor, on node: Int32,
    at position: SourcePosition
  ) {
    // Nearly always the first value for the property: nothing to remove.
    if let earlier = nodes[Int(node)].properties.firstIndex(where: {
      $0.descriptor === descriptor
    }) {
      nodes[Int(node)].properties.remove(at: earlier)
    }
    nodes[Int(node)].properties.append((descriptor, value, position))
  }

  /// A value the importer cannot interpret (an unknown colour, font or case): a note, and the
  /// property stays unset.
  mutating func reportUnknownValue(_ message: String, at position: SourcePosition) {
    note(.xibUnresolvedName, message + "; the property is left unset", at: position)
  }
}
