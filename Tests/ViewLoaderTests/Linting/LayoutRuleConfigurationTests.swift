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

extension LayoutRuleConfigurationTests {
  /// A document whose views are of app classes known only from a schema is laid out as their
  /// kit classes: the layout rules report with the schema what they report without it.
  /// The folder of documents whose app classes its `viewcheck-schema.json` describes.
  static let schemaFolder = Fixture.root.appendingPathComponent("layout/schema")

  /// A linter with the folder's schema.
  static func linterWithSchema() throws -> Linter {
    let schema = schemaFolder.appendingPathComponent("viewcheck-schema.json").path
    var configuration = LintConfiguration()
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: schema)))
    configuration.schemas = [try LintSchema(json: bytes, file: schema)]
    return try Linter(configuration: configuration)
  }

  @Test func aSchemaDescribedClassIsLaidOutAsItsKitClass() throws {
    let path = Self.schemaFolder.appendingPathComponent("AppClassRow.xib").path
    func layoutFindings(_ linter: Linter) -> [String] {
      linter.lint(path: path).filter { $0.rule == RuleID.unsatisfiableConstraints.rawValue }
        .map { "\($0.location.line):\($0.location.column)" }
    }
    let withSchema = layoutFindings(try Self.linterWithSchema())
    #expect(withSchema == ["33:25"])
    #expect(withSchema == layoutFindings(try Linter()))
  }
}

extension LayoutRuleConfigurationTests {
  /// A constraint the kit makes (a content hugging) is named as what it is when it is the one
  /// left out, not as "the required constraint the content hugging".
  @Test func aKitMadeConstraintLeftOutIsNamedAsWhatItIs() throws {
    let path = Fixture.root.appendingPathComponent(
      "invalid/unsatisfiable-constraints/RequiredHugging.xib"
    ).path
    let messages = try Linter().lint(path: path).map(\.message)
    #expect(
      messages == [
        "the required content hugging (width) of 'Label' tTl-aB-cDe contradicts 3 required constraints before it: it is left out"
      ])
  }

  /// What a left-out constraint contradicts is counted and named once per source: a stack
  /// view's arrangement is several of the solver's constraints, one note.
  @Test func aStackViewsArrangementIsNamedOnce() throws {
    let path = Fixture.root.appendingPathComponent(
      "invalid/unsatisfiable-constraints/StackArrangement.xib"
    ).path
    let finding = try #require(try Linter().lint(path: path).first)
    let notes = finding.notes.map(\.message)
    #expect(Set(notes).count == notes.count, "\(notes)")
    #expect(notes.contains("it contradicts the arrangement of 'StackView' stk-aB-cDe"))
    #expect(finding.message.contains("contradicts \(notes.count) required constraints"))
  }
}

extension LayoutRuleConfigurationTests {
  /// `frame-outside-parent` measures a view's alignment rectangle in a file with app classes
  /// known only from a schema as it does in one without them: with each such class standing
  /// in as its kit class, an AppKit label 2 points past its parent's edge is inside it, and
  /// the content of an app's scroll view may be larger than it.
  @Test func alignmentInsetsHoldBesideAppClassesKnownFromASchema() throws {
    let path = Self.schemaFolder.appendingPathComponent("AppKitLabelsInAnAppClass.nib").path
    let findings = try Self.linterWithSchema().lint(path: path)
      .map { "\($0.location.line):\($0.location.column) \($0.rule)" }
    #expect(findings == ["13:18 frame-outside-parent"])
  }
}
