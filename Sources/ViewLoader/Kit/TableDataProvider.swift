/// One row of a ``TableDataProvider``: a data value, the reuse identifier of its cell, and how
/// it configures that cell.
public struct TableRow {
  /// The row's value.
  public let data: Any
  /// The reuse identifier the row's cell is dequeued with.
  public let reuseIdentifier: String
  private let configureCell: (TableViewCell) -> Void

  /// Creates a row that configures its own cell, a ``TableViewCell``.
  /// - Parameters:
  ///   - data: The row's value.
  ///   - reuseIdentifier: A reuse identifier registered with the table view.
  ///   - configure: Shows `data` in the cell; called each time the row's cell is dequeued.
  public init<Value>(
    _ data: Value, reuseIdentifier: String,
    configure: @escaping (TableViewCell, Value) -> Void
  ) {
    self.init(data, reuseIdentifier: reuseIdentifier, cellType: TableViewCell.self) {
      configure($0, $1)
    }
  }

  /// Creates a row that configures its own cell, of a class of the app's.
  /// - Parameters:
  ///   - data: The row's value.
  ///   - reuseIdentifier: A reuse identifier registered with the table view.
  ///   - cellType: The class of the cell registered for `reuseIdentifier` (or a superclass);
  ///     another class stops the program when the row is shown.
  ///   - configure: Shows `data` in the cell; called each time the row's cell is dequeued.
  public init<Value, Cell: TableViewCell>(
    _ data: Value, reuseIdentifier: String, cellType: Cell.Type,
    configure: @escaping (Cell, Value) -> Void
  ) {
    self.data = data
    self.reuseIdentifier = reuseIdentifier
    configureCell = { cell in
      guard let cell = cell as? Cell else {
        preconditionFailure(
          "the cell for reuse identifier '\(reuseIdentifier)' is \(MessageText.withArticle("\(type(of: cell))")), "
            + "not \(MessageText.withArticle("\(Cell.self)"))")
      }
      configure(cell, data)
    }
  }

  /// Shows the row's value in a cell.
  /// - Parameter cell: A cell dequeued with ``reuseIdentifier``.
  public func configure(_ cell: TableViewCell) { configureCell(cell) }
}

/// A section of a ``TableDataProvider``: rows, with optional header and footer titles.
public struct TableGroup {
  /// The header title, or `nil` for none.
  public var headerTitle: String?
  /// The footer title, or `nil` for none.
  public var footerTitle: String?
  /// The rows, in order.
  public var rows: [TableRow]

  /// Creates a group.
  /// - Parameters:
  ///   - headerTitle: The header title, or `nil` for none.
  ///   - footerTitle: The footer title, or `nil` for none.
  ///   - rows: The rows, in order.
  public init(headerTitle: String? = nil, footerTitle: String? = nil, rows: [TableRow]) {
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
    self.rows = rows
  }
}

/// A table's data as values: groups of rows, each row holding a value and configuring its own
/// cell. It is a ``TableViewDataSource`` itself, so a screen sets it as the table's data source
/// and asks it for the value behind a selected row with ``data(at:)``.
///
/// A table view holds its data source weakly: keep the provider alive. Until the table reloads
/// after a change of ``groups``, it may ask about rows the provider no longer has: such a row
/// gets an empty ``TableViewCell`` (not reused), a group that is gone no rows and no titles.
///
/// ```swift
/// let provider = TableDataProvider(groups: [
///   TableGroup(headerTitle: "Fruit", rows: fruit.map { item in
///     TableRow(item, reuseIdentifier: "subtitle") { cell, item in cell.text = item.name }
///   })
/// ])
/// tableView.dataSource = provider
/// ```
public final class TableDataProvider: TableViewDataSource {
  /// The groups, one per section. Call the table's `reloadData()` after changing them.
  public var groups: [TableGroup]

  /// Creates a provider.
  /// - Parameter groups: The groups, one per section.
  public init(groups: [TableGroup]) {
    self.groups = groups
  }

  /// The value of a row.
  /// - Parameter indexPath: The row's position.
  /// - Precondition: The provider has that row; another position stops the program.
  public func data(at indexPath: IndexPath) -> Any {
    guard let row = row(at: indexPath) else {
      preconditionFailure("the table data provider has no row \(indexPath)")
    }
    return row.data
  }

  /// The value of a row, if it is a `Value`.
  /// - Parameters:
  ///   - indexPath: The row's position; as for ``data(at:)``, it must exist.
  ///   - type: The type of value expected.
  public func data<Value>(at indexPath: IndexPath, as type: Value.Type) -> Value? {
    data(at: indexPath) as? Value
  }

  /// The number of groups.
  /// - Parameter tableView: The table view asking.
  public func numberOfSections(in tableView: TableView) -> Int { groups.count }

  /// The number of rows in a group.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The group, from 0.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    groups.indices.contains(section) ? groups[section].rows.count : 0
  }

  /// Dequeues the row's cell and lets the row configure it.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row's position.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    guard let row = row(at: indexPath) else { return TableViewCell() }
    let cell = tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
    row.configure(cell)
    return cell
  }

  /// The group's header title.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The group, from 0.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    groups.indices.contains(section) ? groups[section].headerTitle : nil
  }

  /// The group's footer title.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The group, from 0.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    groups.indices.contains(section) ? groups[section].footerTitle : nil
  }

  /// The row at a position, or `nil` when the provider has none there.
  private func row(at indexPath: IndexPath) -> TableRow? {
    guard indexPath.count == 2, groups.indices.contains(indexPath.section) else { return nil }
    let rows = groups[indexPath.section].rows
    return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
  }
}
