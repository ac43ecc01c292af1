import Dispatch
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A folder of nib files, read lazily: nothing is read when the library is created; a nib is
/// read, parsed and compiled on first request and its template cached, so later requests (and
/// includes, and stubs) never touch the disk again.
///
/// Safe to share between threads: concurrent requests for one name cause one parse (single
/// flight), and a file that fails fails every waiter with the same diagnostics. Names are plain
/// (`[A-Za-z0-9_.-]+`, no `..`): nothing outside the folder can be read. Subfolders are not
/// addressable.
///
/// ```swift
/// let library = NibLibrary(directory: url, registry: registry)
/// let login = try library.nib(named: "Login")
/// ```
public final class NibLibrary: Sendable {
  /// The folder the nibs are read from.
  public let directory: URL
  /// The types nib files may use.
  public let registry: TypeRegistry
  /// The hard limits (``NibLimits``).
  public let limits: NibLimits
  /// The names of nibs whose files changed, while the library watches its folder
  /// (``init(directory:registry:limits:watchesForChanges:)``); a stream that ends at once
  /// otherwise.
  ///
  /// When `Name.nib` or `Name.xib` is written and closed, moved into the folder, moved out or
  /// deleted, the library drops its cached template and then yields `Name`, so the next
  /// ``nib(named:)`` reads the file again; then it drops, and yields, every cached nib that
  /// includes it (directly or through others). If the system lost track of events, every
  /// cached nib is dropped and yielded. The stream keeps the newest 1,024 names that nobody
  /// has read yet; iterate it from one task at a time. It ends when the library is released.
  public let changes: AsyncStream<String>
  private let path: String
  let state = Locked(State())
  /// The folder's watcher, when the library watches it.
  private let watcher: DirectoryWatcher?
  /// The other end of ``changes``, when the library watches its folder.
  private let changesContinuation: AsyncStream<String>.Continuation?

  struct State: ~Copyable {
    var entries: [String: Entry] = [:]
    var parseCount = 0
    /// While watching: the names each cached nib's compile asked for (includes, found or
    /// not), which a change of theirs invalidates.
    var includes: [String: Set<String>] = [:]
    /// Counts invalidations: a load during which one happened is not cached.
    var generation = 0
  }

  enum Entry {
    case loading(Flight)
    case done(IncludeResolution)
  }

  /// One load in progress; its waiters block on `group`.
  final class Flight: @unchecked Sendable {
    // Guarded by the library's mutex.
    let owner: Chain
    var result: IncludeResolution?
    var dependsOnChain = false
    let group = DispatchGroup()
    /// ``State/generation`` when the load began.
    let generation: Int

    init(owner: Chain, generation: Int) {
      self.owner = owner
      self.generation = generation
      group.enter()
    }
  }

  /// The names one thread is compiling (outermost first), and what it waits for: what is
  /// needed to find include cycles that span threads instead of deadlocking on them.
  final class Chain: @unchecked Sendable {
    // Guarded by the library's mutex, except `names`, which only its own thread touches.
    var names: [String]
    var waitingOn: String?

    init(names: [String]) { self.names = names }
  }

  /// Creates a library over a folder. Reads nothing.
  /// - Parameters:
  ///   - directory: The folder of `.nib` files (and Interface Builder `.xib` files: a name is
  ///     looked up as `Name.nib`, then `Name.xib`).
  ///   - registry: The types nib files may use.
  ///   - limits: The hard limits (``NibLimits``).
  public convenience init(
    directory: URL, registry: TypeRegistry = .standard, limits: NibLimits = .default
  ) {
    self.init(directory: directory, registry: registry, limits: limits, watchesForChanges: false)
  }

