import Foundation
import Testing

@testable import ViewLoader

/// What the picture shows of AppKit's help buttons and disclosure triangles
/// (`AppKitButtons.nib`), read back from the SVG.
@Suite struct AppKitButtonRenderingTests {
  func picture() throws -> SVGInspection {
    let library = NibLibrary(directory: renderFixtures, registry: .standard)
    let root = try #require(
      library.nib(named: "AppKitButtons").instantiate().topLevelObjects.first as? View)
    return try SVGInspection(SVGRenderer().render(root))
  }

  /// A help button is a circle as tall as its alignment rectangle (its 25-point frame's 20
  /// points, 3 from its leading side and a point from its top) with a question mark in it.
  @Test func aHelpButtonIsACircleWithAQuestionMark() throws {
    let help = try #require(try picture().group(id: "help"))
    let circle = try #require(help.children.first { $0.name == "circle" }?.attributes)
    #expect(circle["cx"] == "30" && circle["cy"] == "31" && circle["r"] == "9.5")
    #expect(help.children.filter { $0.name == "text" }.map(\.allText) == ["?"])
  }

  /// A disclosure triangle is a chevron that points right when closed and down when open.
  @Test func aDisclosureTrianglePointsRightClosedAndDownOpen() throws {
    let picture = try picture()
    func chevron(_ id: String) throws -> [(x: Double, y: Double)] {
      let group = try #require(picture.group(id: id))
      let points = try #require(
        group.children.first { $0.name == "polyline" }?.attributes["points"])
      return points.split(separator: " ").map { pair in
        let xy = pair.split(separator: ",").map { Double($0) ?? .nan }
        return (xy[0], xy[1])
      }
    }
    let closed = try chevron("closed")
    // Its tip, the middle point, is right of its ends, which are above and below it.
    #expect(closed.count == 3 && closed[1].x > closed[0].x && closed[1].x > closed[2].x)
    #expect(closed[0].y < closed[1].y && closed[2].y > closed[1].y)
    let open = try chevron("open")
    #expect(open.count == 3 && open[1].y > open[0].y && open[1].y > open[2].y)
    #expect(open[0].x < open[1].x && open[2].x > open[1].x)
  }

  /// A round-rect button is a capsule with its title in its own font, in the label's colour
  /// (not a UIKit button's tinted title).
  @Test func aRoundRectButtonIsACapsuleWithItsTitleInItsFont() throws {
    let change = try #require(try picture().group(id: "change"))
    let capsule = try #require(change.children.first { $0.name == "rect" }?.attributes)
    #expect(capsule["rx"] == "8.5" && capsule["height"] == "17")
    let title = try #require(change.children.first { $0.name == "text" })
    #expect(title.allText == "Change…")
    #expect(title.attributes["font-size"] == "12" && title.attributes["fill"] == "#000000")
  }

  /// A square button draws its square bezel only when it is bordered; its title either way.
  @Test func aSquareButtonDrawsItsBezelOnlyWhenBordered() throws {
    let picture = try picture()
    let tab = try #require(picture.group(id: "tab"))
    #expect(!tab.children.contains { $0.name == "rect" })
    #expect(tab.children.filter { $0.name == "text" }.map(\.allText) == ["PLAYLIST"])
    let plus = try #require(picture.group(id: "plus"))
    let bezel = try #require(plus.children.first { $0.name == "rect" }?.attributes)
    #expect(bezel["rx"] == nil && bezel["width"] == "23")
  }

  /// A pop-up held to another height than its own draws its title where it is at its own
  /// height, and a field taller than its line draws its line at its top: the picture shows
  /// the baselines layout aligned (`AppKitBaselines.xib`).
  @Test func baselinesAlignedByLayoutAreAlignedInThePicture() throws {
    let path = Fixture.root.appendingPathComponent(
      "layout/interface-builder/AppKitBaselines.xib"
    ).path
    let loaded = try Linter().instantiateForPicture(path: path).get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let picture = try SVGInspection(SVGRenderer().render(root))
    func baseline(_ id: String) throws -> String? {
      let group = try #require(picture.group(id: id))
      return group.children.first { $0.name == "text" }?.attributes["y"]
    }
    #expect(try baseline("name") == baseline("folder"))
    #expect(try baseline("hosts") == baseline("known"))
    #expect(try baseline("hosts") != nil)
  }
}
