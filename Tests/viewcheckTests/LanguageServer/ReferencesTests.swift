import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// `textDocument/references` in a nib file: from an id, or from a reference to it, to every
/// `$id` that names it (a layout guide's `$id.guide` too, in a list of references each one),
/// never to a `$` in text.
@Suite struct ReferencesTests {
  typealias JSON = LanguageServerClient.JSON

  static let text = """
    <nib version="1">
      <View id="root">
        <TableView id="table" delegate="$cell" dataSource="$cell"/>
        <TableViewCell id="cell"/>
        <Label text="$cell"/>
        <Button><action event="touchUpInside" target="$cell" handler="go"/></Button>
      </View>
      <LayoutConstraint firstItem="$table" secondItem="$root.safeAreaLayoutGuide"/>
    </nib>
    """

  /// Each location's zero-based line and first UTF-16 column.
  private func references(
    _ client: LanguageServerClient, _ path: String, line: Int, character: Int,
    includeDeclaration: Bool
  ) throws -> [[Int]] {
    let response = try client.request(
      "textDocument/references",
      [
        "textDocument": ["uri": DocumentURI.uri(ofPath: path)],
        "position": ["line": line, "character": character],
        "context": ["includeDeclaration": includeDeclaration],
      ])
    let locations = try #require(response["result"] as? [JSON])
    return locations.compactMap { location in
      guard let start = (location["range"] as? JSON)?["start"] as? JSON,
        let line = start["line"] as? Int, let character = start["character"] as? Int
      else { return nil }
      return [line, character]
    }
  }

  /// The screen in a fresh folder, open in a server: the folder, the client, the file's path.
  static func openScreen() throws -> (TemporaryFolder, LanguageServerClient, String) {
    let folder = try TemporaryFolder()
    let path = try folder.write("Screen.nib", text)
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(DocumentURI.uri(ofPath: path), text)
    return (folder, client, path)
  }

  @Test func hoverOnAReferenceNamesItsObject() throws {
    let (folder, client, path) = try Self.openScreen()
    defer { folder.remove() }
    func hover(line: Int, character: Int) throws -> String? {
      let result =
        try client.request(
          "textDocument/hover",
          [
            "textDocument": ["uri": DocumentURI.uri(ofPath: path)],
            "position": ["line": line, "character": character],
          ])["result"] as? JSON
      return (result?["contents"] as? JSON)?["value"] as? String
    }
    let delegate = try #require(try hover(line: 2, character: 28))
    #expect(delegate.contains("`$cell`: `<TableViewCell>`"))
    let guide = try #require(try hover(line: 7, character: 42))
    #expect(guide.contains("`<View>` (a layout guide of it)"))
    let text = try #require(try hover(line: 4, character: 12))
    #expect(!text.contains("`$cell`"), "text is text")
  }

  @Test func fromAnIDOrAReferenceToEveryReference() throws {
    let (folder, client, path) = try Self.openScreen()
    defer { folder.remove() }
    let uses = [[2, 36], [2, 55], [5, 50]]
    // On the id of the cell: its three references, not the label's text.
    #expect(
      try references(client, path, line: 3, character: 24, includeDeclaration: false) == uses)
    #expect(
      try references(client, path, line: 3, character: 24, includeDeclaration: true)
        == [[2, 36], [2, 55], [3, 23], [5, 50]])
    // On one of the references: the same.
    #expect(
      try references(client, path, line: 2, character: 38, includeDeclaration: false) == uses)
    // A layout guide's reference names its view.
    #expect(
      try references(client, path, line: 7, character: 55, includeDeclaration: true)
        == [[1, 12], [7, 51]])
    // A `$` in text is text: nothing.
    #expect(try references(client, path, line: 4, character: 19, includeDeclaration: true) == [])
  }
}
