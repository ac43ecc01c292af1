import Testing

@testable import ViewLoader

/// The table examples of Examples/, loaded with the app code of ExampleTables.swift.
@Suite struct ExampleTableTests {
  var library: NibLibrary {
    NibLibrary(directory: ExampleTests.examples, registry: exampleRegistry)
  }

  @Test func settingsTableShowsCellsFromTheirNib() throws {
    let controller = SettingsController()
    try controller.load(from: library)
    let table = try #require(controller.tableView)
    #expect(table.dataSource === controller && table.style == .grouped)
    let cells = table.visibleCells.compactMap { $0 as? SettingsCell }
    #expect(cells.map { $0.titleLabel?.text } == ["Notifications", "Dark mode", "Sync"])
    #expect(cells.map(\.frame.origin.y) == [0, 52, 104])
    // The cell owns its nib's action.
    cells[1].toggle?.sendActions(for: .valueChanged)
    #expect(cells.map(\.toggleCount) == [0, 1, 0])
    table.selectRow(at: IndexPath(row: 2, section: 0))
    #expect(controller.chosen == ["Sync"])
  }

  @Test func accountSectionsAnswerForThemselves() throws {
    let controller = AccountController()
    try controller.load(from: library)
    let table = try #require(controller.tableView)
    #expect((0..<3).map { table.headerTitle(forSection: $0) } == ["Profile", "Devices", nil])
    #expect(table.footerTitle(forSection: 1) == "3 devices")
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 2))?.size.height == 60)
    #expect(
      table.visibleCells.map(\.text) == ["Name", "Email", "Laptop", "Phone", "Tablet", "Sign out"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.detailText == "ann@example.com")
    table.selectRow(at: IndexPath(row: 1, section: 1))
    table.selectRow(at: IndexPath(row: 0, section: 2))
    #expect(controller.devices.selected == ["Phone"])
    #expect(controller.signOut.signOutCount == 1)
  }

  @Test func catalogRowsCarryTheirValues() throws {
    let controller = CatalogController(
      fruit: [Product(name: "Apple", price: 30)],
      vegetables: [Product(name: "Leek", price: 250), Product(name: "Kale", price: 400)])
    try controller.load(from: library)
    let table = try #require(controller.tableView)
    #expect(table.dataSource === controller.provider && table.delegate === controller)
    #expect(table.visibleCells.map(\.detailText) == ["30 ¢", "250 ¢", "400 ¢"])
    #expect(table.footerTitle(forSection: 1) == "Prices per kilo")
    table.selectRow(at: IndexPath(row: 1, section: 1))
    #expect(controller.chosen == [Product(name: "Kale", price: 400)])
    #expect(
      controller.provider.data(at: IndexPath(row: 0, section: 0)) as? Product
        == Product(name: "Apple", price: 30))
  }

  @Test func aButtonInAReusedCellReportsItsCurrentRow() throws {
    let controller = TaskListController(tasks: (0..<1_000).map { "Task \($0)" })
    try controller.load(from: library)
    let table = try #require(controller.tableView)
    let firstCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TaskCell)

    table.scroll(toRow: IndexPath(row: 500, section: 0))
    // The first cell scrolled away and came back for a row near 500.
    let row = try #require(table.indexPath(for: firstCell))
    #expect(row.row >= 500 && row.row < 511)
    #expect(firstCell.titleLabel?.text == "Task \(row.row)")
    firstCell.doneButton?.sendActions(for: .touchUpInside)
    #expect(controller.presses.count == 1)
    #expect(controller.presses.last?.tag == row.row)
    #expect(controller.presses.last?.row == row)
    // Wired once: reuse added no second handler.
    #expect(firstCell.doneButton?.actionCount(for: .touchUpInside) == 1)
  }

  /// Done means: a 10,000-row table scrolled end to end creates only as many cells as fit on
  /// screen (+1–2), counted by instantiations of TaskCell.nib.
  @Test func tenThousandTasksScrolledEndToEndCreateOnlyWhatFits() throws {
    let controller = TaskListController(tasks: (0..<10_000).map { "Task \($0)" })
    try controller.load(from: library)
    let table = try #require(controller.tableView)
    var created: [ObjectIdentifier: TaskCell] = [:]
    func collect() {
      for case let cell as TaskCell in table.visibleCells { created[ObjectIdentifier(cell)] = cell }
    }
    collect()
    let fits = Int((table.frame.size.height / table.rowHeight).rounded(.up))  // 436 / 44 → 10
    var offset = 0.0
    while offset < table.contentSize.height - table.frame.size.height {
      offset += 30
      table.contentOffset.y = min(offset, table.contentSize.height - table.frame.size.height)
      collect()
    }
    #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 9_999, section: 0))
    #expect(created.count <= fits + 2)
    #expect(created.count == fits + 1)
    #expect(created.values.allSatisfy { $0.doneButton?.actionCount(for: .touchUpInside) == 1 })
  }

  @Test func theOverlayIsFrontmostUntilTheBackgroundWorkEnds() async throws {
    let controller = TaskListController(tasks: ["Old"])
    let library = self.library
    try controller.load(from: library)
    let window = Window()
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    window.rootView = controller.view

    let overlay = try controller.showLoading(in: window, library: library)
    #expect(window.frontmostView === overlay)
    #expect(overlay.frame == window.bounds && overlay.message == "Loading…")
    overlay.removeFromSuperview()
    #expect(window.frontmostView === controller.view)

    // The whole refresh: overlay in front, work on a detached task, overlay removed.
    try await controller.refresh(in: window, library: library) {
      (1...3).map { "Fetched \($0)" }
    }
    #expect(window.frontmostView === controller.view)
    #expect(window.subviews.count == 1)
    #expect(
      controller.tableView?.visibleCells.compactMap { ($0 as? TaskCell)?.titleLabel?.text }
        == ["Fetched 1", "Fetched 2", "Fetched 3"])
  }
}
