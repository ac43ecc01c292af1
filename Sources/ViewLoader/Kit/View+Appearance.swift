/// What few views set of their appearance: the tint and the tool tip. Kept in the view's box
/// of rarely set state.
extension View {
  /// The colour of the view's tinted parts (a button's title, a switch's track); `nil` means
  /// the superview's, as in UIKit.
  public var tintColor: Color? {
    get { extras?.tintColor?.color }
    set { extras(toStore: newValue)?.tintColor = StoredColor.store(newValue) }
  }
  /// Sets the tint colour in its stored form (a nib's colours come packed).
  final func setTintColor(_ color: StoredColor) { madeExtras.tintColor = color }
  /// A short help text a macOS renderer shows when the pointer rests on the view.
  public var toolTip: String? {
    get { extras?.toolTip }
    set { extras(toStore: newValue)?.toolTip = newValue }
  }
}
