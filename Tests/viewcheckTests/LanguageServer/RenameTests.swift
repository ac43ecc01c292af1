import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// `textDocument/prepareRename` and `textDocument/rename` on a nib file's ids: the declaration
/// and every reference in the file, and the references of the files that include it; never
/// a `$` in text; refused for a name that is not an id or that a file sharing the ids has.
/// `textDocument/references` reaches the same files.
@Suite struct RenameTests {
  typealias JSON = LanguageServerClient.JSON

  static let header = """
    <nib version="1">
      <View id="header">
        <Label id="title" text="Hi"/>
        <TableView delegate="$title"/>
      </View>
    </nib>
    """
  static let screen = """
    <nib version="1">
      <View id="root">
        <include nib="Header"/>
        <TableView delegate="$title" dataSource="$root"/>
        <Label text="$title"/>
      </View>
      <LayoutConstraint firstItem="$title.safeAreaLayoutGuide" secondItem="$root"/>
    </nib>
    """
  /// A file that neither includes nor is included by the others: its ids are its own.
  static let unrelated = #"<nib version="1"><View id="other"><Label id="title"/></View></nib>"#

  /// The three files in a fresh folder, and a server with one of them open.
  private struct Project {
    let folder: TemporaryFolder
    let client: LanguageServerClient
    let header: String
    let screen: String
    /// The capabilities the server gave.
    let capabilities: JSON

    init(opening name: String) throws {
      folder = try TemporaryFolder()
      header = try folder.write("Header.nib", RenameTests.header)
      screen = try folder.write("Screen.nib", RenameTests.screen)
      try folder.write("Unrelated.nib", RenameTests.unrelated)
      client = try LanguageServerClient(directory: folder.path)
      capabilities = (try client.initialize()["result"] as? JSON)?["capabilities"] as? JSON ?? [:]
      let path = name == "Header" ? header : screen
      client.open(
        DocumentURI.uri(ofPath: path), name == "Header" ? RenameTests.header : RenameTests.screen)
    }
  }

  private func rename(
    _ client: LanguageServerClient, _ uri: String, line: Int, character: Int, to name: String
  ) throws -> JSON {
    try client.request(
      "textDocument/rename",
      [
        "textDocument": ["uri": uri], "position": ["line": line, "character": character],
        "newName": name,
      ])
  }

  @Test func aRenameReachesTheFilesThatIncludeTheID() throws {
    let project = try Project(opening: "Header")
    defer { project.folder.remove() }
    let (client, folder, header, screen) = (
      project.client, project.folder, project.header, project.screen
    )
    #expect((project.capabilities["renameProvider"] as? JSON)?["prepareProvider"] as? Bool == true)
    let uri = DocumentURI.uri(ofPath: header)

    let prepared = try client.request(
      "textDocument/prepareRename",
      ["textDocument": ["uri": uri], "position": ["line": 3, "character": 27]])
    let result = try #require(prepared["result"] as? JSON)
    #expect(result["placeholder"] as? String == "title")
    #expect(((result["range"] as? JSON)?["start"] as? JSON)?["line"] as? Int == 3)

    let edit = try #require(
      try rename(client, uri, line: 2, character: 17, to: "heading")["result"] as? JSON)
    let changes = try #require(edit["changes"] as? JSON)
    #expect(Set(changes.keys) == [uri, DocumentURI.uri(ofPath: screen)], "not the unrelated file")
    let renamedHeader = QuickFixTests.apply(changes[uri] as? [JSON] ?? [], to: Self.header)
    #expect(renamedHeader.contains(#"<Label id="heading""#))
    #expect(renamedHeader.contains(#"delegate="$heading""#))
    let renamedScreen = QuickFixTests.apply(
      changes[DocumentURI.uri(ofPath: screen)] as? [JSON] ?? [], to: Self.screen)
    #expect(renamedScreen.contains(#"delegate="$heading""#))
    #expect(renamedScreen.contains(#"firstItem="$heading.safeAreaLayoutGuide""#))
    #expect(renamedScreen.contains(#"<Label text="$title"/>"#), "text is text")

