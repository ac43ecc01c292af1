/// The metrics of one font face, in font units: what text measurement needs, with no font
/// file at run time. The faces are generated into `FontMetricsTable.swift` by
/// `scripts/generate-font-metrics.py` from openly licensed fonts close to Apple's.
struct FontFace: Sendable {
  /// The families of the table. Each stands in for Apple's fonts of its kind.
  enum Family: Sendable, Hashable {
    /// The system font below 20 points (SF Pro Text), measured with Inter (its semibold and
    /// bold widths scaled to the widths Xcode saves for SF Pro's).
    case systemText
    /// The system font from 20 points up (SF Pro Display), measured with Inter Display.
    case systemDisplay
    /// Helvetica, Helvetica Neue and Arial, measured with Liberation Sans.
    case sans
    /// Courier, Courier New and Menlo, measured with Liberation Mono.
    case mono
    /// Times, Times New Roman and Georgia, measured with Liberation Serif.
    case serif
    /// Roboto, the custom font apps most often bundle, measured with itself.
    case roboto
  }

  /// Font weights, as UIKit names them.
  enum Weight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight's place from lightest to heaviest (a switch, not a search of `allCases`,
    /// which made the array at every call: choosing a face asks twice for every face).
    var rank: Int {
      switch self {
      case .ultraLight: 0
      case .thin: 1
      case .light: 2
      case .regular: 3
      case .medium: 4
      case .semibold: 5
      case .bold: 6
      case .heavy: 7
      case .black: 8
      }
    }
  }

  /// The font file the metrics come from.
  let source: String
  let family: Family
  let weight: Weight
  let isItalic: Bool
  let unitsPerEm: Int
  /// Above the baseline, positive.
  let ascender: Int
  /// Below the baseline, positive.
  let descender: Int
  /// The extra space between lines.
  let lineGap: Int
  let capHeight: Int
  let xHeight: Int
  /// The advance of a scalar the table does not have: the mean of a...z.
  let averageAdvance: Int
  /// The advances of the scalars of ``tableRanges``, then of ``extraScalars``.
  let advances: [UInt16]

  /// The ranges of scalars whose advances open each face's ``advances``, in order, as
  /// `scripts/generate-font-metrics.py` writes them: ASCII, Latin-1, Latin Extended-A
  /// (Central European and Baltic languages, Turkish), the Greek letters and the basic
  /// Cyrillic letters; ``extraScalars`` follow.
  static let tableRanges: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0xA0...0xFF, 0x100...0x17F, 0x391...0x3C9, 0x400...0x45F,
  ]
  /// Where each range of ``tableRanges`` starts in ``advances``.
  private static let latin1Start = tableRanges[0].count
  private static let latinExtendedAStart = latin1Start + tableRanges[1].count
  private static let greekStart = latinExtendedAStart + tableRanges[2].count
  private static let cyrillicStart = greekStart + tableRanges[3].count
  /// Where ``extraScalars`` start in ``advances``.
  static let extrasStart = cyrillicStart + tableRanges[4].count

  /// The advance of a Unicode scalar, in font units.
  func advance(of scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    switch value {
    case 0x20...0x7E: return Double(advances[Int(value - 0x20)])
    case 0xA0...0xFF: return Double(advances[Int(value - 0xA0) + Self.latin1Start])
    case 0x100...0x17F: return Double(advances[Int(value - 0x100) + Self.latinExtendedAStart])
    case 0x391...0x3C9: return Double(advances[Int(value - 0x391) + Self.greekStart])
    case 0x400...0x45F: return Double(advances[Int(value - 0x400) + Self.cyrillicStart])
    case 0x0300...0x036F, 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF,
      0xE0100...0xE01EF:
      // Combining marks, zero-width spaces and joiners, variation selectors.
      return 0
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      // East Asian wide characters and emoji: one em.
      return Double(unitsPerEm)
    default:
      if let index = Self.extraScalars.firstIndex(of: value) {
        return Double(advances[Self.extrasStart + index])
      }
      return Double(averageAdvance)
    }
  }

  /// The face of a family closest to a weight and slant: the exact weight if the table has
  /// it, else the nearest (heavier on a tie), upright if no italic is near.
  static func closest(family: Family, weight: Weight, italic: Bool) -> FontFace {
    var best: FontFace? = nil
    var bestScore = Int.max
    for face in table where face.family == family {
      let distance = abs(face.weight.rank - weight.rank) * 2
      let tieBreak = face.weight.rank < weight.rank ? 1 : 0
      let slant = face.isItalic == italic ? 0 : 100
      let score = slant + distance * 2 + tieBreak
      if score < bestScore {
        bestScore = score
        best = face
      }
    }
    return best ?? table[0]
  }
}
