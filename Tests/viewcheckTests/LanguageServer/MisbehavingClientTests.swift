import Foundation
import Testing

@testable import viewcheck

/// `viewcheck lsp` with a client that misbehaves: bad JSON, messages that are no request,
/// requests before `initialize`, unknown methods, bad params, and broken frames (huge, negative
/// or missing lengths, a header without its body): each answered as the protocol says, and
/// the server still answering after them.
@Suite struct MisbehavingClientTests {
  typealias JSON = LanguageServerClient.JSON

  @Test func malformedInputGetsErrorsNotCrashes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LanguageServerClient(directory: folder.path)
    func error(of message: JSON) -> Int? { (message["error"] as? JSON)?["code"] as? Int }
    func nullIDError() throws -> Int? {
      error(of: try client.next { $0["error"] != nil && $0["id"] is NSNull })
    }
    // Before `initialize`.
    #expect(error(of: try client.request("textDocument/hover")) == -32002)
    client.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///x.nib", "text": ""]])
    try client.initialize()
    // Bad JSON, JSON that is no object, no method.
    client.sendRaw(Array("Content-Length: 9\r\n\r\n{\"id\": 1,".utf8))
    #expect(try nullIDError() == -32700)
    client.sendRaw(Array("Content-Length: 7\r\n\r\n[1,2,3]".utf8))
    #expect(try nullIDError() == -32600)
    client.sendRaw(Array("Content-Length: 2\r\n\r\n{}".utf8))
    #expect(try nullIDError() == -32600)
    // JSON nested far deeper than any message.
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    client.sendRaw(Array("Content-Length: \(deep.utf8.count)\r\n\r\n\(deep)".utf8))
    #expect(try nullIDError() != nil)
    // A header that says 10 GB: refused at once, without reading or allocating it; the next
    // message's header ends the body that never came.
    client.sendRaw(Array("Content-Length: 10000000000\r\n\r\n".utf8))
    #expect(try nullIDError() == -32600)
    // A header without its body: what follows is taken as the body (so the request is lost,
    // as the protocol says), and the reader finds the next header after it.
    client.sendRaw(Array("Content-Length: 40\r\n\r\n".utf8))
    client.notify("initialized")
    #expect(try nullIDError() == -32700)
    // Unknown methods, bad params, a change to a document never opened.
    #expect(error(of: try client.request("workspace/unknownThing")) == -32601)
    client.notify("unknown/notification", ["x": 1])
    #expect(error(of: try client.request("textDocument/hover", ["textDocument": 5])) == -32602)
    client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": "file:///never/opened.nib", "version": 2],
        "contentChanges": [["text": "x"]],
      ])
    #expect(try client.request("initialize")["error"] != nil, "initialize twice")
    // Still answering after all that.
    #expect(try client.request("shutdown")["result"] is NSNull)
  }

  @Test func aHugeContentLengthIsSkippedAndTheServerGoesOn() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    // Larger than the limit by a little: refused at once; the body that follows is read and
    // dropped (a megabyte at a time, here), then the next message is answered.
    let size = MessageReader.maximumBody + 1
    client.sendRaw(Array("Content-Length: \(size)\r\n\r\n".utf8))
    let refused = try client.next { $0["error"] != nil && $0["id"] is NSNull }
    #expect((refused["error"] as? JSON)?["code"] as? Int == -32600)
    let megabyte = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20)
    for _ in 0..<(size >> 20) { client.sendRaw(megabyte) }
    client.sendRaw(Array(megabyte.prefix(size % (1 << 20))))
    #expect(try client.request("shutdown")["result"] is NSNull)
  }

  @Test func aHeaderWithoutABodyEndsTheServerWhenTheInputEnds() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.sendRaw(Array("Content-Length: 100\r\n\r\n{\"jsonrpc\"".utf8))
    client.closeInput()
    #expect(client.waitForExit() == 1)
  }

  @Test func badHeadersAreAnswered() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.sendRaw(Array("Content-Type: x\r\n\r\n".utf8))
    client.sendRaw(Array("Content-Length: -5\r\n\r\n".utf8))
    client.sendRaw(Array("Content-Length: \(String(repeating: "9", count: 10_000))\r\n\r\n".utf8))
    for _ in 0..<3 {
      let refused = try client.next { $0["error"] != nil && $0["id"] is NSNull }
      #expect((refused["error"] as? JSON)?["code"] as? Int == -32600)
    }
    #expect(try client.request("shutdown")["result"] is NSNull)
  }
}