  /// Creates a library over a folder that can watch the folder for changed files. Reads
  /// nothing.
  ///
  /// With `watchesForChanges`, the folder is watched (with inotify, on a thread of the
  /// library's, in place when the initializer returns) until the library is released: a nib
  /// whose file changes is read again on its next request, and its name comes out of
  /// ``changes``. Without it, the library is the one of ``init(directory:registry:limits:)``.
  /// - Parameters:
  ///   - directory: The folder of `.nib` and `.xib` files.
  ///   - registry: The types nib files may use.
  ///   - limits: The hard limits (``NibLimits``).
  ///   - watchesForChanges: Whether to watch the folder.
  public init(
    directory: URL, registry: TypeRegistry = .standard, limits: NibLimits = .default,
    watchesForChanges: Bool
  ) {
    self.directory = directory
    self.registry = registry
    self.limits = limits
    self.path = directory.path
    guard watchesForChanges else {
      changes = AsyncStream { $0.finish() }
      watcher = nil
      changesContinuation = nil
      return
    }
    let (changes, continuation) = AsyncStream.makeStream(
      of: String.self, bufferingPolicy: .bufferingNewest(1024))
    self.changes = changes
    changesContinuation = continuation
    let state = self.state
    watcher = DirectoryWatcher(path: path) { change in
      for name in NibLibrary.invalidate(change, in: state) { continuation.yield(name) }
    }
    if watcher == nil { continuation.finish() }
  }

  deinit {
    // The watcher's thread ends (after the handler call it may be in), then the stream.
    watcher?.stop()
    changesContinuation?.finish()
  }

  /// How many files this library has read and parsed (for tests and instrumentation).
  public var parseCount: Int { state.withLock { $0.parseCount } }

  /// The compiled nib of that name, read and compiled on first request, then cached: the file
  /// `Name.nib`, or `Name.xib` when there is no `Name.nib`.
  /// - Parameter name: A plain nib name, without its extension.
  /// - Returns: The template.
  /// - Throws: ``NibError``: `invalid-nib-name`, `missing-nib`, or the file's own problems.
  public func nib(named name: String) throws -> Nib {
    let file = SourceFile.viewFilePath(base: "\(path)/\(name)")
    guard isPlainNibName(name) else {
      throw NibError(diagnostics: [
        .error(
          .invalidNibName,
          "invalid nib name '\(escaped(name))': expected a plain name of letters, digits, '_', '.' and '-'",
          at: SourceLocation(file: name, line: 1, column: 1))
      ])
    }
    switch resolution(named: name) {
    case .nib(let nib):
      return Nib(template: nib.template, library: self, diagnostics: nib.diagnostics)
    case .missing:
      throw NibError(diagnostics: [
        .error(
          .missingNib, "no nib named '\(name)' in the library\(missingNibHint(name))",
          at: SourceLocation(file: file, line: 1, column: 1))
      ])
    case .failed(let error, _, _):
      throw error
    case .cycle, .tooDeep:
      throw NibError(diagnostics: [
        .error(
          .includeCycle, "loading '\(name)' leads back into itself",
          at: SourceLocation(file: file, line: 1, column: 1))
      ])
    }
  }

  /// Resolves a plain name without throwing: what stubs inflate from.
  func resolution(named name: String) -> IncludeResolution {
    resolve(name, chain: Chain(names: []))
  }

  /// Loads several nibs concurrently in the background, so an app can warm its screens off
  /// the main path.
  /// - Parameter names: The nib names.
  /// - Returns: Each name's template or error.
  public func preload(_ names: [String]) async -> [String: Result<Nib, NibError>] {
    await withTaskGroup(of: (String, Result<Nib, NibError>).self) { group in
      for name in Set(names) {
        group.addTask {
          do {
            return (name, .success(try self.nib(named: name)))
          } catch let error as NibError {
            return (name, .failure(error))
          } catch {
            return (name, .failure(NibError(diagnostics: [])))
          }
        }
      }
      var results: [String: Result<Nib, NibError>] = [:]
      for await (name, result) in group { results[name] = result }
      return results
    }
  }

  // MARK: - Single flight

  private enum Step {
    case result(IncludeResolution)
    case wait(Flight)
    case compile(Flight)
  }

