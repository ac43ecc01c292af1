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

  @Test(arguments: [
    document, kitNamedClass, oneClassTwoKinds, popUpMenuOutlet, customFormatter,
    labelClassOnItsHolder, cellOwnsItsActions, kitObjectDataSource, controlAndCellOutlets,
    twoUnrelatedKinds, numberAttributeKinds,
  ])
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

  static let kitObjectDataSource = Fixture.root.appendingPathComponent(
    "xib-app-classes/KitObjectDataSource.xib")

  /// A data source of the kit's own class that does not adopt the protocol: the document
  /// leaves it unset, and the converted nib, which would refuse it, leaves it out.
  @Test func aKitObjectThatCannotBeTheDataSourceStaysOutOfTheNib() throws {
    let loaded = try Nib(contentsOf: Self.kitObjectDataSource).instantiate()
    #expect(try loaded.object(withID: "tbl-vw-001", as: TableView.self).dataSource == nil)
    let conversion = try Linter().convert(path: Self.kitObjectDataSource.path)
    #expect(!conversion.nib.contains("dataSource=\""))
    #expect(
      conversion.nib.contains(
        "Not converted: 'dataSource' of 'TableView' (id tbl-vw-001) refers to 'ArrayController' (id arr-ct-001), which cannot be its dataSource"
      ))
    #expect(try Self.convertedFindings(conversion, name: "KitObjectDataSource").isEmpty)
    let converted = try Nib(xml: conversion.nib, name: "KitObjectDataSource").instantiate()
    #expect(converted.objects(ofType: ArrayController.self).count == 1)
  }

  static let appViewActionToKitObject = Fixture.root.appendingPathComponent(
    "xib-app-classes/AppViewActionToKitObject.xib")

  /// An app view's action to an object of the kit's own class (which handles no actions):
  /// the document keeps it, never firing, and the converted nib, which would refuse it,
  /// leaves it out with a comment (a fuzzed document of transmission's found it).
  @Test func anActionToAKitObjectStaysOutOfTheNib() throws {
    let conversion = try Linter().convert(path: Self.appViewActionToKitObject.path)
    #expect(!conversion.nib.contains("<action"))
    #expect(
      conversion.nib.contains(
        "Not converted: action 'revealFile' (doubleAction to src-ak-001) of 'FileTableView' (id tbl-ak-001)"
      ))
    #expect(try Self.convertedFindings(conversion, name: "AppViewActionToKitObject").isEmpty)
  }

  static let toolbarItemGroup = Fixture.root.appendingPathComponent(
    "xib-app-classes/ToolbarItemGroup.xib")

  /// An element the kit loads as a plain object among a toolbar's items (an item group): the
  /// document's toolbar shows the others, and the converted nib, which would refuse it,
  /// leaves it out of the items with a comment (a fuzzed document of LuLu's found it).
  @Test func aPlainObjectAmongAToolbarsItemsStaysOutOfTheNib() throws {
    let loaded = try Nib(contentsOf: Self.toolbarItemGroup).instantiate()
    let toolbar = try loaded.object(withID: "tlb-tg-001", as: Toolbar.self)
    #expect(
      toolbar.items.compactMap { ($0 as? ToolbarItem)?.itemIdentifier } == [
        "7E0B7F4A-2C1D-4E8F-9A3B-5D7C1E2F4A6D", "NSToolbarFlexibleSpaceItem",
      ])
    let conversion = try Linter().convert(path: Self.toolbarItemGroup.path)
    #expect(
      conversion.nib.contains(
        "Not converted: 'items' of 'Toolbar' (id tlb-tg-001) refers to 'Object' (id tlb-tg-003), which cannot be among items: loading the document leaves it out"
      ))
    #expect(try Self.convertedFindings(conversion, name: "ToolbarItemGroup").isEmpty)
    let converted = try Nib(xml: conversion.nib, name: "ToolbarItemGroup").instantiate()
    let convertedToolbar = try #require(converted.objects(ofType: Toolbar.self).first)
    #expect(convertedToolbar.items.count == 2)
  }

  static let controlAndCellOutlets = Fixture.root.appendingPathComponent(
    "xib-app-classes/ControlAndCellOutlets.xib")

  /// Two of File's Owner's outlets that hold one object (a text field and its cell) bind it
  /// both in the document and in the converted nib, which names both on the field.
  @Test func twoOutletsOfOneObjectBothBindInTheNib() throws {
    let owner = StatusController()
    let loaded = try Nib(contentsOf: Self.controlAndCellOutlets).instantiate(owner: owner)
    let field = try loaded.object(withID: "nam-tf-001", as: TextField.self)
    #expect(owner.nameField === field && owner.nameCell === field)
    let conversion = try Linter().convert(path: Self.controlAndCellOutlets.path)
    #expect(conversion.nib.contains(#"<TextField outlet="nameField nameCell" "#))
    #expect(!conversion.nib.contains("Not converted: outlet"))
    #expect(try Self.convertedFindings(conversion, name: "ControlAndCellOutlets").isEmpty)
    let converted = StatusController()
    _ = try Nib(xml: conversion.nib, name: "ControlAndCellOutlets").instantiate(owner: converted)
    #expect(converted.nameField != nil && converted.nameCell === converted.nameField)
  }

  @Test func anAppClassNamedLikeAKitTypeKeepsItsOutletOutOfTheNib() throws {
    let conversion = try Linter().convert(path: Self.kitNamedClass.path)
    // The kit's `TableView` has no `headerMenu`: the nib says so in a comment, not an attribute.
    #expect(!conversion.nib.contains("headerMenu=\""))
    #expect(conversion.nib.contains("Not converted: 'headerMenu' of 'TableView'"))
    #expect(try Self.convertedFindings(conversion, name: "KitNamedAppClass").isEmpty)
  }

  static let oneClassTwoKinds = Fixture.root.appendingPathComponent(
    "xib-app-classes/OneClassTwoKinds.xib")

  static let twoUnrelatedKinds = Fixture.root.appendingPathComponent(
    "xib-app-classes/TwoUnrelatedKinds.xib")

  /// An app class on a custom view and on a text field descends from `TextField` in the
  /// schema (a custom view stands for any view): both are written as it, and the document
  /// loads with the class registered so.
  @Test func anAppClassOnACustomViewAndATextFieldIsATextField() throws {
    let conversion = try Linter().convert(path: Self.oneClassTwoKinds.path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(schema.types.map(\.name) == ["ShortcutInputView"])
    #expect(schema.types.first?.parent == "TextField")
    #expect(conversion.nib.components(separatedBy: "<ShortcutInputView ").count == 3)
    #expect(!conversion.nib.contains("Not converted: custom class"))
    #expect(try Self.convertedFindings(conversion, name: "OneClassTwoKinds").isEmpty)
    var registry = TypeRegistry.standard
    registry.register(ShortcutField.self, name: "ShortcutInputView") { type in
      type.reference("shortcutDelegate") { field, target in
        field.shortcutDelegate = target
        return true
      }
    }
    let owner = KeysController()
    let loaded = try Nib(contentsOf: Self.oneClassTwoKinds, registry: registry).instantiate(
      owner: owner)
    let fields = loaded.objects(ofType: ShortcutField.self)
    #expect(fields.count == 2 && fields.contains { $0.shortcutDelegate === owner })
  }

  /// An app class on two kinds of element neither of which descends from the other descends
  /// from the first in the schema; the other element is written as its kit type, and the nib
  /// says so.
  @Test func anAppClassOnTwoUnrelatedKindsIsDeclaredUnderTheFirst() throws {
    let conversion = try Linter().convert(path: Self.twoUnrelatedKinds.path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(schema.types.first?.parent == "TextField")
    #expect(conversion.nib.contains("<ShortcutInputView ") && conversion.nib.contains("<Button "))
    #expect(conversion.nib.contains("Not converted: custom class 'ShortcutInputView' of 'Button'"))
    #expect(try Self.convertedFindings(conversion, name: "TwoUnrelatedKinds").isEmpty)
  }

  static let customObjectOfAViewClass = Fixture.root.appendingPathComponent(
    "xib-app-classes/CustomObjectOfAViewClass.xib")

  /// A custom object may be of any class, a view's too: an app class on a text field and on a
  /// custom object descends from `TextField` in the schema, both are written as it, the
  /// document lints clean with that schema, and it loads with the class registered so (the
  /// custom object was a `custom-class-type` error: a text field is not an `Object`).
  @Test func aCustomObjectMayBeOfAViewsClass() throws {
    let conversion = try Linter().convert(path: Self.customObjectOfAViewClass.path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(schema.types.first { $0.name == "NoteField" }?.parent == "TextField")
    #expect(conversion.nib.components(separatedBy: "<NoteField").count == 3)
    #expect(!conversion.nib.contains("Not converted"))
    #expect(try Self.convertedFindings(conversion, name: "CustomObjectOfAViewClass").isEmpty)
    var configuration = LintConfiguration()
    configuration.schemas = [try LintSchema(json: Array(conversion.schema), file: "schema.json")]
    let findings = try Linter(configuration: configuration).lint(
      path: Self.customObjectOfAViewClass.path)
    #expect(findings.filter { $0.severity >= .warning }.map(\.description) == [])
    var registry = TypeRegistry.standard
    registry.register(NoteField.self, name: "NoteField")
    let loaded = try Nib(contentsOf: Self.customObjectOfAViewClass, registry: registry)
      .instantiate(owner: KeysController())
    #expect(loaded.objects(ofType: NoteField.self).count == 2)
  }

  static let numberAttributeKinds = Fixture.root.appendingPathComponent(
    "xib-app-classes/NumberAttributeKinds.xib")

  /// A runtime attribute that is a whole number on one object of a class and a fraction on
  /// another is a double in the schema `convert` writes, and the nib lints clean with it.
  @Test func aNumberAttributeWholeAndFractionalIsADouble() throws {
    let conversion = try Linter().convert(path: Self.numberAttributeKinds.path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(schema.types.first?.properties?["clickCount"] == .simple("double"))
    #expect(try Self.convertedFindings(conversion, name: "NumberAttributeKinds").isEmpty)
  }

  static let popUpMenuOutlet = Fixture.root.appendingPathComponent(
    "xib-app-classes/PopUpMenuOutlet.xib")

  /// A pop-up's menu set by its cell and by its own outlet: the nib keeps the outlet's, as
  /// loading does, in one reference.
  @Test func aReferenceSetTwiceKeepsTheLastInTheNib() throws {
    let loaded = try Nib(contentsOf: Self.popUpMenuOutlet).instantiate()
    let popUp = try #require(loaded.objects(ofType: PopUpButton.self).first)
    let kindMenu = try loaded.object(withID: "82", as: Menu.self)
    #expect(popUp.menu === kindMenu)
    let conversion = try Linter().convert(path: Self.popUpMenuOutlet.path)
    #expect(conversion.nib.contains(#"menu="$menu""#) || conversion.nib.contains(#"menu="$menu2""#))
    #expect(conversion.nib.contains("Not converted: 'menu' of 'PopUpButton'"))
    #expect(try Self.convertedFindings(conversion, name: "PopUpMenuOutlet").isEmpty)
    let nib = try Nib(xml: conversion.nib, name: "PopUpMenuOutlet")
    let converted = try nib.instantiate()
    let convertedPopUp = try #require(converted.objects(ofType: PopUpButton.self).first)
    #expect(convertedPopUp.menu?.items.map(\.title) == ["Is", "Is not"])
  }

  static let customFormatter = Fixture.root.appendingPathComponent(
    "xib-app-classes/CustomFormatter.xib")

  /// An app's `<customFormatter>` is a formatter: a text field's `formatter` outlet takes it,
  /// and the schema declares its class a `TextFormatter`.
  @Test func anAppsCustomFormatterIsAFormatter() throws {
    let conversion = try Linter().convert(path: Self.customFormatter.path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(schema.types.first { $0.name == "PACURLFormatter" }?.parent == "TextFormatter")
    #expect(try Self.convertedFindings(conversion, name: "CustomFormatter").isEmpty)
  }

  /// A custom object of an undescribed app class wired to a `formatter` outlet is a
  /// formatter: the document lints clean, and the schema declares the class a `TextFormatter`.
  @Test func aCustomObjectUsedAsAFormatterIsOne() throws {
    let path = Fixture.root.appendingPathComponent("xib-app-classes/CustomObjectFormatter.xib")
      .path
    #expect(try Linter().lint(path: path).filter { $0.severity == .error }.isEmpty)
    let conversion = try Linter().convert(path: path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(schema.types.first { $0.name == "PACURLFormatter" }?.parent == "TextFormatter")
    #expect(try Self.convertedFindings(conversion, name: "CustomObjectFormatter").isEmpty)
    // Its id is named as Swift names a value of the class: a leading acronym lower-cased.
    #expect(conversion.nib.contains(#"<PACURLFormatter id="pacurlFormatter"/>"#))
  }

  /// An outlet of an undescribed app class that names a property of its kit type with an
  /// object that property cannot hold is the class's own: a note, and the converted schema
  /// declares it; on the kit's own class it is an error.
  @Test func anAppClassesOwnOutletShadowsTheKits() throws {
    let url = Fixture.root.appendingPathComponent("xib-app-classes/OwnContentViewOutlet.xib")
    let findings = try Linter().lint(path: url.path)
    #expect(findings.map(\.severity) == [.note])
    #expect(findings.first?.message.contains("the app class's own outlet") == true)
    let conversion = try Linter().convert(path: url.path)
    #expect(conversion.nib.contains(#"contentView="$customView"/>"#))
    #expect(try Self.convertedFindings(conversion, name: "OwnContentViewOutlet").isEmpty)
    let kitClass = try String(contentsOf: url, encoding: .utf8)
      .replacingOccurrences(of: #" customClass="InputTextView""#, with: "")
    let errors = try Linter().lint(contents: Array(kitClass.utf8), path: "KitTextView.xib")
      .filter { $0.severity == .error }
    #expect(errors.map(\.rule) == ["reference-type"])
  }

  /// A plain view of an undescribed app class that sends an action is a control: the action
  /// is bound (no note), and the schema declares the class a `Control`.
  @Test func aViewThatSendsActionsIsAControl() throws {
    let url = Fixture.root.appendingPathComponent("xib-app-classes/ControlOnAView.xib")
    #expect(try Linter().lint(path: url.path).filter { $0.message.contains("event") }.isEmpty)
    let conversion = try Linter().convert(path: url.path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(schema.types.first { $0.name == "PinPadKey" }?.parent == "Control")
    #expect(conversion.nib.contains(#"<action event="touchUpInside" handler="keyTapped"/>"#))
    #expect(try Self.convertedFindings(conversion, name: "ControlOnAView").isEmpty)
  }

  static let labelClassOnItsHolder = Fixture.root.appendingPathComponent(
    "xib-app-classes/LabelClassOnItsHolder.xib")

  /// An app class on a label and on the view that holds it descends from `Label`, and the
  /// holder is written as a `View` (a label holds no subviews); an outlet collection of a
  /// label and a button is a collection of `View`s in the schema. The nib lints clean.
  @Test func aLabelClassOnItsHolderAndAMixedCollectionConvert() throws {
    let conversion = try Linter().convert(path: Self.labelClassOnItsHolder.path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(schema.types.first { $0.name == "SummaryItemView" }?.parent == "Label")
    #expect(
      schema.types.first { $0.name == "CardView" }?.properties?["extraViews"]
        == .references("View"))
    #expect(
      conversion.nib.contains(
        "Not converted: custom class 'SummaryItemView' of 'View' (id lch-vw-001)"))
    #expect(try Self.convertedFindings(conversion, name: "LabelClassOnItsHolder").isEmpty)
  }

  static let cellOwnsItsActions = Fixture.root.appendingPathComponent(
    "xib-app-classes/CellOwnsItsActions.xib")

  /// A cell class that owns its nib handles the actions sent to the cell itself: the schema's
  /// owner entry for the class lists them, and the nib lints clean.
  @Test func aCellThatOwnsItsNibHandlesItsOwnActions() throws {
    let conversion = try Linter().convert(path: Self.cellOwnsItsActions.path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(schema.owners.map(\.name) == ["SliderCell"])
    #expect(schema.owners.first?.actions?["sliderValueChanged"]?.sender == "Slider")
    #expect(try Self.convertedFindings(conversion, name: "CellOwnsItsActions").isEmpty)
  }

  /// The errors and warnings of a converted nib linted with the schema written beside it.
  static func convertedFindings(_ conversion: InterfaceBuilderConversion, name: String) throws
    -> [Diagnostic]
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "converted-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let nibURL = folder.appendingPathComponent("\(name).nib")
    try conversion.nib.write(to: nibURL, atomically: true, encoding: .utf8)
    var configuration = LintConfiguration()
    configuration.schemas = [
      try LintSchema(json: Array(conversion.schema), file: "\(name).viewcheck-schema.json")
    ]
    return try Linter(configuration: configuration).lint(path: nibURL.path).filter {
      $0.severity >= .warning
    }
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

/// The owner of `ControlAndCellOutlets.xib`: a field and its cell, as AppKit apps keep them.
final class StatusController: NibOwner {
  var view: View?
  var nameField: TextField?
  var nameCell: Control?

  static let connections = Connections<StatusController>()
    .outlet("view", \.view)
    .outlet("nameField", \.nameField)
    .outlet("nameCell", \.nameCell)
}

/// The app's class of `OneClassTwoKinds.xib`'s shortcut views, as its schema declares it.
final class ShortcutField: TextField {
  weak var shortcutDelegate: AnyObject?
}

/// The app's class of `CustomObjectOfAViewClass.xib`'s text field and custom object.
final class NoteField: TextField {}

/// The owner of `OneClassTwoKinds.xib`.
final class KeysController: NibOwner {
  var view: View?
  static let connections = Connections<KeysController>().outlet("view", \.view)
}
