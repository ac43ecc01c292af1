import Testing

@testable import ViewLoader

extension InterfaceBuilderLayoutTests {
  /// A search bar without a height of its own is as high as the UIKit of the Xcode that saved
  /// its document drew it on the canvas: 44 points before iOS 11 (Xcode 7), 56 since and 50 in
  /// the minimal style (Xcode 14); loaded, today's.
  @Test(arguments: [
    ("SearchBarsOfXcode7.xib", true, 44.0, 44.0), ("SearchBarsOfXcode7.xib", false, 56, 50),
    ("SearchBarsOfXcode14.xib", true, 56, 50), ("SearchBarsOfXcode14.xib", false, 56, 50),
  ])
  func aSearchBarIsAsHighAsItsUIKitDrewIt(
    file: String, canvas: Bool, height: Double, minimalHeight: Double
  ) throws {
    let views = try Self.laidOut(file, canvas: canvas, clearing: ["search", "minimal"])
    #expect(views["search"]?.frame == Rect(x: 0, y: 0, width: 320, height: height))
    #expect(views["minimal"]?.frame == Rect(x: 0, y: 100, width: 320, height: minimalHeight))
  }
}

extension InterfaceBuilderLayoutTests {
  /// A view the canvas lays out under a simulated translucent navigation bar has its safe area
  /// below the bar (an iPhone 11's 48 points and the bar's 44); loaded, the document knows of
  /// no bar.
  @Test(arguments: [(true, 92.0), (false, 48)])
  func aSimulatedNavigationBarIsOverTheSafeArea(canvas: Bool, top: Double) throws {
    let views = try Self.laidOut("SimulatedNavigationBar.xib", canvas: canvas, clearing: ["bar"])
    #expect(views["bar"]?.frame == Rect(x: 0, y: top, width: 414, height: 50))
  }
}
