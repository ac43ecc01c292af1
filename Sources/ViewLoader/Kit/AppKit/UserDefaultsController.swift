/// A macOS controller that binds views to the user's defaults (AppKit's
/// `NSUserDefaultsController`). The kit records its settings; bindings are not modelled.
open class UserDefaultsController: Object {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedAppliesImmediately: Bool = true
  private var storedRepresentsSharedInstance: Bool = false

  /// Whether a change is written to the defaults at once; `true` by default.
  public var appliesImmediately: Bool {
    get { storedAppliesImmediately }
    set { storedAppliesImmediately = newValue }
  }

  /// Whether it stands for the shared controller; `false` by default.
  public var representsSharedInstance: Bool {
    get { storedRepresentsSharedInstance }
    set { storedRepresentsSharedInstance = newValue }
  }
}
