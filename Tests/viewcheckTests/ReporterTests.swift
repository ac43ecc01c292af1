import Foundation
import Testing
import ViewLoader

@testable import viewcheck

@Suite struct ReporterTests {
  /// The formats written finding by finding say they are reporters (a run renders each file's
  /// findings on the worker that checked it); those written from the whole report say not.
  @Test(arguments: OutputFormat.allCases)
  func aFormatSaysWhetherItRendersFindingByFinding(_ format: OutputFormat) {
    let renderer = format.renderer(colored: false, quiet: false, strict: false)
    let isWhole = format == .junit || format == .codeclimate
    #expect((renderer.reporter == nil) == isWhole)
    #expect((renderer.reporter != nil) == (renderer is any Reporter))
  }

  @Test func text() throws {
    try expectGolden(TextReporter().render(sampleReport), "report.txt")
  }

  @Test func textQuiet() throws {
    let quiet = TextReporter(quiet: true).render(sampleReport)
    #expect(
      quiet
        == TextReporter().render(sampleReport).split(separator: "\n").dropLast()
        .map { $0 + "\n" }.joined())
  }

  @Test func textColored() {
    let report = LintReport(
      diagnostics: [
        Diagnostic(
          severity: .warning, rule: "too-deep", message: "deep", location: at("a.nib", 1, 2),
          notes: [.note("here", at: at("a.nib", 3, 4))])
      ], fileCount: 1)
    let esc = "\u{1B}"
    #expect(
      TextReporter(colored: true).render(report) == """
        \(esc)[1ma.nib:1:2:\(esc)[0m \(esc)[1;33mwarning:\(esc)[0m deep [too-deep]
        \(esc)[1ma.nib:3:4:\(esc)[0m \(esc)[1mnote:\(esc)[0m here
        0 errors, 1 warning in 1 file

        """)
  }

  @Test(arguments: [
    ([], 0, "0 errors, 0 warnings in 0 files"),
    ([Severity.error], 1, "1 error, 0 warnings in 1 file"),
    ([.error, .error, .warning], 14, "2 errors, 1 warning in 14 files"),
    ([.warning, .warning], 2, "0 errors, 2 warnings in 2 files"),
    ([.note], 1, "0 errors, 0 warnings, 1 note in 1 file"),
    ([.note, .note, .note], 2, "0 errors, 0 warnings, 3 notes in 2 files"),
  ])
  func summary(_ severities: [Severity], _ files: Int, _ expected: String) {
    let diagnostics = severities.map {
      Diagnostic(severity: $0, rule: "r", message: "m", location: at("a.nib", 1, 1))
    }
    #expect(
      TextReporter.summary(of: LintReport(diagnostics: diagnostics, fileCount: files)) == expected)
  }

  @Test func json() throws {
    let text = JSONReporter().render(sampleReport)
    try expectGolden(text, "report.json")
    #expect(text.split(separator: "\n").count == 1)
    // It is valid JSON, and a consumer reads the values back unchanged.
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(document["version"] as? Int == 1)
    #expect(document["files"] as? Int == 4)
    let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == sampleReport.diagnostics.count)
    for (decoded, original) in zip(diagnostics, sampleReport.diagnostics) {
      #expect(decoded["file"] as? String == original.location.file)
      #expect(decoded["message"] as? String == original.message)
      #expect((decoded["notes"] as? [Any])?.count == original.notes.count)
    }
  }

  @Test func jsonKeyOrderIsTheDocumentedOne() {
    let report = LintReport(
      diagnostics: [
        Diagnostic(
          severity: .error, rule: "duplicate-id", message: "duplicate id 'ok'",
          location: at("Views/Login.nib", 7, 5),
          notes: [.note("first defined here", at: at("Views/Login.nib", 5, 5))])
      ], fileCount: 14)
    #expect(
      JSONReporter().render(report)
        == #"{"version":1,"files":14,"diagnostics":[{"file":"Views/Login.nib","line":7,"column":5,"#
        + #""severity":"error","rule":"duplicate-id","message":"duplicate id 'ok'","#
        + #""notes":[{"file":"Views/Login.nib","line":5,"column":5,"message":"first defined here"}]}]}"#
        + "\n")
    #expect(
      JSONReporter().render(LintReport(diagnostics: [], fileCount: 0))
        == #"{"version":1,"files":0,"diagnostics":[]}"# + "\n")
  }

  @Test func sarif() throws {
    try expectGolden(SARIFReporter().render(sampleReport), "report.sarif")
  }

  @Test func github() throws {
    try expectGolden(GitHubReporter().render(sampleReport), "report.github")
  }

  @Test func githubEscaping() {
    #expect(GitHubReporter.escapeData("50% a:b,c\r\nd") == "50%25 a:b,c%0D%0Ad")
    #expect(GitHubReporter.escapeProperty("50% a:b,c\r\nd") == "50%25 a%3Ab%2Cc%0D%0Ad")
  }

  @Test func sarifURIs() {
    #expect(SARIFReporter.uri(forPath: "Views/Login.nib") == "Views/Login.nib")
    #expect(SARIFReporter.uri(forPath: "My Views/a,b.nib") == "My%20Views/a,b.nib")
    #expect(SARIFReporter.uri(forPath: "a:b/100%.nib") == "a%3Ab/100%25.nib")
    #expect(SARIFReporter.uri(forPath: "/abs/Root #1.nib") == "file:///abs/Root%20%231.nib")
    // Absolute by its first byte, also when a combining mark follows the `/`.
    #expect(SARIFReporter.uri(forPath: "/\u{301}x.nib") == "file:///%CC%81x.nib")
    #expect(SARIFReporter.uri(forPath: "ü?.nib") == "%C3%BC%3F.nib")
    #expect(SARIFReporter.uri(forPath: "../x/./y~z.nib") == "../x/./y~z.nib")
  }

  @Test func jsonStringEscaping() {
    #expect(JSONValue.quoted("a\"b\\c/d") == #""a\"b\\c/d""#)
    #expect(JSONValue.quoted("\n\r\t\u{08}\u{0C}") == #""\n\r\t\b\f""#)
    #expect(JSONValue.quoted("\u{01}\u{1F}\u{7F}") == #""\u0001\u001f\u007f""#)
    #expect(JSONValue.quoted("é “x” 🎉") == "\"é “x” 🎉\"")
  }
}

@Suite struct TextEscapingTests {
  @Test func controlCharactersPrintAsEscapes() {
    #expect(TextReporter.printable("plain\ttab ü") == "plain\ttab ü")
    #expect(TextReporter.printable("a\nb\rc") == #"a\nb\rc"#)
    #expect(TextReporter.printable("\u{1B}[31mred\u{7F}") == #"\u{1B}[31mred\u{7F}"#)
  }
}
