import Glibc
import ViewLoader

/// The requests about a document's content: completion, hover, definition, symbols and
/// formatting, each answered by its provider in `Features/`.
extension LanguageServer {
  func completions(_ request: TextDocumentPositionParams) -> [CompletionItem] {
    guard let (document, path, tools) = context(of: request.textDocument.uri),
      case .success(let tools) = tools
    else { return [] }
    let outline = DocumentOutline(document.bytes)
    guard !outline.isInterfaceBuilderDocument else { return [] }
    let provider = CompletionProvider(
      vocabulary: tools.vocabulary, document: document, outline: outline, encoding: encoding,
      snippets: snippets,
      nibNames: { self.nibNames(inFolder: folderPath(of: path), except: path) })
    return provider.items(at: document.offset(of: request.position, encoding: encoding))
  }

  func hover(_ request: TextDocumentPositionParams) -> Hover? {
    guard let (document, _, tools) = context(of: request.textDocument.uri),
      case .success(let tools) = tools
    else { return nil }
    let outline = DocumentOutline(document.bytes)
    guard
      let (text, range) = HoverProvider(vocabulary: tools.vocabulary, outline: outline).hover(
        at: document.offset(of: request.position, encoding: encoding))
    else { return nil }
    return Hover(
      contents: MarkupContent(
        kind: markdown ? "markdown" : "plaintext",
        value: markdown ? text : text.filter { $0 != "*" && $0 != "`" }),
      range: document.range(range.lowerBound, range.upperBound, encoding: encoding))
  }

  func definition(_ request: TextDocumentPositionParams) -> Location? {
    guard let (document, path, _) = context(of: request.textDocument.uri) else { return nil }
    let folder = folderPath(of: path)
    let provider = DefinitionProvider(outline: DocumentOutline(document.bytes)) { name in
      guard isPlainName(name) else { return nil }
      for file in [folder + "/" + name + ".nib", folder + "/" + name + ".xib"] {
        if self.documents.keys.contains(DocumentURI.uri(ofPath: file)) || Self.isFile(file) {
          return file
        }
      }
      return nil
    }
    switch provider.definition(at: document.offset(of: request.position, encoding: encoding)) {
    case .element(let range)?:
      return Location(
        uri: document.uri,
        range: document.range(range.lowerBound, range.upperBound, encoding: encoding))
    case .file(let file)?:
      let start = Position(line: 0, character: 0)
      return Location(uri: DocumentURI.uri(ofPath: file), range: LSPRange(start: start, end: start))
    case nil:
      return definitionInIncludedFiles(of: document, path: path, at: request.position)
    }
  }

  /// A `$id` that names no element of the document: the element of a file it includes (at
  /// any depth) that has the id.
  private func definitionInIncludedFiles(
    of document: TextDocument, path: String, at position: Position
  ) -> Location? {
    guard case .success(let tools)? = context(of: document.uri)?.2 else { return nil }
    let outline = DocumentOutline(document.bytes)
    guard !outline.isInterfaceBuilderDocument,
      let (_, attribute) = outline.attributeValue(
        at: document.offset(of: position, encoding: encoding)),
      attribute.value.hasPrefix("$"), attribute.value.count > 1
    else { return nil }
    let name = String(attribute.value.dropFirst())
    let family = IncludeFamily(
      of: path, document: document, files: nibFiles(inFolder: folderPath(of: path), except: path),
      vocabulary: tools.vocabulary)
    for member in family.included {
      guard let (number, _) = member.provider.outline.element(referencedAs: name) else {
        continue
      }
      let element = member.provider.outline.elements[number]
      return Location(
        uri: member.document.uri,
        range: member.document.range(
          element.start, element.nameRange.upperBound, encoding: encoding))
    }
    return nil
  }

  /// The references in the document; for an id a nib file of the folder declares (the
  /// document or a file it includes), those of the declaring file and of the files that
  /// include it (at any depth), as a rename finds them.
  func references(_ request: ReferenceParams) -> [Location] {
    guard let (document, path, tools) = context(of: request.textDocument.uri),
      case .success(let tools) = tools
    else { return [] }
    let includeDeclaration = request.context?.includeDeclaration ?? false
    guard let origin = renameOrigin(in: document, path: path, tools: tools, at: request.position)
    else {
      let provider = ReferencesProvider(
        vocabulary: tools.vocabulary, outline: DocumentOutline(document.bytes))
      return provider.references(
        at: document.offset(of: request.position, encoding: encoding),
        includeDeclaration: includeDeclaration
      ).map {
        Location(
          uri: document.uri,
          range: document.range($0.lowerBound, $0.upperBound, encoding: encoding))
      }
    }
    let family = origin.family(in: self, vocabulary: tools.vocabulary)
    var locations: [Location] = []
    for member in [family.root] + family.includers {
      for place in member.provider.places(of: origin.id)
      where place.isDeclaration ? includeDeclaration && member.path == origin.path : true {
        locations.append(
          Location(
            uri: member.document.uri,
            range: member.document.range(
              place.whole.lowerBound, place.whole.upperBound, encoding: encoding)))
      }
    }
    return locations
  }

