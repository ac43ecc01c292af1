import Foundation
import Testing

@testable import ViewLoader

extension View {
  /// An app's inspectable property, added in an extension (kept in an existing field).
  fileprivate var nickname: String {
    get { accessibilityIdentifier ?? "" }
    set { accessibilityIdentifier = newValue }
  }
}

/// An app's label, registered after the kit's `View` is extended.
private final class FancyLabel: Label {}

@Suite struct ExtendTests {
  private func extended() -> TypeRegistry {
    var registry = TypeRegistry.standard
    registry.extend(View.self) { type in
      type.property("nickname", \.nickname)
    }
    registry.extend(Control.self) { type in
      type.event(Control.Event(rawValue: "longPress"))
    }
    registry.register(FancyLabel.self, name: "FancyLabel")
    return registry
  }

  @Test func aKitTypeAndEverySubclassGainTheProperty() throws {
    let registry = extended()
    for name in ["View", "Label", "Button", "TableViewCell", "FancyLabel", "Window"] {
      guard let type = registry.type(named: name) else { continue }
      #expect(type.properties["nickname"]?.kind == .string, "\(name)")
    }
    #expect(registry.type(named: "Button")?.events.contains("longPress") == true)
    #expect(registry.type(named: "Button")?.events.contains("touchUpInside") == true)
    #expect(registry.type(named: "Label")?.properties["text"] != nil, "own properties stay")
    #expect(TypeRegistry.standard.type(named: "Label")?.properties["nickname"] == nil)
    let nib = try Nib(
      xml: """
        <nib version="1">
          <View nickname="root">
            <Label nickname="title" text="T"/>
            <FancyLabel nickname="fancy"/>
            <Button/>
          </View>
        </nib>
        """, name: "Extended", registry: registry)
    let root = try #require(nib.instantiate().topLevelObjects.first as? View)
    #expect(root.nickname == "root")
    #expect(root.subviews.map(\.nickname) == ["title", "fancy", ""])
    #expect((root.subviews[0] as? Label)?.text == "T")
    // The added event compiles on every control.
    _ = try Nib(
      xml: #"<nib version="1"><Switch><action event="longPress" handler="h"/></Switch></nib>"#,
      name: "Event", registry: registry)
  }

  @Test func aSubclassRegisteredBeforeItsSuperclassIsExtendedFollows() throws {
    var registry = TypeRegistry.standard
    registry.register(FancyLabel.self, name: "FancyLabel")
    registry.extend(Label.self) { type in type.property("nickname", \.nickname) }
    #expect(registry.type(named: "FancyLabel")?.properties["nickname"] != nil)
    #expect(registry.type(named: "FancyLabel")?.parent === registry.type(named: "Label"))
    #expect(registry.type(named: "View")?.properties["nickname"] == nil)
  }

  @Test func theSchemaCarriesWhatWasAddedToTheKit() throws {
    let json = try extended().schema(owners: [])
    let document = try JSONDecoder().decode(SchemaDocument.self, from: json)
    let view = try #require(document.types.first { $0.name == "View" })
    #expect(view.properties == ["nickname": .simple("string")])
    let control = try #require(document.types.first { $0.name == "Control" })
    #expect(control.events == ["longPress"] && control.properties == [:])
    #expect(!document.types.contains { $0.name == "Label" })
    // The linter reads it back as an extension of its own kit.
    let schema = try LintSchema(json: Array(json), file: "schema.json")
    let linting = try TypeRegistry.standard.adding([schema])
    #expect(linting.type(named: "Label")?.properties["nickname"] != nil)
    #expect(linting.type(named: "Label")?.properties["text"] != nil)
    #expect(linting.type(named: "Button")?.events.contains("longPress") == true)
    #expect(linting.type(named: "Label")?.metatype != nil, "still the kit's creatable type")
  }
}

@Suite struct SchemaStandInTests {
  /// An app's classes as a schema describes them: two deep under a kit view, and one that
  /// names no kit class at all.
  private func registry() throws -> TypeRegistry {
    let json = """
      {"version": 1, "types": [
        {"name": "Pager", "parent": "ScrollView", "children": true, "properties": {}, "events": []},
        {"name": "PhotoPager", "parent": "Pager", "children": true, "properties": {}, "events": []},
        {"name": "Model", "properties": {}, "events": []}
      ], "owners": []}
      """
    let schema = try LintSchema(json: Array(json.utf8), file: "schema.json")
    return try TypeRegistry.standard.adding([schema])
  }

  @Test func aDescribedClassIsItsNearestKitClass() throws {
    let registry = try registry()
    let photoPager = try #require(registry.type(named: "PhotoPager"))
    #expect(photoPager.metatype == nil)
    #expect(photoPager.nearestCreatableType?.name == "ScrollView")
    #expect(registry.type(named: "Label")?.nearestCreatableType?.name == "Label")
    #expect(registry.type(named: "Model")?.nearestCreatableType == nil)
  }

  @Test func standInsCreateTheirKitClassUnderTheirOwnNames() throws {
    let standIns = try registry().standingInForSchemaTypes()
    let photoPager = try #require(standIns.type(named: "PhotoPager"))
    #expect(photoPager.objectType != nil)
    #expect(photoPager.make?() is ScrollView)
    #expect(photoPager.parent?.name == "Pager")
    #expect(standIns.type(named: "Model")?.objectType == nil, "no kit class to stand in as")
  }
}
