/// A point in a view's coordinate space.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double
  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)
}

/// A width and a height.
public struct Size: Hashable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double
  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  /// The empty size.
  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle: an origin and a size.
///
/// A negative width or height extends the rectangle left or up from its origin, as in Core
/// Graphics: `minX` is then `origin.x + width`, and `maxX` is `origin.x`. The edges and
/// ``contains(_:)`` describe where the rectangle lies whatever the signs; `width`, `height` and
/// `origin` give back what was set.
public struct Rect: Hashable, Sendable {
  /// The point the size extends from: the top-left corner when the width and height are not
  /// negative.
  public var origin: Point
  /// The width and height.
  public var size: Size
  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  /// Creates a rectangle from its four components.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge: the smallest x of the rectangle.
  public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
  /// The top edge: the smallest y of the rectangle.
  public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
  /// The right edge: the largest x of the rectangle.
  public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
  /// The bottom edge: the largest y of the rectangle.
  public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
  /// The width, as set (negative for a rectangle that extends left of its origin).
  public var width: Double { size.width }
  /// The height, as set (negative for a rectangle that extends up from its origin).
  public var height: Double { size.height }

  /// Whether `other` lies entirely inside this rectangle (edges may touch). A rectangle with
  /// a NaN component contains nothing and lies in nothing.
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
  }
}

/// Distances inward from each edge of a rectangle.
public struct Insets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double
  /// Creates insets.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// No inset on any edge.
  public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
}

/// An RGBA colour; every component is in 0...1.
public struct Color: Hashable, Sendable {
  /// The red component, 0...1.
  public var red: Double
  /// The green component, 0...1.
  public var green: Double
  /// The blue component, 0...1.
  public var blue: Double
  /// The opacity, 0...1.
  public var alpha: Double
  /// Creates a colour from components in 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// White.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Middle gray.
  public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
  /// Red.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Green.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Blue.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
}
