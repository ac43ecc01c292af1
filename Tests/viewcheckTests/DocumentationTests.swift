import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// The reference pages made from the code are current: Documentation/Rules.md is exactly what
/// `viewcheck rules --format markdown` prints, and the kit section of
/// Documentation/NibFormat.md exactly what `viewcheck schema --format markdown` prints. A new
/// rule, kit type, property or event fails here until `scripts/update-docs.sh` is run.
@Suite struct DocumentationTests {
  static let documentation = fixturesDirectory.deletingLastPathComponent()
    .appendingPathComponent("Documentation")
  static let regenerate = "run scripts/update-docs.sh to regenerate it, and commit the result"

  private func page(_ name: String) throws -> String {
    try String(contentsOf: Self.documentation.appendingPathComponent(name), encoding: .utf8)
  }

  /// The kit's schema document, as `viewcheck schema` prints it.
  private func kitSchema() throws -> JSONValue {
    try #require(JSONValue.read(acceptedBytes: Array(LintSchema.standardKitJSON())))
  }

  /// The text between the GENERATED KIT markers of NibFormat.md.
  private func kitSection() throws -> String {
    let text = try page("NibFormat.md")
    let begin = "<!-- BEGIN GENERATED KIT -->\n"
    let end = "<!-- END GENERATED KIT -->"
    let start = try #require(text.range(of: begin), "NibFormat.md has no '\(begin)' marker")
    let stop = try #require(
      text.range(of: end, range: start.upperBound..<text.endIndex),
      "NibFormat.md has no '\(end)' marker")
    return String(text[start.upperBound..<stop.lowerBound])
  }

  /// The first line where `committed` and `generated` differ, as a short report; `nil` when
  /// they are equal.
  private func firstDifference(_ committed: String, _ generated: String) -> String? {
    guard committed != generated else { return nil }
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
      zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(old.count, new.count)
    let line = { (lines: [Substring]) in index < lines.count ? "'\(lines[index])'" : "the end" }
    return "line \(index + 1) is \(line(old)), generated: \(line(new))"
  }

  @Test func rulesPageIsCurrent() throws {
    let difference = firstDifference(try page("Rules.md"), Rules.renderMarkdown())
    #expect(
      difference == nil,
      "Documentation/Rules.md differs from the rule catalogue (\(difference ?? "")): \(Self.regenerate)"
    )
  }

  @Test func rulesPageHasEveryRule() throws {
    let committed = try page("Rules.md")
    let missing = RuleCatalog.all.map(\.id).filter { !committed.contains("\n## `\($0)`\n") }
    #expect(missing.isEmpty, "Documentation/Rules.md lacks \(missing): \(Self.regenerate)")
  }

  @Test func kitSectionIsCurrent() throws {
    let expected = KitReference.markdown(schema: try kitSchema())
    let difference = firstDifference(try kitSection(), expected)
    #expect(
      difference == nil,
      """
      The kit section of Documentation/NibFormat.md differs from the registry (of the section, \
      \(difference ?? "")): \(Self.regenerate)
      """)
  }

  @Test func commandsPrintThePages() throws {
    let rules = runInProcess(["rules", "--format", "markdown"])
    #expect(rules.status == 0 && rules.error.isEmpty)
    #expect(rules.output == Rules.renderMarkdown())
    let kit = runInProcess(["schema", "--format=markdown"])
    #expect(kit.status == 0 && kit.error.isEmpty)
    #expect(kit.output == (try kitSection()))
    #expect(kit.output.hasPrefix("<!-- Generated from the type registry"))
  }

  /// The command-line reference names every subcommand in its synopsis and every option that
  /// a subcommand's help lists, so that an option added to the code is also added to the page.
  @Test func commandLinePageHasEverySubcommandAndOption() throws {
    let text = try page("viewcheck.md")
    let synopsis = try #require(
      text.components(separatedBy: "```").dropFirst().first, "viewcheck.md has no synopsis block")
    var missing: [String] = []
    for command in CommandName.allCases {
      let invocation = command == .lint ? "viewcheck [lint]" : "viewcheck \(command.rawValue)"
      if !synopsis.contains("\n\(invocation) ") { missing.append(invocation) }
      // An option's line in the help starts with it: `  --once`, `  -o, --output <file>`.
      for line in Help.text(for: command).split(separator: "\n") {
        let words = line.split(separator: " ")
        guard line.hasPrefix("  -"), let option = words.first(where: { $0.hasPrefix("--") })
        else { continue }
        let name = option.prefix { $0 != "<" && $0 != "=" }
        if !text.contains("`\(name)") && !text.contains(" \(name) ") && !text.contains("[\(name)") {
          missing.append("\(command.rawValue) \(name)")
        }
      }
    }
    #expect(missing.isEmpty, "Documentation/viewcheck.md does not mention \(missing)")
  }

  /// Every registered type, property and event of the kit appears in the section, under its
  /// type's heading: named one by one, so that a failure says what is missing.
  @Test func kitSectionHasEveryTypePropertyAndEvent() throws {
    let section = try kitSection()
    guard case .array(let types)? = try kitSchema()["types"] else {
      Issue.record("the kit's schema has no types")
      return
    }
    #expect(types.count >= 13)
    var missing: [String] = []
    for type in types {
      guard case .string(let name)? = type["name"] else { continue }
      let heading = "\n### `\(name)`\n"
      guard let start = section.range(of: heading) else {
        missing.append(name)
        continue
      }
      let rest = section[start.upperBound...]
      let body = rest.range(of: "\n### ").map { rest[..<$0.lowerBound] } ?? rest
      if case .object(let properties)? = type["properties"] {
        for property in properties where !body.contains("| `\(property.key)` |") {
          missing.append("\(name).\(property.key)")
        }
      }
      if case .array(let events)? = type["events"] {
        for case .string(let event) in events where !body.contains("`\(event)`") {
          missing.append("\(name) event \(event)")
        }
      }
    }
    #expect(
      missing.isEmpty,
      "Documentation/NibFormat.md does not document \(missing): \(Self.regenerate)")
  }
}
