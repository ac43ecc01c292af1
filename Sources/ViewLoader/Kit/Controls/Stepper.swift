/// A control of two buttons that step a value up and down (UIKit's `UIStepper`, AppKit's
/// `NSStepper`). It sends `valueChanged` when the value changes.
open class Stepper: Control {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedValue: Double = 0
  private var storedMinimumValue: Double = 0
  private var storedMaximumValue: Double = 100
  private var storedStepValue: Double = 1
  private var storedIsContinuous: Bool = true
  private var storedAutorepeat: Bool = true
  private var storedWraps: Bool = false

  /// The value; 0 by default.
  public var value: Double {
    get { storedValue }
    set { storedValue = newValue }
  }

  /// The lowest value; 0 by default.
  public var minimumValue: Double {
    get { storedMinimumValue }
    set { storedMinimumValue = newValue }
  }

  /// The highest value; 100 by default.
  public var maximumValue: Double {
    get { storedMaximumValue }
    set { storedMaximumValue = newValue }
  }

  /// How much one press changes the value; 1 by default.
  public var stepValue: Double {
    get { storedStepValue }
    set { storedStepValue = newValue }
  }

  /// Whether `valueChanged` is sent while a button is held, not only when it is let go; `true` by
  /// default.
  public var isContinuous: Bool {
    get { storedIsContinuous }
    set { storedIsContinuous = newValue }
  }

  /// Whether holding a button keeps stepping; `true` by default.
  public var autorepeat: Bool {
    get { storedAutorepeat }
    set { storedAutorepeat = newValue }
  }

  /// Whether stepping past one end continues from the other; `false` by default.
  public var wraps: Bool {
    get { storedWraps }
    set { storedWraps = newValue }
  }
}
