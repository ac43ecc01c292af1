#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compiles the nibs of one folder by name, following includes: it finds cycles and passes
/// of the include-depth limit, and compiles each name at most once.
///
/// Not thread-safe: one walk at a time (the linter makes one per file it checks; a
/// ``NibLibrary`` guards its own cache).
final class IncludeGraph {
  let directory: String
  let registry: TypeRegistry
  let limits: NibLimits
  /// How Interface Builder documents of the folder are imported (the linter's policy).
  let interfaceBuilderPolicy: XIBImportPolicy
  /// Documents to read from memory instead of the disk, by path (an editor's unsaved text).
  let unsavedFiles: [String: [UInt8]]
  private var finished: [String: IncludeResolution] = [:]
  /// Included files compiled by other graphs of the same run, by path (see
  /// ``SharedIncludes``); `nil` for a graph of its own.
  let shared: SharedIncludes?
  /// How many files were read and parsed (tests observe it).
  private(set) var parseCount = 0

  init(
    directory: String, registry: TypeRegistry, limits: NibLimits,
    interfaceBuilderPolicy: XIBImportPolicy = .loading, unsavedFiles: [String: [UInt8]] = [:],
    shared: SharedIncludes? = nil
  ) {
    self.directory = directory
    self.registry = registry
    self.limits = limits
    self.interfaceBuilderPolicy = interfaceBuilderPolicy
    self.unsavedFiles = unsavedFiles
    self.shared = shared
  }

  /// The path of the view file named `name` in the folder: `name.nib`, else `name.xib` when
  /// only that exists (unsaved documents count as existing).
  func path(of name: String) -> String {
    let base = directory.isEmpty || directory == "." ? name : "\(directory)/\(name)"
    guard !unsavedFiles.isEmpty else { return SourceFile.viewFilePath(base: base) }
    let nib = base + ".nib"
    if unsavedFiles[nib] != nil || SourceFile.existsAsNib(path: nib) { return nib }
    let xib = base + ".xib"
    return unsavedFiles[xib] != nil || SourceFile.existsAsNib(path: xib) ? xib : nib
  }

  /// Whether a view file of that name exists in the folder (any kind of file but a directory: a
  /// file that exists but cannot be read is reported when it is read), or is an unsaved
  /// document.
  func exists(_ name: String) -> Bool {
    let path = path(of: name)
    return unsavedFiles[path] != nil || SourceFile.existsAsNib(path: path)
  }

  /// Reads and compiles a file as the start of a chain, keeping every finding.
  /// - Returns: The compile's output and the reader's summary (suppression comments).
  func compileRoot(path: String, name: String) -> (CompileOutput, ReadSummary) {
    compile(path: path, name: name, with: compiler(chain: [name]))
  }

  /// Resolves an include of `name` reached through `chain` (outermost first).
  ///
  /// Names are files: they compare by their bytes. The chain starts with the checked file's
  /// name, which need not be a plain name (`\u{212A}ey`, with a Kelvin sign, is canonically
  /// equal to `Key`, but another file). The names `finished` keeps are plain, so ASCII, and
  /// compare by their bytes as `String`s.
  func resolve(_ name: String, chain: [String]) -> IncludeResolution {
    if let start = chain.firstIndex(where: { hasSameUTF8($0, name) }) {
      return .cycle(members: Set(chain[start...]))
    }
    if let done = finished[name] { return done }
    guard chain.count <= limits.includeDepth else { return .tooDeep }
    guard exists(name) else { return .missing }
    let filePath = path(of: name)
    // Where this graph would compile the file: a result another graph of the run made, which
    // no chain shaped, is the same for a chain as long or shorter (a cycle through this chain
    // would have been one through the file's own includes there too).
    if let resolution = shared?.resolution(of: filePath, chainLength: chain.count) {
      finished[name] = resolution
      return resolution
    }
    let output = compile(name: name, path: filePath, chain: chain + [name])
    let resolution: IncludeResolution
    if output.hasErrors || output.template == nil {
      let errors = output.diagnostics.filter { $0.severity == .error } + output.includedDiagnostics
      resolution = .failed(
        NibError(diagnostics: errors), cycleMembers: output.cycleMembers,
        dependsOnChain: output.dependsOnChain)
    } else {
      resolution = .nib(Nib(compiled: output))
    }
    // A result shaped by the chain it was reached through (a cycle, the depth limit) is not
    // the file's own: compile it again when it is reached another way.
    if !output.dependsOnChain {
      finished[name] = resolution
      shared?.keep(
        resolution, of: filePath, chainLength: chain.count,
        objects: output.template?.expandedObjectCount ?? 0)
    }
    return resolution
  }

