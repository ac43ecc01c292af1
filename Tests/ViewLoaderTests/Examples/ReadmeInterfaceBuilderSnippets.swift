import Foundation
import Testing
import ViewLoader

// README.md's "Interface Builder files" blocks, compiled and run (ReadmeTests checks them) on a
// real document of Fixtures/xib: DuckDuckGo's ActionMessageView.xib.

// README: xib-class
/// The app's class for `customClass="ActionMessageView"`: its outlets are properties the
/// registry sets, its action a handler in its own connection table.
final class ActionMessageView: View, NibOwner {
  weak var message: Label?
  weak var actionButton: Button?
  var labelToButton: LayoutConstraint?
  var labelToTrailing: LayoutConstraint?
  var taps = 0

  func onButtonTap(_ sender: Button) { taps += 1 }

  static let connections = Connections<ActionMessageView>()
    .action("onButtonTap", ActionMessageView.onButtonTap)
}

func makeMessageRegistry() -> TypeRegistry {
  var registry = TypeRegistry.standard
  registry.register(ActionMessageView.self, name: "ActionMessageView") { type in
    type.property("message", \.message)
    type.property("actionButton", \.actionButton)
    type.property("labelToButton", \.labelToButton)
    type.property("labelToTrailing", \.labelToTrailing)
  }
  return registry
}
// README: end

@Test func readmeInterfaceBuilderSnippetRuns() throws {
  let url = Fixture.root.appendingPathComponent(
    "xib/duckduckgo__iOS/AutofillCredentialProvider__CredentialProvider__Shared__ActionMessageView.xib"
  )
  let registry = makeMessageRegistry()
  // README: xib-load
  let nib = try Nib(contentsOf: url, registry: registry)  // the same call as for a .nib
  for note in nib.diagnostics { print(note) }  // what the import left out, with its line
  let view = try nib.instantiate().one(ofType: ActionMessageView.self)
  view.actionButton?.sendActions(for: .touchUpInside)  // calls onButtonTap
  // README: end
  #expect(view.taps == 1)
  #expect(view.message?.text == "Label")
  #expect(view.labelToButton?.constant == 10)
  #expect(view.frame == Rect(x: 0, y: 0, width: 346, height: 45))
  #expect(nib.diagnostics.allSatisfy { $0.location.file == url.path })
}
