import ViewLoader

/// SPEC §7.2's document on one line: `{"version":1,"files":N,"diagnostics":[…]}`.
///
/// Keys are written in the SPEC's order; every diagnostic has a `notes` array, empty when there
/// are none, so consumers never have to test for the key.
struct JSONReporter: Reporter {
  func render(_ report: LintReport) -> String {
    let document = JSONValue.ordered([
      "version": .integer(1),
      "files": .integer(report.fileCount),
      "diagnostics": .array(report.diagnostics.map(JSONReporter.value)),
    ])
    return document.serialized() + "\n"
  }

  private static func value(_ diagnostic: Diagnostic) -> JSONValue {
    .ordered([
      "file": .string(diagnostic.location.file),
      "line": .integer(diagnostic.location.line),
      "column": .integer(diagnostic.location.column),
      "severity": .string(diagnostic.severity.rawValue),
      "rule": .string(diagnostic.rule),
      "message": .string(diagnostic.message),
      "notes": .array(
        diagnostic.notes.map { note in
          .ordered([
            "file": .string(note.location.file),
            "line": .integer(note.location.line),
            "column": .integer(note.location.column),
            "message": .string(note.message),
          ])
        }),
    ])
  }
}
