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
    /// The folder's nib files (the document's among them), when finding the origin read them.
    var folderFiles: [IncludeFamily.File]? = nil

    /// The family of the file that declares the id, from the files already read if any.
    func family(in server: LanguageServer, vocabulary: NibVocabulary) -> IncludeFamily {
      IncludeFamily(
        of: path, document: document,
        files: folderFiles ?? server.nibFiles(inFolder: folderPath(of: path), except: path),
        vocabulary: vocabulary)
    }
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
    let files = nibFiles(inFolder: folderPath(of: path), except: path)
    let family = IncludeFamily(
      of: path, document: document, files: files, vocabulary: tools.vocabulary)
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
        id: id, range: place.name, path: declaring.path, document: declaring.document,
        folderFiles: files + [
          IncludeFamily.File(path: path, uri: document.uri, bytes: document.bytes)
        ])
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

    let family = origin.family(in: self, vocabulary: tools.vocabulary)
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

  /// The `.nib` files of a folder, open documents' text first, but `path`, as bytes: the
  /// include family makes documents of the few it needs.
  func nibFiles(inFolder folder: String, except path: String) -> [IncludeFamily.File] {
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
    return paths.sorted().compactMap { file in
      // An open document keeps the URI its editor gave it, so that edits go to its buffer.
      if let open = documents.values.first(where: { DocumentURI.path(of: $0.uri) == file }) {
        return IncludeFamily.File(path: file, uri: open.uri, bytes: open.bytes)
      }
      guard let bytes = try? RunFailure.read(file, in: "/"),
        bytes.count <= NibLimits.default.fileSize
      else { return nil }
      return IncludeFamily.File(path: file, uri: DocumentURI.uri(ofPath: file), bytes: bytes)
    }
  }
}

/// A nib file and the nib files of its folder that share its ids: those that include it, at
/// any depth (their references may name its ids), the ones it includes (its references may
/// name theirs), and everything those and it include (one namespace of ids with it).
struct IncludeFamily {
  /// A nib file of the folder, not yet parsed.
  struct File {
    var path: String
    var uri: String
    var bytes: [UInt8]
  }

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
    of path: String, document: TextDocument, files: [File],
    vocabulary: NibVocabulary
  ) {
    func name(of path: String) -> String { String(PathName.lastComponent(of: path).dropLast(4)) }
    let rootName = name(of: path)
    var texts: [String: File] = [:]
    for file in files { texts[name(of: file.path)] = file }
    // The root as given, whether or not the files hold it too.
    texts[rootName] = File(path: path, uri: document.uri, bytes: document.bytes)
    // A file's outline is made only when it is needed: to read its includes (only a file
    // that has `<include` at all can have one), or as a member of the family.
    var members: [String: Member] = [:]
    func member(_ name: String) -> Member? {
      if let known = members[name] { return known }
      guard let file = texts[name] else { return nil }
      let document =
        file.path == path
        ? document : TextDocument(uri: file.uri, version: nil, utf8: file.bytes)
      let made = Member(
        path: file.path, document: document,
        provider: ReferencesProvider(
          vocabulary: vocabulary, outline: DocumentOutline(document.bytes)))
      members[name] = made
      return made
    }
    var includes: [String: [String]] = [:]
    var includedBy: [String: [String]] = [:]
    for (name, file) in texts.sorted(by: { $0.key < $1.key }) where Self.mayInclude(file.bytes) {
      let nibs = member(name)?.provider.includedNibs ?? []
      includes[name] = nibs
      for nib in nibs { includedBy[nib, default: []].append(name) }
    }
    root = member(rootName)!
    // Up: the files that include the root, and those that include them.
    var up: Set<String> = [rootName]
    var pending = [rootName]
    while let included = pending.popLast() {
      for name in includedBy[included] ?? [] where up.insert(name).inserted {
        if let includer = member(name) { includers.append(includer) }
        pending.append(name)
      }
    }
    // Down from the root: what its references may name besides its own ids.
    var below: Set<String> = [rootName]
    var queue = [rootName]
    while !queue.isEmpty {
      let name = queue.removeFirst()
      for nib in includes[name] ?? [] where below.insert(nib).inserted {
        queue.append(nib)
        if let found = member(nib) { included.append(found) }
      }
    }
    // Down from each of them: everything they include.
    var seen = up
    pending = Array(up)
    while let name = pending.popLast() {
      for nib in includes[name] ?? [] where seen.insert(nib).inserted { pending.append(nib) }
    }
    namespace = seen.sorted().compactMap(member)
  }

  /// Whether a text has `<include` anywhere (a file without it includes nothing).
  private static func mayInclude(_ bytes: [UInt8]) -> Bool {
    let tail = Array("include".utf8)
    return bytes.withUnsafeBufferPointer { text in
      var index = 0
      while let open = text[index...].firstIndex(of: UInt8(ascii: "<")) {
        if text[(open + 1)...].starts(with: tail) { return true }
        index = open + 1
      }
      return false
    }
  }
}
