/// A colour as a view stores it: in 8 bytes where a `Color?` takes 40.
///
/// A colour whose four components are each some n/255 — every colour the hex syntax of a nib
/// makes — is kept as its four 8-bit components; any other colour is kept whole in a shared
/// box. Reading gives back the very `Color` that was stored, bit for bit: a component is
/// packed only when n/255 reproduces it exactly.
enum StoredColor {
  /// Red, green, blue and alpha, 8 bits each, red in the low byte (``pack(_:)``).
  case packed(UInt32)
  /// A colour with a component that is not n/255.
  case exact(ExactColor)

  /// Stores `color`, packed when that loses nothing.
  @inline(__always)
  init(_ color: Color) {
    if let bits = StoredColor.pack(color) {
      self = .packed(bits)
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
    case .packed(let bits): return StoredColor.unpack(bits)
    case .exact(let box): return box.color
    }
  }

  /// The colour as four bytes n (red in the low byte), when each component is exactly
  /// `Double(n) / 255` (as the parser computes hex colours); `nil` otherwise. Templates keep
  /// colours in this form too, so a view takes a template's colour as it is.
  @inline(__always)
  static func pack(_ color: Color) -> UInt32? {
    guard let red = byte(color.red), let green = byte(color.green), let blue = byte(color.blue),
      let alpha = byte(color.alpha)
    else { return nil }
    return red | green << 8 | blue << 16 | alpha << 24
  }

  /// The colour ``pack(_:)`` packed: bit for bit the components it was given.
  @inline(__always)
  static func unpack(_ bits: UInt32) -> Color {
    Color(
      red: Double(bits & 0xFF) / 255, green: Double(bits >> 8 & 0xFF) / 255,
      blue: Double(bits >> 16 & 0xFF) / 255, alpha: Double(bits >> 24) / 255)
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
