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
  /// The colour of the track while the switch is on; `nil` for the default.
  public var onTintColor: Color? {
    get { existingDetails(SwitchColors.self)?.onTint }
    set { details(SwitchColors.init).onTint = newValue }
  }
  /// The colour of the thumb; `nil` for the default.
  public var thumbTintColor: Color? {
    get { existingDetails(SwitchColors.self)?.thumbTint }
    set { details(SwitchColors.init).thumbTint = newValue }
  }
}

/// A switch's colours, which few set: boxed in the view's extras. Owned by one switch.
private final class SwitchColors {
  var onTint: Color?
  var thumbTint: Color?
}
