import Testing

@testable import ViewLoader

/// A section of `count` plain rows that records what it is asked.
private final class LetterSection: SectionController {
  let letter: String
  let count: Int
  let height: Double?
  var asked: [IndexPath] = []
  var selected: [IndexPath] = []

  init(_ letter: String, count: Int, height: Double? = nil) {
    self.letter = letter
    self.count = count
    self.height = height
  }

  func numberOfRows(in tableView: TableView) -> Int { count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    asked.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
    cell.text = "\(letter)\(indexPath.row)"
    return cell
  }
  func headerTitle(in tableView: TableView) -> String? { letter.uppercased() }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
    height
  }
}

/// A section that writes only the two required methods.
private final class MinimalSection: SectionController {
  func numberOfRows(in tableView: TableView) -> Int { 1 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
  }
}

@Suite struct SectionedDataSourceTests {
  @Test func everyQuestionGoesToTheSectionsController() {
    let a = LetterSection("a", count: 2, height: 30)
    let b = LetterSection("b", count: 3)
    let minimal = MinimalSection()
    let sections = SectionedDataSource([a, minimal, b])
    let table = TableView()
    table.frame = Rect(x: 0, y: 0, width: 320, height: 1000)
    table.sectionHeaderHeight = 20
    table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
    table.dataSource = sections
    table.delegate = sections
    table.reloadData()

    #expect(a.asked == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    #expect(b.asked.map(\.row) == [0, 1, 2] && b.asked.allSatisfy { $0.section == 2 })
    #expect(table.headerTitle(forSection: 0) == "A" && table.headerTitle(forSection: 1) == nil)
    #expect(table.footerTitle(forSection: 2) == nil)
    // A's rows are 30 high (its controller says so); the others take rowHeight.
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0))?.size.height == 30)
    // Section 1 starts below A's header and its two 30-point rows.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1))?.origin.y == 80)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 2))?.text == "b2")

    table.selectRow(at: IndexPath(row: 1, section: 2))
    table.selectRow(at: IndexPath(row: 0, section: 1))
    #expect(b.selected == [IndexPath(row: 1, section: 2)])
    #expect(a.selected.isEmpty)
  }
}
