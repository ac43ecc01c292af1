/// A macOS colour well: a swatch of a colour that opens the colour panel when clicked, and
/// sends its action when the colour changes (AppKit's `NSColorWell`).
open class ColorWell: Control {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedColor: Color? = nil
  private var storedIsBordered: Bool = true

  /// The colour the well shows; `nil` (AppKit's white) by default.
  public var color: Color? {
    get { storedColor }
    set { storedColor = newValue }
  }

  /// Whether the well draws its bezel around the swatch; `true` by default, as in AppKit.
  public var isBordered: Bool {
    get { storedIsBordered }
    set { storedIsBordered = newValue }
  }
}
