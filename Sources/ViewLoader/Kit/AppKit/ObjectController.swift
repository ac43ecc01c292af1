/// A macOS controller of one object, for bindings (AppKit's `NSObjectController`). The kit records
/// its settings; bindings are not modelled.
open class ObjectController: Object {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedObjectClassName: String? = nil
  private var storedIsEditable: Bool = true
  private var storedAutomaticallyPreparesContent: Bool = false
  private weak var storedContent: AnyObject? = nil

  /// The object it controls, or `nil`; the controller does not keep it alive (in a file it is
  /// most often File's Owner, which holds the controller: held, the two would keep each other).
  public var content: AnyObject? {
    get { storedContent }
    set { storedContent = newValue }
  }

  /// The name of the class of the objects it makes, or `nil`.
  public var objectClassName: String? {
    get { storedObjectClassName }
    set { storedObjectClassName = newValue }
  }

  /// Whether its content can be edited; `true` by default.
  public var isEditable: Bool {
    get { storedIsEditable }
    set { storedIsEditable = newValue }
  }

  /// Whether it makes its content when loaded; `false` by default.
  public var automaticallyPreparesContent: Bool {
    get { storedAutomaticallyPreparesContent }
    set { storedAutomaticallyPreparesContent = newValue }
  }
}
