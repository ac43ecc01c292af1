import Foundation
import Testing

@testable import ViewLoader

/// AppKit's stack views hug their views (`horizontalStackHuggingPriority`,
/// `verticalStackHuggingPriority`): the hugging is what determines the frames of
/// `layout/semantics/AppKitStackHugging.nib` (whose frames `LayoutSemanticsTests` checks).
@Suite struct StackHuggingTests {
  static let nib = Fixture.root.appendingPathComponent("layout/semantics/AppKitStackHugging.nib")

  /// `ambiguous-layout`'s findings of a fixture's text, as `line:column`.
  static func ambiguity(_ text: String, path: String = nib.path) throws -> [String] {
    try Linter().lint(contents: Array(text.utf8), path: path)
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

  /// An AppKit field the user types in has no width of its own: a stack's hugging decides it
  /// (with its text's width, the two would tie at 250). Its frame is checked by
  /// `LayoutSemanticsTests`.
  @Test func anEditableFieldTakesItsStacksWidth() throws {
    let url = Fixture.root.appendingPathComponent("layout/semantics/AppKitEditableField.nib")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(try Self.ambiguity(text, path: url.path) == [])
    let loaded = try Nib(xml: text, name: "AppKitEditableField").instantiate()
    let field = try loaded.object(withID: "name", as: TextField.self)
    #expect(field.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 21))
    field.isEditable = false
    #expect(field.intrinsicContentSize.width > 0)
  }

  /// A view that hugs its content across a stack at the stack's own hugging priority keeps
  /// its intrinsic length: the tie is the view's (Interface Builder draws such radio buttons no
  /// wider than their titles), so nothing is ambiguous. A stack that hugs more strongly (251)
  /// stretches them to the widest.
  @Test(arguments: [true, false])
  func aTieWithTheStacksHuggingIsTheViews(canvas: Bool) throws {
    let name = "AppKitStackHuggingTie.xib"
    let views = try InterfaceBuilderLayoutTests.laidOut(
      name, canvas: canvas, clearing: ["install", "notify", "never"])
    let widths = ["install", "notify", "never"].compactMap { views[$0]?.frame.width }
    #expect(widths.count == 3)
    #expect(widths[1] < widths[0] && widths[2] < widths[1])
    #expect(try InterfaceBuilderLayoutTests.warnings(name) == [])

    let path = InterfaceBuilderLayoutTests.folder.appendingPathComponent(name).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let weaker = text.replacingOccurrences(
      of: #"verticalStackHuggingPriority="750" "#,
      with: #"horizontalStackHuggingPriority="251" verticalStackHuggingPriority="750" "#)
    #expect(weaker != text)
    let loaded = try Nib(xml: weaker, name: "AppKitStackHuggingTie").instantiate()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let never = try loaded.object(withID: "never", as: View.self)
    let install = try loaded.object(withID: "install", as: View.self)
    never.frame = .zero
    root.layoutIfNeeded()
    #expect(never.frame.width == install.frame.width)
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
