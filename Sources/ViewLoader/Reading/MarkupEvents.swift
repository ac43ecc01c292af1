/// Where a piece of markup lies in the file: what a sink that rewrites the document (the
/// formatter) needs besides the elements, and what the loader never asks for.
///
/// The reader reports these only to a sink whose ``DocumentSink/reportsMarkup`` is `true`, in
/// document order, interleaved with the sink's other calls: a start tag's item comes right after
/// its ``DocumentSink/startElement(_:attributes:)`` call. The bytes between two items (and
/// before the first, after the XML declaration) are text, character references and CDATA
/// sections.
struct MarkupItem: Equatable {
  /// What the markup is.
  enum Kind: Equatable {
    /// The start tag of the element with this index (an empty-element tag too).
    case startTag(element: Int32)
    /// The end tag of the element with this index; an empty range (at the end of its start
    /// tag) for an element written as an empty-element tag (`<View/>`).
    case endTag(element: Int32)
    /// A comment, from its `<!--` to its `-->` (every comment, not only suppressions).
    case comment
    /// A processing instruction other than the XML declaration, from its `<?` to its `?>`.
    case processingInstruction
  }

  var kind: Kind
  /// The item's bytes in the file: offsets from the start of the file (a byte order mark
  /// included).
  var range: Range<Int>
}

extension DocumentSink {
  /// Most sinks want no markup: the reader then reports none.
  static var reportsMarkup: Bool { false }

  /// Receives nothing unless ``reportsMarkup`` is `true`.
  mutating func markup(_ item: MarkupItem) {}
}

extension SourceBytes {
  /// The offset of the `<?` of the processing instruction that follows `offset`, where only
  /// text and CDATA sections (which may hold `<?`) lie between the two, and the XML declaration
  /// when `offset` is the start of the document. `nil` when there is none before `limit`.
  func processingInstructionStart(from offset: Int, before limit: Int) -> Int? {
    var index = offset
    while let found = firstIndex(of: UInt8(ascii: "<"), from: index, before: limit) {
      if matches("<![CDATA[", at: found) {
        guard let end = firstOccurrence(of: "]]>", from: found + 9, before: limit) else {
          return nil
        }
        index = end + 3
      } else if matches("<?xml", at: found), found == byteOrderMarkLength,
        SourceBytes.isSpace(self[found + 5])
      {
        guard let end = firstOccurrence(of: "?>", from: found + 5, before: limit) else {
          return nil
        }
        index = end + 2
      } else if matches("<?", at: found) {
        return found
      } else {
        index = found + 1
      }
    }
    return nil
  }

  /// The offset of the first `literal` (ASCII) that starts in `offset..<limit`, or `nil`.
  private func firstOccurrence(of literal: StaticString, from offset: Int, before limit: Int)
    -> Int?
  {
    var index = offset
    let first = literal.utf8Start[0]
    while let found = firstIndex(of: first, from: index, before: limit) {
      if matches(literal, at: found) { return found }
      index = found + 1
    }
    return nil
  }
}
