/// A macOS view that lays its content views out in rows and columns (AppKit's `NSGridView`).
///
/// Each ``GridCell`` holds one content view at the crossing of a ``GridRow`` and a
/// ``GridColumn``; the content views are the grid's subviews. A column is as wide as its widest
/// content and a row as tall as its tallest, unless they have a size of their own; a cell
/// places its content in that space by its placements, which it inherits from its column (its
/// row, vertically) and then from the grid. ``View/layoutIfNeeded()`` lays the grid out.
open class GridView: View {
  /// Where a cell's content view sits in its column (`xPlacement`) or its row (`yPlacement`):
  /// AppKit's `NSGridCell.Placement`.
  public enum Placement: String, CaseIterable, NibEnum {
    /// As the column, the row or the grid says.
    case inherited
    /// Not placed by the grid: the content view's own constraints place it.
    case none
    /// Against the leading edge.
    case leading
    /// Against the top edge (the same as ``leading``).
    case top
    /// Against the trailing edge.
    case trailing
    /// Against the bottom edge (the same as ``trailing``).
    case bottom
    /// Centred.
    case center
    /// Stretched across the cell.
    case fill
  }

  /// How the content views of a row line up: AppKit's `NSGridRow.Alignment`.
  public enum RowAlignment: String, CaseIterable, NibEnum {
    /// As the row or the grid says.
    case inherited
    /// By their placements alone.
    case none
    /// Along the first baselines of their text.
    case firstBaseline
    /// Along the last baselines of their text.
    case lastBaseline
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedRowSpacing: Double = 6
  private var storedColumnSpacing: Double = 6
  private var storedXPlacement: Placement = .leading
  private var storedYPlacement: Placement = .top
  private var storedRowAlignment: RowAlignment = .none
  private var storedRows: [GridRow] = []
  private var storedColumns: [GridColumn] = []
  private var storedCells: [GridCell] = []

  /// The space between neighbouring rows; 6 by default.
  public var rowSpacing: Double {
    get { storedRowSpacing }
    set { storedRowSpacing = newValue }
  }
  /// The space between neighbouring columns; 6 by default.
  public var columnSpacing: Double {
    get { storedColumnSpacing }
    set { storedColumnSpacing = newValue }
  }
  /// Where content views sit in their columns when neither the cell nor the column says;
  /// ``Placement/leading`` by default (Interface Builder writes every grid's own).
  public var xPlacement: Placement {
    get { storedXPlacement }
    set { storedXPlacement = newValue }
  }
  /// Where content views sit in their rows when neither the cell nor the row says;
  /// ``Placement/top`` by default (Interface Builder writes every grid's own).
  public var yPlacement: Placement {
    get { storedYPlacement }
    set { storedYPlacement = newValue }
  }
  /// How the content views of a row line up when neither the cell nor the row says;
  /// ``RowAlignment/none`` by default.
  public var rowAlignment: RowAlignment {
    get { storedRowAlignment }
    set { storedRowAlignment = newValue }
  }

  /// The rows, top to bottom.
  public var rows: [GridRow] { storedRows }
  /// The columns, leading to trailing.
  public var columns: [GridColumn] { storedColumns }
  /// The cells, in the order they were added.
  public var cells: [GridCell] { storedCells }

  /// Adds a row below the others.
  public func addRow(_ row: GridRow) {
    storedRows.append(row)
    row.gridView = self
  }

  /// Adds a column after the others.
  public func addColumn(_ column: GridColumn) {
    storedColumns.append(column)
    column.gridView = self
  }

  /// Adds a cell; its content view becomes one of the grid's subviews (unless it is the grid
  /// or one of its ancestors, which would make a cycle: such a cell is not added).
  /// - Returns: Whether the cell was added.
  @discardableResult
  public func addCell(_ cell: GridCell) -> Bool {
    if let content = cell.contentView, isDescendant(of: content) { return false }
    storedCells.append(cell)
    cell.gridView = self
    if let content = cell.contentView, content.superview !== self { addSubview(content) }
    return true
  }

