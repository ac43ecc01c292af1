import Testing

@testable import ViewLoader

/// Programmer errors that the table's documentation says stop the program: each runs in a
/// child process, which must stop with a message that names the mistake.
@Suite struct TableViewTrapTests {
  @Test func dequeuingAnUnregisteredIdentifierStopsWithItsName() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let table = TableView()
      _ = table.dequeueReusableCell(withIdentifier: "nobody", for: IndexPath(row: 3, section: 0))
    }
    let text = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(text.contains("no cell is registered for reuse identifier 'nobody' (row [0, 3])"))
  }

  @Test func dequeuingAsAnotherClassStopsWithBothClasses() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      final class Other: TableViewCell {}
      let table = TableView()
      table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
      _ = table.dequeueReusableCell(
        withIdentifier: "plain", for: IndexPath(row: 0, section: 0), as: Other.self)
    }
    let text = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(text.contains("the cell for reuse identifier 'plain' is a TableViewCell, not an Other"))
  }

  @Test func scrollingToARowTheTableDoesNotHaveStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let table = TableView()
      table.reloadData()
      table.scroll(toRow: IndexPath(row: 0, section: 0))
    }
    let text = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(text.contains("the table has no row [0, 0]"))
  }

  @Test func selectingARowTheTableDoesNotHaveStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let table = TableView()
      table.reloadData()
      table.selectRow(at: IndexPath(row: 5, section: 2))
    }
    let text = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(text.contains("the table has no row [2, 5]"))
  }

  @Test func askingAProviderForTheDataOfAMissingRowStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TableDataProvider(groups: []).data(at: IndexPath(row: 1, section: 0))
    }
    let text = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(text.contains("the table data provider has no row [0, 1]"))
  }

  @Test func aRowWhoseCellIsOfAnotherClassStopsWhenShown() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      final class PriceCell: TableViewCell {}
      let provider = TableDataProvider(groups: [
        TableGroup(rows: [
          TableRow(1, reuseIdentifier: "plain", cellType: PriceCell.self) { _, _ in }
        ])
      ])
      let table = TableView()
      table.frame = Rect(x: 0, y: 0, width: 320, height: 100)
      table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
      table.dataSource = provider
      table.reloadData()
    }
    let text = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(
      text.contains("the cell for reuse identifier 'plain' is a TableViewCell, not a PriceCell"))
  }
}
