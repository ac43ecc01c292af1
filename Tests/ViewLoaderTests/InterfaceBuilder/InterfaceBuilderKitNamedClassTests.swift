import Foundation
import Testing

@testable import ViewLoader

/// App classes named like kit types, registered under their Swift module's name.
extension InterfaceBuilderAppClassTests {
  static let kitNamedViewOfTheApp = Fixture.root.appendingPathComponent(
    "xib-app-classes/KitNamedViewOfTheApp.xib")

  /// A class of the app's module named like a kit type is looked up under the module's name
  /// first (`Shop.MenuItem`): registered so, it loads beside the kit's own `MenuItem`.
  @Test func anAppClassNamedLikeAKitTypeLoadsUnderItsModulesName() throws {
    var registry = TypeRegistry.standard
    registry.register(ShopMenuItem.self, name: "Shop.MenuItem") { type in
      type.property("titleLabel", \.titleLabel)
    }
    registry.register(ShopCell.self, name: "Shop.CollectionViewCell") { type in
      type.property("photo", \.photo)
    }
    let loaded = try Nib(contentsOf: Self.kitNamedViewOfTheApp, registry: registry).instantiate()
    let item = try loaded.object(withID: "mNu-aa-001", as: ShopMenuItem.self)
    #expect(item.titleLabel === (try loaded.object(withID: "tTl-aa-001", as: Label.self)))
    let cell = try loaded.object(withID: "cEl-aa-001", as: ShopCell.self)
    #expect(cell.photo === (try loaded.object(withID: "iMg-aa-001", as: ImageView.self)))
    // The kit's own types are as they were.
    #expect(registry.type(named: "MenuItem")?.metatype == MenuItem.self)
  }

  /// Not registered, the name is the kit's `MenuItem`, which is not a view: the loader says
  /// so, and how to register the app's class.
  @Test func anUnregisteredAppClassNamedLikeAKitTypeSaysHowToRegisterIt() throws {
    #expect {
      _ = try Nib(contentsOf: Self.kitNamedViewOfTheApp)
    } throws: { error in
      "\(error)".contains(
        "custom class 'MenuItem' is the kit's MenuItem, not a View as its element requires: register the app's class as 'Shop.MenuItem'"
      )
    }
  }

  /// `convert` writes such a class, and describes it in its schema, under the module's name,
  /// with the names the kit's type lacks: the nib lints clean with the schema and loads with
  /// the app's classes registered so.
  @Test func anAppClassNamedLikeAKitTypeConvertsUnderItsModulesName() throws {
    let conversion = try Linter().convert(path: Self.kitNamedViewOfTheApp.path)
    #expect(conversion.nib.contains(#"<Shop.MenuItem contentMode="scaleToFill""#))
    #expect(conversion.nib.contains(#"titleLabel="$label""#))
    #expect(conversion.nib.contains(#"<Shop.CollectionViewCell"#))
    #expect(conversion.nib.contains(#"photo="$imageView""#))
    #expect(!conversion.nib.contains("Not converted"))
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(schema.types.map(\.name) == ["Shop.MenuItem", "Shop.CollectionViewCell"])
    #expect(schema.types.map(\.parent) == ["View", "CollectionViewCell"])
    #expect(try Self.convertedFindings(conversion, name: "KitNamedViewOfTheApp").isEmpty)
    var registry = TypeRegistry.standard
    registry.register(ShopMenuItem.self, name: "Shop.MenuItem") { type in
      type.property("titleLabel", \.titleLabel)
    }
    registry.register(ShopCell.self, name: "Shop.CollectionViewCell") { type in
      type.property("photo", \.photo)
    }
    let loaded = try Nib(xml: conversion.nib, name: "Converted", registry: registry).instantiate()
    let item = try #require(loaded.objects(ofType: ShopMenuItem.self).first)
    #expect(item.titleLabel?.text == "Coffee")
    #expect(try #require(loaded.objects(ofType: ShopCell.self).first).photo != nil)
  }

  /// A schema describes such a class under the module's name: the lint takes it, and without
  /// one the document lints clean as before.
  @Test func aSchemaDescribesAnAppClassNamedLikeAKitTypeUnderItsModulesName() throws {
    #expect(
      try Linter().lint(path: Self.kitNamedViewOfTheApp.path).filter {
        $0.severity >= .warning
      }.isEmpty)
    let schema = """
      {"version": 1, "types": [
        {"name": "Shop.MenuItem", "parent": "View", "children": true,
         "properties": {"titleLabel": {"ref": "Label"}}, "events": []},
        {"name": "Shop.CollectionViewCell", "parent": "CollectionViewCell", "children": true,
         "properties": {"photo": {"ref": "ImageView"}}, "events": []}
      ], "owners": []}
      """
    var configuration = LintConfiguration()
    configuration.schemas = [try LintSchema(json: Array(schema.utf8), file: "Shop.json")]
    let findings = try Linter(configuration: configuration).lint(
      path: Self.kitNamedViewOfTheApp.path)
    #expect(findings.filter { $0.severity >= .warning }.isEmpty, "\(findings)")
  }
}

