import Testing

@testable import ViewLoader

/// A cell that owns its nib and counts what happens to it.
final class NumberCell: TableViewCell, NibOwner {
  var numberLabel: Label?
  private(set) var awakeCount = 0
  private(set) var reuseCount = 0

  override func awakeFromNib() { awakeCount += 1 }
  override func prepareForReuse() {
    reuseCount += 1
    numberLabel?.text = nil
  }

  static let connections = Connections<NumberCell>()
    .outlet("numberLabel", \.numberLabel, required: true)
}

let numberCellRegistry: TypeRegistry = {
  var registry = TypeRegistry.standard
  registry.register(NumberCell.self, name: "NumberCell")
  return registry
}()

let numberCellXML = """
  <nib version="1" owner="NumberCell">
    <NumberCell reuseIdentifier="number" frame="0 0 320 44">
      <Label outlet="numberLabel" frame="16 10 200 24"/>
    </NumberCell>
  </nib>
  """

/// Serves numbered rows in sections and records every question the table asks.
final class NumberRows: TableViewDataSource, TableViewDelegate {
  var rowsPerSection: [Int]
  var heights: [IndexPath: Double] = [:]
  var headers: [Int: String] = [:]
  var footers: [Int: String] = [:]
  private(set) var asked: [IndexPath] = []
  private(set) var selected: [IndexPath] = []
  /// Every distinct cell handed to the table.
  private(set) var cells: [ObjectIdentifier: NumberCell] = [:]

  init(_ rowsPerSection: [Int]) { self.rowsPerSection = rowsPerSection }

  func numberOfSections(in tableView: TableView) -> Int { rowsPerSection.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rowsPerSection[section]
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    asked.append(indexPath)
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "number", for: indexPath, as: NumberCell.self)
    cell.numberLabel?.text = "\(indexPath.section).\(indexPath.row)"
    cells[ObjectIdentifier(cell)] = cell
    return cell
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headers[section]
  }
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    footers[section]
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
    heights[indexPath]
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  func forgetQuestions() { asked = [] }
}

private func paths(_ rows: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
  rows.map { IndexPath(row: $0, section: section) }
}

/// A table of `height` points over `rows`, its cells from NumberCell.nib.
private func makeTable(height: Double, rows: NumberRows) throws -> TableView {
  let table = TableView()
  table.frame = Rect(x: 0, y: 0, width: 320, height: height)
  try table.register(
    Nib(xml: numberCellXML, name: "NumberCell", registry: numberCellRegistry),
    forCellReuseIdentifier: "number")
  table.dataSource = rows
  table.delegate = rows
  return table
}

