/// What few tables set: separators, estimates, selection rules, the header and footer views,
/// and a macOS table's columns. Kept in a box made on the first write.
extension TableView {
  /// How a table separates its rows (UIKit's `UITableViewCell.SeparatorStyle`; Interface
  /// Builder writes `default` for ``singleLine``).
  public enum SeparatorStyle: String, CaseIterable, NibEnum {
    /// No separators.
    case none
    /// A line between rows.
    case singleLine
    /// An etched line (an older look).
    case singleLineEtched
  }

  /// How a macOS table's columns share a change of its width (AppKit's
  /// `NSTableView.ColumnAutoresizingStyle`).
  public enum ColumnAutoresizingStyle: String, CaseIterable, NibEnum {
    /// They do not resize.
    case none
    /// Equally.
    case uniform
    /// From the last column backwards.
    case sequential
    /// From the first column onwards.
    case reverseSequential
    /// The last column takes it.
    case lastColumnOnly
    /// The first column takes it.
    case firstColumnOnly
  }

  /// How a macOS table highlights its selected rows (AppKit's
  /// `NSTableView.SelectionHighlightStyle`).
  public enum SelectionHighlightStyle: String, CaseIterable, NibEnum {
    /// No highlight.
    case none
    /// The regular highlight.
    case regular
    /// The highlight of a source list (a sidebar).
    case sourceList
  }

  /// The box of rarely set state, made on first use.
  var madeDetails: TableViewDetails {
    if let details { return details }
    let made = TableViewDetails()
    details = made
    return made
  }

