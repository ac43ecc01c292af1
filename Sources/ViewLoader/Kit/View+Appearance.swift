/// What few views set of their appearance and identity: the tint, the tool tip, an AppKit
/// identifier, the next view of the key view loop, rounded corners and a border. Kept in the
/// view's box of rarely set state.
extension View {
  /// The colour of the view's tinted parts (a button's title, a switch's track); `nil` means
  /// the superview's, as in UIKit.
  public var tintColor: Color? {
    get { extras?.tintColor?.color }
    set { extras(toStore: newValue)?.tintColor = StoredColor.store(newValue) }
  }
  /// Sets the tint colour in its stored form (a nib's colours come packed).
  final func setTintColor(_ color: StoredColor) { madeExtras.tintColor = color }
  /// A name for the view that an app looks it up by (AppKit's `identifier`: a table cell
  /// view's identifier says which cells it makes), or `nil`.
  public var identifier: String? {
    get { extras?.identifier }
    set { extras(toStore: newValue)?.identifier = newValue }
  }
  /// A short help text a macOS renderer shows when the pointer rests on the view.
  public var toolTip: String? {
    get { extras?.toolTip }
    set { extras(toStore: newValue)?.toolTip = newValue }
  }
  /// The view the keyboard focus moves to from this one when the user presses Tab (AppKit's
  /// key view loop), or `nil`; the view does not keep it alive.
  public var nextKeyView: View? {
    get { extras?.decorations?.nextKeyView }
    set { decorations(toStore: newValue)?.nextKeyView = newValue }
  }
  /// The menu the view shows when it is clicked with the right button (AppKit's `menu` of a
  /// view: a table's menu of commands for its rows), or `nil`; a ``PopUpButton``'s is its
  /// menu of choices. The view keeps it alive.
  public var menu: Menu? {
    get { extras?.decorations?.menu }
    set { decorations(toStore: newValue)?.menu = newValue }
  }
  /// The radius of the view's rounded corners (UIKit's `layer.cornerRadius`, which Interface
  /// Builder documents set as a runtime attribute); 0 by default.
  public var layerCornerRadius: Double {
    get { extras?.decorations?.layerCornerRadius ?? 0 }
    set { decorations(toStore: newValue == 0 ? nil : newValue)?.layerCornerRadius = newValue }
  }
  /// The width of the border drawn inside the view's edges (`layer.borderWidth`); 0, none, by
  /// default.
  public var layerBorderWidth: Double {
    get { extras?.decorations?.layerBorderWidth ?? 0 }
    set { decorations(toStore: newValue == 0 ? nil : newValue)?.layerBorderWidth = newValue }
  }
  /// The colour of the view's border (`layer.borderColor`); `nil` for the default, opaque
  /// black.
  public var layerBorderColor: Color? {
    get { extras?.decorations?.layerBorderColor?.color }
    set { decorations(toStore: newValue)?.layerBorderColor = StoredColor.store(newValue) }
  }
  /// The box of decorations to write an optional value into, made (with the extras) when
  /// `value` is the first to keep; `nil` when there is no box and nothing to keep.
  final func decorations<Value>(toStore value: Value?) -> ViewDecorations? {
    guard let extras = extras(toStore: value) else { return nil }
    if extras.decorations == nil, value != nil { extras.decorations = ViewDecorations() }
    return extras.decorations
  }
}
