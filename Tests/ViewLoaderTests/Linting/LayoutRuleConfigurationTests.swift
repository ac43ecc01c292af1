import Foundation
import Testing

@testable import ViewLoader

/// The two layout rules lay a document out only for what a configuration leaves on: either
/// rule reports on its own when the other is off, and neither reports when both are.
@Suite struct LayoutRuleConfigurationTests {
  private static let files = [
    "invalid/unsatisfiable-constraints/WidthTwice.xib", "invalid/ambiguous-layout/NoTop.xib",
  ]

  /// The layout rules' findings over both example documents, with some rules off.
  private func layoutFindings(off rules: [RuleID]) throws -> [String] {
    var configuration = LintConfiguration()
    for rule in rules { configuration.severities[rule.rawValue] = .some(nil) }
    let linter = try Linter(configuration: configuration)
    let layoutRules = [RuleID.unsatisfiableConstraints.rawValue, RuleID.ambiguousLayout.rawValue]
    return Self.files.flatMap { file in
      linter.lint(path: Fixture.root.appendingPathComponent(file).path)
        .filter { layoutRules.contains($0.rule) }
        .map { "\($0.location.line):\($0.location.column) \($0.rule)" }
    }
  }

  @Test func eachRuleReportsWithTheOtherOff() throws {
    let both = try layoutFindings(off: [])
    #expect(both == ["14:25 unsatisfiable-constraints", "10:17 ambiguous-layout"])
    #expect(try layoutFindings(off: [.ambiguousLayout]) == ["14:25 unsatisfiable-constraints"])
    #expect(try layoutFindings(off: [.unsatisfiableConstraints]) == ["10:17 ambiguous-layout"])
  }

  @Test func neitherReportsWithBothOff() throws {
    #expect(try layoutFindings(off: [.unsatisfiableConstraints, .ambiguousLayout]) == [])
  }
}
