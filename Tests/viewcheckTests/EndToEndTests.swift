import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// The folder of one end-to-end case, `Fixtures/cli/<name>`.
/// - Parameter name: The case folder's name.
func caseFolder(_ name: String) -> String {
  fixturesDirectory.appendingPathComponent("cli/\(name)").path
}

/// One run of the real binary, in a case folder of `Fixtures/cli/`, whose whole standard
/// output and error are compared with golden files and whose exit status is fixed here.
struct GoldenRun: Sendable, CustomTestStringConvertible {
  /// The case folder under `Fixtures/cli/`, the run's current directory; it holds its own
  /// `.viewcheck.json`, so the search never reaches the repository's.
  var folder: String
  /// The command line after `viewcheck`.
  var arguments: [String]
  /// The expected exit status.
  var status: Int32
  /// The golden file of standard output; `nil` when nothing may be printed there.
  var output: String?
  /// The golden file of standard error; `nil` when nothing may be printed there.
  var error: String?

  var testDescription: String {
    "\(folder)$ viewcheck \(arguments.joined(separator: " ")) → \(status)"
  }

  /// A run, its command line written as one string (split at spaces).
  init(
    _ folder: String, _ commandLine: String, _ status: Int32, output: String? = nil,
    error: String? = nil
  ) {
    self.folder = folder
    self.arguments = commandLine.split(separator: " ").map(String.init)
    self.status = status
    self.output = output
    self.error = error
  }

  /// Every golden run: each reporter, each exit status, each reason not to run.
  static let all: [GoldenRun] = [
    // A folder with errors, warnings and notes, in every format.
    GoldenRun("mixed", "Views", 1, output: "mixed.txt"),
    GoldenRun("mixed", "--quiet Views", 1, output: "mixed-quiet.txt"),
    GoldenRun("mixed", "--format json Views", 1, output: "mixed.json"),
    GoldenRun("mixed", "--format=sarif Views", 1, output: "mixed.sarif"),
    GoldenRun("mixed", "Views --format github", 1, output: "mixed.github"),
    GoldenRun("mixed", "--format junit Views", 1, output: "mixed.junit.xml"),
    GoldenRun("mixed", "--format codeclimate Views", 1, output: "mixed.codeclimate.json"),
    // One shard of three: which files it holds depends on their paths alone.
    GoldenRun("mixed", "--shard 2/3 Views", 1, output: "mixed-shard-2-of-3.txt"),
    GoldenRun("mixed", "--strict Views", 1, output: "mixed.txt"),
    // Owner checks from a schema; severity overrides and "off" from a configuration.
    GoldenRun("mixed", "--schema Schema/app.json Views/Screen.nib", 1, output: "owners.txt"),
    GoldenRun("mixed", "--config overrides.json Views", 1, output: "overrides.txt"),
    GoldenRun("mixed", "dump Views/Screen.nib", 1, error: "dump-errors.txt"),
    // A clean folder.
    GoldenRun("clean", "Views", 0, output: "clean.txt"),
    GoldenRun("clean", "--strict --format sarif Views", 0, output: "clean.sarif"),
    GoldenRun("clean", "--format github Views", 0),
    GoldenRun("clean", "--format junit Views", 0, output: "clean.junit.xml"),
    GoldenRun("clean", "--format codeclimate Views", 0, output: "clean.codeclimate.json"),
    GoldenRun("clean", "--quiet Views", 0),
    GoldenRun("clean", "dump Views/Home.nib", 0, output: "dump.json"),
    // Warnings and notes only: they fail the run only with --strict.
    GoldenRun("warnings", "Views", 0, output: "warnings.txt"),
    GoldenRun("warnings", "--strict Views", 1, output: "warnings.txt"),
    GoldenRun("warnings", "--strict --format github Views", 1, output: "warnings.github"),
    GoldenRun("warnings", "--format junit Views", 0, output: "warnings.junit.xml"),
    GoldenRun("warnings", "--strict --format junit Views", 1, output: "warnings-strict.junit.xml"),
    // Every rule: the whole fixture suite, with every finding of every rule id.
    GoldenRun("rules", "../../invalid ../../valid", 1, output: "rules.txt"),
    GoldenRun("rules", "--format json ../../invalid", 1, output: "rules.json"),
    GoldenRun("rules", "--format sarif ../../invalid", 1, output: "rules.sarif"),
    GoldenRun("rules", "--format github ../../invalid", 1, output: "rules.github"),
    GoldenRun(
      "rules",
      "--schema ../../invalid/unknown-outlet/viewcheck-schema.json ../../invalid/unknown-outlet"
        + " ../../invalid/outlet-type ../../invalid/duplicate-outlet ../../invalid/missing-outlet"
        + " ../../invalid/unknown-action ../../invalid/action-sender ../../valid/login",
      1, output: "rules-owners.txt"),
    GoldenRun(
      "rules",
      "--format sarif --schema ../../invalid/reference-type/viewcheck-schema.json"
        + " ../../invalid/reference-type",
      1, output: "rules-reference-type.sarif"),
    // Could not run.
    GoldenRun("unusable", "--foo Views", 2, error: "unknown-option.txt"),
    GoldenRun("unusable", "--format xml Views", 2, error: "bad-format.txt"),
    GoldenRun("unusable", "--shard 4/3 Views", 2, error: "bad-shard.txt"),
    GoldenRun("unusable", "", 2, error: "no-path.txt"),
    GoldenRun("unusable", "dump", 2, error: "dump-no-file.txt"),
    GoldenRun("unusable", "Views Missing.nib Gone/", 2, error: "missing-paths.txt"),
    GoldenRun("unusable", "--config bad-config.json Views", 2, error: "bad-config.txt"),
    GoldenRun("unusable", "--config Views Views", 2, error: "config-is-a-folder.txt"),
    GoldenRun("unusable", "--schema bad-schema.json Views", 2, error: "bad-schema.txt"),
    GoldenRun("unusable", "--baseline bad-baseline.json Views", 2, error: "bad-baseline.txt"),
    // A baseline entry absorbs only the finding whose message has its bytes: two messages that
    // differ only in Unicode normalization are two findings.
    GoldenRun("unicode", "--baseline baseline.json Views", 1, output: "unicode-baseline.txt"),
  ]
}