  private func resolve(_ name: String, chain: Chain) -> IncludeResolution {
    while true {
      let step: Step = state.withLock { state in
        if let start = chain.names.firstIndex(of: name) {
          return .result(.cycle(members: Set(chain.names[start...])))
        }
        switch state.entries[name] {
        case .done(let resolution)?:
          return .result(resolution)
        case .loading(let flight)?:
          if let members = wouldDeadlock(waitingFor: flight, chain: chain, entries: state.entries) {
            return .result(.cycle(members: members.union([name])))
          }
          chain.waitingOn = name
          return .wait(flight)
        case nil:
          if chain.names.count > limits.includeDepth { return .result(.tooDeep) }
          let flight = Flight(owner: chain, generation: state.generation)
          state.entries[name] = .loading(flight)
          return .compile(flight)
        }
      }
      switch step {
      case .result(let resolution):
        return resolution
      case .wait(let flight):
        flight.group.wait()
        let result: IncludeResolution? = state.withLock { _ in
          chain.waitingOn = nil
          return flight.dependsOnChain ? nil : flight.result
        }
        if let result { return result }
      // A result shaped by another chain (a cycle through it): resolve again for ours.
      case .compile(let flight):
        let (resolution, dependsOnChain, includes) = load(name, chain: chain)
        state.withLock { state in
          flight.result = resolution
          flight.dependsOnChain = dependsOnChain
          // A change during the load (which may have read the file before it) leaves nothing
          // cached, and an entry a change replaced is not this load's any more.
          guard case .loading(let current)? = state.entries[name], current === flight else {
            return
          }
          if dependsOnChain || state.generation != flight.generation {
            state.entries[name] = nil
          } else {
            state.entries[name] = .done(resolution)
            if let includes { state.includes[name] = includes }
          }
        }
        flight.group.leave()
        return resolution
      }
    }
  }

  /// Whether waiting for `flight` would close a loop of threads waiting on each other; if so,
  /// the names of the chains involved (an include cycle across threads).
  private func wouldDeadlock(
    waitingFor flight: Flight, chain: Chain, entries: [String: Entry]
  ) -> Set<String>? {
    var current = flight.owner
    var visited: Set<ObjectIdentifier> = []
    while visited.insert(ObjectIdentifier(current)).inserted {
      if current === chain { return Set(chain.names) }
      guard let waited = current.waitingOn else { return nil }
      if chain.names.contains(waited) { return Set(chain.names).union(current.names) }
      guard case .loading(let next)? = entries[waited] else { return nil }
      current = next.owner
    }
    return nil
  }

  /// Reads, parses and compiles one file, with includes resolved through the library.
  /// - Returns: The result, whether it came from the chain, and, while watching, the names
  ///   the file includes.
  private func load(_ name: String, chain: Chain) -> (
    IncludeResolution, dependsOnChain: Bool, includes: Set<String>?
  ) {
    let file = SourceFile.viewFilePath(base: "\(path)/\(name)")
    guard SourceFile.existsAsNib(path: file) else { return (.missing, false, []) }
    state.withLock { $0.parseCount += 1 }
    chain.names.append(name)
    defer { chain.names.removeLast() }
    let includes = watcher == nil ? nil : IncludeLog()
    let compiler = NibCompiler(
      registry: registry, limits: limits,
      includes: IncludeResolver { [self] included in
        includes?.names.insert(included)
        return self.resolve(included, chain: chain)
      },
      library: self, readsAhead: true, preparesInstantiation: true)
    let (output, _) = compiler.compile(path: file, name: name)
    if output.hasErrors || output.template == nil {
      let errors = output.diagnostics.filter { $0.severity == .error } + output.includedDiagnostics
      return (
        .failed(
          NibError(diagnostics: errors), cycleMembers: output.cycleMembers,
          dependsOnChain: output.dependsOnChain),
        output.dependsOnChain, includes?.names
      )
    }
    return (.nib(Nib(compiled: output)), false, includes?.names)
  }

  /// The names one compile includes (the compile runs on one thread).
  private final class IncludeLog {
    var names: Set<String> = []
  }
}
