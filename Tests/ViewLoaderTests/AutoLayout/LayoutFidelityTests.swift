import Foundation
import Testing

@testable import ViewLoader

/// How close the solved layout comes to the frames Interface Builder wrote: every document of
/// `Fixtures/xib` with constraints is loaded, each top-level view laid out at the size it was
/// saved at, and each view's solved frame compared with the one in the file (the views Xcode
/// marked `misplaced` aside: their frames are not the constraints' solution). The figures are
/// in Documentation/LayoutFidelity.md; set `VIEWLOADER_LAYOUT_FIDELITY_REPORT=/tmp/layout.txt`
/// to write them and each view that is off.
@Suite struct LayoutFidelityTests {
  /// The share of views within 1 pt that the corpus reaches, measured; the test fails when a
  /// change lowers it.
  static let measuredShare = 0.486

  struct FileResult {
    var file: String
    var views = 0
    var within = 0
    /// The views Xcode did not mark ambiguous either, and how many of them are within 1 pt.
    var determined = 0
    var determinedWithin = 0
    var offViews: [String] = []
  }

  /// The ids of the elements Xcode marked with `flag="YES"` (`misplaced`, `ambiguous`).
  static func markedIDs(_ flag: String, in text: String) -> Set<String> {
    var ids: Set<String> = []
    let regex = try! NSRegularExpression(pattern: "<[a-zA-Z]+ [^>]*\(flag)=\"YES\"[^>]*>")
    let idPattern = try! NSRegularExpression(pattern: " id=\"([^\"]+)\"")
    let range = NSRange(text.startIndex..., in: text)
    for match in regex.matches(in: text, range: range) {
      let tag = String(text[Range(match.range, in: text)!])
      let tagRange = NSRange(tag.startIndex..., in: tag)
      if let id = idPattern.firstMatch(in: tag, range: tagRange) {
        ids.insert(String(tag[Range(id.range(at: 1), in: tag)!]))
      }
    }
    return ids
  }

  static func measure(_ file: String) throws -> FileResult {
    let url = CorpusTests.folder.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    let misplaced = markedIDs("misplaced", in: text)
    let ambiguous = markedIDs("ambiguous", in: text)
    let loaded = try Linter().instantiateForPicture(path: url.path).get()
    var result = FileResult(file: file)
    for case let root as View in loaded.topLevelObjects {
      var saved: [(View, Rect)] = []
      var pending = root.subviews
      while let view = pending.popLast() {
        saved.append((view, view.frame))
        pending += view.subviews
      }
      root.layoutIfNeeded()
      for (view, frame) in saved {
        if let id = view.nibID, misplaced.contains(id) { continue }
        result.views += 1
        let isDetermined = !(view.nibID.map(ambiguous.contains) ?? false)
        if isDetermined { result.determined += 1 }
        let solved = view.frame
        let off = max(
          abs(solved.origin.x - frame.origin.x), abs(solved.origin.y - frame.origin.y),
          abs(solved.size.width - frame.size.width), abs(solved.size.height - frame.size.height))
        if off <= 1 {
          result.within += 1
          if isDetermined { result.determinedWithin += 1 }
        } else {
          result.offViews.append(
            "  \(view.nibID ?? "?") \(type(of: view))\(isDetermined ? "" : " (ambiguous)") saved \(describe(frame)) solved \(describe(solved))"
          )
        }
      }
    }
    return result
  }

  static func describe(_ rect: Rect) -> String {
    String(
      format: "%.1f %.1f %.1f %.1f", rect.origin.x, rect.origin.y, rect.size.width,
      rect.size.height)
  }

  static let files: [String] = CorpusTests.documents.filter { file in
    file != CorpusTests.brokenOnPurpose
      && ((try? String(
        contentsOf: CorpusTests.folder.appendingPathComponent(file), encoding: .utf8))?
        .contains("<constraint ") ?? false)
  }

  @Test func solvedFramesMatchInterfaceBuilders() throws {
    var report = ""
    var views = 0
    var within = 0
    var determined = 0
    var determinedWithin = 0
    for file in Self.files {
      let result = try Self.measure(file)
      views += result.views
      within += result.within
      determined += result.determined
      determinedWithin += result.determinedWithin
      report +=
        "\(file)\t\(result.within)/\(result.views)\t\(result.determinedWithin)/\(result.determined)\n"
        + result.offViews.joined(separator: "\n")
        + (result.offViews.isEmpty ? "" : "\n")
    }
    let share = Double(within) / Double(max(views, 1))
    let determinedShare = Double(determinedWithin) / Double(max(determined, 1))
    report += "overall\t\(within)/\(views)\t\(String(format: "%.1f", share * 100))%\n"
    report +=
      "not marked ambiguous\t\(determinedWithin)/\(determined)\t\(String(format: "%.1f", determinedShare * 100))%\n"
    if let path = ProcessInfo.processInfo.environment["VIEWLOADER_LAYOUT_FIDELITY_REPORT"] {
      try report.write(toFile: path, atomically: true, encoding: .utf8)
    }
    #expect(share >= Self.measuredShare, "\(within) of \(views) views within 1 pt")
  }
}
