/// An item of a bar: a button of a toolbar or navigation bar, a tab of a tab bar (UIKit's
/// `UIBarItem`).
open class BarItem: Object {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedTitle: String? = nil
  private var storedImage: String? = nil
  private var storedLandscapeImagePhone: String? = nil
  private var storedIsEnabled: Bool = true
  private var storedTag: Int = 0
  private var storedAccessibilityLabel: String? = nil
  private var storedAccessibilityIdentifier: String? = nil

  /// The item's title, or `nil`.
  public var title: String? {
    get { storedTitle }
    set { storedTitle = newValue }
  }

  /// The name of the item's image, or `nil`.
  public var image: String? {
    get { storedImage }
    set { storedImage = newValue }
  }

  /// The name of the image shown in a phone's landscape bars, or `nil` for ``image``.
  public var landscapeImagePhone: String? {
    get { storedLandscapeImagePhone }
    set { storedLandscapeImagePhone = newValue }
  }

  /// Whether the item can be chosen; `true` by default.
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set { storedIsEnabled = newValue }
  }

  /// A number that identifies the item; 0 by default.
  public var tag: Int {
    get { storedTag }
    set { storedTag = newValue }
  }

  /// A short, localized description of the item for assistive technologies.
  public var accessibilityLabel: String? {
    get { storedAccessibilityLabel }
    set { storedAccessibilityLabel = newValue }
  }

  /// A stable identifier of the item for UI tests.
  public var accessibilityIdentifier: String? {
    get { storedAccessibilityIdentifier }
    set { storedAccessibilityIdentifier = newValue }
  }
}
