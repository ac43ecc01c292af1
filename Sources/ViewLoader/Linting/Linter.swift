/// Settings for one `viewcheck` run. (Interface stub: the implementation follows.)
public struct LintConfiguration: Sendable {
  /// Severity overrides by rule id; a `nil` value switches the rule off.
  public var severities: [String: Severity?] = [:]
  /// Objects deeper than this get `too-deep` (a top-level object has depth 1).
  public var maxDepth: Int = 12
  /// Files with more objects than this get `too-many-views`.
  public var maxViews: Int = 500
  /// Schema JSON documents (SPEC §7.5) describing app types and owners.
  public var schemas: [LintSchema] = []
  /// The hard limits of SPEC §8.
  public var limits: NibLimits = .default

  /// Creates the default configuration.
  public init() {}
}

/// A parsed schema document (SPEC §7.5). (Interface stub.)
public struct LintSchema: Sendable {
  /// Parses schema JSON.
  /// - Parameters:
  ///   - data: The JSON bytes.
  ///   - file: The schema's path, for messages.
  /// - Throws: A message naming what is wrong with the document.
  public init(json data: [UInt8], file: String) throws {}
}

/// Checks nib files: the loader's compile stage plus the lint-only rules. (Interface stub.)
public struct Linter: Sendable {
  /// The configuration in force.
  public var configuration: LintConfiguration

  /// Creates a linter.
  public init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
  }

  /// Checks one file and returns every finding (severity overrides and suppressions applied),
  /// in report order. `path` is used as given, both to open the file and in the diagnostics.
  public func lint(path: String) -> [Diagnostic] {
    []
  }
}
