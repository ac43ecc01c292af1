/// Which parts of a view stretch when its superview's size changes: its margins to the
/// superview's edges, its width and its height (UIKit's `UIView.AutoresizingMask`).
///
/// A file names the members separated by spaces: `autoresizingMask="flexibleWidth
/// flexibleHeight"`. See ``View/autoresizingMask`` for the arithmetic.
public struct AutoresizingMask: NibOptionSet, Hashable {
  /// The members' bits: bit `i` is the `i`th of ``nibMembers``.
  public let rawValue: UInt8

  /// Creates a mask from its bits.
  /// - Parameter rawValue: The bits, as UIKit numbers them (left margin 1, width 2, right
  ///   margin 4, top margin 8, height 16, bottom margin 32).
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The distance to the superview's left edge stretches.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width stretches.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The distance to the superview's right edge stretches.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The distance to the superview's top edge stretches.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height stretches.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The distance to the superview's bottom edge stretches.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The members, named as files write them; member `i` is bit `i`.
  public static let nibMembers: [(name: String, value: AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]
}

extension AutoresizingMask {
  /// Where a subview with this mask goes when its superview's size changes from `oldSize` to
  /// `newSize` (see ``View/autoresizingMask``).
  /// - Parameters:
  ///   - frame: The subview's frame before the change.
  ///   - oldSize: The superview's size before the change.
  ///   - newSize: The superview's size after it.
  /// - Returns: The subview's new frame.
  public func resize(_ frame: Rect, from oldSize: Size, to newSize: Size) -> Rect {
    var frame = frame
    Self.share(
      newSize.width - oldSize.width, of: oldSize.width, position: &frame.origin.x,
      length: &frame.size.width, flexibleBefore: contains(.flexibleLeftMargin),
      flexibleLength: contains(.flexibleWidth), flexibleAfter: contains(.flexibleRightMargin))
    Self.share(
      newSize.height - oldSize.height, of: oldSize.height, position: &frame.origin.y,
      length: &frame.size.height, flexibleBefore: contains(.flexibleTopMargin),
      flexibleLength: contains(.flexibleHeight), flexibleAfter: contains(.flexibleBottomMargin))
    return frame
  }

  /// Shares a superview's change of length on one axis among a subview's flexible parts: the
  /// margin before it, its length and the margin after it, in proportion to their lengths
  /// before the change, or equally when those add up to zero or less. What falls to the
  /// margin after needs no change: it is what the others leave.
  private static func share(
    _ change: Double, of oldLength: Double, position: inout Double, length: inout Double,
    flexibleBefore: Bool, flexibleLength: Bool, flexibleAfter: Bool
  ) {
    guard change != 0, flexibleBefore || flexibleLength || flexibleAfter else { return }
    let before = position
    let own = length
    var flexibleSpace = 0.0
    if flexibleBefore { flexibleSpace += before }
    if flexibleLength { flexibleSpace += own }
    if flexibleAfter { flexibleSpace += oldLength - before - own }
    if flexibleSpace > 0 {
      let perPoint = change / flexibleSpace
      if flexibleBefore { position += perPoint * before }
      if flexibleLength { length += perPoint * own }
    } else {
      let parts = Double(
        (flexibleBefore ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleAfter ? 1 : 0))
      if flexibleBefore { position += change / parts }
      if flexibleLength { length += change / parts }
    }
  }
}
