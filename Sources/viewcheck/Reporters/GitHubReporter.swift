import ViewLoader

/// GitHub Actions workflow commands, one per finding:
/// `::error file=PATH,line=L,col=C,title=RULE::MESSAGE` (`::warning`, `::notice` for notes).
///
/// Each attached note follows its finding as its own `::notice` command at the note's location,
/// titled with the finding's rule, so the annotation shows where the note points. Values are
/// escaped as `@actions/core` escapes them. No summary line: the output is commands only.
struct GitHubReporter: Reporter {
  func render(_ report: LintReport) -> String {
    var text = ""
    for diagnostic in report.diagnostics {
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      text += GitHubReporter.command(
        command, at: diagnostic.location, title: diagnostic.rule, message: diagnostic.message)
      for note in diagnostic.notes {
        text += GitHubReporter.command(
          "notice", at: note.location, title: diagnostic.rule, message: note.message)
      }
    }
    return text
  }

  private static func command(
    _ name: String, at location: SourceLocation, title: String, message: String
  ) -> String {
    var properties = [
      "file=" + escapeProperty(location.file), "line=\(location.line)", "col=\(location.column)",
    ]
    if !title.isEmpty { properties.append("title=" + escapeProperty(title)) }
    return "::\(name) \(properties.joined(separator: ","))::\(escapeData(message))\n"
  }

  /// A command's message, as `escapeData` in `@actions/core`: `%`, CR and LF.
  /// - Parameter text: The raw message.
  static func escapeData(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// A property value, as `escapeProperty` in `@actions/core`: also `:` and `,`.
  /// - Parameter text: The raw value.
  static func escapeProperty(_ text: String) -> String {
    var escaped = ""
    for character in escapeData(text).unicodeScalars {
      switch character {
      case ":": escaped += "%3A"
      case ",": escaped += "%2C"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }
}
