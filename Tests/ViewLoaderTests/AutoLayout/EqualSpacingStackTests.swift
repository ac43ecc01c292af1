import Testing

@testable import ViewLoader

extension InterfaceBuilderLayoutTests {
  /// A UIKit stack view that spaces (or centres) its views equally, and that its constraints
  /// hold only between limits, is as long as its views and their least spacing: UIKit holds
  /// the stack's own length to nothing at priority 49. Held longer, it spaces its views
  /// apart equally; nothing is ambiguous.
  @Test func anEqualSpacingStackIsAsLongAsItsViewsAndLeastSpacing() throws {
    let path = Self.folder.appendingPathComponent("EqualSpacingStack.xib").path
    let loaded = try Linter().instantiateForPicture(path: path, asInterfaceBuilderCanvas: false)
      .get()
    let root = try loaded.object(withID: "root", as: View.self)
    let stack = try loaded.object(withID: "stack", as: StackView.self)
    let buttons = try loaded.object(withID: "buttons", as: View.self)
    stack.frame = .zero
    root.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 136, y: 28, width: 142, height: 64))
    #expect(buttons.frame == Rect(x: 0, y: 35, width: 142, height: 29))

    let row = try loaded.object(withID: "row", as: View.self)
    let centred = try loaded.object(withID: "centred", as: StackView.self)
    let large = try loaded.object(withID: "large", as: View.self)
    centred.frame = .zero
    row.layoutIfNeeded()
    #expect(centred.frame == Rect(x: 80, y: 5, width: 150, height: 30))
    #expect(large.frame == Rect(x: 70, y: 0, width: 80, height: 30))

    // Held taller, the stack spaces its views apart: the message stays at the top.
    let height = LayoutConstraint(
      item: stack, attribute: .height, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 80)
    height.isActive = true
    root.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 136, y: 20, width: 142, height: 80))
    #expect(buttons.frame.origin.y == 51)
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }
}
