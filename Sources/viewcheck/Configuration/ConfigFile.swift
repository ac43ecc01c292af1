import FoundationEssentials
import ViewLoader

/// A `.viewcheck.json` configuration file.
///
/// ```json
/// {"rules": {"unused-id": "off", "too-deep": "error"}, "exclude": ["build/**"],
///  "schema": ["viewcheck-schema.json"], "maxDepth": 12, "maxViews": 500,
///  "limits": {"fileSize": 1048576, "depth": 64}}
/// ```
///
/// Reading it is strict: repeated keys, unknown keys, unknown rule ids and values of the wrong
/// type are all collected and reported together, so one run names every problem.
struct ConfigFile: Sendable, Equatable {
  /// The name looked for from the current directory upward.
  static let fileName = ".viewcheck.json"

  /// The file, as named in messages.
  var path: String
  /// Severity overrides by rule id; `nil` switches a rule off.
  var severities: [String: Severity?] = [:]
  /// Globs of paths not to check, matched relative to the file's directory.
  var excludes: [String] = []
  /// Schema files, already resolved against the file's directory.
  var schemas: [String] = []
  /// The `too-deep` threshold, when set.
  var maxDepth: Int?
  /// The `too-many-views` threshold, when set.
  var maxViews: Int?
  /// The hard limits, when the file has a `limits` object (missing members keep their defaults).
  var limits: NibLimits?

  /// The folder that holds the file, as a prefix for relative paths: `""` or ending in `/`.
  var directoryPrefix: String {
    // By bytes: a `/` before a combining mark is no `Character` of its own.
    guard let slash = path.utf8.lastIndex(of: PathName.slash) else { return "" }
    return String(decoding: path.utf8[...slash], as: UTF8.self)
  }

  /// Finds the nearest configuration file from `directory` upward, stopping at the root.
  /// - Parameter directory: An absolute directory, usually the current one.
  /// - Returns: The file's path relative to `directory` (`.viewcheck.json`,
  ///   `../.viewcheck.json`, …), or `nil` when there is none.
  static func find(from directory: String) -> String? {
    var components = PathName.components(of: directory)
    var prefix = ""
    while true {
      let candidate = "/" + (components + [fileName]).joined(separator: "/")
      if FileManager.default.fileExists(atPath: candidate) { return prefix + fileName }
      guard !components.isEmpty else { return nil }
      components.removeLast()
      prefix += "../"
    }
  }

  /// Reads and parses a configuration file.
  /// - Parameters:
  ///   - path: The file, as named in messages.
  ///   - directory: The directory a relative `path` is relative to.
  /// - Throws: ``RunFailure`` when it is missing, unreadable or invalid.
  static func load(path: String, in directory: String) throws(RunFailure) -> ConfigFile {
    try parse(Data(RunFailure.read(path, in: directory)), path: path)
  }

  /// Parses a configuration document.
  /// - Parameters:
  ///   - data: The JSON bytes.
  ///   - path: The file, as named in messages and as the base of relative schema paths.
  /// - Throws: ``RunFailure`` naming every problem, `path: problem; problem`.
  static func parse(_ data: Data, path: String) throws(RunFailure) -> ConfigFile {
    let document: JSONValue
    do throws(JSONParseError) {
      document = try JSONValue.parse(data)
    } catch {
      throw RunFailure("\(path): \(error.message)")
    }
    guard case .object(let members) = document else {
      throw RunFailure(
        "\(path): expected a JSON object at the top level, found \(document.typeName)")
    }
    var config = ConfigFile(path: path)
    var reader = ProblemList()
    reader.duplicateKeys = JSONValue.duplicateKeys(in: Array(data))
    for member in members {
      switch member.key {
      case "rules": config.severities = reader.severities(member.value)
      case "exclude": config.excludes = reader.strings(member.value, key: "exclude")
      case "schema":
        config.schemas = reader.strings(member.value, key: "schema").map { schema in
          PathName.isAbsolute(schema) ? schema : config.directoryPrefix + schema
        }
      case "maxDepth": config.maxDepth = reader.positiveInteger(member.value, key: "maxDepth")
      case "maxViews": config.maxViews = reader.positiveInteger(member.value, key: "maxViews")
      case "limits": config.limits = reader.limits(member.value)
      default: reader.unknownKeys.append(member.key)
      }
    }
    if let message = reader.message {
      throw RunFailure("\(path): \(message)")
    }
    return config
  }

