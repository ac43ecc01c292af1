import Foundation
import FoundationXML
import Testing
import ViewLoader

@testable import viewcheck

/// The sample findings with the files a run checked: one of them clean, and one finding
/// located in a file that was not checked itself (`Views/Footer/Part.nib`, through an include).
let sampleJUnitReport = LintReport(
  diagnostics: sampleReport.diagnostics, fileCount: 4,
  checkedFiles: ["Views/Main.nib", "My Views/a,b.nib", "Views/Login.nib", "Views/Clean.nib"])

/// Parses XML with Foundation's libxml2-based reader; a document that is not well-formed throws.
private func xml(_ text: String) throws -> XMLDocument {
  try XMLDocument(data: Data(text.utf8))
}

/// The string values of the nodes an XPath finds.
private func values(_ document: XMLDocument, _ path: String) throws -> [String] {
  try document.nodes(forXPath: path).map { $0.stringValue ?? "" }
}

@Suite struct JUnitReporterTests {
  @Test func golden() throws {
    try expectGolden(JUnitReporter().render(sampleJUnitReport), "report.junit.xml")
  }

  @Test func aTestSuitePerRunATestCasePerFile() throws {
    let document = try xml(JUnitReporter().render(sampleJUnitReport))
    #expect(try document.nodes(forXPath: "/testsuites/testsuite").count == 1)
    // Every file checked, and the file a finding points into, once each, in path order.
    let names = try values(document, "/testsuites/testsuite/testcase/@name")
    #expect(
      names == [
        "My Views/a,b.nib", "Views/Clean.nib", "Views/Footer/Part.nib", "Views/Login.nib",
        "Views/Main.nib",
      ])
    #expect(try values(document, "//testcase/@file") == names)
    #expect(Set(try values(document, "//testcase/@classname")) == ["viewcheck"])
    for element in ["testsuites", "testsuite"] {
      #expect(try values(document, "//\(element)/@tests") == [String(names.count)], "\(element)")
      // Three errors; Login.nib's warning and note are no failures.
      #expect(try values(document, "//\(element)/@failures") == ["3"], "\(element)")
      #expect(try values(document, "//\(element)/@errors") == ["0"], "\(element)")
    }
  }

  @Test func aFailurePerErrorWithItsLocationAndRule() throws {
    let document = try xml(JUnitReporter().render(sampleJUnitReport))
    let errors = sampleJUnitReport.diagnostics.filter { $0.severity == .error }
    let failures = try document.nodes(forXPath: "//testcase/failure")
    #expect(failures.count == errors.count)
    for (failure, finding) in zip(failures, errors) {
      let element = try #require(failure as? XMLElement)
      let testCase = try #require(element.parent as? XMLElement)
      #expect(testCase.attribute(forName: "name")?.stringValue == finding.location.file)
      #expect(element.attribute(forName: "type")?.stringValue == finding.rule)
      #expect(
        element.attribute(forName: "message")?.stringValue
          == TextReporter.printable(finding.message))
      let location = "\(finding.location.file):\(finding.location.line):\(finding.location.column)"
      let text = try #require(element.stringValue)
      #expect(text.hasPrefix("\(location): error: "), "\(text)")
      #expect(text.split(separator: "\n").count == 1 + finding.notes.count)
    }
  }

  @Test func warningsAndNotesAreOutputUnlessStrictMakesWarningsFailures() throws {
    let lenient = try xml(JUnitReporter().render(sampleJUnitReport))
    let login = "//testcase[@name='Views/Login.nib']"
    #expect(try values(lenient, "\(login)/failure/@type") == ["duplicate-id"])
    let output = try values(lenient, "\(login)/system-out")
    #expect(output.count == 1)
    #expect(output.first?.contains("Views/Login.nib:9:7: warning: ") == true)
    #expect(output.first?.contains("Views/Login.nib:11:3: note: ") == true)

    let strict = try xml(JUnitReporter(strict: true).render(sampleJUnitReport))
    #expect(try values(strict, "\(login)/failure/@type") == ["duplicate-id", "too-deep"])
    #expect(try values(strict, "\(login)/system-out").first?.contains("warning:") == false)
    #expect(try values(strict, "/testsuites/@failures") == ["4"])
  }

  @Test func aCleanRunHasOnlyPassingTestCases() throws {
    let report = LintReport(diagnostics: [], fileCount: 2, checkedFiles: ["b.nib", "a.nib"])
    let document = try xml(JUnitReporter().render(report))
    #expect(try values(document, "//testcase/@name") == ["a.nib", "b.nib"])
    #expect(try document.nodes(forXPath: "//testcase/*").isEmpty)
    #expect(try values(document, "/testsuites/@failures") == ["0"])
    let empty = try xml(JUnitReporter().render(LintReport(diagnostics: [], fileCount: 0)))
    #expect(try values(empty, "/testsuites/testsuite/@tests") == ["0"])
  }

  @Test func textXMLCannotHoldIsEscaped() throws {
    let message = "a <b> & \"c\" 'd'\ttab\nline\u{1B}[31m \u{FFFF}"
    let path = "odd <&> \"\u{1}\".nib"
    let report = LintReport(
      diagnostics: [
        Diagnostic(
          severity: .error, rule: "invalid-value", message: message, location: at(path, 2, 3))
      ], fileCount: 1, checkedFiles: [path])
    let text = JUnitReporter().render(report)
    let document = try xml(text)
    let printablePath = #"odd <&> "\u{1}".nib"#
    #expect(try values(document, "//testcase/@name") == [printablePath])
    #expect(
      try values(document, "//failure/@message")
        == [#"a <b> & "c" 'd'"# + "\ttab" + #"\nline\u{1B}[31m \u{FFFF}"#])
    #expect(
      try values(document, "//failure")
        == [
          printablePath + ":2:3: error: " + #"a <b> & "c" 'd'"# + "\ttab"
            + #"\nline\u{1B}[31m \u{FFFF} [invalid-value]"#
        ])
  }
}

