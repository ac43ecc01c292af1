/// A control with an on and an off state.
open class Switch: Control {
  /// Whether the switch is on.
  public var isOn: Bool = false
}