  /// Applies the file's settings on top of `configuration`.
  /// - Parameter configuration: The linter configuration to change.
  func apply(to configuration: inout LintConfiguration) {
    for (rule, severity) in severities {
      configuration.severities.updateValue(severity, forKey: rule)
    }
    if let maxDepth { configuration.maxDepth = maxDepth }
    if let maxViews { configuration.maxViews = maxViews }
    if let limits { configuration.limits = limits }
  }
}

/// Collects the problems of one configuration document.
private struct ProblemList {
  /// Keys an object repeats (`rules`, `limits.depth`): the decoder keeps one value silently.
  var duplicateKeys: [String] = []
  var unknownKeys: [String] = []
  var unknownRules: [String] = []
  var typeErrors: [String] = []

  /// `duplicate key 'a'; unknown key 'b'; unknown rule id 'c'; …`, or `nil` when all is well.
  var message: String? {
    let problems =
      duplicateKeys.map { "duplicate key '\($0)'" } + unknownKeys.map { "unknown key '\($0)'" }
      + unknownRules.map { "unknown rule id '\($0)'" } + typeErrors
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }

  mutating func severities(_ value: JSONValue) -> [String: Severity?] {
    guard case .object(let members) = value else {
      typeErrors.append("'rules' must be an object, not \(value.typeName)")
      return [:]
    }
    var severities: [String: Severity?] = [:]
    for member in members {
      guard RuleID(rawValue: member.key) != nil else {
        unknownRules.append(member.key)
        continue
      }
      switch member.value {
      case .string("off"): severities.updateValue(nil, forKey: member.key)
      case .string(let word) where Severity(rawValue: word) != nil:
        severities.updateValue(Severity(rawValue: word), forKey: member.key)
      case .string(let word):
        typeErrors.append(
          "rule '\(member.key)' has severity '\(word)'; expected 'error', 'warning', 'note' "
            + "or 'off'")
      default:
        typeErrors.append(
          "rule '\(member.key)' must be a string ('error', 'warning', 'note' or 'off'), not "
            + member.value.typeName)
      }
    }
    return severities
  }

  mutating func strings(_ value: JSONValue, key: String) -> [String] {
    guard case .array(let elements) = value else {
      typeErrors.append("'\(key)' must be an array of strings, not \(value.typeName)")
      return []
    }
    var strings: [String] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let string) = element else {
        typeErrors.append("'\(key)[\(index)]' must be a string, not \(element.typeName)")
        continue
      }
      strings.append(string)
    }
    return strings
  }

  mutating func positiveInteger(_ value: JSONValue, key: String) -> Int? {
    guard case .integer(let number) = value, number >= 1 else {
      let found = if case .integer(let number) = value { "\(number)" } else { value.typeName }
      typeErrors.append("'\(key)' must be a whole number of at least 1, not \(found)")
      return nil
    }
    return number
  }

  mutating func limits(_ value: JSONValue) -> NibLimits? {
    guard case .object(let members) = value else {
      typeErrors.append("'limits' must be an object, not \(value.typeName)")
      return nil
    }
    let fields: [String: WritableKeyPath<NibLimits, Int>] = [
      "fileSize": \.fileSize, "depth": \.depth, "objects": \.objects,
      "includeDepth": \.includeDepth, "attributesPerElement": \.attributesPerElement,
      "findings": \.findings, "layoutWork": \.layoutWork,
    ]
    var limits = NibLimits.default
    for member in members {
      let key = "limits.\(member.key)"
      guard let field = fields[member.key] else {
        unknownKeys.append(key)
        continue
      }
      if let number = positiveInteger(member.value, key: key) {
        limits[keyPath: field] = number
      }
    }
    return limits
  }
}
