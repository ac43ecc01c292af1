/// A control that performs an action when tapped.
///
/// One class for UIKit's `UIButton` and AppKit's `NSButton` (push buttons, checkboxes, radio
/// buttons): ``buttonType`` says which, ``state`` is a macOS button's on or off state. The
/// title, its colour and the image are the normal state's; the other states' are
/// ``title(for:)``, ``titleColor(for:)`` and ``image(for:)``.
open class Button: Control {
  /// The kind of button: UIKit's `UIButton.ButtonType`, then AppKit's `NSButton.ButtonType`
  /// (Interface Builder's macOS `check` is ``switch``, its `push` is ``momentaryPushIn``).
  public enum ButtonType: String, CaseIterable, NibEnum {
    /// A button drawn entirely by its title, image and colours (UIKit's default).
    case custom
    /// A system button: a tinted title or image.
    case system
    /// A button with an info circle that shows details.
    case detailDisclosure
    /// An info button for a dark background.
    case infoLight
    /// An info button for a light background.
    case infoDark
    /// A button with a plus sign.
    case contactAdd
    /// A close button.
    case close
    /// A rounded rectangle (an older UIKit kind, which Interface Builder still writes).
    case roundedRect
    /// A tvOS button without a background until it has the focus (UIKit's `.plain`).
    case plain
    /// A macOS push button: highlighted while pressed.
    case momentaryPushIn
    /// A macOS button that stays pushed in while on.
    case pushOnPushOff
    /// A macOS button that shows its other title or image while on.
    case toggle
    /// A macOS checkbox.
    case `switch`
    /// A macOS radio button.
    case radio
    /// A macOS button that shows its other title or image while pressed.
    case momentaryChange
    /// A macOS button lit while on.
    case onOff
    /// A macOS button lit while pressed.
    case momentaryLight
    /// A macOS button that acts harder when pressed harder.
    case accelerator
    /// A macOS button with levels of pressure.
    case multiLevelAccelerator
  }

  /// The look of a macOS button's bezel (AppKit's `NSButton.BezelStyle`).
  public enum BezelStyle: String, CaseIterable, NibEnum {
    /// A rounded push button.
    case rounded
    /// A square button of regular size.
    case regularSquare
    /// A disclosure triangle.
    case disclosure
    /// A square button without a shadow.
    case shadowlessSquare
    /// A circular button.
    case circular
    /// A textured square button.
    case texturedSquare
    /// A help button (a question mark).
    case helpButton
    /// A small square button.
    case smallSquare
    /// A textured rounded button.
    case texturedRounded
    /// A rounded rectangle.
    case roundRect
    /// A recessed button, as in a scope bar.
    case recessed
    /// A rounded disclosure button.
    case roundedDisclosure
    /// An inline button, as in a list.
    case inline
  }

  /// Where a macOS button draws its image against its title (AppKit's
  /// `NSControl.ImagePosition`).
  public enum ImagePosition: String, CaseIterable, NibEnum {
    /// The title alone.
    case noImage
    /// The image alone: the title is not drawn (it names the button to accessibility).
    case imageOnly
    /// The image left of the title.
    case imageLeft
    /// The image right of the title.
    case imageRight
    /// The image below the title.
    case imageBelow
    /// The image above the title.
    case imageAbove
    /// The title drawn over the image.
    case imageOverlaps
    /// The image before the title, in the writing direction.
    case imageLeading
    /// The image after the title, in the writing direction.
    case imageTrailing
  }

  /// The style of an iOS 15 button configuration (UIKit's `UIButton.Configuration`): a
  /// configured button pads its content by 7 points above and below and 12 at the sides.
  public enum ConfigurationStyle: String, CaseIterable, NibEnum {
    /// A button without a configuration, as before iOS 15.
    case unconfigured
    /// A title or image without a background (`UIButton.Configuration.plain()`).
    case plain
    /// On a gray background (`.gray()`).
    case gray
    /// On a background of its tint, lightened (`.tinted()`).
    case tinted
    /// On a background of its tint (`.filled()`).
    case filled
  }

