/// A scroll view that shows rows of cells, provided by a data source, in sections.
///
/// The table drives its data source as UIKit's does, without rendering anything:
/// ``reloadData()`` asks for the number of sections and rows, the titles and (through the
/// delegate) the row heights, then asks for a cell for exactly the rows that overlap the
/// table's frame. Scrolling (``scroll(toRow:)`` or setting `contentOffset`) asks for the rows
/// that come into view and puts the cells that leave it aside for reuse, so a table of any
/// length holds only as many cells as fit on screen, plus one when a row is partly visible at
/// each edge.
///
/// Layout, kept simple: sections are stacked top to bottom, below the ``tableHeaderView`` and
/// above the ``tableFooterView`` (each as tall as its frame, as wide as the table); a section
/// with a header title has a header of ``sectionHeaderHeight`` above its rows, one with a
/// footer title a footer of ``sectionFooterHeight`` below them. A row is as tall as the delegate says, else
/// ``rowHeight``. A height that is negative or not finite (NaN, infinity), from the delegate or
/// in these properties, counts as 0; content taller than the largest finite `Double` ends
/// there (rows below it are cut to fit, down to height 0). A row overlaps the frame when they
/// share a point: a row of height 0 overlaps when it lies inside the frame or on its top edge,
/// not on its bottom edge (where a taller row that starts there does not overlap either).
/// Cells are direct subviews of the table, framed in content coordinates (`y` runs from the
/// top of the content, as in UIKit). Nothing is laid out until the first `reloadData()`; after
/// it, changing the frame lays the rows out again.
///
/// ```swift
/// try tableView.register(library.nib(named: "SettingsCell"), forCellReuseIdentifier: "setting")
/// tableView.dataSource = controller
/// tableView.reloadData()
/// ```
open class TableView: ScrollView {
  /// The look of a table view.
  public enum Style: String, CaseIterable, NibEnum {
    /// Rows run edge to edge; section headers stay on top while scrolling.
    case plain
    /// Sections are set apart as groups.
    case grouped
    /// Sections are groups inset from the table's edges, with rounded corners.
    case insetGrouped
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedRowHeight: Double = 44
  private var storedSectionHeaderHeight: Double = 28
  private var storedSectionFooterHeight: Double = 28
  private var storedStyle: Style = .plain
  private weak var storedDataSource: (any TableViewDataSource)?
  private weak var storedDelegate: (any TableViewDelegate)?
  /// What few tables set (separators, selection rules, header and footer views, macOS
  /// columns), in a box made on the first write: see `TableView+Details`.
  var details: TableViewDetails? = nil

  /// The height of every row whose delegate gives none.
  public var rowHeight: Double {
    get { storedRowHeight }
    set { storedRowHeight = newValue }
  }
  /// The height of a section's header, for sections whose data source gives a header title.
  public var sectionHeaderHeight: Double {
    get { storedSectionHeaderHeight }
    set { storedSectionHeaderHeight = newValue }
  }
  /// The height of a section's footer, for sections whose data source gives a footer title.
  public var sectionFooterHeight: Double {
    get { storedSectionFooterHeight }
    set { storedSectionFooterHeight = newValue }
  }
  /// The look of the table.
  public var style: Style {
    get { storedStyle }
    set { storedStyle = newValue }
  }
  /// The object that provides rows and cells; the table does not keep it alive.
  public var dataSource: (any TableViewDataSource)? {
    get { storedDataSource }
    set { storedDataSource = newValue }
  }
  /// The object that hears about selection; the table does not keep it alive.
  public var delegate: (any TableViewDelegate)? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }

  /// The point of the content shown at the table's top-left corner; setting it shows the rows
  /// now in view, asking the data source for those it was not showing. Set while the table
  /// asks its data source or delegate, it takes effect when the question returns (see
  /// ``reloadData()``).
  override public var contentOffset: Point {
    didSet { if hasLoaded { showRows() } }
  }

  /// The table's rectangle; once data is loaded, a new size shows the rows that now fit (the
  /// data source is asked only for rows that come into view). Set while the table asks its
  /// data source or delegate, it takes effect when the question returns (see ``reloadData()``).
  override public var frame: Rect {
    didSet {
      guard hasLoaded, frame.size != oldValue.size else { return }
      contentSize.width = frame.width
      for cell in visible.values { cell.frame.size.width = frame.width }
      placeHeaderAndFooter()
      showRows()
    }
  }

