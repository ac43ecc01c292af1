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
  static let measuredShare = 0.695
  /// The share of the views whose frames do not depend on measured text (see
  /// `View.descendantsDependingOnMeasuredText()`) within 1 pt; the target is all of them.
  static let measuredNonTextShare = 0.899
  /// The share of the views whose frames depend on measured text within 1 pt.
  static let measuredTextShare = 0.505

  struct FileResult {
    var file: String
    var views = 0
    var within = 0
    /// The views Xcode did not mark ambiguous either, and how many of them are within 1 pt.
    var determined = 0
    var determinedWithin = 0
    /// The views whose frames do not depend on measured text, and how many are within 1 pt.
    var nonText = 0
    var nonTextWithin = 0
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

  static func measure(_ file: String, in folder: URL = CorpusTests.folder) throws -> FileResult {
    let url = folder.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    let misplaced = markedIDs("misplaced", in: text)
    let ambiguous = markedIDs("ambiguous", in: text)
    // As Interface Builder's canvas, which saved the frames: with the constraints it removes
    // at build time.
    let loaded = try Linter().instantiateForPicture(
      path: url.path, asInterfaceBuilderCanvas: true
    )
    .get()
    var result = FileResult(file: file)
    for case let root as View in loaded.topLevelObjects {
      var saved: [(View, Rect)] = []
      var pending = root.subviews
      while let view = pending.popLast() {
        saved.append((view, view.frame))
        pending += view.subviews
      }
      let textDependent = root.descendantsDependingOnMeasuredText()
      root.layoutIfNeeded()
      for (view, frame) in saved {
        if let id = view.nibID, misplaced.contains(id) { continue }
        result.views += 1
        let isDetermined = !(view.nibID.map(ambiguous.contains) ?? false)
        if isDetermined { result.determined += 1 }
        let isText = textDependent.contains(ObjectIdentifier(view))
        if !isText { result.nonText += 1 }
        let solved = view.frame
        let off = max(
          abs(solved.origin.x - frame.origin.x), abs(solved.origin.y - frame.origin.y),
          abs(solved.size.width - frame.size.width), abs(solved.size.height - frame.size.height))
        if off <= 1 {
          result.within += 1
          if isDetermined { result.determinedWithin += 1 }
          if !isText { result.nonTextWithin += 1 }
        } else {
          let marks = (isText ? " (text)" : "") + (isDetermined ? "" : " (ambiguous)")
          result.offViews.append(
            "  \(view.nibID ?? "?") \(type(of: view))\(marks) saved \(describe(frame)) solved \(describe(solved))"
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
    var results: [FileResult] = []
    var report = ""
    var views = 0
    var within = 0
    var determined = 0
    var determinedWithin = 0
    var nonText = 0
    var nonTextWithin = 0
    for file in Self.files {
      let result = try Self.measure(file)
      views += result.views
      within += result.within
      determined += result.determined
      determinedWithin += result.determinedWithin
      nonText += result.nonText
      nonTextWithin += result.nonTextWithin
      results.append(result)
      report +=
        "\(file)\t\(result.within)/\(result.views)\t\(result.determinedWithin)/\(result.determined)"
        + "\t\(result.nonTextWithin)/\(result.nonText)\n"
        + result.offViews.joined(separator: "\n")
        + (result.offViews.isEmpty ? "" : "\n")
    }
    let share = Double(within) / Double(max(views, 1))
    let determinedShare = Double(determinedWithin) / Double(max(determined, 1))
    let nonTextShare = Double(nonTextWithin) / Double(max(nonText, 1))
    let textShare = Double(within - nonTextWithin) / Double(max(views - nonText, 1))
    report += "overall\t\(within)/\(views)\t\(String(format: "%.1f", share * 100))%\n"
    report +=
      "not marked ambiguous\t\(determinedWithin)/\(determined)\t\(String(format: "%.1f", determinedShare * 100))%\n"
    report +=
      "not depending on text\t\(nonTextWithin)/\(nonText)\t\(String(format: "%.1f", nonTextShare * 100))%\n"
      + "depending on text\t\(within - nonTextWithin)/\(views - nonText)\t\(String(format: "%.1f", textShare * 100))%\n"
    if let path = ProcessInfo.processInfo.environment["VIEWLOADER_LAYOUT_FIDELITY_REPORT"] {
      try report.write(toFile: path, atomically: true, encoding: .utf8)
    }
    try FidelityPage.check(
      overall: FidelityPage.overallTable(
        views: views, within: within, nonText: nonText, nonTextWithin: nonTextWithin,
        determined: determined, determinedWithin: determinedWithin),
      perFile: FidelityPage.perFileTable(results))
    #expect(share >= Self.measuredShare, "\(within) of \(views) views within 1 pt")
    #expect(
      nonTextShare >= Self.measuredNonTextShare,
      "\(nonTextWithin) of \(nonText) views not depending on text within 1 pt")
    #expect(
      textShare >= Self.measuredTextShare,
      "\(within - nonTextWithin) of \(views - nonText) views depending on text within 1 pt")
  }
}