@Suite struct EndToEndTests {
  @Test(arguments: GoldenRun.all)
  func goldenRun(_ run: GoldenRun) throws {
    let result = try runBinary(run.arguments, in: caseFolder(run.folder))
    #expect(result.status == run.status)
    for (actual, golden) in [(result.output, run.output), (result.error, run.error)] {
      if let golden {
        try expectGolden(actual, golden)
      } else {
        #expect(actual == "")
      }
    }
    if run.arguments.contains(where: { $0.hasSuffix("sarif") }) {
      var validator = SARIFValidator()
      validator.validate(result.output)
      #expect(validator.problems == [])
    }
  }

  @Test func theCaseFoldersStopTheConfigurationSearch() {
    for folder in Set(GoldenRun.all.map(\.folder)) {
      #expect(ConfigFile.find(from: caseFolder(folder)) == ".viewcheck.json", "\(folder)")
    }
  }

  @Test func theLineEndingsAndScalarsAreWhatTheCasesNeed() throws {
    let windows = try Data(
      contentsOf: URL(fileURLWithPath: caseFolder("mixed") + "/Views/Windows.nib"))
    #expect(windows.contains(13), "Windows.nib must keep its CRLF line endings")
    let unicode = try String(
      contentsOfFile: caseFolder("mixed") + "/Views/Unicode.nib", encoding: .utf8)
    #expect(unicode.utf8.count > unicode.unicodeScalars.count + 4)
  }

  @Test func withoutAnyConfigurationTheDefaultsApply() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Nothing above a temporary folder configures viewcheck (the repository's own
    // `.viewcheck.json` is never reached from here).
    #expect(ConfigFile.find(from: folder.path) == nil)
    try FileManager.default.copyItem(
      atPath: caseFolder("mixed") + "/Views", toPath: folder.path + "/Views")
    let run = try runBinary(["Views"], in: folder.path)
    #expect(run.status == 1)
    try expectGolden(run.output, "mixed.txt")
    #expect(run.error == "")
  }

