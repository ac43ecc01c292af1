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

  func opening(fileCount: Int) -> String { "" }

  var separator: StaticString { "" }

  func append(_ diagnostic: Diagnostic, to output: inout OutputBuffer) {
    line(diagnostic.location, diagnostic.severity, diagnostic.message, to: &output)
    if !diagnostic.rule.isEmpty {
      output.append(" [")
      output.append(diagnostic.rule)
      output.append(byte: UInt8(ascii: "]"))
    }
    output.append(byte: UInt8(ascii: "\n"))
    for note in diagnostic.notes {
      line(note.location, .note, note.message, to: &output)
      output.append(byte: UInt8(ascii: "\n"))
    }
  }

  func closing(_ tally: ReportTally, fileCount: Int) -> String {
    quiet ? "" : TextReporter.summary(of: tally, fileCount: fileCount) + "\n"
  }

  /// `2 errors, 1 warning in 14 files`, with `, N notes` before ` in` when there are notes.
  /// - Parameter report: The report to summarize.
  static func summary(of report: LintReport) -> String {
    summary(of: ReportTally(report.diagnostics), fileCount: report.fileCount)
  }

  /// `2 errors, 1 warning in 14 files`, with `, N notes` before ` in` when there are notes.
  /// - Parameters:
  ///   - tally: The findings by severity.
  ///   - fileCount: How many files were checked.
  static func summary(of tally: ReportTally, fileCount: Int) -> String {
    var parts = [counted(tally.errors, "error"), counted(tally.warnings, "warning")]
    if tally.notes > 0 { parts.append(counted(tally.notes, "note")) }
    return parts.joined(separator: ", ") + " in " + counted(fileCount, "file")
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `text` with control characters other than tab written as escapes.
  /// - Parameter text: A path or message.
  static func printable(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
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

  /// Whether `text` holds a control character other than tab: C0 (a byte below 0x20), DEL, or
  /// C1 (U+0080–U+009F, encoded as `C2 80`–`C2 9F`), found by a scan of the UTF-8 bytes.
  private static func needsEscaping(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte &- 0x20 < 0x5F { continue }  // printable ASCII, the common case
        if (byte < 0x20 && byte != 0x09) || byte == 0x7F { return true }
        if byte == 0xC2, index < bytes.count, bytes[index] < 0xA0 { return true }
      }
      return false
    }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }

  private static func appendPrintable(_ text: String, to output: inout OutputBuffer) {
    output.append(needsEscaping(text) ? printable(text) : text)
  }

  private func line(
    _ location: SourceLocation, _ severity: Severity, _ message: String,
    to output: inout OutputBuffer
  ) {
    if colored { output.append("\u{1B}[1m") }
    TextReporter.appendPrintable(location.file, to: &output)
    output.append(byte: UInt8(ascii: ":"))
    output.append(location.line)
    output.append(byte: UInt8(ascii: ":"))
    output.append(location.column)
    output.append(byte: UInt8(ascii: ":"))
    if colored {
      output.append("\u{1B}[0m ")
      switch severity {
      case .error: output.append("\u{1B}[1;31m")
      case .warning: output.append("\u{1B}[1;33m")
      case .note: output.append("\u{1B}[1m")
      }
      output.append(severity.rawValue)
      output.append(":\u{1B}[0m ")
    } else {
      output.append(byte: UInt8(ascii: " "))
      output.append(severity.rawValue)
      output.append(": ")
    }
    TextReporter.appendPrintable(message, to: &output)
  }
}
