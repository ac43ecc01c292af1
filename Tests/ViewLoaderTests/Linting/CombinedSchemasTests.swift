import Foundation
import Testing

@testable import ViewLoader

/// Several schemas that describe the same type or owner describe it together: `convert` writes
/// one schema for each document, with what that document uses of each app class
/// (`Fixtures/xib-shared-classes`: two windows of one controller class, as KnockKnock's info
/// windows are), and a project lints its converted nibs with all of them.
@Suite struct CombinedSchemasTests {
  static let folder = Fixture.root.appendingPathComponent("xib-shared-classes")

  private func schema(_ json: String, file: String) throws -> LintSchema {
    try LintSchema(json: Array(json.utf8), file: file)
  }

  private func combined(_ schemas: [(file: String, json: String)]) throws -> CombinedSchemas {
    try CombinedSchemas(
      schemas.map { try schema($0.json, file: $0.file) }, kit: TypeRegistry.standard)
  }

  private func failure(_ schemas: [(file: String, json: String)]) -> LintSchemaError? {
    do {
      _ = try combined(schemas)
      return nil
    } catch {
      return error as? LintSchemaError
    }
  }

  /// Each document converts to a nib and a schema; all the nibs, and the documents, lint with
  /// all the schemas in either order without a finding (a later schema replaced an earlier
  /// one's description: 8 errors, an outlet and a property missing, an outlet's and a
  /// sender's type too narrow).
  @Test func convertedDocumentsLintWithEachOthersSchemas() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shared-classes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var schemas: [LintSchema] = []
    var paths: [String] = []
    for name in ["FileInfo", "ExtensionInfo"] {
      let document = Self.folder.appendingPathComponent("\(name).xib").path
      let conversion = try Linter().convert(path: document)
      let nib = folder.appendingPathComponent("\(name).nib")
      try conversion.nib.write(to: nib, atomically: true, encoding: .utf8)
      schemas.append(
        try LintSchema(json: Array(conversion.schema), file: "\(name).viewcheck-schema.json"))
      paths += [nib.path, document]
    }
    for order in [schemas, schemas.reversed()] {
      var configuration = LintConfiguration()
      configuration.schemas = order
      let linter = try Linter(configuration: configuration)
      for path in paths {
        let findings = linter.lint(path: path).filter { $0.severity >= .warning }
        #expect(findings.isEmpty, "\(path): \(findings.map(\.description))")
      }
      let owner = try #require(linter.owners["InfoWindowController"])
      #expect(owner.outletOrder == ["header", "icon", "name", "path", "view"])
      // A pop-up button in one window and a text field in the other: a control.
      #expect(owner.outlet(named: "header")?.typeName == "Control")
      let type = try #require(linter.registry.type(named: "ClickableTextField"))
      #expect(type.parent?.name == "TextField")
      #expect(type.properties["clickCount"]?.kind == .double)
      for property in ["linkColor", "underlined"] {
        #expect(type.properties[property] != nil, "\(property)")
      }
    }
  }

  @Test func aTypeDescendsFromTheMostDerivedParentItsDescriptionsName() throws {
    let asView = #"{"version":1,"types":[{"name":"Card","parent":"View"}],"owners":[]}"#
    let asButton = #"{"version":1,"types":[{"name":"Card","parent":"Button"}],"owners":[]}"#
    for schemas in [
      [("a.json", asView), ("b.json", asButton)], [("b.json", asButton), ("a.json", asView)],
    ] {
      let types = try combined(schemas).types
      #expect(types.count == 1 && types.first?.entry.parent == "Button")
    }
  }

  /// A macOS custom view stands for any view of the app's class (`convert` declares a class it
  /// saw only on custom views under `CustomView`): with a text view elsewhere, a text view
  /// (Colloquy's `MVTextView`; iTerm2's colour well, a control elsewhere).
  @Test func aCustomViewStandsForAnyView() throws {
    let custom = #"{"version":1,"types":[{"name":"Card","parent":"CustomView"}],"owners":[]}"#
    for other in ["TextView", "Control"] {
      let kit = #"{"version":1,"types":[{"name":"Card","parent":"\#(other)"}],"owners":[]}"#
      for schemas in [
        [("a.json", custom), ("b.json", kit)], [("b.json", kit), ("a.json", custom)],
      ] {
        #expect(try combined(schemas).types.first?.entry.parent == other)
      }
    }
  }

  @Test func parentsNeitherOfWhichDescendsFromTheOtherAreAnError() throws {
    let asButton = #"{"version":1,"types":[{"name":"Card","parent":"Button"}],"owners":[]}"#
    let asLabel = #"{"version":1,"types":[{"name":"Card","parent":"Label"}],"owners":[]}"#
    let error = try #require(failure([("a.json", asButton), ("b.json", asLabel)]))
    #expect(error.file == "b.json")
    #expect(
      error.message
        == "type 'Card' descends from 'Label' here and from 'Button' in a.json: one class cannot be both"
    )
  }

  @Test func membersDescribedInSeveralSchemasAreCombined() throws {
    let first = """
      {"version":1,"types":[{"name":"Card","parent":"View","properties":{
        "count":"int","style":{"enum":["plain","bold"]},"edges":{"options":["top"]},
        "target":{"ref":"Label"},"items":{"ref":"Button"}},"events":["tapped"]}],
       "owners":[{"name":"Screen","outlets":{"title":{"type":"Label"},"rows":{"type":"Button"}},
        "actions":{"save":{"sender":"Button"},"close":{"sender":"Button"}}}]}
      """
    let second = """
      {"version":1,"types":[{"name":"Card","parent":"View","properties":{
        "count":"double","style":{"enum":["bold","italic"]},"edges":{"options":["bottom"]},
        "target":{"ref":"Button"},"items":{"refs":"Label"},"note":"string"},
        "events":["tapped","swiped"]}],
       "owners":[{"name":"Screen","outlets":{"title":{"type":"Button","required":true},
        "rows":{"type":"Button","collection":true}},"actions":{"save":{"sender":"Switch"},
        "close":{}}}]}
      """
    let schemas = try combined([("a.json", first), ("b.json", second)])
    let card = try #require(schemas.types.first?.entry)
    let properties = try #require(card.properties)
    #expect(properties["count"] == .simple("double"))
    #expect(properties["style"] == .enumeration(["plain", "bold", "italic"]))
    #expect(properties["edges"] == .options(["top", "bottom"]))
    #expect(properties["target"] == .reference("View"))
    #expect(properties["items"] == .references("View"))
    #expect(properties["note"] == .simple("string"))
    #expect(card.events == ["tapped", "swiped"])
    let screen = try #require(schemas.owners.first)
    #expect(schemas.owners.count == 1)
    #expect(screen.outlets?["title"]?.type == "View")
    #expect(screen.outlets?["title"]?.required == true)
    #expect(screen.outlets?["rows"]?.collection == true)
    #expect(screen.actions?["save"]?.sender == "Control")
    // One description takes any sender: so does the handler.
    #expect(screen.actions?["close"] != nil && screen.actions?["close"]?.sender == nil)
  }

  @Test func kindsThatCannotBeOneAreAnError() throws {
    let first =
      #"{"version":1,"types":[{"name":"Card","parent":"View","properties":{"title":"string"}}],"owners":[]}"#
    let second =
      #"{"version":1,"types":[{"name":"Card","parent":"View","properties":{"title":"int"}}],"owners":[]}"#
    let error = try #require(failure([("a.json", first), ("b.json", second)]))
    #expect(error.file == "b.json")
    #expect(
      error.message
        == "type 'Card': property 'title' is 'int' here and 'string' in a.json: one class's property has one kind"
    )
    // An option set past a mask's names cannot be one either.
    let names = (0..<100).map { "\"o\($0)\"" }
    let some =
      #"{"version":1,"types":[{"name":"Card","parent":"View","properties":{"edges":{"options":["#
    let low = some + names[..<50].joined(separator: ",") + "]}}}],\"owners\":[]}"
    let high = some + names[50...].joined(separator: ",") + "]}}}],\"owners\":[]}"
    #expect(
      failure([("a.json", low), ("b.json", high)])?.message
        == "type 'Card': property 'edges' has 100 option names here and in a.json together, more than an option set holds (64)"
    )
  }

  /// Two schemas that extend the same kit type both add to it.
  @Test func twoSchemasExtendingAKitTypeBothAddToIt() throws {
    let first =
      #"{"version":1,"types":[{"name":"View","properties":{"cornerRadius":"double"}}],"owners":[]}"#
    let second =
      #"{"version":1,"types":[{"name":"View","properties":{"borderWidth":"double"}}],"owners":[]}"#
    var configuration = LintConfiguration()
    configuration.schemas = [try schema(first, file: "a.json"), try schema(second, file: "b.json")]
    let registry = try Linter(configuration: configuration).registry
    let label = try #require(registry.type(named: "Label"))
    #expect(label.properties["cornerRadius"] != nil && label.properties["borderWidth"] != nil)
  }

  /// A type whose descriptions' parents run in a cycle is an error, not followed forever.
  @Test func parentsInACycleAreReportedNotFollowed() throws {
    let first =
      #"{"version":1,"types":[{"name":"A","parent":"B"},{"name":"B","parent":"A"}],"owners":[]}"#
    let second = #"{"version":1,"types":[{"name":"A","parent":"View"}],"owners":[]}"#
    var configuration = LintConfiguration()
    configuration.schemas = [try schema(first, file: "a.json"), try schema(second, file: "b.json")]
    #expect(throws: LintSchemaError.self) { try Linter(configuration: configuration) }
  }

  /// Two schemas describing each type of a chain, one as the chain and one under `View`, so
  /// that working out each parent means working out the next one's: a chain as deep as a
  /// real hierarchy combines into the chain; a hostile one 5,000 deep is an error saying so
  /// (not a recursion 5,000 deep).
  @Test func aChainOfTypesDescribedTwiceCombinesWithinADepthLimit() throws {
    func schemas(_ count: Int) -> [(file: String, json: String)] {
      let chain = (0..<count).map { index in
        let parent = index == count - 1 ? "View" : "T\(index + 1)"
        return #"{"name":"T\#(index)","parent":"\#(parent)"}"#
      }
      let flat = (0..<count).map { #"{"name":"T\#($0)","parent":"View"}"# }
      return [
        ("a.json", #"{"version":1,"owners":[],"types":["# + chain.joined(separator: ",") + "]}"),
        ("b.json", #"{"version":1,"owners":[],"types":["# + flat.joined(separator: ",") + "]}"),
      ]
    }
    let types = try combined(schemas(100)).types
    #expect(types.count == 100)
    #expect(types.first?.entry.parent == "T1" && types.last?.entry.parent == "View")
    let error = try #require(failure(schemas(5_000)))
    #expect(error.file == "a.json")
    #expect(error.message.hasSuffix("descends through more than 256 types"))
  }
}