  /// Quick fixes for the client's diagnostics of the document that say what was meant.
  func codeActions(_ request: CodeActionParams) -> [CodeAction] {
    guard let document = documents[request.textDocument.uri] else { return [] }
    let outline = DocumentOutline(document.bytes)
    // An Interface Builder document's names are Xcode's, not the kit's the linter suggests.
    guard !outline.isInterfaceBuilderDocument else { return [] }
    let provider = QuickFixProvider(outline: outline, bytes: document.bytes)
    return request.context.diagnostics.compactMap { shown in
      guard shown.source == nil || shown.source == "viewcheck", let rule = shown.code,
        let fix = provider.fix(
          rule: rule, message: shown.message,
          at: document.offset(of: shown.range.start, encoding: encoding))
      else { return nil }
      let edits = fix.replacements.map {
        TextEdit(
          range: document.range($0.range.lowerBound, $0.range.upperBound, encoding: encoding),
          newText: $0.text)
      }
      return CodeAction(
        title: fix.title,
        diagnostics: [
          CodeAction.FixedDiagnostic(
            range: shown.range, message: shown.message, source: shown.source, code: shown.code)
        ],
        edit: CodeAction.WorkspaceEdit(changes: [document.uri: edits]))
    }
  }

  /// The places in the document of the id under the cursor: its declaration (written) and
  /// its references (read).
  func highlights(_ request: TextDocumentPositionParams) -> [DocumentHighlight] {
    guard let (document, _, tools) = context(of: request.textDocument.uri),
      case .success(let tools) = tools
    else { return [] }
    let provider = ReferencesProvider(
      vocabulary: tools.vocabulary, outline: DocumentOutline(document.bytes))
    guard let id = provider.id(at: document.offset(of: request.position, encoding: encoding))
    else { return [] }
    return provider.places(of: id).map {
      DocumentHighlight(
        range: document.range($0.whole.lowerBound, $0.whole.upperBound, encoding: encoding),
        kind: $0.isDeclaration ? 3 : 2)
    }
  }

  func foldingRanges(_ request: DocumentParams) -> [FoldingRanges.Range] {
    guard let document = documents[request.textDocument.uri] else { return [] }
    return FoldingRanges.ranges(of: DocumentOutline(document.bytes), in: document)
  }

  func symbols(_ request: DocumentParams) -> [DocumentSymbol] {
    guard let document = documents[request.textDocument.uri] else { return [] }
    return DocumentSymbols.tree(
      of: DocumentOutline(document.bytes), in: document, encoding: encoding)
  }

  func formatting(_ request: DocumentParams) throws(ResponseError) -> [TextEdit] {
    guard let (document, path, tools) = context(of: request.textDocument.uri) else { return [] }
    let formatter: NibFormatter
    switch tools {
    case .success(let tools): formatter = tools.formatter
    case .failure(let failure):
      throw ResponseError(
        code: ResponseError.requestFailedCode, message: failure.messages.joined(separator: "; "))
    }
    let formatted: [UInt8]?
    do {
      formatted = try formatter.format(bytes: document.bytes, file: path)
    } catch {
      let first = error.diagnostics.first.map {
        "\($0.location.line):\($0.location.column): \($0.message)"
      }
      throw ResponseError(
        code: ResponseError.requestFailedCode,
        message: "cannot format a document that is not well-formed XML"
          + (first.map { " (\($0))" } ?? ""))
    }
    guard let formatted, formatted != document.bytes else { return [] }
    return [
      TextEdit(
        range: document.range(0, document.bytes.count, encoding: encoding),
        newText: String(decoding: formatted, as: UTF8.self))
    ]
  }

  /// The nib names of the folder's `.nib` and `.xib` files and open documents, but `path`'s.
  private func nibNames(inFolder folder: String, except path: String) -> [String] {
    var names = Set<String>()
    for file in Self.entries(ofFolder: folder) {
      names.formUnion(Self.nibName(ofFile: folder + "/" + file, except: path).map { [$0] } ?? [])
    }
    for uri in documents.keys {
      if let file = DocumentURI.path(of: uri), folderPath(of: file) == folder {
        names.formUnion(Self.nibName(ofFile: file, except: path).map { [$0] } ?? [])
      }
    }
    return names.sorted()
  }

  /// The names of a folder's entries (none when it cannot be read).
  static func entries(ofFolder folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      names.append(
        withUnsafePointer(to: &entry.pointee.d_name) {
          $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        })
    }
    return names
  }

  private static func nibName(ofFile file: String, except path: String) -> String? {
    guard file != path, file.hasSuffix(".nib") || file.hasSuffix(".xib") else { return nil }
    let name = String(PathName.lastComponent(of: file).dropLast(4))
    return isPlainName(name) ? name : nil
  }

  private static func isFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }
}
