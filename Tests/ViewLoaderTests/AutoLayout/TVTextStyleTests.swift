import Foundation
import Testing

@testable import ViewLoader

/// A tvOS document's text styles.
extension InterfaceBuilderLayoutTests {
  /// A tvOS document's text styles have tvOS's sizes: one line of each is within a point of
  /// the height Interface Builder saved for it, on the canvas and loaded.
  @Test(arguments: [true, false])
  func aTVDocumentsTextStylesHaveTVSizes(canvas: Bool) throws {
    let heights = ["title1": 91.0, "headline": 46, "subhead": 35, "caption": 30]
    let views = try Self.laidOut(
      "TVTextStyles.xib", canvas: canvas, clearing: Array(heights.keys))
    for (id, height) in heights {
      let frame = try #require(views[id]?.frame)
      #expect(abs(frame.size.height - height) <= 1, "\(id): \(frame)")
    }
  }

  /// The importer gives a tvOS document's text style its tvOS size, an iOS document's none
  /// (its size is the style's).
  @Test func aTextStyleHasItsPlatformsSize() {
    let attributes: [XIBName: String] = [.style: "UICTFontTextStyleHeadline"]
    #expect(XIBFonts.font(attribute: { attributes[$0] }, platform: .tvOS) == .value("headline 38"))
    #expect(XIBFonts.font(attribute: { attributes[$0] }, platform: .iOS) == .value("headline"))
    let footnote: [XIBName: String] = [.style: "UICTFontTextStyleFootnote"]
    #expect(XIBFonts.font(attribute: { footnote[$0] }, platform: .tvOS) == .value("footnote"))
  }
}
