/// `textDocument/documentSymbol`: the object tree. Objects are named by their id (else their
/// outlet, else their type), includes and stubs by the nib they name, externals by their
/// name, actions by event and handler. For an Interface Builder document, the elements under
/// its `<objects>` that carry an id: objects by custom class (else element) and id, outlets by property and
/// destination, actions by selector and target.
enum DocumentSymbols {
  static func tree(
    of outline: DocumentOutline, in document: TextDocument, encoding: PositionEncoding
  ) -> [DocumentSymbol] {
    let interfaceBuilder = outline.isInterfaceBuilderDocument
    // Built, and encoded, by recursion, and each level is two of JSON's (an object and its
    // children): no deeper than a tree anyone reads, and well within the encoder's limit of
    // 512. (The linter's warning for depth is at 12; a file may nest 256 objects.)
    let deepest = 100
    func symbols(of numbers: [Int], depth: Int) -> [DocumentSymbol] {
      guard depth <= deepest else { return [] }
      return numbers.flatMap { number -> [DocumentSymbol] in
        let element = outline.elements[number]
        let children = symbols(of: element.children, depth: depth + 1)
        let isRoot = element.parent == nil
        guard
          !isRoot,
          let (name, detail, kind) =
            interfaceBuilder ? interfaceBuilderSymbol(element) : nibSymbol(element)
        else { return children }
        return [
          DocumentSymbol(
            name: name, detail: detail, kind: kind,
            range: document.range(element.start, element.end, encoding: encoding),
            selectionRange: document.range(
              element.nameRange.lowerBound, element.nameRange.upperBound, encoding: encoding),
            children: children.isEmpty ? nil : children)
        ]
      }
    }
    guard interfaceBuilder else { return symbols(of: outline.roots, depth: 0) }
    // A document's objects are under its `<objects>` (a `<device>` has an id, but a device's).
    let objects = outline.roots.flatMap { outline.elements[$0].children }.filter {
      outline.elements[$0].name == "objects"
    }
    return objects.flatMap { symbols(of: outline.elements[$0].children, depth: 0) }
  }

  private static func nibSymbol(_ element: DocumentOutline.Element) -> (String, String?, Int)? {
    func value(_ name: String) -> String? {
      element.attribute(named: name).map(\.value).flatMap { $0.isEmpty ? nil : $0 }
    }
    switch element.name {
    case "include":
      return ("include \(value("nib") ?? "?")", nil, DocumentSymbol.Kind.module)
    case "stub":
      return (
        value("id") ?? value("outlet") ?? "stub", "stub of \(value("nib") ?? "?")",
        DocumentSymbol.Kind.file
      )
    case "external":
      return (value("name") ?? "external", value("type"), DocumentSymbol.Kind.variable)
    case "action":
      return (
        "\(value("event") ?? "?") → \(value("handler") ?? "?")", value("target"),
        DocumentSymbol.Kind.event
      )
    case "":
      return nil
    default:
      return (
        value("id") ?? value("outlet") ?? element.name, element.name, DocumentSymbol.Kind.object
      )
    }
  }

  private static func interfaceBuilderSymbol(_ element: DocumentOutline.Element) -> (
    String, String?, Int
  )? {
    func value(_ name: String) -> String? {
      element.attribute(named: name).map(\.value).flatMap { $0.isEmpty ? nil : $0 }
    }
    guard let id = value("id") else { return nil }
    switch element.name {
    case "outlet", "outletCollection":
      return (
        "\(value("property") ?? "?") → \(value("destination") ?? "?")", element.name,
        DocumentSymbol.Kind.field
      )
    case "action":
      return (
        "\(value("selector") ?? "?") → \(value("destination") ?? value("target") ?? "?")",
        value("eventType") ?? value("trigger"),
        DocumentSymbol.Kind.event
      )
    default:
      let type = value("customClass") ?? element.name
      return ("\(type) \(id)", element.name, DocumentSymbol.Kind.object)
    }
  }
}
