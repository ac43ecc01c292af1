import Foundation
import Testing

@testable import viewcheck

/// A document nested far past what a file may hold is still a document an editor sends: its
/// symbol tree stops at a depth JSON can carry, and every request is answered.
@Suite struct DeepDocumentTests {
  @Test func theSymbolTreeOfADeepDocumentIsAnswered() throws {
    let depth = 2_000
    let text =
      "<nib version=\"1\">\n" + String(repeating: "<View>\n", count: depth)
      + String(repeating: "</View>\n", count: depth) + "</nib>\n"
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let uri = DocumentURI.uri(ofPath: folder.path + "/Deep.nib")
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(uri, text)
    let response = try client.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": uri]])
    var level = try #require(response["result"] as? [LanguageServerClient.JSON])
    var levels = 0
    while let first = level.first {
      levels += 1
      level = first["children"] as? [LanguageServerClient.JSON] ?? []
    }
    #expect(levels == 100, "as deep as the tree goes, and no deeper")
    let folds = try client.request("textDocument/foldingRange", ["textDocument": ["uri": uri]])
    // The root and every view but the innermost, which has nothing between its tags.
    #expect((folds["result"] as? [Any])?.count == depth)
  }
}
