/// A scroll view that shows items, provided by a data source, in sections, placed by a layout
/// (UIKit's `UICollectionView`). The kit records its layout, data source and delegate for an app
/// or a renderer to use.
open class CollectionView: ScrollView {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedCollectionViewLayout: CollectionViewLayout? = nil
  private weak var storedDataSource: AnyObject? = nil
  private weak var storedDelegate: AnyObject? = nil
  private var storedAllowsSelection: Bool = true
  private var storedAllowsMultipleSelection: Bool = false
  private var storedIsPrefetchingEnabled: Bool = true

  /// The layout that places the items, or `nil` until one is set (in a file,
  /// `collectionViewLayout="$flow"`, or Interface Builder's `<collectionViewFlowLayout
  /// key="collectionViewLayout">`).
  public var collectionViewLayout: CollectionViewLayout? {
    get { storedCollectionViewLayout }
    set { storedCollectionViewLayout = newValue }
  }

  /// The object that provides the items; the view does not keep it alive.
  public var dataSource: AnyObject? {
    get { storedDataSource }
    set { storedDataSource = newValue }
  }

  /// The object that hears about selection; the view does not keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }

  /// Whether items can be selected; `true` by default.
  public var allowsSelection: Bool {
    get { storedAllowsSelection }
    set { storedAllowsSelection = newValue }
  }

  /// Whether several items can be selected at once; `false` by default.
  public var allowsMultipleSelection: Bool {
    get { storedAllowsMultipleSelection }
    set { storedAllowsMultipleSelection = newValue }
  }

  /// Whether the data source is asked for items ahead of need; `true` by default.
  public var isPrefetchingEnabled: Bool {
    get { storedIsPrefetchingEnabled }
    set { storedIsPrefetchingEnabled = newValue }
  }
}
