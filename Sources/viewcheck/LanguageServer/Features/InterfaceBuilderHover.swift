import ViewLoader

/// `textDocument/hover` for Interface Builder documents: on an element, the kit type the
/// importer reads it as (with that type's parent and events), what a connection does, or a
/// constraint as an equation; on an id that a connection or constraint names, the element with
/// that id; on an attribute that sets a property of the element's kit type, that property.
struct InterfaceBuilderHover {
  let provider: HoverProvider
  var outline: DocumentOutline { provider.outline }

  func hover(on element: DocumentOutline.Element, at offset: Int) -> (
    text: String, range: Range<Int>
  )? {
    if element.nameRange.contains(offset) || element.nameRange.upperBound == offset {
      return describe(element).map { ($0, element.nameRange) }
    }
    for attribute in element.attributes {
      // An attribute being typed may have no value yet: its name alone.
      let end = max(attribute.valueRange?.upperBound ?? 0, attribute.nameRange.upperBound)
      let span = attribute.nameRange.lowerBound..<end
      guard span.contains(offset) || span.upperBound == offset else { continue }
      if InterfaceBuilderVocabulary.referenceAttributes.contains(attribute.name) {
        return (describeReference(attribute), attribute.nameRange)
      }
      return describeProperty(attribute, of: element).map { ($0, attribute.nameRange) }
    }
    return nil
  }

  /// The kit property an object element's attribute sets, when its kit type has one: other
  /// attributes are Interface Builder's bookkeeping, or read otherwise, or not at all, and get
  /// no hover rather than a guess.
  private func describeProperty(
    _ attribute: DocumentOutline.Attribute, of element: DocumentOutline.Element
  ) -> String? {
    guard let kitName = kitTypeName(of: element),
      let propertyName = InterfaceBuilderVocabulary.kitPropertyName(ofAttribute: attribute.name),
      let property = provider.vocabulary.type(named: kitName)?.property(named: propertyName)
    else { return nil }
    let sets = propertyName == attribute.name ? ":" : " sets `\(propertyName)`:"
    return "**`\(attribute.name)`**\(sets) " + provider.describe(property)
  }

  /// The kit type an element is read as, by the document's type.
  private func kitTypeName(of element: DocumentOutline.Element) -> String? {
    guard
      let documentType = outline.roots.first.flatMap({ value("type", of: outline.elements[$0]) })
    else { return nil }
    return InterfaceBuilderVocabulary.kitTypeName(
      ofElement: element.name, documentType: documentType)
  }

  private func value(_ name: String, of element: DocumentOutline.Element) -> String? {
    element.attribute(named: name).map(\.value).flatMap { $0.isEmpty ? nil : $0 }
  }

  private func describe(_ element: DocumentOutline.Element) -> String? {
    // File's Owner: a placeholder on iOS, the custom object with the id -2 on macOS.
    if value("placeholderIdentifier", of: element) == "IBFilesOwner"
      || (element.name == "customObject" && value("id", of: element) == "-2")
    {
      return "**`<\(element.name)>`** File's Owner — the owner the document is loaded with: "
        + "its outlets and actions connect to those the owner's class registers."
    }
    if let kitName = kitTypeName(of: element) {
      var text = "**`<\(element.name)>`** is read as **\(kitName)**"
      if let customClass = value("customClass", of: element) {
        text += ", or as its custom class `\(customClass)` when a schema or the app registers it"
      }
      text += "."
      if let type = provider.vocabulary.type(named: kitName) {
        text += "\n\n" + provider.describe(type)
      }
      return text
    }
    let property = value("property", of: element) ?? "?"
    let destination = value("destination", of: element) ?? "?"
    switch element.name {
    case "outlet":
      return "**`<outlet>`** — sets the property `\(property)` of the object whose "
        + "`<connections>` hold it to the object `\(destination)`."
    case "outletCollection":
      return "**`<outletCollection>`** — adds the object `\(destination)` to the collection "
        + "`\(property)` of the object whose `<connections>` hold it."
    case "action":
      let selector = value("selector", of: element) ?? "?"
      // iOS documents name the target `destination` and the event `eventType`; macOS ones
      // `target`, and a selector other than the control's action by `trigger`.
      let target = value("destination", of: element) ?? value("target", of: element) ?? "?"
      let event =
        (value("eventType", of: element) ?? value("trigger", of: element)).map { " on `\($0)`" }
        ?? ""
      return "**`<action>`** — sends `\(selector)` to the object `\(target)`\(event)."
    case "constraint":
      return "**`<constraint>`** — \(equation(of: element))"
    default:
      return nil
    }
  }

  /// A constraint as Auto Layout reads it: `first.attribute = second.attribute × multiplier +
  /// constant`, an item left out being the view whose `<constraints>` hold it.
  private func equation(of element: DocumentOutline.Element) -> String {
    let holder = element.parent.flatMap { outline.elements[$0].parent }.flatMap {
      value("id", of: outline.elements[$0])
    }
    let first =
      (value("firstItem", of: element) ?? holder ?? "?") + "."
      + (value("firstAttribute", of: element) ?? "?")
    let relation =
      switch value("relation", of: element) {
      case "lessThanOrEqual": "≤"
      case "greaterThanOrEqual": "≥"
      default: "="
      }
    var right: [String] = []
    if let attribute = value("secondAttribute", of: element) {
      var term = (value("secondItem", of: element) ?? holder ?? "?") + "." + attribute
      if let multiplier = value("multiplier", of: element) { term += " × \(multiplier)" }
      right.append(term)
    }
    let constant = value("constant", of: element) ?? "0"
    if right.isEmpty || (Double(constant) ?? 0) != 0 {
      if !right.isEmpty, constant.hasPrefix("-") {
        right.append("− \(constant.dropFirst())")
      } else {
        right.append(right.isEmpty ? constant : "+ \(constant)")
      }
    }
    let priority = value("priority", of: element).map { " at priority \($0)" } ?? ""
    return "`\(first) \(relation) \(right.joined(separator: " "))`\(priority)"
  }

  private func describeReference(_ attribute: DocumentOutline.Attribute) -> String {
    let title = "**`\(attribute.name)`** — the id of an object of this document"
    guard let number = outline.element(withID: attribute.value) else {
      return title + ": no element has the id `\(attribute.value)` (`dangling-connection`)."
    }
    let target = outline.elements[number]
    var described = "`<\(target.name)>`"
    if let customClass = value("customClass", of: target) { described += " `\(customClass)`" }
    if let label = value("userLabel", of: target) { described += " “\(label)”" }
    return title + ": \(described)."
  }
}
