/// A view whose content may be larger than its bounds and is scrolled into view (UIKit's
/// `UIScrollView`, AppKit's `NSScrollView`).
///
/// A macOS scroll view shows its document through a ``ClipView`` (``contentView``), with
/// ``Scroller``s and a table's header view beside it: each is a subview of the scroll view,
/// which setting the property makes it.
open class ScrollView: View {
  /// When a scroll view adds the safe area to its content insets (UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: String, CaseIterable, NibEnum {
    /// As the system decides.
    case automatic
    /// For the axes that scroll.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }

  /// How dragging the content dismisses the keyboard (UIKit's
  /// `UIScrollView.KeyboardDismissMode`).
  public enum KeyboardDismissMode: String, CaseIterable, NibEnum {
    /// It does not.
    case none
    /// When a drag begins.
    case onDrag
    /// As the drag moves down over the keyboard.
    case interactive
    /// When a drag begins, with the keyboard's accessory.
    case onDragWithAccessory
    /// As the drag moves down, with the keyboard's accessory.
    case interactiveWithAccessory
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedContentSize: Size = .zero
  private var storedContentOffset: Point = .zero
  /// What few scroll views set, in a box made on the first write.
  private var details: ScrollViewDetails? = nil

  /// The size of the scrollable content.
  public var contentSize: Size {
    get { storedContentSize }
    set { storedContentSize = newValue }
  }
  /// The point of the content shown at the view's top-left corner.
  public var contentOffset: Point {
    get { storedContentOffset }
    set { storedContentOffset = newValue }
  }

  /// The box of rarely set state, made on first use.
  private var madeDetails: ScrollViewDetails {
    if let details { return details }
    let made = ScrollViewDetails()
    details = made
    return made
  }

  /// Space around the content, inside the scrolling area; zero by default.
  public var contentInset: Insets {
    get { details?.contentInset ?? .zero }
    set { madeDetails.contentInset = newValue }
  }
  /// Insets of the scroll indicators from the view's edges; zero by default.
  public var scrollIndicatorInsets: Insets {
    get { details?.scrollIndicatorInsets ?? .zero }
    set { madeDetails.scrollIndicatorInsets = newValue }
  }
  /// When the safe area is added to the content insets; as the system decides by default.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { details?.contentInsetAdjustmentBehavior ?? .automatic }
    set { madeDetails.contentInsetAdjustmentBehavior = newValue }
  }
  /// How dragging dismisses the keyboard; it does not by default.
  public var keyboardDismissMode: KeyboardDismissMode {
    get { details?.keyboardDismissMode ?? .none }
    set { madeDetails.keyboardDismissMode = newValue }
  }
  /// Whether the user can scroll; `true` by default.
  public var isScrollEnabled: Bool {
    get { details?.isScrollEnabled ?? true }
    set { madeDetails.isScrollEnabled = newValue }
  }
  /// Whether scrolling stops at multiples of the view's size; `false` by default.
  public var isPagingEnabled: Bool {
    get { details?.isPagingEnabled ?? false }
    set { madeDetails.isPagingEnabled = newValue }
  }
  /// Whether the content bounces at its edges; `true` by default.
  public var bounces: Bool {
    get { details?.bounces ?? true }
    set { madeDetails.bounces = newValue }
  }
  /// Whether the content bounces vertically even when it fits; `false` by default.
  public var alwaysBounceVertical: Bool {
    get { details?.alwaysBounceVertical ?? false }
    set { madeDetails.alwaysBounceVertical = newValue }
  }
  /// Whether the content bounces horizontally even when it fits; `false` by default.
  public var alwaysBounceHorizontal: Bool {
    get { details?.alwaysBounceHorizontal ?? false }
    set { madeDetails.alwaysBounceHorizontal = newValue }
  }
  /// Whether the horizontal scroll indicator is shown while scrolling; `true` by default.
  public var showsHorizontalScrollIndicator: Bool {
    get { details?.showsHorizontalScrollIndicator ?? true }
    set { madeDetails.showsHorizontalScrollIndicator = newValue }
  }
  /// Whether the vertical scroll indicator is shown while scrolling; `true` by default.
  public var showsVerticalScrollIndicator: Bool {
    get { details?.showsVerticalScrollIndicator ?? true }
    set { madeDetails.showsVerticalScrollIndicator = newValue }
  }
  /// Whether a drag scrolls along one axis only; `false` by default.
  public var isDirectionalLockEnabled: Bool {
    get { details?.isDirectionalLockEnabled ?? false }
    set { madeDetails.isDirectionalLockEnabled = newValue }
  }
  /// Whether touches reach the content only once they are not a scroll; `true` by default.
  public var delaysContentTouches: Bool {
    get { details?.delaysContentTouches ?? true }
    set { madeDetails.delaysContentTouches = newValue }
  }
  /// The smallest zoom scale; 1 by default.
  public var minimumZoomScale: Double {
    get { details?.minimumZoomScale ?? 1 }
    set { madeDetails.minimumZoomScale = newValue }
  }
  /// The largest zoom scale; 1 by default.
  public var maximumZoomScale: Double {
    get { details?.maximumZoomScale ?? 1 }
    set { madeDetails.maximumZoomScale = newValue }
  }
  /// Whether a macOS scroll view has a vertical scroller; `true` by default.
  public var hasVerticalScroller: Bool {
    get { details?.hasVerticalScroller ?? true }
    set { madeDetails.hasVerticalScroller = newValue }
  }
  /// Whether a macOS scroll view has a horizontal scroller; `true` by default.
  public var hasHorizontalScroller: Bool {
    get { details?.hasHorizontalScroller ?? true }
    set { madeDetails.hasHorizontalScroller = newValue }
  }
  /// Whether a macOS scroll view hides its scrollers while they are not needed; `false` by
  /// default.
  public var autohidesScrollers: Bool {
    get { details?.autohidesScrollers ?? false }
    set { madeDetails.autohidesScrollers = newValue }
  }
  /// The border of a macOS scroll view; none by default (an Interface Builder document's
  /// scroll view without a `borderType` has a bezel).
  public var borderType: BorderType {
    get { details?.borderType ?? .noBorder }
    set { madeDetails.borderType = newValue }
  }

