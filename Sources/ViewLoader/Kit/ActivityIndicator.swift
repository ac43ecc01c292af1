/// A view that shows that work is in progress.
open class ActivityIndicator: View {
  /// The size of an activity indicator.
  public enum Style: String, CaseIterable, NibEnum {
    /// The standard size.
    case medium
    /// The large size.
    case large
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedIsAnimating: Bool = false
  private var storedStyle: Style = .medium

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

  /// Starts the animation: sets `isAnimating` to `true`.
  public func startAnimating() {
    isAnimating = true
  }

  /// Stops the animation: sets `isAnimating` to `false`.
  public func stopAnimating() {
    isAnimating = false
  }
}
