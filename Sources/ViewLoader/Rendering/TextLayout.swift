/// A font as the renderer draws it: a size and a weight, read from a kit `font` string.
struct KitFont: Equatable {
  /// The point size.
  var size: Double
  /// The CSS weight: 400 regular, 600 semibold, 700 bold, …
  var weight: Int = 400

  /// The font family list the picture asks for: the system font where there is one, then
  /// Helvetica and the fonts metric-compatible with it, whose widths ``TextMeasure`` knows.
  /// (Names without quotes: CSS takes a family name of several words as they are.)
  static let family =
    "-apple-system, SF Pro Text, Helvetica Neue, Helvetica, Arial, Liberation Sans, sans-serif"

  /// The text styles of Dynamic Type at their default sizes (`headline` is semibold).
  private static let textStyles: [String: KitFont] = [
    "largeTitle": KitFont(size: 34), "title1": KitFont(size: 28), "title2": KitFont(size: 22),
    "title3": KitFont(size: 20), "headline": KitFont(size: 17, weight: 600),
    "body": KitFont(size: 17), "callout": KitFont(size: 16), "subheadline": KitFont(size: 15),
    "footnote": KitFont(size: 13), "caption1": KitFont(size: 12), "caption2": KitFont(size: 11),
  ]

  /// The weights a font name may spell, most specific first (`semibold` before `bold`).
  private static let weights: [(String, Int)] = [
    ("ultralight", 200), ("thin", 100), ("light", 300), ("medium", 500), ("semibold", 600),
    ("heavy", 800), ("black", 900), ("bold", 700),
  ]

  /// Reads `system 17`, `system-bold 17`, `HelveticaNeue-Medium 15` or a text style such as
  /// `headline`, at its own size or another (`headline 38`, a tvOS document's); anything
  /// else, or a size that is not a positive number below 1,000, keeps `fallback`'s size.
  init(_ description: String?, fallback: KitFont) {
    self = fallback
    guard let description else { return }
    if let style = KitFont.textStyles[description] {
      self = style
      return
    }
    let parts = description.split(separator: " ")
    let style = parts.first.flatMap { KitFont.textStyles[String($0)] }
    if let style { self = style }
    if let last = parts.last, let size = Double(last), size > 0, size < 1_000 {
      self.size = size
    }
    guard style == nil else { return }
    let name = parts.first.map { $0.lowercased() } ?? ""
    if let weight = KitFont.weights.first(where: { name.contains($0.0) }) {
      self.weight = weight.1
    }
  }

  init(size: Double, weight: Int = 400) {
    self.size = size
    self.weight = weight
  }

  /// The distance between two lines' baselines.
  var lineHeight: Double { (size * 1.2).rounded() }
  /// How far the baseline lies below the middle of a line: about half the cap height.
  var baselineBelowMiddle: Double { size * 0.35 }
}

/// Widths of text, from Helvetica's metrics (which Liberation Sans and Arial share), in
/// thousandths of the font size. Close enough to cut and wrap text where iOS would, without
/// font files.
enum TextMeasure {
  /// The advance widths of U+0020…U+007E.
  private static let ascii: [UInt16] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space…/
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0…?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @…O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P…_
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // `…o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p…~
  ]

  /// The width of one character, in thousandths of the font size.
  static func advance(of scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    switch value {
    case 0x20...0x7E: return Double(ascii[Int(value - 0x20)])
    case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0  // marks, joiners
    case 0x2026: return 1000  // …
    case 0x2022: return 350  // •
    case 0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      return 1000  // wide: CJK, Hangul, full-width forms, emoji
    default: return 556
    }
  }

  /// The width of `text` in `font`. Helvetica's bold letters are about 8 % wider than its
  /// regular ones in lower case, 2 % in upper case and digits.
  static func width(of text: Substring, in font: KitFont) -> Double {
    var total = 0.0
    var lowercase = 0.0
    for scalar in text.unicodeScalars {
      let advance = advance(of: scalar)
      total += advance
      if scalar.properties.isLowercase { lowercase += advance }
    }
    if font.weight >= 600 { total = (total - lowercase) * 1.02 + lowercase * 1.08 }
    return total * font.size / 1000
  }

  /// The width of `text` in `font`.
  static func width(of text: String, in font: KitFont) -> Double {
    width(of: text[...], in: font)
  }
}

