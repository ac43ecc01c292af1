/// Interface Builder's fonts as the kit's font descriptions: `system 17`, `system-bold 17`,
/// `system-semibold 15`, `HelveticaNeue-Light 15`, or a text style (`headline`, `body`, …).
enum XIBFonts {
  /// Reads an iOS `<fontDescription>` or a macOS `<font>` element's attributes.
  /// - Parameters:
  ///   - platform: The document's platform: a text style of a tvOS or macOS document has that
  ///     platform's size (``tvOSTextStyleSizes``, ``macOSTextStyles``).
  ///   - release: The AppKit of the Xcode that saved a macOS document, whose meta fonts'
  ///     sizes it gives (``metaFont(_:release:attribute:)``).
  static func font(
    attribute: (XIBName) -> String?, platform: XIBPlatform = .iOS,
    release: AppKitRelease = .macOS11
  ) -> XIBValue<String> {
    if let style = attribute(.style) ?? attribute(.textStyle) {
      guard let name = textStyle(style) else { return .unknown("unknown text style '\(style)'") }
      if platform == .tvOS, let size = tvOSTextStyleSizes[name] {
        return .value(description(name, size: size))
      }
      if platform == .macOS, let (family, size) = macOSTextStyles[name] {
        return .value(description(family ?? name, size: size))
      }
      return .value(name)
    }
    if let metaFont = attribute(.metaFont) {
      return self.metaFont(metaFont, release: release, attribute: attribute)
    }
    // A macOS table cell's text in the font of its table's row size (Xcode 10 and later): the
    // system font of the default, medium, rows.
    if attribute(.usesAppearanceFont) == "YES", attribute(.name) == nil {
      return .value(description("system", size: 13))
    }
    let sizeText = attribute(.pointSize) ?? attribute(.size)
    var size: Double?
    if let sizeText {
      guard let number = XIBNumbers.double(sizeText) ?? symbolicSizes[sizeText] else {
        return .malformed("font size '\(sizeText)' is not a number")
      }
      guard number >= 0 else { return .malformed(negativeSize(sizeText)) }
      size = number
    }
    if let name = attribute(.name) {
      return .value(description(name, size: size ?? 17))
    }
    guard let type = attribute(.type) else { return .unknown("a font without a name or type") }
    let weight = attribute(.weight)
    switch type {
    case "system":
      return .value(description(weight.map { "system-\($0)" } ?? "system", size: size ?? 17))
    case "boldSystem":
      return .value(description("system-bold", size: size ?? 17))
    case "italicSystem":
      return .value(description("system-italic", size: size ?? 17))
    default:
      return .unknown("unknown font type '\(type)'")
    }
  }

  /// UIKit's named font sizes, which an iOS `<fontDescription size=…>` may give instead of a
  /// number: `UIFont.buttonFontSize`, `labelFontSize`, `systemFontSize` and
  /// `smallSystemFontSize`.
  private static let symbolicSizes: [String: Double] = [
    "button": 18, "label": 17, "system": 14, "smallSystem": 12,
  ]

  /// A macOS meta font: AppKit's named system fonts at their standard sizes. The cells' title
  /// font is the system font at 12 points since macOS 11 (labels in it are 15 points a line in
  /// documents of Xcode 12 to 15: 88 of 90 labels in six projects, 1 to 6 lines), 13 before;
  /// the menu font 13 points since macOS 11, whose menus are set smaller (the pop-ups of
  /// documents of Xcode 12 to 15 are as wide as their items at 13 points), 14 before.
  private static func metaFont(
    _ name: String, release: AppKitRelease, attribute: (XIBName) -> String?
  ) -> XIBValue<String> {
    let standard: (family: String, size: Double)
    switch name {
    case "cellTitle" where release == .macOS11 || release == .macOS26: standard = ("system", 12)
    case "system", "message", "controlContent", "cellTitle": standard = ("system", 13)
    case "systemBold", "titleBar": standard = ("system-bold", 13)
    case "smallSystem", "toolTip", "palette": standard = ("system", 11)
    case "smallSystemBold": standard = ("system-bold", 11)
    case "miniSystem": standard = ("system", 9)
    case "miniSystemBold": standard = ("system-bold", 9)
    case "label": standard = ("system", 10)
    case "menu" where release == .macOS11 || release == .macOS26: standard = ("system", 13)
    case "menu", "menuBar": standard = ("system", 14)
    case "user": standard = ("Helvetica", 12)
    case "userFixedPitch", "fixedUser": standard = ("Menlo-Regular", 11)
    default:
      // The system font at a weight (`systemSemibold`, `systemMedium`, …), as Xcode's font
      // panel writes it.
      guard let weight = systemWeight(name) else {
        return .unknown("unknown macOS font '\(name)'")
      }
      standard = ("system-\(weight)", 13)
    }
    guard let sizeText = attribute(.size) else {
      return .value(description(standard.family, size: standard.size))
    }
    guard let size = XIBNumbers.double(sizeText) else {
      return .malformed("font size '\(sizeText)' is not a number")
    }
    guard size >= 0 else { return .malformed(negativeSize(sizeText)) }
    return .value(description(standard.family, size: size))
  }

