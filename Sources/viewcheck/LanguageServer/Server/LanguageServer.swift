import FoundationEssentials
import Glibc
import ViewLoader

/// The language server's state and its handlers: the lifecycle (`initialize`, `initialized`,
/// `shutdown`, `exit`), document sync (full and incremental), diagnostics, and the requests of
/// the features in `Features/`.
///
/// One loop calls ``handle(_:)`` for each event in turn and ``publishPendingDiagnostics()``
/// whenever no event is waiting: edits that come faster than the linter are linted once, at
/// their latest text.
///
/// What the protocol says to do with what a client should not send, it does: a request before
/// `initialize` gets `ServerNotInitialized`, a request after `shutdown` `InvalidRequest`, an
/// unknown request `MethodNotFound`, bad params `InvalidParams`, bad JSON `ParseError` (with a
/// `null` id); notifications it does not know, or about a document that is not open, are
/// ignored, and those whose params it cannot read are ignored with a warning in the client's
/// log (`window/logMessage`). Escapes of unpaired surrogates are read as U+FFFD
/// (``UnpairedSurrogates``).
final class LanguageServer {
  private enum Phase {
    case waitingForInitialize
    case running
    case shutDown
  }

  private var phase = Phase.waitingForInitialize
  /// How positions count characters, as agreed in `initialize`.
  private(set) var encoding = PositionEncoding.utf16
  /// Whether the client takes snippets in completions.
  private(set) var snippets = false
  /// Whether the client shows Markdown in hovers.
  private(set) var markdown = true
  /// The open documents, by URI.
  private(set) var documents: [String: TextDocument] = [:]
  /// Documents to lint when the loop is idle, in order, each once.
  private var pending: [String] = []
  private let settings = ProjectSettings()
  private let watchers: FolderWatchers
  private let writer: MessageWriter
  private let decoder = JSONDecoder()
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  init(queue: EventQueue, writer: MessageWriter) {
    self.writer = writer
    watchers = FolderWatchers(queue: queue)
  }

  /// Handles one event.
  /// - Returns: The exit status when the server must stop (0 after `shutdown`, else 1).
  func handle(_ event: ServerEvent) -> Int32? {
    switch event {
    case .frame(.end):
      return phase == .shutDown ? 0 : 1
    case .frame(.malformed(let problem)):
      sendError(ResponseError.invalidRequestCode, problem)
      return nil
    case .frame(.message(let bytes)):
      return handleMessage(Data(UnpairedSurrogates.repaired(bytes)))
    case .filesChanged(let folder, _):
      for (uri, _) in documents where folder == self.folder(of: uri) { markPending(uri) }
      return nil
    }
  }

  /// Lints the documents whose text, or whose includes, changed since they were last linted,
  /// and publishes their diagnostics.
  func publishPendingDiagnostics() {
    let uris = pending
    pending = []
    for uri in uris {
      guard let document = documents[uri] else { continue }
      send(
        OutgoingNotification(
          method: "textDocument/publishDiagnostics",
          params: PublishDiagnosticsParams(
            uri: uri, version: document.version, diagnostics: diagnostics(of: document))))
    }
  }

  // MARK: Messages

  private func handleMessage(_ data: Data) -> Int32? {
    let header: IncomingHeader
    do {
      header = try decoder.decode(IncomingHeader.self, from: data)
    } catch DecodingError.typeMismatch {
      sendError(ResponseError.invalidRequestCode, "a message must be a JSON object")
      return nil
    } catch {
      sendError(ResponseError.parseErrorCode, "the message is not valid JSON")
      return nil
    }
    guard let method = header.method else {
      // A response to a request of ours (there are none), or nothing at all.
      if !header.hasID { sendError(ResponseError.invalidRequestCode, "a message needs a method") }
      return nil
    }
    guard header.hasID else { return handleNotification(method, data) }
    let result: Result<AnyEncodable, ResponseError>
    do throws(ResponseError) {
      result = .success(try handleRequest(method, data))
    } catch {
      result = .failure(error)
    }
    switch result {
    case .success(let value):
      // An answer JSON cannot hold (nested past the encoder's depth, say) is still an answer.
      if !send(OutgoingResponse(id: header.id, result: value)) {
        send(
          OutgoingResponse<NoResult>(
            id: header.id,
            error: ResponseError(
              code: ResponseError.internalErrorCode,
              message: "the answer to '\(method)' could not be written as JSON")))
      }
    case .failure(let error): send(OutgoingResponse<NoResult>(id: header.id, error: error))
    }
    return nil
  }