extension InterfaceBuilderAppClassTests {
  /// A document of an app class named like a kit type lints without a warning, and the
  /// loader, with the standard kit alone, refuses it with an error that says `message`.
  static func expectLintedButRefused(
    _ url: URL, saying message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(
      (try? Linter().lint(path: url.path).filter { $0.severity >= .warning }) == [],
      sourceLocation: sourceLocation)
    let error = #expect(throws: NibError.self, sourceLocation: sourceLocation) {
      try Nib(contentsOf: url)
    }
    #expect(
      error?.description.contains(message) == true, "\(String(describing: error))",
      sourceLocation: sourceLocation)
  }
}

/// An app class named like a kit type that descends from its element's: still the app's.
extension InterfaceBuilderAppClassTests {
  static let kitNamedSubtypeOfTheApp = Fixture.root.appendingPathComponent(
    "xib-app-classes/KitNamedSubtypeOfTheApp.xib")

  /// A plain view of the app's class `ProgressView`: the kit's `ProgressView` is a view too,
  /// but not the document's class (UIKit's is `UIProgressView`). Unregistered, the loader says
  /// how to register the app's, rather than making the kit's progress bar; registered under
  /// the module's name, the document loads with it.
  @Test func anAppClassNamedLikeAKitSubtypeIsNotTheKits() throws {
    let url = Self.kitNamedSubtypeOfTheApp
    Self.expectLintedButRefused(
      url,
      saying: "custom class 'ProgressView' is the kit's ProgressView, not the plain View its "
        + "element is: register the app's class as 'Fetch.ProgressView'")
    var registry = TypeRegistry.standard
    registry.register(FetchProgressScreen.self, name: "Fetch.ProgressView") { type in
      type.property("messageLabel", \.messageLabel)
      type.property("progressBar", \.progressBar)
    }
    let loaded = try Nib(contentsOf: url, registry: registry).instantiate()
    let screen = try loaded.object(withID: "kpV-aa-001", as: FetchProgressScreen.self)
    #expect(screen.messageLabel?.text == "Fetching Files…")
    #expect(screen.progressBar === (try loaded.object(withID: "kpB-aa-001", as: ProgressView.self)))
  }

  /// `convert` describes the class under the module's name as a subclass of its element's kit
  /// type, not of the kit's type of that name: the nib, with its subviews, lints clean with
  /// the schema.
  @Test func anAppClassNamedLikeAKitSubtypeConvertsAsAView() throws {
    let conversion = try Linter().convert(path: Self.kitNamedSubtypeOfTheApp.path)
    #expect(conversion.nib.contains("<Fetch.ProgressView "))
    #expect(conversion.nib.contains(#"progressBar="$progressView""#))
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(schema.types.map(\.name) == ["Fetch.ProgressView"])
    #expect(schema.types.map(\.parent) == ["View"])
    #expect(try Self.convertedFindings(conversion, name: "KitNamedSubtypeOfTheApp").isEmpty)
  }
}

