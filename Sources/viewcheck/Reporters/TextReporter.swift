import Glibc
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
    var paths = PrintablePaths()
    var writer = ByteWriter(capacity: 256)
    withUnsafePointer(to: diagnostic) { append($0, paths: &paths, to: &writer) }
    output.append(writer)
  }

  func append(_ diagnostics: [Diagnostic], to output: inout OutputBuffer) {
    // A file's findings are mostly located in the file itself: its path is checked for
    // characters to escape once, not once per finding. The lines are written into one
    // writer, which goes to the output in one piece.
    var paths = PrintablePaths()
    var writer = ByteWriter(capacity: 128 * diagnostics.count)
    diagnostics.withUnsafeBufferPointer { findings in
      for index in findings.indices {
        append(findings.baseAddress! + index, paths: &paths, to: &writer)
      }
    }
    output.append(writer)
  }

  /// Writes one finding's lines.
  /// - Parameters:
  ///   - finding: The finding, read in place through the pointer (a `Diagnostic` argument
  ///     borrowed from an array is copied for the call, its strings retained and released).
  ///   - paths: The printable path last printed.
  ///   - writer: Where to write.
  @inline(__always)
  private func append(
    _ finding: UnsafePointer<Diagnostic>, paths: inout PrintablePaths,
    to writer: inout ByteWriter
  ) {
    let (prefix, argument, suffix) = finding.pointee.messageParts
    // A template's own text never needs escaping (see `MessageTemplate`).
    let printableArgument = TextReporter.printable(argument)
    let path = paths.printable(finding.pointee.location.file)
    writer.reserve(
      TextReporter.lineLength(path: path)
        + prefix.utf8CodeUnitCount + printableArgument.utf8.count + suffix.utf8CodeUnitCount
        + finding.pointee.rule.utf8.count + 3)
    start(path, finding.pointee.location, finding.pointee.severity, to: &writer)
    writer.write(prefix)
    writer.write(printableArgument)
    writer.write(suffix)
    if !finding.pointee.rule.isEmpty {
      writer.write(" [")
      writer.write(finding.pointee.rule)
      writer.write(byte: UInt8(ascii: "]"))
    }
    writer.write(byte: UInt8(ascii: "\n"))
    guard !finding.pointee.notes.isEmpty else { return }
    for note in finding.pointee.notes {
      let path = paths.printable(note.location.file)
      let message = TextReporter.printable(note.message)
      writer.reserve(TextReporter.lineLength(path: path) + message.utf8.count)
      start(path, note.location, .note, to: &writer)
      writer.write(message)
      writer.write(byte: UInt8(ascii: "\n"))
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
    // The bytes in place (no copy of the string to retain and release); a string without
    // contiguous UTF-8 is copied into some.
    if let found = text.utf8.withContiguousStorageIfAvailable(containsControlCharacter) {
      return found
    }
    var text = text
    return text.withUTF8(containsControlCharacter)
  }

  private static func containsControlCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }

  /// The most bytes of a line but its message: the path, two numbers, the severity with its
  /// colours, the separators and the newline.
  /// - Parameter path: The printable path.
  private static func lineLength(path: String) -> Int {
    path.utf8.count + 2 * ByteWriter.maximumIntegerLength + 40
  }

  /// `path:line:column: severity: `, the start of a finding's or a note's line.
  /// - Parameters:
  ///   - path: The printable path.
  ///   - location: The place.
  ///   - severity: The severity to print.
  ///   - writer: Where to write, with room for the line.
  @inline(__always)
  private func start(
    _ path: String, _ location: SourceLocation, _ severity: Severity,
    to writer: inout ByteWriter
  ) {
    if colored { writer.write("\u{1B}[1m") }
    writer.write(path)
    writer.write(byte: UInt8(ascii: ":"))
    writer.write(location.line)
    writer.write(byte: UInt8(ascii: ":"))
    writer.write(location.column)
    if colored {
      writer.write(":\u{1B}[0m ")
      switch severity {
      case .error: writer.write("\u{1B}[1;31merror:\u{1B}[0m ")
      case .warning: writer.write("\u{1B}[1;33mwarning:\u{1B}[0m ")
      case .note: writer.write("\u{1B}[1mnote:\u{1B}[0m ")
      }
    } else {
      switch severity {
      case .error: writer.write(": error: ")
      case .warning: writer.write(": warning: ")
      case .note: writer.write(": note: ")
      }
    }
  }

  /// The printable form of the path last asked for, kept while the same path comes again.
  private struct PrintablePaths {
    private var path: String?
    private var printablePath = ""

    mutating func printable(_ file: String) -> String {
      // Byte for byte: `String`'s `==` takes canonically equivalent spellings (NFC and NFD) as
      // equal, and they must print as they are.
      if let path, hasSameUTF8(file, path) { return printablePath }
      path = file
      printablePath = TextReporter.printable(file)
      return printablePath
    }
  }

}
