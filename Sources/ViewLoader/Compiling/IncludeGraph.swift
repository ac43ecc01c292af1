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
  private var finished: [String: IncludeResolution] = [:]
  /// How many files were read and parsed (tests observe it).
  private(set) var parseCount = 0

  init(
    directory: String, registry: TypeRegistry, limits: NibLimits,
    interfaceBuilderPolicy: XIBImportPolicy = .loading
  ) {
    self.directory = directory
    self.registry = registry
    self.limits = limits
    self.interfaceBuilderPolicy = interfaceBuilderPolicy
  }

  /// The path of the view file named `name` in the folder: `name.nib`, else `name.xib` when
  /// only that exists.
  func path(of name: String) -> String {
    let base = directory.isEmpty || directory == "." ? name : "\(directory)/\(name)"
    return SourceFile.viewFilePath(base: base)
  }

  /// Whether a view file of that name exists in the folder (any kind of file but a directory: a
  /// file that exists but cannot be read is reported when it is read).
  func exists(_ name: String) -> Bool {
    SourceFile.existsAsNib(path: path(of: name))
  }

  /// Reads and compiles a file as the start of a chain, keeping every finding.
  /// - Returns: The compile's output and the reader's summary (suppression comments).
  func compileRoot(path: String, name: String) -> (CompileOutput, ReadSummary) {
    compiler(chain: [name]).compile(path: path, name: name)
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
    return compiler(chain: chain).compile(path: path, name: name).0
  }

  private func compiler(chain: [String]) -> NibCompiler {
    NibCompiler(
      registry: registry, limits: limits,
      includes: IncludeResolver { [unowned self] included in
        self.resolve(included, chain: chain)
      }, interfaceBuilderPolicy: interfaceBuilderPolicy)
  }
}
