import Testing

@testable import ViewLoader

/// A superview of `width × height` with one subview at `frame` and `mask`.
private func pair(
  _ width: Double, _ height: Double, child frame: Rect, mask: AutoresizingMask
) -> (View, View) {
  let parent = View()
  parent.frame = Rect(x: 0, y: 0, width: width, height: height)
  let child = View()
  child.frame = frame
  child.autoresizingMask = mask
  parent.addSubview(child)
  return (parent, child)
}

/// Worked examples of UIKit's autoresizing: on each axis the superview's change is shared among
/// the flexible parts (margin before, length, margin after) in proportion to their lengths.
@Suite struct AutoresizingTests {
  @Test func aFlexibleWidthTakesTheWholeChange() {
    let (parent, child) = pair(
      320, 480, child: Rect(x: 20, y: 20, width: 280, height: 44), mask: .flexibleWidth)
    parent.frame.size.width = 480
    #expect(child.frame == Rect(x: 20, y: 20, width: 440, height: 44))
  }

  @Test func twoFlexibleMarginsShareTheChangeByTheirLengths() {
    // Margins 20 and 60 share a change of 160 as 1 : 3.
    let (parent, child) = pair(
      320, 480, child: Rect(x: 20, y: 0, width: 240, height: 44),
      mask: [.flexibleLeftMargin, .flexibleRightMargin])
    parent.frame.size.width = 480
    #expect(child.frame == Rect(x: 60, y: 0, width: 240, height: 44))
  }

  @Test func threeFlexiblePartsShareTheChangeByTheirLengths() {
    // 20 + 280 + 20 = 320 points share 160: half a point per point.
    let (parent, child) = pair(
      320, 480, child: Rect(x: 20, y: 0, width: 280, height: 44),
      mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
    parent.frame.size.width = 480
    #expect(child.frame == Rect(x: 30, y: 0, width: 420, height: 44))
  }

  @Test func aShrinkingSuperviewTakesFromTheFlexibleParts() {
    // The left margin 40 and the width 200 lose 80 between them, as 1 : 5.
    let (parent, child) = pair(
      320, 100, child: Rect(x: 40, y: 0, width: 200, height: 10),
      mask: [.flexibleLeftMargin, .flexibleWidth])
    parent.frame.size.width = 240
    #expect(abs(child.frame.origin.x - (40 - 80.0 / 6)) < 1e-12)
    #expect(abs(child.frame.width - (200 - 400.0 / 6)) < 1e-12)
    #expect(abs(child.frame.origin.x + child.frame.width + 80 - 240) < 1e-9, "right margin kept")
  }

  @Test func flexiblePartsWithoutLengthShareTheChangeEqually() {
    // The subview fills the width: both margins are 0, so each takes half of the change.
    let (parent, child) = pair(
      320, 480, child: Rect(x: 0, y: 0, width: 320, height: 44),
      mask: [.flexibleLeftMargin, .flexibleRightMargin])
    parent.frame.size.width = 480
    #expect(child.frame.origin.x == 80 && child.frame.width == 320)
  }

  @Test func eachAxisFollowsItsOwnParts() {
    let (parent, child) = pair(
      320, 480, child: Rect(x: 10, y: 400, width: 100, height: 40),
      mask: [.flexibleRightMargin, .flexibleTopMargin])
    parent.frame = Rect(x: 0, y: 0, width: 480, height: 320)
    // Only the right margin stretches horizontally; only the top margin vertically.
    #expect(child.frame == Rect(x: 10, y: 240, width: 100, height: 40))
    let (tall, bottomPinned) = pair(
      100, 100, child: Rect(x: 0, y: 10, width: 10, height: 10), mask: .flexibleBottomMargin)
    tall.frame.size.height = 300
    #expect(bottomPinned.frame == Rect(x: 0, y: 10, width: 10, height: 10))
  }

  @Test func nothingMovesWithoutAMaskOrWithAutoresizingOff() {
    let (parent, fixed) = pair(320, 480, child: Rect(x: 1, y: 2, width: 3, height: 4), mask: [])
    parent.frame.size = Size(width: 100, height: 100)
    #expect(fixed.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    let (off, flexible) = pair(
      320, 480, child: Rect(x: 0, y: 0, width: 320, height: 480),
      mask: [.flexibleWidth, .flexibleHeight])
    off.autoresizesSubviews = false
    off.frame.size = Size(width: 100, height: 100)
    #expect(flexible.frame.size == Size(width: 320, height: 480))
    // Moving the superview without resizing it moves nothing.
    let (moved, still) = pair(
      320, 480, child: Rect(x: 5, y: 5, width: 5, height: 5), mask: .flexibleLeftMargin)
    moved.frame.origin = Point(x: 50, y: 50)
    #expect(still.frame.origin == Point(x: 5, y: 5))
  }

