import FoundationEssentials
import ViewLoader

/// Known findings to leave out of a report, keyed by file, rule and message (never by line, so
/// entries survive edits that move lines), with a count per key.
///
/// The file is pretty-printed JSON with sorted keys:
/// ```json
/// {
///   "files": {
///     "Views/Login.nib": [
///       {"count": 2, "message": "duplicate id 'ok'", "rule": "duplicate-id"}
///     ]
///   },
///   "version": 1
/// }
/// ```
/// Two identical findings need a count of 2: a baseline absorbs at most `count` findings per key.
struct Baseline: Sendable, Equatable {
  /// What identifies a finding in a baseline: its file, rule and message as bytes.
  ///
  /// Keys compare, hash and sort by the UTF-8 bytes of their strings, not by `String`'s
  /// canonical equivalence: `café.nib` precomposed and decomposed are two files on Linux (and
  /// two files in a report), and two messages that differ only in Unicode normalization print
  /// differently, so an entry for one spelling never absorbs a finding of the other, and
  /// findings of the two spellings are two entries.
  struct Key: Hashable, Sendable, Comparable {
    /// The file, as printed.
    var file: String
    /// The rule id.
    var rule: String
    /// The message.
    var message: String

    /// Whether the two keys have the same bytes.
    static func == (lhs: Key, rhs: Key) -> Bool {
      hasSameUTF8(lhs.file, rhs.file) && hasSameUTF8(lhs.rule, rhs.rule)
        && hasSameUTF8(lhs.message, rhs.message)
    }

    /// Hashes the three strings' bytes, each ended by its length.
    func hash(into hasher: inout Hasher) {
      hasher.combineUTF8(of: file)
      hasher.combine(file.utf8.count)
      hasher.combineUTF8(of: rule)
      hasher.combine(rule.utf8.count)
      hasher.combineUTF8(of: message)
      hasher.combine(message.utf8.count)
    }

    /// Orders by file, rule, then message, each by its UTF-8 bytes.
    static func < (lhs: Key, rhs: Key) -> Bool {
      let file = Diagnostic.utf8Order(lhs.file, rhs.file)
      if file != 0 { return file < 0 }
      let rule = Diagnostic.utf8Order(lhs.rule, rhs.rule)
      if rule != 0 { return rule < 0 }
      return Diagnostic.utf8Order(lhs.message, rhs.message) < 0
    }
  }

  /// How many findings each key absorbs.
  var counts: [Key: Int] = [:]

  /// A baseline that absorbs exactly these findings.
  /// - Parameter diagnostics: The findings to record.
  init(diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      counts[Key(diagnostic), default: 0] += 1
    }
  }

  /// Reads and parses a baseline file.
  /// - Parameters:
  ///   - path: The file, as named in messages.
  ///   - directory: The directory a relative `path` is relative to.
  /// - Throws: ``RunFailure`` when it is missing, unreadable or invalid.
  static func load(path: String, in directory: String) throws(RunFailure) -> Baseline {
    try parse(Data(RunFailure.read(path, in: directory)), path: path)
  }

  /// Parses a baseline document.
  /// - Parameters:
  ///   - data: The JSON bytes.
  ///   - path: The file, as named in messages.
  /// - Throws: ``RunFailure`` saying what is wrong (every repeated key, or the first other
  ///   problem).
  static func parse(_ data: Data, path: String) throws(RunFailure) -> Baseline {
    let document: JSONValue
    do throws(JSONParseError) {
      document = try JSONValue.parse(data)
    } catch {
      throw RunFailure("\(path): \(error.message)")
    }
    func invalid(_ problem: String) -> RunFailure {
      RunFailure("\(path): not a viewcheck baseline: \(problem)")
    }
    guard case .object(let members) = document else {
      throw invalid("expected a JSON object at the top level, found \(document.typeName)")
    }
    let duplicates = JSONValue.duplicateKeys(in: Array(data))
    guard duplicates.isEmpty else {
      throw invalid(duplicates.map { "duplicate key '\($0)'" }.joined(separator: "; "))
    }
    if let unknown = members.first(where: { $0.key != "version" && $0.key != "files" }) {
      throw invalid("unknown key '\(unknown.key)'")
    }
    guard document["version"] == .integer(1) else {
      throw invalid("'version' must be 1")
    }
    guard case .object(let files) = document["files"] ?? .null else {
      throw invalid("'files' must be an object")
    }
    var baseline = Baseline(diagnostics: [])
    for file in files {
      guard case .array(let entries) = file.value else {
        throw invalid("'files.\(file.key)' must be an array")
      }
      for (index, entry) in entries.enumerated() {
        let place = "'files.\(file.key)[\(index)]'"
        guard case .object(let fields) = entry,
          fields.allSatisfy({ ["rule", "message", "count"].contains($0.key) }),
          case .string(let rule) = entry["rule"] ?? .null,
          case .string(let message) = entry["message"] ?? .null,
          case .integer(let count) = entry["count"] ?? .null, count >= 1
        else {
          throw invalid(
            "\(place) must be an object with a string 'rule', a string 'message' and a whole "
              + "'count' of at least 1")
        }
        baseline.counts[Key(file: file.key, rule: rule, message: message), default: 0] += count
      }
    }
    return baseline
  }

  /// The baseline as its file's text, ending in a newline.
  func serialized() -> String {
    // Grouped and sorted by bytes, as keys compare: two spellings of a name are two files.
    let byFile = Dictionary(grouping: counts.keys) { ExactName($0.file) }
    let files = byFile.keys.sorted { PathName.utf8Precedes($0.text, $1.text) }.map { file in
      JSONValue.Member(
        key: file.text,
        value: .array(
          byFile[file]!.sorted().map { key in
            .ordered([
              "count": .integer(counts[key]!),
              "message": .string(key.message),
              "rule": .string(key.rule),
            ])
          }))
    }
    let document = JSONValue.ordered(["files": .object(files), "version": .integer(1)])
    return document.serialized(pretty: true) + "\n"
  }

  /// The findings this baseline does not absorb, in their original order.
  ///
  /// Each key absorbs up to its count of findings, the earliest first.
  /// - Parameter diagnostics: The findings, in report order.
  func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var remaining = counts
    return diagnostics.filter { diagnostic in
      let key = Key(diagnostic)
      guard let count = remaining[key], count > 0 else { return true }
      remaining[key] = count - 1
      return false
    }
  }
}

extension Baseline.Key {
  /// The key of a finding.
  init(_ diagnostic: Diagnostic) {
    self.init(
      file: diagnostic.location.file, rule: diagnostic.rule, message: diagnostic.message)
  }
}
