import ViewLoader

/// `path:line:col: severity: message [rule-id]`, each attached note on the following line as
/// `path:line:col: note: message`, then a summary line.
///
/// Each finding stays on one line: line breaks and other control characters (except tab) in
/// paths and messages print as `\n`, `\r` or `\u{1B}`, so quoted user text can neither split a
/// line nor send terminal escape sequences.
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

  /// `text` with control characters other than tab written as escapes.
  /// - Parameter text: A path or message.
  static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case _ where isControl(scalar):
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }

  private func line(_ location: SourceLocation, _ severity: Severity, _ message: String) -> String {
    let place = "\(TextReporter.printable(location.file)):\(location.line):\(location.column):"
    let message = TextReporter.printable(message)
    guard colored else { return "\(place) \(severity.rawValue): \(message)" }
    let color =
      switch severity {
      case .error: "\u{1B}[1;31m"
      case .warning: "\u{1B}[1;33m"
      case .note: "\u{1B}[1m"
      }
    let reset = "\u{1B}[0m"
    return "\u{1B}[1m\(place)\(reset) \(color)\(severity.rawValue):\(reset) \(message)"
  }
}
