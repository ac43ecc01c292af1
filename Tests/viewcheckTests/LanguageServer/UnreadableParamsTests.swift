import Foundation
import Testing

@testable import viewcheck

/// What a client may send that Foundation's decoder cannot read: a lone UTF-16 surrogate's
/// escape in a document's text (read as U+FFFD, every position kept), and notification params
/// of the wrong shape (said in the client's log, not dropped without a word).
@Suite struct UnreadableParamsTests {
  typealias JSON = LanguageServerClient.JSON

  private func repaired(_ text: String) -> String {
    String(decoding: UnpairedSurrogates.repaired(Array(text.utf8)), as: UTF8.self)
  }

  @Test func unpairedSurrogateEscapesBecomeReplacementCharacters() {
    #expect(repaired(#""a\ud800b""#) == #""a\ufffdb""#)
    #expect(repaired(#""a\uDC00b""#) == #""a\ufffdb""#)
    // A high half before an escape that is not a low half; a low half before a high one.
    #expect(repaired(#""\uD83D\u0041""#) == #""\ufffd\u0041""#)
    #expect(repaired(#""\ude00\ud83d""#) == #""\ufffd\ufffd""#)
    // At the very end, and cut short.
    #expect(repaired(#"\ud800"#) == #"\ufffd"#)
    #expect(repaired(#""\ud800\ude""#) == #""\ufffd\ude""#)
  }

  @Test func everythingElseIsLeftAlone() {
    for text in [
      #""\ud83d\ude00""#, #""\uD83D\uDE00 and \u00e9""#, #""\\ud800""#, #""\\\\ud800""#,
      #""\"\ud83d\ude00\"""#, #"{"a":"\n\t\/"}"#, "", #"\"#, #"\u12"#, "\"😀\"",
    ] {
      #expect(repaired(text) == text, "\(text)")
    }
    // What the repaired text decodes to: a valid pair as its scalar, an escaped backslash as
    // a backslash and the letters after it.
    #expect(repaired(#""\\ud800\ud800""#) == #""\\ud800\ufffd""#)
  }

  @Test func aLoneSurrogateInADocumentIsReadAsOneReplacementCharacter() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/Lone.nib"
    let uri = DocumentURI.uri(ofPath: path)
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    // `text="a?b" colour="red"` with a lone high surrogate where the `?` is, written as a
    // JavaScript client writes it: one UTF-16 unit, as U+FFFD is.
    let text = #"<nib version=\"1\">\n  <Label text=\"a\ud800b\" colour=\"red\"/>\n</nib>\n"#
    let message =
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":"#
      + #"{"uri":"\#(uri)","languageId":"xml","version":1,"text":"\#(text)"}}}"#
    client.sendRaw(Array("Content-Length: \(message.utf8.count)\r\n\r\n\(message)".utf8))
    let diagnostics = try client.diagnostics(for: uri)
    let unknown = try #require(diagnostics.first { $0["code"] as? String == "unknown-property" })
    let start = (unknown["range"] as! JSON)["start"] as! JSON
    #expect(start["line"] as? Int == 1)
    #expect(start["character"] as? Int == #"  <Label text="a?b" "#.utf16.count)
    #expect(diagnostics.count == 1)
  }

  @Test func notificationParamsOfTheWrongShapeAreLogged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": "file:///x.nib", "languageId": "xml", "version": 1, "text": 5]])
    let logged = try client.next { $0["method"] as? String == "window/logMessage" }
    let params = try #require(logged["params"] as? JSON)
    #expect(params["type"] as? Int == 2)
    #expect(
      params["message"] as? String
        == "viewcheck ignored 'textDocument/didOpen': invalid params: wrong value at 'params.textDocument.text'"
    )
    #expect(try client.request("shutdown")["result"] is NSNull)
  }
}
