/// The priorities of layout constraints and of content hugging and compression resistance, as
/// numbers from 0 to 1000 (UIKit's `UILayoutPriority` values).
public enum LayoutPriority {
  /// A constraint that must hold.
  public static let required = 1000.0
  /// The compression resistance of a view by default.
  public static let defaultHigh = 750.0
  /// The content hugging of a view by default.
  public static let defaultLow = 250.0
  /// The level at which a view's size fits its content.
  public static let fittingSizeLevel = 50.0
  /// The values a priority may take: in a nib file or an Interface Builder document, a priority
  /// outside them is `invalid-value` (UIKit refuses one above `required`).
  public static let range: ClosedRange<Double> = 0...1000
}
