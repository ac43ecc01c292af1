/// A control with an on and an off state.
open class Switch: Control {
  // Private storage behind a public property: exclusivity is then checked at compile time
  // (see View).
  private var storedIsOn: Bool = false
  private var storedOnTintColor: Color? = nil
  private var storedThumbTintColor: Color? = nil

  /// Whether the switch is on.
  public var isOn: Bool {
    get { storedIsOn }
    set { storedIsOn = newValue }
  }
  /// The colour of the track while the switch is on; `nil` for the default.
  public var onTintColor: Color? {
    get { storedOnTintColor }
    set { storedOnTintColor = newValue }
  }
  /// The colour of the thumb; `nil` for the default.
  public var thumbTintColor: Color? {
    get { storedThumbTintColor }
    set { storedThumbTintColor = newValue }
  }
}
