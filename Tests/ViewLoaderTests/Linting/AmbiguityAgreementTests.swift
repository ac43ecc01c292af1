import Foundation
import Testing

@testable import ViewLoader

/// How `ambiguous-layout` agrees with Interface Builder, which marks the views it finds
/// ambiguous (`ambiguous="YES"`) when it saves a document. Over the corpus's documents with
/// constraints: the views both call ambiguous, those only the rule reports, and those only
/// Xcode marked. The figures are in Documentation/LayoutFidelity.md; the test fails when the
/// agreement drops or the rule's own findings grow.
@Suite struct AmbiguityAgreementTests {
  /// The views both the rule and Xcode call ambiguous, measured.
  static let measuredAgreement = 23
  /// The views the rule reports and Xcode did not mark, measured.
  static let measuredReportedOnly = 11

  /// The lines of the elements Xcode marked ambiguous: where the rule reports a view.
  static func markedLines(in text: String) -> Set<Int> {
    let regex = try! NSRegularExpression(pattern: "<[a-zA-Z]+ [^>]*ambiguous=\"YES\"[^>]*>")
    var lines: Set<Int> = []
    let range = NSRange(text.startIndex..., in: text)
    for match in regex.matches(in: text, range: range) {
      let start = Range(match.range, in: text)!.lowerBound
      lines.insert(text[..<start].reduce(1) { $1 == "\n" ? $0 + 1 : $0 })
    }
    return lines
  }

  @Test func ambiguousLayoutAgreesWithInterfaceBuildersMarks() throws {
    var both = 0
    var reportedOnly = 0
    var markedOnly = 0
    for file in LayoutFidelityTests.files {
      let url = CorpusTests.folder.appendingPathComponent(file)
      let marked = Self.markedLines(in: try String(contentsOf: url, encoding: .utf8))
      let reported = Set(
        try Linter().lint(path: url.path).filter { $0.rule == RuleID.ambiguousLayout.rawValue }
          .map(\.location.line))
      both += reported.intersection(marked).count
      reportedOnly += reported.subtracting(marked).count
      markedOnly += marked.subtracting(reported).count
    }
    #expect(
      both >= Self.measuredAgreement,
      "\(both) views both call ambiguous (\(markedOnly) only Xcode marked)")
    #expect(
      reportedOnly <= Self.measuredReportedOnly,
      "\(reportedOnly) views reported that Xcode did not mark")
  }

  /// What a view's size inspector tells Interface Builder not to verify (`verifyAmbiguity`)
  /// is not reported: a view verified for its position only is reported for an undetermined
  /// position alone, one never verified not at all. Without the setting, all four views are.
  @Test func theSizeInspectorsAmbiguitySettingIsHonoured() throws {
    let url = Fixture.root.appendingPathComponent(
      "layout/interface-builder/AmbiguityVerification.xib")
    let text = try String(contentsOf: url, encoding: .utf8)
    func findings(_ text: String) throws -> [String] {
      try Linter().lint(contents: Array(text.utf8), path: url.path)
        .filter { $0.rule == RuleID.ambiguousLayout.rawValue }
        .map { "\($0.location.line): \($0.message)" }
    }
    #expect(
      try findings(text) == [
        "15: the frame of 'View' sized is not determined: its width (unbounded), height (unbounded) can take many values",
        "21: the frame of 'View' unplaced is not determined: its x (unbounded) can take many values",
      ])
    let verifyingAll = text.replacingOccurrences(
      of: #" verifyAmbiguity="[a-zA-Z]+""#, with: "", options: .regularExpression)
    #expect(
      try findings(verifyingAll).map { $0.prefix(while: { $0 != ":" }) } == [
        "15", "18", "21", "24",
      ])
  }
}
