/// The root of a screen's tree: its root view at the back, overlays (a loading view, an alert)
/// in front. The z-order is the order of `subviews`, back to front, so what is in front can be
/// checked: ``frontmostView``.
///
/// The root view and the overlays cover the window, also when it is resized (a screen
/// rotates): a new size resizes to the new bounds the root view, while it is in the window,
/// and every overlay shown with ``showOverlay(_:)`` that still fills the window (its frame is
/// the old bounds). An overlay the app has framed otherwise since (an alert it centred, say)
/// and every subview added otherwise follow their `autoresizingMask`s, as any view's subviews
/// do (none, by default: they keep their frames).
///
/// ```swift
/// let window = Window()
/// window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
/// window.rootView = controller.view
/// window.showOverlay(loadingView)      // in front of everything
/// loadingView.removeFromSuperview()    // when the work is done
/// ```
open class Window: View {
  /// The view behind everything else, sized to the window; setting it replaces the previous
  /// one, and setting the same view again puts it back behind everything if it was moved.
  ///
  /// Setting the window itself or one of its ancestors stops the program, as
  /// ``View/addSubview(_:)`` does (that would make a cycle).
  public var rootView: View? {
    didSet {
      if rootView === oldValue, rootView?.superview === self, subviews.first === rootView {
        return
      }
      if oldValue !== rootView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
      if let rootView {
        rootView.frame = bounds
        insertSubview(rootView, at: 0)
      }
    }
  }

