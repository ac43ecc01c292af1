/// One diagnostic of `textDocument/publishDiagnostics`.
struct LSPDiagnostic: Encodable, Sendable, Equatable {
  struct Related: Encodable, Sendable, Equatable {
    var location: Location
    var message: String
  }
  var range: LSPRange
  /// 1 error, 2 warning, 3 information (the linter's notes).
  var severity: Int
  var code: String
  var source = "viewcheck"
  var message: String
  var relatedInformation: [Related]?
}

/// `textDocument/publishDiagnostics`.
struct PublishDiagnosticsParams: Encodable, Sendable {
  var uri: String
  var version: Int?
  var diagnostics: [LSPDiagnostic]
}

/// One completion.
struct CompletionItem: Encodable, Sendable, Equatable {
  var label: String
  /// LSP's `CompletionItemKind`.
  var kind: Int
  var detail: String?
  var documentation: String?
  /// What the client sorts by, when not the label.
  var sortText: String?
  var textEdit: TextEdit?
  /// 2 when `textEdit` is a snippet.
  var insertTextFormat: Int?

  /// The kinds used here.
  enum Kind {
    static let method = 2
    static let field = 5
    static let `class` = 7
    static let property = 10
    static let value = 12
    static let keyword = 14
    static let color = 16
    static let file = 17
    static let reference = 18
    static let enumMember = 20
    static let event = 23
  }
}

/// The result of `textDocument/completion`.
struct CompletionList: Encodable, Sendable {
  var isIncomplete = false
  var items: [CompletionItem]
}

/// The result of `textDocument/hover`.
struct Hover: Encodable, Sendable {
  var contents: MarkupContent
  var range: LSPRange?
}

/// One node of `textDocument/documentSymbol`'s tree.
struct DocumentSymbol: Encodable, Sendable, Equatable {
  var name: String
  var detail: String?
  /// LSP's `SymbolKind`.
  var kind: Int
  var range: LSPRange
  var selectionRange: LSPRange
  var children: [DocumentSymbol]?

  /// The kinds used here.
  enum Kind {
    static let file = 1
    static let module = 2
    static let field = 8
    static let variable = 13
    static let object = 19
    static let event = 24
  }
}
