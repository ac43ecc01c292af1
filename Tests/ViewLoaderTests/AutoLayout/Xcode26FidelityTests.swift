import Foundation
import Testing

@testable import ViewLoader

/// How close the solved layout comes to the frames Xcode 26 wrote, with macOS 26's controls:
/// the documents of `Fixtures/layout/xcode26` (two projects' windows and preferences, saved by
/// Xcode 26) measured as `LayoutFidelityTests` measures the corpus, which Xcode 26 saved none
/// of. The figures are in Documentation/LayoutFidelity.md.
@Suite struct Xcode26FidelityTests {
  static let folder = Fixture.root.appendingPathComponent("layout/xcode26")

  /// The share of views within 1 pt, measured; the test fails when a change lowers it.
  static let measuredShare = 0.849
  /// The share of the views whose frames do not depend on measured text within 1 pt.
  static let measuredNonTextShare = 0.980

  static let files: [String] = {
    let projects = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return projects.sorted().flatMap { project in
      let documents =
        (try? FileManager.default.contentsOfDirectory(
          atPath: folder.appendingPathComponent(project).path)) ?? []
      return documents.filter { $0.hasSuffix(".xib") }.sorted().map { "\(project)/\($0)" }
    }
  }()

  @Test func theFolderHoldsDocumentsXcode26Saved() throws {
    #expect(Self.files.count == 11)
    for file in Self.files {
      let text = try String(
        contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
      let version = try #require(
        text.firstRange(of: "toolsVersion=\"").map { text[$0.upperBound...] })
      #expect(
        AppKitRelease(toolsVersion: String(version.prefix { $0 != "\"" })) == .macOS26, "\(file)")
    }
  }

  @Test func solvedFramesMatchXcode26s() throws {
    var views = 0
    var within = 0
    var nonText = 0
    var nonTextWithin = 0
    var report = ""
    for file in Self.files {
      let result = try LayoutFidelityTests.measure(file, in: Self.folder)
      views += result.views
      within += result.within
      nonText += result.nonText
      nonTextWithin += result.nonTextWithin
      report +=
        "\(file)\t\(result.within)/\(result.views)\t\(result.nonTextWithin)/\(result.nonText)\n"
      report += result.offViews.map { $0 + "\n" }.joined()
    }
    if let path = ProcessInfo.processInfo.environment["VIEWLOADER_LAYOUT_FIDELITY_REPORT"] {
      try report.write(toFile: path + ".xcode26", atomically: true, encoding: .utf8)
    }
    let share = Double(within) / Double(max(views, 1))
    let nonTextShare = Double(nonTextWithin) / Double(max(nonText, 1))
    #expect(share >= Self.measuredShare, "\(within) of \(views) views within 1 pt")
    #expect(
      nonTextShare >= Self.measuredNonTextShare,
      "\(nonTextWithin) of \(nonText) views not depending on text within 1 pt")
  }
}