  /// The content views of the cells in hidden rows or columns, which AppKit hides with them.
  var contentViewsOfHiddenTracks: Set<ObjectIdentifier> {
    var hidden: Set<ObjectIdentifier> = []
    for cell in storedCells
    where cell.row?.isHidden == true || cell.column?.isHidden == true {
      if let content = cell.contentView { hidden.insert(ObjectIdentifier(content)) }
    }
    return hidden
  }

  /// The cell at the crossing of a row and a column, if the grid has one (a member of merged
  /// cells names their head, ``GridCell/headOfMergedCell``, which shows their content).
  public func cell(row: GridRow, column: GridColumn) -> GridCell? {
    storedCells.first { $0.row === row && $0.column === column }
  }
}

/// A row of a ``GridView``: AppKit's `NSGridRow`.
open class GridRow: Object {
  private var storedYPlacement: GridView.Placement = .inherited
  private var storedRowAlignment: GridView.RowAlignment = .inherited
  private var storedHeight: Double? = nil
  private var storedTopPadding: Double = 0
  private var storedBottomPadding: Double = 0
  private var storedIsHidden = false
  private weak var storedGridView: GridView? = nil

  /// Where the row's content views sit vertically; ``GridView/Placement/inherited`` (the
  /// grid's) by default.
  public var yPlacement: GridView.Placement {
    get { storedYPlacement }
    set { storedYPlacement = newValue }
  }
  /// How the row's content views line up; ``GridView/RowAlignment/inherited`` by default.
  public var rowAlignment: GridView.RowAlignment {
    get { storedRowAlignment }
    set { storedRowAlignment = newValue }
  }
  /// The row's height, or `nil` (the default) for the height of its tallest content view.
  public var height: Double? {
    get { storedHeight }
    set { storedHeight = newValue }
  }
  /// Space above the row's content, within the row; 0 by default.
  public var topPadding: Double {
    get { storedTopPadding }
    set { storedTopPadding = newValue }
  }
  /// Space below the row's content, within the row; 0 by default.
  public var bottomPadding: Double {
    get { storedBottomPadding }
    set { storedBottomPadding = newValue }
  }
  /// Whether the row is hidden: it then takes no height and no spacing; `false` by default.
  public var isHidden: Bool {
    get { storedIsHidden }
    set { storedIsHidden = newValue }
  }
  /// The grid the row belongs to, or `nil`.
  public internal(set) var gridView: GridView? {
    get { storedGridView }
    set { storedGridView = newValue }
  }
}

/// A column of a ``GridView``: AppKit's `NSGridColumn`.
open class GridColumn: Object {
  private var storedXPlacement: GridView.Placement = .inherited
  private var storedWidth: Double? = nil
  private var storedLeadingPadding: Double = 0
  private var storedTrailingPadding: Double = 0
  private var storedIsHidden = false
  private weak var storedGridView: GridView? = nil

  /// Where the column's content views sit horizontally; ``GridView/Placement/inherited``
  /// (the grid's) by default.
  public var xPlacement: GridView.Placement {
    get { storedXPlacement }
    set { storedXPlacement = newValue }
  }
  /// The column's width, or `nil` (the default) for the width of its widest content view.
  public var width: Double? {
    get { storedWidth }
    set { storedWidth = newValue }
  }
  /// Space before the column's content, within the column; 0 by default.
  public var leadingPadding: Double {
    get { storedLeadingPadding }
    set { storedLeadingPadding = newValue }
  }
  /// Space after the column's content, within the column; 0 by default.
  public var trailingPadding: Double {
    get { storedTrailingPadding }
    set { storedTrailingPadding = newValue }
  }
  /// Whether the column is hidden: it then takes no width and no spacing; `false` by default.
  public var isHidden: Bool {
    get { storedIsHidden }
    set { storedIsHidden = newValue }
  }
  /// The grid the column belongs to, or `nil`.
  public internal(set) var gridView: GridView? {
    get { storedGridView }
    set { storedGridView = newValue }
  }
}

/// One cell of a ``GridView``: its content view, where it is, and how it is placed (AppKit's
/// `NSGridCell`). The grid holds its rows, columns and cells; a cell names them weakly.
open class GridCell: Object {
  private weak var storedRow: GridRow? = nil
  private weak var storedColumn: GridColumn? = nil
  private weak var storedHeadOfMergedCell: GridCell? = nil
  private var storedContentView: View? = nil
  private var storedXPlacement: GridView.Placement = .inherited
  private var storedYPlacement: GridView.Placement = .inherited
  private var storedRowAlignment: GridView.RowAlignment = .inherited
  private weak var storedGridView: GridView? = nil

