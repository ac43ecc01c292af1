/// What the reader makes of one file: flat records in document order, with exact positions.
///
/// The reader only records what it reads; it knows nothing of types or properties. When
/// ``diagnostics`` is not empty the file could not be read (an XML syntax or encoding error, a
/// DOCTYPE, a passed limit, an unreadable file): the records are then incomplete and no further
/// check runs on the file.
struct DocumentRecords: Sendable {
  /// The file, as the caller named it.
  var file: String
  /// Every element, in document order; `elements[0]` is the root.
  var elements: [ElementRecord] = []
  /// Every attribute of every element, grouped by element in document order.
  var attributes: [AttributeRecord] = []
  /// Non-whitespace text content, one record per element that has any.
  var texts: [TextRecord] = []
  /// Every comment, in document order.
  var comments: [CommentRecord] = []
  /// Fatal problems found while reading.
  var diagnostics: [Diagnostic] = []

  func location(_ position: SourcePosition) -> SourceLocation { position.location(in: file) }
}

/// One element: its name, where its `<` is, and where it sits in the tree.
struct ElementRecord: Sendable {
  /// The element's name as written (no namespace handling: nib files use none).
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
}

/// Non-whitespace text inside an element, at its first non-whitespace character.
struct TextRecord: Sendable {
  /// The index of the element that contains the text.
  var element: Int32
  var position: SourcePosition
}

/// A comment: its text (without `<!--` and `-->`), the position of its `<!--`, and the index of
/// the first element that starts after it (`elements.count` when none does).
struct CommentRecord: Sendable {
  var text: String
  var position: SourcePosition
  var nextElement: Int32
}
