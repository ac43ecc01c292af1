import Foundation
import Testing

@testable import ViewLoader

/// What the picture shows of iOS 15's configured buttons
/// (`Fixtures/layout/interface-builder/ConfiguredButtons.xib`): a filled button on its tint
/// with a white title in its own font, a gray one on the system's fill, a plain one and one
/// without a configuration on nothing.
@Suite struct ConfiguredButtonRenderingTests {
  func picture() throws -> SVGInspection {
    let path = Fixture.root.appendingPathComponent(
      "layout/interface-builder/ConfiguredButtons.xib"
    ).path
    let loaded = try Linter().instantiateForPicture(path: path).get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    return try SVGInspection(SVGRenderer().render(root))
  }

  /// The shapes named `name` that the button with `id` draws, as their attributes.
  func shapes(_ name: String, of id: String, in picture: SVGInspection) throws -> [[String: String]]
  {
    try #require(picture.group(id: id)).children.filter { $0.name == name }.map(\.attributes)
  }

  @Test func aFilledButtonIsDrawnOnItsTintWithAWhiteTitleInItsFont() throws {
    let picture = try picture()
    let background = try #require(try shapes("rect", of: "title", in: picture).first)
    #expect(background["fill"] == "#007AFF" && background["rx"] == "6")
    #expect(background["width"] == "93" && background["fill-opacity"] == nil)
    let title = try #require(try shapes("text", of: "title", in: picture).first)
    #expect(title["fill"] == "#FFFFFF" && title["font-size"] == "17")
  }

  @Test func aGrayButtonIsDrawnOnTheSystemsFillAndAPlainOneOnNothing() throws {
    let picture = try picture()
    let gray = try #require(try shapes("rect", of: "insets", in: picture).first)
    #expect(gray["fill"] == "#767680" && gray["fill-opacity"] == "0.12")
    #expect(try shapes("rect", of: "icon", in: picture).isEmpty)
    #expect(try shapes("rect", of: "legacy", in: picture).isEmpty)
  }
}
