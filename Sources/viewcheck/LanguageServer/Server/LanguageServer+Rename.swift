import ViewLoader

/// `textDocument/prepareRename` and `textDocument/rename` for the ids (and external names) of
/// nib files, from the declaration or from any reference (one in a file that includes the
/// declaring file too). A rename rewrites the id's declaration and every reference to it in
/// the declaring file, and the references of the nib files of its folder that include it (at
/// any depth: their `$id`s may name it); it is refused when the new name is not an id or is
/// already one of a file that shares the id's namespace (a file included with it, or one of
/// those that include it).
extension LanguageServer {
  /// What a rename at a position renames: the id, the bytes of its letters in the document,
  /// and the file that declares it (the document, or a file it includes, at any depth).
  struct RenameOrigin {
    var id: String
    var range: Range<Int>
    var path: String
    var document: TextDocument
  }

  func renameOrigin(
    in document: TextDocument, path: String, tools: ProjectTools, at position: Position
  ) -> RenameOrigin? {
    let outline = DocumentOutline(document.bytes)
    guard !outline.isInterfaceBuilderDocument else { return nil }
    let provider = ReferencesProvider(vocabulary: tools.vocabulary, outline: outline)
    let offset = document.offset(of: position, encoding: encoding)
    if let (id, range) = provider.renameTarget(at: offset) {
      return RenameOrigin(id: id, range: range, path: path, document: document)
    }
    // A reference to an id of an included file.
    guard let (_, attribute) = outline.attributeValue(at: offset), attribute.value.hasPrefix("$")
    else { return nil }
    let family = IncludeFamily(
      of: path, document: document, files: nibFiles(inFolder: folderPath(of: path), except: path),
      vocabulary: tools.vocabulary)
    let name = String(attribute.value.dropFirst())
    let candidates = [name] + (name.lastIndex(of: ".").map { [String(name[..<$0])] } ?? [])
    for id in candidates {
      guard
        let place = provider.places(of: id).first(where: {
          !$0.isDeclaration && ($0.whole.contains(offset) || $0.whole.upperBound == offset)
        }),
        let declaring = family.included.first(where: {
          $0.provider.outline.element(withID: id) != nil
        })
      else { continue }
      return RenameOrigin(
        id: id, range: place.name, path: declaring.path, document: declaring.document)
    }
    return nil
  }

  func prepareRename(_ request: TextDocumentPositionParams) -> PrepareRenameResult? {
    guard let (document, path, tools) = context(of: request.textDocument.uri),
      case .success(let tools) = tools,
      let origin = renameOrigin(in: document, path: path, tools: tools, at: request.position)
    else { return nil }
    return PrepareRenameResult(
      range: document.range(origin.range.lowerBound, origin.range.upperBound, encoding: encoding),
      placeholder: origin.id)
  }

  func rename(_ request: RenameParams) throws(ResponseError) -> CodeAction.WorkspaceEdit {
    guard let (document, path, tools) = context(of: request.textDocument.uri) else {
      throw Self.renameFailure("the document is not open")
    }
    guard case .success(let tools) = tools else {
      throw Self.renameFailure("viewcheck cannot use its configuration")
    }
    guard !DocumentOutline(document.bytes).isInterfaceBuilderDocument else {
      throw Self.renameFailure("an Interface Builder document's ids are Xcode's to name")
    }
    guard let origin = renameOrigin(in: document, path: path, tools: tools, at: request.position)
    else { throw Self.renameFailure("there is no id here that a file of this folder declares") }
    let newName = request.newName
    guard isValidID(newName), newName != "owner" else {
      throw Self.renameFailure(
        "'\(newName)' is not an id: a letter or '_' followed by letters, digits, '_', '.' or '-'"
          + " ('owner' is reserved)")
    }
    guard newName != origin.id else { return CodeAction.WorkspaceEdit(changes: [:]) }

    let family = IncludeFamily(
      of: origin.path, document: origin.document,
      files: nibFiles(inFolder: folderPath(of: origin.path), except: origin.path),
      vocabulary: tools.vocabulary)
    for member in family.namespace where member.provider.declaredNames.contains(newName) {
      throw Self.renameFailure(
        "'\(newName)' is already an id of \(PathName.lastComponent(of: member.path))")
    }
    var changes: [String: [TextEdit]] = [:]
    for member in [family.root] + family.includers {
      let places = member.provider.places(of: origin.id).filter {
        member.path == origin.path || !$0.isDeclaration
      }
      guard !places.isEmpty else { continue }
      changes[member.document.uri] = places.map {
        TextEdit(
          range: member.document.range(
            $0.name.lowerBound, $0.name.upperBound, encoding: encoding),
          newText: newName)
      }
    }
    return CodeAction.WorkspaceEdit(changes: changes)
  }

