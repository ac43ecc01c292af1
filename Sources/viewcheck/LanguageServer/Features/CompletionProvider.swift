import ViewLoader

/// `textDocument/completion` for nib files: element names where a tag is being opened,
/// attribute names inside a start tag, and values inside an attribute's quotes, from the
/// vocabulary of the file's configuration (the kit, the schemas, their owners).
struct CompletionProvider {
  let vocabulary: NibVocabulary
  let document: TextDocument
  let outline: DocumentOutline
  let encoding: PositionEncoding
  /// Whether the client takes snippets (`name="$1"`).
  let snippets: Bool
  /// The names of the other nibs in the document's folder.
  let nibNames: () -> [String]

  /// The completions at a byte offset (none outside a tag).
  func items(at offset: Int) -> [CompletionItem] {
    guard let number = outline.element(atTagOffset: offset) else { return [] }
    let element = outline.elements[number]
    if element.nameRange.lowerBound <= offset && offset <= element.nameRange.upperBound {
      return elementNames(under: element.parent)
        .map { $0.replacing(element.nameRange.lowerBound..<offset, in: document, encoding) }
    }
    for attribute in element.attributes {
      if let value = attribute.valueRange, value.lowerBound <= offset, offset <= value.upperBound {
        // The name being typed, not those before it in a list (`outlet="title sub"`,
        // `items="$a $b"`, options).
        var start = offset
        while start > value.lowerBound, !isSpace(document.bytes[start - 1]) { start -= 1 }
        return values(of: attribute.name, in: number).map {
          $0.replacing(start..<offset, in: document, encoding)
        }
      }
      if attribute.nameRange.lowerBound <= offset && offset <= attribute.nameRange.upperBound {
        return attributeNames(of: number, typing: attribute.name).map {
          $0.asAttribute(
            replacing: attribute.nameRange.lowerBound..<offset,
            hasValue: attribute.valueRange != nil,
            snippets: snippets, in: document, encoding)
        }
      }
    }
    // Between attributes: after white space, a new attribute.
    guard offset > element.nameRange.upperBound, offset <= document.bytes.count,
      isSpace(document.bytes[offset - 1])
    else { return [] }
    return attributeNames(of: number, typing: nil).map {
      $0.asAttribute(
        replacing: offset..<offset, hasValue: false, snippets: snippets, in: document, encoding)
    }
  }

  // MARK: Element names

  private func elementNames(under parent: Int?) -> [Suggestion] {
    guard let parent else {
      return [Suggestion(label: "nib", kind: CompletionItem.Kind.keyword, detail: "root element")]
    }
    // All four reserved elements are offered; those that do not belong here (an `external`
    // inside a view, an `action` at the top level) sort last and say where they go.
    let topLevel = outline.elements[parent].parent == nil
    let misplaced = topLevel ? "action" : "external"
    let types = vocabulary.typeNames.compactMap(vocabulary.type(named:)).map { type in
      Suggestion(
        label: type.name, kind: CompletionItem.Kind.class,
        detail: type.parent.map { "\($0) subclass" } ?? "type")
    }
    return types
      + NibVocabulary.reservedElements.filter { $0.name != "nib" }.map { element in
        var suggestion = Suggestion(
          label: element.name, kind: CompletionItem.Kind.keyword, detail: element.summary)
        if element.name == misplaced {
          suggestion.detail =
            topLevel ? "only inside a control" : "only directly inside <nib>"
          suggestion.sortText = "~" + element.name
        }
        return suggestion
      }
  }

  // MARK: Attribute names

  private func attributeNames(of number: Int, typing: String?) -> [Suggestion] {
    let element = outline.elements[number]
    let present = Set(element.attributes.map(\.name)).subtracting(typing.map { [$0] } ?? [])
    var names: [Suggestion] = []
    if element.parent == nil {
      names = reservedAttributes("nib")
    } else if let reserved = NibVocabulary.reservedElements.first(where: { $0.name == element.name }
    ) {
      names = reservedAttributes(reserved.name)
    } else {
      names = [
        Suggestion(label: "id", kind: CompletionItem.Kind.property, detail: "id"),
        Suggestion(label: "outlet", kind: CompletionItem.Kind.property, detail: "owner's outlet"),
      ]
      for property in vocabulary.type(named: element.name)?.properties ?? [] {
        names.append(
          Suggestion(
            label: property.name, kind: CompletionItem.Kind.property,
            detail: NibVocabulary.name(of: property.kind),
            documentation: NibVocabulary.syntax(of: property.kind)))
      }
    }
    return names.filter { !present.contains($0.label) }
  }

  private func reservedAttributes(_ element: String) -> [Suggestion] {
    let reserved = NibVocabulary.reservedElements.first { $0.name == element }
    return (reserved?.attributes ?? []).map {
      Suggestion(
        label: $0.name, kind: CompletionItem.Kind.property,
        detail: $0.isRequired ? "required" : "optional", documentation: $0.summary)
    }
  }

  // MARK: Values

