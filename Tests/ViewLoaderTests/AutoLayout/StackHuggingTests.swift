import Foundation
import Testing

@testable import ViewLoader

/// AppKit's stack views hug their views (`horizontalStackHuggingPriority`,
/// `verticalStackHuggingPriority`): the hugging is what determines the frames of
/// `layout/semantics/AppKitStackHugging.nib` (whose frames `LayoutSemanticsTests` checks).
@Suite struct StackHuggingTests {
  static let nib = Fixture.root.appendingPathComponent("layout/semantics/AppKitStackHugging.nib")

  /// `ambiguous-layout`'s findings of the fixture's text, as `line:column`.
  static func ambiguity(_ text: String) throws -> [String] {
    try Linter().lint(contents: Array(text.utf8), path: nib.path)
      .filter { $0.rule == RuleID.ambiguousLayout.rawValue }
      .map { "\($0.location.line):\($0.location.column)" }
  }

  @Test func huggingDeterminesTheColumns() throws {
    let text = try String(contentsOf: Self.nib, encoding: .utf8)
    #expect(try Self.ambiguity(text) == [])
    // Without hugging, both columns' widths, the left one's height and what they leave free
    // inside them can take many values.
    let loose =
      text
      .replacingOccurrences(of: #"StackHuggingPriority="1000""#, with: #"StackHuggingPriority="0""#)
      .replacingOccurrences(
        of: #"<StackView id="sliders" "#,
        with: #"<StackView id="sliders" horizontalStackHuggingPriority="0" "#)
    #expect(try Self.ambiguity(loose) == ["9:5", "11:7", "13:5", "14:7"])
  }

  /// UIKit's stack views do not hug: for iOS, the right column's view is as thin as it may be
  /// (UIKit's ambiguity suppression), not as wide as its column.
  @Test func uiKitStacksDoNotHug() throws {
    let text = try String(contentsOf: Self.nib, encoding: .utf8)
      .replacingOccurrences(of: #" platform="macOS""#, with: "")
    let loaded = try Nib(xml: text, name: "AppKitStackHugging").instantiate()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let track = try loaded.object(withID: "track", as: View.self)
    track.frame = .zero
    root.layoutIfNeeded()
    #expect(track.frame.width == 0)
  }

  @Test func priorityDefaultsToAppKitsLow() {
    let stack = StackView()
    #expect(stack.horizontalStackHuggingPriority == 250)
    #expect(stack.verticalStackHuggingPriority == 250)
    stack.verticalStackHuggingPriority = 750
    #expect(stack.horizontalStackHuggingPriority == 250)
    #expect(stack.verticalStackHuggingPriority == 750)
  }
}
