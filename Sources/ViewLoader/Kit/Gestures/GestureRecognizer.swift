/// Recognises a gesture on a view and fires its actions when it does (UIKit's
/// `UIGestureRecognizer`).
///
/// Headless: nothing here watches touches. ``recognize()`` is what an input system (or a test)
/// calls when the gesture happens; it fires ``Control/Event/primaryActionTriggered``, the one
/// event a recogniser declares, so a nib's `<action event="primaryActionTriggered" …/>` under a
/// recogniser binds like a control's. A view holds its recognisers
/// (``View/gestureRecognizers``, set from a file with `gestureRecognizers="$tap $pan"`).
open class GestureRecognizer: Object {
  /// Where a recogniser is in recognising its gesture.
  public enum State: String, CaseIterable, Sendable {
    /// Waiting for the gesture.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture was recognised (a continuous one ended).
    case recognized
    /// The gesture was cancelled.
    case cancelled
    /// The gesture was not recognised.
    case failed
  }

  /// The handlers added, in order.
  private var actions = ActionList()
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private weak var storedView: View?
  private var storedState: State = .possible
  private var storedIsEnabled = true
  private var storedCancelsTouchesInView = true
  private var storedDelaysTouchesBegan = false
  private var storedDelaysTouchesEnded = true
  private weak var storedDelegate: AnyObject?

  /// The view the recogniser is attached to (``View/addGestureRecognizer(_:)``), or `nil`.
  public internal(set) var view: View? {
    get { storedView }
    set { storedView = newValue }
  }
  /// The object that decides whether the recogniser begins and whether it recognises together
  /// with others (UIKit's `UIGestureRecognizerDelegate`), or `nil`; the recogniser does not
  /// keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }
  /// Where the recogniser is in recognising its gesture: ``State/possible`` between gestures.
  public internal(set) var state: State {
    get { storedState }
    set { storedState = newValue }
  }
  /// Whether the recogniser recognises gestures; a disabled one ignores ``recognize()``.
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set { storedIsEnabled = newValue }
  }
  /// Whether a recognised gesture cancels the touches the view was sent; `true` by default.
  public var cancelsTouchesInView: Bool {
    get { storedCancelsTouchesInView }
    set { storedCancelsTouchesInView = newValue }
  }
  /// Whether touches reach the view only once the gesture has failed; `false` by default.
  public var delaysTouchesBegan: Bool {
    get { storedDelaysTouchesBegan }
    set { storedDelaysTouchesBegan = newValue }
  }
  /// Whether the end of a touch reaches the view only once the gesture has failed; `true` by
  /// default.
  public var delaysTouchesEnded: Bool {
    get { storedDelaysTouchesEnded }
    set { storedDelaysTouchesEnded = newValue }
  }

  /// Creates a recogniser that is not attached to a view.
  public required init() {}

  /// Adds a handler that runs, with this recogniser as its argument, each time the gesture is
  /// recognised.
  /// - Parameter handler: The code to run.
  public func addAction(_ handler: @escaping (GestureRecognizer) -> Void) {
    actions.append(
      (.primaryActionTriggered, { handler(unsafeDowncast($0, to: GestureRecognizer.self)) }))
  }

  /// The gesture happened: unless the recogniser is disabled, its state becomes
  /// ``State/recognized``, its handlers run in the order they were added, and its state goes
  /// back to ``State/possible``.
  /// - Returns: Whether the gesture was recognised (`false` for a disabled recogniser).
  @discardableResult
  public func recognize() -> Bool {
    guard isEnabled else { return false }
    state = .recognized
    actions.send(.primaryActionTriggered, from: self)
    state = .possible
    return true
  }

  /// The number of handlers added.
  public var actionCount: Int { actions.count(for: .primaryActionTriggered) }
}

extension GestureRecognizer: NibActionSender {
  func addNibAction(for event: Control.Event, _ handler: @escaping (AnyObject) -> Void) {
    actions.append((event, handler))
  }
}

/// The gesture recognisers of a view.
extension View {
  /// The recognisers attached to the view, in the order they were added.
  public var gestureRecognizers: [GestureRecognizer] { extras?.gestureRecognizers ?? [] }

  /// Attaches a recogniser to the view (it leaves the view it was attached to).
  /// - Parameter recognizer: The recogniser; adding one the view has already does nothing.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    if recognizer.view === self { return }
    recognizer.view?.removeGestureRecognizer(recognizer)
    madeExtras.gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches a recogniser; does nothing for one the view does not have.
  /// - Parameter recognizer: The recogniser.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard let extras,
      let index = extras.gestureRecognizers.firstIndex(where: { $0 === recognizer })
    else { return }
    extras.gestureRecognizers.remove(at: index)
    recognizer.view = nil
  }
}
