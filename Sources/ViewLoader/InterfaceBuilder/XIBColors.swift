import Glibc

/// What reading one Interface Builder value gave: the value, a value the importer cannot
/// interpret (a colour space, colour name or font it does not know: a note, and the property
/// stays unset), or a malformed value (`invalid-value`).
enum XIBValue<Value> {
  case value(Value)
  case unknown(String)
  case malformed(String)
}

extension XIBValue: Equatable where Value: Equatable {}

/// Interface Builder's colours in their light appearance: every colour space the corpus of
/// real files uses, the iOS system colours and the macOS catalogue colours.
enum XIBColors {
  /// Reads a `<color>` element's attributes.
  /// - Parameters:
  ///   - attribute: The element's attribute of a name, if it has one.
  ///   - resource: The colour a document's `<resources>` defines under a name
  ///     (`<namedColor>`, `<systemColor>`), if it has one.
  static func color(
    attribute: (XIBName) -> String?, resource: (String) -> XIBValue<Color>?
  ) -> XIBValue<Color> {
    // A system colour with components written out: the components are its light appearance.
    if attribute(.red) != nil || attribute(.white) != nil || attribute(.cyan) != nil {
      return components(attribute: attribute)
    }
    if let name = attribute(.systemColor) {
      return resource(name) ?? systemColor(name)
    }
    if let name = attribute(.cocoaTouchSystemColor) {
      return cocoaTouchColors[name].map { .value($0) }
        ?? .unknown("unknown iOS system colour '\(name)'")
    }
    if let name = attribute(.name) {
      if attribute(.catalog) != nil || attribute(.colorSpace) == "catalog" {
        return catalogColors[name].map { .value($0) }
          ?? systemColors[name].map { .value($0) }
          ?? .unknown("unknown macOS catalogue colour '\(name)'")
      }
      return resource(name) ?? systemColors[name].map { .value($0) }
        ?? .unknown("colour '\(name)' is defined in an asset catalogue, not in the document")
    }
    return .unknown("a colour without components or a name")
  }

