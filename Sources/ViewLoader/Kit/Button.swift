/// A control that performs an action when tapped.
open class Button: Control {
  /// The button's title, or `nil` for none.
  public var title: String? = nil
  /// The colour of the title; `nil` means the renderer's default.
  public var titleColor: Color? = nil
  /// The name of the button's image, or `nil` for none.
  public var image: String? = nil
}
