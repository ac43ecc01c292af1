/// A macOS controller of an array of objects and their selection, for bindings (AppKit's
/// `NSArrayController`).
open class ArrayController: ObjectController {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedPreservesSelection: Bool = true
  private var storedSelectsInsertedObjects: Bool = true
  private var storedAvoidsEmptySelection: Bool = true
  private var storedClearsFilterPredicateOnInsertion: Bool = true
  private var storedAlwaysUsesMultipleValuesMarker: Bool = false
  private var storedAutomaticallyRearrangesObjects: Bool = false

  /// Whether the selection survives a change of content; `true` by default.
  public var preservesSelection: Bool {
    get { storedPreservesSelection }
    set { storedPreservesSelection = newValue }
  }

  /// Whether inserted objects become the selection; `true` by default.
  public var selectsInsertedObjects: Bool {
    get { storedSelectsInsertedObjects }
    set { storedSelectsInsertedObjects = newValue }
  }

  /// Whether something is always selected when there is content; `true` by default.
  public var avoidsEmptySelection: Bool {
    get { storedAvoidsEmptySelection }
    set { storedAvoidsEmptySelection = newValue }
  }

  /// Whether inserting clears the filter; `true` by default.
  public var clearsFilterPredicateOnInsertion: Bool {
    get { storedClearsFilterPredicateOnInsertion }
    set { storedClearsFilterPredicateOnInsertion = newValue }
  }

  /// Whether a selection of several objects always shows as several values; `false` by default.
  public var alwaysUsesMultipleValuesMarker: Bool {
    get { storedAlwaysUsesMultipleValuesMarker }
    set { storedAlwaysUsesMultipleValuesMarker = newValue }
  }

  /// Whether the content is sorted and filtered again when it changes; `false` by default.
  public var automaticallyRearrangesObjects: Bool {
    get { storedAutomaticallyRearrangesObjects }
    set { storedAutomaticallyRearrangesObjects = newValue }
  }
}
