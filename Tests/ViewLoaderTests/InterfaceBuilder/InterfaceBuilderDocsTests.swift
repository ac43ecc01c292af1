import Foundation
import Testing

@testable import ViewLoader

/// `Documentation/InterfaceBuilder.md` lists every element the importer maps, with the kit type
/// it becomes, as the importer's table has it. `VIEWLOADER_WRITE_DOCS=1` rewrites the list.
@Suite struct InterfaceBuilderDocsTests {
  static let page = Fixture.root.deletingLastPathComponent()
    .appendingPathComponent("Documentation/InterfaceBuilder.md")
  static let marker =
    "<!-- elements: generated from the importer's table; `swift test --filter InterfaceBuilderDocsTests` checks it -->"

  /// The table, as the page shows it.
  static var table: String {
    var lines = [
      "| element | iOS and tvOS | macOS |", "| --- | --- | --- |",
    ]
    for row in XIBElementTable.mappedElements {
      func cell(_ name: String?) -> String {
        guard let name else { return "—" }
        return TypeRegistry.standard.type(named: name) == nil
          ? "`\(name)` (not in the kit)" : "`\(name)`"
      }
      lines.append("| `<\(row.element)>` | \(cell(row.touch)) | \(cell(row.macOS)) |")
    }
    return lines.joined(separator: "\n")
  }

  @Test func theElementTableIsCurrent() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let parts = text.components(separatedBy: Self.marker + "\n")
    try #require(parts.count == 2, "the page has no element table marker")
    let after = parts[1]
    let end = after.range(of: "\n\n")?.lowerBound ?? after.endIndex
    let current = String(after[..<end])
    if ProcessInfo.processInfo.environment["VIEWLOADER_WRITE_DOCS"] == "1" {
      let rewritten = parts[0] + Self.marker + "\n" + Self.table + after[end...]
      try rewritten.write(to: Self.page, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      current == Self.table,
      "Documentation/InterfaceBuilder.md lists other elements than the importer maps: run VIEWLOADER_WRITE_DOCS=1 swift test --filter InterfaceBuilderDocsTests"
    )
  }
}