  private func compile(name: String, path: String, chain: [String]) -> CompileOutput {
    parseCount += 1
    return compile(path: path, name: name, with: compiler(chain: chain)).0
  }

  /// Compiles the file at `path`: its unsaved text when there is one, else the file.
  private func compile(path: String, name: String, with compiler: NibCompiler) -> (
    CompileOutput, ReadSummary
  ) {
    guard let bytes = unsavedFiles[path] else { return compiler.compile(path: path, name: name) }
    guard bytes.count <= limits.fileSize else {
      let diagnostics: [Diagnostic] = [
        .error(
          .limitExceeded, "file is \(bytes.count) bytes; the limit is \(limits.fileSize)",
          at: SourceLocation(file: path, line: 1, column: 1))
      ]
      return (
        CompileOutput(template: nil, diagnostics: diagnostics),
        ReadSummary(file: path, diagnostics: diagnostics)
      )
    }
    return bytes.withUnsafeBytes { compiler.compile($0, file: path, name: name) }
  }

  private func compiler(chain: [String]) -> NibCompiler {
    NibCompiler(
      registry: registry, limits: limits,
      includes: IncludeResolver { [unowned self] included in
        self.resolve(included, chain: chain)
      }, interfaceBuilderPolicy: interfaceBuilderPolicy)
  }
}

/// The included files one run of the linter compiled, by path, for the graphs of the other files
/// it checks: a file that many files include is compiled once, not once for each of them.
///
/// Only for a run over files that do not change while it lasts (`viewcheck` over a folder), never
/// for an editor's documents. A result shaped by the chain of includes it was reached through (a
/// cycle, the include-depth limit) is not kept. At most ``objectBudget`` objects are kept, so that
/// the templates of a large project do not all stay in memory; the files after that are compiled
/// by each graph as before.
package final class SharedIncludes: Sendable {
  private struct Kept {
    var resolution: IncludeResolution
    /// The length of the chain the file was reached through: the result holds for chains no
    /// longer (a longer one may pass the include-depth limit inside it).
    var chainLength: Int
  }

  private let entries = Locked<(kept: [String: Kept], objects: Int)>(([:], 0))

  /// The most objects (included files' objects, their own includes expanded) kept: templates
  /// of about 30 MB (a template takes about 280 bytes an object).
  static let objectBudget = 100_000

  /// An empty store.
  package init() {}

  /// The kept resolution of the file at `path`, if one holds for a chain of `chainLength` files.
  func resolution(of path: String, chainLength: Int) -> IncludeResolution? {
    entries.withLock { entries in
      guard let kept = entries.kept[path], chainLength <= kept.chainLength else { return nil }
      return kept.resolution
    }
  }

  /// Keeps the resolution of the file at `path`, reached through a chain of `chainLength` files
  /// (a compile no chain shaped), while the budget allows; of two, the one that holds for longer
  /// chains.
  func keep(_ resolution: IncludeResolution, of path: String, chainLength: Int, objects: Int) {
    entries.withLock { entries in
      if let kept = entries.kept[path] {
        if chainLength > kept.chainLength {
          entries.kept[path] = Kept(resolution: resolution, chainLength: chainLength)
        }
        return
      }
      guard entries.objects + objects <= Self.objectBudget else { return }
      entries.kept[path] = Kept(resolution: resolution, chainLength: chainLength)
      entries.objects += objects
    }
  }
}
