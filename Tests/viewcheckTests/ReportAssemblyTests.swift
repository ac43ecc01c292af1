import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// `viewcheck lint` renders each file's findings on its worker and joins them in report order;
/// these tests hold that to what one stable sort of every finding, rendered in one piece, gives.
@Suite struct ReportAssemblyTests {
  /// Paths that sort differently from their folder order (`a.b/` before `a/`), two spellings of
  /// one path (NFC and NFD `é`, equal as Swift strings) and text that needs escaping.
  static let paths = [
    "a/x.nib", "a.b/y.nib", "a/b.nib", "a/b/c.nib", "a/b0.nib", "\u{E9}.nib", "e\u{301}.nib",
    "My Views/a,b:c%.nib", "/abs/Root #1.nib", "z\nq.nib",
  ]
  static let rules = ["unused-id", "duplicate-id", "too-deep", "", "not-a-rule"]
  static let messages = [
    "id 'v1' is never referenced", "duplicate id 'ok'", "50% \"quoted\" \\ back\r\nslash",
    "tab\there \u{1B}[1m \u{85} \u{2028}", "título ✓",
  ]

  /// Arguments of templated messages: plain ids, and text each format escapes.
  static let templateArguments = [
    "v1", "v10", "ok", "a\nb", "50%", "q\"uote\\", "tab\t\u{1B}[1m \u{85}", "\u{2028}é",
  ]

  /// A run's files, in file order, each with findings in the linter's order (report order),
  /// some of them located in other files, as findings through includes are.
  static func randomFiles(seed: UInt64) -> [(path: String, diagnostics: [Diagnostic])] {
    var random = SplitMix64(seed: seed)
    let fileCount = 1 + random.next(below: 8)
    return (0..<fileCount).map { _ in
      let path = paths[random.next(below: paths.count)]
      let findings = (0..<random.next(below: 6)).map { _ in
        let file = random.next(below: 4) == 0 ? paths[random.next(below: paths.count)] : path
        let notes = (0..<random.next(below: 3)).map { _ in
          Diagnostic.note(
            messages[random.next(below: messages.count)],
            at: at(paths[random.next(below: paths.count)], 1 + random.next(below: 3), 1))
        }
        let severity = Severity.allCases[random.next(below: 3)]
        let rule = rules[random.next(below: rules.count)]
        let location = at(file, 1 + random.next(below: 3), 1 + random.next(below: 2))
        // Some messages are kept as a template's argument (as `unused-id` notes are), whose
        // reporters write the parts: they must write what the whole message would give.
        guard random.next(below: 3) > 0 else {
          var finding = Diagnostic(
            severity: severity, rule: rule, template: .unusedID,
            argument: templateArguments[random.next(below: templateArguments.count)],
            location: location)
          finding.notes = notes
          return finding
        }
        return Diagnostic(
          severity: severity, rule: rule, message: messages[random.next(below: messages.count)],
          location: location, notes: notes)
      }
      return (path, findings.sorted(by: Diagnostic.reportOrder))
    }
  }

  static let reporters: [any Reporter] = [
    TextReporter(), TextReporter(colored: true, quiet: true), JSONReporter(), SARIFReporter(),
    GitHubReporter(),
  ]

  @Test(arguments: 0..<200)
  func joinedFilesEqualOneSortedReport(seed: Int) {
    let files = ReportAssemblyTests.randomFiles(seed: UInt64(seed))
    // What the run did before: every finding in one array, in file order, then a stable sort.
    let expected = files.flatMap(\.diagnostics).sorted(by: Diagnostic.reportOrder)
    let report = LintReport(diagnostics: expected, fileCount: files.count)
    for reporter in ReportAssemblyTests.reporters {
      let assembly = ReportAssembly(
        files.map { FileFindings(path: $0.path, diagnostics: $0.diagnostics, rendering: reporter) })
      #expect(assembly.diagnostics() == expected)
      #expect(assembly.tally == ReportTally(expected))
      let bytes = assembly.output(of: reporter, fileCount: files.count)
      #expect(bytes == Array(reporter.render(report).utf8), "\(type(of: reporter)), seed \(seed)")
    }
  }

