import Foundation
import Testing

@testable import ViewLoader

extension InterfaceBuilderLayoutTests {
  /// Labels in Roboto, the custom font apps most often bundle, are as wide and as high as
  /// Xcode saved them (an app's timecard screen, two pixels a point), measured with Roboto's
  /// own advances and line height, not the system font's.
  @Test(arguments: [true, false])
  func labelsInRobotoHaveTheSizesXcodeSaved(canvas: Bool) throws {
    let saved: [(id: String, size: Size)] = [
      ("regular", Size(width: 84.5, height: 15.5)), ("overtime", Size(width: 92.5, height: 15.5)),
      ("day", Size(width: 43, height: 15.5)), ("date", Size(width: 69.5, height: 15.5)),
      ("total", Size(width: 19, height: 15.5)),
    ]
    let views = try Self.laidOut("RobotoLabels.xib", canvas: canvas, clearing: saved.map(\.id))
    for (id, size) in saved {
      #expect(views[id]?.frame.size == size, "\(id)")
    }
    // The system font, which measured them before, gives other widths.
    let system = TextMeasurer(font: .system(size: 13, weight: .light))
    let roboto = try TextMeasurer(font: #require(TextFont(description: "Roboto-Light 13")))
    #expect(abs(system.width(of: "Overtime Hours:") - roboto.width(of: "Overtime Hours:")) > 1)
  }
}
