import Foundation
import Testing

@testable import ViewLoader

/// Interface Builder documents load through every path a nib file does, with the same app
/// code: `Fixtures/xib-loading` holds the settings example of `Examples/` as Xcode writes it
/// (`Settings.xib`, `SettingsCell.xib`), which `SettingsController` loads through a library
/// exactly as it loads the nib files.
@Suite struct InterfaceBuilderLoadingTests {
  static let folder = Fixture.root.appendingPathComponent("xib-loading")

  var library: NibLibrary { NibLibrary(directory: Self.folder, registry: exampleRegistry) }

  /// The library finds `Settings.xib` and `SettingsCell.xib` by name; File's Owner's outlets
  /// bind to the controller, the table's data source and delegate are the controller, and the
  /// cell class that owns its document receives the cell's outlets and its switch's action.
  @Test func theSettingsExampleLoadsFromDocuments() throws {
    let controller = SettingsController()
    try controller.load(from: library)
    let table = try #require(controller.tableView)
    #expect(controller.view != nil)
    #expect(table.dataSource === controller && table.delegate === controller)
    #expect(table.style == .grouped && table.rowHeight == 52)
    let cells = table.visibleCells.compactMap { $0 as? SettingsCell }
    #expect(cells.map { $0.titleLabel?.text } == ["Notifications", "Dark mode", "Sync"])
    #expect(cells.map(\.frame.origin.y) == [0, 52, 104])
    cells[1].toggle?.sendActions(for: .valueChanged)
    #expect(cells.map(\.toggleCount) == [0, 1, 0])
    table.selectRow(at: IndexPath(row: 2, section: 0))
    #expect(controller.chosen == ["Sync"])
  }

  /// A view controller's view loads from its document on first access.
  @Test func aViewControllerLoadsItsViewFromADocument() throws {
    final class SettingsScreen: ViewController, NibOwner, TableViewDataSource, TableViewDelegate {
      var tableView: TableView?
      static let connections = Connections<SettingsScreen>().outlet("tableView", \.tableView)

      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell()
      }
    }
    var registry = exampleRegistry
    registry.register(SettingsScreen.self, name: "SettingsController")
    let screen = SettingsScreen(
      nibName: "Settings", library: NibLibrary(directory: Self.folder, registry: registry))
    #expect(!screen.isViewLoaded)
    try screen.loadViewIfNeeded()
    #expect(screen.view.frame.size == Size(width: 320, height: 480))
    #expect(screen.tableView?.superview === screen.view)
  }

  /// `Name.nib` comes first when both exist; a document is found when it is the only one.
  @Test func aNibFileComesBeforeADocumentOfTheSameName() throws {
    let folder = try NibFolder([
      "Settings": #"<nib version="1"><View id="fromNib"/></nib>"#
    ])
    try FileManager.default.copyItem(
      at: Self.folder.appendingPathComponent("Settings.xib"),
      to: folder.url.appendingPathComponent("Settings.xib"))
    try FileManager.default.copyItem(
      at: Self.folder.appendingPathComponent("SettingsCell.xib"),
      to: folder.url.appendingPathComponent("SettingsCell.xib"))
    let library = NibLibrary(directory: folder.url, registry: exampleRegistry)
    let settings = try library.nib(named: "Settings").instantiate()
    #expect((try? settings.object(withID: "fromNib", as: View.self)) != nil)
    let cell = try library.nib(named: "SettingsCell").instantiate()
    #expect(cell.first(ofType: SettingsCell.self)?.reuseIdentifier == "setting")
  }
}

extension InterfaceBuilderLoadingTests {
  /// Notes past the findings limit do not fail a document: the finding that says the rest are
  /// not reported is a note, where the loader and the linter both put it, and the document
  /// loads.
  @Test func notesPastTheFindingsLimitDoNotFailADocument() throws {
    let limits = NibLimits(findings: 3)
    let nib = try NibLibrary(directory: Self.folder, limits: limits).nib(named: "ManyNotes")
    let marker = try #require(nib.diagnostics.last)
    #expect(marker.rule == RuleID.limitExceeded.rawValue)
    #expect(marker.severity == .note)
    #expect(nib.diagnostics.count == 4)
    #expect(marker.location.line == 19)
    #expect(try nib.instantiate().topLevelObjects.count == 1)
    var configuration = LintConfiguration()
    configuration.limits = limits
    let findings = try Linter(configuration: configuration).lint(
      path: Self.folder.appendingPathComponent("ManyNotes.xib").path)
    #expect(findings.map(\.severity) == [.note, .note, .note, .note])
    #expect(findings.last?.rule == RuleID.limitExceeded.rawValue)
  }
}

/// The owner of `ImageWellAndColumn.xib`: the handlers its image well and its table column's
/// button cells send.
private final class RulesController: NibOwner {
  var view: View?
  var calls: [String] = []
  func imageDropped(_ sender: ImageView) { calls.append("image") }
  func removeRule(_ sender: TableColumn) { calls.append("remove \(sender.identifier)") }
  static let connections = Connections<RulesController>()
    .outlet("view", \.view)
    .action("imageDropped", RulesController.imageDropped)
    .action("removeRule", RulesController.removeRule)
}

extension InterfaceBuilderLoadingTests {
  /// An editable macOS image view and a cell-based table's column whose data cell is a button
  /// send actions (both are AppKit controls' doing): the document loads with its owner's
  /// handlers bound to them. (They had no event: the document failed to load with
  /// `unknown-event`, as 35 outside documents of Colloquy and MacPass did.)
  @Test func anImageWellAndATableColumnSendActions() throws {
    let owner = RulesController()
    let loaded = try NibLibrary(directory: Self.folder).nib(named: "ImageWellAndColumn")
      .instantiate(owner: owner)
    let well = try loaded.object(withID: "iwc-well", as: ImageView.self)
    let column = try loaded.object(withID: "iwc-remove", as: TableColumn.self)
    #expect(well.actionCount == 1 && column.actionCount == 1)
    #expect(try loaded.object(withID: "iwc-rule", as: TableColumn.self).actionCount == 0)
    well.sendAction()
    column.sendAction()
    #expect(owner.calls == ["image", "remove remove"])
    // The nib it converts to binds them too.
    let conversion = try Linter().convert(
      path: Self.folder.appendingPathComponent("ImageWellAndColumn.xib").path)
    let converted = RulesController()
    let nib = try Nib(xml: conversion.nib, name: "ImageWellAndColumn").instantiate(
      owner: converted)
    nib.objects(ofType: ImageView.self).first?.sendAction()
    #expect(converted.calls == ["image"])
    #expect(nib.objects(ofType: TableColumn.self).map(\.actionCount) == [0, 1])
  }

  /// A custom class named like a kit type its element is not (an app's own `Label` on a text
  /// field) is the kit's type: loading says so, rather than calling it a subclass of another.
  @Test func aCustomClassNamedLikeAnotherKitTypeIsAnError() throws {
    let url = Fixture.root.appendingPathComponent("invalid/custom-class-type/KitNamedClass.xib")
    let error = #expect(throws: (any Error).self) { try Nib(contentsOf: url) }
    #expect(
      String(describing: error).contains(
        "custom class 'Label' is the kit's Label, not a TextField as its element requires"),
      "\(String(describing: error))")
  }
}
