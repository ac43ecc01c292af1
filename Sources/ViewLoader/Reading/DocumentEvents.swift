/// What the reader hands over while it parses: one call per start tag and per element with
/// text, in document order, with exact positions. The compiler is the sink: it compiles each
/// element as libxml2 reports it, so no intermediate copy of the document is made.
///
/// The reader knows nothing of types or properties. When the parse fails (an XML syntax or
/// encoding error, a DOCTYPE, a passed limit) the calls stop and ``ReadSummary/diagnostics``
/// says why: what the sink made of the elements before is then to be thrown away.
protocol DocumentSink {
  /// Before the first element: about how many elements and attributes are coming (upper
  /// bounds from the pre-scan, itself bounded by the limits), to reserve room for.
  mutating func prepare(elements: Int, attributes: Int)

  /// A start tag.
  /// - Parameters:
  ///   - element: The element; its index counts elements in document order (the root is 0).
  ///   - attributes: Its attributes in source order. Valid only during the call: their values
  ///     point into the parser's buffer.
  mutating func startElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>)

  /// The first non-white-space text inside an element (once per element).
  /// - Parameters:
  ///   - element: The index of the element.
  ///   - name: The element's name.
  ///   - position: The text's first non-white-space character.
  mutating func text(inElement element: Int32, named name: String, at position: SourcePosition)

  /// Whether the sink wants ``text(inElement:named:at:)`` calls (by default it does): a sink
  /// that keeps every run of character data, or ignores text, is spared finding the first
  /// character and naming the element.
  static var receivesText: Bool { get }

  /// Whether the sink wants every run of character data (``characters(inElement:_:)``): an
  /// Interface Builder document keeps strings in elements; a nib file has none.
  static var receivesCharacters: Bool { get }

  /// A run of character data inside an element, in document order (an element's text may come
  /// in several runs, around its children). Called only when ``receivesCharacters`` is true.
  /// - Parameters:
  ///   - element: The index of the element the text is in.
  ///   - bytes: The text's UTF-8 bytes, references already replaced. Valid only during the call.
  mutating func characters(inElement element: Int32, _ bytes: UnsafeBufferPointer<UInt8>)

  /// Whether the sink wants ``markup(_:)`` calls (the formatter does; by default none).
  static var reportsMarkup: Bool { get }

  /// Where a tag, comment or processing instruction lies (see ``MarkupItem``).
  mutating func markup(_ item: MarkupItem)
}

extension DocumentSink {
  static var receivesText: Bool { true }

  static var receivesCharacters: Bool { false }

  mutating func characters(inElement element: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {}
}

/// A start tag as the reader reports it.
///
/// Events own nothing (their names and values are the reader's), so handing them over and
/// dropping them costs no reference counting.
struct ElementEvent {
  /// Where the reader keeps the name, valid during the call (see ``EventName``).
  var nameStorage: EventName
  /// A small number that stands for the name during this parse (the same name always has the
  /// same number), for the sink's caches; -1 for a name that is not numbered (prefixed names,
  /// or past ``NameTable/limit`` distinct names).
  var nameID: Int32
  /// The element's index in document order; the root is 0.
  var index: Int32
  /// The index of the parent element, or -1 for the root.
  var parent: Int32
  /// 0 for the root, 1 for its children, and so on.
  var depth: Int32
  /// The position of the `<` of its start tag.
  var position: SourcePosition

  /// The element's name as written (no namespace handling: nib files use none). A copy: to
  /// compare the name, ``nameStorage`` needs none.
  var name: String { nameStorage.string }
}

/// One attribute of a start tag.
struct AttributeEvent {
  /// Where the reader keeps the name, valid during the call (see ``EventName``).
  var nameStorage: EventName
  /// The name's number for this parse, as ``ElementEvent/nameID``.
  var nameID: Int32
  /// The value's UTF-8 bytes, entities and character references already replaced. Valid only
  /// during the ``DocumentSink/startElement(_:attributes:)`` call it is passed to.
  var value: UnsafeBufferPointer<UInt8>
  /// The position of the first character of its name.
  var position: SourcePosition

  /// The attribute's name as written. A copy: to compare the name, ``nameStorage`` needs none.
  var name: String { nameStorage.string }

  /// The value as a string (made on demand: most values are parsed from the bytes).
  var text: String { String(decoding: value, as: UTF8.self) }
}

/// An event's name, read in the reader's storage: a string made once per numbered name and
/// kept, unchanged, until the parse ends (in a table of at most ``NameTable/limit`` names),
/// or, for a name without a number (`nameID` -1), made for its start tag and kept until the
/// sink's ``DocumentSink/startElement(_:attributes:)`` call returns. A sink may read it only
/// during that call, as it may the values.
///
/// It owns nothing, so events are plain bytes: copying one, or dropping a buffer of them,
/// retains and releases nothing.
struct EventName {
  /// The string, in storage that does not move or change during the call.
  let pointer: UnsafePointer<String>

  /// A copy of the name.
  var string: String { pointer.pointee }
}

/// Element and attribute names are numbered per parse: this many distinct names at most, so a
/// file of millions of distinct names cannot grow a sink's per-name caches without bound.
enum NameTable {
  static let limit: Int32 = 4096
}

/// What a parse leaves besides its events: the problems that stopped it and the suppression
/// comments.
struct ReadSummary: Sendable {
  /// The file, as the caller named it.
  var file: String
  /// Fatal problems found while reading (at most one: the first). Not empty means the file
  /// could not be read, and the sink's work is void.
  var diagnostics: [Diagnostic] = []
  /// The comments that may be suppressions (they start with `viewcheck:`), in document order.
  var comments: [CommentRecord] = []
  /// How many elements were reported.
  var elementCount = 0

  func location(_ position: SourcePosition) -> SourceLocation { position.location(in: file) }
}

/// A comment: its text (without `<!--` and `-->`), the position of its `<!--`, and what
/// follows it, which a `disable-next` suppression covers.
struct CommentRecord: Sendable {
  var text: String
  var position: SourcePosition
  /// The index of the first element that starts after it (the element count when none does).
  var nextElement: Int32
  /// The position of that element's `<`, if there is one.
  var nextElementPosition: SourcePosition?
  /// The position of the first element after that element's subtree, if there is one.
  var subtreeEnd: SourcePosition?
}
