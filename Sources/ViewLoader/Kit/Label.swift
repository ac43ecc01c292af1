/// A view that shows read-only text.
open class Label: View {
  /// The text shown, or `nil` for none.
  public var text: String? = nil
  /// The colour of the text; `nil` means the renderer's default.
  public var textColor: Color? = nil
  /// How the text lines up horizontally.
  public var textAlignment: TextAlignment = .natural
  /// The most lines the text may take; 0 means no limit.
  public var numberOfLines: Int = 1
  /// A font description for the renderer, for example `system 17`; `nil` means the default.
  public var font: String? = nil
}