  /// The states a button has titles, title colours and images for.
  public enum State: String, CaseIterable, Sendable {
    /// The usual state.
    case normal
    /// While pressed.
    case highlighted
    /// While selected.
    case selected
    /// While disabled.
    case disabled
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  //
  // The one-byte fields first, in the tail padding of `Control`; the image, which fewer
  // buttons have than a title, in the box. A button is then 200 bytes, which the allocator
  // rounds to 208 (with the image inline and the one-byte fields last, 219 rounded to 240).
  private var storedButtonType: ButtonType = .custom
  private var storedBezelStyle: BezelStyle = .rounded
  private var storedState: ControlStateValue = .off
  private var storedTitle: String? = nil
  private var storedTitleColor: StoredColor? = nil
  /// What few buttons set (an image, other states, insets, a font), in a box made on the first
  /// write.
  private var details: ButtonDetails? = nil

  /// The button's title, or `nil` for none.
  public var title: String? {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The colour of the title; `nil` means the renderer's default.
  public var titleColor: Color? {
    get { storedTitleColor?.color }
    set { storedTitleColor = StoredColor.store(newValue) }
  }
  /// Sets the title colour in its stored form (a nib's colours come packed).
  final func setTitleColor(_ color: StoredColor) { storedTitleColor = color }
  /// The name of the button's image, or `nil` for none.
  public var image: String? {
    get { details?.image }
    set { if newValue != nil || details != nil { madeDetails.image = newValue } }
  }
  /// The kind of button; ``ButtonType/custom`` by default.
  public var buttonType: ButtonType {
    get { storedButtonType }
    set { storedButtonType = newValue }
  }
  /// The style of the button's configuration; ``ConfigurationStyle/unconfigured`` by default.
  public var configurationStyle: ConfigurationStyle {
    get { details?.configurationStyle ?? .unconfigured }
    set {
      if newValue != .unconfigured || details != nil { madeDetails.configurationStyle = newValue }
    }
  }
  /// The look of a macOS button's bezel; rounded by default.
  public var bezelStyle: BezelStyle {
    get { storedBezelStyle }
    set { storedBezelStyle = newValue }
  }
  /// A macOS button's state: whether a checkbox is checked, a toggle is on; off by default.
  public var state: ControlStateValue {
    get { storedState }
    set { storedState = newValue }
  }

  /// The box of rarely set state, made on first use.
  private var madeDetails: ButtonDetails {
    if let details { return details }
    let made = ButtonDetails()
    details = made
    return made
  }

  /// A font description of the title for the renderer (`system 15`); `nil` means the default.
  public var font: String? {
    get { details?.font }
    set { madeDetails.font = newValue }
  }
  /// How a title that does not fit is wrapped or cut; shortened in the middle by default.
  public var lineBreakMode: LineBreakMode {
    get { details?.lineBreakMode ?? .byTruncatingMiddle }
    set { madeDetails.lineBreakMode = newValue }
  }
  /// The space around the title and image; zero by default.
  public var contentEdgeInsets: Insets {
    get { details?.contentEdgeInsets ?? .zero }
    set { madeDetails.contentEdgeInsets = newValue }
  }
  /// Insets of the title from its place; zero by default.
  public var titleEdgeInsets: Insets {
    get { details?.titleEdgeInsets ?? .zero }
    set { madeDetails.titleEdgeInsets = newValue }
  }
  /// Insets of the image from its place; zero by default.
  public var imageEdgeInsets: Insets {
    get { details?.imageEdgeInsets ?? .zero }
    set { madeDetails.imageEdgeInsets = newValue }
  }
  /// The name of the image drawn behind the title and image, or `nil`.
  public var backgroundImage: String? {
    get { details?.backgroundImage }
    set { madeDetails.backgroundImage = newValue }
  }
  /// A macOS button's title while it is on (a toggle's other title), or `nil`.
  public var alternateTitle: String? {
    get { details?.alternateTitle }
    set { madeDetails.alternateTitle = newValue }
  }
  /// The key that presses a macOS button (`\r` for the default button); empty for none.
  public var keyEquivalent: String {
    get { details?.keyEquivalent ?? "" }
    set { madeDetails.keyEquivalent = newValue }
  }
  /// Whether a macOS button draws its bezel (AppKit's `isBordered`); `true` by default. A
  /// square or bevel button without a border draws its title or image alone.
  public var isBordered: Bool {
    get { details?.isBordered ?? true }
    set {
      if !newValue || details != nil { madeDetails.isBordered = newValue }
    }
  }
  /// Where a macOS button draws its image against its title; before it by default, as
  /// UIKit's buttons and AppKit's `NSButton(title:image:target:action:)` do.
  public var imagePosition: ImagePosition {
    get { details?.imagePosition ?? .imageLeading }
    set {
      if newValue != .imageLeading || details != nil { madeDetails.imagePosition = newValue }
    }
  }
  /// Whether the title's font follows the user's text size setting (UIKit's
  /// `adjustsFontForContentSizeCategory`, which Interface Builder documents set as a runtime
  /// attribute); `false` by default.
  public var adjustsFontForContentSizeCategory: Bool {
    get { details?.adjustsFontForContentSizeCategory ?? false }
    set {
      if newValue || details != nil { madeDetails.adjustsFontForContentSizeCategory = newValue }
    }
  }

  /// The title in a state: the normal state's is ``title``; another state without a title of
  /// its own shows the normal one.
  /// - Parameter state: The state.
  public func title(for state: State) -> String? {
    state == .normal ? title : details?.titles[state] ?? title
  }

  /// Sets the title of a state (the normal state's is ``title``).
  /// - Parameters:
  ///   - title: The title, or `nil` to show the normal state's.
  ///   - state: The state.
  public func setTitle(_ title: String?, for state: State) {
    if state == .normal { self.title = title } else { madeDetails.titles[state] = title }
  }

  /// The title colour in a state, falling back to the normal state's as ``title(for:)`` does.
  /// - Parameter state: The state.
  public func titleColor(for state: State) -> Color? {
    state == .normal ? titleColor : details?.titleColors[state] ?? titleColor
  }

  /// Sets the title colour of a state (the normal state's is ``titleColor``).
  /// - Parameters:
  ///   - color: The colour, or `nil` to use the normal state's.
  ///   - state: The state.
  public func setTitleColor(_ color: Color?, for state: State) {
    if state == .normal {
      titleColor = color
    } else {
      madeDetails.titleColors[state] = color
    }
  }

  /// The image in a state, falling back to the normal state's as ``title(for:)`` does.
  /// - Parameter state: The state.
  public func image(for state: State) -> String? {
    state == .normal ? image : details?.images[state] ?? image
  }

  /// Sets the image of a state (the normal state's is ``image``).
  /// - Parameters:
  ///   - image: The image's name, or `nil` to show the normal state's.
  ///   - state: The state.
  public func setImage(_ image: String?, for state: State) {
    if state == .normal { self.image = image } else { madeDetails.images[state] = image }
  }
}

/// What few buttons set, boxed (``Button``'s `details`). Owned by one button.
private final class ButtonDetails {
  var image: String?
  var font: String?
  var lineBreakMode: LineBreakMode = .byTruncatingMiddle
  var contentEdgeInsets: Insets = .zero
  var titleEdgeInsets: Insets = .zero
  var imageEdgeInsets: Insets = .zero
  var backgroundImage: String?
  var alternateTitle: String?
  var keyEquivalent = ""
  var isBordered = true
  var imagePosition = Button.ImagePosition.imageLeading
  var adjustsFontForContentSizeCategory = false
  var configurationStyle = Button.ConfigurationStyle.unconfigured
  var titles: [Button.State: String] = [:]
  var titleColors: [Button.State: Color] = [:]
  var images: [Button.State: String] = [:]
}
