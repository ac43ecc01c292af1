import Foundation
import Testing
import ViewLoaderTesting

@testable import ViewLoader

/// The example screens as pictures, compared with the snapshots recorded beside this file in
/// `__Snapshots__/ExampleSnapshotTests/`. After a deliberate change of the look, record them
/// again with `VIEWLOADER_RECORD_SNAPSHOTS=1 swift test --filter ExampleSnapshotTests`.
@Suite struct ExampleSnapshotTests {
  var library: NibLibrary {
    NibLibrary(directory: ExampleTests.examples, registry: exampleRegistry)
  }

  @Test func loginScreen() throws {
    let controller = LoginController()
    _ = try library.nib(named: "Login").instantiate(
      owner: controller, externals: ["theme": Theme()])
    assertSnapshot(of: try #require(controller.view), named: "login", registry: exampleRegistry)
  }

  /// The same screen after the user typed: the picture shows the tree as code left it.
  @Test func loginScreenFilledIn() throws {
    let controller = LoginController()
    _ = try library.nib(named: "Login").instantiate(
      owner: controller, externals: ["theme": Theme()])
    controller.userField?.text = "ann"
    controller.passwordField?.text = "secret"
    controller.userField?.sendActions(for: .editingChanged)
    #expect(controller.okButton?.isEnabled == true)
    assertSnapshot(
      of: try #require(controller.view), named: "login-filled", registry: exampleRegistry)
  }

  // README: snapshot
  @Test func settingsTableWithItsCells() throws {
    let controller = SettingsController()
    try controller.load(from: library)  // the table loads its visible cells
    let cells = try #require(controller.tableView?.visibleCells as? [SettingsCell])
    cells[1].toggle?.isOn = true
    assertSnapshot(of: try #require(controller.view), named: "settings", registry: exampleRegistry)
  }
  // README: end

  /// The picture README.md shows is the settings screen as the renderer draws it now.
  @Test func theReadmePictureIsUpToDate() throws {
    let controller = SettingsController()
    try controller.load(from: library)
    let cells = try #require(controller.tableView?.visibleCells as? [SettingsCell])
    cells[1].toggle?.isOn = true
    let view = try #require(controller.view)
    // README: render
    let svg = SVGRenderer(options: .init(scale: 2, registry: exampleRegistry)).render(view)
    // README: end
    let committed = ExampleTests.examples.deletingLastPathComponent()
      .appendingPathComponent("Documentation/pictures/settings.svg")
    if ProcessInfo.processInfo.environment["VIEWLOADER_RECORD_SNAPSHOTS"] == "1" {
      try svg.write(to: committed, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOf: committed, encoding: .utf8) == svg)
  }

  @Test func accountSections() throws {
    let controller = AccountController()
    try controller.load(from: library)
    controller.tableView?.selectRow(at: IndexPath(row: 1, section: 1))
    assertSnapshot(of: try #require(controller.view), named: "account", registry: exampleRegistry)
  }

  @Test func catalogRows() throws {
    let controller = CatalogController(
      fruit: [Product(name: "Apple", price: 30), Product(name: "Pear", price: 45)],
      vegetables: [Product(name: "Leek", price: 250), Product(name: "Kale", price: 400)])
    try controller.load(from: library)
    assertSnapshot(of: try #require(controller.view), named: "catalog", registry: exampleRegistry)
  }

  /// The task list in a window, with the loading overlay in front of it.
  @Test func loadingOverlayOverAWindow() throws {
    let controller = TaskListController(tasks: (1...20).map { "Task \($0)" })
    try controller.load(from: library)
    let window = Window()
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    window.rootView = controller.view
    _ = try controller.showLoading(in: window, library: library)
    assertSnapshot(of: window, named: "loading", registry: exampleRegistry)
  }

  /// The detail screen before and after its stub is inflated.
  @Test func detailWithItsStubAndInflated() throws {
    let controller = DetailViewController(nibName: "Detail", library: library)
    assertSnapshot(of: controller.view, named: "detail", registry: exampleRegistry)
    try #require(controller.extrasStub).inflate()
    assertSnapshot(of: controller.view, named: "detail-inflated", registry: exampleRegistry)
  }
}
