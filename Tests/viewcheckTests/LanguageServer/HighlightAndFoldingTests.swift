import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// `textDocument/documentHighlight` (the id under the cursor: its declaration written, its
/// references read) and `textDocument/foldingRange` (elements over several lines, their end
/// tags left in sight).
@Suite struct HighlightAndFoldingTests {
  typealias JSON = LanguageServerClient.JSON

  static let text = """
    <nib version="1">
      <View id="root">
        <TableView delegate="$cell"
                   dataSource="$cell"/>
        <TableViewCell id="cell"/>
        <Label text="$cell"/>
      </View>
    </nib>
    """

  @Test func highlightsAndFolds() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("Screen.nib", Self.text)
    let uri = DocumentURI.uri(ofPath: path)
    let client = try LanguageServerClient(directory: folder.path)
    let capabilities = try #require(
      (try client.initialize()["result"] as? JSON)?["capabilities"] as? JSON)
    #expect(capabilities["documentHighlightProvider"] as? Bool == true)
    #expect(capabilities["foldingRangeProvider"] as? Bool == true)
    client.open(uri, Self.text)

    let highlights = try #require(
      try client.request(
        "textDocument/documentHighlight",
        ["textDocument": ["uri": uri], "position": ["line": 4, "character": 24]]
      )["result"] as? [JSON])
    let found = highlights.compactMap { highlight -> [Int]? in
      guard let start = (highlight["range"] as? JSON)?["start"] as? JSON,
        let line = start["line"] as? Int, let kind = highlight["kind"] as? Int
      else { return nil }
      return [line, kind]
    }
    // Two references read, the id written; not the `$` in text.
    #expect(found == [[2, 2], [3, 2], [4, 3]])

    let folds = try #require(
      try client.request("textDocument/foldingRange", ["textDocument": ["uri": uri]])["result"]
        as? [JSON])
    let lines = folds.compactMap { fold -> [Int]? in
      guard let start = fold["startLine"] as? Int, let end = fold["endLine"] as? Int else {
        return nil
      }
      return [start, end]
    }
    #expect(lines == [[0, 6], [1, 5], [2, 3]], "nib, View, the table view's two-line tag")
  }
}
