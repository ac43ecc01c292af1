/// A field for search text, with an optional scope bar of buttons below it (UIKit's
/// `UISearchBar`).
open class SearchBar: View, TextInput {
  /// The look of a search bar (UIKit's `UISearchBar.Style`).
  public enum Style: String, CaseIterable, NibEnum {
    /// The default look.
    case `default`
    /// A bar with a background.
    case prominent
    /// A field without a bar.
    case minimal
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedText: String? = nil
  private var storedPlaceholder: String? = nil
  private var storedPrompt: String? = nil
  private var storedScopeButtonTitles: [String] = []
  private var storedSelectedScopeButtonIndex = 0
  private var storedBarTintColor: Color? = nil
  private weak var storedDelegate: AnyObject? = nil
  private var storedTextInputTraits: TextInputTraits = {
    var traits = TextInputTraits()
    traits.returnKeyType = .search
    return traits
  }()
  private var storedSearchBarStyle: Style = .default
  private var storedBarStyle: BarStyle = .default
  private var storedIsTranslucent = true
  private var storedShowsCancelButton = false
  private var storedShowsBookmarkButton = false
  private var storedShowsSearchResultsButton = false
  private var storedShowsScopeBar = false

  /// The search text, or `nil`.
  public var text: String? {
    get { storedText }
    set { storedText = newValue }
  }
  /// The hint shown while there is no text, or `nil`.
  public var placeholder: String? {
    get { storedPlaceholder }
    set { storedPlaceholder = newValue }
  }
  /// A line of text above the field, or `nil`.
  public var prompt: String? {
    get { storedPrompt }
    set { storedPrompt = newValue }
  }
  /// The titles of the scope bar's buttons, in order (`scopeButtonTitles="All|Mine"`).
  public var scopeButtonTitles: [String] {
    get { storedScopeButtonTitles }
    set { storedScopeButtonTitles = newValue }
  }
  /// The index of the selected scope button; 0 by default.
  public var selectedScopeButtonIndex: Int {
    get { storedSelectedScopeButtonIndex }
    set { storedSelectedScopeButtonIndex = newValue }
  }
  /// Whether the scope bar is shown; `false` by default.
  public var showsScopeBar: Bool {
    get { storedShowsScopeBar }
    set { storedShowsScopeBar = newValue }
  }
  /// Whether a Cancel button is shown; `false` by default.
  public var showsCancelButton: Bool {
    get { storedShowsCancelButton }
    set { storedShowsCancelButton = newValue }
  }
  /// Whether a bookmark button is shown; `false` by default.
  public var showsBookmarkButton: Bool {
    get { storedShowsBookmarkButton }
    set { storedShowsBookmarkButton = newValue }
  }
  /// Whether a search results button is shown; `false` by default.
  public var showsSearchResultsButton: Bool {
    get { storedShowsSearchResultsButton }
    set { storedShowsSearchResultsButton = newValue }
  }
  /// The look of the search bar; the default one by default.
  public var searchBarStyle: Style {
    get { storedSearchBarStyle }
    set { storedSearchBarStyle = newValue }
  }
  /// The look of the bar; the default one by default.
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
  /// The object that hears about the search text; the bar does not keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }
  /// How the keyboard behaves; a search bar's Return key says Search by default.
  public var textInputTraits: TextInputTraits {
    get { storedTextInputTraits }
    set { storedTextInputTraits = newValue }
  }
}
