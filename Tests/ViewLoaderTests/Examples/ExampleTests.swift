import Foundation
import Testing

@testable import ViewLoader

/// The files under Examples/ and the app code of ExampleApp.swift, used together.
@Suite struct ExampleTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")
  static let schemaFile = examples.appendingPathComponent("viewcheck-schema.json")

  var library: NibLibrary { NibLibrary(directory: Self.examples, registry: exampleRegistry) }

  /// The schema the linter checks the examples with is the one the app code describes.
  /// Regenerate it with `VIEWLOADER_WRITE_SCHEMA=1 swift test --filter ExampleTests`.
  @Test func committedSchemaMatchesTheAppCode() throws {
    let generated = try exampleRegistry.schema(owners: exampleOwners)
    if ProcessInfo.processInfo.environment["VIEWLOADER_WRITE_SCHEMA"] == "1" {
      try generated.write(to: Self.schemaFile)
    }
    let committed = try Data(contentsOf: Self.schemaFile)
    #expect(
      committed == generated,
      "Examples/viewcheck-schema.json is stale:\n\(String(decoding: generated, as: UTF8.self))")
  }

  /// An owner listed twice is described once: the linter refuses a schema that describes an
  /// owner twice.
  @Test func anOwnerListedTwiceIsDescribedOnce() throws {
    let once = try exampleRegistry.schema(owners: exampleOwners)
    let twice = try exampleRegistry.schema(owners: exampleOwners + exampleOwners)
    #expect(twice == once)
    _ = try LintSchema(json: Array(twice), file: "viewcheck-schema.json")
  }

  @Test func everyExampleLintsClean() throws {
    var configuration = LintConfiguration()
    let schema = try Data(contentsOf: Self.schemaFile)
    configuration.schemas = [try LintSchema(json: Array(schema), file: "viewcheck-schema.json")]
    let linter = try Linter(configuration: configuration)
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
      .filter { $0.hasSuffix(".nib") }.sorted()
    #expect(files.count >= 6)
    for file in files {
      let findings = linter.lint(path: Self.examples.appendingPathComponent(file).path)
      #expect(findings.isEmpty, "\(file): \(findings.map(\.description))")
    }
  }

  @Test func loginBindsOutletsActionsAndTheIncludedFooter() throws {
    let owner = LoginController()
    let loaded = try library.nib(named: "Login").instantiate(
      owner: owner, externals: ["theme": Theme()])
    #expect(owner.view === loaded.topLevelObjects.first)
    #expect(owner.footerLabel?.text == "© ViewLoader")
    #expect(owner.footerLabel?.superview === owner.view)
    #expect(owner.okButton?.isEnabled == false)
    owner.userField?.text = "ann"
    owner.passwordField?.text = "secret"
    owner.passwordField?.sendActions(for: .editingChanged)
    #expect(owner.changes == 1)
    #expect(owner.okButton?.isEnabled == true)
    owner.okButton?.sendActions(for: .primaryActionTriggered)
    #expect(owner.signInCount == 1)
  }

  @Test func loginWithoutItsExternalFails() throws {
    let error = #expect(throws: NibError.self) {
      try library.nib(named: "Login").instantiate(owner: LoginController())
    }
    #expect(error?.diagnostics.map(\.rule) == ["unresolved-reference"])
  }

  @Test func overlayIsFoundByType() throws {
    let loaded = try library.nib(named: "LoadingOverlay").instantiate()
    let overlay = try loaded.one(ofType: LoadingView.self)
    #expect(overlay.message == "Loading…")
    #expect(overlay.awakeCount == 1)
    #expect(loaded.first(ofType: ActivityIndicator.self)?.isAnimating == true)
  }

  @Test func detailViewLoadsOnFirstAccessAndInflatesItsStub() throws {
    let controller = DetailViewController(library: library)
    #expect(controller.nibName == "DetailViewController")
    let named = DetailViewController(nibName: "Detail", library: library)
    #expect(!named.isViewLoaded)
    let view = named.view
    #expect(named.isViewLoaded)
    #expect(named.didLoadCount == 1)
    _ = named.view
    #expect(named.didLoadCount == 1)
    #expect(named.titleLabel?.text == "Loaded")
    let stub = try #require(named.extrasStub)
    #expect(view.subviews.last === stub)
    #expect(named.extrasLabel == nil)
    let button = try #require(view.firstDescendant(ofType: Button.self))
    button.sendActions(for: .touchUpInside)
    #expect(stub.isInflated)
    #expect(stub.superview == nil)
    let extras = try #require(view.subviews.last as? StackView)
    #expect(extras.frame == Rect(x: 0, y: 320, width: 320, height: 160))
    #expect(named.extrasLabel?.text == "More about this item")
    named.datePicker?.sendActions(for: .valueChanged)
    #expect(named.dates.count == 1)
    #expect(try stub.inflate() === extras)
  }

  @Test func aControllerWhoseNibIsMissingThrows() {
    let controller = DetailViewController(library: library)
    let error = #expect(throws: NibError.self) { try controller.loadViewIfNeeded() }
    #expect(error?.diagnostics.map(\.rule) == ["missing-nib"])
    #expect(!controller.isViewLoaded)
  }
}
