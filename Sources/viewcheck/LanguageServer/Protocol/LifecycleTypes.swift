/// What `initialize` brings: only what the server reads of it.
struct InitializeParams: Decodable, Sendable {
  struct ClientCapabilities: Decodable, Sendable {
    struct General: Decodable, Sendable {
      var positionEncodings: [String]?
    }
    struct TextDocument: Decodable, Sendable {
      struct Completion: Decodable, Sendable {
        struct Item: Decodable, Sendable {
          var snippetSupport: Bool?
        }
        var completionItem: Item?
      }
      struct Hover: Decodable, Sendable {
        var contentFormat: [String]?
      }
      var completion: Completion?
      var hover: Hover?
    }
    var general: General?
    var textDocument: TextDocument?
  }

  var capabilities: ClientCapabilities?
  var rootUri: String?
}

/// What the server answers to `initialize`.
struct InitializeResult: Encodable, Sendable {
  struct ServerInfo: Encodable, Sendable {
    var name: String
    var version: String
  }

  struct Capabilities: Encodable, Sendable {
    struct TextDocumentSync: Encodable, Sendable {
      struct Save: Encodable, Sendable {
        var includeText = false
      }
      var openClose = true
      /// 2: incremental changes (a change without a range replaces the whole text).
      var change = 2
      var save = Save()
    }
    struct RenameOptions: Encodable, Sendable {
      var prepareProvider = true
    }
    struct CompletionOptions: Encodable, Sendable {
      var triggerCharacters: [String]
    }

    var positionEncoding: String
    var textDocumentSync = TextDocumentSync()
    var completionProvider = CompletionOptions(triggerCharacters: ["<", " ", "\"", "$"])
    var hoverProvider = true
    var definitionProvider = true
    var referencesProvider = true
    var documentHighlightProvider = true
    var foldingRangeProvider = true
    var documentSymbolProvider = true
    var documentFormattingProvider = true
    var codeActionProvider = true
    var renameProvider = RenameOptions()
  }

  var capabilities: Capabilities
  var serverInfo: ServerInfo
}

/// `window/logMessage`: a line for the client's log of the server (VS Code's Output panel,
/// Neovim's `:LspLog`).
struct LogMessageParams: Encodable, Sendable {
  /// 1 error, 2 warning, 3 info, 4 log.
  var type: Int
  var message: String

  static let warning = 2
}
