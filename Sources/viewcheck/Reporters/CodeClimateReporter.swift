import ViewLoader

/// A Code Climate report, as GitLab's Code Quality reads it
/// (`artifacts:reports:codequality`): a JSON array with one issue per finding, in report order.
///
/// Each issue has `type` (`issue`), `check_name` (the rule id), `description` (the message),
/// `categories` (`Bug Risk` for errors, `Style` for the rest), `severity` (`major` for errors,
/// `minor` for warnings, `info` for notes), `fingerprint` and `location` (`path`, and
/// `lines.begin`, the line); a finding's notes are its `other_locations`. Paths are printed
/// without a leading `./`, as GitLab expects paths relative to the repository.
///
/// The fingerprint identifies a finding across runs, as a baseline does: it is made of the
/// path, the rule id and the message, never the line, so a finding keeps it when lines move,
/// and of how many equal findings (same path, rule and message) come before it in the file, so
/// that two equal findings have two fingerprints. It is the 128-bit FNV-1a hash of those, in
/// 32 hexadecimal digits: the same on every machine and in every run (unlike Swift's `Hasher`,
/// which is seeded per process).
struct CodeClimateReporter: ReportRenderer {
  func render(_ report: LintReport) -> String {
    var earlier: [Baseline.Key: Int] = [:]
    let issues = report.diagnostics.map { diagnostic -> JSONValue in
      let path = CodeClimateReporter.repositoryPath(diagnostic.location.file)
      let key = Baseline.Key(file: path, rule: diagnostic.rule, message: diagnostic.message)
      let occurrence = earlier[key, default: 0]
      earlier[key] = occurrence + 1
      let (severity, category) =
        switch diagnostic.severity {
        case .error: ("major", "Bug Risk")
        case .warning: ("minor", "Style")
        case .note: ("info", "Style")
        }
      var members: [JSONValue.Member] = [
        .init(key: "type", value: .string("issue")),
        .init(key: "check_name", value: .string(diagnostic.rule)),
        .init(key: "description", value: .string(diagnostic.message)),
        .init(key: "categories", value: .array([.string(category)])),
        .init(key: "severity", value: .string(severity)),
        .init(
          key: "fingerprint",
          value: .string(CodeClimateReporter.fingerprint(of: key, occurrence: occurrence))),
        .init(key: "location", value: CodeClimateReporter.location(diagnostic.location)),
      ]
      if !diagnostic.notes.isEmpty {
        members.append(
          .init(
            key: "other_locations",
            value: .array(diagnostic.notes.map { CodeClimateReporter.location($0.location) })))
      }
      return .object(members)
    }
    return JSONValue.array(issues).serialized(pretty: true) + "\n"
  }

  /// `{"path": …, "lines": {"begin": line}}`.
  private static func location(_ location: SourceLocation) -> JSONValue {
    .ordered([
      "path": .string(repositoryPath(location.file)),
      "lines": .ordered(["begin": .integer(location.line)]),
    ])
  }

  /// A path without its leading `./` components (`./Views/a.nib` → `Views/a.nib`).
  /// - Parameter path: The path as printed.
  static func repositoryPath(_ path: String) -> String {
    var path = Substring(path)
    while path.hasPrefix("./") {
      let rest = path.dropFirst(2).drop { $0 == "/" }
      guard !rest.isEmpty else { break }
      path = rest
    }
    return String(path)
  }

  /// A finding's fingerprint: the 128-bit FNV-1a hash of its path, rule and message (each
  /// preceded by its length) and the number of equal findings before it, in 32 lowercase
  /// hexadecimal digits.
  /// - Parameters:
  ///   - key: The finding's path (as reported), rule and message.
  ///   - occurrence: How many equal findings come before it.
  static func fingerprint(of key: Baseline.Key, occurrence: Int) -> String {
    var hash = StableHash.FNV1a128()
    hash.combine(key.file)
    hash.combine(key.rule)
    hash.combine(key.message)
    hash.combine(UInt64(occurrence))
    return hash.hexadecimal
  }
}
