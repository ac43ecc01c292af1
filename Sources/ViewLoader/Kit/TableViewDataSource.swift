/// The object that tells a table view what to show.
///
/// Only the row count and the cells are required. Every other requirement has a default
/// implementation, so a data source writes only what it needs and the table view calls every
/// method unconditionally (there is no "responds to selector" check on Linux).
public protocol TableViewDataSource: AnyObject {
  /// The number of sections in the table; 1 by default.
  /// - Parameter tableView: The table view asking.
  func numberOfSections(in tableView: TableView) -> Int

  /// The number of rows in a section.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section, from 0.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

  /// The cell that shows a row; usually one from
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``, configured for the row. A cell
  /// made otherwise is shown, but let go rather than reused when it leaves the screen. A cell
  /// is in one place at a time: one already showing another row moves to this one, and that
  /// row has no cell until the table asks for it again.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row's position.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell

  /// The title of a section's header, or `nil` (the default) for no header.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section, from 0.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?

  /// The title of a section's footer, or `nil` (the default) for no footer.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section, from 0.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }

  /// No header.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}

/// The object that hears about selection in a table view and may size its rows.
///
/// Every requirement has a default, so a delegate implements only what it needs.
public protocol TableViewDelegate: AnyObject {
  /// Called when a row is selected (``TableView/selectRow(at:)``).
  /// - Parameters:
  ///   - tableView: The table view whose row was selected.
  ///   - indexPath: The selected row's position.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)

  /// The height of a row, or `nil` (the default) to use the table view's `rowHeight`.
  ///
  /// A negative or non-finite height (NaN, infinity) counts as 0.
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