  /// The view of a macOS table's column headers, or `nil`. Its enclosing scroll view shows it
  /// (a scroll view's `headerView`); the table only names it, as AppKit's does, and never
  /// makes it a subview of its own.
  override public var headerView: View? {
    get { details?.columnHeaderView }
    set {
      if details == nil { details = TableViewDetails() }
      details?.columnHeaderView = newValue
    }
  }

  /// The selected row, if any.
  public private(set) var indexPathForSelectedRow: IndexPath?

  var layout = TableLayout()
  private var hasLoaded = false
  /// Whether the table is reloading or showing rows, and so may be inside a question to its
  /// data source or delegate: a reload or pass asked for then is deferred (see `update`).
  private var isUpdating = false
  /// A reload asked for while the table was updating: the update under way stops asking (its
  /// answers are older), and the reload runs when it has returned.
  private var reloadIsPending = false
  /// A pass asked for (by scrolling or resizing) while the table was updating: a pass under
  /// way stops asking, and the pass runs when it has returned.
  private var passIsPending = false
  /// Whether reloads and passes asked for now are dropped: set for the last update
  /// `maximumDeferredUpdates` allows, so that it runs to its end.
  private var ignoresRequests = false
  /// The cells on screen, by row.
  private var visible: [IndexPath: TableViewCell] = [:]
  /// Where cells come from, by reuse identifier.
  var registrations: [String: CellRegistration] = [:]
  /// Cells that left the screen, waiting to be dequeued again, by reuse identifier.
  var reusableCells: [String: [TableViewCell]] = [:]

  // MARK: - Loading

  /// Forgets every row and asks the data source again: the sections, their rows and titles,
  /// the delegate's row heights, then a cell for each row that overlaps the frame.
  ///
  /// A negative count of sections or rows counts as 0. A table lays out at most 1,048,576
  /// (2^20) sections and 16,777,216 (2^24) rows in all: sections past the first limit are not
  /// asked about, and rows past the second are left out (the section that reaches it is cut,
  /// later sections have none), as the delegate is asked for the height of every row. Without
  /// a delegate, rows all have ``rowHeight`` and are laid out in constant time and memory; with
  /// one, the layout keeps one entry per change of height, not one per row.
  ///
  /// The data source and delegate may reload or scroll (or resize) the table while it asks
  /// them, from `cellForRowAt` or `heightForRowAt`, say. The table does not reload or show rows
  /// inside their call (a data source that reloads from every `cellForRowAt` would make that
  /// recurse without end); it defers the request, as UIKit asks for cells in a later layout
  /// pass. The reload or pass under way stops asking and changes nothing more (scrolling does
  /// not stop a reload that asks for the layout: its answers are still current), and once the
  /// question has returned the table reloads, or else shows the rows now in view, once however
  /// often it was asked to meanwhile. So the rows shown are those of the data as the data
  /// source left it, and no row of the data as it was; inside the call, the table still
  /// answers `numberOfRows(inSection:)` and the like for the last layout it finished.
  ///
  /// A data source or delegate that asks again from every question would keep the table busy
  /// for ever: after 32 deferred reloads and passes in a row, the table runs the last of them
  /// to its end, ignoring the reloads asked for meanwhile (an offset or frame set meanwhile is
  /// kept, and the next pass shows it), and returns with every row of its window shown as
  /// that reload or pass found it. Each call from outside the table's questions (a reload, a
  /// scroll, a resize) starts with a bound of its own.
  ///
  /// The cells shown before are put aside for reuse first, so the data source's dequeues hand
  /// them out again. The content offset is kept; `contentSize` becomes the content's size.
  public func reloadData() {
    update(reload: true)
  }

  /// Lays the content out again after the header or footer view changed, once data is loaded
  /// (the data source is asked again, as for ``reloadData()``); before, places the views.
  func headerOrFooterChanged() {
    if hasLoaded { reloadData() } else { placeHeaderAndFooter() }
  }

  /// Shows the rows now in view (after scrolling or resizing), or defers that while the table
  /// is updating.
  private func showRows() {
    update(reload: false)
  }

