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
}
