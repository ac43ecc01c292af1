/// A macOS view that shows its subviews side by side (or one above the other) with dividers the
/// user drags (AppKit's `NSSplitView`).
open class SplitView: View {
  /// The look of a split view's dividers (AppKit's `NSSplitView.DividerStyle`).
  public enum DividerStyle: String, CaseIterable, NibEnum {
    /// A thick divider.
    case thick
    /// A thin divider.
    case thin
    /// A thick divider with a dimple.
    case paneSplitter
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedIsVertical: Bool = false
  private var storedDividerStyle: DividerStyle = .thick
  private var storedAutosaveName: String? = nil
  private var storedArrangesAllSubviews: Bool = true
  private weak var storedDelegate: AnyObject? = nil

  /// The object that decides how the panes resize and collapse (AppKit's
  /// `NSSplitViewDelegate`), or `nil`; the split view does not keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }

  /// Whether the dividers are vertical (the subviews side by side); `false` by default.
  public var isVertical: Bool {
    get { storedIsVertical }
    set { storedIsVertical = newValue }
  }

  /// The look of the dividers; thick by default.
  public var dividerStyle: DividerStyle {
    get { storedDividerStyle }
    set { storedDividerStyle = newValue }
  }

  /// The name under which the divider positions are saved, or `nil`.
  public var autosaveName: String? {
    get { storedAutosaveName }
    set { storedAutosaveName = newValue }
  }

  /// Whether every subview is a pane; `true` by default.
  public var arrangesAllSubviews: Bool {
    get { storedArrangesAllSubviews }
    set { storedArrangesAllSubviews = newValue }
  }
}