  @Test func theChangePassesDownTheTree() {
    let (root, middle) = pair(
      100, 100, child: Rect(x: 0, y: 0, width: 100, height: 100),
      mask: [.flexibleWidth, .flexibleHeight])
    let leaf = View()
    leaf.frame = Rect(x: 10, y: 10, width: 80, height: 80)
    leaf.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    middle.addSubview(leaf)
    root.frame.size = Size(width: 200, height: 50)
    #expect(middle.frame == Rect(x: 0, y: 0, width: 200, height: 50))
    #expect(leaf.frame == Rect(x: 20, y: 10, width: 160, height: 80))
  }

  @Test func aVeryDeepTreeResizesWithoutRecursion() {
    let root = View()
    root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    var parent = root
    var views: [View] = []
    for _ in 0..<100_000 {
      let child = View()
      child.frame = Rect(x: 0, y: 0, width: 100, height: 100)
      child.autoresizingMask = .flexibleWidth
      parent.addSubview(child)
      views.append(child)
      parent = child
    }
    root.frame.size.width = 150
    #expect(views.last?.frame.width == 150)
    #expect(views.allSatisfy { $0.frame.width == 150 })
  }

  @Test func aFileSetsFramesBeforeItsSubviewsExist() throws {
    // Instantiation sets the parent's frame before it has subviews: nothing autoresizes.
    let nib = try Nib(
      xml: """
        <nib version="1">
          <View frame="0 0 320 480" autoresizesSubviews="true">
            <View id="child" frame="10 10 100 100"
                autoresizingMask="flexibleLeftMargin flexibleWidth flexibleRightMargin flexibleTopMargin flexibleHeight flexibleBottomMargin"/>
          </View>
        </nib>
        """, name: "Masks")
    let loaded = try nib.instantiate()
    let child = try loaded.object(withID: "child", as: View.self)
    #expect(child.frame == Rect(x: 10, y: 10, width: 100, height: 100))
    #expect(child.autoresizingMask.rawValue == 0b11_1111)
    child.superview?.frame.size = Size(width: 640, height: 960)
    #expect(child.frame == Rect(x: 20, y: 20, width: 200, height: 200))
  }

  @Test func aWindowKeepsItsRootViewAtItsBoundsAndAutoresizesTheRest() {
    let window = Window()
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let root = View()
    window.rootView = root
    let badge = View()
    badge.frame = Rect(x: 300, y: 0, width: 20, height: 20)
    badge.autoresizingMask = .flexibleLeftMargin
    window.addSubview(badge)
    let leaf = View()
    leaf.frame = Rect(x: 0, y: 0, width: 320, height: 10)
    leaf.autoresizingMask = .flexibleWidth
    root.addSubview(leaf)
    window.autoresizesSubviews = false
    window.frame.size = Size(width: 480, height: 320)
    #expect(root.frame == Rect(x: 0, y: 0, width: 480, height: 320))
    #expect(leaf.frame.width == 480, "the root view's subviews follow it")
    #expect(badge.frame.origin.x == 300, "autoresizing is off for the window's other subviews")
    window.autoresizesSubviews = true
    window.frame.size = Size(width: 320, height: 480)
    #expect(badge.frame.origin.x == 140)
  }

  @Test func aSubclassOverridingFrameSeesItsSetterRun() {
    final class Logging: View {
      var sizes: [Size] = []
      override var frame: Rect {
        didSet { sizes.append(frame.size) }
      }
    }
    let (parent, _) = pair(100, 100, child: .zero, mask: [])
    let logging = Logging()
    logging.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    logging.autoresizingMask = .flexibleWidth
    parent.addSubview(logging)
    parent.frame.size.width = 50
    #expect(logging.sizes.last == Size(width: 50, height: 100))
  }
}
