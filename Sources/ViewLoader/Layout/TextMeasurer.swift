/// Measures text in one font with the built-in metrics table: a line's width, a paragraph
/// wrapped at a width, and a label's intrinsic content size as UIKit computes it.
///
/// ```swift
/// let measurer = TextMeasurer(font: TextFont(description: "system 17") ?? .labelDefault)
/// measurer.width(of: "Label")                       // 41.5
/// measurer.lineHeight                               // 20.29
/// measurer.labelSize(of: "Label", numberOfLines: 1) // 41.5 × 20.5 (rounded up to 0.5 pt)
/// ```
struct TextMeasurer: Sendable {
  /// The font measured with.
  let font: TextFont
  private let face: FontFace
  /// Points per font unit.
  private let unitScale: Double
  /// Extra space after each character, in points (the system font's size-specific tracking).
  let tracking: Double

  /// A measurer for a font.
  /// - Parameter font: The font.
  init(font: TextFont) {
    self.font = font
    self.face = font.face
    self.unitScale = font.pointSize / Double(face.unitsPerEm)
    switch font.family {
    case .systemText, .systemDisplay: tracking = Self.systemTracking(atSize: font.pointSize)
    case .sans, .mono, .serif, .roboto: tracking = 0
    }
  }

  // MARK: Vertical metrics, in points

  /// Above the baseline.
  var ascender: Double { Double(face.ascender) * unitScale }
  /// Below the baseline (positive).
  var descender: Double { Double(face.descender) * unitScale }
  /// The space the font adds between lines.
  var leading: Double { Double(face.lineGap) * unitScale }
  /// The height of capital letters.
  var capHeight: Double { Double(face.capHeight) * unitScale }
  /// The height of lowercase letters.
  var xHeight: Double { Double(face.xHeight) * unitScale }
  /// The distance between baselines: ascender + descender + leading, as `UIFont.lineHeight`.
  var lineHeight: Double { Double(face.ascender + face.descender + face.lineGap) * unitScale }

  // MARK: Widths

  /// The advance of one scalar, tracking included, in points.
  func advance(of scalar: Unicode.Scalar) -> Double {
    let units = face.advance(of: scalar)
    return units == 0 ? 0 : units * unitScale + tracking
  }

  /// The width of text set on one line, line breaks included as if they were not there.
  /// - Parameter text: The text.
  func width(of text: some StringProtocol) -> Double {
    var total = 0.0
    for scalar in text.unicodeScalars where !Self.isLineBreak(scalar) {
      total += advance(of: scalar)
    }
    return total
  }

  // MARK: Paragraphs

  /// What wrapping text at a width gives.
  struct Paragraph: Hashable, Sendable {
    /// The lines shown and the width of each (trailing spaces left out).
    var lineWidths: [Double]
    /// Whether lines were left out for the limit on their number.
    var isTruncated: Bool
    /// The size of the text: the widest line, and the lines' height.
    var size: Size
  }

  /// Wraps text at a width, by words (then by characters for a word wider than the width), as
  /// a multi-line label does; line breaks in the text start new lines.
  /// - Parameters:
  ///   - text: The text.
  ///   - maximumWidth: The width to wrap at (`.infinity`: only line breaks start lines).
  ///   - numberOfLines: The most lines shown; 0 for no limit.
  func paragraph(of text: String, maximumWidth: Double = .infinity, numberOfLines: Int = 0)
    -> Paragraph
  {
    var lines: [Double] = []
    let limit = numberOfLines > 0 ? numberOfLines : Int.max
    var truncated = false
    for piece in Self.paragraphs(of: text) {
      wrap(piece, at: maximumWidth, into: &lines)
      if lines.count >= limit {
        truncated = lines.count > limit || piece.endIndex < text.unicodeScalars.endIndex
        break
      }
    }
    if lines.count > limit {
      lines.removeLast(lines.count - limit)
      truncated = true
    }
    if truncated, maximumWidth.isFinite, numberOfLines != 1, !lines.isEmpty {
      // The last line shown ends in an ellipsis after as much text as fits.
      lines[lines.count - 1] = maximumWidth
    }
    let width = lines.max() ?? 0
    return Paragraph(
      lineWidths: lines, isTruncated: truncated,
      size: Size(width: width, height: Double(lines.count) * lineHeight))
  }

  /// A label's intrinsic content size, as `UILabel.intrinsicContentSize` gives it: the text's
  /// size on one line (`numberOfLines` 1) or wrapped at `preferredMaxLayoutWidth` (when it is
  /// positive) within the line limit, rounded up to the display's pixels; zero for no text.
  /// - Parameters:
  ///   - text: The label's text.
  ///   - numberOfLines: The label's limit on lines; 0 for none.
  ///   - preferredMaxLayoutWidth: The width a multi-line label wraps at; 0 or less for none.
  ///   - displayScale: Pixels per point: sizes are rounded up to a multiple of its inverse
  ///     (2 rounds to half points).
  func labelSize(
    of text: String?, numberOfLines: Int, preferredMaxLayoutWidth: Double = 0,
    displayScale: Double = 2
  ) -> Size {
    guard let text, !text.isEmpty else { return Size(width: 0, height: 0) }
    let width =
      numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity
    let size = paragraph(of: text, maximumWidth: width, numberOfLines: numberOfLines).size
    return Size(
      width: Self.roundUp(size.width, scale: displayScale),
      height: Self.roundUp(size.height, scale: displayScale))
  }