    // The renamed files lint as the originals did.
    try folder.write("Header.nib", renamedHeader)
    try folder.write("Screen.nib", renamedScreen)
    let findings = try Linter().lint(path: screen)
    #expect(findings.filter { $0.severity >= .warning }.isEmpty, "\(findings)")
  }

  @Test func referencesReachTheFilesThatIncludeTheID() throws {
    let project = try Project(opening: "Header")
    defer { project.folder.remove() }
    let (client, folder) = (project.client, project.folder)
    let uri = DocumentURI.uri(ofPath: project.header)
    let response = try client.request(
      "textDocument/references",
      [
        "textDocument": ["uri": uri], "position": ["line": 2, "character": 17],
        "context": ["includeDeclaration": true],
      ])
    let places = try #require(response["result"] as? [JSON]).compactMap {
      location -> String? in
      guard let line = (((location["range"] as? JSON)?["start"] as? JSON)?["line"] as? Int),
        let file = location["uri"] as? String
      else { return nil }
      return "\(PathName.lastComponent(of: file)):\(line)"
    }
    #expect(places == ["Header.nib:2", "Header.nib:3", "Screen.nib:3", "Screen.nib:6"])
    // The same from a reference in the including file.
    let screenURI = DocumentURI.uri(ofPath: folder.path + "/Screen.nib")
    client.open(screenURI, Self.screen)
    let fromScreen = try client.request(
      "textDocument/references",
      [
        "textDocument": ["uri": screenURI], "position": ["line": 3, "character": 29],
        "context": ["includeDeclaration": false],
      ])
    #expect(try #require(fromScreen["result"] as? [JSON]).count == 3)
  }

  @Test func definitionFindsTheIDInAnIncludedFile() throws {
    let project = try Project(opening: "Screen")
    defer { project.folder.remove() }
    let (client, header) = (project.client, project.header)
    let uri = DocumentURI.uri(ofPath: project.screen)
    for (line, character) in [(3, 29), (6, 35)] {
      let result = try #require(
        try client.request(
          "textDocument/definition",
          ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
        )["result"] as? JSON)
      #expect(result["uri"] as? String == DocumentURI.uri(ofPath: header))
      #expect(((result["range"] as? JSON)?["start"] as? JSON)?["line"] as? Int == 2)
    }
  }

  @Test func aRenameFromAReferenceInAnIncludingFile() throws {
    let project = try Project(opening: "Screen")
    defer { project.folder.remove() }
    let (client, header) = (project.client, project.header)
    let uri = DocumentURI.uri(ofPath: project.screen)
    let prepared = try #require(
      try client.request(
        "textDocument/prepareRename",
        ["textDocument": ["uri": uri], "position": ["line": 6, "character": 35]]
      )["result"] as? JSON)
    #expect(prepared["placeholder"] as? String == "title")
    let edit = try #require(
      try rename(client, uri, line: 3, character: 29, to: "heading")["result"] as? JSON)
    let changes = try #require(edit["changes"] as? JSON)
    #expect(Set(changes.keys) == [uri, DocumentURI.uri(ofPath: header)])
    let renamed = QuickFixTests.apply(
      changes[DocumentURI.uri(ofPath: header)] as? [JSON] ?? [], to: Self.header)
    #expect(renamed.contains(#"<Label id="heading""#))
  }

  @Test func aRenameEditsAnOpenIncludingFileAsTheEditorHasIt() throws {
    let project = try Project(opening: "Header")
    defer { project.folder.remove() }
    // The including file is open too, with a line the disk does not have yet.
    let unsaved = Self.screen.replacingOccurrences(
      of: "<View id=\"root\">", with: "<View id=\"root\">\n    <TableView delegate=\"$title\"/>")
    let screenURI = DocumentURI.uri(ofPath: project.screen)
    project.client.open(screenURI, unsaved)
    let edit = try #require(
      try rename(
        project.client, DocumentURI.uri(ofPath: project.header), line: 2, character: 17,
        to: "heading")["result"] as? JSON)
    let edits = try #require((edit["changes"] as? JSON)?[screenURI] as? [JSON])
    #expect(edits.count == 3, "the unsaved reference too")
    let renamed = QuickFixTests.apply(edits, to: unsaved)
    #expect(renamed.components(separatedBy: "delegate=\"$heading\"").count == 3)
    #expect(renamed.contains("firstItem=\"$heading.safeAreaLayoutGuide\""))
    #expect(renamed.contains("<Label text=\"$title\"/>"), "text is text")
  }

  @Test func aRenameIsRefusedForANameThatIsNotFree() throws {
    let project = try Project(opening: "Header")
    defer { project.folder.remove() }
    let client = project.client
    let uri = DocumentURI.uri(ofPath: project.header)
    func failure(_ name: String) throws -> String? {
      (try rename(client, uri, line: 2, character: 17, to: name)["error"] as? JSON)?["message"]
        as? String
    }
    #expect(try failure("root")?.contains("already an id of Screen.nib") == true)
    #expect(try failure("header")?.contains("already an id of Header.nib") == true)
    #expect(try failure("1st")?.contains("is not an id") == true)
    #expect(try failure("owner")?.contains("reserved") == true)
    #expect(try failure("other") == nil, "the unrelated file's ids are its own")
    // Not on an id: nothing to prepare, and a rename is refused.
    let nothing = try client.request(
      "textDocument/prepareRename",
      ["textDocument": ["uri": uri], "position": ["line": 2, "character": 31]])
    #expect(nothing["result"] is NSNull)
    #expect(
      (try rename(client, uri, line: 2, character: 31, to: "x")["error"] as? JSON) != nil)
  }
}