/// The app's loading screen of its own `ProgressView` class.
final class FetchProgressScreen: View {
  var messageLabel: Label?
  var progressBar: ProgressView?
}

/// App classes named like kit types without a module to name them apart: Objective-C classes.
extension InterfaceBuilderAppClassTests {
  static let kitNamedObjectiveCClass = Fixture.root.appendingPathComponent(
    "xib-app-classes/KitNamedObjectiveCClass.xib")

  /// An app's scroll view of the Objective-C class `GridView`: unregistered, it is the kit's
  /// grid view, which no scroll view can be, and the loader says how to register the app's;
  /// registered so, in the kit's place, the document loads with it.
  @Test func anObjectiveCClassNamedLikeAKitTypeLoadsInItsPlace() throws {
    let url = Self.kitNamedObjectiveCClass
    Self.expectLintedButRefused(
      url,
      saying: "custom class 'GridView' is the kit's GridView, not a ScrollView as its element "
        + "requires: register the app's class as 'GridView', in place of the kit's")
    var registry = TypeRegistry.standard
    registry.register(FileGrid.self, name: "GridView")
    let owner = ResultsController()
    _ = try Nib(contentsOf: url, registry: registry).instantiate(owner: owner)
    #expect(owner.gridView is FileGrid)
  }
}

extension InterfaceBuilderAppClassTests {
  static let kitNamedCellOfTheApp = Fixture.root.appendingPathComponent(
    "xib-app-classes/KitNamedCellOfTheApp.xib")

  /// A cell of the app's Objective-C class `TableViewCell` with an outlet of its own: the
  /// linter keeps the outlet in a note; the loader's error on it says to register the app's
  /// class in the kit's place, and registered so, the cell loads with its outlet bound.
  @Test func anObjectiveCCellNamedLikeTheKitsLoadsInItsPlace() throws {
    let url = Self.kitNamedCellOfTheApp
    Self.expectLintedButRefused(
      url,
      saying: "'TableViewCell' has no outlet or reference property 'girlLabel': the app's class "
        + "'TableViewCell' is not the kit's; register it as 'TableViewCell', in place of the "
        + "kit's")
    var registry = TypeRegistry.standard
    registry.register(GirlCell.self, name: "TableViewCell") { type in
      type.property("girlLabel", \.girlLabel)
    }
    let loaded = try Nib(contentsOf: url, registry: registry).instantiate()
    let cell = try loaded.object(withID: "kcl-ce-001", as: GirlCell.self)
    #expect(cell.girlLabel?.text == "Alice")
  }
}

extension InterfaceBuilderAppClassTests {
  /// File's Owner of the app's class `ViewController` (the kit's is another class): `convert`
  /// describes it as an owner, its outlets, collection and action with it, and the nib lints
  /// clean with that schema.
  @Test func anOwnerNamedLikeAKitTypeIsDescribed() throws {
    let url = Fixture.root.appendingPathComponent("xib-app-classes/KitNamedOwner.xib")
    let conversion = try Linter().convert(path: url.path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    let owner = try #require(schema.owners.first { $0.name == "ViewController" })
    let outlets = try #require(owner.outlets)
    #expect(outlets.keys.sorted() == ["labels", "slider", "view"])
    #expect(outlets["labels"]?.collection == true)
    #expect(outlets["labels"]?.type == "Label")
    #expect(owner.actions?.keys.sorted() == ["sliderMoved"])
    #expect(try Self.convertedFindings(conversion, name: "KitNamedOwner").isEmpty)
  }
}

/// The app's own cell class, named `TableViewCell` in the document.
final class GirlCell: TableViewCell {
  var girlLabel: Label?
}

/// The app's scroll view of its own `GridView` class.
final class FileGrid: ScrollView {}

/// File's Owner of the document of a `GridView` of the app's.
final class ResultsController: NibOwner {
  var view: View?
  var gridView: ScrollView?
  static let connections = Connections<ResultsController>().outlet("view", \.view)
    .outlet("gridView", \.gridView)
}

final class ShopMenuItem: View {
  var titleLabel: Label?
}

final class ShopCell: CollectionViewCell {
  var photo: ImageView?
}
