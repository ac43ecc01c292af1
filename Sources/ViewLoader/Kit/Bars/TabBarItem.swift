/// A tab of a tab bar (UIKit's `UITabBarItem`).
open class TabBarItem: BarItem {
  /// The tabs the system draws (UIKit's `UITabBarItem.SystemItem`).
  public enum SystemItem: String, CaseIterable, NibEnum {
    /// More.
    case more
    /// Favorites.
    case favorites
    /// Featured.
    case featured
    /// Top Rated.
    case topRated
    /// Recents.
    case recents
    /// Contacts.
    case contacts
    /// History.
    case history
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Downloads.
    case downloads
    /// Most Recent.
    case mostRecent
    /// Most Viewed.
    case mostViewed
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedSelectedImage: String? = nil
  private var storedBadgeValue: String? = nil
  private var storedBadgeColor: Color? = nil
  private var storedSystemItem: SystemItem? = nil

  /// The name of the image shown while the tab is selected, or `nil` for ``BarItem/image``.
  public var selectedImage: String? {
    get { storedSelectedImage }
    set { storedSelectedImage = newValue }
  }

  /// The text of the badge on the tab, or `nil` for none.
  public var badgeValue: String? {
    get { storedBadgeValue }
    set { storedBadgeValue = newValue }
  }

  /// The colour of the badge; `nil` for the default.
  public var badgeColor: Color? {
    get { storedBadgeColor }
    set { storedBadgeColor = newValue }
  }

  /// The system tab this is, or `nil` for a tab of its own title and image.
  public var systemItem: SystemItem? {
    get { storedSystemItem }
    set { storedSystemItem = newValue }
  }
}
