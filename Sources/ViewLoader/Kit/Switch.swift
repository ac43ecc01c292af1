/// A control with an on and an off state.
open class Switch: Control {
  // Private storage behind a public property: exclusivity is then checked at compile time
  // (see View).
  private var storedIsOn: Bool = false

  /// Whether the switch is on.
  public var isOn: Bool {
    get { storedIsOn }
    set { storedIsOn = newValue }
  }
}
