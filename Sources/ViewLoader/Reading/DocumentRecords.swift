/// The reader's events written down: flat records in document order, with exact positions.
///
/// The loader and the linter never make these (the compiler consumes the events as they
/// come); they are what the reader's tests look at, and a plain way to see what the reader
/// reports. When ``diagnostics`` is not empty the file could not be read and the records are
/// incomplete.
struct DocumentRecords: Sendable {
  /// The file, as the caller named it.
  var file: String
  /// Every element, in document order; `elements[0]` is the root.
  var elements: [ElementRecord] = []
  /// Every attribute of every element, grouped by element in document order.
  var attributes: [AttributeRecord] = []
  /// Non-whitespace text content, one record per element that has any.
  var texts: [TextRecord] = []
  /// The comments that may be suppressions, in document order.
  var comments: [CommentRecord] = []
  /// Fatal problems found while reading.
  var diagnostics: [Diagnostic] = []

  func location(_ position: SourcePosition) -> SourceLocation { position.location(in: file) }
}

/// One element: its name, where its `<` is, and where it sits in the tree.
struct ElementRecord: Sendable {
  var name: String
  /// The position of the `<` of its start tag.
  var position: SourcePosition
  /// The index of the parent element, or -1 for the root.
  var parent: Int32
  /// 0 for the root, 1 for its children, and so on.
  var depth: Int32
  /// The indices of its attributes in ``DocumentRecords/attributes``, in source order.
  var attributes: Range<Int32>
}

/// One attribute: name, value (entities and character references already replaced) and the
/// position of the first character of its name.
struct AttributeRecord: Sendable {
  var name: String
  var value: String
  var position: SourcePosition

  init(name: String, value: String, position: SourcePosition) {
    self.name = name
    self.value = value
    self.position = position
  }

  /// A copy of an attribute event that outlives the event.
  init(_ event: AttributeEvent) {
    self.init(name: event.name, value: event.text, position: event.position)
  }
}

/// Non-whitespace text inside an element, at its first non-whitespace character.
struct TextRecord: Sendable {
  /// The index of the element that contains the text.
  var element: Int32
  var position: SourcePosition
}

/// A sink that writes every event down as records.
struct RecordingSink: DocumentSink {
  private(set) var elements: [ElementRecord] = []
  private(set) var attributes: [AttributeRecord] = []
  private(set) var texts: [TextRecord] = []

  mutating func prepare(elements: Int, attributes: Int) {
    self.elements.reserveCapacity(elements)
    self.attributes.reserveCapacity(attributes)
  }

  mutating func startElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) {
    let first = Int32(self.attributes.count)
    self.attributes += attributes.map(AttributeRecord.init)
    elements.append(
      ElementRecord(
        name: element.name, position: element.position, parent: element.parent,
        depth: element.depth, attributes: first..<Int32(self.attributes.count)))
  }

  mutating func text(inElement element: Int32, named name: String, at position: SourcePosition) {
    texts.append(TextRecord(element: element, position: position))
  }

  /// The records, with what the reader found beyond the events.
  func records(_ summary: ReadSummary) -> DocumentRecords {
    DocumentRecords(
      file: summary.file, elements: elements, attributes: attributes, texts: texts,
      comments: summary.comments, diagnostics: summary.diagnostics)
  }
}
