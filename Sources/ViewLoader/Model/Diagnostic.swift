/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
  /// The file cannot load (or, in `viewcheck`, the check fails).
  case error
  /// Loads, but is probably a mistake.
  case warning
  /// Worth knowing; also the severity of a diagnostic's attached notes.
  case note

  private var rank: Int {
    switch self {
    case .error: 2
    case .warning: 1
    case .note: 0
    }
  }

  /// Orders by seriousness: `.note < .warning < .error`.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem found in a nib file, with its exact location and a stable rule id.
///
/// Messages never contain line or column numbers: positions live in ``location`` and in the
/// ``notes``, so messages stay stable when lines move (and baselines keep matching).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious the finding is.
  public var severity: Severity
  /// The stable rule id, for example `duplicate-id` (see ``RuleID``).
  public var rule: String
  /// What is wrong, in one line.
  public var message: String
  /// Where it is.
  public var location: SourceLocation
  /// Related places, for example "first defined here" or "included from here".
  public var notes: [Diagnostic]

  /// Creates a diagnostic.
  /// - Parameters:
  ///   - severity: How serious the finding is.
  ///   - rule: The stable rule id.
  ///   - message: What is wrong, in one line, without positions.
  ///   - location: Where it is.
  ///   - notes: Related places.
  public init(
    severity: Severity, rule: String, message: String, location: SourceLocation,
    notes: [Diagnostic] = []
  ) {
    self.severity = severity
    self.rule = rule
    self.message = message
    self.location = location
    self.notes = notes
  }

  /// Creates a note to attach to another diagnostic.
  /// - Parameters:
  ///   - message: What the place is, for example "first defined here".
  ///   - location: The place.
  public static func note(_ message: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(severity: .note, rule: "", message: message, location: location)
  }

  /// `file:line:column: severity: message [rule]`, followed by the notes on their own lines.
  public var description: String {
    var text = "\(location): \(severity.rawValue): \(message)"
    if !rule.isEmpty { text += " [\(rule)]" }
    for note in notes {
      text += "\n\(note.location): note: \(note.message)"
    }
    return text
  }
}

extension Diagnostic {
  /// Orders diagnostics as reports print them: by file, line, column, then rule and message.
  /// - Parameters:
  ///   - lhs: A diagnostic.
  ///   - rhs: Another diagnostic.
  /// - Returns: Whether `lhs` comes first.
  public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    let left = lhs.location
    let right = rhs.location
    // Findings are sorted per file, so the files are mostly one string: compare them once.
    if left.line != right.line || left.column != right.column || left.file != right.file {
      if left.file != right.file { return left.file < right.file }
      return (left.line, left.column) < (right.line, right.column)
    }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    return lhs.message < rhs.message
  }
}