  /// Reloads (`reload`) or shows the rows in view, then the reloads and passes the data source
  /// or delegate asked for meanwhile, one at a time and never one inside another. Called while
  /// the table is updating, it only notes the request (unless requests are ignored).
  private func update(reload: Bool) {
    guard !isUpdating else {
      guard !ignoresRequests else { return }
      if reload { reloadIsPending = true } else { passIsPending = true }
      return
    }
    isUpdating = true
    defer {
      isUpdating = false
      ignoresRequests = false
      reloadIsPending = false
      passIsPending = false
    }
    var reloading = reload
    var deferred = 0
    while true {
      if reloading { performReload() } else { tile() }
      if reloadIsPending {
        reloading = true
      } else if passIsPending {
        reloading = false
      } else {
        return
      }
      reloadIsPending = false
      passIsPending = false
      deferred += 1
      if deferred >= Self.maximumDeferredUpdates { ignoresRequests = true }
    }
  }

  /// Asks for the layout and, unless a reload was asked for meanwhile, shows it.
  private func performReload() {
    for cell in visible.values { enqueue(cell) }
    visible = [:]
    let newLayout = makeLayout()
    // A reload asked for while this one asked its questions (the data source or delegate
    // changed the data) will see the data as it is now: this one's answers are older.
    guard !reloadIsPending else { return }
    layout = newLayout
    hasLoaded = true
    contentSize = Size(width: frame.width, height: layout.height)
    placeHeaderAndFooter()
    if let selected = indexPathForSelectedRow, !layout.contains(selected) {
      indexPathForSelectedRow = nil
    }
    tile()
  }

  /// The most sections a table lays out: a data source's sections past it are not asked about.
  static let maximumSectionCount = 1 << 20
  /// The most rows a table lays out, in all its sections: rows past it are left out (the
  /// section that reaches the limit is cut, the sections after it have no rows).
  static let maximumRowCount = 1 << 24
  /// The most reloads and passes, asked for by the data source or delegate while the table
  /// asked them, that the table defers and runs in a row; the last runs to its end.
  static let maximumDeferredUpdates = 32

