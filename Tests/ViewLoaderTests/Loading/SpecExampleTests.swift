import Testing

@testable import ViewLoader

/// The format's introductory example (without include and stub) with its owner, end to end.
final class SpecLoginController: NibOwner, TableViewDataSource, TableViewDelegate {
  var view: View?
  var titleLabel: Label?
  var okButton: Button?
  var rows: [Button] = []
  var detailsStub: Stub?
  var pressed: [Button] = []
  func okPressed(_ sender: Button) { pressed.append(sender) }
  static let connections = Connections<SpecLoginController>()
    .outlet("view", \.view, required: true)
    .outlet("titleLabel", \.titleLabel)
    .outlet("okButton", \.okButton)
    .outletCollection("rows", \.rows)
    .outlet("detailsStub", \.detailsStub)
    .action("okPressed", SpecLoginController.okPressed)

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: ViewLoader.IndexPath)
    -> TableViewCell
  { TableViewCell() }
}

func loginRegistry() -> TypeRegistry { exampleRegistry }

let loginXML = """
  <?xml version="1.0" encoding="UTF-8"?>
  <nib version="1" owner="LoginController">
    <external name="theme" type="Theme"/>
    <View id="root" outlet="view" frame="0 0 320 480" backgroundColor="#FFFFFF">
      <Label id="title" outlet="titleLabel" text="Welcome" numberOfLines="0" frame="20 20 280 44"/>
      <Button id="ok" outlet="okButton" title="OK" tag="1" frame="20 80 280 44">
        <action event="primaryActionTriggered" handler="okPressed"/>
      </Button>
      <TableView id="table" dataSource="$owner" delegate="$owner" frame="0 140 320 300"/>
    </View>
    <LoadingView id="loading" message="Loading…"/>
  </nib>
  """

@Test func specExampleLoadsAndBinds() throws {
  let nib = try Nib(xml: loginXML, name: "Login", registry: loginRegistry())
  let owner = SpecLoginController()
  let loaded = try nib.instantiate(owner: owner, externals: ["theme": Theme()])
  #expect(loaded.topLevelObjects.count == 2)
  let root = try #require(owner.view)
  #expect(root.frame == Rect(x: 0, y: 0, width: 320, height: 480))
  #expect(owner.titleLabel?.text == "Welcome")
  #expect(owner.titleLabel?.numberOfLines == 0)
  #expect(owner.okButton?.tag == 1)
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
