import Foundation
import Testing

@testable import ViewLoader

// README.md's Auto Layout block is copied from here (see ReadmeTests).

@Test func readmeLayoutSnippetRuns() throws {
  let url = Fixture.root.appendingPathComponent("layout/semantics/Multipliers.nib")
  let nib = try Nib(contentsOf: url)
  let loaded = try nib.instantiate()
  let view = try #require(loaded.topLevelObjects.first as? View)
  let box = try loaded.object(withID: "box", as: View.self)
  // README: layout
  view.frame.size = Size(width: 480, height: 300)  // another screen
  view.layoutIfNeeded()  // solves the constraints, sets the frames
  let placed = box.frame  // 120 90 240 120: half as wide, centred

  let tall = LayoutConstraint(
    item: box, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil,
    attribute: .notAnAttribute, multiplier: 1, constant: 150)
  tall.priority = 999  // gives way: half the width and the 2:1 ratio are required
  tall.isActive = true  // held by the box
  view.layoutIfNeeded()  // the new constraint is noticed: the layout is made again
  let kept = box.frame  // still 120 90 240 120
  // README: end
  #expect(placed == Rect(x: 120, y: 90, width: 240, height: 120))
  #expect(kept == placed)
  #expect(box.constraints.contains { $0 === tall })
}
