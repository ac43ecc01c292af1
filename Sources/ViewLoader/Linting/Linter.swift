/// Settings for checking nib files: what `.viewcheck.json` and the command line configure.
public struct LintConfiguration: Sendable {
  /// Severity overrides by rule id; a `nil` value switches the rule off.
  public var severities: [String: Severity?] = [:]
  /// Objects deeper than this get `too-deep` (a top-level object has depth 1).
  public var maxDepth: Int = 12
  /// Files with more objects than this get `too-many-views`.
  public var maxViews: Int = 500
  /// Schema documents describing app types and owners.
  public var schemas: [LintSchema] = []
  /// The hard limits (``NibLimits``).
  public var limits: NibLimits = .default

  /// Creates the default configuration.
  public init() {}
}

/// Checks nib files: the loader's own compile stage (so a file that lints clean loads clean),
/// then the rules only the linter runs, suppression comments and severity overrides.
///
/// ```swift
/// let linter = try Linter(configuration: configuration)
/// let findings = linter.lint(path: "Views/Login.nib")
/// ```
public struct Linter: Sendable {
  /// The configuration in force.
  public let configuration: LintConfiguration
  let registry: TypeRegistry
  /// The registry with each type known only from a schema standing in as its nearest kit
  /// class (``TypeRegistry/standingInForSchemaTypes()``), for the files that use such types:
  /// made once, not once for every file (it makes a type for every type of every schema).
  let standInRegistry: TypeRegistry
  let owners: [String: OwnerDescription]
  /// The included files already compiled in this run, when the linter shares them between the
  /// files it checks (``sharingIncludedFiles()``).
  private(set) var sharedIncludes: SharedIncludes? = nil

  /// Creates a linter.
  /// - Parameter configuration: Severities, thresholds, schemas and limits.
  /// - Throws: ``LintSchemaError`` when the schemas do not fit together (a type whose parent is
  ///   unknown, or that two schemas describe as two different classes).
  public init(configuration: LintConfiguration = LintConfiguration()) throws {
    self.configuration = configuration
    let schemas = try CombinedSchemas(configuration.schemas, kit: TypeRegistry.standard)
    let registry = try TypeRegistry.standard.adding(schemas)
    self.registry = registry
    standInRegistry = registry.standingInForSchemaTypes()
    owners = schemas.ownerDescriptions(registry: registry)
  }

  /// Checks one file and returns every finding, in report order. Includes and stubs are
  /// resolved in the file's folder. `path` is used as given, both to open the file and in the
  /// diagnostics.
  /// - Parameter path: The file to check.
  /// - Returns: The findings, with suppressions and severity overrides applied.
  public func lint(path: String) -> [Diagnostic] {
    lint(path: path, unsavedFiles: [:])
  }

  /// Checks a document held in memory, such as an editor's unsaved text, as if it were the file
  /// at `path`: the same findings as ``lint(path:)`` once it is saved. Includes and stubs are
  /// resolved in the file's folder, in `unsavedFiles` first, then on the disk.
  /// - Parameters:
  ///   - contents: The document's bytes.
  ///   - path: Where the document is (or will be) saved; diagnostics carry it as given.
  ///   - unsavedFiles: Other documents not saved yet, by path (`folder/Name.nib`, the folder
  ///     spelled as in `path`).
  /// - Returns: The findings, with suppressions and severity overrides applied.
  public func lint(contents: [UInt8], path: String, unsavedFiles: [String: [UInt8]] = [:])
    -> [Diagnostic]
  {
    var files = unsavedFiles
    files[path] = contents
    return lint(path: path, unsavedFiles: files)
  }

  /// A copy that compiles each included file once for all the files it checks, instead of
  /// once for each file that includes it: for one run over files that do not change while it
  /// lasts (`viewcheck` over a folder), not for an editor's documents. Files checked with
  /// unsaved text (``lint(contents:path:unsavedFiles:)``) never share.
  package func sharingIncludedFiles() -> Linter {
    var copy = self
    copy.sharedIncludes = SharedIncludes()
    return copy
  }

  private func lint(path: String, unsavedFiles: [String: [UInt8]]) -> [Diagnostic] {
    let graph = makeGraph(
      for: path, unsavedFiles: unsavedFiles,
      sharing: unsavedFiles.isEmpty ? sharedIncludes : nil)
    let name = nibName(of: path)
    let (output, summary) = graph.compileRoot(path: path, name: name)
    var findings = output.diagnostics
    // A chain of includes that passes the include-depth limit fails as a whole, though no file
    // of it fails on its own: the file at its start reports it (it does not load), pointing
    // into the file whose include passes the limit, with a note per include step.
    let depthMessage = NibCompiler.includeDepthMessage(limit: configuration.limits.includeDepth)
    findings += output.includedDiagnostics.filter {
      $0.rule == RuleID.limitExceeded.rawValue && $0.message == depthMessage
    }
    if let template = output.template {
      var context = LintContext(
        template: template, output: output, graph: graph,
        configuration: configuration, registry: registry, standInRegistry: standInRegistry,
        owners: owners)
      let ruleFindings = context.runLintRules()
      // Most files compile without a finding: take the rules' array rather than copy it.
      if findings.isEmpty { findings = ruleFindings } else { findings += ruleFindings }
    }
    let suppressions = Suppressions(summary: summary)
    findings = suppressions.apply(to: findings)
    // Without overrides every finding keeps its severity: no copy, no lookup per finding.
    if !configuration.severities.isEmpty { findings = findings.compactMap(applySeverity) }
    // The compile and each rule report in document order, so the list is often in report
    // order already: one pass to see that is cheaper than sorting.
    if !findings.isSorted(by: Diagnostic.reportOrder) { findings.sort(by: Diagnostic.reportOrder) }
    return capped(findings)
  }

