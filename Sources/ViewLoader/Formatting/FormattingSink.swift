/// The reader's sink for the formatter: it writes down each element's name and attribute
/// values (as the compiler receives them, references already replaced) and where every tag,
/// comment and processing instruction lies. The layout itself is decided afterwards
/// (``LayoutWriter``), when the whole document is known.
struct FormattingSink: DocumentSink {
  /// One element: its name and its attributes' names and values, in source order (namespace
  /// declarations aside: libxml2 reports them apart, and the writer reads them from the tag).
  struct Element {
    var name: String
    var attributes: [(name: String, value: String)]
  }

  static var reportsMarkup: Bool { true }

  private(set) var elements: [Element] = []
  private(set) var items: [MarkupItem] = []

  mutating func prepare(elements: Int, attributes: Int) {
    self.elements.reserveCapacity(elements)
    items.reserveCapacity(2 * elements)
  }

  mutating func startElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) {
    elements.append(
      Element(name: element.name, attributes: attributes.map { ($0.name, $0.text) }))
  }

  mutating func text(inElement element: Int32, named name: String, at position: SourcePosition) {}

  mutating func markup(_ item: MarkupItem) {
    items.append(item)
  }
}
