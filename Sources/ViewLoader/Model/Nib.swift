import FoundationEssentials

/// A compiled nib file: an immutable, `Sendable` template that can be instantiated any number
/// of times into fresh object trees.
///
/// ```swift
/// let nib = try Nib(contentsOf: url, registry: registry)
/// let loaded = try nib.instantiate(owner: controller)
/// ```
public struct Nib: Sendable {
  let template: NibTemplate
  /// The library this nib was handed out by, held strongly so that its stubs can inflate
  /// while the nib is in use (templates hold their library weakly: the library caches them).
  let library: NibLibrary?

  init(template: NibTemplate, library: NibLibrary? = nil, diagnostics: [Diagnostic] = []) {
    self.template = template
    self.library = library
    self.diagnostics = diagnostics
  }

  /// The nib of a compile without errors, with its warnings and notes.
  init(compiled output: CompileOutput) {
    self.init(
      template: output.template!, diagnostics: output.diagnostics.filter { $0.severity != .error })
  }

  /// The nib's name: the file name without its extension, or the name it was given.
  public var name: String { template.name }

  /// The warnings and notes of the compile, which succeeded: what an import of an Interface
  /// Builder document left out (elements the kit does not model, names kept as written,
  /// colours and fonts it does not know). Empty for most nib files.
  public let diagnostics: [Diagnostic]

  /// Reads and compiles a nib file or an Interface Builder document (`.xib`: the root element
  /// decides, not the extension). Includes are `missing-nib` for a nib loaded on its own: load
  /// through a ``NibLibrary`` to resolve them.
  ///
  /// On a machine with more than one core, a file of 192 KB or more is parsed on a thread of
  /// its own while the calling thread compiles it; the call returns when both are done, with
  /// the same result.
  /// - Parameters:
  ///   - url: A `file:` URL of a `.nib` or `.xib` file.
  ///   - registry: The types the file may use.
  ///   - limits: The hard limits (``NibLimits``).
  /// - Throws: ``NibError`` listing every problem found.
  public init(contentsOf url: URL, registry: TypeRegistry = .standard, limits: NibLimits = .default)
    throws
  {
    let path = url.path
    let name = url.deletingPathExtension().lastPathComponent
    let compiler = NibCompiler(
      registry: registry, limits: limits, includes: nil, readsAhead: true,
      preparesInstantiation: true)
    self = try Nib.load(path: path, name: name, compiler: compiler)
  }

  /// Compiles a nib from its XML text (a large one on two threads, as
  /// ``init(contentsOf:registry:limits:)`` does).
  /// - Parameters:
  ///   - xml: The document.
  ///   - name: The nib's name; diagnostics use it as the file name.
  ///   - registry: The types the document may use.
  ///   - limits: The hard limits (``NibLimits``).
  /// - Throws: ``NibError`` listing every problem found.
  public init(
    xml: String, name: String, registry: TypeRegistry = .standard, limits: NibLimits = .default
  ) throws {
    let compiler = NibCompiler(
      registry: registry, limits: limits, includes: nil, readsAhead: true,
      preparesInstantiation: true)
    var text = xml
    let (output, _) = text.withUTF8 { bytes in
      compiler.compile(UnsafeRawBufferPointer(bytes), file: name, name: name)
    }
    self = try Nib.make(from: output)
  }

  /// Reads, parses and compiles a file with the given compiler.
  static func load(path: String, name: String, compiler: NibCompiler) throws -> Nib {
    let output = compileFile(path: path, name: name, compiler: compiler)
    return try make(from: output)
  }

  /// Reads, parses and compiles a file, keeping every finding.
  static func compileFile(path: String, name: String, compiler: NibCompiler) -> CompileOutput {
    compiler.compile(path: path, name: name).0
  }

  static func make(from output: CompileOutput) throws -> Nib {
    guard !output.hasErrors, let template = output.template else {
      throw NibError(
        diagnostics: output.diagnostics.filter { $0.severity == .error }
          + output.includedDiagnostics)
    }
    return Nib(template: template, diagnostics: output.diagnostics.filter { $0.severity != .error })
  }
}