  /// The files of `path`'s folder, compiled as the linter compiles them: an Interface Builder
  /// document as its canvas reads it (placeholder constraints, the device's size-class
  /// constants, windows at their content's size), so that the layout rules judge what
  /// Interface Builder judges.
  /// - Parameters:
  ///   - path: A file of the folder.
  ///   - unsavedFiles: Texts that replace files' contents, by path.
  ///   - asInterfaceBuilderCanvas: `false` to read documents as the loader does, for what
  ///     describes the tree an app instantiates (the dump, generated code).
  func makeGraph(
    for path: String, unsavedFiles: [String: [UInt8]] = [:], asInterfaceBuilderCanvas: Bool = true,
    sharing shared: SharedIncludes? = nil
  ) -> IncludeGraph {
    IncludeGraph(
      directory: directoryName(of: path), registry: registry, limits: configuration.limits,
      interfaceBuilderPolicy: XIBImportPolicy(
        checksCustomClasses: !configuration.schemas.isEmpty, isLinting: true,
        readsAsInterfaceBuilderCanvas: asInterfaceBuilderCanvas),
      unsavedFiles: unsavedFiles, shared: shared)
  }

  /// At most ``NibLimits/findings`` findings — errors first, then warnings, then notes, each
  /// in report order — then one `limit-exceeded` finding at the first one left out (or where
  /// the compile stopped) saying the rest are not reported.
  private func capped(_ findings: [Diagnostic]) -> [Diagnostic] {
    let limit = configuration.limits.findings
    let marker = RuleID.limitExceeded.rawValue
    // The common case, at no cost: few findings and no marker among them.
    // (Lengths first: most findings' rules differ from the marker's in length, and comparing
    // them costs less than comparing the strings.)
    let isMarkerRule = { (rule: String) in
      rule.utf8.count == marker.utf8.count && rule == marker
    }
    guard findings.count > limit || findings.containsInPlace(where: { isMarkerRule($0.rule) })
    else { return findings }
    let message = NibLimits.findingsMessage(limit: limit)
    let isMarker = { (finding: Diagnostic) in
      finding.rule == RuleID.limitExceeded.rawValue && finding.message == message
    }
    let found = findings.first(where: isMarker)
    let others = findings.filter { !isMarker($0) }
    guard found != nil || others.count > limit else { return findings }
    // A stable partition by severity keeps report order within each severity.
    let bySeverity = Severity.allCases.flatMap { severity in
      others.filter { $0.severity == severity }
    }
    let location = found?.location ?? bySeverity[limit].location
    var kept = Array(bySeverity.prefix(limit))
    // As serious as the most serious finding left out, here or where the file was read: notes
    // cut from a large valid file (its `unused-id` notes, say) must not fail the run.
    let severity = max(
      found?.severity ?? .note, bySeverity.dropFirst(limit).map(\.severity).max() ?? .note)
    kept.append(
      Diagnostic(
        severity: severity, rule: RuleID.limitExceeded.rawValue, message: message,
        location: location))
    return kept.sorted(by: Diagnostic.reportOrder)
  }

  private func applySeverity(_ diagnostic: Diagnostic) -> Diagnostic? {
    guard let override = configuration.severities[diagnostic.rule] else { return diagnostic }
    guard let severity = override else { return nil }
    var copy = diagnostic
    copy.severity = severity
    return copy
  }
}

/// The folder part of a path (`.` for a bare file name), split at its last `/` byte.
func directoryName(of path: String) -> String {
  let utf8 = path.utf8
  guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
  if slash == utf8.startIndex { return "/" }
  // Cut before a `/` byte: still valid UTF-8.
  return String(Substring(utf8[..<slash]))
}

/// A nib's name: its file name (after the last `/` byte) without a `.nib` or `.xib` extension,
/// which it has when its last four bytes are `.nib` or `.xib`.
///
/// Paths are split and tested by bytes, as the file system reads them: a `/` followed by a
/// combining mark (`a/\u{301}b.nib`), or a `.` after a prepended mark (`x\u{600}.nib`), is
/// one `Character` with it, which a search or `hasSuffix` by characters would miss.
func nibName(of path: String) -> String {
  let utf8 = path.utf8
  var start = utf8.startIndex
  if let slash = utf8.lastIndex(of: UInt8(ascii: "/")) { start = utf8.index(after: slash) }
  var end = utf8.endIndex
  if utf8.distance(from: start, to: end) >= 4 {
    let extensionStart = utf8.index(end, offsetBy: -4)
    let suffix = utf8[extensionStart...]
    if suffix.elementsEqual(".nib".utf8) || suffix.elementsEqual(".xib".utf8) {
      end = extensionStart
    }
  }
  // Cut after a `/` byte and before a `.` byte: still valid UTF-8.
  return String(Substring(utf8[start..<end]))
}

extension Array {
  /// Whether no element comes before the one in front of it.
  func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
    guard count > 1 else { return true }
    // Elements read in place: none is copied.
    return withUnsafeBufferPointer { elements in
      for index in 1..<elements.count
      where areInIncreasingOrder(elements[index], elements[index - 1]) {
        return false
      }
      return true
    }
  }

  /// Whether an element satisfies `predicate`, reading the elements in place (`contains(where:)`
  /// copies each one out of the array).
  func containsInPlace(where predicate: (Element) -> Bool) -> Bool {
    withUnsafeBufferPointer { elements in
      for index in elements.indices where predicate(elements[index]) { return true }
      return false
    }
  }
}
