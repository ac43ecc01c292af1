import ViewLoader

/// `textDocument/definition`: from a `$id` reference (a property's value, an action's
/// `target`; `$id.safeAreaLayoutGuide`, a guide of it) to the element with that id (or the
/// external of that name), and from an include's or stub's `nib` to the file. In an Interface
/// Builder document, from an id a connection or constraint names (`destination`, `target`,
/// `firstItem`, `secondItem`) to the element with that id.
struct DefinitionProvider {
  let outline: DocumentOutline
  /// The file of a nib name in the document's folder (`.nib`, else `.xib`), if there is one.
  let fileOfNib: (String) -> String?

  enum Target: Equatable {
    /// An element of the same document: its `<` and name.
    case element(Range<Int>)
    /// The start of another file.
    case file(String)
  }

  func definition(at offset: Int) -> Target? {
    guard let (element, attribute) = outline.attributeValue(at: offset) else { return nil }
    if outline.isInterfaceBuilderDocument {
      guard InterfaceBuilderVocabulary.referenceAttributes.contains(attribute.name),
        let target = outline.element(withID: attribute.value)
      else { return nil }
      let found = outline.elements[target]
      return .element(found.start..<found.nameRange.upperBound)
    }
    if attribute.name == "nib", element.name == "include" || element.name == "stub" {
      return fileOfNib(attribute.value).map(Target.file)
    }
    guard attribute.value.hasPrefix("$"), attribute.value.count > 1 else { return nil }
    // `$id.safeAreaLayoutGuide` and the other guides: the view's element.
    guard let (target, _) = outline.element(referencedAs: String(attribute.value.dropFirst()))
    else { return nil }
    let found = outline.elements[target]
    return .element(found.start..<found.nameRange.upperBound)
  }
}
