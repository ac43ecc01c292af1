/// The look of a bar: a toolbar, a navigation bar, a tab bar, a search bar (UIKit's
/// `UIBarStyle`).
public enum BarStyle: String, CaseIterable, NibEnum {
  /// The default look: light.
  case `default`
  /// Dark.
  case black
  /// Dark and opaque (an older name of ``black``).
  case blackOpaque
  /// Dark and see-through (an older look).
  case blackTranslucent
}
