/// A column of a macOS table view: its identifier, header title and widths (AppKit's
/// `NSTableColumn`).
///
/// In a table of cells (not of views) a column whose data cell is a control (a button, a
/// checkbox) sends the cell's action when one of its cells is clicked, which a document binds
/// with `<action>` in the column's `dataCell`. Headless: ``sendAction()`` is what an input
/// system (or a test) calls then.
open class TableColumn: Object {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedIdentifier: String = ""
  private var storedTitle: String = ""
  private var storedWidth: Double = 100
  private var storedMinWidth: Double = 10
  private var storedMaxWidth: Double = 1000
  private var storedIsEditable: Bool = true
  private var storedIsHidden: Bool = false
  private var storedResizingMask: ColumnResizingMask = [.autoresizingMask, .userResizingMask]
  private var storedHeaderToolTip: String? = nil
  private weak var storedTableView: TableView? = nil
  private var actions = ActionList()

  /// The column's identifier, which cells of the column are made for; empty by default.
  public var identifier: String {
    get { storedIdentifier }
    set { storedIdentifier = newValue }
  }

  /// The title of the column's header; empty by default.
  public var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }

  /// The column's width; 100 by default.
  public var width: Double {
    get { storedWidth }
    set { storedWidth = newValue }
  }

  /// The least width; 10 by default.
  public var minWidth: Double {
    get { storedMinWidth }
    set { storedMinWidth = newValue }
  }

  /// The greatest width; 1000 by default.
  public var maxWidth: Double {
    get { storedMaxWidth }
    set { storedMaxWidth = newValue }
  }

  /// Whether the column's cells can be edited; `true` by default.
  public var isEditable: Bool {
    get { storedIsEditable }
    set { storedIsEditable = newValue }
  }

  /// Whether the column is hidden; `false` by default.
  public var isHidden: Bool {
    get { storedIsHidden }
    set { storedIsHidden = newValue }
  }

  /// How the column's width changes: with the table, by the user; both by default.
  public var resizingMask: ColumnResizingMask {
    get { storedResizingMask }
    set { storedResizingMask = newValue }
  }

  /// A help text for the column's header, or `nil`.
  public var headerToolTip: String? {
    get { storedHeaderToolTip }
    set { storedHeaderToolTip = newValue }
  }

  /// The table that shows the column (``TableView/tableColumns``), or `nil`.
  public internal(set) var tableView: TableView? {
    get { storedTableView }
    set { storedTableView = newValue }
  }

  /// Adds a handler that runs, with this column as its argument, each time one of its cells is
  /// clicked (``Control/Event/primaryActionTriggered``).
  /// - Parameter handler: The code to run.
  public func addAction(_ handler: @escaping (TableColumn) -> Void) {
    actions.append(
      (.primaryActionTriggered, { handler(unsafeDowncast($0, to: TableColumn.self)) }))
  }

  /// One of the column's cells was clicked: the handlers run, in the order they were added.
  public func sendAction() {
    actions.send(.primaryActionTriggered, from: self)
  }

  /// The number of handlers added.
  public var actionCount: Int { actions.count(for: .primaryActionTriggered) }
}

extension TableColumn: NibActionSender {
  func addNibAction(for event: Control.Event, _ handler: @escaping (AnyObject) -> Void) {
    actions.append((event, handler))
  }
}
