/// Suppression comments: `<!-- viewcheck:disable rule[,rule…] -->` before the
/// root element silences those rules in the whole file; `<!-- viewcheck:disable-next
/// rule[,rule…] -->` silences them for the next element and its subtree. A suppression that
/// silences nothing is itself reported (`unused-suppression`).
struct Suppressions {
  struct Entry {
    var rules: [String]
    /// The comment's position.
    var position: SourcePosition
    /// The source range it covers: from an element's `<` up to the next element outside its
    /// subtree; `nil` bounds mean the whole file.
    var start: SourcePosition?
    var end: SourcePosition?
  }

  private let file: String
  private var entries: [Entry] = []
  private var problems: [Diagnostic] = []

  /// The suppressions among the comments the reader found.
  init(summary: ReadSummary) {
    file = summary.file
    for comment in summary.comments {
      parse(comment, summary: summary)
    }
  }

  private mutating func parse(_ comment: CommentRecord, summary: ReadSummary) {
    let text = comment.text.trimmingXMLWhitespace()
    let isNext: Bool
    let rest: Substring
    if text.hasPrefix("viewcheck:disable-next") {
      isNext = true
      rest = text.dropFirst("viewcheck:disable-next".count)
    } else if text.hasPrefix("viewcheck:disable") {
      isNext = false
      rest = text.dropFirst("viewcheck:disable".count)
    } else {
      return
    }
    let location = summary.location(comment.position)
    guard rest.first.map({ $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) ?? false else {
      problems.append(warning("suppression comment names no rule", at: location))
      return
    }
    let names = rest.split(whereSeparator: { $0 == "," || $0.isWhitespace })
      .map(String.init)
    var rules: [String] = []
    for name in names {
      if RuleID(rawValue: name) == nil {
        problems.append(
          warning("suppression names an unknown rule '\(escaped(name))'", at: location))
      } else if !rules.contains(name) {
        rules.append(name)
      }
    }
    guard !rules.isEmpty else {
      if names.isEmpty {
        problems.append(warning("suppression comment names no rule", at: location))
      }
      return
    }
    if isNext {
      guard let start = comment.nextElementPosition else {
        for rule in rules {
          problems.append(warning("suppression of '\(rule)' has no element after it", at: location))
        }
        return
      }
      entries.append(
        Entry(rules: rules, position: comment.position, start: start, end: comment.subtreeEnd))
    } else {
      guard comment.nextElement == 0 else {
        for rule in rules {
          problems.append(
            warning(
              "file-wide suppression of '\(rule)' must come before the root element", at: location))
        }
        return
      }
      entries.append(Entry(rules: rules, position: comment.position, start: nil, end: nil))
    }
  }

  private func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      severity: .warning, rule: RuleID.unusedSuppression.rawValue, message: message,
      location: location)
  }

  /// Drops suppressed findings and adds a finding for every suppression that silenced nothing.
  ///
  /// A finding located in a file this one includes is covered where the `<include>` leading to
  /// it is (its "included from here" note in this file): a `disable-next` before the include
  /// covers the included subtree, as a file-wide suppression covers every finding of the file.
  ///
  /// The `unused-suppression` findings are made last, so a suppression of that rule is applied
  /// to them then: it is used when it silences one of them (otherwise it is reported itself, and
  /// that finding it does not silence).
  func apply(to findings: [Diagnostic]) -> [Diagnostic] {
    guard !entries.isEmpty || !problems.isEmpty else { return findings }
    var used = [Set<String>](repeating: [], count: entries.count)
    var kept: [Diagnostic] = []
    var unused: [Diagnostic] = problems
    for finding in findings {
      if !suppress(finding, used: &used) { kept.append(finding) }
    }
    for (index, entry) in entries.enumerated() {
      for rule in entry.rules where !used[index].contains(rule) && rule != Self.unusedRule {
        unused.append(
          warning(
            "suppression of '\(rule)' suppressed nothing",
            at: entry.position.location(in: file)))
      }
    }
    for finding in unused where !suppress(finding, used: &used) {
      kept.append(finding)
    }
    for (index, entry) in entries.enumerated()
    where entry.rules.contains(Self.unusedRule) && !used[index].contains(Self.unusedRule) {
      kept.append(
        warning(
          "suppression of '\(Self.unusedRule)' suppressed nothing",
          at: entry.position.location(in: file)))
    }
    return kept
  }

  private static let unusedRule = RuleID.unusedSuppression.rawValue

  /// Whether a suppression covers `finding`; marks the rule used in each one that does.
  private func suppress(_ finding: Diagnostic, used: inout [Set<String>]) -> Bool {
    var suppressed = false
    for (index, entry) in entries.enumerated() where entry.rules.contains(finding.rule) {
      if covers(entry, finding) {
        used[index].insert(finding.rule)
        suppressed = true
      }
    }
    return suppressed
  }

  private func covers(_ entry: Entry, _ finding: Diagnostic) -> Bool {
    guard let start = entry.start else { return true }
    guard let location = place(of: finding) else { return false }
    let here = (location.line, location.column)
    guard here >= (Int(start.line), Int(start.column)) else { return false }
    if let end = entry.end { return here < (Int(end.line), Int(end.column)) }
    return true
  }

  /// Where a finding is in this file: its location, or for a finding in a file this one
  /// includes, the `<include>` that leads to it; `nil` for a finding elsewhere. Files are told
  /// apart by their paths' bytes (two spellings of a name are two files).
  private func place(of finding: Diagnostic) -> SourceLocation? {
    if hasSameUTF8(finding.location.file, file) { return finding.location }
    return finding.notes.first { note in
      hasSameUTF8(note.location.file, file) && note.message == "included from here"
    }?.location
  }
}

extension String {
  /// The string without leading and trailing XML whitespace.
  func trimmingXMLWhitespace() -> Substring {
    let isSpace: (Character) -> Bool = {
      $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n"
    }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return self[first...last]
  }
}