  /// A macOS scroll view's clip view, which shows the document (its ``ClipView/documentView``),
  /// or `nil`. Setting it makes the view a subview (behind the others), removing the previous
  /// one; a view that is already a subview stays where it is.
  public var contentView: ClipView? {
    get { details?.contentView }
    set {
      hold(newValue, replacing: details?.contentView, at: 0)
      madeDetails.contentView = newValue
    }
  }
  /// A macOS scroll view's horizontal scroller, or `nil`: a subview, as ``contentView`` is
  /// (in front).
  public var horizontalScroller: Scroller? {
    get { details?.horizontalScroller }
    set {
      hold(newValue, replacing: details?.horizontalScroller, at: Int.max)
      madeDetails.horizontalScroller = newValue
    }
  }
  /// A macOS scroll view's vertical scroller, or `nil`: a subview, as ``contentView`` is (in
  /// front).
  public var verticalScroller: Scroller? {
    get { details?.verticalScroller }
    set {
      hold(newValue, replacing: details?.verticalScroller, at: Int.max)
      madeDetails.verticalScroller = newValue
    }
  }
  /// The header view a macOS scroll view shows above its document (a table's column headers,
  /// Interface Builder's `<tableHeaderView key="headerView">`), or `nil`: a subview, as
  /// ``contentView`` is (in front).
  public var headerView: View? {
    get { details?.headerView }
    set {
      hold(newValue, replacing: details?.headerView, at: Int.max)
      madeDetails.headerView = newValue
    }
  }
  /// The document a macOS scroll view shows: its clip view's ``ClipView/documentView``.
  public var documentView: View? { contentView?.documentView }
}

/// What few scroll views set, boxed (``ScrollView``'s `details`). Owned by one scroll view.
private final class ScrollViewDetails {
  var contentInset: Insets = .zero
  var scrollIndicatorInsets: Insets = .zero
  var minimumZoomScale: Double = 1
  var maximumZoomScale: Double = 1
  var contentView: ClipView?
  var horizontalScroller: Scroller?
  var verticalScroller: Scroller?
  var headerView: View?
  var contentInsetAdjustmentBehavior: ScrollView.ContentInsetAdjustmentBehavior = .automatic
  var keyboardDismissMode: ScrollView.KeyboardDismissMode = .none
  var borderType: BorderType = .noBorder
  var isScrollEnabled = true
  var isPagingEnabled = false
  var bounces = true
  var alwaysBounceVertical = false
  var alwaysBounceHorizontal = false
  var showsHorizontalScrollIndicator = true
  var showsVerticalScrollIndicator = true
  var isDirectionalLockEnabled = false
  var delaysContentTouches = true
  var hasVerticalScroller = true
  var hasHorizontalScroller = true
  var autohidesScrollers = false
}
