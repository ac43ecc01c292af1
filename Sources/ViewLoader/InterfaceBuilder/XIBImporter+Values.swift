import FoundationEssentials

/// Values: an object's attributes, its value elements (`<rect key="frame">`, `<color>`,
/// `<fontDescription>`, `<state>`, …) and its user-defined runtime attributes, each set on the
/// kit's property of the same meaning. Numbers, flags and cases become values with the nib
/// syntax's checks; every other value is written in the nib syntax and read by the nib's own
/// value parser, so an imported value is one a nib can hold.
extension XIBImporter {
  /// Sets the properties an element's attributes name. Attributes the node's type has no
  /// property for are Interface Builder's bookkeeping or what the kit does not model: ignored.
  /// - Parameter cell: For a control's cell, the cell's element name (its attributes alias
  ///   differently: a text field cell's `title` is the field's text).
  mutating func readAttributes(
    of element: Int32, into node: Int32, cell: String?, skipping skipped: [XIBName] = []
  ) {
    for index in document.attributeIndices(of: element) {
      let nameIndex = document.attributeNameIndex(at: index)
      guard let mapped = property(forAttributeNamed: nameIndex),
        !skipped.contains(where: { $0.rawValue == nameIndex })
      else { continue }
      let name = document.names[Int(nameIndex)]
      let property =
        cell.flatMap { XIBElementTable.cellPropertyName(for: name, cell: $0) } ?? mapped
      let attribute = document.attribute(at: index)
      assign(attribute.value, to: property, of: node, at: attribute.position, from: name)
    }
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
    if slot >= attributeProperties.count {
      attributeProperties += repeatElement(nil, count: slot + 1 - attributeProperties.count)
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
        return true
      }
    case .int:
      guard let number = XIBNumbers.int(text) else {
        error(
          .invalidValue, "'\(source)' must be a whole number, not '\(escaped(text))'", at: position)
        return true
      }
      if let minimum = descriptor.minimum,
        let failure = ValueSyntax.checkMinimum(number, minimum: minimum)
      {
        error(.invalidValue, failure.message, at: position)
        return true
      }
      value = .int(number)
    case .double:
      guard let number = XIBNumbers.double(text) else {
        error(.invalidValue, "'\(source)' must be a number, not '\(escaped(text))'", at: position)
        return true
      }
      value = .double(number == 0 ? 0 : number)
    case .reference, .references:
      // An object named by its id: resolved once every id is known.
      if !text.isEmpty { pendingAttributeReferences.append((node, property, text, position)) }
      return true
    case .enumeration(let cases):
      let name = XIBElementTable.caseNames[property]?[text] ?? text
      guard let index = cases.firstIndex(of: name) else {
        reportUnknownValue(
          "'\(escaped(text))' is not a value the kit's '\(property)' of '\(typeName(of: node))' has (\(cases.joined(separator: ", ")))",
          at: position)
        return true
      }
      value = .enumeration(EnumerationCase(name: cases[index], index: index))
    default:
      set(text, descriptor: descriptor, on: node, at: position)
      return true
    }
    record(value, descriptor: descriptor, on: node, at: position)
    return true
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
      if let minimum = descriptor.minimum, case .int(let number) = value,
        let failure = ValueSyntax.checkMinimum(number, minimum: minimum)
      {
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
    nodes[Int(node)].properties.removeAll { $0.descriptor === descriptor }
    nodes[Int(node)].properties.append((descriptor, value, position))
  }

  /// A value the importer cannot interpret (an unknown colour, font or case): a note, and the
  /// property stays unset.
  mutating func reportUnknownValue(_ message: String, at position: SourcePosition) {
    note(.xibUnresolvedName, message + "; the property is left unset", at: position)
  }

  // MARK: - Value elements

