/// A rectangle a view defines for layout without a view of its own: a view's safe area
/// (``View/safeAreaLayoutGuide``), its margins (``View/layoutMarginsGuide``), or a guide added
/// with ``View/addLayoutGuide(_:)``. Constraints name guides as their items.
///
/// The kit records guides for a layout engine; nothing here computes ``layoutFrame``.
open class LayoutGuide: Object {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedIdentifier: String = ""
  private var storedLayoutFrame: Rect = .zero
  private weak var storedOwningView: View?

  /// A name for the guide, for debugging and lookups; empty by default (the guides a view
  /// makes are named `safeAreaLayoutGuide` and `layoutMarginsGuide`).
  public var identifier: String {
    get { storedIdentifier }
    set { storedIdentifier = newValue }
  }
  /// The guide's rectangle in its owning view's coordinates, as a layout engine last set it.
  public var layoutFrame: Rect {
    get { storedLayoutFrame }
    set { storedLayoutFrame = newValue }
  }
  /// The view that owns the guide, or `nil` for a guide no view has added.
  public internal(set) var owningView: View? {
    get { storedOwningView }
    set { storedOwningView = newValue }
  }

  /// Creates a guide that no view owns yet.
  public required init() {}
}