  private func handleRequest(_ method: String, _ data: Data) throws(ResponseError) -> AnyEncodable {
    switch phase {
    case .waitingForInitialize:
      guard method == "initialize" else {
        throw ResponseError(
          code: ResponseError.serverNotInitializedCode,
          message: "'\(method)' before 'initialize'")
      }
      return AnyEncodable(try initialize(params(InitializeParams.self, data)))
    case .shutDown:
      throw ResponseError(
        code: ResponseError.invalidRequestCode, message: "the server is shutting down")
    case .running:
      break
    }
    switch method {
    case "initialize":
      throw ResponseError(code: ResponseError.invalidRequestCode, message: "already initialized")
    case "shutdown":
      phase = .shutDown
      return AnyEncodable(NoResult())
    case "textDocument/completion":
      let request = try params(TextDocumentPositionParams.self, data)
      return AnyEncodable(CompletionList(items: completions(request)))
    case "textDocument/hover":
      return AnyEncodable(hover(try params(TextDocumentPositionParams.self, data)))
    case "textDocument/definition":
      return AnyEncodable(definition(try params(TextDocumentPositionParams.self, data)))
    case "textDocument/references":
      return AnyEncodable(references(try params(ReferenceParams.self, data)))
    case "textDocument/codeAction":
      return AnyEncodable(codeActions(try params(CodeActionParams.self, data)))
    case "textDocument/prepareRename":
      return AnyEncodable(prepareRename(try params(TextDocumentPositionParams.self, data)))
    case "textDocument/rename":
      return AnyEncodable(try rename(try params(RenameParams.self, data)))
    case "textDocument/documentHighlight":
      return AnyEncodable(highlights(try params(TextDocumentPositionParams.self, data)))
    case "textDocument/foldingRange":
      return AnyEncodable(foldingRanges(try params(DocumentParams.self, data)))
    case "textDocument/documentSymbol":
      return AnyEncodable(symbols(try params(DocumentParams.self, data)))
    case "textDocument/formatting":
      return AnyEncodable(try formatting(try params(DocumentParams.self, data)))
    default:
      throw ResponseError.methodNotFound(method)
    }
  }

  private func handleNotification(_ method: String, _ data: Data) -> Int32? {
    if method == "exit" { return phase == .shutDown ? 0 : 1 }
    guard phase == .running else { return nil }
    switch method {
    case "textDocument/didOpen":
      guard let open = notificationParams(DidOpenParams.self, data, of: method) else { return nil }
      let uri = open.textDocument.uri
      documents[uri] = TextDocument(
        uri: uri, version: open.textDocument.version, text: open.textDocument.text)
      documentsChanged(around: uri)
    case "textDocument/didChange":
      guard let change = notificationParams(DidChangeParams.self, data, of: method),
        var document = documents[change.textDocument.uri]
      else { return nil }
      for edit in change.contentChanges {
        document.replace(edit.range, with: edit.text, encoding: encoding)
      }
      document.version = change.textDocument.version ?? document.version
      documents[document.uri] = document
      documentsChanged(around: document.uri)
    case "textDocument/didClose":
      guard let close = notificationParams(DocumentNotificationParams.self, data, of: method),
        documents.removeValue(forKey: close.textDocument.uri) != nil
      else { return nil }
      send(
        OutgoingNotification(
          method: "textDocument/publishDiagnostics",
          params: PublishDiagnosticsParams(uri: close.textDocument.uri, diagnostics: [])))
      documentsChanged(around: close.textDocument.uri)
    case "textDocument/didSave":
      guard let save = notificationParams(DocumentNotificationParams.self, data, of: method) else {
        return nil
      }
      documentsChanged(around: save.textDocument.uri)
    case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration":
      settings.reset()
      for uri in documents.keys.sorted() { markPending(uri) }
    default:
      // `initialized`, `$/cancelRequest`, `$/setTrace` and the rest: nothing to do.
      break
    }
    return nil
  }

  private func params<Params: Decodable>(_ type: Params.Type, _ data: Data) throws(ResponseError)
    -> Params
  {
    do {
      return try decoder.decode(IncomingParams<Params>.self, from: data).params
    } catch {
      throw ResponseError.invalidParams(Self.describe(error))
    }
  }

