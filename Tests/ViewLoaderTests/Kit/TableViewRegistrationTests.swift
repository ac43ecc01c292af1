import Testing

@testable import ViewLoader

@Suite struct TableViewRegistrationTests {
  private func nib(_ body: String, owner: String? = nil) throws -> Nib {
    let ownerAttribute = owner.map { " owner=\"\($0)\"" } ?? ""
    return try Nib(
      xml: "<nib version=\"1\"\(ownerAttribute)>\(body)</nib>", name: "Cell",
      registry: numberCellRegistry)
  }

  @Test func aCellNibWhoseRootIsNotACellIsRefused() throws {
    let table = TableView()
    let error = #expect(throws: TableViewError.self) {
      try table.register(nib(#"<Label text="Hi"/>"#), forCellReuseIdentifier: "x")
    }
    #expect(error == .invalidCellNib(nib: "Cell", reuseIdentifier: "x", topLevelTypes: ["Label"]))
    #expect(
      error?.description
        == "cell nib 'Cell' (registered for 'x') must have exactly one top-level TableViewCell; "
        + "its top-level objects: Label")
  }

  @Test func twoCellsAreAmbiguousButOtherTopLevelObjectsAreFine() throws {
    let table = TableView()
    #expect(throws: TableViewError.self) {
      try table.register(nib("<TableViewCell/><TableViewCell/>"), forCellReuseIdentifier: "x")
    }
    // The cell is found by type, not by position: a top-level view before it is no problem.
    try table.register(nib(#"<View/><TableViewCell text="Hi"/>"#), forCellReuseIdentifier: "x")
    let cell = table.dequeueReusableCell(withIdentifier: "x", for: IndexPath(row: 0, section: 0))
    #expect(cell.text == "Hi")
    #expect(cell.reuseIdentifier == "x")
  }

  @Test func outletsAreCheckedAgainstTheCellClassWhenRegistering() throws {
    let table = TableView()
    let error = #expect(throws: NibError.self) {
      try table.register(
        nib(#"<NumberCell><Label outlet="titel"/></NumberCell>"#, owner: "NumberCell"),
        forCellReuseIdentifier: "x")
    }
    #expect(error?.diagnostics.map(\.rule) == ["missing-outlet", "unknown-outlet"])
    // A plain TableViewCell has no outlets at all.
    #expect(throws: NibError.self) {
      try table.register(
        nib(#"<TableViewCell><Label outlet="a"/></TableViewCell>"#),
        forCellReuseIdentifier: "x")
    }
  }

  @Test func externalsAndMismatchedIdentifiersAreRefused() throws {
    let table = TableView()
    #expect(throws: TableViewError.cellNibExternals(nib: "Cell", names: ["theme"])) {
      try table.register(
        nib(#"<external name="theme" type="View"/><TableViewCell/>"#),
        forCellReuseIdentifier: "x")
    }
    #expect(
      throws: TableViewError.reuseIdentifierMismatch(nib: "Cell", inNib: "a", registered: "b")
    ) {
      try table.register(nib(#"<TableViewCell reuseIdentifier="a"/>"#), forCellReuseIdentifier: "b")
    }
  }

  @Test func aCellFromAnIncludeHasItsOwnReuseIdentifierChecked() throws {
    // Fixtures/valid/cells: ContactRow's one top-level object is an include of ContactCell,
    // whose cell says reuseIdentifier="contact".
    let library = NibLibrary(directory: Fixture.root.appendingPathComponent("valid/cells"))
    let row = try library.nib(named: "ContactRow")
    let table = TableView()
    #expect(
      throws: TableViewError.reuseIdentifierMismatch(
        nib: "ContactRow", inNib: "contact", registered: "person")
    ) {
      try table.register(row, forCellReuseIdentifier: "person")
    }
    try table.register(row, forCellReuseIdentifier: "contact")
    let cell = table.dequeueReusableCell(
      withIdentifier: "contact", for: IndexPath(row: 0, section: 0))
    #expect(cell.text == "Ada Lovelace")
    #expect(cell.reuseIdentifier == "contact")
  }

  @Test func theCellOwnsItsOutletsAndActions() throws {
    final class ToggleCell: TableViewCell, NibOwner {
      var toggle: Switch?
      var changes = 0
      func toggled(_ sender: Switch) { changes += 1 }
      static let connections = Connections<ToggleCell>()
        .outlet("toggle", \.toggle)
        .action("toggled", ToggleCell.toggled)
    }
    var registry = TypeRegistry.standard
    registry.register(ToggleCell.self, name: "ToggleCell")
    let cellNib = try Nib(
      xml: """
        <nib version="1" owner="ToggleCell"><ToggleCell>
          <Switch outlet="toggle"><action event="valueChanged" handler="toggled"/></Switch>
        </ToggleCell></nib>
        """, name: "ToggleCell", registry: registry)
    let table = TableView()
    try table.register(cellNib, forCellReuseIdentifier: "toggle")
    let path = IndexPath(row: 0, section: 0)
    let first = table.dequeueReusableCell(withIdentifier: "toggle", for: path, as: ToggleCell.self)
    let second = table.dequeueReusableCell(withIdentifier: "toggle", for: path, as: ToggleCell.self)
    #expect(first !== second)
    #expect(first.toggle?.superview === first)
    first.toggle?.sendActions(for: .valueChanged)
    #expect(first.changes == 1 && second.changes == 0)
  }

  @Test func cellsRegisteredByClassAreCreatedInCode() {
    let table = TableView()
    table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
    let cell = table.dequeueReusableCell(
      withIdentifier: "plain", for: IndexPath(row: 0, section: 0))
    #expect(type(of: cell) == TableViewCell.self && cell.reuseIdentifier == "plain")
  }

  @Test func cellsOfAReplacedRegistrationAreNotReused() throws {
    // Cells on screen when their identifier is registered again must not be handed out for the
    // new registration once they scroll away or the table reloads: they are of the old class
    // (or nib), and a dequeue `as:` the new class would stop the program.
    final class OldCell: TableViewCell {}
    final class NewCell: TableViewCell {}
    let table = TableView()
    table.frame = Rect(x: 0, y: 0, width: 320, height: 100)
    table.register(OldCell.self, forCellReuseIdentifier: "row")
    let rows = TableDataProvider(groups: [
      TableGroup(rows: (0..<10).map { TableRow($0, reuseIdentifier: "row") { _, _ in } })
    ])
    table.dataSource = rows
    table.reloadData()
    #expect(table.visibleCells.count == 3 && table.visibleCells.allSatisfy { $0 is OldCell })
    table.register(NewCell.self, forCellReuseIdentifier: "row")
    table.reloadData()
    #expect(table.visibleCells.count == 3 && table.visibleCells.allSatisfy { $0 is NewCell })
    // Cells of the current registration are still reused.
    let shown = Set(table.visibleCells.map(ObjectIdentifier.init))
    table.reloadData()
    #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == shown)
  }

  @Test func aStubBeforeTheCellInflatesIntoTheCell() throws {
    // The cell owns every outlet of its nib, also those of a stub that comes before the cell
    // in the file (created before the cell was known to be the owner).
    final class MoreCell: TableViewCell, NibOwner {
      var more: Stub?
      var moreLabel: Label?
      static let connections = Connections<MoreCell>()
        .outlet("more", \.more)
        .outlet("moreLabel", \.moreLabel)
    }
    var registry = TypeRegistry.standard
    registry.register(MoreCell.self, name: "MoreCell")
    let folder = try NibFolder([
      "Cell": #"<nib version="1"><stub nib="More" outlet="more"/><MoreCell/></nib>"#,
      "More": #"<nib version="1"><Label outlet="moreLabel" text="more"/></nib>"#,
    ])
    let table = TableView()
    try table.register(folder.library(registry).nib(named: "Cell"), forCellReuseIdentifier: "x")
    let cell = table.dequeueReusableCell(
      withIdentifier: "x", for: IndexPath(row: 0, section: 0), as: MoreCell.self)
    let label = try #require(cell.more).inflate()
    #expect(cell.moreLabel === label && cell.moreLabel?.text == "more")
  }

  @Test func indexPathIsFoundationsWithSectionAndRow() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.section == 1 && path.row == 3 && Array(path) == [1, 3])
    path.row = 4
    #expect(path == IndexPath(indexes: [1, 4]))
  }
}
