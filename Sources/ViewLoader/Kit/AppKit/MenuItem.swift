/// An item of a macOS menu: a title with a key equivalent, a separator, or a submenu (AppKit's
/// `NSMenuItem`). Choosing it fires its actions.
///
/// Headless: ``sendAction()`` is what an input system (or a test) calls when the item is
/// chosen; it fires ``Control/Event/primaryActionTriggered``, the one event an item declares.
open class MenuItem: Object {
  /// The modifier keys of a key equivalent (AppKit's `NSEvent.ModifierFlags`).
  public struct ModifierMask: NibOptionSet, Hashable {
    /// The members' bits: bit `i` is the `i`th of ``nibMembers``.
    public let rawValue: UInt8
    /// Creates a mask from its bits.
    /// - Parameter rawValue: The bits, in the order of ``nibMembers``.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = ModifierMask(rawValue: 1 << 0)
    /// Shift.
    public static let shift = ModifierMask(rawValue: 1 << 1)
    /// Control.
    public static let control = ModifierMask(rawValue: 1 << 2)
    /// Option.
    public static let option = ModifierMask(rawValue: 1 << 3)
    /// Command.
    public static let command = ModifierMask(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = ModifierMask(rawValue: 1 << 5)
    /// The Help key.
    public static let help = ModifierMask(rawValue: 1 << 6)
    /// The Function key.
    public static let function = ModifierMask(rawValue: 1 << 7)
    /// The members, named as files write them.
    public static let nibMembers: [(name: String, value: ModifierMask)] = [
      ("capsLock", .capsLock), ("shift", .shift), ("control", .control), ("option", .option),
      ("command", .command), ("numericPad", .numericPad), ("help", .help),
      ("function", .function),
    ]
  }

  /// The handlers added, in order.
  private var actions = ActionList()
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedTitle = ""
  private var storedKeyEquivalent = ""
  private var storedTag = 0
  private var storedIndentationLevel = 0
  private var storedImage: String? = nil
  private var storedToolTip: String? = nil
  private var storedSubmenu: Menu? = nil
  private var storedView: View? = nil
  private weak var storedMenu: Menu? = nil
  private var storedModifierMask: ModifierMask = .command
  private var storedState: ControlStateValue = .off
  private var storedIsEnabled = true
  private var storedIsHidden = false
  private var storedIsSeparatorItem = false
  private var storedIsAlternate = false

  /// The item's title; empty by default.
  public var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The key that chooses the item with ``keyEquivalentModifierMask`` (`q`); empty for none.
  public var keyEquivalent: String {
    get { storedKeyEquivalent }
    set { storedKeyEquivalent = newValue }
  }
  /// The modifier keys of the key equivalent; Command by default.
  public var keyEquivalentModifierMask: ModifierMask {
    get { storedModifierMask }
    set { storedModifierMask = newValue }
  }
  /// A number that identifies the item; 0 by default.
  public var tag: Int {
    get { storedTag }
    set { storedTag = newValue }
  }
  /// Whether the item can be chosen; `true` by default.
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set { storedIsEnabled = newValue }
  }
  /// Whether the item is hidden; `false` by default.
  public var isHidden: Bool {
    get { storedIsHidden }
    set { storedIsHidden = newValue }
  }
  /// Whether the item is a separator line rather than a choice; `false` by default.
  public var isSeparatorItem: Bool {
    get { storedIsSeparatorItem }
    set { storedIsSeparatorItem = newValue }
  }
  /// Whether the item replaces the one before it while its modifier keys are held; `false` by
  /// default.
  public var isAlternate: Bool {
    get { storedIsAlternate }
    set { storedIsAlternate = newValue }
  }
  /// Whether the item is checked; off by default.
  public var state: ControlStateValue {
    get { storedState }
    set { storedState = newValue }
  }
  /// How far the item is indented, from 0 to 15; 0 by default.
  public var indentationLevel: Int {
    get { storedIndentationLevel }
    set { storedIndentationLevel = newValue }
  }
  /// The name of the item's image, or `nil`.
  public var image: String? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// A help text for the item, or `nil`.
  public var toolTip: String? {
    get { storedToolTip }
    set { storedToolTip = newValue }
  }
  /// The menu the item opens, or `nil`.
  public var submenu: Menu? {
    get { storedSubmenu }
    set { storedSubmenu = newValue }
  }
  /// The view the item shows in place of its title (a slider or a row of swatches in a
  /// menu), or `nil` (the item holds it).
  public var view: View? {
    get { storedView }
    set { storedView = newValue }
  }
  /// The menu the item belongs to (``Menu/items``), or `nil`.
  public internal(set) var menu: Menu? {
    get { storedMenu }
    set { storedMenu = newValue }
  }

  /// Adds a handler that runs, with this item as its argument, each time the item is chosen.
  /// - Parameter handler: The code to run.
  public func addAction(_ handler: @escaping (MenuItem) -> Void) {
    actions.append((.primaryActionTriggered, { handler(unsafeDowncast($0, to: MenuItem.self)) }))
  }

  /// The item was chosen: its handlers run, in the order they were added (also when it is
  /// disabled, as `sendActions(for:)` of a control does).
  public func sendAction() {
    actions.send(.primaryActionTriggered, from: self)
  }

  /// The number of handlers added.
  public var actionCount: Int { actions.count(for: .primaryActionTriggered) }
}

extension MenuItem: NibActionSender {
  func addNibAction(for event: Control.Event, _ handler: @escaping (AnyObject) -> Void) {
    actions.append((event, handler))
  }
}
