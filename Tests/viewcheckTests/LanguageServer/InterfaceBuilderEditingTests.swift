import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// The language server on an Interface Builder document (`Fixtures/xib-mapping/ProfileScreen.xib`,
/// an iOS screen with outlets, an outlet collection, constraints and File's Owner): go to
/// definition from the ids connections and constraints name, hover on elements and on those
/// ids, and a symbol tree that names outlets by their property.
@Suite struct InterfaceBuilderEditingTests {
  typealias JSON = LanguageServerClient.JSON

  static let text: String = {
    let url = fixturesDirectory.appendingPathComponent("xib-mapping/ProfileScreen.xib")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()
  static let lines = text.components(separatedBy: "\n")

  /// The zero-based line and UTF-16 column just inside `needle` on the first line holding
  /// `line` (the needle's first character when `into` is 1).
  static func position(of needle: String, onLineWith line: String, into: Int = 1) throws -> (
    Int, Int
  ) {
    let number = try #require(lines.firstIndex { $0.contains(line) }, "no line with \(line)")
    let range = try #require(lines[number].range(of: needle), "no \(needle) on \(line)")
    return (number, lines[number][..<range.lowerBound].utf16.count + into)
  }

  /// The zero-based line of the element with an id.
  static func line(ofID id: String) throws -> Int {
    try #require(lines.firstIndex { $0.contains(" id=\"\(id)\"") })
  }

  private func open() throws -> (LanguageServerClient, String, TemporaryFolder) {
    let folder = try TemporaryFolder()
    let path = try folder.write("ProfileScreen.xib", Self.text)
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(DocumentURI.uri(ofPath: path), Self.text)
    return (client, path, folder)
  }

  private func request(
    _ client: LanguageServerClient, _ method: String, _ path: String, _ position: (Int, Int)
  ) throws -> JSON? {
    try client.request(
      method,
      [
        "textDocument": ["uri": DocumentURI.uri(ofPath: path)],
        "position": ["line": position.0, "character": position.1],
      ])["result"] as? JSON
  }

  @Test func definitionFollowsTheIDsConnectionsAndConstraintsName() throws {
    let (client, path, folder) = try open()
    defer { folder.remove() }
    func definitionLine(_ needle: String, _ line: String) throws -> Int? {
      let result = try request(
        client, "textDocument/definition", path,
        try Self.position(of: needle, onLineWith: line, into: needle.utf16.count + 1))
      return ((result?["range"] as? JSON)?["start"] as? JSON)?["line"] as? Int
    }
    #expect(
      try definitionLine("destination=\"", "property=\"avatar\"") == Self.line(ofID: "avt-vw-001"))
    #expect(
      try definitionLine("destination=\"", "property=\"dataSource\"") == Self.line(ofID: "-1"))
    #expect(try definitionLine("firstItem=\"", "id=\"c-top\"") == Self.line(ofID: "stk-vw-001"))
    #expect(try definitionLine("secondItem=\"", "id=\"c-top\"") == Self.line(ofID: "fnl-2z-Ty3"))
    #expect(try definitionLine("property=\"", "property=\"avatar\"") == nil, "not an id")
  }

  @Test func hoverSaysWhatTheImporterReadsAnElementAs() throws {
    let (client, path, folder) = try open()
    defer { folder.remove() }
    func hover(_ needle: String, _ line: String, into: Int = 1) throws -> String? {
      let result = try request(
        client, "textDocument/hover", path,
        try Self.position(of: needle, onLineWith: line, into: into))
      return (result?["contents"] as? JSON)?["value"] as? String
    }
    let stack = try #require(try hover("stackView", "<stackView "))
    #expect(stack.contains("StackView") && stack.contains(": View"))
    let custom = try #require(try hover("view", "customClass=\"AvatarView\""))
    #expect(custom.contains("View") && custom.contains("AvatarView"))
    let outlet = try #require(try hover("outlet", "property=\"avatar\""))
    #expect(outlet.contains("avatar") && outlet.contains("avt-vw-001"))
    let constraint = try #require(try hover("constraint", "id=\"c-top\""))
    #expect(constraint.contains("stk-vw-001.top = fnl-2z-Ty3.top + 16"))
    let height = try #require(try hover("constraint", "id=\"c-cv-h\""))
    #expect(height.contains("bdg-cv-001.height = 100"))
    let trailing = try #require(try hover("constraint", "id=\"c-cv-trail\""))
    #expect(trailing.contains("i5M-Pr-FkT.trailing = bdg-cv-001.trailing"), "the holding view")
    let owner = try #require(try hover("placeholder", "IBFilesOwner"))
    #expect(owner.contains("File's Owner"))
    let reference = try #require(
      try hover("destination", "property=\"dataSource\"", into: "destination=\"".utf16.count + 1))
    #expect(reference.contains("ProfileViewController") && reference.contains("File's Owner"))
    #expect(try hover("rect", "width=\"414\" height=\"896\"") == nil, "a value: nothing")
    let hidden = try #require(try hover("hidden", "text=\"Offline\""))
    #expect(hidden.contains("sets `isHidden`") && hidden.contains("`View`"))
    let axis = try #require(try hover("axis", "<stackView "))
    #expect(axis.contains("horizontal") && axis.contains("`StackView`"))
    #expect(try hover("customClass", "customClass=\"AvatarView\"") == nil, "bookkeeping")
    // An iOS action names its target `destination` (a macOS one, `target`).
    let action = try #require(try hover("action", "selector=\"avatarTapped:\""))
    #expect(action.contains("sends `avatarTapped:` to the object `-1`"))
  }

  @Test func referencesListEveryConnectionAndConstraintNamingAnID() throws {
    let (client, path, folder) = try open()
    defer { folder.remove() }
    let (line, character) = try Self.position(
      of: "id=\"stk-vw-001\"", onLineWith: "<stackView ", into: 5)
    let response = try client.request(
      "textDocument/references",
      [
        "textDocument": ["uri": DocumentURI.uri(ofPath: path)],
        "position": ["line": line, "character": character],
        "context": ["includeDeclaration": false],
      ])
    let lines = try #require(response["result"] as? [JSON]).compactMap {
      (($0["range"] as? JSON)?["start"] as? JSON)?["line"] as? Int
    }
    let expected = Self.lines.indices.filter {
      Self.lines[$0].contains("<constraint ") && Self.lines[$0].contains("\"stk-vw-001\"")
    }
    #expect(expected.count == 4)
    #expect(lines == expected)
  }

  @Test func aReferenceBeingTypedHasNoValueYet() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let text =
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>"#
      + "\n<view id=\"v\"><connections>\n<outlet property=\"a\" destination"
    let path = try folder.write("Typing.xib", text)
    let client = try LanguageServerClient(directory: folder.path)
    try client.initialize()
    client.open(DocumentURI.uri(ofPath: path), text)
    for character in [2, 11, 20, 28, 34] {
      let position = (2, character)
      _ = try request(client, "textDocument/hover", path, position)
      #expect(try request(client, "textDocument/definition", path, position) == nil)
    }
    let hover = try request(client, "textDocument/hover", path, (2, 3))
    #expect(((hover?["contents"] as? JSON)?["value"] as? String)?.contains("`a`") == true)
  }

  @Test func symbolsNameOutletsByProperty() throws {
    let (client, path, folder) = try open()
    defer { folder.remove() }
    let response = try client.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": DocumentURI.uri(ofPath: path)]])
    let tree = try #require(response["result"] as? [JSON])
    let owner = try #require(tree.first)
    #expect(owner["name"] as? String == "ProfileViewController -1")
    let outlets = (owner["children"] as? [JSON] ?? []).compactMap { $0["name"] as? String }
    #expect(outlets == ["avatar → avt-vw-001", "badges → bdg-cv-001", "view → i5M-Pr-FkT"])
  }
}