@Suite struct TableViewDrivingTests {
  @Test func reloadAsksForExactlyTheRowsThatFit() throws {
    let rows = NumberRows([100])
    let table = try makeTable(height: 200, rows: rows)
    #expect(rows.asked.isEmpty)
    table.reloadData()
    // Rows start at 0, 44, 88, 132 and 176: five overlap 0..<200.
    #expect(rows.asked == paths(0...4))
    #expect(table.indexPathsForVisibleRows == paths(0...4))
    #expect(table.contentSize == Size(width: 320, height: 4400))
    #expect(
      table.visibleCells.map { ($0 as? NumberCell)?.numberLabel?.text } == [
        "0.0", "0.1", "0.2", "0.3", "0.4",
      ])
    #expect(
      table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame
        == Rect(x: 0, y: 88, width: 320, height: 44))
    #expect(table.subviews.count == 5)
  }

  @Test func delegateHeightsDecideWhatFits() throws {
    let rows = NumberRows([10])
    rows.heights = [IndexPath(row: 0, section: 0): 150, IndexPath(row: 1, section: 0): 100]
    let table = try makeTable(height: 200, rows: rows)
    table.reloadData()
    #expect(rows.asked == paths(0...1))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0))?.origin.y == 250)
  }

  @Test func sectionsStackWithTheirHeadersAndFooters() throws {
    let rows = NumberRows([2, 3])
    rows.headers = [0: "First", 1: "Second"]
    rows.footers = [0: "End of first"]
    let table = try makeTable(height: 150, rows: rows)
    table.sectionHeaderHeight = 20
    table.sectionFooterHeight = 10
    table.reloadData()
    // Header 0..20, rows 20..64..108, footer 108..118, header 118..138, rows from 138.
    #expect(rows.asked == paths(0...1) + paths(0...0, section: 1))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1))?.origin.y == 138)
    #expect(table.headerTitle(forSection: 1) == "Second")
    #expect(table.footerTitle(forSection: 0) == "End of first")
    #expect(table.footerTitle(forSection: 1) == nil)
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
    #expect(table.contentSize.height == 138 + 3 * 44)
  }

  @Test func scrollingAsksOnlyForRowsThatComeIntoViewAndReusesCells() throws {
    let rows = NumberRows([100])
    let table = try makeTable(height: 200, rows: rows)
    table.reloadData()
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NumberCell)
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NumberCell)
    rows.forgetQuestions()

    table.contentOffset = Point(x: 0, y: 100)  // rows 2...6 now overlap 100..<300
    #expect(rows.asked == paths(5...6))
    #expect(table.indexPathsForVisibleRows == paths(2...6))
    // Rows 0 and 1 left the screen: their cells now show rows 5 and 6.
    let reused = [
      table.cellForRow(at: IndexPath(row: 5, section: 0)),
      table.cellForRow(at: IndexPath(row: 6, section: 0)),
    ]
    #expect(reused.contains { $0 === first } && reused.contains { $0 === second })
    #expect(first.reuseCount == 1 && first.awakeCount == 1)
    #expect(table.indexPath(for: first) != nil)
    #expect(rows.cells.count == 5)
    #expect(first.numberLabel?.text?.hasPrefix("0.") == true)
    #expect(first.superview === table && table.subviews.count == 5)
  }

  @Test func scrollToRowPutsItAtTheTopOrAsFarAsTheContentGoes() throws {
    let rows = NumberRows([20])
    let table = try makeTable(height: 200, rows: rows)
    table.reloadData()
    rows.forgetQuestions()
    table.scroll(toRow: IndexPath(row: 10, section: 0))
    #expect(table.contentOffset.y == 440)
    #expect(table.indexPathsForVisibleRows == paths(10...14))
    #expect(rows.asked == paths(10...14))
    table.scroll(toRow: IndexPath(row: 19, section: 0))
    #expect(table.contentOffset.y == 880 - 200)
    #expect(table.indexPathsForVisibleRows == paths(15...19))
  }

  @Test func findsRowsOfCellsAndOfViewsInsideThem() throws {
    let rows = NumberRows([100])
    let table = try makeTable(height: 200, rows: rows)
    table.reloadData()
    let path = IndexPath(row: 3, section: 0)
    let cell = try #require(table.cellForRow(at: path) as? NumberCell)
    let label = try #require(cell.numberLabel)
    #expect(table.indexPath(for: cell) == path)
    #expect(table.indexPath(containing: label) == path)
    #expect(table.indexPath(containing: cell) == path)
    #expect(table.indexPath(containing: table) == nil)
    #expect(table.indexPath(containing: View()) == nil)
    #expect(cell.tableView === table)
    table.scroll(toRow: IndexPath(row: 50, section: 0))
    // The cell was reused for a row now on screen: the label reports that row, not row 3.
    let now = try #require(table.indexPath(for: cell))
    #expect(now != path && table.indexPath(containing: label) == now)
  }

  @Test func selectingARowTellsTheDelegate() throws {
    let rows = NumberRows([3, 3])
    let table = try makeTable(height: 200, rows: rows)
    table.reloadData()
    table.selectRow(at: IndexPath(row: 2, section: 1))
    #expect(rows.selected == [IndexPath(row: 2, section: 1)])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
    table.deselectRow(at: IndexPath(row: 2, section: 1))
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func reloadReusesTheCellsItShowedAndGrowingTheFrameAsksForMore() throws {
    let rows = NumberRows([100])
    let table = try makeTable(height: 100, rows: rows)
    table.reloadData()
    let before = Set(table.visibleCells.map(ObjectIdentifier.init))
    rows.forgetQuestions()
    table.reloadData()
    #expect(rows.asked == paths(0...2))
    #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == before)
    rows.forgetQuestions()
    table.frame.size.height = 200
    #expect(rows.asked == paths(3...4))
  }

  /// Done means: a 10,000-row table scrolled end to end creates only as many cells as fit.
  @Test func tenThousandRowsScrolledEndToEndCreateOnlyWhatFits() throws {
    let rows = NumberRows([10_000])
    let table = try makeTable(height: 440, rows: rows)  // exactly 10 rows of 44
    table.reloadData()
    var offset = 0.0
    let end = 10_000 * 44 - 440.0
    while offset < end {
      offset = min(offset + 17, end)  // never aligned with rows: 11 rows often overlap
      table.contentOffset = Point(x: 0, y: offset)
    }
    #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 9_999, section: 0))
    // Instantiations: each distinct cell was instantiated once, and woke once.
    let created = rows.cells.values
    #expect(created.count == 11)
    #expect(created.allSatisfy { $0.awakeCount == 1 })
    #expect(Set(rows.asked).count == 10_000)
    #expect(rows.asked.count == 10_000)
    table.scroll(toRow: IndexPath(row: 0, section: 0))
    #expect(rows.cells.count == 11)
  }
}