  /// The layout of the data source's answers; it stops asking (and its result is dropped)
  /// when a reload is asked for while it asks.
  private func makeLayout() -> TableLayout {
    var layout = TableLayout()
    layout.headerHeight = TableLayout.length(tableHeaderView?.frame.height ?? 0)
    layout.footerHeight = TableLayout.length(tableFooterView?.frame.height ?? 0)
    guard let dataSource else { return layout }
    var y = layout.headerHeight
    let sectionCount = min(max(dataSource.numberOfSections(in: self), 0), Self.maximumSectionCount)
    var rowsLeft = Self.maximumRowCount
    layout.sections.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      guard !reloadIsPending else { break }
      let headerTitle = dataSource.tableView(self, titleForHeaderInSection: section)
      let footerTitle = dataSource.tableView(self, titleForFooterInSection: section)
      let top = y
      if headerTitle != nil { y = TableLayout.advance(y, by: sectionHeaderHeight) }
      let rowCount = min(
        max(dataSource.tableView(self, numberOfRowsInSection: section), 0), rowsLeft)
      rowsLeft -= rowCount
      var rows = TableLayout.RowRuns(top: y)
      if let delegate {
        for row in 0..<rowCount {
          guard !reloadIsPending else { break }
          let height = delegate.tableView(
            self, heightForRowAt: IndexPath(row: row, section: section))
          rows.append(height: TableLayout.length(height ?? rowHeight))
        }
      } else {
        rows.append(height: TableLayout.length(rowHeight), count: rowCount)
      }
      y = rows.bottom
      let rowsBottom = y
      if footerTitle != nil { y = TableLayout.advance(y, by: sectionFooterHeight) }
      layout.sections.append(
        TableLayout.Section(
          top: top, headerTitle: headerTitle, footerTitle: footerTitle, runs: rows.runs,
          rowCount: rowCount, rowsBottom: rowsBottom, bottom: y))
    }
    return layout
  }

  /// Shows the rows in the window of the content at `contentOffset`: cells that left it are
  /// put aside for reuse, then the data source is asked for the rows that entered it.
  ///
  /// The data source may reload or scroll the table from inside `cellForRowAt`: this pass then
  /// stops, putting aside the cell it was given for a row of the window as it was, and the
  /// reload or pass asked for runs after it (see ``reloadData()``).
  private func tile() {
    // This pass shows the offset and frame as they are now.
    passIsPending = false
    let top = contentOffset.y
    let wanted = layout.indexPaths(from: top, to: top + frame.height)
    let wantedSet = Set(wanted)
    for (path, cell) in visible where !wantedSet.contains(path) {
      visible[path] = nil
      enqueue(cell)
    }
    guard let dataSource else { return }
    for path in wanted where visible[path] == nil {
      let cell = dataSource.tableView(self, cellForRowAt: path)
      guard !reloadIsPending, !passIsPending else {
        if !visible.values.contains(where: { $0 === cell }) { enqueue(cell) }
        return
      }
      // A cell is in one place at a time: one already showing another row moves to this one.
      if cell.superview === self, let shown = indexPath(for: cell) { visible[shown] = nil }
      let span = layout.span(of: path)
      cell.frame = Rect(x: 0, y: span.top, width: frame.width, height: span.height)
      addSubview(cell)
      visible[path] = cell
    }
  }

  // MARK: - Rows and cells

  /// The number of sections, as of the last ``reloadData()``.
  public var numberOfSections: Int { layout.sections.count }

  /// The number of rows in a section, as of the last ``reloadData()``.
  /// - Parameter section: A section, from 0.
  public func numberOfRows(inSection section: Int) -> Int {
    layout.sections.indices.contains(section) ? layout.sections[section].rowCount : 0
  }

  /// A section's header title, as of the last ``reloadData()``.
  /// - Parameter section: A section, from 0.
  public func headerTitle(forSection section: Int) -> String? {
    layout.sections.indices.contains(section) ? layout.sections[section].headerTitle : nil
  }

  /// A section's footer title, as of the last ``reloadData()``.
  /// - Parameter section: A section, from 0.
  public func footerTitle(forSection section: Int) -> String? {
    layout.sections.indices.contains(section) ? layout.sections[section].footerTitle : nil
  }

  /// Where a row lies in the content, or `nil` for a row the table does not have.
  /// - Parameter indexPath: The row's position.
  public func rectForRow(at indexPath: IndexPath) -> Rect? {
    guard layout.contains(indexPath) else { return nil }
    let span = layout.span(of: indexPath)
    return Rect(x: 0, y: span.top, width: frame.width, height: span.height)
  }

  /// The rows on screen, in order.
  public var indexPathsForVisibleRows: [IndexPath] { visible.keys.sorted() }

  /// The cells on screen, in the order of their rows.
  public var visibleCells: [TableViewCell] {
    indexPathsForVisibleRows.compactMap { visible[$0] }
  }

  /// The cell showing a row, or `nil` when the row is not on screen.
  /// - Parameter indexPath: The row's position.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    visible[indexPath]
  }

  /// The row a cell on screen shows, or `nil` for a cell that is not on screen (one waiting
  /// for reuse, say).
  /// - Parameter cell: A cell.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    visible.first { $0.value === cell }?.key
  }

  /// The row of the cell that contains a view: walks up from `view` through its superviews to
  /// a cell this table shows. The robust way for a button in a cell to find its row.
  /// - Parameter view: A view inside a cell (a button, a label) or a cell.
  /// - Returns: The row, or `nil` when the view is in none of this table's visible cells.
  public func indexPath(containing view: View) -> IndexPath? {
    var current: View? = view
    while let candidate = current, candidate !== self {
      if let cell = candidate as? TableViewCell, let path = indexPath(for: cell) { return path }
      current = candidate.superview
    }
    return nil
  }

  // MARK: - Scrolling and selection

  /// Scrolls so that a row is at the top of the frame, or as near as the end of the content
  /// allows; rows that come into view are asked for.
  /// - Parameter indexPath: The row's position.
  /// - Precondition: The table has that row (as of the last ``reloadData()``).
  public func scroll(toRow indexPath: IndexPath) {
    precondition(layout.contains(indexPath), "the table has no row \(indexPath)")
    let lowest = max(layout.height - frame.height, 0)
    contentOffset = Point(x: contentOffset.x, y: min(layout.span(of: indexPath).top, lowest))
  }

  /// Selects a row as a tap would: records it as ``indexPathForSelectedRow`` and tells the
  /// delegate. (UIKit's programmatic selection does not tell the delegate; a headless kit has
  /// no taps, so this is how a renderer or a test reports one.)
  /// - Parameter indexPath: The row's position.
  /// - Precondition: The table has that row (as of the last ``reloadData()``).
  public func selectRow(at indexPath: IndexPath) {
    precondition(layout.contains(indexPath), "the table has no row \(indexPath)")
    indexPathForSelectedRow = indexPath
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  /// Clears the selection if it is that row.
  /// - Parameter indexPath: The row's position.
  public func deselectRow(at indexPath: IndexPath) {
    if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
  }
}