  @Test func absolutePathsAreValidSARIF() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let mixed = caseFolder("mixed")
    let arguments = [
      "--format", "sarif", "--config", mixed + "/.viewcheck.json", "--schema",
      mixed + "/Schema/app.json", mixed + "/Views",
    ]
    let run = try runBinary(arguments, in: folder.path)
    #expect(run.status == 1)
    #expect(run.output.contains("\"uri\": \"file:///"))
    var validator = SARIFValidator()
    validator.validate(run.output)
    #expect(validator.problems == [])
  }

  @Test func baselineRoundTrip() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.copyItem(
      atPath: caseFolder("mixed") + "/Views", toPath: folder.path + "/Views")

    // Writing a baseline reports as usual.
    let write = try runBinary(["--write-baseline", "baseline.json", "Views"], in: folder.path)
    #expect(write.status == 1)
    try expectGolden(write.output, "mixed.txt")
    try expectGolden(
      try String(contentsOfFile: folder.path + "/baseline.json", encoding: .utf8),
      "baseline.json")

    // Everything known is absorbed.
    let known = try runBinary(["--baseline", "baseline.json", "Views"], in: folder.path)
    #expect(known.status == 0)
    #expect(known.output == "0 errors, 0 warnings in 6 files\n")

    // Lines move (LF and CRLF files) and one new problem appears: only that one is reported.
    try insert("<!-- Two lines\n     moved everything down. -->\n", afterLine: 1, of: "Screen.nib")
    try insert("<!-- One more line. -->\r\n", afterLine: 1, of: "Windows.nib")
    try replace(#"colour="red""#, with: #"colour="red" tint="blue""#, in: "Unicode.nib")
    let moved = try runBinary(["Views"], in: folder.path)
    #expect(moved.output.contains("Views/Screen.nib:8:42: error: invalid double 'half'"))
    #expect(moved.output.contains("Views/Windows.nib:6:13: error: invalid bool 'yes'"))
    let new = try runBinary(["--baseline", "baseline.json", "Views"], in: folder.path)
    #expect(new.status == 1)
    try expectGolden(new.output, "baseline-new.txt")
    let json = try runBinary(
      ["--baseline", "baseline.json", "--format", "json", "Views"], in: folder.path)
    try expectGolden(json.output, "baseline-new.json")

    func insert(_ text: String, afterLine line: Int, of file: String) throws {
      let path = folder.path + "/Views/" + file
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      var newlines = 0
      let end = bytes.firstIndex { byte in
        if byte == 10 { newlines += 1 }
        return newlines == line
      }!
      let edited = bytes[...end] + Array(text.utf8) + bytes[(end + 1)...]
      try Data(edited).write(to: URL(fileURLWithPath: path))
    }
    func replace(_ old: String, with new: String, in file: String) throws {
      let path = folder.path + "/Views/" + file
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains(old))
      try text.replacingOccurrences(of: old, with: new).write(
        toFile: path, atomically: true, encoding: .utf8)
    }
  }

  @Test func baselinesKeepTheUnicodeSpellingsOfAMessageApart() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.copyItem(
      atPath: caseFolder("unicode") + "/Views", toPath: folder.path + "/Views")
    let write = try runBinary(["--write-baseline", "baseline.json", "Views"], in: folder.path)
    #expect(write.status == 1)
    // One entry per spelling, each with a count of 1 (not one entry with a count of 2).
    try expectGolden(
      try String(contentsOfFile: folder.path + "/baseline.json", encoding: .utf8),
      "unicode-baseline.json")
    let known = try runBinary(["--baseline", "baseline.json", "Views"], in: folder.path)
    #expect(known.status == 0)
    #expect(known.output == "0 errors, 0 warnings in 1 file\n")
  }

  @Test func schemaListsTheKitsTypes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try runBinary(["schema"], in: folder.path)
    #expect(run.status == 0)
    #expect(run.error == "")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(document["version"] as? Int == 1)
    let types = try #require(document["types"] as? [[String: Any]])
    let names = types.compactMap { $0["name"] as? String }
    // The first kit's thirteen types, and the ones that came after them.
    #expect(
      Set(names).isSuperset(of: [
        "View", "Label", "Control", "Button", "TextField", "Switch", "ImageView",
        "ActivityIndicator", "ScrollView", "StackView", "TableView", "TableViewCell",
        "DatePicker", "Object", "Window", "LayoutConstraint", "SegmentedControl", "MenuItem",
      ]))
    #expect(names.count == Set(names).count)
    let view = try #require(types.first { $0["name"] as? String == "View" })
    let properties = try #require(view["properties"] as? [String: Any])
    #expect((properties["autoresizingMask"] as? [String: Any])?["options"] != nil)
    #expect((properties["constraints"] as? [String: Any])?["refs"] as? String == "LayoutConstraint")
    // The schema it prints is one `--schema` accepts.
    try run.output.write(toFile: folder.path + "/kit.json", atomically: true, encoding: .utf8)
    try folder.write("a.nib", cleanNib)
    let lint = try runBinary(["--schema", "kit.json", "a.nib"], in: folder.path)
    #expect(lint.status == 0)
    #expect(lint.error == "")
  }
}