  /// The height of `lines` lines, rounded up to the display's pixels as a label's is.
  /// - Parameters:
  ///   - lines: The number of lines.
  ///   - displayScale: Pixels per point.
  func labelHeight(lines: Int, displayScale: Double = 2) -> Double {
    Self.roundUp(Double(max(lines, 0)) * lineHeight, scale: displayScale)
  }

  /// Rounds a length up to a multiple of `1 / scale` (a rounding error's worth below one
  /// stays where it is).
  static func roundUp(_ value: Double, scale: Double) -> Double {
    guard scale > 0, value.isFinite else { return value }
    return (value * scale - 1e-7).rounded(.up) / scale
  }

  // MARK: Wrapping

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar.value == 0x3000
  }

  /// Whether a line may break after this scalar though no space follows: hyphens and dashes,
  /// and East Asian wide characters, which break between any two.
  private static func breaksAfter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2D, 0x2010, 0x2013, 0x2014: return true
    case 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x20000...0x3FFFD:
      return true
    default: return false
    }
  }

  /// The text's paragraphs, split at line breaks (CR LF counts once).
  private static func paragraphs(of text: String) -> [Substring.UnicodeScalarView] {
    var pieces: [Substring.UnicodeScalarView] = []
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if isLineBreak(scalar) {
        pieces.append(Substring(text.unicodeScalars[start..<index]).unicodeScalars)
        var next = scalars.index(after: index)
        if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
          next = scalars.index(after: next)
        }
        start = next
        index = next
      } else {
        index = scalars.index(after: index)
      }
    }
    pieces.append(Substring(text.unicodeScalars[start..<scalars.endIndex]).unicodeScalars)
    return pieces
  }

  /// Greedy wrapping of one paragraph: words (with what breaks after them) are added while
  /// they fit; spaces at the end of a line take no width.
  private func wrap(
    _ paragraph: Substring.UnicodeScalarView, at width: Double, into lines: inout [Double]
  ) {
    // A point of overhang still fits: the kit's widths are within a point of Apple's for two
    // thirds of real labels, and a line that fits there must not wrap here over the error.
    let fits = width + 1
    var lineWidth = 0.0
    var pendingSpaces = 0.0
    var lineHasText = false
    var wordAdvances: [Double] = []
    var word = 0.0
    var spaces = 0.0

    func place() {
      defer {
        wordAdvances.removeAll(keepingCapacity: true)
        word = 0
        spaces = 0
      }
      if lineHasText && lineWidth + pendingSpaces + word > fits {
        lines.append(lineWidth)
        lineWidth = 0
        pendingSpaces = 0
        lineHasText = false
      }
      if !lineHasText && word > fits {
        // A word wider than the line breaks between characters.
        for advance in wordAdvances {
          if lineHasText && lineWidth + advance > fits {
            lines.append(lineWidth)
            lineWidth = 0
          }
          lineWidth += advance
          lineHasText = true
        }
      } else {
        lineWidth += pendingSpaces + word
        lineHasText = lineHasText || !wordAdvances.isEmpty || spaces > 0
      }
      pendingSpaces = spaces
    }

    for scalar in paragraph {
      let advance = advance(of: scalar)
      if Self.isSpace(scalar) {
        spaces += advance
        continue
      }
      if spaces > 0 { place() }
      wordAdvances.append(advance)
      word += advance
      if Self.breaksAfter(scalar) { place() }
    }
    place()
    lines.append(lineWidth)
  }

  // MARK: Tracking

  /// The system font's tracking at a size, in points: Apple's published table for SF Pro
  /// (Text below 20 points, Display from 20), interpolated between the sizes it lists.
  static func systemTracking(atSize size: Double) -> Double {
    let table = size < 20 ? textTracking : displayTracking
    guard let first = table.first, let last = table.last else { return 0 }
    if size <= first.size { return first.tracking }
    if size >= last.size { return last.tracking }
    for index in 1..<table.count where size <= table[index].size {
      let low = table[index - 1]
      let high = table[index]
      let fraction = (size - low.size) / (high.size - low.size)
      return low.tracking + (high.tracking - low.tracking) * fraction
    }
    return last.tracking
  }

  private static let textTracking: [(size: Double, tracking: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
    (14, -0.15), (15, -0.24), (16, -0.32), (17, -0.43), (18, -0.44), (19, -0.45),
  ]

  private static let displayTracking: [(size: Double, tracking: Double)] = [
    (20, 0.38), (22, 0.35), (28, 0.36), (32, 0.40), (34, 0.40), (36, 0.37), (48, 0.35),
    (64, 0.26), (80, 0.2),
  ]
}
