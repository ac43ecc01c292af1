import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// `textDocument/codeAction`: each finding that says what was meant ("did you mean …?") gets a
/// quick fix that writes it, and the document with every fix applied lints without them.
@Suite struct QuickFixTests {
  typealias JSON = LanguageServerClient.JSON

  static let schema = #"""
    {"version":1,"types":[],
     "owners":[{"name":"Screen","outlets":{"title":{"type":"Label"},"heading":{"type":"Label"}},
      "actions":{"save":{"sender":"Button"}}}]}
    """#

  static let text = """
    <nib version="1" owner="Screen">
      <View id="root">
        <Lable outlet="heading titel" text="x"></Lable>
        <Button titel="Go">
          <action event="touchUpInsde" handler="sav"/>
        </Button>
        <TableView delegate="$cel"/>
        <TableViewCell id="cell"/>
        <Stub nib="Other"/>
      </View>
    </nib>
    """

  /// Applies LSP text edits to ASCII text, last first.
  static func apply(_ edits: [JSON], to text: String) -> String {
    let lines = text.components(separatedBy: "\n")
    func offset(_ position: JSON) -> Int {
      let line = position["line"] as? Int ?? 0
      return lines[..<line].reduce(0) { $0 + $1.count + 1 } + (position["character"] as? Int ?? 0)
    }
    var bytes = Array(text.utf8)
    let sorted = edits.sorted {
      offset(($0["range"] as! JSON)["start"] as! JSON)
        > offset(($1["range"] as! JSON)["start"] as! JSON)
    }
    for edit in sorted {
      let range = edit["range"] as! JSON
      let start = offset(range["start"] as! JSON)
      let end = offset(range["end"] as! JSON)
      bytes.replaceSubrange(start..<end, with: Array((edit["newText"] as! String).utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The quick fixes the server offers for every diagnostic it published for a document.
  static func fixes(_ client: LanguageServerClient, uri: String, diagnostics: [JSON]) throws
    -> [JSON]
  {
    let response = try client.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": uri],
        "range": ["start": ["line": 0, "character": 0], "end": ["line": 99, "character": 0]],
        "context": ["diagnostics": diagnostics],
      ])
    return try #require(response["result"] as? [JSON])
  }

  static func edits(of actions: [JSON], uri: String) -> [JSON] {
    actions.flatMap { (($0["edit"] as? JSON)?["changes"] as? JSON)?[uri] as? [JSON] ?? [] }
  }

  @Test func everySuggestionIsAFixThatLintsClean() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".viewcheck.json", #"{"schema": ["schema.json"]}"#)
    try folder.write("schema.json", Self.schema)
    try folder.write("Other.nib", #"<nib version="1"><View/></nib>"#)
    let path = folder.path + "/Screen.nib"
    let uri = DocumentURI.uri(ofPath: path)
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(uri, Self.text)
    let first = try client.diagnostics(for: uri)
    #expect(
      Set(first.compactMap { $0["code"] as? String }).isSuperset(of: [
        "unknown-element", "unknown-property", "unknown-event", "unresolved-reference",
      ]))
    let actions = try Self.fixes(client, uri: uri, diagnostics: first)
    let titles = actions.compactMap { $0["title"] as? String }
    #expect(titles.contains("Replace <Lable> with <Label>"))
    #expect(titles.contains("Replace 'titel' with 'title'"))
    #expect(titles.contains("Replace 'touchUpInsde' with 'touchUpInside'"))
    #expect(titles.contains("Replace '$cel' with '$cell'"))
    #expect(titles.contains("Replace <Stub> with <stub>"))
    #expect(actions.allSatisfy { $0["kind"] as? String == "quickfix" })
    let fixed = Self.apply(Self.edits(of: actions, uri: uri), to: Self.text)
    #expect(
      fixed.contains("<Label outlet=\"heading titel\" text=\"x\"></Label>"), "the end tag too")

    // The owner's names are checked once the file compiles: their fixes come next.
    client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": uri, "version": 2],
        "contentChanges": [["text": fixed]],
      ])
    let second = try client.diagnostics(for: uri, version: 2)
    #expect(
      Set(second.compactMap { $0["code"] as? String }).isSuperset(of: [
        "unknown-outlet", "unknown-action",
      ]))
    let owner = try Self.fixes(client, uri: uri, diagnostics: second)
    let final = Self.apply(Self.edits(of: owner, uri: uri), to: fixed)
    // Of two outlets in one attribute, the misspelt one is replaced.
    #expect(final.contains("outlet=\"heading title\"") && final.contains("handler=\"save\""))

    try folder.write("Screen.nib", final)
    let configuration = try RunSettings.load(config: nil, schemas: [], in: folder.path)
      .configuration
    let findings = try Linter(configuration: configuration).lint(path: path)
    #expect(findings.filter { $0.severity >= .warning }.isEmpty, "\(findings)")
  }

  @Test func noFixWithoutASuggestionOrInAnInterfaceBuilderDocument() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    let nib = DocumentURI.uri(ofPath: folder.path + "/Plain.nib")
    client.open(nib, "<nib version=\"1\">\n  <Widget/>\n</nib>\n")
    let published = try client.diagnostics(for: nib)
    #expect(published.first?["code"] as? String == "unknown-element")
    let none = try client.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": nib],
        "range": ["start": ["line": 0, "character": 0], "end": ["line": 3, "character": 0]],
        "context": ["diagnostics": published],
      ])
    #expect((none["result"] as? [JSON])?.isEmpty == true)
  }
}
