/// A macOS controller of a tree of objects and their selection, for bindings (AppKit's
/// `NSTreeController`).
open class TreeController: ObjectController {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedChildrenKeyPath: String? = nil
  private var storedCountKeyPath: String? = nil
  private var storedLeafKeyPath: String? = nil
  private var storedPreservesSelection: Bool = true
  private var storedSelectsInsertedObjects: Bool = true
  private var storedAvoidsEmptySelection: Bool = true
  private var storedAlwaysUsesMultipleValuesMarker: Bool = false

  /// The key path of a node's children, or `nil`.
  public var childrenKeyPath: String? {
    get { storedChildrenKeyPath }
    set { storedChildrenKeyPath = newValue }
  }

  /// The key path of a node's number of children, or `nil`.
  public var countKeyPath: String? {
    get { storedCountKeyPath }
    set { storedCountKeyPath = newValue }
  }

  /// The key path that says whether a node is a leaf, or `nil`.
  public var leafKeyPath: String? {
    get { storedLeafKeyPath }
    set { storedLeafKeyPath = newValue }
  }

  /// Whether the selection survives a change of content; `true` by default.
  public var preservesSelection: Bool {
    get { storedPreservesSelection }
    set { storedPreservesSelection = newValue }
  }

  /// Whether inserted objects become the selection; `true` by default.
  public var selectsInsertedObjects: Bool {
    get { storedSelectsInsertedObjects }
    set { storedSelectsInsertedObjects = newValue }
  }

  /// Whether something is always selected when there is content; `true` by default.
  public var avoidsEmptySelection: Bool {
    get { storedAvoidsEmptySelection }
    set { storedAvoidsEmptySelection = newValue }
  }

  /// Whether a selection of several objects always shows as several values; `false` by default.
  public var alwaysUsesMultipleValuesMarker: Bool {
    get { storedAlwaysUsesMultipleValuesMarker }
    set { storedAlwaysUsesMultipleValuesMarker = newValue }
  }
}
