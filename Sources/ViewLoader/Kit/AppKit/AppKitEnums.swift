/// The kind of border of a macOS box or scroll view (AppKit's `NSBorderType`; Interface Builder
/// writes `none`, `line`, `bezel` and `groove`).
public enum BorderType: String, CaseIterable, NibEnum {
  /// No border.
  case noBorder
  /// A line.
  case lineBorder
  /// A bezel.
  case bezelBorder
  /// A groove.
  case grooveBorder
}

/// How a macOS table column's width changes (AppKit's `NSTableColumn.ResizingOptions`).
public struct ColumnResizingMask: NibOptionSet, Hashable {
  /// The members' bits, as AppKit numbers them.
  public let rawValue: UInt8
  /// Creates a mask from its bits.
  /// - Parameter rawValue: The bits (with the table 1, by the user 2).
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The column resizes with the table.
  public static let autoresizingMask = ColumnResizingMask(rawValue: 1 << 0)
  /// The user may resize the column.
  public static let userResizingMask = ColumnResizingMask(rawValue: 1 << 1)
  /// The members, named as files write them.
  public static let nibMembers: [(name: String, value: ColumnResizingMask)] = [
    ("autoresizingMask", .autoresizingMask), ("userResizingMask", .userResizingMask),
  ]
}
