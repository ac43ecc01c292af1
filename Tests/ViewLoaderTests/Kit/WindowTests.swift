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
}
