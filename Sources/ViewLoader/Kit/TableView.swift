/// The position of a row in a table view: a section and a row within it.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section, from 0.
  public var section: Int
  /// The row within the section, from 0.
  public var row: Int

  /// Creates an index path.
  /// - Parameters:
  ///   - row: The row within the section.
  ///   - section: The section.
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  /// Orders index paths by section, then by row.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// The path as `[section, row]`.
  public var description: String {
    "[\(section), \(row)]"
  }
}

/// The object that tells a table view what to show.
///
/// Only the row count and the cells are required; a data source has one section unless it
/// says otherwise.
public protocol TableViewDataSource: AnyObject {
  /// The number of sections in the table; 1 by default.
  /// - Parameter tableView: The table view asking.
  func numberOfSections(in tableView: TableView) -> Int

  /// The number of rows in a section.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section, from 0.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

  /// The cell that shows a row.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row's position.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// The object that hears about selection in a table view and may size its rows.
///
/// Every requirement has a default, so a delegate implements only what it needs.
public protocol TableViewDelegate: AnyObject {
  /// Called when the user selects a row.
  /// - Parameters:
  ///   - tableView: The table view whose row was selected.
  ///   - indexPath: The selected row's position.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)

  /// The height of a row, or `nil` to use the table view's `rowHeight`.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row's position.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double?
}

extension TableViewDelegate {
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

  /// `nil`: the table view's `rowHeight` applies.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
    nil
  }
}

/// A scroll view that shows rows of cells, provided by a data source, in sections.
///
/// This version records the table's configuration; loading and reusing cells comes later.
open class TableView: ScrollView {
  /// The look of a table view.
  public enum Style: String, CaseIterable, NibEnum {
    /// Rows run edge to edge; section headers stay on top while scrolling.
    case plain
    /// Sections are set apart as groups.
    case grouped
  }

  /// The height of every row whose delegate gives none.
  public var rowHeight: Double = 44
  /// The look of the table.
  public var style: Style = .plain
  /// The object that provides rows and cells; the table does not keep it alive.
  public weak var dataSource: (any TableViewDataSource)?
  /// The object that hears about selection; the table does not keep it alive.
  public weak var delegate: (any TableViewDelegate)?
}
