import Testing

@testable import ViewLoader

/// Rows of plain cells whose text is their title.
private func textRows(_ titles: [String]) -> [TableRow] {
  titles.map { TableRow($0, reuseIdentifier: "plain") { cell, title in cell.text = title } }
}

private func makeTable(height: Double) -> TableView {
  let table = TableView()
  table.frame = Rect(x: 0, y: 0, width: 320, height: height)
  table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
  return table
}

/// A section of plain rows titled by its `titles`, which a test may change.
private final class TitlesSection: SectionController {
  var titles: [String]
  init(_ titles: [String]) { self.titles = titles }
  func numberOfRows(in tableView: TableView) -> Int { titles.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
    cell.text = titles[indexPath.row]
    return cell
  }
}

@Suite struct TableDataSourceEdgeCaseTests {
  @Test func emptyGroupsShowNothing() {
    let table = makeTable(height: 100)
    let provider = TableDataProvider(groups: [])
    table.dataSource = provider
    table.reloadData()
    #expect(table.numberOfSections == 0 && table.visibleCells.isEmpty)
    provider.groups = [
      TableGroup(headerTitle: "Empty", rows: []), TableGroup(rows: textRows(["a"])),
    ]
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 0 && table.headerTitle(forSection: 0) == "Empty")
    #expect(table.visibleCells.map(\.text) == ["a"])
  }

  @Test func rowsRemovedFromAProviderBeforeTheTableReloadsShowEmptyCells() {
    // The app removes rows and scrolls before it reloads: the table asks for rows it was told
    // about, which the provider no longer has. They get empty cells until the reload.
    let table = makeTable(height: 100)
    let provider = TableDataProvider(groups: [TableGroup(rows: textRows((0..<10).map { "\($0)" }))])
    table.dataSource = provider
    table.reloadData()
    provider.groups = [TableGroup(rows: textRows(["0", "1"]))]
    table.contentOffset = Point(x: 0, y: 300)  // rows 6...9
    #expect(table.visibleCells.count == 4 && table.visibleCells.allSatisfy { $0.text == nil })
    #expect(table.visibleCells.allSatisfy { $0.reuseIdentifier == nil })
    provider.groups = []
    table.contentOffset = Point(x: 0, y: 100)
    #expect(table.visibleCells.count == 3)
    #expect(provider.tableView(table, numberOfRowsInSection: 0) == 0)
    #expect(provider.tableView(table, titleForHeaderInSection: 0) == nil)
    #expect(provider.tableView(table, titleForFooterInSection: 3) == nil)
    table.reloadData()
    #expect(table.numberOfSections == 0 && table.visibleCells.isEmpty && table.subviews.isEmpty)
  }

  @Test func aConfigureClosureThatReloadsLeavesTheTableConsistent() {
    let table = makeTable(height: 100)
    let provider = TableDataProvider(groups: [])
    var reloaded = false
    let rows = (0..<10).map { number in
      TableRow(number, reuseIdentifier: "plain") { [unowned table, unowned provider] cell, n in
        cell.text = "\(n)"
        if n == 1, !reloaded {
          reloaded = true
          provider.groups = [TableGroup(rows: textRows(["only"]))]
          table.reloadData()
        }
      }
    }
    provider.groups = [TableGroup(rows: rows)]
    table.dataSource = provider
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.visibleCells.map(\.text) == ["only"])
    #expect(table.subviews.count == 1)
  }

  @Test func sectionsRemovedFromASectionedDataSourceBeforeTheTableReloads() {
    let table = makeTable(height: 100)
    let first = TitlesSection(["a", "b"])
    let sections = SectionedDataSource([first, TitlesSection(["c", "d", "e"])])
    table.dataSource = sections
    table.delegate = sections
    table.reloadData()
    sections.sections = []
    table.contentOffset = Point(x: 0, y: 100)  // rows 1.0 (still shown), 1.1 and 1.2 (new)
    #expect(table.visibleCells.map(\.text) == ["c", nil, nil])
    table.selectRow(at: IndexPath(row: 1, section: 1))  // no controller to tell
    #expect(sections.tableView(table, numberOfRowsInSection: 1) == 0)
    #expect(sections.tableView(table, titleForHeaderInSection: 1) == nil)
    #expect(sections.tableView(table, titleForFooterInSection: 1) == nil)
    #expect(sections.tableView(table, heightForRowAt: IndexPath(row: 0, section: 1)) == nil)
    table.reloadData()
    #expect(table.numberOfSections == 0 && table.subviews.isEmpty)
  }
}
