/// The code of one section of a table: its rows, their cells, its titles, selection and row
/// heights. A ``SectionedDataSource`` sends each of the table's questions to the controller of
/// the section it is about, so a screen's controller holds no per-section code.
///
/// Only the row count and the cells are required. Index paths keep the table's section number
/// (a controller needs them to dequeue cells); a controller reads `indexPath.row`.
public protocol SectionController: AnyObject {
  /// The number of rows in the section.
  /// - Parameter tableView: The table view asking.
  func numberOfRows(in tableView: TableView) -> Int

  /// The cell that shows one of the section's rows.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row's position in the table.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell

  /// The section's header title, or `nil` (the default) for none.
  /// - Parameter tableView: The table view asking.
  func headerTitle(in tableView: TableView) -> String?

  /// The section's footer title, or `nil` (the default) for none.
  /// - Parameter tableView: The table view asking.
  func footerTitle(in tableView: TableView) -> String?

  /// Called when one of the section's rows is selected; does nothing by default.
  /// - Parameters:
  ///   - tableView: The table view whose row was selected.
  ///   - indexPath: The row's position in the table.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)

  /// The height of one of the section's rows, or `nil` (the default) for the table's
  /// `rowHeight`.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row's position in the table.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double?
}

extension SectionController {
  /// No header.
  public func headerTitle(in tableView: TableView) -> String? { nil }
  /// No footer.
  public func footerTitle(in tableView: TableView) -> String? { nil }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// `nil`: the table view's `rowHeight` applies.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
    nil
  }
}

/// A table's data source and delegate made of section controllers: section `i` of the table is
/// `sections[i]`, and every question about it goes to that controller.
///
/// A table view holds its data source weakly: keep the sectioned data source alive (a screen's
/// controller usually holds it). It holds its section controllers strongly. Until the table
/// reloads after a change of ``sections``, it may ask about sections that are gone: such a
/// section has no rows, titles or row heights, its rows get an empty ``TableViewCell`` (not
/// reused), and selecting one of them tells no one.
///
/// ```swift
/// let sections = SectionedDataSource([ProfileSection(), DevicesSection(devices)])
/// tableView.dataSource = sections
/// tableView.delegate = sections
/// ```
public final class SectionedDataSource: TableViewDataSource, TableViewDelegate {
  /// The controllers, one per section, in order. Call the table's `reloadData()` after
  /// changing them.
  public var sections: [any SectionController]

  /// Creates a data source from section controllers.
  /// - Parameter sections: One controller per section, in order.
  public init(_ sections: [any SectionController]) {
    self.sections = sections
  }

  /// The number of controllers.
  /// - Parameter tableView: The table view asking.
  public func numberOfSections(in tableView: TableView) -> Int { sections.count }

  /// The section's controller's row count.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section, from 0.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    controller(of: section)?.numberOfRows(in: tableView) ?? 0
  }

  /// The cell the section's controller makes.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row's position.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    controller(of: indexPath)?.tableView(tableView, cellForRowAt: indexPath) ?? TableViewCell()
  }

  /// The section's controller's header title.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section, from 0.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    controller(of: section)?.headerTitle(in: tableView)
  }

  /// The section's controller's footer title.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section, from 0.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    controller(of: section)?.footerTitle(in: tableView)
  }

  /// Tells the section's controller.
  /// - Parameters:
  ///   - tableView: The table view whose row was selected.
  ///   - indexPath: The selected row's position.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    controller(of: indexPath)?.tableView(tableView, didSelectRowAt: indexPath)
  }

  /// The section's controller's row height.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row's position.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
    controller(of: indexPath)?.tableView(tableView, heightForRowAt: indexPath)
  }

  /// The controller of a section, or `nil` for a section there is none for.
  private func controller(of section: Int) -> (any SectionController)? {
    sections.indices.contains(section) ? sections[section] : nil
  }

  /// The controller of a row's section, or `nil`.
  private func controller(of indexPath: IndexPath) -> (any SectionController)? {
    indexPath.count == 2 ? controller(of: indexPath.section) : nil
  }
}
