import ViewLoader

/// `textDocument/hover` for nib files: on an element name, the type's parent, events and
/// whether it takes children (or what a reserved element is); on an attribute, its kind and
/// the values it allows. Interface Builder documents have their own (``InterfaceBuilderHover``).
struct HoverProvider {
  let vocabulary: NibVocabulary
  let outline: DocumentOutline

  /// The text to show at a byte offset, and the bytes it is about.
  func hover(at offset: Int) -> (text: String, range: Range<Int>)? {
    guard let number = outline.element(atTagOffset: offset) else { return nil }
    let element = outline.elements[number]
    if outline.isInterfaceBuilderDocument {
      return InterfaceBuilderHover(provider: self).hover(on: element, at: offset)
    }
    if element.nameRange.contains(offset) || element.nameRange.upperBound == offset {
      return describeElement(element).map { ($0, element.nameRange) }
    }
    for attribute in element.attributes {
      let valueRange = attribute.valueRange ?? attribute.nameRange
      let span =
        attribute.nameRange.lowerBound..<max(valueRange.upperBound, attribute.nameRange.upperBound)
      if span.contains(offset) || span.upperBound == offset {
        return describeAttribute(attribute, of: element).map { ($0, attribute.nameRange) }
      }
    }
    return nil
  }

  private func describeElement(_ element: DocumentOutline.Element) -> String? {
    if element.parent == nil, let root = reserved("nib") {
      return "**`<nib>`** — \(root.summary)"
    }
    if let reserved = reserved(element.name) {
      let attributes = reserved.attributes.map {
        "- `\($0.name)`\($0.isRequired ? " (required)" : ""): \($0.summary)"
      }
      return "**`<\(reserved.name)>`** — \(reserved.summary)\n\n"
        + attributes.joined(separator: "\n")
    }
    guard let type = vocabulary.type(named: element.name) else {
      return "**\(element.name)** — not a registered type (`unknown-element`)."
    }
    return describe(type)
  }

  /// A type's parent, whether it is a view and takes children, and its events.
  func describe(_ type: NibVocabulary.TypeEntry) -> String {
    var lines = ["**\(type.name)**" + (type.parent.map { " : \($0)" } ?? "")]
    lines.append(
      type.isView
        ? (type.acceptsChildren ? "A view; takes subviews." : "A view; takes no children.")
        : "An object (not a view).")
    if !type.events.isEmpty {
      lines.append("Events: " + type.events.map { "`\($0)`" }.joined(separator: ", "))
    }
    return lines.joined(separator: "\n\n")
  }

  private func describeAttribute(
    _ attribute: DocumentOutline.Attribute, of element: DocumentOutline.Element
  ) -> String? {
    let name = attribute.name
    let reservedName = element.parent == nil ? "nib" : element.name
    if let reserved = reserved(reservedName),
      let reservedAttribute = reserved.attributes.first(where: { $0.name == name }),
      !(reservedName == "stub" && name == "frame")
    {
      let required = reservedAttribute.isRequired ? " (required)" : ""
      let text = "**`\(name)`** of `<\(reserved.name)>`\(required) — \(reservedAttribute.summary)"
      return element.name == "action" && name == "target"
        ? text + namedObjects(in: attribute.value) : text
    }
    switch name {
    case "id":
      return
        "**`id`** — the object's name, unique in the file and everything it includes; "
        + "references use `$id`."
    case "outlet":
      return "**`outlet`** — binds the object to the owner's outlet of this name "
        + "(several names, separated by spaces: to each)."
    default:
      break
    }
    let property =
      element.name == "stub"
      ? vocabulary.stubProperties.first { $0.name == name }
      : vocabulary.type(named: element.name)?.property(named: name)
    guard let property else { return nil }
    switch property.kind {
    case .reference, .references:
      return "**`\(name)`**: " + describe(property) + namedObjects(in: attribute.value)
    default:
      return "**`\(name)`**: " + describe(property)
    }
  }

  /// What each `$name` of a value names in this file: an element, an external, the owner.
  private func namedObjects(in value: String) -> String {
    var lines: [String] = []
    for token in value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    where token.hasPrefix("$") && token.count > 1 {
      let name = String(token.dropFirst())
      if name == "owner" {
        lines.append("`$owner`: the owner the file is loaded with.")
        continue
      }
      guard let (number, isGuide) = outline.element(referencedAs: name) else {
        lines.append("`\(token)`: no element of this file (an included file's, or none).")
        continue
      }
      let target = outline.elements[number]
      let guide = isGuide ? " (a layout guide of it)" : ""
      lines.append(
        target.name == "external"
          ? "`\(token)`: the external of type `\(target.attribute(named: "type")?.value ?? "?")`."
          : "`\(token)`: `<\(target.name)>`\(guide).")
    }
    return lines.isEmpty ? "" : "\n\n" + lines.joined(separator: "\n\n")
  }

  /// A property's kind and the values it allows, and the type that declares it.
  func describe(_ property: NibVocabulary.TypeEntry.Property) -> String {
    var text = "\(NibVocabulary.name(of: property.kind))"
    text += " — \(NibVocabulary.syntax(of: property.kind))"
    if let minimum = property.minimum { text += ", at least \(minimum)" }
    if let range = property.range { text += ", from \(range)" }
    text += "\n\nProperty of `\(property.declaredBy)`."
    return text
  }

  private func reserved(_ name: String) -> NibVocabulary.ReservedElement? {
    NibVocabulary.reservedElements.first { $0.name == name }
  }
}
