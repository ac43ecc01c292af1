/// A view's one-bit state, packed in a byte of ``View``.
struct ViewFlags: OptionSet {
  let rawValue: UInt8

  /// ``View/autoresizesSubviews``.
  static let autoresizesSubviews = ViewFlags(rawValue: 1 << 0)
  /// ``View/isUserInteractionEnabled`` is off.
  static let userInteractionDisabled = ViewFlags(rawValue: 1 << 1)
  /// ``View/translatesAutoresizingMaskIntoConstraints`` is off.
  static let placedByConstraints = ViewFlags(rawValue: 1 << 2)
  /// An autoresizing pass is setting the view's frame: its setter leaves the subviews to it.
  static let resizingFromSuperview = ViewFlags(rawValue: 1 << 3)
  /// ``View/isMultipleTouchEnabled``.
  static let multipleTouchEnabled = ViewFlags(rawValue: 1 << 4)
  /// ``View/insetsLayoutMarginsFromSafeArea`` is off.
  static let marginsIgnoreSafeArea = ViewFlags(rawValue: 1 << 5)
  /// ``View/preservesSuperviewLayoutMargins``.
  static let preservesSuperviewLayoutMargins = ViewFlags(rawValue: 1 << 6)

  /// A new view's flags.
  static let initial: ViewFlags = [.autoresizesSubviews]

  /// Inserts or removes `flag`.
  @inline(__always)
  mutating func set(_ flag: ViewFlags, _ on: Bool) {
    if on { insert(flag) } else { remove(flag) }
  }
}

/// What few views set, boxed (``View/extras``): accessibility strings, colours and texts few
/// views have, layout state, constraints, layout guides and gesture recognisers. Owned by one
/// view.
final class ViewExtras {
  var accessibilityLabel: String?
  var accessibilityIdentifier: String?
  var accessibilityHint: String?
  var identifier: String?
  var isAccessibilityElement: Bool?
  /// An AppKit control's size (``Control/controlSize``), when not regular. (Declared here, it
  /// fills the padding after the flag.)
  var controlSize: Control.ControlSize?
  var toolTip: String?
  var tintColor: StoredColor?
  /// A layer's corners and border, a placeholder intrinsic size, the next key view: what still
  /// fewer views set.
  var decorations: ViewDecorations?
  /// The layout margins, when set (``View/layoutMargins`` has the class's default otherwise).
  var layoutMargins: Insets?
  var horizontalHuggingPriority: Double = LayoutPriority.defaultLow
  var verticalHuggingPriority: Double = LayoutPriority.defaultLow
  var horizontalCompressionResistancePriority: Double = LayoutPriority.defaultHigh
  var verticalCompressionResistancePriority: Double = LayoutPriority.defaultHigh
  var constraints: [LayoutConstraint] = []
  var layoutGuides: [LayoutGuide] = []
  var safeAreaLayoutGuide: LayoutGuide?
  var layoutMarginsGuide: LayoutGuide?
  var gestureRecognizers: [GestureRecognizer] = []
  /// Where a root's safe area and pixels are (``View/safeAreaInsets``), if set.
  var layoutEnvironment: LayoutEnvironment?
  /// A root's Auto Layout engine, kept between ``View/layoutIfNeeded()`` calls.
  var layoutEngine: LayoutEngine?
  /// The delegate of a kit view that keeps it here rather than in a field of its own (a text
  /// field's: most fields have none).
  weak var delegate: AnyObject?
  /// A kit subclass's own box of rarely set state (a label's, a text field's), so that the
  /// subclass needs no field of its own for it: see ``View/details(_:)``.
  var details: AnyObject?
}

/// What still fewer views set than the extras hold, boxed once more so that the extras of the
/// many views that set none of it (constraints, margins, priorities) stay small: a layer's
/// corners and border, a placeholder intrinsic size, the next view of the key view loop. Owned
/// by one view's extras.
final class ViewDecorations {
  /// The view the key goes to after this one (``View/nextKeyView``).
  weak var nextKeyView: View?
  /// The view's menu (``View/menu``).
  var menu: Menu?
  /// ``View/layerCornerRadius``, ``View/layerBorderWidth`` and ``View/layerBorderColor``.
  var layerCornerRadius: Double = 0
  var layerBorderWidth: Double = 0
  var layerBorderColor: StoredColor?
  /// ``View/placeholderIntrinsicWidth`` and ``View/placeholderIntrinsicHeight``: `nan` for a
  /// dimension not set.
  var placeholderIntrinsicSize: Size?
}
