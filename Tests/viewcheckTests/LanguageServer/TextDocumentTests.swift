import Testing

@testable import viewcheck

/// Positions: LSP's (UTF-16 or UTF-8, 0-based), byte offsets and the linter's (1-based
/// lines, columns in Unicode scalars), on lines with non-ASCII text and every kind of line
/// break; edits; URIs.
@Suite struct TextDocumentTests {
  // "aé😀b": a (1 byte, 1 unit), é (2 bytes, 1 unit), 😀 (4 bytes, 2 units), b.
  private let document = TextDocument(uri: "file:///t.nib", version: 1, text: "x\r\naé😀b\rc\nd")

  @Test func linesEndAtEveryKindOfLineBreak() {
    #expect(document.lineStarts == [0, 3, 12, 14])
    #expect(document.lineEnd(0) == 1)
    #expect(document.lineEnd(1) == 11)
    #expect(document.lineEnd(3) == 15)
  }

  @Test func utf16AndUTF8Positions() {
    let b = 10  // the byte offset of `b`
    #expect(document.position(of: b, encoding: .utf16) == Position(line: 1, character: 4))
    #expect(document.position(of: b, encoding: .utf8) == Position(line: 1, character: 7))
    #expect(document.offset(of: Position(line: 1, character: 4), encoding: .utf16) == b)
    #expect(document.offset(of: Position(line: 1, character: 7), encoding: .utf8) == b)
    // Inside the emoji (between its two UTF-16 units, or among its bytes): its start.
    #expect(document.offset(of: Position(line: 1, character: 3), encoding: .utf16) == 6)
    #expect(document.offset(of: Position(line: 1, character: 5), encoding: .utf8) == 6)
    // Past the line's end: the end, before the line break; past the last line: the end.
    #expect(document.offset(of: Position(line: 1, character: 99), encoding: .utf16) == 11)
    #expect(document.offset(of: Position(line: 9, character: 0), encoding: .utf16) == 15)
  }

  @Test func linterColumnsCountScalars() {
    #expect(document.offset(line: 2, column: 3) == 6)
    #expect(document.offset(line: 2, column: 4) == 10)
    #expect(document.offset(line: 2, column: 40) == 11)
    let marked = TextDocument(uri: "u", version: nil, text: "\u{FEFF}<nib/>")
    #expect(marked.offset(line: 1, column: 1) == 3, "after a byte order mark")
  }

  @Test func incrementalEditsInBothEncodings() {
    var utf16 = document
    utf16.replace(
      LSPRange(start: Position(line: 1, character: 3), end: Position(line: 1, character: 5)),
      with: "🙂", encoding: .utf16)
    #expect(utf16.text == "x\r\naé🙂\rc\nd")
    var utf8 = document
    utf8.replace(
      LSPRange(start: Position(line: 1, character: 1), end: Position(line: 1, character: 3)),
      with: "e", encoding: .utf8)
    #expect(utf8.text == "x\r\nae😀b\rc\nd")
    var whole = document
    whole.replace(nil, with: "new", encoding: .utf16)
    #expect(whole.text == "new" && whole.lineStarts == [0])
  }

  @Test func underlinesATokenOnItsLine() {
    let line = TextDocument(uri: "u", version: nil, text: #"  <Label text = "é" a/>"#)
    #expect(line.tokenEnd(from: 2) == 8)  // `<Label`
    #expect(line.tokenEnd(from: 9) == 20)  // `text = "é"`
    #expect(line.tokenEnd(from: 21) == 22)  // `a`
  }

  @Test func fileURIs() {
    #expect(DocumentURI.path(of: "file:///a%20b/%C3%A9.nib") == "/a b/é.nib")
    #expect(DocumentURI.path(of: "file://localhost/x.nib") == "/x.nib")
    #expect(DocumentURI.path(of: "file://server/x.nib") == nil)
    #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
    #expect(DocumentURI.path(of: "file:///a%00b") == nil)
    #expect(DocumentURI.uri(ofPath: "/a b/é#.nib") == "file:///a%20b/%C3%A9%23.nib")
    #expect(DocumentURI.path(of: DocumentURI.uri(ofPath: "/x/ü ?.nib")) == "/x/ü ?.nib")
  }
}
