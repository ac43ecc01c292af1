/// A UIKit button's intrinsic size, with or without an iOS 15 configuration, and whether an
/// AppKit toggle's title wraps.
extension Button {
  /// Whether the button is an AppKit checkbox or radio button whose title wraps at the width
  /// it is solved to, as AppKit's button cells wrap by words unless they clip or truncate
  /// (the kit's default, truncating the middle, is UIKit's, and stands for a cell that says
  /// nothing): one narrower than its title grows a line, as a wrapping label does.
  var wrapsTitleAtSolvedWidth: Bool {
    guard let metrics = appKitControlMetrics, metrics.isToggle,
      let title, !title.isEmpty
    else { return false }
    switch lineBreakMode {
    case .byClipping, .byTruncatingHead, .byTruncatingTail: return false
    default: return true
    }
  }

  /// A button's intrinsic size: its title in its font (the system font at 15 points unless
  /// set) beside its image, and its content insets. Without content insets UIKit pads a title
  /// with 6 points above and below; any inset replaces that padding. A configured button
  /// (iOS 15) pads its content by its configuration's insets, 7 points above and below and 12
  /// at the sides unless the document sets others (an image of 19 points is a button 43 wide;
  /// one 24 high, 38 high), and rounds its title to the display's pixels, not whole points
  /// (a line of 11 points is 27⅓ high). A configuration's title without a font of its own is
  /// measured in the button's font, the system font at 15 points unless the document sets
  /// one: the font UIKit gives such a title is not known here. Insets of zero stand for
  /// none set.
  var measuredSize: Size {
    let isConfigured = configurationStyle != .unconfigured
    let measurer = TextMeasurer(font: font.flatMap(TextFont.init) ?? .system(size: 15))
    let scale = isConfigured ? layoutDisplayScale : 1
    var insets = contentEdgeInsets
    // UIKit's padding of a title where no insets are set; a configuration's own insets.
    let titlePadding = insets == .zero && !isConfigured ? 12.0 : 0
    if insets == .zero, isConfigured { insets = Insets(top: 7, left: 12, bottom: 7, right: 12) }
    var width = 0.0
    var height = 0.0
    if let title, !title.isEmpty {
      width = TextMeasurer.roundUp(measurer.width(of: title), scale: scale)
      height = TextMeasurer.roundUp(measurer.lineHeight, scale: scale) + titlePadding
    }
    if let imageSize = imageSize(named: isConfigured ? image : image ?? backgroundImage) {
      width += imageSize.width
      height = max(height, imageSize.height)
    }
    guard isConfigured || width > 0 || height > 0 else { return Size(width: 30, height: 30) }
    return Size(
      width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
  }
}
