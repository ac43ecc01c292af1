import Foundation
import Testing

/// `Documentation/LayoutFidelity.md`'s two tables of figures (overall and per file), made from
/// what ``LayoutFidelityTests`` measures: the test fails when the page shows other figures,
/// and `VIEWLOADER_WRITE_DOCS=1` rewrites them.
enum FidelityPage {
  static let page = Fixture.root.deletingLastPathComponent()
    .appendingPathComponent("Documentation/LayoutFidelity.md")
  static let overallMarker =
    "<!-- overall: measured by LayoutFidelityTests, which checks it; VIEWLOADER_WRITE_DOCS=1 rewrites it -->"
  static let perFileMarker =
    "<!-- per file: measured by LayoutFidelityTests, which checks it; VIEWLOADER_WRITE_DOCS=1 rewrites it -->"

  static func percent(_ part: Int, of whole: Int) -> String {
    String(format: "%.1f%%", Double(part) / Double(max(whole, 1)) * 100)
  }

  static func overallTable(
    views: Int, within: Int, nonText: Int, nonTextWithin: Int, determined: Int,
    determinedWithin: Int
  ) -> String {
    let text = views - nonText
    let textWithin = within - nonTextWithin
    return [
      "| views | within 1 pt | share |",
      "|---|--:|--:|",
      "| all | \(within) of \(views) | **\(percent(within, of: views))** |",
      "| not depending on measured text | \(nonTextWithin) of \(nonText) | **\(percent(nonTextWithin, of: nonText))** |",
      "| depending on measured text | \(textWithin) of \(text) | **\(percent(textWithin, of: text))** |",
      "| not marked `ambiguous` by Xcode | \(determinedWithin) of \(determined) | \(percent(determinedWithin, of: determined)) |",
    ].joined(separator: "\n")
  }

  static func perFileTable(_ results: [LayoutFidelityTests.FileResult]) -> String {
    var lines = [
      "| file | within 1 pt | views | not depending on text: within 1 pt | of |",
      "|---|--:|--:|--:|--:|",
    ]
    for result in results {
      lines.append(
        "| `\(result.file)` | \(result.within) | \(result.views) | \(result.nonTextWithin) | \(result.nonText) |"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// Compares the tables after the page's two markers (each runs to the next blank line or the
  /// page's last line end) with `overall` and `perFile`, or rewrites them under `VIEWLOADER_WRITE_DOCS=1`.
  static func check(overall: String, perFile: String) throws {
    var text = try String(contentsOf: page, encoding: .utf8)
    let rewrites = ProcessInfo.processInfo.environment["VIEWLOADER_WRITE_DOCS"] == "1"
    for (marker, table) in [(overallMarker, overall), (perFileMarker, perFile)] {
      let start = try #require(
        text.range(of: marker + "\n"), "Documentation/LayoutFidelity.md lost the marker \(marker)")
      let rest = text[start.upperBound...]
      let end =
        rest.range(of: "\n\n")?.lowerBound
        ?? (rest.hasSuffix("\n") ? rest.index(before: rest.endIndex) : rest.endIndex)
      let current = String(text[start.upperBound..<end])
      if rewrites {
        text.replaceSubrange(start.upperBound..<end, with: table)
      } else {
        #expect(
          current == table,
          "Documentation/LayoutFidelity.md shows other figures than measured: run VIEWLOADER_WRITE_DOCS=1 swift test --filter LayoutFidelityTests"
        )
      }
    }
    if rewrites { try text.write(to: page, atomically: true, encoding: .utf8) }
  }
}
