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
    let expected: [(root: String, frames: [String: Rect])] = [
      (
        "root",
        [
          "stack": Rect(x: 136, y: 28, width: 142, height: 64),
          "buttons": Rect(x: 0, y: 35, width: 142, height: 29),
        ]
      ),
      (
        "row",
        [
          "centred": Rect(x: 80, y: 5, width: 150, height: 30),
          "large": Rect(x: 70, y: 0, width: 80, height: 30),
        ]
      ),
    ]
    for (root, frames) in expected {
      for id in frames.keys { try loaded.object(withID: id, as: View.self).frame = .zero }
      try loaded.object(withID: root, as: View.self).layoutIfNeeded()
      for (id, frame) in frames.sorted(by: { $0.key < $1.key }) {
        #expect(try loaded.object(withID: id, as: View.self).frame == frame, "\(id)")
      }
    }

    // Held taller, the stack spaces its views apart: the message stays at the top.
    let stack = try loaded.object(withID: "stack", as: StackView.self)
    LayoutConstraint(
      item: stack, attribute: .height, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 80
    ).isActive = true
    try loaded.object(withID: "root", as: View.self).layoutIfNeeded()
    #expect(stack.frame == Rect(x: 136, y: 20, width: 142, height: 80))
    #expect(try loaded.object(withID: "buttons", as: View.self).frame.origin.y == 51)
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }
}
