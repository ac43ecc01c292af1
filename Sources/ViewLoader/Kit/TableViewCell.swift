/// One row of a table view.
///
/// Cells usually come from a cell nib registered with
/// ``TableView/register(_:forCellReuseIdentifier:)-(Nib,_)``. A subclass that conforms to
/// ``NibOwner`` is the owner of its own nib: its outlets and actions bind to the cell.
open class TableViewCell: View {
  /// The mark shown at the trailing edge of a cell.
  public enum AccessoryType: String, CaseIterable, NibEnum {
    /// No mark.
    case none
    /// A chevron: selecting the row shows more.
    case disclosureIndicator
    /// A check mark: the row is chosen.
    case checkmark
    /// An info button and a chevron.
    case detailDisclosureButton
    /// An info button.
    case detailButton
  }

  /// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`).
  public enum SelectionStyle: String, CaseIterable, NibEnum {
    /// It does not change.
    case none
    /// Blue (an older look).
    case blue
    /// Gray.
    case gray
    /// The system's look.
    case `default`
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedReuseIdentifier: String? = nil
  private var storedText: String? = nil
  private var storedDetailText: String? = nil
  private var storedIndentationWidth: Double = 10
  private var storedIndentationLevel = 0
  private var storedSeparatorInset: Insets? = nil
  private var storedAccessoryType: AccessoryType = .none
  private var storedEditingAccessoryType: AccessoryType = .none
  private var storedSelectionStyle: SelectionStyle = .default
  /// The registration a table view made the cell for (`nil` for a cell made by hand): only a
  /// cell of its identifier's current registration is reused.
  var registration: CellRegistration?

  /// The identifier under which the table view keeps the cell for reuse.
  public var reuseIdentifier: String? {
    get { storedReuseIdentifier }
    set { storedReuseIdentifier = newValue }
  }
  /// The main text of the row.
  public var text: String? {
    get { storedText }
    set { storedText = newValue }
  }
  /// The secondary text of the row.
  public var detailText: String? {
    get { storedDetailText }
    set { storedDetailText = newValue }
  }
  /// The mark at the trailing edge.
  public var accessoryType: AccessoryType {
    get { storedAccessoryType }
    set { storedAccessoryType = newValue }
  }

  /// The mark at the trailing edge while the table is editing.
  public var editingAccessoryType: AccessoryType {
    get { storedEditingAccessoryType }
    set { storedEditingAccessoryType = newValue }
  }
  /// How the cell looks while selected; the system's look by default.
  public var selectionStyle: SelectionStyle {
    get { storedSelectionStyle }
    set { storedSelectionStyle = newValue }
  }
  /// How many steps the content is indented; 0 by default.
  public var indentationLevel: Int {
    get { storedIndentationLevel }
    set { storedIndentationLevel = newValue }
  }
  /// The width of one step of indentation; 10 by default.
  public var indentationWidth: Double {
    get { storedIndentationWidth }
    set { storedIndentationWidth = newValue }
  }
  /// Insets of the cell's separator line, or `nil` for the table's.
  public var separatorInset: Insets? {
    get { storedSeparatorInset }
    set { storedSeparatorInset = newValue }
  }

  /// The ``View/layoutMargins`` of a cell that sets none: those UIKit has given a cell's
  /// content (its content view, which the kit merges into the cell) since iOS 11, 11 points
  /// above and below and 16 at the sides. A cell laid out for a screen at least 414 points
  /// wide has 20 at the sides when it is wider than 320 points; on the canvas of an Interface
  /// Builder older than Xcode 10 a cell has a plain view's 8, and on that of Xcode 10.2 to 11
  /// 15 at the sides on the narrower phones (Documentation/Layout.md).
  override class var defaultLayoutMargins: Insets {
    Insets(top: 11, left: 16, bottom: 11, right: 16)
  }

  /// Called before the table view hands a reused cell out again; does nothing by default.
  /// Subclasses override it to reset per-row state.
  open func prepareForReuse() {}

  /// The table view showing the cell, or `nil` while the cell waits for reuse (or was never
  /// shown).
  public var tableView: TableView? { superview as? TableView }
}