  private func values(of attribute: String, in number: Int) -> [Suggestion] {
    let element = outline.elements[number]
    let parent = element.parent.map { outline.elements[$0] }
    if element.parent == nil {
      switch attribute {
      case "version": return [Suggestion(label: "1", kind: CompletionItem.Kind.value)]
      case "owner":
        return vocabulary.ownerNames.map { Suggestion(label: $0, kind: CompletionItem.Kind.class) }
      case "platform":
        return NibPlatform.allCases.map {
          Suggestion(label: $0.rawValue, kind: CompletionItem.Kind.enumMember)
        }
      case "controls":
        return NibControls.allCases.map {
          Suggestion(label: $0.rawValue, kind: CompletionItem.Kind.enumMember)
        }
      default: return []
      }
    }
    switch (element.name, attribute) {
    case (_, "outlet"):
      return owner()?.outlets.map {
        Suggestion(
          label: $0.name, kind: CompletionItem.Kind.field,
          detail: $0.isCollection ? "[\($0.typeName)]" : $0.typeName)
      } ?? []
    case (_, "id"):
      return []
    case ("include", "nib"), ("stub", "nib"):
      return nibNames().map { Suggestion(label: $0, kind: CompletionItem.Kind.file) }
    case ("external", "type"):
      return vocabulary.typeNames.map { Suggestion(label: $0, kind: CompletionItem.Kind.class) }
    case ("action", "event"):
      let events = parent.flatMap { vocabulary.type(named: $0.name) }?.events ?? []
      return events.map { Suggestion(label: $0, kind: CompletionItem.Kind.event) }
    case ("action", "handler"):
      return owner()?.actions.map {
        Suggestion(
          label: $0.name, kind: CompletionItem.Kind.method,
          detail: $0.senderTypeName.map { "sender: \($0)" })
      } ?? []
    case ("action", "target"):
      return references(to: "Any")
    default:
      break
    }
    let kind =
      element.name == "stub"
      ? vocabulary.stubProperties.first { $0.name == attribute }?.kind
      : vocabulary.type(named: element.name)?.property(named: attribute)?.kind
    switch kind {
    case .enumeration(let cases):
      return cases.map { Suggestion(label: $0, kind: CompletionItem.Kind.enumMember) }
    case .bool:
      return ["true", "false"].map { Suggestion(label: $0, kind: CompletionItem.Kind.value) }
    case .color:
      return NibVocabulary.colorNames.map { Suggestion(label: $0, kind: CompletionItem.Kind.color) }
    case .reference(let type):
      return references(to: type)
    default:
      return []
    }
  }

  /// The owner the root element names, if a schema describes it.
  private func owner() -> NibVocabulary.OwnerEntry? {
    guard let root = outline.roots.first,
      let name = outline.elements[root].attribute(named: "owner")?.value
    else { return nil }
    return vocabulary.owner(named: name)
  }

  /// `$owner`, then the ids and externals whose type is `type` or a subtype of it.
  private func references(to type: String) -> [Suggestion] {
    var suggestions = [
      Suggestion(label: "$owner", kind: CompletionItem.Kind.reference, detail: "the owner")
    ]
    for element in outline.elements {
      let isExternal = element.name == "external"
      guard let name = element.attribute(named: isExternal ? "name" : "id")?.value, !name.isEmpty
      else { continue }
      let typeName = isExternal ? element.attribute(named: "type")?.value ?? "" : element.name
      guard isSubtype(typeName, of: type) else { continue }
      suggestions.append(
        Suggestion(label: "$" + name, kind: CompletionItem.Kind.reference, detail: typeName))
    }
    return suggestions
  }

  private func isSubtype(_ name: String, of type: String) -> Bool {
    if type == "Any" { return true }
    var current: String? = name
    var steps = 0
    while let candidate = current, steps < 64 {
      if candidate == type { return true }
      current = vocabulary.type(named: candidate)?.parent
      steps += 1
    }
    return false
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

/// A completion before it is placed in the text.
private struct Suggestion {
  var label: String
  var kind: Int
  var detail: String? = nil
  var documentation: String? = nil
  /// What clients sort by instead of the label, when set.
  var sortText: String? = nil

  /// The item that replaces `range` with the label.
  func replacing(_ range: Range<Int>, in document: TextDocument, _ encoding: PositionEncoding)
    -> CompletionItem
  {
    CompletionItem(
      label: label, kind: kind, detail: detail, documentation: documentation, sortText: sortText,
      textEdit: TextEdit(
        range: document.range(range.lowerBound, range.upperBound, encoding: encoding),
        newText: label))
  }

  /// The item for an attribute name: `name=""` (as a snippet with the cursor between the
  /// quotes, when the client takes snippets), or the name alone when a value follows.
  func asAttribute(
    replacing range: Range<Int>, hasValue: Bool, snippets: Bool, in document: TextDocument,
    _ encoding: PositionEncoding
  ) -> CompletionItem {
    var item = replacing(range, in: document, encoding)
    guard !hasValue else { return item }
    item.textEdit?.newText = snippets ? "\(label)=\"$1\"" : "\(label)=\"\""
    item.insertTextFormat = snippets ? 2 : nil
    return item
  }
}