/// Breaks text into the lines a label shows: at line breaks, then at spaces to fit a width
/// (a word wider than the line is broken between characters), at most `maximumLines` lines,
/// the last of which ends with "…" when text is left over, as UILabel's tail truncation does.
enum TextLayout {
  /// Where a line that does not fit is cut.
  enum Truncation {
    /// The end is replaced by "…" (labels, text fields, cells).
    case tail
    /// The middle is replaced by "…" (button titles).
    case middle
  }

  /// How much wider than its box a line may be measured and still be drawn whole: the metrics
  /// are Helvetica's, and the system font a file's frames were sized for is a few per cent
  /// narrower (a label Interface Builder sized to fit its text must not lose its last letter).
  static let slack = 1.05

  /// The lines of `text` within `width`, at most `maximumLines` (at least one).
  static func lines(
    of text: String, font: KitFont, width: Double, maximumLines: Int,
    truncation: Truncation = .tail
  ) -> [String] {
    let width = max(width, 0) * slack
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.replacing("\r", with: "").replacing("\t", with: " ")
    }
    if maximumLines <= 1 {
      let whole = paragraphs.count > 1 ? paragraphs[0] + "\u{2026}" : paragraphs[0]
      return [fit(String(whole), font: font, width: width, truncation: truncation)]
    }
    var lines: [String] = []
    for paragraph in paragraphs {
      lines += wrap(paragraph[...], font: font, width: width)
      if lines.count > maximumLines { break }
    }
    guard lines.count > maximumLines else { return lines }
    var kept = Array(lines.prefix(maximumLines))
    kept[maximumLines - 1] = fit(
      kept[maximumLines - 1] + " " + lines[maximumLines], font: font, width: width,
      truncation: .tail, forceEllipsis: true)
    return kept
  }

  /// `line` cut to `width` with "…" (always ending in "…" when `forceEllipsis`).
  static func fit(
    _ line: String, font: KitFont, width: Double, truncation: Truncation,
    forceEllipsis: Bool = false
  ) -> String {
    // A hundredth of a point of slack: a box worked out from the same text's width may come
    // out a rounding error narrower.
    if !forceEllipsis, TextMeasure.width(of: line, in: font) <= width + 0.01 { return line }
    let ellipsis = "\u{2026}"
    let room = width - TextMeasure.width(of: ellipsis, in: font)
    let characters = Array(line)
    switch truncation {
    case .tail:
      var used = 0.0
      var count = 0
      for character in characters {
        let next = TextMeasure.width(of: String(character), in: font)
        if used + next > room { break }
        used += next
        count += 1
      }
      var kept = String(characters.prefix(count))
      while kept.last == " " { kept.removeLast() }
      return kept + ellipsis
    case .middle:
      var head = 0
      var tail = 0
      var used = 0.0
      while head + tail < characters.count {
        let takeHead = head <= tail
        let character = characters[takeHead ? head : characters.count - 1 - tail]
        let next = TextMeasure.width(of: String(character), in: font)
        if used + next > room { break }
        used += next
        if takeHead { head += 1 } else { tail += 1 }
      }
      return String(characters.prefix(head)) + ellipsis + String(characters.suffix(tail))
    }
  }

  /// One paragraph broken at spaces (or between characters) into lines of at most `width`.
  private static func wrap(_ paragraph: Substring, font: KitFont, width: Double) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0.0
    let space = TextMeasure.width(of: " ", in: font)
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = TextMeasure.width(of: word, in: font)
      if line.isEmpty, lineWidth == 0 {
        if wordWidth <= width {
          line = String(word)
          lineWidth = wordWidth
          continue
        }
      } else if lineWidth + space + wordWidth <= width {
        line += " " + word
        lineWidth += space + wordWidth
        continue
      } else {
        lines.append(line)
        line = ""
        lineWidth = 0
        if wordWidth <= width {
          line = String(word)
          lineWidth = wordWidth
          continue
        }
      }
      // A word wider than a line: broken between characters.
      for character in word {
        let next = TextMeasure.width(of: String(character), in: font)
        if lineWidth + next > width, !line.isEmpty {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += next
      }
    }
    lines.append(line)
    return lines
  }
}