  /// The message for a size below zero (0 is the default size, in AppKit).
  private static func negativeSize(_ text: String) -> String {
    "font size '\(text)' is negative: a size is 0 (the default) or more points"
  }

  /// The weight of a meta font named `system` and a weight (`systemSemibold` → `semibold`),
  /// or `nil` when the rest of the name is not a weight.
  private static func systemWeight(_ name: String) -> String? {
    guard name.hasPrefix("system") else { return nil }
    let weight = name.dropFirst("system".count)
    let weights = ["UltraLight", "Thin", "Light", "Medium", "Semibold", "Heavy", "Black"]
    guard weights.contains(String(weight)) else { return nil }
    return weight == "UltraLight" ? "ultraLight" : weight.lowercased()
  }

  /// The point sizes of UIKit's text styles on tvOS, whose type is read from across a room:
  /// Apple's tvOS type sizes (title 1 76 points, title 2 57, title 3 48, headline 38, body
  /// 29, callout 31, caption 1 25, caption 2 23), and the subheadline's 29, as the frames of
  /// one-line labels in tvOS documents show it (35 points high: 3 of 3; their headlines 46,
  /// 38 points' line: 5 of 6). The footnote and large title keep iOS's sizes: no tvOS
  /// document shows theirs.
  static let tvOSTextStyleSizes: [String: Double] = [
    "title1": 76, "title2": 57, "title3": 48, "headline": 38, "subheadline": 29, "body": 29,
    "callout": 31, "caption1": 25, "caption2": 23,
  ]

  /// AppKit's text styles (`NSFont.preferredFont(forTextStyle:)`): large title 26 points,
  /// title 1 22, title 2 17, title 3 15, headline 13 bold, subheadline 11, body 13, callout
  /// 12, footnote and the captions 10, caption 2 medium. The two whose weight is not the
  /// kit's style's (a headline is semibold, a caption 2 regular) are written as the system
  /// font of their weight. NetNewsWire's about window's title, a large title, was laid out
  /// at UIKit's 34 points, 28 points wider than Xcode's frame.
  static let macOSTextStyles: [String: (family: String?, size: Double)] = [
    "largeTitle": (nil, 26), "title1": (nil, 22), "title2": (nil, 17), "title3": (nil, 15),
    "headline": ("system-bold", 13), "subheadline": (nil, 11), "body": (nil, 13),
    "callout": (nil, 12), "footnote": (nil, 10), "caption1": (nil, 10),
    "caption2": ("system-medium", 10),
  ]

  /// A UIKit text style (`UICTFontTextStyleHeadline`) as the kit names it (`headline`).
  static func textStyle(_ style: String) -> String? {
    let prefix = "UICTFontTextStyle"
    let name = style.hasPrefix(prefix) ? String(style.dropFirst(prefix.count)) : style
    switch name {
    // UIKit's large title is `UICTFontTextStyleTitle0` (iOS 11 added it below title 1).
    case "Title0", "LargeTitle", "largeTitle": return "largeTitle"
    case "Title1", "title1": return "title1"
    case "Title2", "title2": return "title2"
    case "Title3", "title3": return "title3"
    case "Headline", "headline": return "headline"
    case "Subhead", "Subheadline", "subheadline": return "subheadline"
    case "Body", "body": return "body"
    case "Callout", "callout": return "callout"
    case "Footnote", "footnote": return "footnote"
    case "Caption1", "caption1": return "caption1"
    case "Caption2", "caption2": return "caption2"
    default: return nil
    }
  }

  /// `family size`, the size without trailing zeros.
  private static func description(_ family: String, size: Double) -> String {
    "\(family) \(PropertyValue.double(size).canonicalText)"
  }
}
