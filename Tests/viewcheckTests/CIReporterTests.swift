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

/// One element of a parsed XML document: its name, attributes, child elements and text.
private final class XMLElementNode {
  let name: String
  let attributes: [String: String]
  var children: [XMLElementNode] = []
  var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// The descendants with this name, in document order.
  func all(_ name: String) -> [XMLElementNode] {
    children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
  }

  /// The children with this name.
  func children(_ name: String) -> [XMLElementNode] {
    children.filter { $0.name == name }
  }
}

/// Builds the element tree from Foundation's libxml2-based SAX parser (its `XMLDocument` leaks
/// its nodes, which LeakSanitizer reports).
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var stack: [XMLElementNode] = []
  var root: XMLElementNode?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    let element = XMLElementNode(name: elementName, attributes: attributes)
    stack.last?.children.append(element)
    if root == nil { root = element }
    stack.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    stack.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }
}

/// Parses XML with Foundation's libxml2-based parser; a document that is not well-formed fails.
private func xml(_ text: String) throws -> XMLElementNode {
  let parser = XMLParser(data: Data(text.utf8))
  let builder = TreeBuilder()
  parser.delegate = builder
  let parsed = parser.parse()
  #expect(parsed, "not well-formed: \(String(describing: parser.parserError))")
  return try #require(builder.root)
}

@Suite struct JUnitReporterTests {
  @Test func golden() throws {
    try expectGolden(JUnitReporter().render(sampleJUnitReport), "report.junit.xml")
  }

  @Test func aTestSuitePerRunATestCasePerFile() throws {
    let root = try xml(JUnitReporter().render(sampleJUnitReport))
    #expect(root.name == "testsuites")
    let suites = root.children("testsuite")
    let suite = try #require(suites.first)
    #expect(suites.count == 1)
    // Every file checked, and the file a finding points into, once each, in path order.
    let cases = suite.children("testcase")
    let names = cases.map { $0.attributes["name"] }
    #expect(
      names == [
        "My Views/a,b.nib", "Views/Clean.nib", "Views/Footer/Part.nib", "Views/Login.nib",
        "Views/Main.nib",
      ])
    #expect(cases.map { $0.attributes["file"] } == names)
    #expect(Set(cases.map { $0.attributes["classname"] }) == ["viewcheck"])
    for element in [root, suite] {
      #expect(element.attributes["tests"] == String(names.count), "\(element.name)")
      // Three errors; Login.nib's warning and note are no failures.
      #expect(element.attributes["failures"] == "3", "\(element.name)")
      #expect(element.attributes["errors"] == "0", "\(element.name)")
    }
  }

  @Test func aFailurePerErrorWithItsLocationAndRule() throws {
    let root = try xml(JUnitReporter().render(sampleJUnitReport))
    let errors = sampleJUnitReport.diagnostics.filter { $0.severity == .error }
    let failures = root.all("testcase").flatMap { testCase in
      testCase.children("failure").map { (testCase, $0) }
    }
    #expect(failures.count == errors.count)
    for ((testCase, failure), finding) in zip(failures, errors) {
      #expect(testCase.attributes["name"] == finding.location.file)
      #expect(failure.attributes["type"] == finding.rule)
      #expect(failure.attributes["message"] == TextReporter.printable(finding.message))
      let location = "\(finding.location.file):\(finding.location.line):\(finding.location.column)"
      #expect(failure.text.hasPrefix("\(location): error: "), "\(failure.text)")
      #expect(failure.text.split(separator: "\n").count == 1 + finding.notes.count)
    }
  }

  @Test func warningsAndNotesAreOutputUnlessStrictMakesWarningsFailures() throws {
    func login(_ root: XMLElementNode) throws -> XMLElementNode {
      try #require(root.all("testcase").first { $0.attributes["name"] == "Views/Login.nib" })
    }
    let lenient = try login(xml(JUnitReporter().render(sampleJUnitReport)))
    #expect(lenient.children("failure").map { $0.attributes["type"] } == ["duplicate-id"])
    let output = lenient.children("system-out").map(\.text)
    #expect(output.count == 1)
    #expect(output.first?.contains("Views/Login.nib:9:7: warning: ") == true)
    #expect(output.first?.contains("Views/Login.nib:11:3: note: ") == true)

    let strictRoot = try xml(JUnitReporter(strict: true).render(sampleJUnitReport))
    let strict = try login(strictRoot)
    #expect(
      strict.children("failure").map { $0.attributes["type"] } == ["duplicate-id", "too-deep"])
    #expect(strict.children("system-out").first?.text.contains("warning:") == false)
    #expect(strictRoot.attributes["failures"] == "4")
  }

  @Test func aCleanRunHasOnlyPassingTestCases() throws {
    let report = LintReport(diagnostics: [], fileCount: 2, checkedFiles: ["b.nib", "a.nib"])
    let root = try xml(JUnitReporter().render(report))
    #expect(root.all("testcase").map { $0.attributes["name"] } == ["a.nib", "b.nib"])
    #expect(root.all("testcase").allSatisfy { $0.children.isEmpty })
    #expect(root.attributes["failures"] == "0")
    let empty = try xml(JUnitReporter().render(LintReport(diagnostics: [], fileCount: 0)))
    #expect(empty.children("testsuite").first?.attributes["tests"] == "0")
  }

  @Test func textXMLCannotHoldIsEscaped() throws {
    let message = "a <b> & \"c\" 'd'\ttab\nline\u{1B}[31m \u{FFFF}"
    let path = "odd <&> \"\u{1}\".nib"
    let report = LintReport(
      diagnostics: [
        Diagnostic(
          severity: .error, rule: "invalid-value", message: message, location: at(path, 2, 3))
      ], fileCount: 1, checkedFiles: [path])
    let root = try xml(JUnitReporter().render(report))
    let printablePath = #"odd <&> "\u{1}".nib"#
    let testCase = try #require(root.all("testcase").first)
    #expect(root.all("testcase").count == 1)
    #expect(testCase.attributes["name"] == printablePath)
    let failure = try #require(testCase.children("failure").first)
    #expect(
      failure.attributes["message"]
        == #"a <b> & "c" 'd'"# + "\ttab" + #"\nline\u{1B}[31m \u{FFFF}"#)
    #expect(
      failure.text
        == printablePath + ":2:3: error: " + #"a <b> & "c" 'd'"# + "\ttab"
        + #"\nline\u{1B}[31m \u{FFFF} [invalid-value]"#)
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
