import Testing

@testable import ViewLoader

extension InterfaceBuilderLayoutTests {
  /// A UIKit stack view filling proportionally shares its height by each view's current
  /// height when the view has no intrinsic one: Interface Builder's 100 and 200 points stay
  /// 100 and 200 of 300, twice as many of 600, and nothing is ambiguous.
  @Test func aProportionalStackSharesByCurrentLengthsWithoutIntrinsicOnes() throws {
    let path = Self.folder.appendingPathComponent("ProportionalStack.xib").path
    let loaded = try Linter().instantiateForPicture(path: path, asInterfaceBuilderCanvas: false)
      .get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let stack = try loaded.object(withID: "stack", as: StackView.self)
    let first = try loaded.object(withID: "first", as: View.self)
    let second = try loaded.object(withID: "second", as: View.self)
    stack.frame = .zero
    root.layoutIfNeeded()
    #expect(first.frame == Rect(x: 0, y: 0, width: 280, height: 100))
    #expect(second.frame == Rect(x: 0, y: 100, width: 280, height: 200))
    let height = try loaded.object(withID: "stackHeight", as: LayoutConstraint.self)
    height.constant = 600
    root.layoutIfNeeded()
    #expect(first.frame.size.height == 200)
    #expect(second.frame == Rect(x: 0, y: 200, width: 280, height: 400))
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }

  /// So does an AppKit one (Xcode 13): a column of a 100-point panel between two separators,
  /// with no intrinsic height, keeps the 102 points Interface Builder saved it at (its current
  /// length, its share) between two labels at theirs, the separators a point each, and nothing
  /// is ambiguous.
  @Test(arguments: [true, false])
  func anAppKitProportionalStackSharesByCurrentLengthsToo(canvas: Bool) throws {
    let views = try Self.laidOut(
      path: Self.folder.appendingPathComponent("AppKitProportionalStack.xib").path,
      canvas: canvas,
      setting: ["title": .zero, "subtitle": .zero, "above": .zero, "panel": .zero, "below": .zero],
      reading: ["column"])
    #expect(views["title"].map { [$0.frame.origin.y, $0.frame.size.height] } == [0, 16])
    #expect(views["subtitle"].map { [$0.frame.origin.y, $0.frame.size.height] } == [36, 16])
    #expect(views["column"]?.frame == Rect(x: 0, y: 72, width: 260, height: 102))
    #expect(views["above"]?.frame == Rect(x: 20, y: -2, width: 220, height: 5))
    #expect(views["panel"]?.frame == Rect(x: 0, y: 1, width: 260, height: 100))
    #expect(views["below"]?.frame == Rect(x: 20, y: 99, width: 220, height: 5))
    let path = Self.folder.appendingPathComponent("AppKitProportionalStack.xib").path
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }
}
