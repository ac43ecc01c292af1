import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// The package's `Fixtures/` folder, found from this file's path (resource bundles of
/// out-of-target folders are unreliable on Linux).
let fixturesDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures")

/// A nib file that lints clean: one top-level view, nothing to report.
let cleanNib = "<nib version=\"1\"><View/></nib>\n"

/// A nib file with exactly one error: `unknown-property` at 1:25 (`colour`).
let nibWithOneError = "<nib version=\"1\"><Label colour=\"red\"/></nib>\n"

/// What one in-process run wrote.
struct RunResult {
  var status: Int32
  var output: String
  var error: String
}

/// Collects what a ``Console`` writes.
private final class Capture {
  var output = ""
  var error = ""
}

/// Runs `viewcheck` in this process, with `directory` as the current directory for the
/// configuration search (file paths given relative are still opened relative to the process's
/// own current directory, so tests give absolute paths).
func runInProcess(_ arguments: [String], in directory: String = "/") -> RunResult {
  let capture = Capture()
  let console = Console(
    currentDirectory: directory, outputIsTerminal: false, environment: [:],
    writeOutput: { capture.output += $0 }, writeError: { capture.error += $0 })
  let status = ViewCheck.run(arguments: arguments, console: console)
  return RunResult(status: status, output: capture.output, error: capture.error)
}

/// A fresh, empty folder under the system's temporary folder, removed by ``remove()``.
struct TemporaryFolder {
  /// The folder's absolute path (symbolic links resolved, so it compares with `getcwd`).
  let path: String

  init() throws {
    let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
    let url = base.appendingPathComponent("viewcheck-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// Writes a file (creating its folders) and returns its absolute path.
  @discardableResult
  func write(_ relativePath: String, _ contents: String = "") throws -> String {
    let full = path + "/" + relativePath
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try contents.write(toFile: full, atomically: true, encoding: .utf8)
    return full
  }

  /// Creates a folder and returns its absolute path.
  @discardableResult
  func folder(_ relativePath: String) throws -> String {
    let full = path + "/" + relativePath
    try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
    return full
  }

  /// Deletes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// A location, briefly.
func at(_ file: String, _ line: Int, _ column: Int) -> ViewLoader.SourceLocation {
  ViewLoader.SourceLocation(file: file, line: line, column: column)
}

/// Synthetic findings that exercise every reporter: all severities, notes, and text that needs
/// escaping (`%`, CR, LF, `:`, `,`, quotes, backslash, non-ASCII) in messages and paths.
let sampleDiagnostics: [Diagnostic] = [
  Diagnostic(
    severity: .error, rule: "invalid-value",
    message: "value '50%' for 'alpha' is not a number: \"a,b\"\nsecond line\r",
    location: at("My Views/a,b.nib", 3, 12)),
  Diagnostic(
    severity: .error, rule: "duplicate-id", message: "duplicate id 'ok'",
    location: at("Views/Login.nib", 7, 5),
    notes: [.note("first defined here", at: at("Views/Login.nib", 5, 5))]),
  Diagnostic(
    severity: .warning, rule: "too-deep", message: "object is deeper than maxDepth 12",
    location: at("Views/Login.nib", 9, 7)),
  Diagnostic(
    severity: .note, rule: "unused-id", message: "id 'título' is never used \\ here",
    location: at("Views/Login.nib", 11, 3)),
  Diagnostic(
    severity: .error, rule: "missing-nib", message: "no nib named 'Footer'",
    location: at("Views/Footer/Part.nib", 4, 5),
    notes: [
      .note("included from here", at: at("Views/Main.nib", 2, 3)),
      .note("included from here", at: at("/abs/Root #1.nib", 8, 1)),
    ]),
]

/// The report the golden files show.
let sampleReport = LintReport(
  diagnostics: sampleDiagnostics.sorted(by: Diagnostic.reportOrder), fileCount: 4)

/// Compares `actual` with `Fixtures/cli/golden/<name>`; with `VIEWCHECK_UPDATE_GOLDEN=1` in
/// the environment it rewrites the file instead (review the diff before committing).
/// - Parameters:
///   - actual: What the run produced.
///   - name: The golden file's name inside `Fixtures/cli/golden/`.
func expectGolden(
  _ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let url = fixturesDirectory.appendingPathComponent("cli/golden/\(name)")
  if updatingGoldens {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  let expected = try String(contentsOf: url, encoding: .utf8)
  #expect(actual == expected, "differs from golden/\(name)", sourceLocation: sourceLocation)
}

/// Whether golden files are being rewritten (`VIEWCHECK_UPDATE_GOLDEN=1`).
let updatingGoldens = ProcessInfo.processInfo.environment["VIEWCHECK_UPDATE_GOLDEN"] == "1"
