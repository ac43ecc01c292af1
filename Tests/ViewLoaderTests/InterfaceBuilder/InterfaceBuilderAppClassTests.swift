import Foundation
import Testing

@testable import ViewLoader

/// Outlets of Interface Builder documents that involve the app's classes
/// (`Fixtures/xib-app-classes`): Interface Builder sets an outlet whatever its destination
/// adopts, so a document loads whether or not the class the app registers adopts the kit's
/// protocol; an app class named like a kit type converts to a nib that lints clean.
@Suite struct InterfaceBuilderAppClassTests {
  static let document = Fixture.root.appendingPathComponent(
    "xib-app-classes/DataSourceObjects.xib")

  static let kitNamedClass = Fixture.root.appendingPathComponent(
    "xib-app-classes/KitNamedAppClass.xib")

  @Test(arguments: [document, kitNamedClass])
  func lintsWithoutErrorsOrWarnings(_ url: URL) throws {
    let findings = try Linter().lint(path: url.path)
    #expect(findings.filter { $0.severity >= .warning }.isEmpty, "\(findings)")
  }

  @Test func aDataSourceThatDoesNotAdoptTheProtocolIsLeftUnset() throws {
    // Not registered, as a picture or a lint loads it: the object stands in as an `Object`.
    let standIn = try Linter().instantiateForPicture(path: Self.document.path).get()
    let table = try standIn.object(withID: "tBl-aa-001", as: TableView.self)
    #expect(table.dataSource == nil && table.delegate == nil)
    // Registered as a subclass of `Object` that does not adopt the protocols.
    var registry = TypeRegistry.standard
    registry.register(UnrelatedController.self, name: "PlaylistController") { _ in }
    let registered = try Nib(contentsOf: Self.document, registry: registry).instantiate()
    #expect(try registered.object(withID: "tBl-aa-001", as: TableView.self).dataSource == nil)
    _ = try registered.object(withID: "pLc-aa-001", as: UnrelatedController.self)
  }

  @Test func aDataSourceThatAdoptsTheProtocolIsSet() throws {
    var registry = TypeRegistry.standard
    registry.register(PlaylistController.self, name: "PlaylistController") { _ in }
    let loaded = try Nib(contentsOf: Self.document, registry: registry).instantiate()
    let table = try loaded.object(withID: "tBl-aa-001", as: TableView.self)
    let controller = try loaded.object(withID: "pLc-aa-001", as: PlaylistController.self)
    #expect(table.dataSource === controller && table.delegate === controller)
    // The converted nib names the same data source, and loads with the same class.
    let conversion = try Linter().convert(path: Self.document.path)
    let nib = try Nib(xml: conversion.nib, name: "DataSourceObjects", registry: registry)
    let converted = try nib.instantiate()
    let convertedTable = try #require(converted.objects(ofType: TableView.self).first)
    #expect(convertedTable.dataSource is PlaylistController)
  }

  @Test func anAppClassNamedLikeAKitTypeKeepsItsOutletOutOfTheNib() throws {
    let conversion = try Linter().convert(path: Self.kitNamedClass.path)
    // The kit's `TableView` has no `menu`: the nib says so in a comment, not an attribute.
    #expect(!conversion.nib.contains("menu=\""))
    #expect(conversion.nib.contains("Not converted: 'menu' of 'TableView'"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kit-named-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let nibURL = folder.appendingPathComponent("KitNamedAppClass.nib")
    try conversion.nib.write(to: nibURL, atomically: true, encoding: .utf8)
    var configuration = LintConfiguration()
    configuration.schemas = [
      try LintSchema(
        json: Array(conversion.schema), file: "KitNamedAppClass.viewcheck-schema.json")
    ]
    let findings = try Linter(configuration: configuration).lint(path: nibURL.path)
    #expect(findings.filter { $0.severity >= .warning }.isEmpty, "\(findings)")
  }
}

/// An app class that does not adopt the table's protocols.
final class UnrelatedController: Object {}

/// An app class that adopts the table's protocols, as `DataSourceObjects.xib`'s would.
final class PlaylistController: Object, TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell()
  }
}
