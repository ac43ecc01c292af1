/// A place in a document: a 0-based line and a 0-based character offset in the negotiated
/// encoding (UTF-16 code units, or UTF-8 bytes).
struct Position: Codable, Hashable, Sendable {
  var line: Int
  var character: Int
}

/// A span of a document, its end excluded.
struct LSPRange: Codable, Hashable, Sendable {
  var start: Position
  var end: Position
}

/// A span of a document named by its URI.
struct Location: Codable, Hashable, Sendable {
  var uri: String
  var range: LSPRange
}

/// A document named by its URI.
struct TextDocumentIdentifier: Codable, Sendable {
  var uri: String
}

/// A document and a position in it (completion, hover, definition).
struct TextDocumentPositionParams: Codable, Sendable {
  var textDocument: TextDocumentIdentifier
  var position: Position
}

/// `textDocument/references`' parameters: a position, and whether the declaration counts.
struct ReferenceParams: Codable, Sendable {
  struct Context: Codable, Sendable {
    var includeDeclaration: Bool
  }

  var textDocument: TextDocumentIdentifier
  var position: Position
  /// Optional here, though LSP requires it: a client that leaves it out asks for references.
  var context: Context?
}

/// A change of text: `newText` replaces `range`.
struct TextEdit: Codable, Hashable, Sendable {
  var range: LSPRange
  var newText: String
}

/// Text with its format (`markdown` or `plaintext`).
struct MarkupContent: Codable, Sendable {
  var kind: String
  var value: String
}

/// Params of requests about a whole document (symbols, formatting).
struct DocumentParams: Codable, Sendable {
  var textDocument: TextDocumentIdentifier
}
