/// A view that shows that work is in progress.
open class ActivityIndicator: View {
  /// The size of an activity indicator.
  public enum Style: String, CaseIterable, NibEnum {
    /// The standard size.
    case medium
    /// The large size.
    case large
  }

  /// Whether the indicator is animating.
  public var isAnimating: Bool = false
  /// The indicator's size.
  public var style: Style = .medium

  /// Starts the animation: sets `isAnimating` to `true`.
  public func startAnimating() {
    isAnimating = true
  }

  /// Stops the animation: sets `isAnimating` to `false`.
  public func stopAnimating() {
    isAnimating = false
  }
}
