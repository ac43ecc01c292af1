/// A rectangular node of a headless view tree: a frame, a few visual properties and subviews.
///
/// `View` renders nothing; it is the model a renderer of your own (a terminal UI, HTML, tests)
/// reads. Its hierarchy behaves like UIKit's: a view has at most one superview, and adding it to
/// another parent removes it from the old one first.
///
/// Every tree operation and lookup walks the tree iteratively, and a view dismantles its subtree
/// iteratively when it is released, so trees of any depth are safe to build, search and drop.
///
/// Views are not `Sendable`: build and use one tree on one thread at a time.
open class View: NibObject {
  // The state lives in private stored properties behind public computed ones: the compiler
  // sees every access to private storage (whole-module optimization) and checks exclusivity
  // statically, where a public stored property of a class costs a runtime check on every
  // access — a nib sets several per view.
  //
  // Fields are declared in the order that leaves the least padding (Swift lays a class out in
  // declaration order), and the colour is packed: the one-byte fields after the flags fill
  // what would otherwise be padding before `extras`.
  private var storedFrame: Rect = .zero
  private var storedAlpha: Double = 1
  private var storedTag: Int = 0
  /// The `id` of the element that created the view (see ``nibID``).
  private var storedNibID: String? = nil
  private var storedBackgroundColor: StoredColor? = nil
  private var storedIsHidden: Bool = false
  private var storedClipsToBounds: Bool = false
  private var storedAutoresizingMask: AutoresizingMask = []
  private var storedContentMode: ContentMode = .scaleToFill
  private var flags: ViewFlags = .initial
  /// What few views set — accessibility strings, layout state, gesture recognisers — in a box
  /// made on the first write, so that a view without any of it pays 8 bytes.
  var extras: ViewExtras? = nil
  /// The subviews. Exclusivity is not checked at run time: every access is in this file, and
  /// none runs other code while the array is being modified, so no two accesses can overlap.
  @exclusivity(unchecked) private var children: [View] = []
  /// The superview: see ``superview``.
  private unowned(unsafe) var parent: View?