  private static func renameFailure(_ message: String) -> ResponseError {
    ResponseError(code: ResponseError.requestFailedCode, message: "cannot rename: \(message)")
  }

  /// The `.nib` files of a folder, open documents' text first, but `path`.
  func nibFiles(inFolder folder: String, except path: String) -> [(String, TextDocument)] {
    var paths = Set<String>()
    for file in Self.entries(ofFolder: folder) where file.hasSuffix(".nib") {
      paths.insert(folder + "/" + file)
    }
    for uri in documents.keys {
      if let file = DocumentURI.path(of: uri), folderPath(of: file) == folder,
        file.hasSuffix(".nib")
      {
        paths.insert(file)
      }
    }
    paths.remove(path)
    return paths.sorted().compactMap { file in text(ofFile: file).map { (file, $0) } }
  }
}

/// A nib file and the nib files of its folder that share its ids: those that include it, at
/// any depth (their references may name its ids), the ones it includes (its references may
/// name theirs), and everything those and it include (one namespace of ids with it).
struct IncludeFamily {
  struct Member {
    var path: String
    var document: TextDocument
    var provider: ReferencesProvider
  }

  let root: Member
  /// The files that include the root, at any depth.
  private(set) var includers: [Member] = []
  /// The root, its includers, and every file any of them includes.
  private(set) var namespace: [Member] = []
  /// The files the root includes, at any depth, nearest first.
  private(set) var included: [Member] = []

  init(
    of path: String, document: TextDocument, files: [(String, TextDocument)],
    vocabulary: NibVocabulary
  ) {
    func member(_ path: String, _ document: TextDocument) -> Member {
      Member(
        path: path, document: document,
        provider: ReferencesProvider(
          vocabulary: vocabulary, outline: DocumentOutline(document.bytes)))
    }
    func name(of path: String) -> String { String(PathName.lastComponent(of: path).dropLast(4)) }
    root = member(path, document)
    var byName: [String: Member] = [name(of: path): root]
    for (file, text) in files { byName[name(of: file)] = member(file, text) }
    // Up: the files that include the root, and those that include them.
    var up: Set<String> = [name(of: path)]
    var pending = [name(of: path)]
    while let included = pending.popLast() {
      for (name, candidate) in byName.sorted(by: { $0.key < $1.key })
      where !up.contains(name) && candidate.provider.includedNibs.contains(included) {
        up.insert(name)
        includers.append(candidate)
        pending.append(name)
      }
    }
    // Down from the root: what its references may name besides its own ids.
    var below: Set<String> = [name(of: path)]
    var queue = [name(of: path)]
    while !queue.isEmpty {
      let name = queue.removeFirst()
      for nib in byName[name]?.provider.includedNibs ?? [] where !below.contains(nib) {
        below.insert(nib)
        queue.append(nib)
        if let member = byName[nib] { included.append(member) }
      }
    }
    // Down from each of them: everything they include.
    var seen = up
    pending = Array(up)
    while let name = pending.popLast() {
      for included in byName[name]?.provider.includedNibs ?? [] where !seen.contains(included) {
        seen.insert(included)
        pending.append(included)
      }
    }
    namespace = seen.sorted().compactMap { byName[$0] }
  }
}
