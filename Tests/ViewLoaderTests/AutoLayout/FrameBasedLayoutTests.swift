import Foundation
import Testing

@testable import ViewLoader

/// Views that Auto Layout does not place by their document's constraints: a view Interface
/// Builder keeps at its frame, and a table view that AppKit's clip view shows.
extension InterfaceBuilderLayoutTests {
  /// The `ambiguous-layout` findings of a document, linted as `viewcheck` lints it.
  static func ambiguityFindings(_ path: String) throws -> [Diagnostic] {
    try Linter().lint(path: path).filter { $0.rule == RuleID.ambiguousLayout.rawValue }
  }

  /// The warnings and errors of a lint of the fixture named `name`, as text.
  static func warnings(_ name: String) throws -> [String] {
    try Linter().lint(path: folder.appendingPathComponent(name).path)
      .filter { $0.severity != .note }.map(\.description)
  }

  /// A `fixedFrame` view translates its autoresizing mask, whatever the document says of
  /// `translatesAutoresizingMaskIntoConstraints`: it keeps its frame, follows its mask when
  /// its superview grows, and is not ambiguous.
  @Test func aFixedFrameViewKeepsItsFrameAndFollowsItsMask() throws {
    let path = Self.folder.appendingPathComponent("FixedFrame.xib").path
    let loaded = try Linter().instantiateForPicture(path: path, asInterfaceBuilderCanvas: false)
      .get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let badge = try loaded.object(withID: "badge", as: View.self)
    let footer = try loaded.object(withID: "footer", as: View.self)
    #expect(badge.translatesAutoresizingMaskIntoConstraints)
    #expect(!footer.translatesAutoresizingMaskIntoConstraints)
    footer.frame = .zero
    root.layoutIfNeeded()
    #expect(badge.frame == Rect(x: 180, y: 20, width: 100, height: 50))
    #expect(footer.frame == Rect(x: 0, y: 100, width: 300, height: 100))
    root.frame.size = Size(width: 400, height: 200)
    root.layoutIfNeeded()
    #expect(badge.frame == Rect(x: 280, y: 20, width: 100, height: 50))
    #expect(footer.frame == Rect(x: 0, y: 100, width: 400, height: 100))
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }

  /// A constraint from the table view an AppKit scroll view shows to the scroll view's edges
  /// is to its frame; the table fills its clip view where its constraints leave it free.
  @Test func anAppKitTableViewIsPlacedInItsScrollViewsFrame() throws {
    let views = try Self.laidOut("AppKitTableInClipView.xib", clearing: ["scroll", "table"])
    #expect(views["scroll"]?.frame == Rect(x: 12, y: 12, width: 160, height: 148))
    #expect(views["table"]?.frame == Rect(x: -1, y: 0, width: 160, height: 146))
    let path = Self.folder.appendingPathComponent("AppKitTableInClipView.xib").path
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }

  /// A table view no constraint places is shown at its clip view's origin, filling it, and
  /// is not ambiguous.
  @Test func anUnconstrainedTableViewFillsItsClipView() throws {
    let views = try Self.laidOut("AppKitUnconstrainedTable.xib", clearing: ["table"])
    #expect(views["table"]?.frame == Rect(x: 0, y: 0, width: 298, height: 158))
    #expect(try Self.warnings("AppKitUnconstrainedTable.xib") == [])
  }
}

extension InterfaceBuilderLayoutTests {
  /// On the canvas, a view's placeholder intrinsic size is its intrinsic content size
  /// (`infinite`: none in that dimension); loaded, it is not the app's class's.
  @Test func placeholderIntrinsicSizesAreTheCanvasSizes() throws {
    let laidOut = try Self.laidOut(
      "PlaceholderIntrinsicSize.xib", canvas: true, clearing: ["spinner", "bar"])
    #expect(laidOut["spinner"]?.frame == Rect(x: 120, y: 70, width: 60, height: 60))
    #expect(laidOut["bar"]?.frame == Rect(x: 20, y: 156, width: 260, height: 24))
    let path = Self.folder.appendingPathComponent("PlaceholderIntrinsicSize.xib").path
    for canvas in [true, false] {
      let loaded = try Linter().instantiateForPicture(path: path, asInterfaceBuilderCanvas: canvas)
        .get()
      let spinner = try loaded.object(withID: "spinner", as: View.self)
      let bar = try loaded.object(withID: "bar", as: View.self)
      #expect(
        spinner.intrinsicContentSize
          == (canvas ? Size(width: 60, height: 60) : Size(width: -1, height: -1)))
      #expect(bar.intrinsicContentSize == Size(width: -1, height: canvas ? 24 : -1))
    }
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }
}

extension InterfaceBuilderLayoutTests {
  /// macOS 11's regular pop-up is 20 points high in its 25-point frame, a point below its top,
  /// and 3 points inside its frame's leading side, 4 inside its trailing one: a column of three
  /// fills its view as Interface Builder saved it, with nothing ambiguous.
  @Test func macOS11PopUpsFillAColumnAsSaved() throws {
    let views = try Self.laidOut("PopUpColumn.xib", canvas: true, clearing: ["p1", "p2", "p3"])
    #expect(views["p1"]?.frame == Rect(x: 17, y: 13, width: 232, height: 25))
    #expect(views["p2"]?.frame == Rect(x: 17, y: 42, width: 232, height: 25))
    #expect(views["p3"]?.frame == Rect(x: 17, y: 71, width: 232, height: 25))
    let path = Self.folder.appendingPathComponent("PopUpColumn.xib").path
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }
}

extension InterfaceBuilderLayoutTests {
  /// An AppKit scroll view's header view that no constraint names keeps the frame the scroll
  /// view tiled it to, though it does not translate its mask; nothing is ambiguous.
  @Test func anAppKitScrollViewTilesItsHeaderView() throws {
    let path = Self.folder.appendingPathComponent("AppKitScrollViewTiles.xib").path
    let loaded = try Linter().instantiateForPicture(path: path, asInterfaceBuilderCanvas: true)
      .get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let header = try loaded.object(withID: "header", as: View.self)
    #expect(!header.translatesAutoresizingMaskIntoConstraints)
    let saved = header.frame
    root.layoutIfNeeded()
    #expect(header.frame == saved)
    #expect(try loaded.object(withID: "table", as: View.self).frame.size.height == 123)
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }

  /// An AppKit scroll view's clip view that no constraint names keeps the frame the scroll
  /// view tiled it to, though it does not translate its mask, and its table follows it; one
  /// that constraints name is left to them, and is ambiguous when they leave it open, and the
  /// table that fills it is not reported for the size it takes from it.
  @Test func anAppKitScrollViewTilesAClipViewNoConstraintNames() throws {
    let path = Self.folder.appendingPathComponent("AppKitClipViewTiles.xib").path
    let loaded = try Linter().instantiateForPicture(path: path, asInterfaceBuilderCanvas: true)
      .get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let clip = try loaded.object(withID: "clip", as: View.self)
    #expect(!clip.translatesAutoresizingMaskIntoConstraints)
    root.layoutIfNeeded()
    #expect(clip.frame == Rect(x: 0, y: 0, width: 170, height: 120))
    #expect(
      try loaded.object(withID: "table", as: View.self).frame
        == Rect(x: 0, y: 0, width: 170, height: 120))
    #expect(try Self.ambiguityFindings(path).map(\.location.line) == [34])
  }
}
