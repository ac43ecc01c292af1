/// A macOS table whose rows form a tree, with expandable rows (AppKit's `NSOutlineView`).
open class OutlineView: TableView {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedIndentationPerLevel: Double = 16
  private weak var storedOutlineTableColumn: TableColumn? = nil
  private var storedAutoresizesOutlineColumn: Bool = true
  private var storedIndentationMarkerFollowsCell: Bool = true

  /// How far each level of the tree is indented; 16 by default.
  public var indentationPerLevel: Double {
    get { storedIndentationPerLevel }
    set { storedIndentationPerLevel = newValue }
  }

  /// The column that shows the tree's disclosure triangles, or `nil`.
  public var outlineTableColumn: TableColumn? {
    get { storedOutlineTableColumn }
    set { storedOutlineTableColumn = newValue }
  }

  /// Whether the outline column widens for deep rows; `true` by default.
  public var autoresizesOutlineColumn: Bool {
    get { storedAutoresizesOutlineColumn }
    set { storedAutoresizesOutlineColumn = newValue }
  }

  /// Whether the disclosure triangle is indented with its row; `true` by default.
  public var indentationMarkerFollowsCell: Bool {
    get { storedIndentationMarkerFollowsCell }
    set { storedIndentationMarkerFollowsCell = newValue }
  }
}