  /// A notification's params, or `nil` when they cannot be read: a notification has no answer,
  /// so the problem goes to the client's log rather than nowhere.
  private func notificationParams<Params: Decodable>(
    _ type: Params.Type, _ data: Data, of method: String
  ) -> Params? {
    do throws(ResponseError) {
      return try params(type, data)
    } catch {
      send(
        OutgoingNotification(
          method: "window/logMessage",
          params: LogMessageParams(
            type: LogMessageParams.warning,
            message: "viewcheck ignored '\(method)': \(error.message)")))
      return nil
    }
  }

  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return "wrong value at '\(path.joined(separator: "."))'"
    @unknown default:
      return "\(error)"
    }
  }

  /// Answers what could not be read as a request: an error with a `null` id.
  private func sendError(_ code: Int, _ message: String) {
    send(OutgoingResponse<NoResult>(id: nil, error: ResponseError(code: code, message: message)))
  }

  /// Writes a message; whether it could be encoded.
  @discardableResult
  private func send(_ message: some Encodable) -> Bool {
    guard let data = try? encoder.encode(message) else { return false }
    writer.write(Array(data))
    return true
  }

  // MARK: Lifecycle

  private func initialize(_ request: InitializeParams) -> InitializeResult {
    let capabilities = request.capabilities
    let offered = capabilities?.general?.positionEncodings ?? []
    encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    snippets = capabilities?.textDocument?.completion?.completionItem?.snippetSupport ?? false
    markdown = capabilities?.textDocument?.hover?.contentFormat?.contains("markdown") ?? true
    phase = .running
    return InitializeResult(
      capabilities: .init(positionEncoding: encoding.rawValue),
      serverInfo: .init(name: "viewcheck", version: ViewCheck.version))
  }

  // MARK: Documents

  /// The path a document is linted as: its file's, or, for a document that is no file
  /// (`untitled:`), a name in a folder that cannot exist, so that nothing is read for it.
  private func path(of uri: String) -> String {
    if let path = DocumentURI.path(of: uri) { return path }
    let name = uri.split(separator: "/").last.map(String.init) ?? "Untitled.nib"
    return "/untitled:/" + name
  }

  private func folder(of uri: String) -> String {
    folderPath(of: path(of: uri))
  }

  private func markPending(_ uri: String) {
    if !pending.contains(uri) { pending.append(uri) }
  }

  /// A document was opened, changed, saved or closed: it and the other open documents of its
  /// folder (which may include it) are linted again, and the watched folders follow the open
  /// documents.
  private func documentsChanged(around uri: String) {
    if documents[uri] != nil { markPending(uri) }
    let folder = folder(of: uri)
    for other in documents.keys.sorted() where self.folder(of: other) == folder {
      markPending(other)
    }
    watchers.watch(Set(documents.keys.compactMap { DocumentURI.path(of: $0) }.map(folderPath(of:))))
  }

  /// The document's text as the linter reads it, its path, and its folder's tools.
  func context(of uri: String) -> (TextDocument, String, Result<ProjectTools, RunFailure>)? {
    guard let document = documents[uri] else { return nil }
    let path = path(of: uri)
    return (document, path, settings.tools(forFolder: folderPath(of: path)))
  }

  private func diagnostics(of document: TextDocument) -> [LSPDiagnostic] {
    guard let (_, path, tools) = context(of: document.uri) else { return [] }
    switch tools {
    case .failure(let failure):
      let message =
        "viewcheck cannot use its configuration: " + failure.messages.joined(separator: "; ")
      let start = Position(line: 0, character: 0)
      return [
        LSPDiagnostic(
          range: LSPRange(start: start, end: start), severity: 1, code: "configuration",
          message: message)
      ]
    case .success(let tools):
      var unsaved: [String: [UInt8]] = [:]
      for (uri, other) in documents where uri != document.uri {
        if let otherPath = DocumentURI.path(of: uri) { unsaved[otherPath] = other.bytes }
      }
      let findings = tools.linter.lint(contents: document.bytes, path: path, unsavedFiles: unsaved)
      return DiagnosticConverter(
        document: document, path: path, encoding: encoding, textOfFile: text(ofFile:)
      ).convert(findings)
    }
  }

  /// Another file's text: an open document's, or the file's (when it can be read).
  func text(ofFile path: String) -> TextDocument? {
    let uri = DocumentURI.uri(ofPath: path)
    if let open = documents.values.first(where: { DocumentURI.path(of: $0.uri) == path }) {
      return open
    }
    guard let bytes = try? RunFailure.read(path, in: "/"), bytes.count <= NibLimits.default.fileSize
    else { return nil }
    return TextDocument(uri: uri, version: nil, text: String(decoding: bytes, as: UTF8.self))
  }
}

/// The folder part of an absolute path (`/` for a file at the root), split at its last `/`.
func folderPath(of path: String) -> String {
  guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
  if slash == path.utf8.startIndex { return "/" }
  return String(Substring(path.utf8[..<slash]))
}

/// Whether a nib name is plain: letters, digits, `_`, `.` and `-`, not `.` or `..`.
func isPlainName(_ name: String) -> Bool {
  !name.isEmpty && name != "." && name != ".."
    && name.utf8.allSatisfy {
      TextDocument.isNameByte($0) && $0 < 0x80 && $0 != UInt8(ascii: ":")
    }
}

/// Any `Encodable` result, encoded as itself.
struct AnyEncodable: Encodable {
  let value: any Encodable

  init(_ value: any Encodable) {
    self.value = value
  }

  func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder)
  }
}
