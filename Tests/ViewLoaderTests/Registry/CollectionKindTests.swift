import Foundation
import Testing

@testable import ViewLoader

/// Sides of a box, as an app's option set.
private struct Sides: NibOptionSet {
  let rawValue: Int
  static let top = Sides(rawValue: 1 << 0)
  static let bottom = Sides(rawValue: 1 << 1)
  static let vertical: Sides = [.top, .bottom]
  static let nibMembers: [(name: String, value: Sides)] = [
    ("top", .top), ("bottom", .bottom), ("vertical", .vertical),
  ]
}

/// An app's view with a property of each of the kinds that hold several values.
private final class Shelf: View {
  var sides: Sides = []
  var titles: [String] = ["default"]
  var books: [Label] = []
  var anything: [AnyObject] = []
}

/// An owner with nothing to bind, for `$owner` references.
private final class ShelfOwner: NibOwner {
  static let connections = Connections<ShelfOwner>()
}

private let registry: TypeRegistry = {
  var registry = TypeRegistry.standard
  registry.register(Shelf.self, name: "Shelf") { type in
    type.property("sides", \.sides)
    type.property("titles", \.titles)
    type.property("books", \.books)
    type.references("anything") { shelf, target in
      shelf.anything.append(target)
      return true
    }
  }
  return registry
}()

@Suite struct CollectionKindTests {
  @Test func kindsAreInferredFromTheKeyPaths() throws {
    let shelf = try #require(registry.type(named: "Shelf"))
    #expect(shelf.properties["sides"]?.kind == .options(["top", "bottom", "vertical"]))
    #expect(shelf.properties["titles"]?.kind == .strings)
    #expect(shelf.properties["books"]?.kind == .references("Label"))
    #expect(shelf.properties["anything"]?.kind == .references("Any"))
  }

  @Test func instantiationSetsEachKind() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <Shelf id="shelf" sides="bottom vertical" titles="A|B\\|C|" books="$second $first $second"
              anything="$first $owner">
            <Label id="first" text="1"/>
            <Label id="second" text="2"/>
          </Shelf>
        </nib>
        """, name: "Shelf", registry: registry)
    let owner = ShelfOwner()
    for _ in 0..<2 {
      let loaded = try nib.instantiate(owner: owner)
      let shelf = try loaded.object(withID: "shelf", as: Shelf.self)
      #expect(shelf.sides == [.top, .bottom])
      #expect(shelf.titles == ["A", "B|C"])
      #expect(shelf.books.map(\.text) == ["2", "1", "2"])
      #expect(shelf.anything.count == 2)
      #expect(shelf.anything.last === owner)
    }
  }

  @Test func emptyValuesSetNothingOrTheEmptyValue() throws {
    let nib = try Nib(
      xml: #"<nib version="1"><Shelf sides="" titles="" books=""/></nib>"#, name: "Empty",
      registry: registry)
    let shelf = try nib.instantiate().one(ofType: Shelf.self)
    #expect(shelf.sides == [])
    #expect(shelf.titles == [])
    #expect(shelf.books.isEmpty)
  }

  @Test func eachTargetIsCheckedAtTheAttribute() throws {
    let error = #expect(throws: NibError.self) {
      _ = try Nib(
        xml: """
          <nib version="1">
            <Shelf books="$label $button $missing">
              <Label id="label"/>
              <Button id="button"/>
            </Shelf>
          </nib>
          """, name: "Wrong", registry: registry)
    }
    let found = error?.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule)" }
    #expect(found == ["2:10 reference-type", "2:10 unresolved-reference"])
    #expect(
      error?.diagnostics.map(\.message) == [
        "'$button' is a Button, but 'books' needs a Label",
        "'$missing' names no object or external",
      ])
  }

  @Test func aTargetOfTheWrongClassFailsAtInstantiation() throws {
    let nib = try Nib(
      xml: #"<nib version="1"><Shelf books="$owner"/></nib>"#, name: "OwnerBook",
      registry: registry)
    let error = #expect(throws: NibError.self) { _ = try nib.instantiate(owner: ShelfOwner()) }
    #expect(error?.diagnostics.map(\.rule) == ["reference-type"])
  }

  @Test func theDumpPrintsACollectionAsAnArray() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("collection-kinds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Shelf.nib")
    try Data(
      #"""
      <nib version="1">
        <Shelf titles="A|\|" sides="vertical top" books="$b  $b" anything="$b"><Label id="b"/></Shelf>
      </nib>
      """#.utf8
    ).write(to: file)
    let schema = try LintSchema(json: Array(registry.schema(owners: [])), file: "schema.json")
    var configuration = LintConfiguration()
    configuration.schemas = [schema]
    let dump = try Linter(configuration: configuration).dump(path: file.path).get()
    #expect(
      dump
        == #"{"nib":"Shelf","objects":[{"type":"Shelf","properties":{"titles":"A|\\|","#
        + #""sides":"top vertical","books":["$b","$b"],"anything":["$b"]},"#
        + #""children":[{"type":"Label","id":"b"}]}]}"#)
  }

  @Test func theSchemaDescribesAndReadsBackEachKind() throws {
    let json = try registry.schema(owners: [])
    let text = String(decoding: json, as: UTF8.self)
    #expect(text.contains(#""books" : {"#) && text.contains(#""refs" : "Label""#))
    #expect(text.contains(#""options" : ["#) && text.contains(#""titles" : "strings""#))
    let schema = try LintSchema(json: Array(json), file: "schema.json")
    let linting = try TypeRegistry.standard.adding([schema])
    let shelf = try #require(linting.type(named: "Shelf"))
    #expect(shelf.properties["sides"]?.kind == .options(["top", "bottom", "vertical"]))
    #expect(shelf.properties["titles"]?.kind == .strings)
    #expect(shelf.properties["books"]?.kind == .references("Label"))
  }

  @Test func aSchemaOptionSetOfTooManyNamesIsRefused() throws {
    let names = (0...64).map { "\"n\($0)\"" }.joined(separator: ",")
    let json =
      #"{"version":1,"types":[{"name":"T","properties":{"o":{"options":["#
      + names + #"]}}}],"owners":[]}"#
    #expect(throws: LintSchemaError.self) {
      _ = try LintSchema(json: Array(json.utf8), file: "schema.json")
    }
  }
}
