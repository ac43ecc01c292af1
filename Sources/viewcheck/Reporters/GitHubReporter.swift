import ViewLoader

/// GitHub Actions workflow commands, one per finding:
/// `::error file=PATH,line=L,col=C,title=RULE::MESSAGE` (`::warning`, `::notice` for notes).
///
/// Each attached note follows its finding as its own `::notice` command at the note's location,
/// titled with the finding's rule, so the annotation shows where the note points. Values are
/// escaped as `@actions/core` escapes them. No summary line: the output is commands only.
struct GitHubReporter: Reporter {
  func opening(fileCount: Int) -> String { "" }

  var separator: StaticString { "" }

  func append(_ diagnostic: Diagnostic, to output: inout OutputBuffer) {
    let command: StaticString =
      switch diagnostic.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
    GitHubReporter.command(
      command, at: diagnostic.location, title: diagnostic.rule, message: diagnostic, to: &output)
    for note in diagnostic.notes {
      GitHubReporter.command(
        "notice", at: note.location, title: diagnostic.rule, message: note, to: &output)
    }
  }

  func closing(_ tally: ReportTally, fileCount: Int) -> String { "" }

  /// One workflow command, with the message of `message`.
  private static func command(
    _ name: StaticString, at location: SourceLocation, title: String, message: Diagnostic,
    to output: inout OutputBuffer
  ) {
    output.append("::")
    output.append(name)
    output.append(" file=")
    output.append(escapeProperty(location.file))
    output.append(",line=")
    output.append(location.line)
    output.append(",col=")
    output.append(location.column)
    if !title.isEmpty {
      output.append(",title=")
      output.append(escapeProperty(title))
    }
    output.append("::")
    // A template's own text needs no escaping: only the argument is looked at.
    let (prefix, argument, suffix) = message.messageParts
    if needsDataEscaping(argument) {
      output.append(escapeData(message.message))
    } else {
      output.append(prefix)
      output.append(argument)
      output.append(suffix)
    }
    output.append(byte: UInt8(ascii: "\n"))
  }

  /// A command's message, as `escapeData` in `@actions/core`: `%`, CR and LF.
  /// - Parameter text: The raw message.
  static func escapeData(_ text: String) -> String {
    guard needsDataEscaping(text) else { return text }
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

  /// Whether `text` holds `%`, CR or LF.
  private static func needsDataEscaping(_ text: String) -> Bool {
    text.containsUTF8Byte(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A })
  }

  /// A property value, as `escapeProperty` in `@actions/core`: also `:` and `,`.
  /// - Parameter text: The raw value.
  static func escapeProperty(_ text: String) -> String {
    let data = escapeData(text)
    guard data.containsUTF8Byte(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") })
    else { return data }
    var escaped = ""
    for character in data.unicodeScalars {
      switch character {
      case ":": escaped += "%3A"
      case ",": escaped += "%2C"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }
}
