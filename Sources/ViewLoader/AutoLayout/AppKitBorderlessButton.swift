extension Button {
  /// Whether the button is an AppKit button that draws no bezel (`isBordered` off: a
  /// link-like title, an image alone, or both): it has no bezel's metrics, whatever its
  /// `bezelStyle` says, and its frame is its alignment rectangle. Checkboxes, radio buttons
  /// and pop-up buttons draw their own marks and are not such buttons.
  var isAppKitBorderless: Bool {
    guard !isBordered, !(self is PopUpButton), buttonType != .switch, buttonType != .radio
    else { return false }
    return isAppKitButton
  }

  /// The size of an AppKit button that draws no bezel (``isAppKitBorderless``): what it
  /// shows, and nothing around it. Its title is sized as a label's frame, the title in whole
  /// points with 2 points at each side, its line high (Interface Builder's 75 by 16 for
  /// ProtonVPN's "Need Help?", OpenEmu's "Edit" 25 by 14 at 11 points); its image beside
  /// the title, or above or below it, as ``imagePosition`` says, with no room between them.
  /// How AppKit spaces the two is not measured (few documents show it: GPGMail's status line,
  /// an image of 16 points before a title of 13, and iTerm2's status bar), so on Interface
  /// Builder's canvas such a button has the size Xcode saved. `nil` when it shows neither, or
  /// an image whose size the document does not give (a symbol): the button is then sized as
  /// other unmeasured buttons are.
  var appKitBorderlessSize: Size? {
    guard isAppKitBorderless else { return nil }
    var imageSize: Size? = nil
    if imagePosition != .noImage, let image {
      // An image of unknown size: no size is better than a wrong one.
      guard let known = self.imageSize(named: image) else { return nil }
      imageSize = known
    }
    var titleSize: Size? = nil
    if imagePosition != .imageOnly, let title, !title.isEmpty {
      let measurer = TextMeasurer(font: appKitFont)
      titleSize = Size(
        width: TextMeasurer.roundUp(measurer.width(of: title), scale: 1) + 4,
        height: measurer.appKitLineHeight(release: layoutAppKitRelease))
    }
    guard let titleSize else { return imageSize }
    guard let imageSize else { return titleSize }
    if let saved = designableIntrinsicSize { return saved }
    switch imagePosition {
    case .imageAbove, .imageBelow:
      return Size(
        width: max(titleSize.width, imageSize.width), height: titleSize.height + imageSize.height)
    case .imageOverlaps:
      return Size(
        width: max(titleSize.width, imageSize.width),
        height: max(titleSize.height, imageSize.height))
    default:
      return Size(
        width: titleSize.width + imageSize.width, height: max(titleSize.height, imageSize.height))
    }
  }
}