  /// A colour from its components in the colour space the element names.
  private static func components(attribute: (XIBName) -> String?) -> XIBValue<Color> {
    func number(_ name: XIBName, default value: Double? = nil) -> Double? {
      guard let text = attribute(name) else { return value }
      return XIBNumbers.double(text)
    }
    let space = attribute(.customColorSpace) ?? attribute(.colorSpace) ?? "sRGB"
    guard let alpha = number(.alpha, default: 1) else {
      return .malformed("colour alpha '\(attribute(.alpha) ?? "")' is not a number")
    }
    if attribute(.white) != nil {
      guard let white = number(.white) else {
        return .malformed("colour component 'white' is not a number")
      }
      return .value(clamped(red: white, green: white, blue: white, alpha: alpha))
    }
    if attribute(.cyan) != nil {
      guard let cyan = number(.cyan), let magenta = number(.magenta, default: 0),
        let yellow = number(.yellow, default: 0), let black = number(.black, default: 0)
      else { return .malformed("CMYK colour components are not numbers") }
      return .value(
        clamped(
          red: (1 - cyan) * (1 - black), green: (1 - magenta) * (1 - black),
          blue: (1 - yellow) * (1 - black), alpha: alpha))
    }
    guard let red = number(.red), let green = number(.green, default: 0),
      let blue = number(.blue, default: 0)
    else { return .malformed("RGB colour components are not numbers") }
    if space == "displayP3" {
      return .value(fromDisplayP3(red: red, green: green, blue: blue, alpha: alpha))
    }
    // sRGB, calibrated and device RGB, Adobe RGB: read as sRGB.
    return .value(clamped(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// A Display P3 colour approximated in sRGB: linearised, converted with the standard matrix,
  /// encoded again and clamped to the sRGB gamut.
  static func fromDisplayP3(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
    func linear(_ value: Double) -> Double {
      value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    func encoded(_ value: Double) -> Double {
      let value = min(max(value, 0), 1)
      return value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    return clamped(
      red: encoded(1.224_9 * r - 0.224_9 * g),
      green: encoded(-0.042_0 * r + 1.041_9 * g),
      blue: encoded(-0.019_7 * r - 0.078_6 * g + 1.097_9 * b),
      alpha: alpha)
  }

  private static func clamped(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
    func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
    return Color(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
  }

  /// A UIKit system colour by name (`systemBackgroundColor`, `labelColor`, …).
  static func systemColor(_ name: String) -> XIBValue<Color> {
    systemColors[name].map { .value($0) } ?? .unknown("unknown system colour '\(name)'")
  }

  private static func hex(_ value: UInt32, alpha: Double = 1) -> Color {
    Color(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255, alpha: alpha)
  }

  private static func gray(_ white: Double, alpha: Double = 1) -> Color {
    Color(red: white, green: white, blue: white, alpha: alpha)
  }

  /// UIKit's semantic and system colours, light appearance (iOS 13 and later).
  static let systemColors: [String: Color] = [
    "systemBackgroundColor": .white,
    "secondarySystemBackgroundColor": hex(0xF2F2F7),
    "tertiarySystemBackgroundColor": .white,
    "systemGroupedBackgroundColor": hex(0xF2F2F7),
    "secondarySystemGroupedBackgroundColor": .white,
    "tertiarySystemGroupedBackgroundColor": hex(0xF2F2F7),
    "groupTableViewBackgroundColor": hex(0xF2F2F7),
    "labelColor": .black,
    "secondaryLabelColor": hex(0x3C3C43, alpha: 0.6),
    "tertiaryLabelColor": hex(0x3C3C43, alpha: 0.3),
    "quaternaryLabelColor": hex(0x3C3C43, alpha: 0.18),
    "placeholderTextColor": hex(0x3C3C43, alpha: 0.3),
    "separatorColor": hex(0x3C3C43, alpha: 0.29),
    "opaqueSeparatorColor": hex(0xC6C6C8),
    "linkColor": hex(0x007AFF),
    "tintColor": hex(0x007AFF),
    "systemFillColor": hex(0x787880, alpha: 0.2),
    "secondarySystemFillColor": hex(0x787880, alpha: 0.16),
    "tertiarySystemFillColor": hex(0x767680, alpha: 0.12),
    "quaternarySystemFillColor": hex(0x747480, alpha: 0.08),
    "systemBlueColor": hex(0x007AFF),
    "systemGreenColor": hex(0x34C759),
    "systemIndigoColor": hex(0x5856D6),
    "systemOrangeColor": hex(0xFF9500),
    "systemPinkColor": hex(0xFF2D55),
    "systemPurpleColor": hex(0xAF52DE),
    "systemRedColor": hex(0xFF3B30),
    "systemTealColor": hex(0x5AC8FA),
    "systemYellowColor": hex(0xFFCC00),
    "systemBrownColor": hex(0xA2845E),
    "systemMintColor": hex(0x00C7BE),
    "systemCyanColor": hex(0x32ADE6),
    "systemGrayColor": hex(0x8E8E93),
    "systemGray2Color": hex(0xAEAEB2),
    "systemGray3Color": hex(0xC7C7CC),
    "systemGray4Color": hex(0xD1D1D6),
    "systemGray5Color": hex(0xE5E5EA),
    "systemGray6Color": hex(0xF2F2F7),
    "lightTextColor": gray(1, alpha: 0.6),
    "darkTextColor": .black,
    "whiteColor": .white,
    "blackColor": .black,
    "clearColor": .clear,
    "darkGrayColor": gray(1.0 / 3),
    "lightGrayColor": gray(2.0 / 3),
    "grayColor": gray(0.5),
    "redColor": Color(red: 1, green: 0, blue: 0),
    "greenColor": Color(red: 0, green: 1, blue: 0),
    "blueColor": Color(red: 0, green: 0, blue: 1),
    "cyanColor": Color(red: 0, green: 1, blue: 1),
    "yellowColor": Color(red: 1, green: 1, blue: 0),
    "magentaColor": Color(red: 1, green: 0, blue: 1),
    "orangeColor": Color(red: 1, green: 0.5, blue: 0),
    "purpleColor": Color(red: 0.5, green: 0, blue: 0.5),
    "brownColor": Color(red: 0.6, green: 0.4, blue: 0.2),
  ]

  /// The colours of `cocoaTouchSystemColor` (documents of Xcode 10 and earlier).
  static let cocoaTouchColors: [String: Color] = [
    "whiteColor": .white,
    "blackColor": .black,
    "clearColor": .clear,
    "darkTextColor": .black,
    "lightTextColor": gray(1, alpha: 0.6),
    "groupTableViewBackgroundColor": hex(0xEFEFF4),
    "tableCellGroupedBackgroundColor": .white,
    "tableCellPlainBackgroundColor": .white,
    "scrollViewTexturedBackgroundColor": hex(0x6F7178),
    "viewFlipsideBackgroundColor": hex(0x1F2124),
    "underPageBackgroundColor": hex(0xB5B5B5),
  ]

  /// AppKit's catalogue colours (`catalog="System"`), light appearance.
  static let catalogColors: [String: Color] = [
    "controlColor": .white,
    "controlBackgroundColor": .white,
    "controlTextColor": gray(0, alpha: 0.85),
    "disabledControlTextColor": gray(0, alpha: 0.25),
    "textColor": .black,
    "textBackgroundColor": .white,
    "windowBackgroundColor": hex(0xECECEC),
    "windowFrameColor": hex(0xAAAAAA),
    "windowFrameTextColor": gray(0, alpha: 0.85),
    "labelColor": gray(0, alpha: 0.85),
    "secondaryLabelColor": gray(0, alpha: 0.5),
    "tertiaryLabelColor": gray(0, alpha: 0.26),
    "quaternaryLabelColor": gray(0, alpha: 0.1),
    "placeholderTextColor": gray(0, alpha: 0.25),
    "linkColor": hex(0x0068DA),
    "separatorColor": gray(0, alpha: 0.1),
    "gridColor": hex(0xE6E6E6),
    "headerColor": .white,
    "headerTextColor": gray(0, alpha: 0.85),
    "selectedControlColor": hex(0xB3D7FF),
    "selectedControlTextColor": gray(0, alpha: 0.85),
    "secondarySelectedControlColor": hex(0xDCDCDC),
    "alternateSelectedControlColor": hex(0x0063E1),
    "alternateSelectedControlTextColor": .white,
    "selectedTextBackgroundColor": hex(0xB3D7FF),
    "selectedTextColor": .black,
    "selectedMenuItemColor": hex(0x0063E1),
    "selectedMenuItemTextColor": .white,
    "keyboardFocusIndicatorColor": hex(0x0067F4, alpha: 0.5),
    "controlShadowColor": gray(0.5),
    "controlDarkShadowColor": .black,
    "controlHighlightColor": .white,
    "controlLightHighlightColor": .white,
    "shadowColor": .black,
    "highlightColor": .white,
    "knobColor": gray(0, alpha: 0.5),
    "scrollBarColor": hex(0xAAAAAA),
    "underPageBackgroundColor": hex(0x969696),
    // The first of AppKit's `alternatingContentBackgroundColors` (the rows between are F4F5F5).
    "alternatingContentBackgroundColor": .white,
    "unemphasizedSelectedContentBackgroundColor": hex(0xDCDCDC),
    "unemphasizedSelectedTextBackgroundColor": hex(0xDCDCDC),
    "unemphasizedSelectedTextColor": .black,
    "findHighlightColor": hex(0xFFFF00),
    "textInsertionPointColor": .black,
    // The user's accent colour; the default, blue.
    "controlAccentColor": hex(0x007AFF),
    "systemBlueColor": hex(0x007AFF),
    "systemGreenColor": hex(0x28CD41),
    "systemRedColor": hex(0xFF3B30),
    "systemOrangeColor": hex(0xFF9500),
    "systemYellowColor": hex(0xFFCC00),
    "systemGrayColor": hex(0x8E8E93),
    "systemPurpleColor": hex(0xAF52DE),
    "systemPinkColor": hex(0xFF2D55),
    "systemBrownColor": hex(0xA2845E),
  ]
}

/// Numbers as Interface Builder writes them (`0.0`, `17`, `1e-05`).
enum XIBNumbers {
  /// A finite number, or `nil`.
  static func double(_ text: String) -> Double? {
    guard let value = Double(text.trimmingSpaces), value.isFinite else { return nil }
    return value
  }

  /// A whole number (written `3` or `3.0`), or `nil`.
  static func int(_ text: String) -> Int? {
    let trimmed = text.trimmingSpaces
    if let value = Int(trimmed) { return value }
    guard let value = Double(trimmed), value.isFinite, value.rounded() == value,
      abs(value) < 9.0e15
    else { return nil }
    return Int(value)
  }

  /// A multiplier: a decimal, or a ratio written `1:2` or `1/3`.
  static func multiplier(_ text: String) -> Double? {
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2, let numerator = double(String(parts[0])),
        let denominator = double(String(parts[1])), denominator != 0
      else { return nil }
      return numerator / denominator
    }
    return double(text)
  }
}

extension String {
  /// The string without XML white space at either end.
  var trimmingSpaces: String {
    // Most values have no space at either end: kept without copying their bytes.
    guard let first = utf8.first, let last = utf8.last,
      SourceBytes.isSpace(first) || SourceBytes.isSpace(last)
    else { return self }
    let bytes = Array(utf8)
    var start = 0
    var end = bytes.count
    while start < end, SourceBytes.isSpace(bytes[start]) { start += 1 }
    while end > start, SourceBytes.isSpace(bytes[end - 1]) { end -= 1 }
    if start == 0 && end == bytes.count { return self }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