  /// The cell's row.
  public var row: GridRow? {
    get { storedRow }
    set { storedRow = newValue }
  }
  /// The cell's column.
  public var column: GridColumn? {
    get { storedColumn }
    set { storedColumn = newValue }
  }
  /// The first cell of the merged cells this one belongs to, or `nil`: merged cells share one
  /// content view, the head's, which spans their rows and columns.
  public var headOfMergedCell: GridCell? {
    get { storedHeadOfMergedCell }
    set { storedHeadOfMergedCell = newValue }
  }
  /// The view the cell shows, one of its grid's subviews; `nil` for an empty cell. The grid
  /// itself or one of its ancestors is never set (it would make a cycle in the tree).
  public var contentView: View? {
    get { storedContentView }
    set {
      guard newValue !== storedContentView else { return }
      if let grid = storedGridView {
        if let newValue, grid.isDescendant(of: newValue) { return }
        if let old = storedContentView, old.superview === grid { old.removeFromSuperview() }
        if let newValue, newValue.superview !== grid { grid.addSubview(newValue) }
      }
      storedContentView = newValue
    }
  }
  /// Where the content view sits in its column; ``GridView/Placement/inherited`` by default.
  public var xPlacement: GridView.Placement {
    get { storedXPlacement }
    set { storedXPlacement = newValue }
  }
  /// Where the content view sits in its row; ``GridView/Placement/inherited`` by default.
  public var yPlacement: GridView.Placement {
    get { storedYPlacement }
    set { storedYPlacement = newValue }
  }
  /// How the content view lines up with the others of its row;
  /// ``GridView/RowAlignment/inherited`` by default.
  public var rowAlignment: GridView.RowAlignment {
    get { storedRowAlignment }
    set { storedRowAlignment = newValue }
  }
  /// The grid the cell belongs to, or `nil`.
  public internal(set) var gridView: GridView? {
    get { storedGridView }
    set { storedGridView = newValue }
  }
}

/// What a grid's layout reads of a row or a column along its axis: where its views sit, its
/// own length if it has one, its paddings and whether it is hidden.
protocol GridTrackLayout: AnyObject {
  /// ``GridRow/yPlacement`` or ``GridColumn/xPlacement``.
  var placement: GridView.Placement { get }
  /// ``GridRow/height`` or ``GridColumn/width``.
  var fixedLength: Double? { get }
  /// ``GridRow/topPadding`` or ``GridColumn/leadingPadding``.
  var paddingBefore: Double { get }
  /// ``GridRow/bottomPadding`` or ``GridColumn/trailingPadding``.
  var paddingAfter: Double { get }
  var isHidden: Bool { get }
}

extension GridRow: GridTrackLayout {
  var placement: GridView.Placement { yPlacement }
  var fixedLength: Double? { height }
  var paddingBefore: Double { topPadding }
  var paddingAfter: Double { bottomPadding }
}

extension GridColumn: GridTrackLayout {
  var placement: GridView.Placement { xPlacement }
  var fixedLength: Double? { width }
  var paddingBefore: Double { leadingPadding }
  var paddingAfter: Double { trailingPadding }
}
