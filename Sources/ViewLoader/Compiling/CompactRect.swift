/// A rect whose four components are integers in `Int16`'s range, in eight bytes instead of a
/// `Rect`'s 32: what nearly every frame is ("0 0 320 44"), and a large file has one frame per
/// view, so a template keeps such rects in ``ValueColumns/compactRects``.
///
/// It holds exactly the rect it was made from: a component that is fractional, out of range, or
/// -0.0 (which would read back as 0) makes no compact rect.
struct CompactRect: Sendable {
  private let x: Int16
  private let y: Int16
  private let width: Int16
  private let height: Int16

  /// The rect in eight bytes, or `nil` when one of its components is not exactly an `Int16`.
  @inline(__always)
  init?(exactly rect: Rect) {
    guard let x = Self.component(rect.origin.x), let y = Self.component(rect.origin.y),
      let width = Self.component(rect.width), let height = Self.component(rect.height)
    else { return nil }
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rect it was made from, bit for bit.
  var rect: Rect {
    @inline(__always) get {
      Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }
  }

  /// `value` as an `Int16`, when that widens back to the same bit pattern: a fraction, -0.0
  /// (whose candidate is 0), NaN, infinities and numbers out of range are refused.
  ///
  /// The candidate is the low 16 bits of `value + 1.5 × 2^52`, whose last mantissa bit is worth
  /// 1: the nearest integer to any `value` under 2^51 in magnitude, and harmless garbage
  /// otherwise. The check back alone decides, so this needs neither the range checks of
  /// `Int16(_:)` nor the `trunc` call of `Int16(exactly:)`.
  @inline(__always)
  private static func component(_ value: Double) -> Int16? {
    let candidate = Int16(truncatingIfNeeded: (value + 0x1.8p52).bitPattern)
    return Double(candidate).bitPattern == value.bitPattern ? candidate : nil
  }
}
