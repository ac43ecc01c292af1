import Foundation
import Testing

@testable import ViewLoader

extension InterfaceBuilderLayoutTests {
  /// A button of an iOS 15 configuration is its image or title padded by 7 points above and
  /// below and 12 at the sides (or by the insets its configuration sets), its title rounded
  /// to the display's pixels; a button without one has no padding around an image.
  @Test(arguments: [true, false])
  func aConfiguredButtonPadsItsContent(canvas: Bool) throws {
    let views = try Self.laidOut(
      "ConfiguredButtons.xib", canvas: canvas, clearing: ["icon", "title", "insets", "legacy"])
    #expect(views["icon"]?.frame == Rect(x: 20, y: 20, width: 43, height: 33))
    let measurer = TextMeasurer(font: .system(size: 17))
    let title = try #require(views["title"])
    #expect(
      title.frame.width == TextMeasurer.roundUp(measurer.width(of: "Continue"), scale: 3) + 24)
    #expect(title.frame.height == TextMeasurer.roundUp(measurer.lineHeight, scale: 3) + 14)
    // Not whole points: the display's pixels, a third of a point on this phone.
    #expect(title.frame.height.rounded() != title.frame.height)
    #expect(views["insets"]?.frame == Rect(x: 20, y: 120, width: 35, height: 27))
    #expect(views["legacy"]?.frame == Rect(x: 20, y: 170, width: 19, height: 19))
  }
}
