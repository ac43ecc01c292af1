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
