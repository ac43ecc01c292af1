/// A scrolling view of text, editable or not (UIKit's `UITextView`, AppKit's `NSTextView`).
open class TextView: ScrollView, TextInput {
  /// Kinds of data a text view turns into links (UIKit's `UIDataDetectorTypes`).
  public struct DataDetectorTypes: NibOptionSet, Hashable {
    /// The members' bits: bit `i` is the `i`th of ``nibMembers``.
    public let rawValue: UInt8
    /// Creates a set from its bits.
    /// - Parameter rawValue: The bits, in the order of ``nibMembers``.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Telephone numbers.
    public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = DataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses.
    public static let address = DataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times of events.
    public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
    /// Tracking numbers of parcels.
    public static let shipmentTrackingNumber = DataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = DataDetectorTypes(rawValue: 1 << 5)
    /// Text worth looking up.
    public static let lookupSuggestion = DataDetectorTypes(rawValue: 1 << 6)
    /// Every kind.
    public static let all = DataDetectorTypes(rawValue: 0x7F)
    /// The members, named as files write them.
    public static let nibMembers: [(name: String, value: DataDetectorTypes)] = [
      ("phoneNumber", .phoneNumber), ("link", .link), ("address", .address),
      ("calendarEvent", .calendarEvent), ("shipmentTrackingNumber", .shipmentTrackingNumber),
      ("flightNumber", .flightNumber), ("lookupSuggestion", .lookupSuggestion), ("all", .all),
    ]
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedText: String? = nil
  private var storedFont: String? = nil
  private var storedTextColor: Color? = nil
  private var storedTextContainerInset = Insets(top: 8, left: 0, bottom: 8, right: 0)
  private weak var storedDelegate: AnyObject? = nil
  private var storedTextInputTraits = TextInputTraits()
  private var storedTextAlignment: TextAlignment = .natural
  private var storedDataDetectorTypes: DataDetectorTypes = []
  private var storedIsEditable = true
  private var storedIsSelectable = true
  private var storedAllowsEditingTextAttributes = false
  private var storedAdjustsFontForContentSizeCategory = false

  /// The text shown, or `nil`.
  public var text: String? {
    get { storedText }
    set { storedText = newValue }
  }
  /// A font description for the renderer (`system 17`); `nil` means the default.
  public var font: String? {
    get { storedFont }
    set { storedFont = newValue }
  }
  /// The colour of the text; `nil` means the renderer's default.
  public var textColor: Color? {
    get { storedTextColor }
    set { storedTextColor = newValue }
  }
  /// How the text lines up horizontally; naturally by default.
  public var textAlignment: TextAlignment {
    get { storedTextAlignment }
    set { storedTextAlignment = newValue }
  }
  /// Whether the user can change the text; `true` by default.
  public var isEditable: Bool {
    get { storedIsEditable }
    set { storedIsEditable = newValue }
  }
  /// Whether the user can select the text; `true` by default.
  public var isSelectable: Bool {
    get { storedIsSelectable }
    set { storedIsSelectable = newValue }
  }
  /// Whether the user can change the text's style; `false` by default.
  public var allowsEditingTextAttributes: Bool {
    get { storedAllowsEditingTextAttributes }
    set { storedAllowsEditingTextAttributes = newValue }
  }
  /// The kinds of data turned into links; none by default.
  public var dataDetectorTypes: DataDetectorTypes {
    get { storedDataDetectorTypes }
    set { storedDataDetectorTypes = newValue }
  }
  /// Whether the font follows the user's text size setting; `false` by default.
  public var adjustsFontForContentSizeCategory: Bool {
    get { storedAdjustsFontForContentSizeCategory }
    set { storedAdjustsFontForContentSizeCategory = newValue }
  }
  /// The margins around the text; 8 points above and below by default.
  public var textContainerInset: Insets {
    get { storedTextContainerInset }
    set { storedTextContainerInset = newValue }
  }
  /// The object that hears about editing; the view does not keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }
  /// How the keyboard behaves.
  public var textInputTraits: TextInputTraits {
    get { storedTextInputTraits }
    set { storedTextInputTraits = newValue }
  }
}
