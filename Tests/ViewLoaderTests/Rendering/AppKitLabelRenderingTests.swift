import Foundation
import Testing

@testable import ViewLoader

/// Where the picture draws AppKit labels' lines (`AppKitLabels.nib`), read back from the SVG.
@Suite struct AppKitLabelRenderingTests {
  /// A label's lines start at the top of its frame, as AppKit draws them, whether it wraps or
  /// clips: stretched to three lines' height, its one line is where a label of its own height
  /// draws it (it was centred in the frame, between the checkboxes beside it in HandBrake's
  /// preferences).
  @Test func aLabelTallerThanItsTextDrawsItFromTheTop() throws {
    let library = NibLibrary(directory: renderFixtures, registry: .standard)
    let root = try #require(
      library.nib(named: "AppKitLabels").instantiate().topLevelObjects.first as? View)
    let picture = try SVGInspection(SVGRenderer().render(root))
    func baseline(_ id: String) throws -> String? {
      try #require(picture.group(id: id)).children.first { $0.name == "text" }?.attributes["y"]
    }
    let short = try #require(try baseline("short"))
    #expect(try baseline("tall") == short)
    #expect(try baseline("clipping") == short)
  }
}
