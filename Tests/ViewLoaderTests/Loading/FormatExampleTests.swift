import Foundation
import Testing

@testable import ViewLoader

/// The owner of the format's introductory example (Documentation/NibFormat.md, "A first file").
final class FormatLoginController: NibOwner, TableViewDataSource, TableViewDelegate {
  var view: View?
  var titleLabel: Label?
  var okButton: Button?
  var rows: [Button] = []
  var detailsStub: Stub?
  var footer: Label?
  var pressed: [Button] = []
  func okPressed(_ sender: Button) { pressed.append(sender) }
  static let connections = Connections<FormatLoginController>()
    .outlet("view", \.view, required: true)
    .outlet("titleLabel", \.titleLabel)
    .outlet("okButton", \.okButton)
    .outletCollection("rows", \.rows)
    .outlet("detailsStub", \.detailsStub)
    .outlet("footer", \.footer)
    .action("okPressed", FormatLoginController.okPressed)

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: ViewLoader.IndexPath)
    -> TableViewCell
  { TableViewCell() }
}

func loginRegistry() -> TypeRegistry { exampleRegistry }

/// The first ```xml block of Documentation/NibFormat.md: the format's introductory example.
func formatExampleXML() throws -> String {
  let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Documentation/NibFormat.md")
  let text = try String(contentsOf: page, encoding: .utf8)
  let blocks = text.components(separatedBy: "```xml\n").dropFirst()
  return try #require(blocks.first?.components(separatedBy: "\n```").first)
}

@Test func formatExampleLoadsAndBinds() throws {
  let folder = try NibFolder([
    "Login": try formatExampleXML(),
    "Footer": #"<nib version="1"><Label outlet="footer" text="© 2026"/></nib>"#,
    "Details": #"<nib version="1"><View frame="0 0 320 40"><Label text="More"/></View></nib>"#,
  ])
  let library = folder.library(loginRegistry())
  let nib = try library.nib(named: "Login")
  let owner = FormatLoginController()
  let loaded = try nib.instantiate(owner: owner, externals: ["theme": Theme()])
  #expect(loaded.topLevelObjects.count == 2)
  let root = try #require(owner.view)
  #expect(root.frame == Rect(x: 0, y: 0, width: 320, height: 480))
  #expect(owner.titleLabel?.text == "Welcome")
  #expect(owner.titleLabel?.numberOfLines == 0)
  #expect(owner.okButton?.tag == 1)
  #expect(owner.footer?.text == "© 2026")
  let table = try loaded.one(ofType: TableView.self)
  #expect(table.dataSource === owner)
  #expect(table.delegate === owner)
  let spinner = try loaded.one(ofType: LoadingView.self)
  #expect(spinner.message == "Loading…")
  #expect(spinner.awakeCount == 1)
  owner.okButton?.sendActions(for: .primaryActionTriggered)
  #expect(owner.pressed.count == 1 && owner.pressed.first === owner.okButton)
  #expect(root.viewWithTag(1) === owner.okButton)
  #expect(try loaded.object(withID: "title", as: Label.self) === owner.titleLabel)
  let stub = try #require(owner.detailsStub)
  #expect(!stub.isInflated && library.parseCount == 2)
  let details = try stub.inflate()
  #expect(details.frame == Rect(x: 0, y: 440, width: 320, height: 40))
  #expect(root.subviews.last === details)
}

@Test func everyMistakeIsReportedOnce() throws {
  let xml = """
    <nib version="1">
      <View id="a" frame="0 0 10">
        <Label id="a" txt="x"/>
        <Label><View/></Label>
      </View>
    </nib>
    """
  let error = #expect(throws: NibError.self) {
    try Nib(xml: xml, name: "Bad", registry: loginRegistry())
  }
  let found = error?.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule)" }
  #expect(
    found == [
      "2:16 invalid-value", "3:12 duplicate-id", "3:19 unknown-property",
      "4:12 children-not-allowed",
    ])
}
