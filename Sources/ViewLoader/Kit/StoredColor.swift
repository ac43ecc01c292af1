/// A colour as a view stores it: in 8 bytes where a `Color?` takes 40.
///
/// A colour whose four components are each some n/255 — every colour the hex syntax of a nib
/// makes — is kept as its four 8-bit components; any other colour is kept whole in a shared
/// box. Reading gives back the very `Color` that was stored, bit for bit: a component is
/// packed only when n/255 reproduces it exactly.
enum StoredColor {
  /// Red, green, blue and alpha, 8 bits each, red highest.
  case packed(UInt32)
  /// A colour with a component that is not n/255.
  case exact(ExactColor)

  /// Stores `color`, packed when that loses nothing.
  @inline(__always)
  init(_ color: Color) {
    if let red = StoredColor.byte(color.red), let green = StoredColor.byte(color.green),
      let blue = StoredColor.byte(color.blue), let alpha = StoredColor.byte(color.alpha)
    {
      self = .packed(red << 24 | green << 16 | blue << 8 | alpha)
    } else {
      self = .exact(ExactColor(color))
    }
  }

  /// Stores an optional colour.
  @inline(__always)
  static func store(_ color: Color?) -> StoredColor? {
    color.map(StoredColor.init)
  }

  /// The colour stored.
  var color: Color {
    switch self {
    case .packed(let bits):
      return Color(
        red: StoredColor.component(bits >> 24), green: StoredColor.component(bits >> 16),
        blue: StoredColor.component(bits >> 8), alpha: StoredColor.component(bits))
    case .exact(let box):
      return box.color
    }
  }

  /// The component n/255 of the low 8 bits of `bits`.
  @inline(__always)
  private static func component(_ bits: UInt32) -> Double {
    Double(bits & 0xFF) / 255
  }

  /// n when `component` is exactly n/255 (the same bits, so not -0.0), else `nil`.
  @inline(__always)
  private static func byte(_ component: Double) -> UInt32? {
    // Rounded by adding one half and truncating (no call to `round`); NaN fails the test.
    let scaled = component * 255 + 0.5
    guard scaled >= 0.5, scaled < 256 else { return nil }
    let byte = UInt32(scaled)
    // Compared as read back, so -0.0 (which would come back as 0.0) stays whole.
    guard (Double(byte) / 255).bitPattern == component.bitPattern else { return nil }
    return byte
  }
}

/// A colour that does not pack, kept whole (immutable, so views may share it).
final class ExactColor: Sendable {
  let color: Color
  init(_ color: Color) { self.color = color }
}
