import Testing

@testable import ViewLoader

private struct Fruit: Equatable {
  var name: String
  var price: Int
}

private final class PriceCell: TableViewCell {
  var shownPrice: Int?
}

@Suite struct TableDataProviderTests {
  private func makeProvider() -> TableDataProvider {
    TableDataProvider(groups: [
      TableGroup(
        headerTitle: "Fruit", footerTitle: "Prices in cents",
        rows: [Fruit(name: "Apple", price: 30), Fruit(name: "Pear", price: 45)].map { fruit in
          TableRow(fruit, reuseIdentifier: "price", cellType: PriceCell.self) { cell, fruit in
            cell.text = fruit.name
            cell.shownPrice = fruit.price
          }
        }),
      TableGroup(rows: [
        TableRow("About", reuseIdentifier: "plain") { cell, title in cell.text = title }
      ]),
    ])
  }

  @Test func servesGroupsAndRowsThatConfigureTheirCells() {
    let provider = makeProvider()
    let table = TableView()
    table.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    table.register(PriceCell.self, forCellReuseIdentifier: "price")
    table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
    table.dataSource = provider
    table.reloadData()

    #expect(table.numberOfSections == 2)
    #expect(table.headerTitle(forSection: 0) == "Fruit")
    #expect(table.footerTitle(forSection: 0) == "Prices in cents")
    #expect(table.headerTitle(forSection: 1) == nil)
    #expect(table.visibleCells.map(\.text) == ["Apple", "Pear", "About"])
    let pear = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PriceCell
    #expect(pear?.shownPrice == 45)
    #expect(
      provider.data(at: IndexPath(row: 1, section: 0), as: Fruit.self)
        == Fruit(name: "Pear", price: 45))
    #expect(provider.data(at: IndexPath(row: 0, section: 1)) as? String == "About")
    #expect(provider.data(at: IndexPath(row: 0, section: 1), as: Fruit.self) == nil)
  }
}
