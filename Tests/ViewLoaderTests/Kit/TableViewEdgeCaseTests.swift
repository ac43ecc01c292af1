import Testing

@testable import ViewLoader

/// A data source and delegate whose answers a test scripts: row counts per section, heights,
/// and a hook run inside `cellForRowAt` (to reload or scroll from there). It records every cell
/// question and uses plain `TableViewCell`s registered as "plain".
private final class ScriptedRows: TableViewDataSource, TableViewDelegate {
  var rowsPerSection: [Int]
  var height: (IndexPath) -> Double? = { _ in nil }
  var headers: [Int: String] = [:]
  var footers: [Int: String] = [:]
  /// Run inside `cellForRowAt`, before the cell is dequeued.
  var whileMakingCell: (TableView, IndexPath) -> Void = { _, _ in }
  private(set) var asked: [IndexPath] = []
  private(set) var heightQuestions = 0

  init(_ rowsPerSection: [Int]) { self.rowsPerSection = rowsPerSection }

  func numberOfSections(in tableView: TableView) -> Int { rowsPerSection.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rowsPerSection[section]
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    asked.append(indexPath)
    whileMakingCell(tableView, indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
    cell.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headers[section]
  }
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    footers[section]
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
    heightQuestions += 1
    return height(indexPath)
  }

  func forgetQuestions() { asked = [] }
}

private func paths(_ rows: [Int], section: Int = 0) -> [IndexPath] {
  rows.map { IndexPath(row: $0, section: section) }
}

/// A table `height` points tall showing `rows`, not yet loaded.
private func makeTable(height: Double, rows: ScriptedRows) -> TableView {
  let table = TableView()
  table.frame = Rect(x: 0, y: 0, width: 320, height: height)
  table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
  table.dataSource = rows
  table.delegate = rows
  return table
}

/// The table's visible rows agree with its subviews: one distinct cell per row, each a subview
/// framed where the row lies.
private func expectConsistent(
  _ table: TableView, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let rows = table.indexPathsForVisibleRows
  let cells = table.visibleCells
  #expect(cells.count == rows.count, sourceLocation: sourceLocation)
  #expect(
    Set(cells.map(ObjectIdentifier.init)).count == cells.count, sourceLocation: sourceLocation)
  #expect(
    Set(table.subviews.map(ObjectIdentifier.init)) == Set(cells.map(ObjectIdentifier.init)),
    sourceLocation: sourceLocation)
  for (path, cell) in zip(rows, cells) {
    #expect(cell.frame == table.rectForRow(at: path), sourceLocation: sourceLocation)
    #expect(cell.text == "\(path.section).\(path.row)", sourceLocation: sourceLocation)
  }
}

@Suite struct TableViewEdgeCaseTests {
  // MARK: - Rows of height 0

  @Test func aZeroHeightRowIsAskedForWhereverItLiesInTheFrame() {
    // Rows 0/50/0/50 high: row 0 is the point y = 0, at the frame's top edge; row 2 the point
    // y = 50, inside it. Both lie in the frame's 0..<100, so both are asked for.
    let rows = ScriptedRows([4])
    let heights: [Double] = [0, 50, 0, 50]
    rows.height = { heights[$0.row] }
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    #expect(rows.asked == paths([0, 1, 2, 3]))
    expectConsistent(table)

    // Scrolled to y = 50: row 2 (the point 50) is at the top edge and stays; row 1 (0..<50)
    // and row 0 leave.
    table.contentOffset = Point(x: 0, y: 50)
    #expect(table.indexPathsForVisibleRows == paths([2, 3]))
  }

  @Test func aZeroHeightRowAtTheBottomEdgeIsOutsideTheFrame() {
    // The frame is 0..<100: the point y = 100 lies outside it, like a row starting there.
    let rows = ScriptedRows([3])
    let heights: [Double] = [50, 50, 0]
    rows.height = { heights[$0.row] }
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    #expect(rows.asked == paths([0, 1]))
  }

  @Test func aSectionOfZeroHeightRowsAtTheTopIsAskedFor() {
    let rows = ScriptedRows([2, 1])
    rows.height = { $0.section == 0 ? 0 : nil }
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    #expect(rows.asked == paths([0, 1]) + paths([0], section: 1))
  }

