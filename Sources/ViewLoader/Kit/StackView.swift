/// A view that lays its subviews out in a row or a column.
///
/// The layout itself is the renderer's job; the stack view records how it should be done.
open class StackView: View {
  /// The direction in which arranged subviews follow each other.
  public enum Axis: String, CaseIterable, NibEnum {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// How arranged subviews are placed across the axis: UIKit's `UIStackView.Alignment`, and
  /// the attributes AppKit's `NSStackView` aligns by.
  public enum Alignment: String, CaseIterable, NibEnum {
    /// Stretched to fill the stack across the axis.
    case fill
    /// Against the leading edge (the top of a horizontal stack, the left of a vertical one).
    case leading
    /// Centred across the axis.
    case center
    /// Against the trailing edge (the bottom of a horizontal stack, the right of a vertical
    /// one).
    case trailing
    /// Against the top edge (a horizontal stack; the same as ``leading``).
    case top
    /// Against the bottom edge (a horizontal stack; the same as ``trailing``).
    case bottom
    /// Along the first baselines of their text (a horizontal stack).
    case firstBaseline
    /// Along the last baselines of their text (a horizontal stack).
    case lastBaseline
    /// Centred horizontally (a vertical macOS stack).
    case centerX
    /// Centred vertically (a horizontal macOS stack).
    case centerY
  }

  /// How arranged subviews share the length of the axis.
  public enum Distribution: String, CaseIterable, NibEnum {
    /// Subviews keep their sizes; the last one stretches to fill the rest.
    case fill
    /// Every subview gets the same length.
    case fillEqually
    /// Subviews keep their sizes; the space between them is equal.
    case equalSpacing
    /// Subviews share the length in proportion to their sizes.
    case fillProportionally
    /// Subviews keep their sizes; the distances between their centres are equal.
    case equalCentering
    /// Subviews cluster in gravity areas (AppKit's default).
    case gravityAreas
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedSpacing: Double = 0
  private var storedAxis: Axis = .horizontal
  private var storedAlignment: Alignment = .fill
  private var storedDistribution: Distribution = .fill
  private var storedIsBaselineRelativeArrangement = false
  private var storedIsLayoutMarginsRelativeArrangement = false
  private var storedDetachesHiddenViews = false

  /// A stack view has no margins unless they are set, as UIKit's (a view constrained to its
  /// `topMargin` in an Interface Builder document sits at its top).
  override class var defaultLayoutMargins: Insets { .zero }

  /// The direction of the stack.
  public var axis: Axis {
    get { storedAxis }
    set { storedAxis = newValue }
  }
  /// The distance between neighbouring arranged subviews.
  public var spacing: Double {
    get { storedSpacing }
    set { storedSpacing = newValue }
  }
  /// How subviews are placed across the axis.
  public var alignment: Alignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }
  /// How subviews share the length of the axis.
  public var distribution: Distribution {
    get { storedDistribution }
    set { storedDistribution = newValue }
  }

  /// Whether the spacing is measured from baseline to baseline; `false` by default.
  public var isBaselineRelativeArrangement: Bool {
    get { storedIsBaselineRelativeArrangement }
    set { storedIsBaselineRelativeArrangement = newValue }
  }
  /// Whether the subviews are laid out within the layout margins; `false` by default.
  public var isLayoutMarginsRelativeArrangement: Bool {
    get { storedIsLayoutMarginsRelativeArrangement }
    set { storedIsLayoutMarginsRelativeArrangement = newValue }
  }
  /// The object a macOS stack view tells as it detaches and reattaches views (AppKit's
  /// `NSStackViewDelegate`), or `nil`; the stack does not keep it alive.
  public var delegate: AnyObject? {
    get { extras?.delegate }
    set { extras(toStore: newValue)?.delegate = newValue }
  }
  /// Whether a macOS stack leaves hidden views out of its layout; `false` by default.
  public var detachesHiddenViews: Bool {
    get { storedDetachesHiddenViews }
    set { storedDetachesHiddenViews = newValue }
  }
  /// A macOS stack's margins around its subviews; zero by default.
  public var edgeInsets: Insets {
    get { existingDetails(StackEdgeInsets.self)?.insets ?? .zero }
    set { details(StackEdgeInsets.init).insets = newValue }
  }

  /// How strongly a macOS stack hugs its views horizontally: AppKit's
  /// `NSStackView.huggingPriority(for: .horizontal)`, 250 by default. Across its axis each
  /// view reaches the stack's far edge at this priority (a column of labels as wide as its
  /// widest, a slider as wide as its stack); along it, the spaces between views are no wider
  /// than `spacing` at it. Laid out below required (at most 999); UIKit's stacks do not hug.
  public var horizontalStackHuggingPriority: Double {
    get { existingDetails(StackHugging.self)?.horizontal ?? Self.defaultHuggingPriority }
    set { details(StackHugging.init).horizontal = newValue }
  }
  /// How strongly a macOS stack hugs its views vertically: AppKit's
  /// `NSStackView.huggingPriority(for: .vertical)`, 250 by default (see
  /// ``horizontalStackHuggingPriority``).
  public var verticalStackHuggingPriority: Double {
    get { existingDetails(StackHugging.self)?.vertical ?? Self.defaultHuggingPriority }
    set { details(StackHugging.init).vertical = newValue }
  }
  /// AppKit's stack views' default hugging priority (`NSLayoutConstraint.Priority.defaultLow`).
  static let defaultHuggingPriority = 250.0

  /// The views the stack lays out, in order: its subviews.
  public var arrangedSubviews: [View] {
    subviews
  }

  /// Adds a view to the end of the arranged subviews (the same as `addSubview(_:)`).
  /// - Parameter view: The view to add.
  public func addArrangedSubview(_ view: View) {
    addSubview(view)
  }
}

/// A macOS stack's edge insets, which few set: boxed in the view's extras. Owned by one stack.
private final class StackEdgeInsets {
  var insets: Insets = .zero
}

/// A macOS stack's hugging priorities, which only macOS documents set: boxed in the view's
/// extras. Owned by one stack.
private final class StackHugging {
  var horizontal = StackView.defaultHuggingPriority
  var vertical = StackView.defaultHuggingPriority
}
