/// The view of a macOS scroll view that shows part of its document view (AppKit's `NSClipView`): a
/// scroll view's ``ScrollView/contentView``.
open class ClipView: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedDocumentView: View? = nil
  private var storedDrawsBackground: Bool = true
  private var storedContentInsets: Insets = .zero

  /// The view scrolled, or `nil`. Setting it makes the view a subview of the clip view, removing
  /// the previous document view; a view that is already a subview stays where it is.
  public var documentView: View? {
    get { storedDocumentView }
    set {
      hold(newValue, replacing: storedDocumentView, at: 0)
      storedDocumentView = newValue
    }
  }

  /// Whether the background colour is drawn; `true` by default.
  public var drawsBackground: Bool {
    get { storedDrawsBackground }
    set { storedDrawsBackground = newValue }
  }

  /// Insets of the document view from the clip view's edges; zero by default.
  public var contentInsets: Insets {
    get { storedContentInsets }
    set { storedContentInsets = newValue }
  }
}
