/// A macOS grid of cells that act together (AppKit's `NSMatrix`): most often a group of radio
/// buttons of which one is on, or a column of checkboxes. The kit makes each cell a subview —
/// a ``Button`` (a text cell: a ``TextField``) at its place in the grid, column by column, each
/// ``cellSize`` with ``intercellSpacing`` between them — so that cells are found by tag, bound
/// to outlets and drawn as the views they are. The matrix sends its action for them.
open class Matrix: Control {
  /// How the matrix's cells respond to the mouse (AppKit's `NSMatrix.Mode`).
  public enum Mode: String, CaseIterable, NibEnum {
    /// One cell is on at a time: selecting a cell turns the others off.
    case radio
    /// Each cell turns on as it is clicked and off again, as a checkbox does.
    case highlight
    /// Cells are selected as the rows of a list are.
    case list
    /// Cells follow the mouse without being selected.
    case track
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedMode: Mode = .radio
  private var storedCellSize: Size = .zero
  private var storedIntercellSpacing = Size(width: 1, height: 1)
  private var storedAllowsEmptySelection: Bool = true
  private var storedAutosizesCells: Bool = true
  private weak var storedDelegate: AnyObject? = nil

  /// The object told of the editing of the matrix's text cells (AppKit's `NSMatrixDelegate`),
  /// or `nil`; the matrix does not keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }

  /// How the cells respond to the mouse; radio by default, as Interface Builder's matrix.
  public var mode: Mode {
    get { storedMode }
    set { storedMode = newValue }
  }

  /// The size of each cell; zero by default.
  public var cellSize: Size {
    get { storedCellSize }
    set { storedCellSize = newValue }
  }

  /// The room between cells, across and down; a point each way by default, as in AppKit.
  public var intercellSpacing: Size {
    get { storedIntercellSpacing }
    set { storedIntercellSpacing = newValue }
  }

  /// Whether a radio matrix may have no cell on; `true` by default.
  public var allowsEmptySelection: Bool {
    get { storedAllowsEmptySelection }
    set { storedAllowsEmptySelection = newValue }
  }

  /// Whether the cells are resized to fill the matrix when it is resized; `true` by default.
  public var autosizesCells: Bool {
    get { storedAutosizesCells }
    set { storedAutosizesCells = newValue }
  }

  /// The cells: the matrix's subviews that are controls, in the order of the document (column
  /// by column, each from the top).
  public var cells: [Control] { subviews.compactMap { $0 as? Control } }

  /// The first cell that is on (a button whose state is on), or `nil`.
  public var selectedCell: Button? {
    cells.lazy.compactMap { $0 as? Button }.first { $0.state == .on }
  }

  /// The tag of ``selectedCell``, or -1 when no cell is on (AppKit's `selectedTag()`).
  public var selectedTag: Int { selectedCell?.tag ?? -1 }

  /// Turns a cell on; in radio mode every other button cell is turned off.
  /// - Parameter cell: One of ``cells``; another view is ignored.
  public func selectCell(_ cell: Button) {
    guard cell.superview === self else { return }
    if mode == .radio {
      for case let other as Button in cells where other !== cell { other.state = .off }
    }
    cell.state = .on
  }

  /// Turns on the cell with a tag (see ``selectCell(_:)``).
  /// - Parameter tag: The cell's tag.
  /// - Returns: `false` when no button cell has the tag.
  @discardableResult
  public func selectCell(withTag tag: Int) -> Bool {
    guard let cell = cells.lazy.compactMap({ $0 as? Button }).first(where: { $0.tag == tag })
    else { return false }
    selectCell(cell)
    return true
  }
}
