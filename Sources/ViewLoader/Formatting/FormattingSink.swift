/// The reader's sink for the formatter: it writes down each element's name and attribute
/// values (as the compiler receives them, references already replaced) and where every tag,
/// comment and processing instruction lies. The layout itself is decided afterwards
/// (``LayoutWriter``), when the whole document is known.
struct FormattingSink: DocumentSink {
  /// One element: its name, with the reader's number for it, and where its attributes are in
  /// ``attributes``.
  struct Element {
    var name: String
    var nameID: Int32
    var attributes: Range<Int>
  }

  /// One attribute, in source order (namespace declarations aside: libxml2 reports them apart,
  /// and the writer reads them from the tag).
  struct Attribute {
    var name: String
    var nameID: Int32
    var value: String
  }

  static var reportsMarkup: Bool { true }

  private(set) var elements: [Element] = []
  /// Every element's attributes, element after element.
  private(set) var attributes: [Attribute] = []
  private(set) var items: [MarkupItem] = []

  mutating func prepare(elements: Int, attributes: Int) {
    self.elements.reserveCapacity(elements)
    self.attributes.reserveCapacity(attributes)
    items.reserveCapacity(2 * elements)
  }

  mutating func startElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) {
    let first = self.attributes.count
    for attribute in attributes {
      self.attributes.append(
        Attribute(name: attribute.name, nameID: attribute.nameID, value: attribute.text))
    }
    elements.append(
      Element(
        name: element.name, nameID: element.nameID,
        attributes: first..<self.attributes.count))
  }

  mutating func text(inElement element: Int32, named name: String, at position: SourcePosition) {}

  /// Text is copied from the bytes between the markup items: no first text.
  static var receivesText: Bool { false }

  mutating func markup(_ item: MarkupItem) {
    items.append(item)
  }
}
