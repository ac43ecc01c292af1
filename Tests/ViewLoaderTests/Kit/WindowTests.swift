import Testing

@testable import ViewLoader

@Suite struct WindowTests {
  @Test func overlaysGoInFrontAndTheRootViewStaysAtTheBack() {
    let window = Window()
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let screen = View()
    window.rootView = screen
    #expect(window.frontmostView === screen)
    #expect(screen.frame == window.bounds)

    let overlay = View()
    window.showOverlay(overlay)
    #expect(window.frontmostView === overlay)
    #expect(overlay.frame == window.bounds)

    let replacement = View()
    window.rootView = replacement
    #expect(
      window.subviews.map(ObjectIdentifier.init)
        == [replacement, overlay].map(ObjectIdentifier.init))
    #expect(screen.superview == nil)

    let banner = View()
    window.addSubview(banner)
    #expect(window.frontmostView === banner)
    window.bringSubviewToFront(overlay)
    #expect(window.frontmostView === overlay)
    overlay.removeFromSuperview()
    #expect(window.frontmostView === banner)
  }

  @Test func theRootViewFollowsTheWindowsSize() {
    let window = Window()
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let screen = View()
    window.rootView = screen
    window.frame = Rect(x: 0, y: 20, width: 480, height: 320)
    #expect(screen.frame == Rect(x: 0, y: 0, width: 480, height: 320))
    // A root view moved elsewhere is left alone.
    let elsewhere = View()
    elsewhere.addSubview(screen)
    window.frame.size = Size(width: 10, height: 10)
    #expect(screen.frame.size == Size(width: 480, height: 320))
  }

  @Test func settingTheRootViewAgainPutsItBackBehindEverything() {
    let window = Window()
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let screen = View()
    let overlay = View()
    window.rootView = screen
    window.showOverlay(overlay)
    screen.removeFromSuperview()
    window.rootView = screen
    #expect(screen.superview === window)
    #expect(window.subviews.first === screen && window.frontmostView === overlay)
    // An overlay made the root view moves to the back.
    window.rootView = overlay
    #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(overlay)])
    #expect(screen.superview == nil)
  }

  @Test func overlaysThatFillTheWindowFollowItsSize() {
    let window = Window()
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let screen = View()
    window.rootView = screen
    let loading = View()
    window.showOverlay(loading)
    // An overlay the app framed itself keeps its frame.
    let alert = View()
    window.showOverlay(alert)
    alert.frame = Rect(x: 20, y: 140, width: 280, height: 200)
    // A plain subview is not an overlay, even one that fills the window.
    let banner = View()
    banner.frame = window.bounds
    window.addSubview(banner)

    window.frame = Rect(x: 0, y: 20, width: 480, height: 320)
    #expect(loading.frame == Rect(x: 0, y: 0, width: 480, height: 320))
    #expect(screen.frame == loading.frame)
    #expect(alert.frame == Rect(x: 20, y: 140, width: 280, height: 200))
    #expect(banner.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    // Moving the window without resizing it changes nothing.
    window.frame.origin = Point(x: 5, y: 5)
    #expect(loading.frame == window.bounds)

    // An overlay that left the window is left alone, and is a plain subview when added back.
    loading.removeFromSuperview()
    window.frame.size = Size(width: 320, height: 480)
    #expect(loading.frame.size == Size(width: 480, height: 320))
    window.addSubview(loading)
    loading.frame = window.bounds
    window.frame.size = Size(width: 100, height: 100)
    #expect(loading.frame.size == Size(width: 320, height: 480))
    // Shown again, it is an overlay again.
    window.showOverlay(loading)
    window.frame.size = Size(width: 200, height: 300)
    #expect(loading.frame == window.bounds)
  }

  @Test func anOverlayShownBeforeTheWindowHasASizeCoversItOnceItHasOne() {
    let window = Window()
    let overlay = View()
    window.showOverlay(overlay)
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    #expect(overlay.frame == window.bounds)
  }

  @Test func theWindowDoesNotKeepOverlaysItNoLongerShows() {
    let window = Window()
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    weak var gone: View?
    do {
      let overlay = View()
      gone = overlay
      window.showOverlay(overlay)
      overlay.removeFromSuperview()
    }
    #expect(gone == nil)
    window.frame.size = Size(width: 480, height: 320)
  }

  @Test func overlaysFollowTheWindowThroughASizeThatIsNotANumber() {
    // A window given a NaN width for a while: its overlays took its bounds, which equal
    // nothing, not even themselves; they still fill the window and must follow it.
    let window = Window()
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let overlay = View()
    window.showOverlay(overlay)
    window.frame.size = Size(width: .nan, height: 480)
    #expect(overlay.frame.width.isNaN)
    window.frame.size = Size(width: 480, height: 320)
    #expect(overlay.frame == window.bounds)
  }
}
