import ViewLoader

/// Turns the linter's findings on one document into LSP diagnostics: each finding one
/// diagnostic (error 1, warning 2, note 3), its rule id as `code`, `viewcheck` as `source`,
/// its notes as `relatedInformation`.
///
/// A finding located in another file (an included file's problem that arises through this
/// one: an id it repeats, say) is shown where this document leads to it, at the note that
/// points into it ("included from here"), with the finding's own place among the related
/// information.
struct DiagnosticConverter {
  let document: TextDocument
  /// The path the document was linted as.
  let path: String
  let encoding: PositionEncoding
  /// The text of another file, for placing notes that point into it (an open document's,
  /// else the file's on disk), if it can be had.
  let textOfFile: (String) -> TextDocument?

  func convert(_ findings: [Diagnostic]) -> [LSPDiagnostic] {
    findings.map(convert)
  }

  private func convert(_ finding: Diagnostic) -> LSPDiagnostic {
    var message = finding.message
    var range: LSPRange
    var related = finding.notes.map { note in
      LSPDiagnostic.Related(location: location(of: note.location), message: note.message)
    }
    if finding.location.file == path {
      range = self.range(at: finding.location, in: document)
    } else if let step = finding.notes.first(where: { $0.location.file == path }) {
      // Shown at this document's include that leads to it.
      range = self.range(at: step.location, in: document)
      message = "in \(lastComponent(finding.location.file)): \(finding.message)"
      related.insert(
        LSPDiagnostic.Related(location: location(of: finding.location), message: finding.message),
        at: 0)
    } else {
      range = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
      message = "in \(lastComponent(finding.location.file)): \(finding.message)"
      related.insert(
        LSPDiagnostic.Related(location: location(of: finding.location), message: finding.message),
        at: 0)
    }
    return LSPDiagnostic(
      range: range, severity: Self.severity(finding.severity), code: finding.rule,
      message: message, relatedInformation: related.isEmpty ? nil : related)
  }

  static func severity(_ severity: Severity) -> Int {
    switch severity {
    case .error: 1
    case .warning: 2
    case .note: 3
    }
  }

  /// The range a finding at `location` underlines in `document`.
  private func range(at location: ViewLoader.SourceLocation, in document: TextDocument) -> LSPRange
  {
    let start = document.offset(line: location.line, column: location.column)
    return document.range(start, document.tokenEnd(from: start), encoding: encoding)
  }

  private func location(of location: ViewLoader.SourceLocation) -> Location {
    let uri = location.file == path ? document.uri : DocumentURI.uri(ofPath: location.file)
    let text = location.file == path ? document : textOfFile(location.file)
    guard let text else {
      // Without the text, columns are taken as they are: right for ASCII lines.
      let position = Position(
        line: max(location.line - 1, 0), character: max(location.column - 1, 0))
      return Location(uri: uri, range: LSPRange(start: position, end: position))
    }
    return Location(uri: uri, range: range(at: location, in: text))
  }

  private func lastComponent(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(Substring(path.utf8[path.utf8.index(after: slash)...]))
  }
}