  /// A value element held by `key` (or, for a few, by its name alone).
  mutating func readValue(_ element: Int32, name: String, key: String?, into node: Int32) {
    let position = document.position(of: element)
    /// A geometry element's numbers (a missing one is 0), as the property's value.
    func numbers(_ attributes: [XIBName], for property: String) {
      guard let descriptor = nodes[Int(node)].type.properties[property] else { return }
      var values: [Double] = []
      for attribute in attributes {
        guard let text = document.value(attribute, of: element) else {
          values.append(0)
          continue
        }
        guard let value = XIBNumbers.double(text) else {
          error(
            .invalidValue, "<\(name) key=\"\(key ?? "")\"> has a component that is not a number",
            at: position)
          return
        }
        values.append(value == 0 ? 0 : value)
      }
      let value: PropertyValue? =
        switch (descriptor.kind, values.count) {
        case (.rect, 4) where values[2] >= 0 && values[3] >= 0:
          .rect(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        case (.size, 2) where values[0] >= 0 && values[1] >= 0:
          .size(Size(width: values[0], height: values[1]))
        case (.point, 2): .point(Point(x: values[0], y: values[1]))
        case (.insets, 4):
          .insets(Insets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        default: nil
        }
      if let value {
        record(value, descriptor: descriptor, on: node, at: position)
      } else {
        // Another kind of property, or a negative size: the nib syntax's checks say why.
        let text = values.map { PropertyValue.double($0).canonicalText }.joined(separator: " ")
        set(text, descriptor: descriptor, on: node, at: position)
      }
    }
    switch name {
    case "rect":
      guard let key else { return }
      let property = key == "frame" || key == "contentRect" ? "frame" : key
      numbers([.x, .y, .width, .height], for: property)
      if key == "contentRect", policy.readsAsInterfaceBuilderCanvas {
        sizeWindowByContent(contentRect: element, window: node)
      }
    case "size":
      if let key { numbers([.width, .height], for: key) }
    case "point":
      if let key { numbers([.x, .y], for: key) }
    case "inset":
      if let key { numbers([.minY, .minX, .maxY, .maxX], for: key) }
    case "edgeInsets":
      if let key { numbers([.top, .left, .bottom, .right], for: key) }
    case "color":
      guard let key else { return }
      readColor(element, property: XIBElementTable.colorPropertyNames[key] ?? key, into: node)
    case "fontDescription", "font":
      readFont(element, into: node)
    case "string", "mutableString":
      if let key {
        setIfPresent(document.text(of: element) ?? "", property: key, node: node, at: position)
      }
    case "attributedString":
      guard let key else { return }
      readAttributedString(
        element, text: key == "attributedText" ? "text" : key, color: "textColor", into: node)
    case "integer", "real", "number", "bool":
      if let key, let value = document.attribute(.value, of: element) {
        assign(value.value, to: key, of: node, at: position, from: key)
      }
    case "date":
      if let key { readDate(element, property: key, into: node) }
    case "state":
      if let key { readButtonState(element, state: key, into: node) }
    case "autoresizingMask":
      readAutoresizingMask(element, into: node)
    case "accessibility":
      for (attribute, property) in [
        ("label", "accessibilityLabel"), ("identifier", "accessibilityIdentifier"),
        ("hint", "accessibilityHint"),
      ] {
        if let value = document.attribute(attribute, of: element) {
          assign(value.value, to: property, of: node, at: value.position, from: attribute)
        }
      }
    case "textInputTraits":
      readAttributes(of: element, into: node, cell: nil)
    case "segments":
      readSegments(element, into: node)
    case "array":
      // A list of strings (a search bar's `scopeButtonTitles`).
      guard let key, let descriptor = nodes[Int(node)].type.properties[key],
        descriptor.kind == .strings
      else { return }
      let items = document.children(of: element).map { document.text(of: $0) ?? "" }
      set(
        PropertyValue.strings(items).canonicalText, descriptor: descriptor, on: node, at: position)
    default:
      if let key { readOptionFlags(element, property: key, into: node) }
    }
  }

  /// An element of `YES` flags for an option set (`<windowStyleMask titled="YES" …>`,
  /// `<modifierMask command="YES">`): the members whose flag is set.
  private mutating func readOptionFlags(_ element: Int32, property: String, into node: Int32) {
    guard let descriptor = nodes[Int(node)].type.properties[property],
      case .options(let names) = descriptor.kind
    else { return }
    let aliases = XIBElementTable.optionNames[property] ?? [:]
    var members: [String] = []
    for attribute in document.attributeList(of: element)
    where attribute.name != "key" && attribute.value == "YES" {
      let name = aliases[attribute.name] ?? attribute.name
      guard names.contains(name) else {
        reportUnknownValue(
          "'\(escaped(attribute.name))' is not a member of the kit's '\(property)' (\(names.joined(separator: ", ")))",
          at: attribute.position)
        continue
      }
      members.append(name)
    }
    set(
      members.joined(separator: " "), descriptor: descriptor, on: node,
      at: document.position(of: element))
  }

  /// `<segments>`: a segmented control's titles (iOS `title`, macOS `label`) and images, and on
  /// macOS the segment marked selected.
  private mutating func readSegments(_ element: Int32, into node: Int32) {
    let segments = Array(document.children(of: element))
    let position = document.position(of: element)
    for (property, attributes) in [
      ("segmentTitles", ["title", "label"]), ("segmentImages", ["image"]),
    ] {
      guard let descriptor = nodes[Int(node)].type.properties[property],
        descriptor.kind == .strings
      else { continue }
      let document = self.document
      let items = segments.map { segment in
        attributes.compactMap { document.value($0, of: segment) }.first ?? ""
      }
      guard items.contains(where: { !$0.isEmpty }) || property == "segmentTitles" else { continue }
      set(
        PropertyValue.strings(items).canonicalText, descriptor: descriptor, on: node, at: position)
    }
    if let selected = segments.firstIndex(where: { document.value(.selected, of: $0) == "YES" }) {
      setIfPresent(String(selected), property: "selectedSegmentIndex", node: node, at: position)
    }
  }

  /// Sets a property from nib-syntax text when the node's type has it.
  mutating func setIfPresent(
    _ text: String, property: String, node: Int32, at position: SourcePosition
  ) {
    guard let descriptor = nodes[Int(node)].type.properties[property] else { return }
    set(text, descriptor: descriptor, on: node, at: position)
  }

  /// A `<color>`: its colour space or name resolved to an sRGB colour.
  mutating func readColor(_ element: Int32, property: String, into node: Int32) {
    guard let descriptor = nodes[Int(node)].type.properties[property], descriptor.kind == .color
    else { return }
    let position = document.position(of: element)
    switch color(of: element) {
    case .value(let color):
      set(PropertyValue.color(color).canonicalText, descriptor: descriptor, on: node, at: position)
    case .unknown(let message):
      reportUnknownValue(message, at: position)
    case .malformed(let message):
      error(.invalidValue, message, at: position)
    }
  }

  /// A colour element's colour, names resolved against the document's resources.
  func color(of element: Int32) -> XIBValue<Color> {
    var visited: Set<Int32> = [element]
    return color(of: element, visited: &visited)
  }

  private func color(of element: Int32, visited: inout Set<Int32>) -> XIBValue<Color> {
    var seen = visited
    let result = XIBColors.color(
      attribute: { document.value($0, of: element) },
      resource: { name in
        // A resource may name another; a cycle of names is no colour.
        guard let resource = colorResources[name], seen.insert(resource).inserted else {
          return nil
        }
        return color(of: resource, visited: &seen)
      })
    visited = seen
    return result
  }

  private mutating func readFont(_ element: Int32, into node: Int32) {
    guard let descriptor = nodes[Int(node)].type.properties["font"] else { return }
    let position = document.position(of: element)
    switch XIBFonts.font(attribute: { document.value($0, of: element) }) {
    case .value(let font):
      set(font, descriptor: descriptor, on: node, at: position)
    case .unknown(let message):
      reportUnknownValue(message, at: position)
    case .malformed(let message):
      error(.invalidValue, message, at: position)
    }
  }

  /// `<date key="…" timeIntervalSinceReferenceDate="…">`: seconds since 2001-01-01 00:00 UTC.
  private mutating func readDate(_ element: Int32, property: String, into node: Int32) {
    guard nodes[Int(node)].type.properties[property] != nil,
      let seconds = document.attribute(.timeIntervalSinceReferenceDate, of: element)
    else { return }
    guard let interval = XIBNumbers.double(seconds.value), abs(interval) < 3e11 else {
      error(
        .invalidValue, "a date's time interval must be a number, not '\(escaped(seconds.value))'",
        at: seconds.position)
      return
    }
    let date = Date(timeIntervalSinceReferenceDate: interval.rounded())
    setIfPresent(
      PropertyValue.date(date).canonicalText, property: property, node: node,
      at: document.position(of: element))
  }

  /// `<state key="normal" title= image=>` with its colours: a button's title, image and title
  /// colour; other states (`selected`, `highlighted`, `disabled`) set the kit's per-state
  /// properties when it has them (`selectedTitle`).
  private mutating func readButtonState(_ element: Int32, state: String, into node: Int32) {
    func name(_ base: String) -> String {
      state == "normal" ? base : state + base.prefix(1).uppercased() + base.dropFirst()
    }
    for attribute in ["title", "image", "backgroundImage"] {
      if let value = document.attribute(attribute, of: element) {
        assign(value.value, to: name(attribute), of: node, at: value.position, from: attribute)
      }
    }
    for child in document.children(of: element) {
      if document.element(child, isNamed: .color), let key = document.value(.key, of: child) {
        readColor(child, property: name(key), into: node)
      } else if document.element(child, isNamed: .attributedString),
        document.value(.key, of: child) == "attributedTitle"
      {
        readAttributedString(
          child, text: name("title"), color: name("titleColor"), into: node)
      }
    }
  }

  /// An `<attributedString>`: its fragments' text joined, set as `text`; the first fragment's
  /// font (`NSFont`) and colour (`NSColor`), set as the view's font and as `color`, since the
  /// kit's text is of one style.
  private mutating func readAttributedString(
    _ element: Int32, text: String, color: String, into node: Int32
  ) {
    let fragments = document.children(of: element).filter {
      document.element($0, isNamed: .fragment)
    }
    let joined = fragments.map { fragment in
      document.value(.content, of: fragment)
        ?? document.child(of: fragment, named: .string).flatMap { document.text(of: $0) } ?? ""
    }.joined()
    setIfPresent(joined, property: text, node: node, at: document.position(of: element))
    guard let first = fragments.first,
      let attributes = document.child(of: first, named: .attributes)
    else { return }
    for attribute in document.children(of: attributes) {
      switch (document.name(of: attribute), document.value(.key, of: attribute)) {
      case ("font", "NSFont"): readFont(attribute, into: node)
      case ("color", "NSColor"): readColor(attribute, property: color, into: node)
      default: break
      }
    }
  }

  /// `<autoresizingMask>`'s flags as the kit's option names. In an AppKit view whose
  /// superview's y axis points up, the low-y margin is the bottom one.
  private mutating func readAutoresizingMask(_ element: Int32, into node: Int32) {
    let upward = isMeasuredUpward(node)
    let flags = [
      ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
      ("flexibleMaxX", "flexibleRightMargin"),
      ("flexibleMinY", upward ? "flexibleBottomMargin" : "flexibleTopMargin"),
      ("heightSizable", "flexibleHeight"),
      ("flexibleMaxY", upward ? "flexibleTopMargin" : "flexibleBottomMargin"),
    ]
    let names = flags.filter { document.value($0.0, of: element) == "YES" }.map(\.1)
    setIfPresent(
      names.joined(separator: " "), property: "autoresizingMask", node: node,
      at: document.position(of: element))
  }
}