  /// How rows are separated; by a line by default.
  public var separatorStyle: SeparatorStyle {
    get { details?.separatorStyle ?? .singleLine }
    set { madeDetails.separatorStyle = newValue }
  }
  /// The colour of the separators; `nil` for the default.
  public var separatorColor: Color? {
    get { details?.separatorColor }
    set { madeDetails.separatorColor = newValue }
  }
  /// Insets of the separators from the table's edges; zero by default.
  public var separatorInset: Insets {
    get { details?.separatorInset ?? .zero }
    set { madeDetails.separatorInset = newValue }
  }
  /// An estimate of the rows' height, or -1 (UIKit's automatic dimension, the default).
  public var estimatedRowHeight: Double {
    get { details?.estimatedRowHeight ?? -1 }
    set { madeDetails.estimatedRowHeight = newValue }
  }
  /// An estimate of the section headers' height, or -1 (automatic, the default).
  public var estimatedSectionHeaderHeight: Double {
    get { details?.estimatedSectionHeaderHeight ?? -1 }
    set { madeDetails.estimatedSectionHeaderHeight = newValue }
  }
  /// An estimate of the section footers' height, or -1 (automatic, the default).
  public var estimatedSectionFooterHeight: Double {
    get { details?.estimatedSectionFooterHeight ?? -1 }
    set { madeDetails.estimatedSectionFooterHeight = newValue }
  }
  /// Whether rows can be selected; `true` by default.
  public var allowsSelection: Bool {
    get { details?.allowsSelection ?? true }
    set { madeDetails.allowsSelection = newValue }
  }
  /// Whether several rows can be selected at once; `false` by default.
  public var allowsMultipleSelection: Bool {
    get { details?.allowsMultipleSelection ?? false }
    set { madeDetails.allowsMultipleSelection = newValue }
  }
  /// Whether rows can be selected while the table is editing; `false` by default.
  public var allowsSelectionDuringEditing: Bool {
    get { details?.allowsSelectionDuringEditing ?? false }
    set { madeDetails.allowsSelectionDuringEditing = newValue }
  }
  /// Whether several rows can be selected while the table is editing; `false` by default.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { details?.allowsMultipleSelectionDuringEditing ?? false }
    set { madeDetails.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// The view above the first section, or `nil`: a subview of the table at the top of the
  /// content, as tall as its frame and as wide as the table. Setting it replaces the previous
  /// one and lays the rows out again below it (asking the data source again, once data is
  /// loaded).
  public var tableHeaderView: View? {
    get { details?.tableHeaderView }
    set {
      hold(newValue, replacing: details?.tableHeaderView, at: 0)
      madeDetails.tableHeaderView = newValue
      headerOrFooterChanged()
    }
  }
  /// The view below the last section, or `nil`: a subview of the table, as
  /// ``tableHeaderView`` is.
  public var tableFooterView: View? {
    get { details?.tableFooterView }
    set {
      hold(newValue, replacing: details?.tableFooterView, at: 0)
      madeDetails.tableFooterView = newValue
      headerOrFooterChanged()
    }
  }

  /// Frames the header view at the top of the content and the footer view below the rows, as
  /// wide as the table.
  func placeHeaderAndFooter() {
    guard let details else { return }
    if let header = details.tableHeaderView {
      header.frame = Rect(x: 0, y: 0, width: frame.width, height: header.frame.height)
    }
    if let footer = details.tableFooterView {
      footer.frame = Rect(
        x: 0, y: layout.footerTop, width: frame.width, height: footer.frame.height)
    }
  }

  // MARK: - macOS

  /// A macOS table's columns, in order. Use ``addTableColumn(_:)`` to add one.
  public var tableColumns: [TableColumn] { details?.tableColumns ?? [] }

  /// Adds a column at the end of a macOS table.
  /// - Parameter column: The column; it leaves the table it was in.
  public func addTableColumn(_ column: TableColumn) {
    if let previous = column.tableView { previous.removeTableColumn(column) }
    madeDetails.tableColumns.append(column)
    column.tableView = self
  }

  /// Removes a column; one the table does not have is ignored.
  /// - Parameter column: The column.
  public func removeTableColumn(_ column: TableColumn) {
    guard let details, let index = details.tableColumns.firstIndex(where: { $0 === column })
    else { return }
    details.tableColumns.remove(at: index)
    column.tableView = nil
  }

  /// The first column with the identifier, or `nil`.
  /// - Parameter identifier: The identifier to look for.
  public func tableColumn(withIdentifier identifier: String) -> TableColumn? {
    tableColumns.first { $0.identifier == identifier }
  }

  /// The space between a macOS table's cells; 3 × 2 by default.
  public var intercellSpacing: Size {
    get { details?.intercellSpacing ?? Size(width: 3, height: 2) }
    set { madeDetails.intercellSpacing = newValue }
  }
  /// Whether a macOS table's rows alternate background colours; `false` by default.
  public var usesAlternatingRowBackgroundColors: Bool {
    get { details?.usesAlternatingRowBackgroundColors ?? false }
    set { madeDetails.usesAlternatingRowBackgroundColors = newValue }
  }
  /// How a macOS table's columns share a change of its width; the last column takes it by
  /// default.
  public var columnAutoresizingStyle: ColumnAutoresizingStyle {
    get { details?.columnAutoresizingStyle ?? .lastColumnOnly }
    set { madeDetails.columnAutoresizingStyle = newValue }
  }
  /// How a macOS table highlights selected rows; the regular highlight by default.
  public var selectionHighlightStyle: SelectionHighlightStyle {
    get { details?.selectionHighlightStyle ?? .regular }
    set { madeDetails.selectionHighlightStyle = newValue }
  }
  /// Whether the user can reorder a macOS table's columns; `true` by default.
  public var allowsColumnReordering: Bool {
    get { details?.allowsColumnReordering ?? true }
    set { madeDetails.allowsColumnReordering = newValue }
  }
  /// Whether the user can resize a macOS table's columns; `true` by default.
  public var allowsColumnResizing: Bool {
    get { details?.allowsColumnResizing ?? true }
    set { madeDetails.allowsColumnResizing = newValue }
  }
  /// Whether the user can select a macOS table's columns; `false` by default.
  public var allowsColumnSelection: Bool {
    get { details?.allowsColumnSelection ?? false }
    set { madeDetails.allowsColumnSelection = newValue }
  }
  /// Whether a macOS table may have no row selected; `true` by default.
  public var allowsEmptySelection: Bool {
    get { details?.allowsEmptySelection ?? true }
    set { madeDetails.allowsEmptySelection = newValue }
  }
  /// Whether a macOS table's rows are as tall as their content; `false` by default.
  public var usesAutomaticRowHeights: Bool {
    get { details?.usesAutomaticRowHeights ?? false }
    set { madeDetails.usesAutomaticRowHeights = newValue }
  }
  /// The colour of a macOS table's grid lines; `nil` for the default.
  public var gridColor: Color? {
    get { details?.gridColor }
    set { madeDetails.gridColor = newValue }
  }
}

/// What few tables set, boxed (``TableView``'s `details`). Owned by one table.
final class TableViewDetails {
  var separatorColor: Color?
  var separatorInset: Insets = .zero
  var estimatedRowHeight: Double = -1
  var estimatedSectionHeaderHeight: Double = -1
  var estimatedSectionFooterHeight: Double = -1
  var tableHeaderView: View?
  var tableFooterView: View?
  var tableColumns: [TableColumn] = []
  var columnHeaderView: View?
  var intercellSpacing = Size(width: 3, height: 2)
  var gridColor: Color?
  var separatorStyle: TableView.SeparatorStyle = .singleLine
  var columnAutoresizingStyle: TableView.ColumnAutoresizingStyle = .lastColumnOnly
  var selectionHighlightStyle: TableView.SelectionHighlightStyle = .regular
  var allowsSelection = true
  var allowsMultipleSelection = false
  var allowsSelectionDuringEditing = false
  var allowsMultipleSelectionDuringEditing = false
  var usesAlternatingRowBackgroundColors = false
  var allowsColumnReordering = true
  var allowsColumnResizing = true
  var allowsColumnSelection = false
  var allowsEmptySelection = true
  var usesAutomaticRowHeights = false
  var actions = ActionList()
}
