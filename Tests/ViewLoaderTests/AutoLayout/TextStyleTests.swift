import Foundation
import Testing

@testable import ViewLoader

/// A tvOS or macOS document's text styles.
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

  /// A macOS document's text styles have AppKit's sizes: one line of each is as high as
  /// Interface Builder saved it, on the canvas and loaded.
  @Test(arguments: [true, false])
  func aMacOSDocumentsTextStylesHaveAppKitsSizes(canvas: Bool) throws {
    let heights = ["title2": 21.0, "headline": 16, "subheadline": 14]
    let views = try Self.laidOut(
      "MacTextStyles.xib", canvas: canvas, clearing: Array(heights.keys))
    for (id, height) in heights {
      let frame = try #require(views[id]?.frame)
      #expect(abs(frame.size.height - height) <= 1, "\(id): \(frame)")
    }
  }

  /// The importer writes AppKit's sizes for a macOS document's text styles, and a headline as
  /// the bold system font (UIKit's headline is semibold).
  @Test func aMacOSTextStyleHasAppKitsSizeAndWeight() {
    func font(_ style: String, _ platform: XIBPlatform) -> XIBValue<String> {
      let attributes: [XIBName: String] = [.textStyle: style]
      return XIBFonts.font(attribute: { attributes[$0] }, platform: platform)
    }
    #expect(font("largeTitle", .macOS) == .value("largeTitle 26"))
    #expect(font("title2", .macOS) == .value("title2 17"))
    #expect(font("headline", .macOS) == .value("system-bold 13"))
    #expect(font("caption2", .macOS) == .value("system-medium 10"))
    #expect(font("title2", .iOS) == .value("title2"))
  }

  /// UIKit's large title, `UICTFontTextStyleTitle0`, is 34 points: a line 41 points high on a
  /// 2x display, where title 1's is 33.5.
  @Test(arguments: [true, false])
  func title0IsTheLargeTitle(canvas: Bool) throws {
    let views = try Self.laidOut(
      "LargeTitleStyle.xib", canvas: canvas, clearing: ["large", "title1"])
    #expect(views["large"]?.frame == Rect(x: 20, y: 20, width: 260, height: 41))
    #expect(views["title1"]?.frame == Rect(x: 20, y: 81, width: 260, height: 33.5))
    #expect(XIBFonts.textStyle("UICTFontTextStyleTitle0") == "largeTitle")
  }

  /// The cells' title font is the system font at 12 points in a document of Xcode 12 or later
  /// (macOS 11's), 13 before: a note's two lines in it are 30 points high, as Interface
  /// Builder drew them, on the canvas and loaded, and nothing is ambiguous.
  @Test(arguments: [true, false])
  func theCellTitleFontIsTwelvePointsSinceMacOS11(canvas: Bool) throws {
    let views = try Self.laidOut("CellTitleFont.xib", canvas: canvas, clearing: ["note"])
    #expect(views["note"]?.frame == Rect(x: 18, y: 20, width: 354, height: 30))
    #expect(try Self.warnings("CellTitleFont.xib") == [])
    let attributes: [XIBName: String] = [.metaFont: "cellTitle"]
    func font(_ release: AppKitRelease) -> XIBValue<String> {
      XIBFonts.font(attribute: { attributes[$0] }, platform: .macOS, release: release)
    }
    #expect(font(.macOS11) == .value("system 12"))
    #expect(font(.macOS26) == .value("system 12"))
    #expect(font(.beforeMacOS11) == .value("system 13"))
    #expect(font(.macOS10_14) == .value("system 13"))
  }

  /// A wrapping macOS label with a preferred width wraps at it, and is that wide: the hint's
  /// is explicit (200); the note's is set at its first layout, which Interface Builder draws
  /// at the note's saved width (328 points in three lines, where its constraints would let it
  /// grow to two lines of 492). Loaded, the note wraps at the width its layout gives it.
  @Test func aMacOSLabelWrapsAtItsPreferredWidth() throws {
    let ids = ["note", "hint", "row"]
    let canvas = try Self.laidOut("LabelPreferredWidth.xib", canvas: true, clearing: ids)
    // The row is centred, and its checkbox measured a point narrower than Xcode's.
    let note = try #require(canvas["note"]?.frame)
    #expect(abs(note.origin.x - 160) <= 0.5)
    #expect(note.size == Size(width: 328, height: 45) && note.origin.y == 58)
    let hint = try #require(canvas["hint"]?.frame)
    #expect(hint.size == Size(width: 204, height: 30) && hint.origin.y == 111)
    #expect(canvas["row"]?.frame.size.height == 20)
    #expect(try Self.warnings("LabelPreferredWidth.xib") == [])

    // Read as the loader, the dump and `convert` read it, the note has no preferred width.
    let url = Self.folder.appendingPathComponent("LabelPreferredWidth.xib")
    let asLoaded = try Linter().instantiateForPicture(
      path: url.path, asInterfaceBuilderCanvas: false
    )
    .get()
    #expect(try asLoaded.object(withID: "note", as: TextField.self).preferredMaxLayoutWidth == 0)
    let loaded = try Nib(contentsOf: url).instantiate()
    let root = try #require(loaded.topLevelObjects.first as? View)
    root.layoutIfNeeded()
    let loadedNote = try loaded.object(withID: "note", as: TextField.self)
    #expect(loadedNote.preferredMaxLayoutWidth == 0)
    #expect(loadedNote.frame.size.width > 328 && loadedNote.frame.size.height == 30)
    let field = try loaded.object(withID: "hint", as: TextField.self)
    #expect(field.preferredMaxLayoutWidth == 200)
    #expect(field.frame.size == Size(width: 204, height: 30))
    field.preferredMaxLayoutWidth = 0
    #expect(field.intrinsicContentSize.height == 15)
  }
}
