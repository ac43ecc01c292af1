import ViewLoader

/// `textDocument/references`: every place in the document that names the id at the cursor —
/// on an element's `id` (an external's `name`), or on a reference to it — and, when asked, the
/// `id` that declares it. In a nib file a reference is a `$id` (or `$id.guide`) in a property
/// of a reference kind or an action's `target` (elsewhere `$` is text); in an Interface
/// Builder document, an id a connection or constraint names (`destination`, `target`,
/// `firstItem`, `secondItem`).
struct ReferencesProvider {
  let outline: DocumentOutline
  /// For each element name of a nib file, its attributes of a reference kind (asked of the
  /// vocabulary once per name: a type's entry is made anew each time it is asked for).
  private let referenceAttributes: [String: Set<String>]

  init(vocabulary: NibVocabulary, outline: DocumentOutline) {
    self.outline = outline
    var attributes: [String: Set<String>] = [:]
    if !outline.isInterfaceBuilderDocument {
      for element in outline.elements where attributes[element.name] == nil {
        attributes[element.name] = Self.referenceAttributes(of: element.name, in: vocabulary)
      }
    }
    referenceAttributes = attributes
  }

  /// An element's attributes that hold references: an action's `target`, and the properties
  /// of a reference kind of its type (or of a stub).
  private static func referenceAttributes(of element: String, in vocabulary: NibVocabulary)
    -> Set<String>
  {
    if element == "action" { return ["target"] }
    let properties =
      element == "stub" ? vocabulary.stubProperties : vocabulary.type(named: element)?.properties
    var names: Set<String> = []
    for property in properties ?? [] {
      switch property.kind {
      case .reference, .references: names.insert(property.name)
      default: break
      }
    }
    return names
  }

  /// The bytes of each reference (and of the declaring `id`'s value, when included), in
  /// document order.
  func references(at offset: Int, includeDeclaration: Bool) -> [Range<Int>] {
    guard let id = id(at: offset) else { return [] }
    return places(of: id).compactMap { place in
      place.isDeclaration && !includeDeclaration ? nil : place.whole
    }
  }

  /// One place that spells an id: its declaration's value, or a reference.
  struct Place {
    /// The value, or the reference with its `$` and a guide's suffix.
    var whole: Range<Int>
    /// The id's own letters in it.
    var name: Range<Int>
    var isDeclaration: Bool
  }

  /// Every place that spells `id`, in document order.
  func places(of id: String) -> [Place] {
    var found: [Place] = []
    let length = id.utf8.count
    for element in outline.elements {
      for attribute in element.attributes {
        guard let valueRange = attribute.valueRange else { continue }
        if isDeclaration(attribute, of: element) {
          if attribute.value == id {
            found.append(Place(whole: valueRange, name: valueRange, isDeclaration: true))
          }
          continue
        }
        for (token, range) in references(in: attribute, of: element)
        where token == id || (!outline.isInterfaceBuilderDocument && token.hasPrefix(id + ".")) {
          // A nib reference's letters follow its `$`.
          let start = outline.isInterfaceBuilderDocument ? range.lowerBound : range.lowerBound + 1
          found.append(Place(whole: range, name: start..<(start + length), isDeclaration: false))
        }
      }
    }
    return found
  }

  /// The id at the cursor, when the document declares it, and the bytes of its letters there
  /// (without a reference's `$` or a guide's suffix): where a rename starts.
  func renameTarget(at offset: Int) -> (id: String, range: Range<Int>)? {
    guard let id = id(at: offset), outline.element(withID: id) != nil else { return nil }
    return places(of: id).first { $0.whole.contains(offset) || $0.whole.upperBound == offset }
      .map { (id, $0.name) }
  }

  /// The ids and external names the document declares.
  var declaredNames: Set<String> {
    var names: Set<String> = []
    for element in outline.elements {
      for attribute in element.attributes where isDeclaration(attribute, of: element) {
        names.insert(attribute.value)
      }
    }
    return names
  }

  /// The nib names the document's `<include>`s name.
  var includedNibs: [String] {
    outline.elements.compactMap { element in
      element.name == "include" ? element.attribute(named: "nib")?.value : nil
    }
  }

  /// The id the cursor is on: an element's own, or the one a reference names (a guide's
  /// view's, when no element has the whole name).
  func id(at offset: Int) -> String? {
    guard let (element, attribute) = outline.attributeValue(at: offset) else { return nil }
    if isDeclaration(attribute, of: element) {
      return attribute.value.isEmpty ? nil : attribute.value
    }
    for (token, range) in references(in: attribute, of: element)
    where range.contains(offset) || range.upperBound == offset {
      if outline.element(withID: token) != nil || outline.isInterfaceBuilderDocument {
        return token
      }
      return token.lastIndex(of: ".").map { String(token[..<$0]) } ?? token
    }
    return nil
  }

  /// Whether an attribute declares a name: an `id`, or a nib file's external's `name`.
  private func isDeclaration(
    _ attribute: DocumentOutline.Attribute, of element: DocumentOutline.Element
  ) -> Bool {
    let isExternal = element.name == "external" && !outline.isInterfaceBuilderDocument
    return attribute.name == (isExternal ? "name" : "id")
  }

  /// The names an attribute's value refers to (without their `$`), with the bytes of each
  /// reference (its `$` included).
  private func references(
    in attribute: DocumentOutline.Attribute, of element: DocumentOutline.Element
  ) -> [(String, Range<Int>)] {
    guard let valueRange = attribute.valueRange else { return [] }
    if outline.isInterfaceBuilderDocument {
      guard InterfaceBuilderVocabulary.referenceAttributes.contains(attribute.name),
        !attribute.value.isEmpty
      else { return [] }
      return [(attribute.value, valueRange)]
    }
    guard referenceAttributes[element.name]?.contains(attribute.name) == true else { return [] }
    // A list of references is separated by white space: each is its own token.
    var tokens: [(String, Range<Int>)] = []
    var start = valueRange.lowerBound
    let separators: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    for token in attribute.value.utf8.split(
      omittingEmptySubsequences: false, whereSeparator: separators.contains)
    {
      let length = token.count
      if length > 1, token.first == UInt8(ascii: "$") {
        tokens.append(
          (String(decoding: token.dropFirst(), as: UTF8.self), start..<(start + length)))
      }
      start += length + 1
    }
    return tokens
  }
}