  /// The parts of a macOS window's frame (AppKit's `NSWindow.StyleMask`; an empty mask is a
  /// borderless window).
  public struct StyleMask: NibOptionSet, Hashable {
    /// The members' bits: bit `i` is the `i`th of ``nibMembers``.
    public let rawValue: UInt16
    /// Creates a mask from its bits.
    /// - Parameter rawValue: The bits, in the order of ``nibMembers``.
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// A title bar.
    public static let titled = StyleMask(rawValue: 1 << 0)
    /// A close button.
    public static let closable = StyleMask(rawValue: 1 << 1)
    /// A minimize button.
    public static let miniaturizable = StyleMask(rawValue: 1 << 2)
    /// Resizable by the user.
    public static let resizable = StyleMask(rawValue: 1 << 3)
    /// A unified title bar and toolbar.
    public static let unifiedTitleAndToolbar = StyleMask(rawValue: 1 << 4)
    /// Content under the title bar.
    public static let fullSizeContentView = StyleMask(rawValue: 1 << 5)
    /// A utility panel.
    public static let utilityWindow = StyleMask(rawValue: 1 << 6)
    /// A document-modal panel.
    public static let docModalWindow = StyleMask(rawValue: 1 << 7)
    /// A panel that does not activate its app.
    public static let nonactivatingPanel = StyleMask(rawValue: 1 << 8)
    /// A heads-up display panel.
    public static let hudWindow = StyleMask(rawValue: 1 << 9)
    /// A textured background (an older look).
    public static let texturedBackground = StyleMask(rawValue: 1 << 10)
    /// The members, named as files write them.
    public static let nibMembers: [(name: String, value: StyleMask)] = [
      ("titled", .titled), ("closable", .closable), ("miniaturizable", .miniaturizable),
      ("resizable", .resizable), ("unifiedTitleAndToolbar", .unifiedTitleAndToolbar),
      ("fullSizeContentView", .fullSizeContentView), ("utilityWindow", .utilityWindow),
      ("docModalWindow", .docModalWindow), ("nonactivatingPanel", .nonactivatingPanel),
      ("hudWindow", .hudWindow), ("texturedBackground", .texturedBackground),
    ]
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedTitle = ""
  private var storedFrameAutosaveName = ""
  private var storedMinSize: Size = .zero
  private var storedMaxSize = Size(
    width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
  private var storedToolbar: Toolbar? = nil
  private var storedStyleMask: StyleMask = [.titled, .closable, .miniaturizable, .resizable]
  private var storedIsRestorable = true
  private var storedIsReleasedWhenClosed = true
  private var storedHidesOnDeactivate = false
  private weak var storedDelegate: AnyObject? = nil
  private weak var storedInitialFirstResponder: View? = nil

  /// A macOS window's title; empty by default.
  public var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// A macOS window's content view: its ``rootView`` by AppKit's name (Interface Builder's
  /// `<view key="contentView">`).
  public var contentView: View? {
    get { rootView }
    set { rootView = newValue }
  }
  /// The parts of a macOS window's frame; titled, closable, miniaturizable and resizable by
  /// default.
  public var styleMask: StyleMask {
    get { storedStyleMask }
    set { storedStyleMask = newValue }
  }
  /// A macOS window's toolbar, or `nil`. A toolbar is drawn with the title bar, outside the
  /// content: the window holds it, but not as a subview.
  public var toolbar: Toolbar? {
    get { storedToolbar }
    set { storedToolbar = newValue }
  }
  /// The smallest size the user can give a macOS window; zero by default.
  public var minSize: Size {
    get { storedMinSize }
    set { storedMinSize = newValue }
  }
  /// The largest size the user can give a macOS window; no limit by default.
  public var maxSize: Size {
    get { storedMaxSize }
    set { storedMaxSize = newValue }
  }
  /// The name under which a macOS window's frame is saved; empty for none.
  public var frameAutosaveName: String {
    get { storedFrameAutosaveName }
    set { storedFrameAutosaveName = newValue }
  }
  /// Whether a macOS window is restored when its app relaunches; `true` by default.
  public var isRestorable: Bool {
    get { storedIsRestorable }
    set { storedIsRestorable = newValue }
  }
  /// Whether a macOS window is released when it closes; `true` by default.
  public var isReleasedWhenClosed: Bool {
    get { storedIsReleasedWhenClosed }
    set { storedIsReleasedWhenClosed = newValue }
  }
  /// Whether a macOS window hides while its app is not active; `false` by default.
  public var hidesOnDeactivate: Bool {
    get { storedHidesOnDeactivate }
    set { storedHidesOnDeactivate = newValue }
  }

  /// The object that hears about a macOS window's events (AppKit's `NSWindowDelegate`, often
  /// the window's controller); the window does not keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }

  /// The view that has the keyboard focus when a macOS window first opens, or `nil`; the
  /// window does not keep it alive.
  public var initialFirstResponder: View? {
    get { storedInitialFirstResponder }
    set { storedInitialFirstResponder = newValue }
  }

  /// The views shown with ``showOverlay(_:)``, held weakly: one that left the window (it is
  /// no longer a subview) or was added again as a plain subview is no overlay.
  private var overlays: [WeakView] = []

  /// Keeps the root view and the overlays that fill the window at its bounds when its size
  /// changes (see the type's description); other subviews autoresize as any view's do.
  override func autoresizedFrame(of subview: View, from oldSize: Size) -> Rect? {
    if subview === rootView || (isOverlay(subview) && Self.fills(subview.frame, oldSize)) {
      return bounds
    }
    return super.autoresizedFrame(of: subview, from: oldSize)
  }

  /// Whether `view` was shown with ``showOverlay(_:)`` and is still an overlay (a subview of
  /// the window that was not added again as a plain subview).
  private func isOverlay(_ view: View) -> Bool {
    overlays.contains { $0.view === view } && view.superview === self
  }

  /// Whether a frame is the bounds of a window of `size`. A NaN component matches a NaN one:
  /// an overlay that took the bounds of a window sized with NaN still fills it.
  private static func fills(_ frame: Rect, _ size: Size) -> Bool {
    func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    return frame.origin == .zero && same(frame.width, size.width)
      && same(frame.height, size.height)
  }

  /// The subview in front of all the others, or `nil` for an empty window.
  public var frontmostView: View? { subviews.last }

  /// Shows a view in front of everything in the window, covering the window: its frame is set
  /// to the window's bounds, and follows the window's size while it still fills the window
  /// (see the type's description). It stays an overlay until it leaves the window.
  /// - Parameter overlay: The view to show; it is moved here if it has another superview. It
  ///   must not be the window or one of its ancestors (that would make a cycle); doing so stops
  ///   the program, as for ``View/addSubview(_:)``.
  public func showOverlay(_ overlay: View) {
    overlay.frame = bounds
    addSubview(overlay)
    overlays.append(WeakView(view: overlay))
  }

  /// Inserts a view among the subviews, as ``View/insertSubview(_:at:)`` does; a view added so
  /// is a plain subview, not an overlay, even one shown with ``showOverlay(_:)`` before.
  override public func insertSubview(_ view: View, at index: Int) {
    super.insertSubview(view, at: index)
    overlays.removeAll { $0.view == nil || $0.view === view || $0.view?.superview !== self }
  }
}

/// A weak reference to a view, for lists that must not keep their views alive.
private struct WeakView {
  weak var view: View?
}
