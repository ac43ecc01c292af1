import Foundation
import Testing

@testable import ViewLoader

#if canImport(Glibc)
  import Glibc
#endif

/// Runs every rule's failing and passing example (SwiftLint's model): the failing example must
/// give the rule's finding exactly at its `↓`, the passing example no finding at all.
@Suite struct RuleExampleTests {
  static let ruleIDs = RuleCatalog.rules.map(\.id.rawValue)

  @Test func catalogHasEveryRuleInOrderWithTheDocumentedSeverities() {
    #expect(RuleCatalog.all.map(\.id) == RuleID.allCases.map(\.rawValue))
    let warnings: Set<RuleID> = [
      .tooDeep, .tooManyViews, .frameOutsideParent, .uselessContainer, .unusedSuppression,
      .unsatisfiableConstraints, .ambiguousLayout,
    ]
    let notes: Set<RuleID> = [
      .unusedID, .ambiguousTypeLookup, .xibUnmappedElement, .xibUnresolvedName,
    ]
    for rule in RuleCatalog.rules {
      let expected: Severity =
        warnings.contains(rule.id) ? .warning : notes.contains(rule.id) ? .note : .error
      #expect(rule.defaultSeverity == expected, "\(rule.id.rawValue)")
      #expect(!rule.summary.isEmpty && !rule.summary.contains("\n"), "\(rule.id.rawValue)")
      #expect(!rule.rationale.isEmpty, "\(rule.id.rawValue)")
      #expect(!rule.passingExample.contains(ExampleMarker.character), "\(rule.id.rawValue)")
    }
    #expect(RuleCatalog.description(of: "duplicate-id")?.severity == .error)
    #expect(RuleCatalog.description(of: "no-such-rule") == nil)
    #expect(RuleCatalog.closeMatches(to: "dupe-id").first == "duplicate-id")
  }

  @Test(arguments: ruleIDs)
  func failingExampleFindsTheRuleAtTheMarker(_ id: String) throws {
    let rule = try #require(RuleCatalog.rules.first { $0.id.rawValue == id })
    let marked = try #require(
      ExampleMarker.strip(rule.failingExample), "the failing example has no ↓")
    let findings = try lint(rule, text: marked.text, kind: rule.failingExampleKind)
    let hits = findings.filter { $0.rule == id }
    #expect(
      hits.contains { $0.location.line == marked.line && $0.location.column == marked.column },
      "expected \(id) at \(marked.line):\(marked.column); got \(describe(findings))")
    #expect(
      hits.allSatisfy { $0.severity == rule.defaultSeverity },
      "findings of \(id) should have its default severity")
  }

  @Test(arguments: ruleIDs)
  func passingExampleIsClean(_ id: String) throws {
    let rule = try #require(RuleCatalog.rules.first { $0.id.rawValue == id })
    let findings = try lint(rule, text: rule.passingExample, kind: .text)
    #expect(findings.isEmpty, "expected no finding; got \(describe(findings))")
  }

  /// Writes the example and the rule's other files into a fresh folder and lints the example.
  private func lint(_ rule: any LintRule, text: String, kind: ExampleFileKind) throws
    -> [Diagnostic]
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rule-example-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, contents) in rule.extraFiles {
      try Data(contents.utf8).write(to: folder.appendingPathComponent("\(name).nib"))
    }
    let path = folder.appendingPathComponent("Example.\(rule.fileExtension)").path
    switch kind {
    case .text:
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    case .fifo:
      #expect(mkfifo(path, 0o644) == 0)
    }
    var configuration = rule.configuration
    if let schema = rule.schema {
      configuration.schemas.append(try LintSchema(json: Array(schema.utf8), file: "schema.json"))
    }
    return try Linter(configuration: configuration).lint(path: path)
  }

  private func describe(_ findings: [Diagnostic]) -> String {
    findings.isEmpty
      ? "none"
      : findings.map { "\($0.location.line):\($0.location.column) \($0.rule) \($0.message)" }
        .joined(separator: "; ")
  }
}
