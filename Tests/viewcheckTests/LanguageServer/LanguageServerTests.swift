import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// `viewcheck lsp` end to end, through ``LanguageServerClient``: the lifecycle, diagnostics of
/// unsaved text (the linter's findings exactly), positions in UTF-16 and UTF-8, and each
/// feature.
@Suite struct LanguageServerTests {
  typealias JSON = LanguageServerClient.JSON

  /// A line with text before a finding: 7 letters with diacritics, an emoji (two UTF-16 code
  /// units, four UTF-8 bytes), then `colour`, the unknown property.
  static let unicodeLine = #"    <Label text="Ünïcödé 😀" colour="red"/>"#
  static let unicodeNib =
    "<nib version=\"1\">\n  <View frame=\"0 0 320 480\">\n\(unicodeLine)\n  </View>\n</nib>\n"

  private func uri(_ path: String) -> String { DocumentURI.uri(ofPath: path) }

  private func start(_ diagnostic: JSON) -> (Int, Int) {
    let range = diagnostic["range"] as! JSON
    let start = range["start"] as! JSON
    return (start["line"] as! Int, start["character"] as! Int)
  }

  @Test func lifecycle() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LanguageServerClient(directory: folder.path)
    let response = try client.initialize()
    let result = try #require(response["result"] as? JSON)
    let capabilities = try #require(result["capabilities"] as? JSON)
    #expect(capabilities["positionEncoding"] as? String == "utf-16")
    #expect((capabilities["textDocumentSync"] as? JSON)?["change"] as? Int == 2)
    for feature in [
      "hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider",
      "documentFormattingProvider", "codeActionProvider",
    ] {
      #expect(capabilities[feature] as? Bool == true, "\(feature)")
    }
    #expect(capabilities["completionProvider"] != nil)
    #expect((result["serverInfo"] as? JSON)?["name"] as? String == "viewcheck")
    let shutdown = try client.request("shutdown")
    #expect(shutdown["result"] is NSNull)
    let after = try client.request("textDocument/hover")
    #expect((after["error"] as? JSON)?["code"] as? Int == -32600)
    client.notify("exit")
    #expect(client.waitForExit() == 0)
  }

  @Test func exitWithoutShutdownIsAFailureAndSoIsTheEndOfInput() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let exiting = try LanguageServerClient(directory: folder.path)
    try exiting.initialize()
    exiting.notify("exit")
    #expect(exiting.waitForExit() == 1)
    let closed = try LanguageServerClient(directory: folder.path)
    try closed.initialize()
    closed.closeInput()
    #expect(closed.waitForExit() == 1)
  }

  /// Every fixture of `Fixtures/invalid`, opened at once in one server: each gets exactly the
  /// linter's findings (rule, severity, position, notes), from the same engine.
  @Test func diagnosticsAreExactlyTheLintersFindings() throws {
    let client = try LanguageServerClient(directory: fixturesDirectory.path)
    try client.initialize()
    let folder = fixturesDirectory.appendingPathComponent("invalid")
    var files: [String] = []
    for rule in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
      let ruleFolder = folder.appendingPathComponent(rule)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: ruleFolder.path) else {
        continue
      }
      for name in names.sorted() where name.hasSuffix(".nib") || name.hasSuffix(".xib") {
        let path = ruleFolder.appendingPathComponent(name).path
        // (`FileManager.contents(atPath:)` leaks its buffer on an empty file.)
        guard let data = try? RunFailure.read(path, in: "/"),
          let text = String(validating: data, as: UTF8.self)
        else { continue }  // not UTF-8 (an encoding fixture), or a folder
        files.append(path)
        client.open(uri(path), text)
      }
    }
    #expect(files.count > 40)
    for path in files {
      // The configuration `viewcheck` would use in the file's folder.
      let folderPath = URL(fileURLWithPath: path).deletingLastPathComponent().path
      let configuration = try RunSettings.load(config: nil, schemas: [], in: folderPath)
        .configuration
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let findings = try Linter(configuration: configuration).lint(
        contents: Array(text.utf8), path: path)
      let document = TextDocument(uri: uri(path), version: 1, text: text)
      let published = try client.diagnostics(for: uri(path))
      #expect(published.count == findings.count, "\(path)")
      for (diagnostic, finding) in zip(published, findings) {
        #expect(diagnostic["code"] as? String == finding.rule)
        #expect(diagnostic["source"] as? String == "viewcheck")
        let severity = ["error": 1, "warning": 2, "note": 3][finding.severity.rawValue]
        #expect(diagnostic["severity"] as? Int == severity)
        let related = diagnostic["relatedInformation"] as? [JSON] ?? []
        if finding.location.file == path {
          let offset = document.offset(line: finding.location.line, column: finding.location.column)
          let expected = document.position(of: offset, encoding: .utf16)
          #expect(start(diagnostic) == (expected.line, expected.character), "\(path): \(finding)")
          #expect(diagnostic["message"] as? String == finding.message)
          #expect(related.count == finding.notes.count)
        } else {
          // In another file: shown at this file's include, the finding's place first.
          #expect(related.count == finding.notes.count + 1)
        }
      }
    }
  }

  /// Interface Builder documents are linted by the same engine: their findings arrive too,
  /// whatever language id the client gives them.
  @Test func interfaceBuilderDocumentsGetTheirFindings() throws {
    let path = fixturesDirectory.appendingPathComponent(
      "xib/IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Rules__DuplicateIdRule__DuplicateID.xib"
    ).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let client = try LanguageServerClient(directory: fixturesDirectory.path)
    try client.initialize()
    client.open(uri(path), text, languageId: "plaintext")
    let codes = try client.diagnostics(for: uri(path)).compactMap { $0["code"] as? String }
    #expect(codes.contains("duplicate-id"))
    let symbols = try client.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": uri(path)]])
    #expect((symbols["result"] as? [JSON])?.isEmpty == false, "the objects that carry an id")
    let formatted = try client.request(
      "textDocument/formatting", ["textDocument": ["uri": uri(path)]])
    #expect((formatted["result"] as? [JSON])?.isEmpty == true, "never rewritten")
  }

  @Test func positionsCountUTF16UnitsByDefaultAndBytesWhenUTF8IsOffered() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("Unicode.nib", Self.unicodeNib)
    let before = String(Self.unicodeLine[..<Self.unicodeLine.range(of: "colour")!.lowerBound])
    for (offered, expected) in [
      (nil as [String]?, before.utf16.count), (["utf-16"], before.utf16.count),
      (["utf-8", "utf-16"], before.utf8.count),
    ] {
      let client = try LanguageServerClient(directory: folder.path)
      let response = try client.initialize(positionEncodings: offered)
      let encoding = ((response["result"] as? JSON)?["capabilities"] as? JSON)?["positionEncoding"]
      #expect(encoding as? String == (offered?.first == "utf-8" ? "utf-8" : "utf-16"))
      client.open(uri(path), Self.unicodeNib)
      let diagnostics = try client.diagnostics(for: uri(path))
      let unknown = try #require(diagnostics.first { $0["code"] as? String == "unknown-property" })
      #expect(start(unknown) == (2, expected))
      // The underline covers `colour="red"`.
      let end = (unknown["range"] as! JSON)["end"] as! JSON
      #expect(end["character"] as? Int == expected + #"colour="red""#.utf8.count)
    }
    #expect(before.utf16.count == 29 && before.utf8.count == 35)
  }

  @Test func incrementalChangesAfterNonASCIITextInBothEncodings() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("Edit.nib", Self.unicodeNib)
    for utf8 in [false, true] {
      let client = try LanguageServerClient(directory: folder.path)
      try client.initialize(positionEncodings: utf8 ? ["utf-8"] : nil)
      client.open(uri(path), Self.unicodeNib)
      _ = try client.diagnostics(for: uri(path), version: 1)
      // Rename `colour` to `textColor`: the range in the encoding the server agreed to.
      let start = String(Self.unicodeLine[..<Self.unicodeLine.range(of: "colour")!.lowerBound])
      let character = utf8 ? start.utf8.count : start.utf16.count
      client.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": uri(path), "version": 2],
          "contentChanges": [
            [
              "range": [
                "start": ["line": 2, "character": character],
                "end": ["line": 2, "character": character + 6],
              ],
              "text": "textColor",
            ]
          ],
        ])
      let after = try client.diagnostics(for: uri(path), version: 2)
      #expect(after.isEmpty, "\(after)")
      // The text the server holds is the edited one: its formatting shows it.
      let formatted = try client.request(
        "textDocument/formatting", ["textDocument": ["uri": uri(path)], "options": [:]])
      let edits = try #require(formatted["result"] as? [JSON])
      #expect((edits.first?["newText"] as? String)?.contains(##"textColor="#FF0000FF""##) == true)
    }
    // The file on disk never changed.
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.unicodeNib)
  }

  @Test func unsavedTextIsLintedAndFullChangesReplaceTheText() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("Screen.nib", "<nib version=\"1\"><View/></nib>\n")
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(uri(path), "<nib version=\"1\"><View/></nib>\n", languageId: "plaintext")
    #expect(try client.diagnostics(for: uri(path), version: 1).isEmpty)
    client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": uri(path), "version": 2],
        "contentChanges": [["text": "<nib version=\"1\"><View><Label/></View><View\n"]],
      ])
    let broken = try client.diagnostics(for: uri(path), version: 2)
    #expect(broken.map { $0["code"] as? String } == ["xml-syntax"])
    client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": uri(path), "version": 3],
        "contentChanges": [["text": "<nib version=\"2\"/>"]],
      ])
    #expect(
      try client.diagnostics(for: uri(path), version: 3).map { $0["code"] as? String }
        == ["unsupported-version"])
  }

  @Test func includesReadOpenDocumentsFirstAndFilesChangedOnDisk() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let main = try folder.write(
      "Main.nib", #"<nib version="1"><View id="a" outlet="v"><include nib="Part"/></View></nib>"#)
    let part = try folder.write(
      "Part.nib", #"<nib version="1"><View id="a" outlet="w"/></nib>"#)
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(uri(main), try String(contentsOfFile: main, encoding: .utf8))
    let first = try client.diagnostics(for: uri(main))
    #expect(first.map { $0["code"] as? String } == ["duplicate-id"])
    // The include's unsaved text replaces its file. (A publication of the main document from
    // before, which the folder's watcher may have asked for, may still come first.)
    client.open(uri(part), #"<nib version="1"><View id="b" outlet="w"/></nib>"#)
    #expect(try client.diagnostics(for: uri(main)) { $0.isEmpty }.isEmpty)
    _ = try client.diagnostics(for: uri(part))
    // Closed, the file on disk counts again.
    client.notify("textDocument/didClose", ["textDocument": ["uri": uri(part)]])
    #expect(try client.diagnostics(for: uri(part)).isEmpty, "closing clears its diagnostics")
    // The main document is published again once the include's file counts (a publication
    // still on its way from before may come first).
    let reopened = try client.diagnostics(for: uri(main)) { !$0.isEmpty }
    #expect(reopened.map { $0["code"] as? String } == ["duplicate-id"])
    // Another program fixes the file: the server notices (the library's watching).
    try Data(#"<nib version="1"><View id="c" outlet="w"/></nib>"#.utf8).write(
      to: URL(fileURLWithPath: part))
    #expect(try client.diagnostics(for: uri(main)) { $0.isEmpty }.isEmpty)
  }

  @Test func aFindingInAnIncludedFileIsShownAtTheInclude() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let main = try folder.write(
      "Main.nib",
      "<nib version=\"1\">\n  <View outlet=\"v\">\n    <include nib=\"Part\"/>\n  </View>\n</nib>\n"
    )
    let part = try folder.write(
      "Part.nib", #"<nib version="1"><View id="x" outlet="w"><View id="x"/></View></nib>"#)
    _ = part
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(uri(main), try String(contentsOfFile: main, encoding: .utf8))
    let diagnostics = try client.diagnostics(for: uri(main))
    for diagnostic in diagnostics {
      #expect(start(diagnostic).0 == 2, "at the include: \(diagnostic)")
      #expect((diagnostic["message"] as? String)?.hasPrefix("in Part.nib: ") == true)
      let related = diagnostic["relatedInformation"] as? [JSON] ?? []
      #expect((related.first?["location"] as? JSON)?["uri"] as? String == uri(part))
    }
  }

  @Test func completion() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".viewcheck.json", #"{"schema": ["schema.json"]}"#)
    try folder.write(
      "schema.json",
      #"""
      {"version":1,"types":[{"name":"Badge","parent":"View","children":false,
        "properties":{"mood":{"enum":["calm","busy"]}},"events":[]}],
       "owners":[{"name":"Screen","outlets":{"title":{"type":"Label"}},
        "actions":{"save":{"sender":"Button"}}}]}
      """#)
    try folder.write("Footer.nib", #"<nib version="1"><View/></nib>"#)
    let text = """
      <nib version="1" owner="Screen" platform="" controls="">
        <View id="root">
          <Label id="title" textAlignment="" />
          <Button title="Go"><action event="" handler=""/></Button>
          <TableView delegate="" dataSource="$"/>
          <include nib=""/>
          <Badge mood=""/>
          <Label outlet="title ti"/>
          <
        </View>
      </nib>
      """
    let path = folder.path + "/Screen.nib"
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(uri(path), text)
    let document = TextDocument(uri: uri(path), version: 1, text: text)
    func items(after marker: String) throws -> [JSON] {
      let range = try #require(text.range(of: marker))
      let byte = text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound)
      let position = document.position(of: byte, encoding: .utf16)
      let response = try client.request(
        "textDocument/completion",
        [
          "textDocument": ["uri": uri(path)],
          "position": ["line": position.line, "character": position.character],
        ])
      return (response["result"] as? JSON)?["items"] as? [JSON] ?? []
    }
    func labels(after marker: String) throws -> [String] {
      try items(after: marker).compactMap { $0["label"] as? String }
    }
    let typed = try labels(after: "<Label outlet=\"title ti\"/>\n    <")
    for name in ["View", "Label", "Badge", "include", "stub", "external", "action"] {
      #expect(typed.contains(name), "element \(name)")
    }
    let external = try items(after: "<Label outlet=\"title ti\"/>\n    <").first {
      $0["label"] as? String == "external"
    }
    #expect(
      (external?["sortText"] as? String)?.hasPrefix("~") == true,
      "external belongs at the top level: it sorts last")
    let enumValues = try labels(after: "textAlignment=\"")
    #expect(enumValues == ["left", "center", "right", "natural", "justified"])
    let attributes = try labels(after: "textAlignment=\"\" ")
    #expect(attributes.contains("numberOfLines") && attributes.contains("outlet"))
    #expect(!attributes.contains("id") && !attributes.contains("textAlignment"), "already there")
    #expect(
      try labels(after: "event=\"") == [
        "editingChanged", "editingDidBegin", "editingDidEnd", "editingDidEndOnExit",
        "menuActionTriggered", "primaryActionTriggered", "touchCancel", "touchDown",
        "touchDownRepeat", "touchDragEnter", "touchDragExit", "touchDragInside",
        "touchDragOutside", "touchUpInside", "touchUpOutside", "valueChanged",
      ])
    #expect(try labels(after: "handler=\"") == ["save"])
    #expect(try labels(after: "platform=\"") == ["iOS", "tvOS", "macOS"])
    #expect(try labels(after: "controls=\"") == ["macOS 11", "macOS 26"])
    #expect(try labels(after: "delegate=\"") == ["$owner", "$root", "$title"])
    #expect(try labels(after: "include nib=\"") == ["Footer"])
    #expect(try labels(after: "mood=\"") == ["calm", "busy"])
    #expect(try labels(after: "owner=\"") == ["Screen"])
    // In a list of outlets, the name being typed is replaced, not the names before it.
    let second = try #require(try items(after: "outlet=\"title ti").first)
    let edit = try #require(second["textEdit"] as? JSON)
    let start = try #require((edit["range"] as? JSON)?["start"] as? JSON)
    let line = try #require(
      text.components(separatedBy: "\n").firstIndex { $0.contains("title ti") })
    let column = try #require(text.components(separatedBy: "\n")[line].range(of: "ti\""))
    #expect(start["line"] as? Int == line)
    #expect(
      start["character"] as? Int
        == text.components(separatedBy: "\n")[line][..<column.lowerBound].utf16.count)
  }

  @Test func hover() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let text =
      "<nib version=\"1\">\n  <Button id=\"b\" textAlignment=\"left\" frame=\"0 0 1 1\""
      + " horizontalHuggingPriority=\"250\"/>\n</nib>\n"
    let path = try folder.write("Hover.nib", text)
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(uri(path), text)
    func hover(line: Int, character: Int) throws -> String? {
      let response = try client.request(
        "textDocument/hover",
        ["textDocument": ["uri": uri(path)], "position": ["line": line, "character": character]])
      return ((response["result"] as? JSON)?["contents"] as? JSON)?["value"] as? String
    }
    let type = try #require(try hover(line: 1, character: 5))
    #expect(type.contains("Button") && type.contains("Control"))
    #expect(type.contains("touchUpInside"))
    let frame = try #require(try hover(line: 1, character: 45))
    #expect(frame.contains("rect") && frame.contains("x y width height"))
    #expect(frame.contains("`View`"), "declared by View")
    let priority = try #require(try hover(line: 1, character: 56))
    #expect(priority.contains("double") && priority.contains("from 0 to 1000"))
    let root = try #require(try hover(line: 0, character: 2))
    #expect(root.contains("`<nib>`"))
    #expect(try hover(line: 2, character: 8) == nil, "after the last tag: nothing")
  }

  @Test func definitionAndSymbols() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Footer.nib", #"<nib version="1"><View/></nib>"#)
    let text = """
      <nib version="1">
        <View id="root">
          <TableView id="table" delegate="$cell"/>
          <TableViewCell id="cell"/>
          <include nib="Footer"/>
          <Button outlet="go"><action event="touchUpInside" handler="go"/></Button>
        </View>
        <LayoutConstraint firstItem="$table" secondItem="$root.safeAreaLayoutGuide"/>
      </nib>
      """
    let path = try folder.write("Screen.nib", text)
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(uri(path), text)
    func definition(line: Int, character: Int) throws -> JSON? {
      try client.request(
        "textDocument/definition",
        ["textDocument": ["uri": uri(path)], "position": ["line": line, "character": character]]
      )["result"] as? JSON
    }
    let reference = try #require(try definition(line: 2, character: 37))
    #expect(reference["uri"] as? String == uri(path))
    #expect(((reference["range"] as? JSON)?["start"] as? JSON)?["line"] as? Int == 3)
    // A view's layout guide: the view.
    let guide = try #require(try definition(line: 7, character: 55))
    #expect(((guide["range"] as? JSON)?["start"] as? JSON)?["line"] as? Int == 1)
    let file = try #require(try definition(line: 4, character: 19))
    #expect(file["uri"] as? String == uri(folder.path + "/Footer.nib"))

    let symbols = try client.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": uri(path)]])
    let tree = try #require(symbols["result"] as? [JSON])
    #expect(tree.map { $0["name"] as? String } == ["root", "LayoutConstraint"])
    let children = tree.first?["children"] as? [JSON] ?? []
    #expect(children.map { $0["name"] as? String } == ["table", "cell", "include Footer", "go"])
    #expect(
      (children.last?["children"] as? [JSON])?.first?["name"] as? String == "touchUpInside → go")
  }

  @Test func formattingInterfaceBuilderAndBrokenDocuments() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/Format.nib"
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(uri(path), "<nib version=\"1\"><View   frame=\"0 0 10.0 10\"/></nib>")
    let response = try client.request(
      "textDocument/formatting", ["textDocument": ["uri": uri(path)], "options": [:]])
    let edit = try #require((response["result"] as? [JSON])?.first)
    #expect(
      edit["newText"] as? String == "<nib version=\"1\">\n  <View frame=\"0 0 10 10\"/>\n</nib>\n")
    let end = (edit["range"] as? JSON)?["end"] as? JSON
    #expect(end?["line"] as? Int == 0)
    #expect(
      end?["character"] as? Int
        == #"<nib version="1"><View   frame="0 0 10.0 10"/></nib>"#.utf16.count)

    // Its kind comes from its root element, not its name or language.
    let xib = folder.path + "/Disguised.nib"
    client.open(
      uri(xib),
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#
        + "<objects/></document>",
      languageId: "nib")
    let none = try client.request("textDocument/formatting", ["textDocument": ["uri": uri(xib)]])
    #expect((none["result"] as? [JSON])?.isEmpty == true)

    let broken = folder.path + "/Broken.nib"
    client.open(uri(broken), "<nib version=\"1\"><View></nib>")
    let failure = try client.request(
      "textDocument/formatting", ["textDocument": ["uri": uri(broken)]])
    #expect((failure["error"] as? JSON)?["code"] as? Int == -32803)
  }
}
