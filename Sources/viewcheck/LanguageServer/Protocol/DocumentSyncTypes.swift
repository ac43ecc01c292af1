/// `textDocument/didOpen`.
struct DidOpenParams: Decodable, Sendable {
  struct Item: Decodable, Sendable {
    var uri: String
    var version: Int?
    var text: String
  }
  var textDocument: Item
}

/// `textDocument/didChange`: changes applied in order.
struct DidChangeParams: Decodable, Sendable {
  struct VersionedIdentifier: Decodable, Sendable {
    var uri: String
    var version: Int?
  }
  /// A change of a range, or, without one, the whole new text.
  struct Change: Decodable, Sendable {
    var range: LSPRange?
    var text: String
  }
  var textDocument: VersionedIdentifier
  var contentChanges: [Change]
}

/// `textDocument/didClose` and `textDocument/didSave`.
struct DocumentNotificationParams: Decodable, Sendable {
  var textDocument: TextDocumentIdentifier
}