@Suite struct CodeClimateReporterTests {
  /// The report's issues, as a consumer decodes them.
  private func issues(_ report: LintReport) throws -> [[String: Any]] {
    let text = CodeClimateReporter().render(report)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
  }

  @Test func golden() throws {
    try expectGolden(CodeClimateReporter().render(sampleReport), "report.codeclimate.json")
  }

  @Test func theDocumentedFields() throws {
    let decoded = try issues(sampleReport)
    #expect(decoded.count == sampleReport.diagnostics.count)
    for (issue, finding) in zip(decoded, sampleReport.diagnostics) {
      #expect(issue["type"] as? String == "issue")
      #expect(issue["description"] as? String == finding.message)
      #expect(issue["check_name"] as? String == finding.rule)
      let severity = ["error": "major", "warning": "minor", "note": "info"]
      #expect(issue["severity"] as? String == severity[finding.severity.rawValue])
      let location = try #require(issue["location"] as? [String: Any])
      #expect(location["path"] as? String == finding.location.file)
      #expect((location["lines"] as? [String: Any])?["begin"] as? Int == finding.location.line)
      let fingerprint = try #require(issue["fingerprint"] as? String)
      #expect(fingerprint.count == 32)
      #expect(fingerprint.allSatisfy { $0.isHexDigit && !$0.isUppercase })
      #expect(
        (issue["other_locations"] as? [Any])?.count
          == (finding.notes.isEmpty ? nil : finding.notes.count))
    }
    #expect(Set(decoded.compactMap { $0["fingerprint"] as? String }).count == decoded.count)
    #expect(try issues(LintReport(diagnostics: [], fileCount: 3)).isEmpty)
  }

  @Test func fingerprintsSurviveLineShiftsAndTellEqualFindingsApart() throws {
    func finding(_ line: Int, _ message: String = "duplicate id 'ok'") -> Diagnostic {
      Diagnostic(
        severity: .error, rule: "duplicate-id", message: message, location: at("a.nib", line, 5))
    }
    func fingerprints(_ findings: [Diagnostic]) throws -> [String] {
      try issues(LintReport(diagnostics: findings, fileCount: 1)).map {
        try #require($0["fingerprint"] as? String)
      }
    }
    let before = try fingerprints([finding(3), finding(7), finding(9, "duplicate id 'no'")])
    let after = try fingerprints([finding(13), finding(17), finding(19, "duplicate id 'no'")])
    #expect(before == after)
    #expect(Set(before).count == 3)
    // Another file or rule, another fingerprint.
    let moved = Diagnostic(
      severity: .error, rule: "duplicate-id", message: "duplicate id 'ok'",
      location: at("b.nib", 3, 5))
    #expect(try fingerprints([moved]).first != before.first)
  }

  @Test func pathsLoseTheirLeadingDotSlash() throws {
    #expect(CodeClimateReporter.repositoryPath("./Views/a.nib") == "Views/a.nib")
    #expect(CodeClimateReporter.repositoryPath("././/a.nib") == "a.nib")
    #expect(CodeClimateReporter.repositoryPath("Views/./a.nib") == "Views/./a.nib")
    #expect(CodeClimateReporter.repositoryPath("../a.nib") == "../a.nib")
    #expect(CodeClimateReporter.repositoryPath("/abs/a.nib") == "/abs/a.nib")
    let finding = Diagnostic(
      severity: .warning, rule: "too-deep", message: "m", location: at("./a.nib", 1, 1))
    let issue = try #require(try issues(LintReport(diagnostics: [finding], fileCount: 1)).first)
    #expect((issue["location"] as? [String: Any])?["path"] as? String == "a.nib")
  }

  @Test func theHashIsFNV1a() {
    // The published 128-bit FNV-1a values of "" and "a".
    #expect(StableHash.FNV1a128().hexadecimal == "6c62272e07bb014262b821756295c58d")
    var hash = StableHash.FNV1a128()
    hash.combine(UInt8(ascii: "a"))
    #expect(hash.hexadecimal == "d228cb696f1a8caf78912b704e4a8964")
    #expect(StableHash.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
    #expect(StableHash.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
  }
}
