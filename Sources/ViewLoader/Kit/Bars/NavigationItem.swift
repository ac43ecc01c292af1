/// What a navigation bar shows for one screen: a title and the bar button items on each side
/// (UIKit's `UINavigationItem`).
open class NavigationItem: Object {
  /// When a navigation bar shows the title large.
  public enum LargeTitleDisplayMode: String, CaseIterable, NibEnum {
    /// As the previous screen does.
    case automatic
    /// Always.
    case always
    /// Never.
    case never
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedTitle: String? = nil
  private var storedPrompt: String? = nil
  private var storedBackButtonTitle: String? = nil
  private var storedHidesBackButton: Bool = false
  private var storedLargeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  private var storedLeftBarButtonItems: [BarButtonItem] = []
  private var storedRightBarButtonItems: [BarButtonItem] = []
  private var storedBackBarButtonItem: BarButtonItem? = nil
  private var storedTitleView: View? = nil

  /// The screen's title, or `nil`.
  public var title: String? {
    get { storedTitle }
    set { storedTitle = newValue }
  }

  /// A line of text above the title, or `nil`.
  public var prompt: String? {
    get { storedPrompt }
    set { storedPrompt = newValue }
  }

  /// The title of the back button the next screen shows, or `nil` for this screen's title.
  public var backButtonTitle: String? {
    get { storedBackButtonTitle }
    set { storedBackButtonTitle = newValue }
  }

  /// Whether the back button is hidden; `false` by default.
  public var hidesBackButton: Bool {
    get { storedHidesBackButton }
    set { storedHidesBackButton = newValue }
  }

  /// When the title is shown large; as the previous screen does by default.
  public var largeTitleDisplayMode: LargeTitleDisplayMode {
    get { storedLargeTitleDisplayMode }
    set { storedLargeTitleDisplayMode = newValue }
  }

  /// The items on the left, in order (a file lists them, `leftBarButtonItems="$edit $add"`).
  public var leftBarButtonItems: [BarButtonItem] {
    get { storedLeftBarButtonItems }
    set { storedLeftBarButtonItems = newValue }
  }

  /// The items on the right, in order.
  public var rightBarButtonItems: [BarButtonItem] {
    get { storedRightBarButtonItems }
    set { storedRightBarButtonItems = newValue }
  }

  /// The item the next screen shows to come back here, or `nil` for the default.
  public var backBarButtonItem: BarButtonItem? {
    get { storedBackBarButtonItem }
    set { storedBackBarButtonItem = newValue }
  }

  /// A view shown in place of the title, or `nil`.
  public var titleView: View? {
    get { storedTitleView }
    set { storedTitleView = newValue }
  }

  /// The first item on the left, or `nil`; setting it replaces every left item.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems.first }
    set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  /// The first item on the right, or `nil`; setting it replaces every right item.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems.first }
    set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
  }
}
