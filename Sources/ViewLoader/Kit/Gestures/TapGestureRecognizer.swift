/// Recognises taps: a number of fingers touching down and lifting, a number of times (UIKit's
/// `UITapGestureRecognizer`).
open class TapGestureRecognizer: GestureRecognizer {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedNumberOfTapsRequired = 1
  private var storedNumberOfTouchesRequired = 1

  /// How many taps make the gesture; 1 by default.
  public var numberOfTapsRequired: Int {
    get { storedNumberOfTapsRequired }
    set { storedNumberOfTapsRequired = newValue }
  }
  /// How many fingers each tap takes; 1 by default.
  public var numberOfTouchesRequired: Int {
    get { storedNumberOfTouchesRequired }
    set { storedNumberOfTouchesRequired = newValue }
  }
}

/// Recognises a press held in place for a while (UIKit's `UILongPressGestureRecognizer`).
open class LongPressGestureRecognizer: GestureRecognizer {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedMinimumPressDuration = 0.5
  private var storedAllowableMovement = 10.0
  private var storedNumberOfTapsRequired = 0
  private var storedNumberOfTouchesRequired = 1

  /// How long, in seconds, the fingers must stay down; 0.5 by default.
  public var minimumPressDuration: Double {
    get { storedMinimumPressDuration }
    set { storedMinimumPressDuration = newValue }
  }
  /// How far, in points, the fingers may move before the gesture fails; 10 by default.
  public var allowableMovement: Double {
    get { storedAllowableMovement }
    set { storedAllowableMovement = newValue }
  }
  /// How many taps come before the press; 0 by default.
  public var numberOfTapsRequired: Int {
    get { storedNumberOfTapsRequired }
    set { storedNumberOfTapsRequired = newValue }
  }
  /// How many fingers press; 1 by default.
  public var numberOfTouchesRequired: Int {
    get { storedNumberOfTouchesRequired }
    set { storedNumberOfTouchesRequired = newValue }
  }
}

/// Recognises a drag (UIKit's `UIPanGestureRecognizer`).
open class PanGestureRecognizer: GestureRecognizer {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedMinimumNumberOfTouches = 1
  private var storedMaximumNumberOfTouches = Int.max

  /// The fewest fingers that drag; 1 by default.
  public var minimumNumberOfTouches: Int {
    get { storedMinimumNumberOfTouches }
    set { storedMinimumNumberOfTouches = newValue }
  }
  /// The most fingers that drag; no limit (`Int.max`) by default.
  public var maximumNumberOfTouches: Int {
    get { storedMaximumNumberOfTouches }
    set { storedMaximumNumberOfTouches = newValue }
  }
}

/// Edges of a rectangle (UIKit's `UIRectEdge`).
public struct RectEdge: NibOptionSet, Hashable {
  /// The members' bits, as UIKit numbers them.
  public let rawValue: UInt8
  /// Creates a set of edges from its bits.
  /// - Parameter rawValue: The bits (top 1, left 2, bottom 4, right 8).
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = RectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = RectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
  /// The members, named as files write them.
  public static let nibMembers: [(name: String, value: RectEdge)] = [
    ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right), ("all", .all),
  ]
}

/// Recognises a drag that starts at an edge of the screen (UIKit's
/// `UIScreenEdgePanGestureRecognizer`).
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  // Private storage behind a public property: exclusivity is then checked at compile time
  // (see View).
  private var storedEdges: RectEdge = []

  /// The edges the drag may start from; none by default.
  public var edges: RectEdge {
    get { storedEdges }
    set { storedEdges = newValue }
  }
}

/// Directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`).
public struct SwipeDirection: NibOptionSet, Hashable {
  /// The members' bits, as UIKit numbers them.
  public let rawValue: UInt8
  /// Creates a set of directions from its bits.
  /// - Parameter rawValue: The bits (right 1, left 2, up 4, down 8).
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// To the right.
  public static let right = SwipeDirection(rawValue: 1 << 0)
  /// To the left.
  public static let left = SwipeDirection(rawValue: 1 << 1)
  /// Upwards.
  public static let up = SwipeDirection(rawValue: 1 << 2)
  /// Downwards.
  public static let down = SwipeDirection(rawValue: 1 << 3)
  /// The members, named as files write them.
  public static let nibMembers: [(name: String, value: SwipeDirection)] = [
    ("right", .right), ("left", .left), ("up", .up), ("down", .down),
  ]
}

/// Recognises a quick stroke in a direction (UIKit's `UISwipeGestureRecognizer`).
open class SwipeGestureRecognizer: GestureRecognizer {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedDirection: SwipeDirection = .right
  private var storedNumberOfTouchesRequired = 1

  /// The directions that make the gesture; to the right by default.
  public var direction: SwipeDirection {
    get { storedDirection }
    set { storedDirection = newValue }
  }
  /// How many fingers swipe; 1 by default.
  public var numberOfTouchesRequired: Int {
    get { storedNumberOfTouchesRequired }
    set { storedNumberOfTouchesRequired = newValue }
  }
}

/// Recognises two fingers pinching (UIKit's `UIPinchGestureRecognizer`).
open class PinchGestureRecognizer: GestureRecognizer {
  // Private storage behind a public property: exclusivity is then checked at compile time
  // (see View).
  private var storedScale = 1.0

  /// The scale of the pinch, relative to the fingers' first distance; 1 by default.
  public var scale: Double {
    get { storedScale }
    set { storedScale = newValue }
  }
}

/// Recognises two fingers turning (UIKit's `UIRotationGestureRecognizer`).
open class RotationGestureRecognizer: GestureRecognizer {
  // Private storage behind a public property: exclusivity is then checked at compile time
  // (see View).
  private var storedRotation = 0.0

  /// The turn of the fingers, in radians; 0 by default.
  public var rotation: Double {
    get { storedRotation }
    set { storedRotation = newValue }
  }
}
