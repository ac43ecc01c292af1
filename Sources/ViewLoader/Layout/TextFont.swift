/// A font text can be measured with: a face of the built-in metrics table at a point size,
/// read from a font description in the kit's syntax (`Label.font`).
///
/// The syntax: `system 17`, `system-bold 17`, `system-semibold 15` (any UIKit weight:
/// ultraLight, thin, light, regular, medium, semibold, bold, heavy, black; `system-italic`
/// too), a PostScript name and a size (`HelveticaNeue 15`, `HelveticaNeue-Bold 15`,
/// `Arial-BoldMT 12`, `Menlo-Regular 11`, `Roboto-Medium 14`), or a text style alone (`headline`, `body`,
/// `caption1`…, with UIKit's sizes at the default content size category). Families the table
/// does not have are measured with the system font of the weight their name gives, and say
/// so (``isSubstitute``).
struct TextFont: Hashable, Sendable {
  /// The size in points.
  let pointSize: Double
  /// The face's family in the table.
  let family: FontFace.Family
  let weight: FontFace.Weight
  let isItalic: Bool
  /// Whether the description named a family the table does not have, measured instead with
  /// the system font.
  let isSubstitute: Bool

  /// A font of the table.
  /// - Parameters:
  ///   - family: The family (`.systemText` or `.systemDisplay` for the system font, chosen by
  ///     size by ``system(size:weight:italic:)``).
  ///   - weight: The weight.
  ///   - italic: Whether it slants.
  ///   - pointSize: The size in points.
  init(
    family: FontFace.Family, weight: FontFace.Weight = .regular, italic: Bool = false,
    pointSize: Double, isSubstitute: Bool = false
  ) {
    self.family = family
    self.weight = weight
    self.isItalic = italic
    self.pointSize = pointSize
    self.isSubstitute = isSubstitute
  }

  /// The system font, as UIKit's `systemFont(ofSize:weight:)` gives it: its text design
  /// below 20 points, its display design from 20 up.
  static func system(
    size: Double, weight: FontFace.Weight = .regular, italic: Bool = false,
    isSubstitute: Bool = false
  ) -> TextFont {
    TextFont(
      family: size < 20 ? .systemText : .systemDisplay, weight: weight, italic: italic,
      pointSize: size, isSubstitute: isSubstitute)
  }

  /// A label's font when none is set: the system font at 17 points.
  static let labelDefault = TextFont.system(size: 17)

  /// UIKit's text styles at the default (large) content size category.
  static let textStyles: [String: (size: Double, weight: FontFace.Weight)] = [
    "largeTitle": (34, .regular), "title1": (28, .regular), "title2": (22, .regular),
    "title3": (20, .regular), "headline": (17, .semibold), "subheadline": (15, .regular),
    "body": (17, .regular), "callout": (16, .regular), "footnote": (13, .regular),
    "caption1": (12, .regular), "caption2": (11, .regular),
  ]

  /// Reads a font description. `nil` when it is malformed: no size where one is needed, a
  /// size that is not a positive number, an unknown text style, an empty name.
  /// - Parameter description: For example `system-semibold 15` or `headline`.
  init?(description: String) {
    // Taken apart by its bytes, not its characters: every label's measurement reads its
    // description, and splitting it by characters cost about 10,000 instructions a label.
    let parts = description.utf8.split(separator: UInt8(ascii: " "))
    guard let first = parts.first, parts.count <= 2 else { return nil }
    var size: Double? = nil
    if parts.count == 2 {
      guard let value = Double(String(decoding: parts[1], as: UTF8.self)), value > 0,
        value.isFinite
      else { return nil }
      size = value
    }
    let name = String(decoding: first, as: UTF8.self)
    if let style = Self.textStyle(named: name) {
      self = .system(size: size ?? style.size, weight: style.weight)
      return
    }
    guard let size else { return nil }
    let (familyName, styleName) = Self.split(postScriptName: name)
    let (weight, italic) = Self.weightAndSlant(of: styleName)
    var family = familyName.lowercased()
    for suffix in Self.familySuffixes where family.hasSuffix(suffix) && family != suffix {
      family.removeLast(suffix.count)
      break
    }
    switch family {
    case "system":
      self = .system(size: size, weight: weight, italic: italic)
    case "boldsystem":
      self = .system(size: size, weight: .bold, italic: italic)
    case "italicsystem":
      self = .system(size: size, weight: weight, italic: true)
    case "helvetica", "helveticaneue", "arial", "liberationsans":
      self.init(family: .sans, weight: weight, italic: italic, pointSize: size)
    case "courier", "couriernew", "menlo", "monaco", "sfmono", "liberationmono":
      self.init(family: .mono, weight: weight, italic: italic, pointSize: size)
    case "times", "timesnewroman", "georgia", "liberationserif":
      self.init(family: .serif, weight: weight, italic: italic, pointSize: size)
    case "roboto":
      self.init(family: .roboto, weight: weight, italic: italic, pointSize: size)
    default:
      guard !familyName.isEmpty else { return nil }
      self = .system(size: size, weight: weight, italic: italic, isSubstitute: true)
    }
  }

  private static func textStyle(named name: String) -> (size: Double, weight: FontFace.Weight)? {
    if let style = textStyles[name] { return style }
    // Interface Builder's spelling: UICTFontTextStyleBody, UICTFontTextStyleTitle1…
    let prefix = "UICTFontTextStyle"
    guard name.hasPrefix(prefix) else { return nil }
    var short = String(name.dropFirst(prefix.count))
    if short == "Subhead" { short = "Subheadline" }
    guard let head = short.first else { return nil }
    return textStyles[head.lowercased() + short.dropFirst()]
  }

  /// `HelveticaNeue-BoldItalic` → (`HelveticaNeue`, `BoldItalic`); `ArialMT` → (`ArialMT`, ``).
  private static func split(postScriptName name: String) -> (family: String, style: String) {
    guard let dash = name.utf8.firstIndex(of: UInt8(ascii: "-")) else { return (name, "") }
    return (String(name[..<dash]), String(name[name.index(after: dash)...]))
  }

  /// The weight and slant a style suffix names (`Bold`, `SemiboldItalic`, `LightOblique`,
  /// `BoldMT`…); regular and upright when it names neither.
  private static func weightAndSlant(of style: String) -> (FontFace.Weight, Bool) {
    // Most descriptions name no style (`system 17`): nothing to take apart.
    guard !style.isEmpty else { return (.regular, false) }
    var rest = style.lowercased()
    for suffix in styleSuffixes where rest.hasSuffix(suffix) { rest.removeLast(suffix.count) }
    var italic = false
    for slant in slants where rest.hasSuffix(slant) {
      italic = true
      rest.removeLast(slant.count)
    }
    for (name, weight) in styleWeights where rest == name { return (weight, italic) }
    return (.regular, italic || rest == "italic")
  }

  // The tables of the names above, made once rather than at every call.
  private static let familySuffixes = ["psmt", "mt", "ps"]
  private static let styleSuffixes = ["mt", "ps"]
  private static let slants = ["italic", "oblique"]
  private static let styleWeights: [(String, FontFace.Weight)] = [
    ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
    ("light", .light), ("regular", .regular), ("roman", .regular), ("book", .regular),
    ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold),
    ("extrabold", .heavy), ("heavy", .heavy), ("black", .black), ("bold", .bold),
  ]

  /// The table's face for this font.
  var face: FontFace {
    FontFace.closest(family: family, weight: weight, italic: isItalic)
  }
}
