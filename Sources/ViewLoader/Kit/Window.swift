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
