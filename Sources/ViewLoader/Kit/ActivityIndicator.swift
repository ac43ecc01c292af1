/// A view that shows that work is in progress.
open class ActivityIndicator: View {
  /// The size of an activity indicator, and for UIKit's older styles its colour.
  public enum Style: String, CaseIterable, NibEnum {
    /// The standard size.
    case medium
    /// The large size.
    case large
    /// The standard size, white (an older UIKit style).
    case white
    /// The large size, white (an older UIKit style).
    case whiteLarge
    /// The standard size, gray (an older UIKit style).
    case gray

    /// Whether the style is large.
    public var isLarge: Bool { self == .large || self == .whiteLarge }

    /// The colour an older style says, or `nil` for ``medium`` and ``large``.
    public var impliedColor: Color? {
      switch self {
      case .white, .whiteLarge: .white
      case .gray: .gray
      case .medium, .large: nil
      }
    }
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedIsAnimating: Bool = false
  private var storedStyle: Style = .medium
  private var storedHidesWhenStopped = true
  private var storedColor: Color? = nil

  /// Whether the indicator is animating.
  public var isAnimating: Bool {
    get { storedIsAnimating }
    set { storedIsAnimating = newValue }
  }
  /// The indicator's size.
  public var style: Style {
    get { storedStyle }
    set { storedStyle = newValue }
  }

  /// Whether the indicator is hidden while it is not animating; `true` by default.
  public var hidesWhenStopped: Bool {
    get { storedHidesWhenStopped }
    set { storedHidesWhenStopped = newValue }
  }
  /// The indicator's colour, or `nil` for the style's: the one an older style says
  /// (``Style/impliedColor``), else the renderer's default.
  public var color: Color? {
    get { storedColor ?? storedStyle.impliedColor }
    set { storedColor = newValue }
  }

  /// Starts the animation: sets `isAnimating` to `true`.
  public func startAnimating() {
    isAnimating = true
  }

  /// Stops the animation: sets `isAnimating` to `false`.
  public func stopAnimating() {
    isAnimating = false
  }
}
