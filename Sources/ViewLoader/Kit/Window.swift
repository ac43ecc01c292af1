/// The root of a screen's tree: its root view at the back, overlays (a loading view, an alert)
/// in front. The z-order is the order of `subviews`, back to front, so what is in front can be
/// checked: ``frontmostView``.
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

  /// The window's rectangle; a new size resizes the root view (while it is in the window) to
  /// match. Overlays are sized when shown, and keep their frames.
  override public var frame: Rect {
    didSet {
      guard frame.size != oldValue.size, let rootView, rootView.superview === self else { return }
      rootView.frame = bounds
    }
  }

  /// The subview in front of all the others, or `nil` for an empty window.
  public var frontmostView: View? { subviews.last }

  /// Shows a view in front of everything in the window, covering the window (its frame is set
  /// to the window's bounds now; it is not resized with the window).
  /// - Parameter overlay: The view to show; it is moved here if it has another superview.
  public func showOverlay(_ overlay: View) {
    overlay.frame = bounds
    addSubview(overlay)
  }
}