  /// Workers drop a file's findings once rendered; a file whose path turns out shared
  /// (`Screen.nib` reports a duplicate id located in `Footer.nib`, through its include) is
  /// checked again, and the report is what one sort of every finding gives.
  @Test(arguments: [1, 2])
  func droppedFindingsOfASharedPathAreCheckedAgain(jobs: Int) throws {
    let folder = fixturesDirectory.appendingPathComponent("cli/mixed/Views").path
    let paths = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      .map { folder + "/" + $0 }
    let linter = try Linter()
    let reporter = TextReporter()
    let files = Lint.check(paths, with: linter, jobs: jobs, rendering: reporter)
    let footer = try #require(files.first { $0.path.hasSuffix("/Footer.nib") })
    // Dropped (it reports nothing itself), then checked again: its path is shared.
    #expect(!footer.droppedFindings)
    #expect(files.contains { $0.droppedFindings })
    let expected = paths.flatMap { linter.lint(path: $0) }.sorted(by: Diagnostic.reportOrder)
    let report = LintReport(diagnostics: expected, fileCount: paths.count)
    #expect(
      ReportAssembly(files).output(of: reporter, fileCount: paths.count)
        == Array(reporter.render(report).utf8))
  }

  @Test(arguments: 0..<50)
  func reportersWriteWhatTheirDocumentsSerializeTo(seed: Int) {
    let files = ReportAssemblyTests.randomFiles(seed: UInt64(seed))
    let diagnostics = files.flatMap(\.diagnostics).sorted(by: Diagnostic.reportOrder)
    let report = LintReport(diagnostics: diagnostics, fileCount: files.count)
    // Byte for byte: `String`'s `==` would take canonically equivalent text as equal.
    #expect(
      Array(JSONReporter().render(report).utf8) == Array(ReferenceDocuments.json(report).utf8))
    #expect(
      Array(SARIFReporter().render(report).utf8) == Array(ReferenceDocuments.sarif(report).utf8))
    #expect(
      Array(TextReporter().render(report).utf8) == Array(ReferenceDocuments.text(report).utf8))
  }

  @Test func unsortedFindingsAreSortedStably() {
    let first = Diagnostic(
      severity: .note, rule: "r", message: "m", location: at("a.nib", 2, 1),
      notes: [.note("first", at: at("a.nib", 1, 1))])
    var second = first
    second.notes = [.note("second", at: at("a.nib", 1, 1))]
    let earlier = Diagnostic(
      severity: .error, rule: "r", message: "m", location: at("a.nib", 1, 1))
    let findings = FileFindings(
      path: "a.nib", diagnostics: [first, second, earlier], rendering: nil)
    #expect(findings.diagnostics == [earlier, first, second])
  }
}

/// The reports as the reporters wrote them before they rendered findings one by one: whole
/// `JSONValue` documents, and `String`-built text lines.
private enum ReferenceDocuments {
  static func json(_ report: LintReport) -> String {
    let document = JSONValue.ordered([
      "version": .integer(1),
      "files": .integer(report.fileCount),
      "diagnostics": .array(
        report.diagnostics.map { diagnostic in
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
        }),
    ])
    return document.serialized() + "\n"
  }

  static func sarif(_ report: LintReport) -> String {
    func physical(_ location: ViewLoader.SourceLocation) -> JSONValue {
      .ordered([
        "artifactLocation": .ordered(["uri": .string(SARIFReporter.uri(forPath: location.file))]),
        "region": .ordered([
          "startLine": .integer(location.line), "startColumn": .integer(location.column),
        ]),
      ])
    }
    let results = report.diagnostics.map { diagnostic -> JSONValue in
      var members: [JSONValue.Member] = [.init(key: "ruleId", value: .string(diagnostic.rule))]
      if let index = RuleCatalog.index(of: diagnostic.rule) {
        members.append(.init(key: "ruleIndex", value: .integer(index)))
      }
      members += [
        .init(key: "level", value: .string(diagnostic.severity.rawValue)),
        .init(key: "message", value: .ordered(["text": .string(diagnostic.message)])),
        .init(
          key: "locations",
          value: .array([.ordered(["physicalLocation": physical(diagnostic.location)])])),
      ]
      if !diagnostic.notes.isEmpty {
        let related = diagnostic.notes.enumerated().map { index, note in
          JSONValue.ordered([
            "id": .integer(index + 1),
            "physicalLocation": physical(note.location),
            "message": .ordered(["text": .string(note.message)]),
          ])
        }
        members.append(.init(key: "relatedLocations", value: .array(related)))
      }
      return .object(members)
    }
    let driver = JSONValue.ordered([
      "name": .string("viewcheck"),
      "version": .string(ViewCheck.version),
      "rules": .array(
        RuleCatalog.all.map { rule in
          .ordered([
            "id": .string(rule.id),
            "shortDescription": .ordered(["text": .string(rule.summary)]),
            "defaultConfiguration": .ordered(["level": .string(rule.severity.rawValue)]),
          ])
        }),
    ])
    let log = JSONValue.ordered([
      "$schema": .string(SARIFReporter.schemaURI),
      "version": .string("2.1.0"),
      "runs": .array([
        .ordered([
          "tool": .ordered(["driver": driver]),
          "columnKind": .string("unicodeCodePoints"),
          "results": .array(results),
        ])
      ]),
    ])
    return log.serialized(pretty: true) + "\n"
  }

  static func text(_ report: LintReport) -> String {
    func printable(_ text: String) -> String {
      let isControl = { (scalar: Unicode.Scalar) in
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
      }
      guard text.unicodeScalars.contains(where: isControl) else { return text }
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
    func line(_ location: ViewLoader.SourceLocation, _ severity: Severity, _ message: String)
      -> String
    {
      "\(printable(location.file)):\(location.line):\(location.column): "
        + "\(severity.rawValue): \(printable(message))"
    }
    var text = ""
    for diagnostic in report.diagnostics {
      text += line(diagnostic.location, diagnostic.severity, diagnostic.message)
      if !diagnostic.rule.isEmpty { text += " [\(diagnostic.rule)]" }
      text += "\n"
      for note in diagnostic.notes { text += line(note.location, .note, note.message) + "\n" }
    }
    return text + TextReporter.summary(of: report) + "\n"
  }
}

/// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
