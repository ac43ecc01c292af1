import Foundation
import Testing

@testable import ViewLoader

/// Aqua's push buttons, on the canvas of a document an Xcode before 12 saved.
extension InterfaceBuilderLayoutTests {
  /// Aqua's rounded bezel leaves 14 points before and after a push button's title (macOS
  /// 11's, 10): on the canvas of a document Xcode 7 saved, buttons without widths of their
  /// own are within a point of the widths Interface Builder saved for their titles; loaded,
  /// they are macOS 11's, 6 points narrower, their frames a point further out.
  @Test(arguments: [true, false])
  func aquasPushButtonsLeaveMoreRoomAroundTheirTitles(canvas: Bool) throws {
    let ids = ["userInfo", "clearState", "clearLog"]
    let views = try Self.laidOut("AquaPushButtonTitles.xib", canvas: canvas, clearing: ids)
    let saved = [155.0, 139, 94]
    for (id, width) in zip(ids, saved) {
      let frame = try #require(views[id]?.frame)
      #expect(abs(frame.size.width - (canvas ? width : width - 6)) <= 1, "\(id): \(frame)")
      #expect(frame.origin.x == (canvas ? 14 : 13))
    }
    #expect(views["clearLog"]?.frame.origin.y == (canvas ? 94 : 91))
  }
}