  // MARK: - Heights that are not lengths

  @Test func heightsThatAreNotFiniteOrAreNegativeCountAsZero() {
    let rows = ScriptedRows([7])
    let heights: [Double] = [.nan, 50, .infinity, 50, -5, 50, -.infinity]
    rows.height = { heights[$0.row] }
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    // Tops 0, 0, 50, 50, 100, 100, 150: rows 0, 2 and 4 are points.
    #expect(
      (0..<7).map { table.rectForRow(at: IndexPath(row: $0, section: 0))?.origin.y }
        == [0, 0, 50, 50, 100, 100, 150])
    #expect(
      (0..<7).map { table.rectForRow(at: IndexPath(row: $0, section: 0))?.size.height }
        == [0, 50, 0, 50, 0, 50, 0])
    #expect(table.contentSize.height == 150)
    #expect(rows.asked == paths([0, 1, 2, 3]))
    table.scroll(toRow: IndexPath(row: 5, section: 0))
    #expect(table.contentOffset.y == 50)
    #expect(table.indexPathsForVisibleRows == paths([2, 3, 4, 5]))
    expectConsistent(table)
  }

  @Test func theTablesOwnHeightsThatAreNotLengthsCountAsZero() {
    let rows = ScriptedRows([2, 2])
    rows.headers = [0: "A", 1: "B"]
    rows.footers = [0: "a", 1: "b"]
    let table = makeTable(height: 100, rows: rows)
    table.rowHeight = .nan
    table.sectionHeaderHeight = .infinity
    table.sectionFooterHeight = -.infinity
    table.reloadData()
    #expect(table.contentSize.height == 0)
    #expect(rows.asked == paths([0, 1]) + paths([0, 1], section: 1))
    table.rowHeight = 30
    table.sectionHeaderHeight = -1
    table.sectionFooterHeight = .nan
    table.reloadData()
    #expect(table.contentSize.height == 120)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 1))
        == Rect(x: 0, y: 90, width: 320, height: 30))
  }

  @Test func contentTallerThanTheLargestDoubleEndsThere() {
    // 1e308 + 1e308 is infinity: the rows below the largest finite Double are cut to fit.
    let rows = ScriptedRows([4])
    let heights: [Double] = [1e308, 1e308, 44, 44]
    rows.height = { heights[$0.row] }
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    #expect(table.contentSize.height == .greatestFiniteMagnitude)
    let rects = (0..<4).compactMap { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(rects.count == 4)
    #expect(rects.allSatisfy { $0.minY.isFinite && $0.height.isFinite && $0.height >= 0 })
    #expect(rects[1].maxY == .greatestFiniteMagnitude && rects[3].height == 0)
    // Near 1e308 a 100-point window is empty (1e308 + 100 == 1e308): nothing shows there.
    table.scroll(toRow: IndexPath(row: 3, section: 0))
    #expect(table.contentOffset.y == .greatestFiniteMagnitude && table.visibleCells.isEmpty)
    table.scroll(toRow: IndexPath(row: 0, section: 0))
    #expect(table.indexPathsForVisibleRows == paths([0]))
    expectConsistent(table)
  }

  @Test func anOffsetThatIsNotANumberShowsNothingUntilItIsOne() {
    let rows = ScriptedRows([10])
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    for offset in [Double.nan, .infinity, -.infinity] {
      table.contentOffset = Point(x: 0, y: offset)
      #expect(table.visibleCells.isEmpty && table.subviews.isEmpty)
    }
    table.contentOffset = .zero
    #expect(table.indexPathsForVisibleRows == paths([0, 1, 2]))
    expectConsistent(table)
  }

  // MARK: - Counts

  @Test func negativeCountsAreNone() {
    let rows = ScriptedRows([-5, 2])
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 0)
    #expect(rows.asked == paths([0, 1], section: 1))

    final class NegativeSections: TableViewDataSource {
      func numberOfSections(in tableView: TableView) -> Int { -3 }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        Issue.record("asked for the rows of section \(section)")
        return 0
      }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell()
      }
    }
    let none = NegativeSections()
    table.dataSource = none
    table.reloadData()
    #expect(table.numberOfSections == 0 && table.visibleCells.isEmpty)
    #expect(table.contentSize.height == 0)
  }

  @Test func intMaxRowsOfOneHeightAreLaidOutWithoutStoragePerRow() {
    let rows = ScriptedRows([Int.max])
    let table = makeTable(height: 100, rows: rows)
    table.delegate = nil
    table.reloadData()
    // The count is cut to the limit, and rows of one height are one run.
    #expect(table.numberOfRows(inSection: 0) == TableView.maximumRowCount)
    #expect(table.layout.sections[0].runs.count == 1)
    #expect(rows.asked == paths([0, 1, 2]))
    #expect(table.contentSize.height == Double(TableView.maximumRowCount) * 44)
    let last = IndexPath(row: TableView.maximumRowCount - 1, section: 0)
    table.scroll(toRow: last)
    #expect(table.indexPathsForVisibleRows.last == last)
    #expect(table.indexPathsForVisibleRows.count == 3)
    expectConsistent(table)
  }

  @Test func tenMillionRowsAskedForTheirHeightKeepOneRunPerHeight() {
    let rows = ScriptedRows([10_000_000])
    // One row in a million is taller.
    rows.height = { $0.row % 1_000_000 == 999_999 ? 88 : nil }
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    #expect(rows.heightQuestions == 10_000_000)
    #expect(table.layout.sections[0].runs.count == 20)
    #expect(table.contentSize.height == 10_000_000 * 44 + 10 * 44)
    let tall = IndexPath(row: 5_999_999, section: 0)
    #expect(
      table.rectForRow(at: tall)
        == Rect(x: 0, y: 5_999_999 * 44 + 5 * 44, width: 320, height: 88))
    table.scroll(toRow: tall)
    #expect(table.indexPathsForVisibleRows == paths([5_999_999, 6_000_000]))
    expectConsistent(table)
  }

  @Test func theRowLimitCountsRowsOfAllSections() {
    let rows = ScriptedRows([TableView.maximumRowCount - 1, 5, 5])
    let table = makeTable(height: 100, rows: rows)
    table.delegate = nil
    table.reloadData()
    #expect(table.numberOfSections == 3)
    #expect((0..<3).map(table.numberOfRows(inSection:)) == [TableView.maximumRowCount - 1, 1, 0])
  }

  @Test func intMaxSectionsAreCutToTheSectionLimit() {
    final class EndlessSections: TableViewDataSource {
      var questions = 0
      func numberOfSections(in tableView: TableView) -> Int { Int.max }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        questions += 1
        return section == 0 ? 1 : 0
      }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell()
      }
    }
    let sections = EndlessSections()
    let table = TableView()
    table.frame = Rect(x: 0, y: 0, width: 320, height: 100)
    table.dataSource = sections
    table.reloadData()
    #expect(table.numberOfSections == TableView.maximumSectionCount)
    #expect(sections.questions == TableView.maximumSectionCount)
    #expect(table.visibleCells.count == 1)
  }

  // MARK: - Re-entrancy

  @Test func aReloadFromInsideCellForRowAtWinsOverThePassThatAsked() {
    // Asked for row 1, the data source drops to one row and reloads: the outer pass must not
    // go on to show row 1 (or rows 2...) of the table as it was.
    let rows = ScriptedRows([10])
    var reloaded = false
    rows.whileMakingCell = { [unowned rows] table, path in
      guard path.row == 1, !reloaded else { return }
      reloaded = true
      rows.rowsPerSection = [1]
      table.reloadData()
    }
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.indexPathsForVisibleRows == paths([0]))
    #expect(rows.asked == paths([0, 1, 0]))
    expectConsistent(table)
  }

  @Test func aReloadFromInsideCellForRowAtLeavesOneCellPerRow() {
    let rows = ScriptedRows([10])
    var reloads = 0
    rows.whileMakingCell = { table, path in
      guard path.row == 2, reloads < 3 else { return }
      reloads += 1
      table.reloadData()
    }
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    #expect(table.indexPathsForVisibleRows == paths([0, 1, 2]))
    expectConsistent(table)
    // No cell was lost or made twice for the screenful: at most three cells were ever shown
    // at once, and the reuse queue holds the rest of those made.
    #expect(table.subviews.count == 3)
  }

  @Test func scrollingFromInsideCellForRowAtShowsTheNewWindowOnly() {
    let rows = ScriptedRows([100])
    var scrolled = false
    rows.whileMakingCell = { table, path in
      guard !scrolled else { return }
      scrolled = true
      table.contentOffset = Point(x: 0, y: 440)
    }
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    #expect(table.indexPathsForVisibleRows == paths([10, 11, 12]))
    expectConsistent(table)

    // Resizing from inside cellForRowAt likewise.
    var resized = false
    rows.whileMakingCell = { table, path in
      guard !resized else { return }
      resized = true
      table.frame.size.height = 200
    }
    table.contentOffset = Point(x: 0, y: 0)
    #expect(table.indexPathsForVisibleRows == paths([0, 1, 2, 3, 4]))
    expectConsistent(table)
  }

  @Test func scrollingWhileTheTableAsksForHeightsDoesNotShowRowsOfTheOldLayout() {
    let rows = ScriptedRows([10])
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    table.contentOffset = Point(x: 0, y: 308)
    #expect(table.indexPathsForVisibleRows == paths([7, 8, 9]))
    // The data source drops to three rows and reloads; asked for a height, the delegate
    // scrolls. Rows 7 to 9 no longer exist and must not be asked for.
    rows.rowsPerSection = [3]
    rows.forgetQuestions()
    rows.height = { [unowned table] _ in
      table.contentOffset = Point(x: 0, y: 0)
      return nil
    }
    table.reloadData()
    #expect(rows.asked == paths([0, 1, 2]))
    #expect(table.indexPathsForVisibleRows == paths([0, 1, 2]))
    expectConsistent(table)
  }

  @Test func aReloadWhileTheTableAsksForHeightsWinsOverTheReloadThatAsked() {
    let rows = ScriptedRows([10])
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    // Asked for row 5's height, the delegate drops to two rows and reloads: the outer reload
    // must not go on asking about rows 6...9, nor install its layout of ten rows.
    var reloaded = false
    rows.height = { [unowned table, unowned rows] path in
      if path.row == 5, !reloaded {
        reloaded = true
        rows.rowsPerSection = [2]
        table.reloadData()
        return nil
      }
      #expect(!reloaded || path.row < 2)
      return nil
    }
    rows.forgetQuestions()
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.indexPathsForVisibleRows == paths([0, 1]))
    #expect(rows.asked == paths([0, 1]))
    expectConsistent(table)
  }

  // MARK: - Endless re-entrancy

  @Test func aDataSourceThatReloadsFromEveryCellForRowAtStops() {
    // Every cell question reloads the table. Each reload waits until the question returns (it
    // does not run inside it, which recursed until the stack overflowed) and stops the pass
    // that asked; after maximumDeferredUpdates of them in a row, the last runs to its end.
    let bound = TableView.maximumDeferredUpdates
    let rows = ScriptedRows([10])
    rows.whileMakingCell = { table, _ in table.reloadData() }
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    #expect(rows.asked == paths(Array(repeating: 0, count: bound + 1) + [1, 2]))
    #expect(table.indexPathsForVisibleRows == paths([0, 1, 2]))
    expectConsistent(table)
    #expect(table.subviews.count == 3)

    // Scrolling from outside starts afresh, with a bound of its own.
    rows.forgetQuestions()
    table.contentOffset = Point(x: 0, y: 220)
    #expect(rows.asked == paths(Array(repeating: 5, count: bound + 1) + [6, 7]))
    #expect(table.indexPathsForVisibleRows == paths([5, 6, 7]))
    expectConsistent(table)
  }

  @Test func aDelegateThatReloadsFromEveryHeightForRowAtStops() {
    let bound = TableView.maximumDeferredUpdates
    let rows = ScriptedRows([10])
    let table = makeTable(height: 100, rows: rows)
    rows.height = { [unowned table] _ in
      table.reloadData()
      return nil
    }
    table.reloadData()
    // Each deferred reload stopped after its first height; the last asked for every row's.
    #expect(rows.heightQuestions == bound + 10)
    #expect(table.numberOfRows(inSection: 0) == 10)
    #expect(rows.asked == paths([0, 1, 2]))
    expectConsistent(table)
  }

  @Test func aDataSourceThatScrollsFromEveryCellForRowAtStops() {
    // Setting the offset the table already has, from every cell question: each pass it asks
    // for waits until the question returns, so a pass is never started inside another.
    let bound = TableView.maximumDeferredUpdates
    let rows = ScriptedRows([10])
    rows.whileMakingCell = { table, _ in table.contentOffset = table.contentOffset }
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    #expect(rows.asked == paths(Array(repeating: 0, count: bound + 1) + [1, 2]))
    #expect(table.indexPathsForVisibleRows == paths([0, 1, 2]))
    expectConsistent(table)

    // Scrolling a row further from every question: each pass stops at its first question,
    // and the last, which runs to its end, shows the window it started with. The offset set
    // during it is kept (the next pass shows it).
    let long = ScriptedRows([100])
    let other = makeTable(height: 100, rows: long)
    long.whileMakingCell = { table, _ in
      table.contentOffset = Point(x: 0, y: table.contentOffset.y + 44)
    }
    other.reloadData()
    #expect(long.asked == paths(Array(0...(bound + 2))))
    #expect(other.indexPathsForVisibleRows == paths([bound, bound + 1, bound + 2]))
    expectConsistent(other)
    #expect(other.contentOffset.y == Double(bound + 3) * 44)
  }

  // MARK: - Cells the data source makes itself

  @Test func cellsMadeByHandAreNotKeptForReuse() {
    // The data source makes its cells itself, naming a registered identifier, and never
    // dequeues: the table must not keep every cell that scrolls away, nor hand one out later
    // in place of a cell of the registered class.
    final class RegisteredCell: TableViewCell {}
    final class HandMade: TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.reuseIdentifier = "row"
        return cell
      }
    }
    let source = HandMade()
    let table = TableView()
    table.frame = Rect(x: 0, y: 0, width: 320, height: 100)
    table.register(RegisteredCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.reloadData()
    for row in 0..<1_000 { table.contentOffset = Point(x: 0, y: Double(row) * 44) }
    table.reloadData()
    #expect(table.reusableCells["row", default: []].count == 0)
    let cell = table.dequeueReusableCell(
      withIdentifier: "row", for: IndexPath(row: 0, section: 0), as: RegisteredCell.self)
    #expect(cell.reuseIdentifier == "row")
  }

  @Test func aCellHandedOutForTwoRowsShowsTheLaterOne() {
    // The data source returns one cell for every row: a cell is in one place at a time, so it
    // shows the row it was last given, and the rows it left have no cell until asked again.
    final class OneCell: TableViewDataSource {
      let cell = TableViewCell()
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cell.text = "\(indexPath.section).\(indexPath.row)"
        return cell
      }
    }
    let source = OneCell()
    let table = TableView()
    table.frame = Rect(x: 0, y: 0, width: 320, height: 100)
    table.dataSource = source
    table.reloadData()
    #expect(table.indexPathsForVisibleRows == paths([2]))
    expectConsistent(table)
    table.contentOffset = Point(x: 0, y: 50)
    #expect(table.indexPathsForVisibleRows == paths([3]))
    expectConsistent(table)
    table.contentOffset = Point(x: 0, y: 300)
    #expect(table.indexPathsForVisibleRows == paths([9]))
    expectConsistent(table)
  }

  @Test func aCellWaitingForReuseThatTheDataSourceShowsIsNotDequeuedAgain() {
    // The data source keeps row 0's cell and, once it has scrolled away, returns it for row 3
    // without dequeuing it: the cell is on screen, so a dequeue must not hand it out again.
    let rows = ScriptedRows([10])
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
    rows.whileMakingCell = { _, _ in }
    final class Stash: TableViewDataSource {
      let rows: ScriptedRows
      var kept: TableViewCell?
      init(_ rows: ScriptedRows) { self.rows = rows }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.row == 3, let kept {
          kept.text = "0.3"
          return kept
        }
        return rows.tableView(tableView, cellForRowAt: indexPath)
      }
    }
    let stash = Stash(rows)
    stash.kept = first
    table.dataSource = stash
    table.contentOffset = Point(x: 0, y: 44)  // row 0 leaves, row 3 comes
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === first)
    expectConsistent(table)
    let dequeued = table.dequeueReusableCell(
      withIdentifier: "plain", for: IndexPath(row: 4, section: 0))
    #expect(dequeued !== first)
  }

  // MARK: - Frames, offsets and lookups

  @Test func framesOfNoHeightShowNothingUntilTheyGrow() {
    for height in [0, -50, Double.nan] {
      let rows = ScriptedRows([10])
      let table = makeTable(height: height, rows: rows)
      table.reloadData()
      #expect(rows.asked.isEmpty && table.subviews.isEmpty)
      table.frame.size.height = 100
      #expect(table.indexPathsForVisibleRows == paths([0, 1, 2]))
      expectConsistent(table)
    }
  }

  @Test func resizingAfterCellsAreShownResizesAndRetilesThem() {
    let rows = ScriptedRows([10])
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    table.frame = Rect(x: 10, y: 10, width: 200, height: 50)
    #expect(table.indexPathsForVisibleRows == paths([0, 1]))
    #expect(table.visibleCells.allSatisfy { $0.frame.width == 200 })
    #expect(table.contentSize == Size(width: 200, height: 440))
    expectConsistent(table)
    table.frame.size = Size(width: 320, height: 0)
    #expect(table.visibleCells.isEmpty && table.subviews.isEmpty)
    // The queue holds only the cells that were once on screen.
    #expect(table.reusableCells["plain", default: []].count == 3)
  }

  @Test func offsetsBeyondTheContentShowNothing() {
    let rows = ScriptedRows([10])
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    for offset in [440.0, 1e9, -100.0, -1e9] {
      table.contentOffset = Point(x: 0, y: offset)
      #expect(table.visibleCells.isEmpty)
    }
    table.contentOffset = Point(x: 0, y: -50)  // 50 points above the content: rows 0 and 1
    #expect(table.indexPathsForVisibleRows == paths([0, 1]))
    table.contentOffset = Point(x: 0, y: 400)  // the last 40 points: row 9
    #expect(table.indexPathsForVisibleRows == paths([9]))
    expectConsistent(table)
  }

  @Test func lookupsOfRowsTheTableDoesNotHaveFindNothing() {
    let rows = ScriptedRows([3, 2])
    let table = makeTable(height: 100, rows: rows)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == nil)  // not loaded yet
    table.reloadData()
    for path in [
      IndexPath(row: 3, section: 0), IndexPath(row: -1, section: 0), IndexPath(row: 0, section: 2),
      IndexPath(row: 0, section: -1), IndexPath(indexes: [0]), IndexPath(indexes: [0, 0, 0]),
      IndexPath(row: Int.max, section: Int.max),
    ] {
      #expect(table.rectForRow(at: path) == nil)
      #expect(table.cellForRow(at: path) == nil)
    }
    #expect(table.numberOfRows(inSection: 2) == 0 && table.numberOfRows(inSection: -1) == 0)
    #expect(table.headerTitle(forSection: 9) == nil && table.footerTitle(forSection: -9) == nil)
    // Rows that meet: each row's rect ends where the next begins.
    let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
    let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
    #expect(first?.maxY == second?.minY)
  }

  @Test func theRowOfAViewIsFoundOnlyInCellsOnScreen() throws {
    let rows = ScriptedRows([10])
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let label = Label()
    cell.addSubview(label)
    #expect(table.indexPath(containing: label) == IndexPath(row: 0, section: 0))
    // Scrolled past the content's end: the cell waits for reuse, and its label is in no row.
    table.contentOffset = Point(x: 0, y: 1_000)
    #expect(table.indexPath(for: cell) == nil && table.indexPath(containing: label) == nil)
  }

  @Test func aSelectionOfARowThatIsGoneIsCleared() {
    let rows = ScriptedRows([10])
    let table = makeTable(height: 100, rows: rows)
    table.reloadData()
    table.selectRow(at: IndexPath(row: 8, section: 0))
    rows.rowsPerSection = [5]
    table.reloadData()
    #expect(table.indexPathForSelectedRow == nil)
  }
}
