import Foundation
import Testing
import ViewLoader

@testable import viewcheck

@Suite struct LintCommandTests {
  @Test func cleanRunReportsTheCountsShape() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a.nib", cleanNib)
    try folder.write("sub/b.nib", cleanNib)
    let run = runInProcess([folder.path], in: folder.path)
    #expect(run.status == 0)
    #expect(run.output == "0 errors, 0 warnings in 2 files\n")
    #expect(run.error == "")
    #expect(runInProcess([folder.path, "--quiet"], in: folder.path).output == "")
  }

  /// A folder with nothing to check passes, as it has no finding, but says so on standard
  /// error, and names what the configuration left out.
  @Test func aFolderWithNothingToCheckIsNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Empty/readme.txt")
    try folder.write("Generated/a.nib", nibWithOneError)
    try folder.write("Generated/b.nib", nibWithOneError)
    try folder.write(".viewcheck.json", #"{"exclude": ["Generated/*.nib"]}"#)
    let run = runInProcess(
      ["--format", "json", folder.path + "/Empty", folder.path + "/Generated"], in: folder.path)
    #expect(run.status == 0)
    #expect(run.output == #"{"version":1,"files":0,"diagnostics":[]}"# + "\n")
    #expect(
      run.error == """
        Warning: no .nib or .xib file to check in '\(folder.path)/Empty'
        Warning: no .nib or .xib file to check in '\(folder.path)/Generated' \
        (the configuration's exclude leaves out 2 of its entries)

        """)
    // With `--format github`, also an annotation on the run (once for a matrix of shards).
    let github = runInProcess(["--format", "github", folder.path + "/Empty"], in: folder.path)
    #expect(github.status == 0)
    #expect(
      github.output
        == "::warning title=viewcheck::no .nib or .xib file to check in '\(folder.path)/Empty'\n")
    let secondShard = runInProcess(
      ["--format", "github", "--shard", "2/2", folder.path + "/Empty"], in: folder.path)
    #expect(secondShard.output == "")
    #expect(secondShard.error.hasPrefix("Warning: no .nib or .xib file to check"))
    let format = runInProcess(["format", "--check", folder.path + "/Empty"], in: folder.path)
    #expect(format.error == "Warning: no .nib or .xib file to format in '\(folder.path)/Empty'\n")
  }

  @Test func jsonPrintsOnlyItsDocument() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a.nib", cleanNib)
    let run = runInProcess(["--format=json", "--quiet", folder.path], in: folder.path)
    #expect(run.output == #"{"version":1,"files":1,"diagnostics":[]}"# + "\n")
    let sarif = runInProcess(["--format", "sarif", folder.path], in: folder.path)
    #expect(sarif.output.hasPrefix("{\n  \"$schema\""))
    #expect(runInProcess(["--format", "github", folder.path], in: folder.path).output == "")
  }

  @Test func everyMissingPathIsNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = runInProcess([folder.path, "/nonexistent/x", "/nonexistent/y.nib"], in: folder.path)
    #expect(run.status == 2)
    #expect(
      run.error == """
        Error: no such file or directory: '/nonexistent/x'
        Error: no such file or directory: '/nonexistent/y.nib'

        """)
    #expect(run.output == "")
  }

  @Test func invalidConfigurationFoundUpwardExitsTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".viewcheck.json", #"{"maxdepth": 3, "rules": {"unused-ids": "off"}}"#)
    let deep = try folder.folder("a/b")
    let run = runInProcess([folder.path], in: deep)
    #expect(run.status == 2)
    #expect(
      run.error
        == "Error: ../../.viewcheck.json: unknown key 'maxdepth'; unknown rule id 'unused-ids'\n")
  }

  @Test func explicitConfigurationIsUsedInsteadOfTheSearch() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".viewcheck.json", "not json")
    let good = try folder.write("good.json", #"{"rules": {"unused-id": "off"}}"#)
    #expect(runInProcess(["--config", good, folder.path], in: folder.path).status == 0)
    #expect(runInProcess([folder.path], in: folder.path).status == 2)
    let missing = runInProcess(["--config", "/nonexistent/c.json", folder.path])
    #expect(missing.status == 2)
    #expect(missing.error == "Error: no such file or directory: '/nonexistent/c.json'\n")
  }

  @Test func configurationExcludesApply() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".viewcheck.json", #"{"exclude": ["build/**", "**/*.tmp.nib"]}"#)
    try folder.write("a.nib", cleanNib)
    // Broken files: any finding from them would show that the exclusion failed.
    try folder.write("build/gen.nib", "<nib")
    try folder.write("x/y.tmp.nib", "<nib")
    let run = runInProcess([folder.path], in: folder.path)
    #expect(run.output == "0 errors, 0 warnings in 1 file\n")
  }

  @Test func entriesWhoseNamesAreNotUTF8FailTheRun() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a.nib", cleanNib)
    // A folder named `d` + 0xFF: it was skipped, so a broken file in it passed the run.
    let path = Array(folder.path.utf8) + Array("/d".utf8) + [0xFF]
    #expect(
      (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
        mkdir($0.baseAddress!, 0o755)
      } == 0)
    let run = runInProcess([folder.path + "/"], in: folder.path)
    #expect(run.status == 1)
    #expect(
      run.output == """
        \(folder.path)/d\u{FFFD}:1:1: error: the name is not valid UTF-8, so it cannot be opened \
        [unreadable-file]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func missingSchemaOrBaselineExitsTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let schema = runInProcess(["--schema", "/nonexistent/s.json", folder.path], in: folder.path)
    #expect(schema.status == 2)
    #expect(schema.error == "Error: no such file or directory: '/nonexistent/s.json'\n")
    try folder.write(".viewcheck.json", #"{"schema": ["missing-schema.json"]}"#)
    let fromConfig = runInProcess([folder.path], in: folder.path)
    #expect(fromConfig.error == "Error: no such file or directory: 'missing-schema.json'\n")
    let config = try folder.write("empty.json", "{}")
    let baseline = try folder.write("base.json", "[]")
    let run = runInProcess(["--config", config, "--baseline", baseline, folder.path])
    #expect(run.status == 2)
    #expect(
      run.error == "Error: \(baseline): not a viewcheck baseline: expected a JSON object at the "
        + "top level, found array\n")
  }

  @Test func writeBaselineWritesAndReportsAsUsual() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("a.nib", nibWithOneError)
    let path = folder.path + "/baseline.json"
    let run = runInProcess(["--write-baseline", path, file], in: folder.path)
    #expect(run.status == 1)
    #expect(
      run.output == """
        \(file):1:25: error: 'Label' has no property 'colour' [unknown-property]
        1 error, 0 warnings in 1 file

        """)
    let finding = Diagnostic(
      severity: .error, rule: "unknown-property", message: "'Label' has no property 'colour'",
      location: at(file, 1, 25))
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == Baseline(diagnostics: [finding]).serialized())
    let again = runInProcess(["--baseline", path, file], in: folder.path)
    #expect(again.status == 0)
    #expect(again.output == "0 errors, 0 warnings in 1 file\n")
    let unwritable = runInProcess(
      ["--write-baseline", "/nonexistent/dir/b.json", file], in: folder.path)
    #expect(unwritable.status == 2)
    #expect(
      unwritable.error
        == "Error: cannot write baseline '/nonexistent/dir/b.json': No such file or directory\n")
    let onFolder = runInProcess(["--write-baseline", folder.path, file], in: folder.path)
    #expect(onFolder.status == 2)
    #expect(onFolder.error == "Error: cannot write baseline '\(folder.path)': Is a directory\n")
  }

  @Test func exitStatus() {
    func report(_ severities: [Severity]) -> LintReport {
      LintReport(
        diagnostics: severities.map {
          Diagnostic(severity: $0, rule: "r", message: "m", location: at("a.nib", 1, 1))
        }, fileCount: 1)
    }
    #expect(Lint.exitStatus(of: report([]), strict: false) == 0)
    #expect(Lint.exitStatus(of: report([.note, .warning]), strict: false) == 0)
    #expect(Lint.exitStatus(of: report([.note, .warning]), strict: true) == 1)
    #expect(Lint.exitStatus(of: report([.note]), strict: true) == 0)
    #expect(Lint.exitStatus(of: report([.error]), strict: false) == 1)
  }

  @Test func reportOrderIsPathLineColumnRuleMessage() {
    func finding(_ file: String, _ line: Int, _ column: Int, _ rule: String, _ message: String)
      -> Diagnostic
    {
      Diagnostic(severity: .error, rule: rule, message: message, location: at(file, line, column))
    }
    let ordered = [
      finding("a.nib", 1, 1, "b", "a"), finding("a.nib", 1, 1, "b", "b"),
      finding("a.nib", 1, 2, "a", "a"), finding("a.nib", 2, 1, "a", "a"),
      finding("a.nib", 10, 1, "a", "a"), finding("b.nib", 1, 1, "a", "a"),
    ]
    #expect(ordered.reversed().sorted(by: Diagnostic.reportOrder) == ordered)
  }

  /// "café" decomposed (`e` then U+0301) and precomposed (U+00E9) are two files on Linux, and
  /// `String` comparison takes them as one path: by their bytes (`e` 0x65 before 0xC3), the
  /// decomposed file's findings all come first rather than interleaved by line.
  @Test func reportOrderComparesPathsByTheirUTF8Bytes() {
    func finding(_ file: String, _ line: Int) -> Diagnostic {
      Diagnostic(severity: .error, rule: "a", message: "m", location: at(file, line, 1))
    }
    let composed = "caf\u{E9}.nib"
    let decomposed = "cafe\u{301}.nib"
    let findings = [
      finding(composed, 1), finding(decomposed, 2), finding(composed, 3), finding(decomposed, 4),
    ]
    let sorted = findings.sorted(by: Diagnostic.reportOrder)
    #expect(
      sorted.map { Array($0.location.file.utf8) }
        == [decomposed, decomposed, composed, composed].map { Array($0.utf8) })
    #expect(sorted.map(\.location.line) == [2, 4, 1, 3])
  }

  @Test func twoUnicodeSpellingsOfANameReportAsTwoFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let error = "<Label colour=\"red\"/>\n"
    // Errors on lines 2 and 4 of one file and 3 and 5 of the other: compared as `String`s
    // the two paths are one, and the findings interleave by line.
    try folder.write("caf\u{E9}.nib", "<nib version=\"1\">\n" + error + "\n" + error + "</nib>\n")
    try folder.write(
      "cafe\u{301}.nib", "<nib version=\"1\">\n\n" + error + "\n" + error + "</nib>\n")
    let run = runInProcess(["--quiet", folder.path])
    #expect(run.status == 1)
    let paths = run.output.split(separator: "\n").map { line in
      Array(line.dropFirst(folder.path.utf8.count + 1).prefix { $0 != ":" }.utf8)
    }
    let decomposed = Array("cafe\u{301}.nib".utf8)
    let composed = Array("caf\u{E9}.nib".utf8)
    // Each file's findings together, the decomposed name (`e`, 0x65) before the composed one
    // (0xC3).
    #expect(paths.count == 8)
    #expect(paths == Array(repeating: decomposed, count: 4) + Array(repeating: composed, count: 4))
    let lines = run.output.split(separator: "\n").map { $0.split(separator: ":")[1] }
    // Per file: the error at the first label, the ambiguous-lookup note at the second with its
    // attached note back at the first, the error at the second.
    #expect(lines == ["3", "5", "3", "5", "2", "4", "2", "4"])
  }

  @Test func aBaselineKeepsTheUnicodeSpellingsOfAFileNameApart() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let baseline = folder.path + "/baseline.json"
    try folder.write("v/caf\u{E9}.nib", nibWithOneError)
    let write = runInProcess(["--write-baseline", baseline, folder.path + "/v"])
    #expect(write.status == 1)
    // The decomposed spelling is another file, whose finding the baseline does not know.
    try folder.write("v/cafe\u{301}.nib", nibWithOneError)
    let run = runInProcess(["--quiet", "--baseline", baseline, folder.path + "/v"])
    #expect(run.status == 1)
    #expect(
      Array(run.output.utf8)
        == Array(
          "\(folder.path)/v/cafe\u{301}.nib:1:25: error: 'Label' has no property 'colour' [unknown-property]\n"
            .utf8))
    // A baseline of both files has an entry for each, and absorbs both findings.
    #expect(runInProcess(["--write-baseline", baseline, folder.path + "/v"]).status == 1)
    let written = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(written.components(separatedBy: "\"count\": 1").count == 3)
    let both = runInProcess(["--baseline", baseline, folder.path + "/v"])
    #expect(both.status == 0)
    #expect(both.output == "0 errors, 0 warnings in 2 files\n")
  }

  @Test func colorOnlyOnATerminal() {
    var console = Console(
      currentDirectory: "/", outputIsTerminal: true, environment: [:], writeOutput: { _ in },
      writeError: { _ in })
    #expect(console.usesColor(.auto))
    #expect(!console.usesColor(.never))
    console.environment = ["NO_COLOR": "1"]
    #expect(!console.usesColor(.auto))
    console.environment = ["TERM": "dumb"]
    #expect(!console.usesColor(.auto))
    console.environment = [:]
    console.outputIsTerminal = false
    #expect(!console.usesColor(.auto))
    #expect(console.usesColor(.always))
  }
}

@Suite struct OtherCommandTests {
  @Test func rulesListsEveryRuleInAlignedColumns() {
    let run = runInProcess(["rules"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == RuleID.allCases.count)
    #expect(lines.map { String($0.prefix { $0 != " " }) } == RuleID.allCases.map(\.rawValue))
    let severityColumn = "unsatisfiable-constraints".count + 2
    for (line, rule) in zip(lines, RuleCatalog.all) {
      let severity = line.dropFirst(severityColumn).prefix { $0 != " " }
      #expect(String(severity) == rule.severity.rawValue)
    }
    #expect(lines.first == "xml-syntax                 error    not well-formed XML")
  }

  @Test func catalogHasTheDocumentedSeverities() {
    let warnings = RuleCatalog.all.filter { $0.severity == .warning }.map(\.id)
    let notes = RuleCatalog.all.filter { $0.severity == .note }.map(\.id)
    #expect(
      warnings == [
        "too-deep", "too-many-views", "frame-outside-parent", "useless-container",
        "unused-suppression", "unsatisfiable-constraints", "ambiguous-layout",
      ])
    #expect(
      notes == [
        "unused-id", "ambiguous-type-lookup", "xib-unmapped-element", "xib-unresolved-name",
      ])
    #expect(RuleCatalog.all.count == 43)
  }

  @Test func explainNamesTheRuleAndRejectsUnknownIDs() {
    let run = runInProcess(["explain", "duplicate-id"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("duplicate-id\n  Default severity: error\n"))
    let unknown = runInProcess(["explain", "nope"])
    #expect(unknown.status == 2)
    #expect(unknown.error.hasPrefix("Error: unknown rule id 'nope'"))
    #expect(unknown.output == "")
  }

  @Test func explainPrintsRationaleAndExamples() throws {
    let rule = try #require(RuleCatalog.description(of: "unused-id"))
    let text = Explain.render(rule)
    #expect(text.hasPrefix("unused-id\n"))
    #expect(text.contains(rule.rationale))
    #expect(text.contains("Failing example"))
    #expect(text.contains("Passing example"))
    #expect(text.contains("↓"))
  }

  @Test func dumpPrintsTheTreeOrTheCompileErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let clean = try folder.write("a.nib", cleanNib)
    let run = runInProcess(["dump", clean])
    #expect(run.status == 0)
    #expect(run.output == #"{"nib":"a","objects":[{"type":"View"}]}"# + "\n")
    #expect(run.error == "")
    let broken = try folder.write("b.nib", nibWithOneError)
    let failed = runInProcess(["dump", broken])
    #expect(failed.status == 1)
    #expect(failed.output == "")
    #expect(
      failed.error
        == "\(broken):1:25: error: 'Label' has no property 'colour' [unknown-property]\n")
    let missing = runInProcess(["dump", "/nonexistent.nib"])
    #expect(missing.status == 2)
    #expect(missing.error == "Error: no such file or directory: '/nonexistent.nib'\n")
  }

  /// `dump --layout --size` prints the frames Auto Layout solves at the size given.
  @Test func dumpLayoutPrintsSolvedFrames() throws {
    let file = fixturesDirectory.appendingPathComponent("layout/semantics/Multipliers.nib").path
    let run = runInProcess(["dump", "--layout", "--size", "480", "300", file])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains(#""id":"box","properties":{"frame":"120 90 240 120""#))
    let saved = runInProcess(["dump", "--layout", file])
    #expect(saved.output.contains(#""id":"box","properties":{"frame":"80 60 160 80""#))
    let usage = runInProcess(["dump", "--size", "480", "300", file])
    #expect(usage.status == 64 || usage.status == 2)
    #expect(usage.error.hasPrefix("Error: '--size' needs '--layout'"))
  }

  /// The exit-status table: a path that cannot be dumped at all is "could not run" (2), as a
  /// missing one is, not a compile error (1).
  @Test func dumpOfAFolderOrFIFOCannotRun() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let directory = try folder.folder("Views")
    let run = runInProcess(["dump", directory])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.error == "Error: cannot read '\(directory)': is a directory\n")
    let fifo = folder.path + "/fifo.nib"
    #expect(mkfifo(fifo, 0o644) == 0)
    let piped = runInProcess(["dump", fifo])
    #expect(piped.status == 2)
    #expect(piped.error == "Error: cannot read '\(fifo)': not a regular file (it is a FIFO)\n")
  }

  @Test func schemaPrintsTheKit() throws {
    let run = runInProcess(["schema"])
    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(run.output == String(decoding: try LintSchema.standardKitJSON(), as: UTF8.self) + "\n")
  }

  @Test func benchEndsWithTheMachineReadableLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("a.nib", cleanNib)
    let pattern = #/views=(\d+) build_ms=[0-9.]+ instantiate_ms=[0-9.]+ floor_ms=[0-9.]+/#
    for (arguments, views) in [(["bench", file], 1), (["bench", "--generate", "10"], 10)] {
      let run = runInProcess(arguments)
      #expect(run.status == 0, "\(arguments)")
      let last = run.output.split(separator: "\n").last.map(String.init) ?? ""
      let match = try #require(try pattern.wholeMatch(in: last), "\(last)")
      #expect(Int(match.1) == views)
    }
    let once = runInProcess(["bench", "--once", file])
    #expect(once.status == 0)
    #expect(try #/views=1 build_ms=[0-9.]+\n/#.wholeMatch(in: once.output) != nil, "\(once.output)")
    let broken = try folder.write("b.nib", "<nib version=\"1\"><Nope/></nib>")
    #expect(runInProcess(["bench", broken]).status == 1)
    let brokenOnce = runInProcess(["bench", "--once", broken])
    #expect(brokenOnce.status == 1)
    #expect(brokenOnce.error.contains("b.nib:1:18: error: unknown type"), "\(brokenOnce.error)")
    for arguments in [["bench", "/nonexistent.nib"], ["bench", "--once", "/nonexistent.nib"]] {
      let missing = runInProcess(arguments)
      #expect(missing.status == 2, "\(arguments)")
      #expect(missing.error == "Error: no such file or directory: '/nonexistent.nib'\n")
    }
  }

  @Test func generatedBenchFilesLintWithOnlyUnusedIDNotes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for count in [10, 600, 2_000] {
      let text = SyntheticNib(viewCount: count).text()
      #expect(text == SyntheticNib(viewCount: count).text(), "the generator is seeded")
      let file = try folder.write("g\(count).nib", text)
      let findings = try Linter().lint(path: file)
      #expect(!findings.isEmpty)
      // Only notes: `unused-id`, and past the findings limit one note that says so.
      #expect(findings.allSatisfy { $0.severity == .note }, "\(findings.prefix(3))")
      #expect(
        findings.allSatisfy { $0.rule == "unused-id" || $0.rule == "limit-exceeded" },
        "\(findings.prefix(3))")
      let nib = try Array(text.utf8).withUnsafeBytes { try NibBenchmark.compile($0, name: "g") }
      #expect(NibBenchmark.objectCount(of: nib) == count)
    }
  }

  @Test func usageErrorsGoToStandardError() {
    let run = runInProcess(["--foo", "x"])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(
      run.error == """
        Error: Unknown option '--foo'
        Usage: viewcheck [lint] [<options>] <path> ...
          See 'viewcheck --help' for more information.

        """)
  }

  @Test func helpAndVersionGoToStandardOutput() {
    #expect(runInProcess(["--version"]).output == "viewcheck 0.1.0\n")
    let help = runInProcess(["help", "lint"])
    #expect(help.status == 0)
    #expect(help.output == Help.text(for: .lint))
  }
}