  /// The view's rectangle in its superview's coordinate space.
  ///
  /// A new size moves and resizes the subviews as their ``autoresizingMask``s say, when
  /// ``autoresizesSubviews`` is on (it is by default). The subviews' own subviews follow in
  /// turn, walked iteratively, so a tree of any depth resizes safely; a subclass that overrides
  /// `frame` sees its subviews resized after its override returns.
  public var frame: Rect {
    get { storedFrame }
    set {
      let oldSize = storedFrame.size
      storedFrame = newValue
      // Instantiation sets every frame before the view has subviews: one check, no work.
      if !children.isEmpty { sizeMayHaveChanged(from: oldSize) }
    }
  }
  /// The fill colour behind the view's content; `nil` means transparent.
  public var backgroundColor: Color? {
    get { storedBackgroundColor?.color }
    set { storedBackgroundColor = StoredColor.store(newValue) }
  }
  /// Sets the background colour in its stored form (a nib's colours come packed).
  final func setBackgroundColor(_ color: StoredColor) { storedBackgroundColor = color }
  /// The opacity, from 0 (invisible) to 1 (opaque).
  public var alpha: Double {
    get { storedAlpha }
    set { storedAlpha = newValue }
  }
  /// Whether the view and its subtree are hidden.
  public var isHidden: Bool {
    get { storedIsHidden }
    set { storedIsHidden = newValue }
  }
  /// A number that identifies the view to `viewWithTag(_:)`; 0 by default.
  public var tag: Int {
    get { storedTag }
    set { storedTag = newValue }
  }
  /// Whether subviews are clipped to the view's bounds.
  public var clipsToBounds: Bool {
    get { storedClipsToBounds }
    set { storedClipsToBounds = newValue }
  }
  /// The `id` the view had in the nib file that created it, or `nil` for a view made in code
  /// or created from an element without an `id`.
  ///
  /// Set when the view is created (a renderer or a test names a view by it without the
  /// ``LoadedNib``), and kept as the view moves between superviews or is reused as a cell.
  public internal(set) var nibID: String? {
    get { storedNibID }
    set { storedNibID = newValue }
  }
  /// How the view fits its content into its bounds; ``ContentMode/scaleToFill`` by default.
  public var contentMode: ContentMode {
    get { storedContentMode }
    set { storedContentMode = newValue }
  }
  /// Which of the view's margins and lengths stretch when its superview's size changes; none
  /// by default.
  ///
  /// On each axis, the superview's change of size is shared among the flexible parts of that
  /// axis (the margin before the view, its length, the margin after it) in proportion to their
  /// lengths before the change, as UIKit shares it; when those lengths add up to zero or less,
  /// in equal shares. A view with no flexible part on an axis keeps its position and length on
  /// it. No rounding is applied.
  public var autoresizingMask: AutoresizingMask {
    get { storedAutoresizingMask }
    set { storedAutoresizingMask = newValue }
  }
  /// Whether a change of the view's size moves and resizes its subviews as their
  /// ``autoresizingMask``s say; `true` by default.
  public var autoresizesSubviews: Bool {
    get { flags.contains(.autoresizesSubviews) }
    set { flags.set(.autoresizesSubviews, newValue) }
  }
  /// Whether the view takes part in user interaction; `true` by default (`false` for labels
  /// and image views, as in UIKit). The kit records it for the input system of a renderer.
  public var isUserInteractionEnabled: Bool {
    get { !flags.contains(.userInteractionDisabled) }
    set { flags.set(.userInteractionDisabled, !newValue) }
  }
  /// Whether a layout engine turns the view's frame and ``autoresizingMask`` into constraints
  /// (UIKit's rule for views made in code); `true` by default. Interface Builder writes `false`
  /// for the views that its constraints place.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { !flags.contains(.placedByConstraints) }
    set { flags.set(.placedByConstraints, !newValue) }
  }
  /// Whether the view receives more than one touch at a time; `false` by default.
  public var isMultipleTouchEnabled: Bool {
    get { flags.contains(.multipleTouchEnabled) }
    set { flags.set(.multipleTouchEnabled, newValue) }
  }
  /// Whether the layout margins grow to stay inside the safe area; `true` by default.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { !flags.contains(.marginsIgnoreSafeArea) }
    set { flags.set(.marginsIgnoreSafeArea, !newValue) }
  }
  /// Whether the view's layout margins take in its superview's where they overlap; `false` by
  /// default.
  public var preservesSuperviewLayoutMargins: Bool {
    get { flags.contains(.preservesSuperviewLayoutMargins) }
    set { flags.set(.preservesSuperviewLayoutMargins, newValue) }
  }
  /// A short, localized description of the view for assistive technologies.
  public var accessibilityLabel: String? {
    get { extras?.accessibilityLabel }
    set { extras(toStore: newValue)?.accessibilityLabel = newValue }
  }
  /// A stable identifier of the view for UI tests.
  public var accessibilityIdentifier: String? {
    get { extras?.accessibilityIdentifier }
    set { extras(toStore: newValue)?.accessibilityIdentifier = newValue }
  }
  /// A short, localized hint of what using the view does, for assistive technologies.
  public var accessibilityHint: String? {
    get { extras?.accessibilityHint }
    set { extras(toStore: newValue)?.accessibilityHint = newValue }
  }
  /// Whether assistive technologies treat the view as one element, or `nil` for the kind's
  /// default (controls, labels and image views are elements; plain views are not).
  public var isAccessibilityElement: Bool? {
    get { extras?.isAccessibilityElement }
    set { extras(toStore: newValue)?.isAccessibilityElement = newValue }
  }
  /// The box to write an optional value into, made when `value` is the first to keep; `nil`
  /// when there is no box and nothing to keep.
  final func extras<Value>(toStore value: Value?) -> ViewExtras? {
    if extras == nil, value != nil { extras = ViewExtras() }
    return extras
  }
  /// A kit subclass's box of rarely set state (one class per view), kept in the extras.
  /// - Parameter make: Makes the box the first time.
  final func details<Details: AnyObject>(_ make: () -> Details) -> Details {
    let extras = madeExtras
    if let details = extras.details as? Details { return details }
    let made = make()
    extras.details = made
    return made
  }
  /// The subclass's box, if one was made.
  final func existingDetails<Details: AnyObject>(_ type: Details.Type) -> Details? {
    extras?.details as? Details
  }
  /// The box of rarely set state, made on first use.
  final var madeExtras: ViewExtras {
    if let extras { return extras }
    let made = ViewExtras()
    extras = made
    return made
  }

  /// The direct children of the view, back to front.
  public var subviews: [View] { children }
  /// The view's parent, or `nil` for the root of a tree.
  ///
  /// A back pointer that the parent maintains rather than a `weak` reference (which would give
  /// every parent a side table): it is set only while this view is in the parent's `subviews`,
  /// which keep the parent's children alive, and the parent clears it when it removes the view
  /// and in its `deinit`. So it never outlives the parent: the view's superview becomes `nil`
  /// when it is removed or when the parent goes away, as a weak reference would.
  public var superview: View? { parent }

  /// Creates a view with a zero frame and default properties.
  public required init() {}

  /// The ``layoutMargins`` of a view of this class that sets none: 8 points on each side.
  class var defaultLayoutMargins: Insets { Insets(top: 8, left: 8, bottom: 8, right: 8) }

  /// Releases the subtree iteratively, so that dropping a very deep tree cannot overflow the
  /// stack.
  ///
  /// Children that nobody else holds are emptied before they are released, so each of their
  /// own deinitializers has nothing left to recurse into. A child that is still referenced
  /// elsewhere keeps its subtree and simply loses its superview.
  ///
  /// Every view taken from a dying parent has its `superview` cleared before that parent is
  /// gone: the direct children here, and the children of each emptied child as they are
  /// popped (their parent is released right after).
  deinit {
    guard !children.isEmpty else { return }
    var pending = children
    children = []
    while var child = pending.popLast() {
      child.parent = nil
      if isKnownUniquelyReferenced(&child) {
        pending.append(contentsOf: child.children)
        child.children = []
      }
    }
  }

  /// Called once after the nib that created the view has finished loading; does nothing by
  /// default. Subclasses override it to finish their setup.
  open func awakeFromNib() {}

  /// The size the view's content needs, for Auto Layout (``layoutIfNeeded()``): a dimension
  /// of ``View/noIntrinsicMetric`` has none. A plain view has none; labels, buttons, switches,
  /// image views and the other content-bearing kit views measure theirs (see
  /// Documentation/Layout.md). Subclasses override it as in UIKit.
  open var intrinsicContentSize: Size { kitIntrinsicContentSize }

  /// The insets from the view's frame of the rectangle Auto Layout aligns (its constraints,
  /// intrinsic size and stack views place that rectangle, and the frame is it outset by these):
  /// zero for most views; a slider's frame is wider than its track, as in UIKit. Subclasses
  /// override it as in UIKit.
  open var alignmentRectInsets: Insets { kitAlignmentRectInsets }

  /// The view's rectangle in its own coordinate space: origin zero, the frame's size.
  public var bounds: Rect {
    Rect(origin: .zero, size: frame.size)
  }

  // MARK: - Autoresizing

  /// Resizes the subviews after the frame changed from a size of `oldSize`, unless the size is
  /// the same or an autoresizing pass under way set the frame (it resizes the subviews itself).
  @inline(never)
  private func sizeMayHaveChanged(from oldSize: Size) {
    let newSize = storedFrame.size
    guard !flags.contains(.resizingFromSuperview),
      oldSize.width != newSize.width || oldSize.height != newSize.height
    else { return }
    View.resizeSubviews(of: self, from: oldSize)
  }

  /// The frame a subview takes after this view's size changed from `oldSize`, or `nil` when it
  /// keeps its frame: as its ``autoresizingMask`` says, when ``autoresizesSubviews`` is on.
  /// (A window also keeps its root view and overlays at its bounds.)
  func autoresizedFrame(of subview: View, from oldSize: Size) -> Rect? {
    let mask = subview.storedAutoresizingMask
    guard flags.contains(.autoresizesSubviews), !mask.isEmpty else { return nil }
    return mask.resize(subview.frame, from: oldSize, to: storedFrame.size)
  }

  /// Moves and resizes the subtree under `root`, whose size changed from `oldSize`: each view
  /// whose size changes passes the change on to its own subviews, iteratively.
  private static func resizeSubviews(of root: View, from oldSize: Size) {
    var pending = [(view: root, oldSize: oldSize)]
    while let (view, oldSize) = pending.popLast() {
      for child in view.children {
        guard let resized = view.autoresizedFrame(of: child, from: oldSize) else { continue }
        let before = child.frame.size
        // Set through `frame`, so a subclass's override runs; the flag keeps the setter from
        // starting a pass of its own (the child is queued here instead).
        child.flags.insert(.resizingFromSuperview)
        child.frame = resized
        child.flags.remove(.resizingFromSuperview)
        let after = child.storedFrame.size
        if !child.children.isEmpty, before.width != after.width || before.height != after.height {
          pending.append((child, before))
        }
      }
    }
  }

  // MARK: - Hierarchy

  /// Adds a view as the last (front-most) subview.
  ///
  /// The view is removed from its current superview first; adding a view that is already a
  /// subview moves it to the front.
  /// - Parameter view: The view to add. It must not be this view or one of its ancestors
  ///   (that would make a cycle); doing so stops the program.
  public func addSubview(_ view: View) {
    insertSubview(view, at: Int.max)
  }

  /// Inserts a view among the subviews at an index.
  ///
  /// The view is removed from its current superview first; the index is then clamped to
  /// `0...subviews.count`.
  /// - Parameters:
  ///   - view: The view to insert. It must not be this view or one of its ancestors (that would
  ///     make a cycle); doing so stops the program.
  ///   - index: The position among the subviews; 0 is the back.
  public func insertSubview(_ view: View, at index: Int) {
    precondition(!wouldCreateCycle(adding: view), "a view cannot be its own descendant")
    view.removeFromSuperview()
    children.insert(view, at: min(max(index, 0), children.count))
    view.parent = self
  }

  /// Makes a view the one a property holds (a box's content view, say), in place of the one
  /// it held: the old view leaves, if it is a subview, and the new one becomes a subview at
  /// `index`, unless it is one already (it then stays where it is).
  /// - Parameters:
  ///   - view: The new view, or `nil`. It must not be this view or one of its ancestors (that
  ///     would make a cycle); doing so stops the program, as ``addSubview(_:)`` does.
  ///   - old: The view the property held.
  ///   - index: Where among the subviews the new view goes (clamped).
  final func hold(_ view: View?, replacing old: View?, at index: Int) {
    if let old, old !== view, old.superview === self { old.removeFromSuperview() }
    if let view, view.superview !== self { insertSubview(view, at: index) }
  }

  /// Appends a view that a nib has just created: it has no superview and cannot be an
  /// ancestor, so none of ``insertSubview(_:at:)``'s checks apply.
  @inline(__always)
  func appendCreatedSubview(_ view: View) {
    children.append(view)
    view.parent = self
  }

  /// Makes room for `count` more subviews, so that a nib's children are appended without the
  /// array growing step by step.
  func reserveSubviewCapacity(_ count: Int) {
    children.reserveCapacity(children.count + count)
  }

  /// Removes the view from its superview; does nothing when it has none.
  public func removeFromSuperview() {
    guard let parent else { return }
    if let index = parent.children.firstIndex(where: { $0 === self }) {
      parent.children.remove(at: index)
    }
    self.parent = nil
  }

  /// Moves a subview to the front (the end of `subviews`); does nothing if `view` is not a
  /// subview of this view.
  /// - Parameter view: One of the view's subviews.
  public func bringSubviewToFront(_ view: View) {
    guard let index = children.firstIndex(where: { $0 === view }) else { return }
    children.append(children.remove(at: index))
  }

  /// Moves a subview to the back (the start of `subviews`); does nothing if `view` is not a
  /// subview of this view.
  /// - Parameter view: One of the view's subviews.
  public func sendSubviewToBack(_ view: View) {
    guard let index = children.firstIndex(where: { $0 === view }) else { return }
    children.insert(children.remove(at: index), at: 0)
  }

  /// Swaps the subviews at two indices.
  /// - Parameters:
  ///   - index1: A valid index into `subviews`.
  ///   - index2: A valid index into `subviews`.
  /// - Precondition: Both indices are valid, as for `Array.swapAt(_:_:)`.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    children.swapAt(index1, index2)
  }

  /// Whether this view is `view` itself or lies anywhere below it (as UIKit's
  /// `isDescendant(of:)`).
  /// - Parameter view: The possible ancestor.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Whether adding `view` under this view would put a view under itself.
  private func wouldCreateCycle(adding view: View) -> Bool {
    // A view without subviews can only be an ancestor of this view by being this view; the
    // cheap check keeps building a deep chain top-down linear.
    if view === self { return true }
    return !view.subviews.isEmpty && isDescendant(of: view)
  }

  // MARK: - Lookups

  /// The first view whose `tag` equals `tag`, searching this view and then its descendants
  /// depth-first in pre-order (document order for a loaded tree), as UIKit does.
  /// - Parameter tag: The tag to look for.
  /// - Returns: The matching view, or `nil`.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    return firstInPreOrder { $0.tag == tag }
  }

  /// Every descendant (not this view) that is a `T` or a subclass of it, in pre-order.
  /// - Parameter type: The type to match, for example `Button.self`.
  /// - Returns: The matches, in document order for a loaded tree.
  public func descendants<T: View>(ofType type: T.Type) -> [T] {
    var matches: [T] = []
    var pending = Array(subviews.reversed())
    while let view = pending.popLast() {
      if let match = view as? T { matches.append(match) }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return matches
  }

  /// The first descendant (not this view) in pre-order that is a `T` or a subclass of it.
  /// - Parameter type: The type to match, for example `Label.self`.
  /// - Returns: The first match, or `nil`.
  public func firstDescendant<T: View>(ofType type: T.Type) -> T? {
    firstInPreOrder { $0 is T } as? T
  }

  /// The first strict descendant in pre-order that satisfies `predicate`.
  private func firstInPreOrder(where predicate: (View) -> Bool) -> View? {
    var pending = Array(subviews.reversed())
    while let view = pending.popLast() {
      if predicate(view) { return view }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }
}
