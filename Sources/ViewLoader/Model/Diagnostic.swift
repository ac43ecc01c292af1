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
  /// How ``message`` is made from ``messageText``: `nil` when it is the message itself.
  @usableFromInline var messageTemplate: MessageTemplate?
  /// The stable rule id, for example `duplicate-id` (see ``RuleID``).
  public var rule: String
  /// The message, or the one argument of ``messageTemplate``.
  @usableFromInline var messageText: String
  /// Where it is.
  public var location: SourceLocation
  /// Related places, for example "first defined here" or "included from here".
  public var notes: [Diagnostic]

  /// What is wrong, in one line.
  public var message: String {
    get {
      guard let messageTemplate else { return messageText }
      let prefix = messageTemplate.prefix
      let suffix = messageTemplate.suffix
      var message = ""
      message.reserveCapacity(
        prefix.utf8CodeUnitCount + messageText.utf8.count + suffix.utf8CodeUnitCount)
      message += prefix.description
      message += messageText
      message += suffix.description
      return message
    }
    set {
      messageTemplate = nil
      messageText = newValue
    }
  }

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
    self.messageText = message
    self.location = location
    self.notes = notes
  }

  /// Creates a diagnostic whose message is a template's text around one argument; the message
  /// is only put together when someone reads ``message`` (reporters write its parts).
  /// - Parameters:
  ///   - severity: How serious the finding is.
  ///   - rule: The stable rule id.
  ///   - template: The message's fixed text.
  ///   - argument: The text between the template's prefix and suffix.
  ///   - location: Where it is.
  package init(
    severity: Severity, rule: String, template: MessageTemplate, argument: String,
    location: SourceLocation
  ) {
    self.severity = severity
    self.messageTemplate = template
    self.rule = rule
    self.messageText = argument
    self.location = location
    self.notes = []
  }

  /// Creates a note to attach to another diagnostic.
  /// - Parameters:
  ///   - message: What the place is, for example "first defined here".
  ///   - location: The place.
  public static func note(_ message: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(severity: .note, rule: "", message: message, location: location)
  }

  /// ``message`` in three parts, fixed text around text that may come from the document:
  /// `prefix + argument + suffix` is the message. Reporters write the parts as they are, so a
  /// templated message is never put together as a `String`.
  @inlinable
  package var messageParts: (prefix: StaticString, argument: String, suffix: StaticString) {
    guard let messageTemplate else { return ("", messageText, "") }
    return (messageTemplate.prefix, messageText, messageTemplate.suffix)
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

  /// Whether two diagnostics say the same: severity, rule, message text, location and notes
  /// (a templated message equals the same text given whole).
  public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    guard lhs.severity == rhs.severity, lhs.rule == rhs.rule, lhs.location == rhs.location,
      lhs.notes == rhs.notes
    else { return false }
    if lhs.messageTemplate == rhs.messageTemplate { return lhs.messageText == rhs.messageText }
    return lhs.message == rhs.message
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(severity)
    hasher.combine(rule)
    hasher.combine(message)
    hasher.combine(location)
    hasher.combine(notes)
  }
}

/// The fixed text of a message with one argument: findings that a large valid file reports by
/// the thousand (one `unused-id` note per id) keep only their argument, and reporters write the
/// parts without making a `String` of the message.
///
/// A template's prefix and suffix are printable ASCII without `"`, `\` or `%`: no output
/// format escapes them, so reporters write them as they are and escape only the argument.
@usableFromInline
package enum MessageTemplate: UInt8, Sendable, Hashable, CaseIterable {
  /// `id 'ID' is never referenced and has no outlet` (`unused-id`).
  case unusedID

  /// The text before the argument.
  @usableFromInline
  package var prefix: StaticString {
    switch self {
    case .unusedID: "id '"
    }
  }

  /// The text after the argument.
  @usableFromInline
  package var suffix: StaticString {
    switch self {
    case .unusedID: "' is never referenced and has no outlet"
    }
  }
}

extension Diagnostic {
  /// Orders diagnostics as reports print them: by file, line, column, rule and message, then
  /// (to break what few ties are left) severity, most serious first, and notes.
  ///
  /// Every text compares by its UTF-8 bytes (`utf8Order(_:_:)`), not as a `String`: names
  /// and messages that differ only in Unicode normalization (`café` precomposed and
  /// decomposed) are two files on Linux, or two messages, which `String` comparison would
  /// take as one, interleaving their findings or leaving them in input order. The order is
  /// total: two diagnostics that are not equal (``==(_:_:)``) never tie, so a sort gives one
  /// order whatever the input order. For ASCII text it agrees with `String` comparison.
  /// - Parameters:
  ///   - lhs: A diagnostic.
  ///   - rhs: Another diagnostic.
  /// - Returns: Whether `lhs` comes first.
  @inlinable
  public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    reportComparison(lhs, rhs) < 0
  }

  /// -1, 0 or 1 as `lhs` comes before, ties with (is equal to) or comes after `rhs` in
  /// ``reportOrder(_:_:)``.
  @usableFromInline
  static func reportComparison(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Int {
    // Read in place: a copy of either location would retain its file name.
    let files = utf8Order(lhs.location.file, rhs.location.file)
    if files != 0 { return files }
    if lhs.location.line != rhs.location.line {
      return lhs.location.line < rhs.location.line ? -1 : 1
    }
    if lhs.location.column != rhs.location.column {
      return lhs.location.column < rhs.location.column ? -1 : 1
    }
    let rules = utf8Order(lhs.rule, rhs.rule)
    if rules != 0 { return rules }
    // Whole messages: a templated one is put together only in this rare tie.
    let messages =
      lhs.messageTemplate == nil && rhs.messageTemplate == nil
      ? utf8Order(lhs.messageText, rhs.messageText) : utf8Order(lhs.message, rhs.message)
    if messages != 0 { return messages }
    if lhs.severity != rhs.severity { return lhs.severity > rhs.severity ? -1 : 1 }
    for (left, right) in zip(lhs.notes, rhs.notes) {
      let notes = reportComparison(left, right)
      if notes != 0 { return notes }
    }
    return lhs.notes.count == rhs.notes.count ? 0 : lhs.notes.count < rhs.notes.count ? -1 : 1
  }

  /// -1, 0 or 1 as `lhs`'s UTF-8 bytes come before, equal or after `rhs`'s, read in place.
  /// - Parameters:
  ///   - lhs: A string.
  ///   - rhs: Another string.
  @inlinable
  package static func utf8Order(_ lhs: String, _ rhs: String) -> Int {
    let order = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right -> Int in
        // Findings are sorted per file, so the two are mostly one string's storage.
        if left.count == right.count, left.baseAddress == right.baseAddress { return 0 }
        for index in 0..<min(left.count, right.count) where left[index] != right[index] {
          return left[index] < right[index] ? -1 : 1
        }
        return left.count == right.count ? 0 : left.count < right.count ? -1 : 1
      }
    }
    if let order = order ?? nil { return order }
    // Storage that is not contiguous UTF-8 (a bridged string): byte by byte.
    if lhs.utf8.elementsEqual(rhs.utf8) { return 0 }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8) ? -1 : 1
  }
}
