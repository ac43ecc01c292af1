import Testing

@testable import ViewLoader

private final class Rows: TableViewDataSource, TableViewDelegate {
  var selected: [ViewLoader.IndexPath] = []
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: ViewLoader.IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell()
    cell.text = "row \(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: ViewLoader.IndexPath) {
    selected.append(indexPath)
  }
}

@Suite struct TableViewTests {
  @Test func protocolDefaults() {
    let rows = Rows()
    let table = TableView()
    #expect(rows.numberOfSections(in: table) == 1)
    #expect(rows.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == nil)
    rows.tableView(table, didSelectRowAt: IndexPath(row: 2, section: 0))
    #expect(rows.selected == [IndexPath(row: 2, section: 0)])
  }

  @Test func dataSourceAndDelegateAreWeak() {
    let table = TableView()
    do {
      let rows = Rows()
      table.dataSource = rows
      table.delegate = rows
      #expect(table.dataSource === rows)
    }
    #expect(table.dataSource == nil)
    #expect(table.delegate == nil)
  }

  @Test func indexPathsOrderBySectionThenRow() {
    let paths = [
      IndexPath(row: 5, section: 1), IndexPath(row: 0, section: 2), IndexPath(row: 7, section: 0),
      IndexPath(row: 1, section: 1),
    ]
    #expect(paths.sorted().map(\.description) == ["[0, 7]", "[1, 1]", "[1, 5]", "[2, 0]"])
  }
}
