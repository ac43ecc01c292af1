import Testing

@testable import ViewLoader

extension InterfaceBuilderLayoutTests {
  /// An AppKit segmented control has, on the canvas, its saved size (the kit does not measure
  /// AppKit's segments; UIKit's would be 32 points tall), its frame 2 points past its segments
  /// at each side, 1 above and 2 below (small, macOS 11): the view below it starts 8 points
  /// under its segments, and the linter finds nothing.
  @Test func anAppKitSegmentedControlHasItsSavedSizeOnTheCanvas() throws {
    let file = "AppKitSegmentedControl.xib"
    let views = try Self.laidOut(file, canvas: true, clearing: ["levels", "below"])
    #expect(views["levels"]?.frame == Rect(x: 18, y: 19, width: 304, height: 21))
    #expect(views["below"]?.frame == Rect(x: 20, y: 46, width: 100, height: 40))
    let path = Self.folder.appendingPathComponent(file).path
    #expect(try Linter().lint(path: path).isEmpty)
  }
}
