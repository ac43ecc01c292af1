import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// Schema files the CLI reads (`--schema`, the configuration's `schema` list).
@Suite struct SchemaFileTests {
  /// The failure that loading `json` as `s.json` gives, or `nil` when it loads.
  private func failure(_ json: String) throws -> String? {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("s.json", json)
    do {
      _ = try SchemaFile.load(path: "s.json", in: folder.path)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func aValidSchemaLoads() throws {
    #expect(
      try failure(
        #"{"version": 1, "types": [{"name": "Card", "parent": "View"}], "owners": []}"#) == nil)
  }

  /// A repeated key is as surely a mistake as an unknown one: JSONDecoder keeps one of the two
  /// values without a word.
  @Test(arguments: [
    (
      #"{"version": 1, "types": [], "types": [{"name": "Card"}], "owners": []}"#,
      "s.json: duplicate key 'types'"
    ),
    (
      #"{"version": 1, "owners": [], "types": [{"name": "Card", "parent": "View", "#
        + #""properties": {"title": "string", "title": "int"}}]}"#,
      "s.json: duplicate key 'types[0].properties.title'"
    ),
    (
      #"{"version": 1, "types": [], "owners": [{"name": "C", "#
        + #""outlets": {"a": {"type": "View", "type": "Label"}}}]}"#,
      "s.json: duplicate key 'owners[0].outlets.a.type'"
    ),
  ])
  func duplicateKeys(_ json: String, _ message: String) throws {
    #expect(try failure(json) == message)
  }

  @Test func repeatedTypeOrOwnerNames() throws {
    #expect(
      try failure(
        #"{"version": 1, "owners": [], "types": [{"name": "Card", "parent": "View"}, "#
          + #"{"name": "Card", "parent": "Label"}]}"#)
        == "s.json: type 'Card' is described twice")
    #expect(
      try failure(
        #"{"version": 1, "types": [], "owners": [{"name": "Login", "outlets": {}}, "#
          + #"{"name": "Login", "actions": {}}]}"#)
        == "s.json: owner 'Login' is described twice")
  }
}
