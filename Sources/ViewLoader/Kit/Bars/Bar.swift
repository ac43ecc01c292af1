/// A bar along an edge of a screen that shows items: the base of ``Toolbar``,
/// ``NavigationBar`` and ``TabBar``, which share its look.
open class Bar: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedBarTintColor: Color? = nil
  private var storedBarStyle: BarStyle = .default
  private var storedIsTranslucent: Bool = true

  /// The bar's look; the default one by default.
  public var barStyle: BarStyle {
    get { storedBarStyle }
    set { storedBarStyle = newValue }
  }
  /// Whether the bar is see-through; `true` by default.
  public var isTranslucent: Bool {
    get { storedIsTranslucent }
    set { storedIsTranslucent = newValue }
  }
  /// The colour of the bar's background; `nil` for the default.
  public var barTintColor: Color? {
    get { storedBarTintColor }
    set { storedBarTintColor = newValue }
  }
}
