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

/// `textDocument/codeAction`'s parameters: the diagnostics the client shows in the range.
struct CodeActionParams: Decodable, Sendable {
  struct Context: Decodable, Sendable {
    var diagnostics: [ShownDiagnostic]
  }

  /// A diagnostic as the client sends it back: what a quick fix needs of it.
  struct ShownDiagnostic: Decodable, Sendable {
    var range: LSPRange
    var message: String
    var source: String?
    /// The rule id (LSP allows a number too, which is none of ours).
    var code: String?

    enum CodingKeys: String, CodingKey { case range, message, source, code }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      range = try container.decode(LSPRange.self, forKey: .range)
      message = try container.decode(String.self, forKey: .message)
      source = try? container.decodeIfPresent(String.self, forKey: .source)
      code = try? container.decodeIfPresent(String.self, forKey: .code)
    }
  }

  var textDocument: TextDocumentIdentifier
  var range: LSPRange
  var context: Context
}

/// A quick fix: a titled edit of one document, for the diagnostic it fixes.
struct CodeAction: Encodable, Sendable {
  struct WorkspaceEdit: Encodable, Sendable {
    var changes: [String: [TextEdit]]
  }

  struct FixedDiagnostic: Encodable, Sendable {
    var range: LSPRange
    var message: String
    var source: String?
    var code: String?
  }

  var title: String
  var kind = "quickfix"
  var diagnostics: [FixedDiagnostic]
  var isPreferred = true
  var edit: WorkspaceEdit
}

/// `textDocument/rename`'s parameters.
struct RenameParams: Decodable, Sendable {
  var textDocument: TextDocumentIdentifier
  var position: Position
  var newName: String
}

/// `textDocument/prepareRename`'s answer: the name's range and its current text.
struct PrepareRenameResult: Encodable, Sendable {
  var range: LSPRange
  var placeholder: String
}

/// `textDocument/documentHighlight`'s answer: a place of the symbol under the cursor.
struct DocumentHighlight: Encodable, Sendable, Equatable {
  var range: LSPRange
  /// 2 read (a reference), 3 write (the declaration).
  var kind: Int
}
