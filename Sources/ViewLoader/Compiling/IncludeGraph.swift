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
  /// How many files were read and parsed (tests observe it).
  private(set) var parseCount = 0

  init(
    directory: String, registry: TypeRegistry, limits: NibLimits,
    interfaceBuilderPolicy: XIBImportPolicy = .loading, unsavedFiles: [String: [UInt8]] = [:]
  ) {
    self.directory = directory
    self.registry = registry
    self.limits = limits
    self.interfaceBuilderPolicy = interfaceBuilderPolicy
    self.unsavedFiles = unsavedFiles
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
    let output = compile(name: name, path: path(of: name), chain: chain + [name])
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
