import Dispatch
import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// The built `viewcheck` executable.
///
/// On Linux, `swift test` runs the test product `<Package>PackageTests.xctest`, an executable
/// in the build products folder (`.build/<triple>/<configuration>/`), and passes its path as
/// `CommandLine.arguments[0]`; `viewcheck` is built into the same folder. (`Bundle.main` points
/// at that folder too on Linux, but not on macOS, where the test bundle is loaded by `xctest`.)
/// When neither is there, fall back to `.build/debug/viewcheck` under the package root.
let viewcheckExecutable: URL = {
  let candidates = [
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    Bundle.main.bundleURL,
    fixturesDirectory.deletingLastPathComponent().appendingPathComponent(".build/debug"),
  ].map { $0.appendingPathComponent("viewcheck") }
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    ?? candidates.last!
}()

/// Runs the real binary in `directory` and returns its status and both outputs (through
/// `posix_spawn`: Foundation's `Process` leaks under LeakSanitizer, see `spawnAndWait`).
func runBinary(_ arguments: [String], in directory: String) throws -> RunResult {
  let run = try spawnAndWait([viewcheckExecutable.path] + arguments, directory: directory)
  return RunResult(status: run.status, output: run.output, error: run.error)
}

@Suite struct BinaryTests {
  @Test func theBinaryIsThere() {
    #expect(FileManager.default.isExecutableFile(atPath: viewcheckExecutable.path))
  }

  @Test func temporaryFoldersHaveNoConfigurationAbove() throws {
    // The binary runs in temporary folders (or in `Fixtures/cli` case folders, each with its
    // own configuration), so no test picks up the repository's `.viewcheck.json` by accident.
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(ConfigFile.find(from: folder.path) == nil)
  }

  @Test func help() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for arguments in [["--help"], ["-h"], ["help"]] {
      let run = try runBinary(arguments, in: folder.path)
      #expect(run.status == 0)
      #expect(run.error == "")
      #expect(run.output.hasPrefix("OVERVIEW: "))
      for section in ["USAGE: viewcheck", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:"] {
        #expect(run.output.contains(section), "\(section)")
      }
    }
    let lint = try runBinary(["help", "lint"], in: folder.path)
    #expect(lint.status == 0)
    #expect(lint.output.contains("USAGE: viewcheck lint [<options>] <path> ..."))
    #expect(try runBinary(["lint", "--help"], in: folder.path).output == lint.output)
  }

  @Test func version() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try runBinary(["--version"], in: folder.path)
    #expect(run.status == 0)
    #expect(run.output == "viewcheck 0.1.0\n")
  }

  @Test func unknownOptionExitsTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try runBinary(["--foo", "."], in: folder.path)
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(
      run.error == """
        Error: Unknown option '--foo'
        Usage: viewcheck [lint] [<options>] <path> ...
          See 'viewcheck --help' for more information.

        """)
  }

  @Test func missingPathExitsTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try runBinary(["x"], in: folder.path)
    #expect(run.status == 2)
    #expect(run.error == "Error: no such file or directory: 'x'\n")
    #expect(run.output == "")
  }

  @Test func outputThatCannotBeWrittenExitsTwoWithoutCrashing() throws {
    // A full disk (`/dev/full` fails every write with ENOSPC): the run could not report, which
    // is exit status 2 with a message, not a trap (status 132 and a backtrace).
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a.nib", nibWithOneError)
    for format in ["text", "sarif"] {
      let run = try spawnAndWait(
        [
          "/bin/sh", "-c", "exec \"$0\" --format \(format) a.nib > /dev/full",
          viewcheckExecutable.path,
        ],
        directory: folder.path)
      #expect(run.status == 2)
      #expect(run.error == "Error: cannot write to standard output: No space left on device\n")
    }
  }

  @Test func rulesListsEveryRule() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try runBinary(["rules"], in: folder.path)
    #expect(run.status == 0)
    let ids = run.output.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
    #expect(ids == RuleID.allCases.map(\.rawValue))
    // The 35 rules of nib files, the 6 of Interface Builder documents and the 2 of layout.
    #expect(ids.count == 43)
  }

  @Test func invalidConfigExitsTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".viewcheck.json", #"{"maxdepth": 3, "rules": {"unused-ids": "off"}}"#)
    try folder.write("a.nib", cleanNib)
    let run = try runBinary(["."], in: folder.path)
    #expect(run.status == 2)
    #expect(
      run.error
        == "Error: .viewcheck.json: unknown key 'maxdepth'; unknown rule id 'unused-ids'\n")
  }

  @Test func relativePathsAndFormats() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Views/a.nib", cleanNib)
    try folder.write("Views/sub/b.nib", cleanNib)
    let text = try runBinary(["Views/", "--jobs", "2"], in: folder.path)
    #expect(text.status == 0)
    #expect(text.output == "0 errors, 0 warnings in 2 files\n")
    let json = try runBinary(["--format", "json", "Views"], in: folder.path)
    #expect(json.output == #"{"version":1,"files":2,"diagnostics":[]}"# + "\n")
    let baseline = try runBinary(
      ["--write-baseline", "b.json", "--quiet", "Views"], in: folder.path)
    #expect(baseline.status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.path + "/b.json"))
  }

  @Test func unreadableConfigurationSchemaOrBaselineNeverHangs() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a.nib", cleanNib)
    #expect(mkfifo(folder.path + "/fifo", 0o600) == 0)
    try folder.folder("folder")
    let fifo = "not a regular file (it is a FIFO)"
    let cases: [([String], String)] = [
      (["--config", "fifo", "a.nib"], "Error: cannot read 'fifo': \(fifo)\n"),
      (["--schema", "fifo", "a.nib"], "Error: cannot read 'fifo': \(fifo)\n"),
      (["--baseline", "fifo", "a.nib"], "Error: cannot read 'fifo': \(fifo)\n"),
      (["dump", "--schema", "fifo", "a.nib"], "Error: cannot read 'fifo': \(fifo)\n"),
      (["--config", "folder", "a.nib"], "Error: cannot read 'folder': is a directory\n"),
      (["--schema", "folder", "a.nib"], "Error: cannot read 'folder': is a directory\n"),
      (["--baseline", "folder/", "a.nib"], "Error: cannot read 'folder/': is a directory\n"),
    ]
    for (arguments, error) in cases {
      let run = try runBinary(arguments, in: folder.path)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error == error, "\(arguments)")
      #expect(run.output == "", "\(arguments)")
    }
    // A FIFO found by the configuration search is refused too.
    #expect(mkfifo(folder.path + "/.viewcheck.json", 0o600) == 0)
    let found = try runBinary(["a.nib"], in: folder.path)
    #expect(found.status == 2)
    #expect(
      found.error == "Error: cannot read '.viewcheck.json': not a regular file (it is a FIFO)\n")
  }
}
