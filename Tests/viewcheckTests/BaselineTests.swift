import Foundation
import Testing
import ViewLoader

@testable import viewcheck

@Suite struct BaselineTests {
  private func finding(_ file: String, _ line: Int, _ rule: String, _ message: String)
    -> Diagnostic
  {
    Diagnostic(severity: .error, rule: rule, message: message, location: at(file, line, 1))
  }

  @Test func roundTripKeepsMultiplicity() throws {
    let findings = [
      finding("b.nib", 1, "duplicate-id", "duplicate id 'x'"),
      finding("b.nib", 9, "duplicate-id", "duplicate id 'x'"),
      finding("a.nib", 3, "unused-id", "id 'y' is never used"),
    ]
    let baseline = Baseline(diagnostics: findings)
    let text = baseline.serialized()
    #expect(
      text == """
        {
          "files": {
            "a.nib": [
              {
                "count": 1,
                "message": "id 'y' is never used",
                "rule": "unused-id"
              }
            ],
            "b.nib": [
              {
                "count": 2,
                "message": "duplicate id 'x'",
                "rule": "duplicate-id"
              }
            ]
          },
          "version": 1
        }

        """)
    let read = try Baseline.parse(Data(text.utf8), path: "baseline.json")
    #expect(read == baseline)
    #expect(read.filter(findings).isEmpty)
  }

  @Test func countsAbsorbOneFindingEach() {
    let one = finding("a.nib", 1, "duplicate-id", "duplicate id 'x'")
    let baseline = Baseline(diagnostics: [one])
    let moved = finding("a.nib", 40, "duplicate-id", "duplicate id 'x'")
    let third = finding("a.nib", 50, "duplicate-id", "duplicate id 'x'")
    #expect(baseline.filter([moved]).isEmpty)
    #expect(baseline.filter([moved, third]) == [third])
    #expect(baseline.filter([finding("a.nib", 1, "duplicate-id", "duplicate id 'z'")]).count == 1)
    #expect(baseline.filter([finding("c.nib", 1, "duplicate-id", "duplicate id 'x'")]).count == 1)
    #expect(baseline.filter([finding("a.nib", 1, "unused-id", "duplicate id 'x'")]).count == 1)
  }

  /// Precomposed (U+00E9) and decomposed (`e`, U+0301) `café`: equal as Swift `String`s, but
  /// two file names on Linux and two messages as printed.
  private let composed = "caf\u{E9}"
  private let decomposed = "cafe\u{301}"

  @Test func unicodeSpellingsOfAFileOrMessageAreDifferentKeys() {
    let baseline = Baseline(diagnostics: [
      finding("\(composed).nib", 1, "unknown-property", "no property '\(composed)'")
    ])
    #expect(baseline.counts.count == 1)
    let otherFile = finding("\(decomposed).nib", 1, "unknown-property", "no property '\(composed)'")
    let otherMessage = finding(
      "\(composed).nib", 2, "unknown-property", "no property '\(decomposed)'")
    #expect(baseline.filter([otherFile]).count == 1)
    #expect(baseline.filter([otherMessage]).count == 1)
    #expect(
      baseline.filter([otherMessage, otherFile]).map { Array($0.location.file.utf8) }
        == [composed, decomposed].map { Array("\($0).nib".utf8) })
  }

  @Test func unicodeSpellingsRoundTripAsSeparateEntries() throws {
    let findings = [
      finding("\(composed).nib", 1, "unknown-property", "no property '\(composed)'"),
      finding("\(composed).nib", 2, "unknown-property", "no property '\(decomposed)'"),
      finding("\(decomposed).nib", 1, "unknown-property", "no property '\(composed)'"),
      finding("\(decomposed).nib", 2, "unknown-property", "no property '\(decomposed)'"),
    ]
    let baseline = Baseline(diagnostics: findings)
    #expect(baseline.counts.count == 4)
    #expect(baseline.counts.values.allSatisfy { $0 == 1 })
    let text = baseline.serialized()
    // Files and entries in the order of their bytes: `e` (0x65) before U+00E9 (0xC3 0xA9).
    let entry = { (message: String) in
      """
            {
              "count": 1,
              "message": "no property '\(message)'",
              "rule": "unknown-property"
            }
      """
    }
    let file = { (name: String) in
      """
          "\(name).nib": [
      \(entry(decomposed)),
      \(entry(composed))
          ]
      """
    }
    let expected = """
      {
        "files": {
      \(file(decomposed)),
      \(file(composed))
        },
        "version": 1
      }

      """
    #expect(Array(text.utf8) == Array(expected.utf8))
    let read = try Baseline.parse(Data(text.utf8), path: "baseline.json")
    #expect(read.counts.count == 4)
    #expect(read == baseline)
    #expect(read.filter(findings).isEmpty)
  }

  @Test func entriesForTheSameKeyAddUp() throws {
    let baseline = try Baseline.parse(
      Data(
        (#"{"version": 1, "files": {"a.nib": [{"rule": "r", "message": "m", "count": 1}, "#
          + #"{"rule": "r", "message": "m", "count": 2}]}}"#).utf8),
      path: "b.json")
    #expect(baseline.counts == [Baseline.Key(file: "a.nib", rule: "r", message: "m"): 3])
  }

  @Test func emptyBaseline() throws {
    let text = Baseline(diagnostics: []).serialized()
    #expect(text == "{\n  \"files\": {},\n  \"version\": 1\n}\n")
    #expect(try Baseline.parse(Data(text.utf8), path: "b.json").counts.isEmpty)
  }

  @Test(arguments: [
    (
      "[]", "b.json: not a viewcheck baseline: expected a JSON object at the top level, found array"
    ),
    (#"{"files": {}}"#, "b.json: not a viewcheck baseline: 'version' must be 1"),
    (#"{"version": 2, "files": {}}"#, "b.json: not a viewcheck baseline: 'version' must be 1"),
    (#"{"version": 1}"#, "b.json: not a viewcheck baseline: 'files' must be an object"),
    (#"{"version": 1, "files": {}, "x": 1}"#, "b.json: not a viewcheck baseline: unknown key 'x'"),
    (
      #"{"version": 1, "files": {}, "version": 1}"#,
      "b.json: not a viewcheck baseline: duplicate key 'version'"
    ),
    (
      #"{"version": 1, "files": {"a.nib": [], "b": [], "a.nib": []}}"#,
      "b.json: not a viewcheck baseline: duplicate key 'files.a.nib'"
    ),
    (
      #"{"version": 1, "files": {"a": [{"rule": "r", "message": "m", "count": 1, "count": 1}]}}"#,
      "b.json: not a viewcheck baseline: duplicate key 'files.a[0].count'"
    ),
    (
      #"{"version": 1, "files": {"a": {}}}"#,
      "b.json: not a viewcheck baseline: 'files.a' must be an array"
    ),
    (
      #"{"version": 1, "files": {"a": [{"rule": "r", "message": "m", "count": 0}]}}"#,
      "b.json: not a viewcheck baseline: 'files.a[0]' must be an object with a string 'rule', "
        + "a string 'message' and a whole 'count' of at least 1"
    ),
    (
      #"{"version": 1, "files": {"a": [{"rule": "r", "message": "m", "count": 1, "line": 3}]}}"#,
      "b.json: not a viewcheck baseline: 'files.a[0]' must be an object with a string 'rule', "
        + "a string 'message' and a whole 'count' of at least 1"
    ),
  ])
  func invalidBaselines(_ json: String, _ message: String) {
    #expect(throws: RunFailure(message)) {
      try Baseline.parse(Data(json.utf8), path: "b.json")
    }
  }

  @Test func notJSON() {
    #expect {
      try Baseline.parse(Data("nope".utf8), path: "b.json")
    } throws: { error in
      (error as? RunFailure)?.message
        == "b.json: not valid JSON (The given data was not valid JSON.)"
    }
  }
}
