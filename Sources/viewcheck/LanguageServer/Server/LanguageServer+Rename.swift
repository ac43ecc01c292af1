import Glibc
import ViewLoader

/// `textDocument/prepareRename` and `textDocument/rename` for the ids (and external names) of
/// nib files. A rename rewrites the id's declaration and every reference to it in the
/// document, and the references of the nib files of its folder that include it (at any
/// depth: their `$id`s may name it); it is refused when the new name is not an id or is
/// already one of a file that shares the id's namespace (a file included with it, or one of
/// those that include it).
extension LanguageServer {
  func prepareRename(_ request: TextDocumentPositionParams) -> PrepareRenameResult? {
    guard let (document, _, tools) = context(of: request.textDocument.uri),
      case .success(let tools) = tools
    else { return nil }
    let outline = DocumentOutline(document.bytes)
    guard !outline.isInterfaceBuilderDocument,
      let (id, range) = ReferencesProvider(vocabulary: tools.vocabulary, outline: outline)
        .renameTarget(at: document.offset(of: request.position, encoding: encoding))
    else { return nil }
    return PrepareRenameResult(
      range: document.range(range.lowerBound, range.upperBound, encoding: encoding),
      placeholder: id)
  }

  func rename(_ request: RenameParams) throws(ResponseError) -> CodeAction.WorkspaceEdit {
    guard let (document, path, tools) = context(of: request.textDocument.uri) else {
      throw Self.renameFailure("the document is not open")
    }
    guard case .success(let tools) = tools else {
      throw Self.renameFailure("viewcheck cannot use its configuration")
    }
    let outline = DocumentOutline(document.bytes)
    guard !outline.isInterfaceBuilderDocument else {
      throw Self.renameFailure("an Interface Builder document's ids are Xcode's to name")
    }
    let provider = ReferencesProvider(vocabulary: tools.vocabulary, outline: outline)
    guard
      let (id, _) = provider.renameTarget(
        at: document.offset(of: request.position, encoding: encoding))
    else { throw Self.renameFailure("there is no id of this document here") }
    let newName = request.newName
    guard isValidID(newName), newName != "owner" else {
      throw Self.renameFailure(
        "'\(newName)' is not an id: a letter or '_' followed by letters, digits, '_', '.' or '-'"
          + " ('owner' is reserved)")
    }
    guard newName != id else { return CodeAction.WorkspaceEdit(changes: [:]) }

    let family = IncludeFamily(
      of: path, document: document, files: nibFiles(inFolder: folderPath(of: path), except: path),
      vocabulary: tools.vocabulary)
    for member in family.namespace where member.provider.declaredNames.contains(newName) {
      throw Self.renameFailure(
        "'\(newName)' is already an id of \(PathName.lastComponent(of: member.path))")
    }
    var changes: [String: [TextEdit]] = [:]
    for member in [family.root] + family.includers {
      let places = member.provider.places(of: id).filter {
        member.path == path || !$0.isDeclaration
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
    if let directory = opendir(folder) {
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let file = withUnsafePointer(to: &entry.pointee.d_name) {
          $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if file.hasSuffix(".nib") { paths.insert(folder + "/" + file) }
      }
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
/// any depth (their references may name its ids), and everything those and it include (one
/// namespace of ids with it).
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
