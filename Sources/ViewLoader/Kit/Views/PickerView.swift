/// A view of spinning wheels, one per component, each showing rows a data source provides (UIKit's
/// `UIPickerView`). The kit records its data source and delegate for an app or a renderer to use.
open class PickerView: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private weak var storedDataSource: AnyObject? = nil
  private weak var storedDelegate: AnyObject? = nil
  private var storedShowsSelectionIndicator: Bool = false

  /// The object that provides the components and rows; the picker does not keep it alive.
  public var dataSource: AnyObject? {
    get { storedDataSource }
    set { storedDataSource = newValue }
  }

  /// The object that provides the rows' titles and hears about selection; the picker does not keep
  /// it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }

  /// Whether the selected row is marked; `false` by default.
  public var showsSelectionIndicator: Bool {
    get { storedShowsSelectionIndicator }
    set { storedShowsSelectionIndicator = newValue }
  }
}
