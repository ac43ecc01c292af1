import ViewLoader

/// `path:line:col: severity: message [rule-id]`, each attached note on the following line as
/// `path:line:col: note: message`, then a summary line.
///
/// The summary always has the counts shape, `2 errors, 1 warning in 14 files`; note-severity
/// findings are counted only when there are some (`0 errors, 0 warnings, 3 notes in 2 files`).
struct TextReporter: Reporter {
  /// Whether to use ANSI bold, red and yellow.
  var colored = false
  /// Whether to leave out the summary line.
  var quiet = false

  func render(_ report: LintReport) -> String {
    var text = ""
    for diagnostic in report.diagnostics {
      text += line(diagnostic.location, diagnostic.severity, diagnostic.message)
      if !diagnostic.rule.isEmpty { text += " [\(diagnostic.rule)]" }
      text += "\n"
      for note in diagnostic.notes {
        text += line(note.location, .note, note.message) + "\n"
      }
    }
    if !quiet {
      text += TextReporter.summary(of: report) + "\n"
    }
    return text
  }

  /// `2 errors, 1 warning in 14 files`, with `, N notes` before ` in` when there are notes.
  /// - Parameter report: The report to summarize.
  static func summary(of report: LintReport) -> String {
    var parts = [
      counted(report.count(of: .error), "error"), counted(report.count(of: .warning), "warning"),
    ]
    let notes = report.count(of: .note)
    if notes > 0 { parts.append(counted(notes, "note")) }
    return parts.joined(separator: ", ") + " in " + counted(report.fileCount, "file")
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  private func line(_ location: SourceLocation, _ severity: Severity, _ message: String) -> String {
    guard colored else { return "\(location): \(severity.rawValue): \(message)" }
    let color =
      switch severity {
      case .error: "\u{1B}[1;31m"
      case .warning: "\u{1B}[1;33m"
      case .note: "\u{1B}[1m"
      }
    let reset = "\u{1B}[0m"
    return "\u{1B}[1m\(location):\(reset) \(color)\(severity.rawValue):\(reset) \(message)"
  }
}
