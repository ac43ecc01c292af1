import Testing

@testable import ViewLoader

extension InterfaceBuilderLayoutTests {
  /// The system font's bold and semibold widths are SF Pro's, as Xcode measured the same texts
  /// in public projects' documents (Inter's advances scaled by the factor
  /// `scripts/generate-font-metrics.py` fits to them): each label, sized by its text alone,
  /// is within half a point of the width Xcode saved, on iOS and as an AppKit label.
  @Test(arguments: [
    ("SystemFontWeights.xib", ["boldLabel": 44.5, "semiboldName": 105, "boldProgress": 210.5]),
    ("AppKitBoldLabels.xib", ["cores": 170, "application": 129, "notes": 88]),
  ])
  func boldLabelsAreAsWideAsXcodeMeasuredThem(file: String, widths: [String: Double]) throws {
    let views = try Self.laidOut(file, clearing: Array(widths.keys))
    for (id, width) in widths.sorted(by: { $0.key < $1.key }) {
      let solved = try #require(views[id]).frame.size.width
      #expect(abs(solved - width) <= 0.5, "\(id): \(solved)")
    }
    let path = Self.folder.appendingPathComponent(file).path
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }
}
