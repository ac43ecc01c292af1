import Foundation
import Testing

@testable import ViewLoader

/// What a document says of its controls and of the Xcode that saved it: an AppKit control's
/// `controlSize`; on Interface Builder's canvas, the UIKit of that Xcode (its control sizes,
/// whether it simulated a status bar).
extension InterfaceBuilderLayoutTests {
  /// A control's size is its cell's `controlSize`, not its font's; a large control has macOS
  /// 11's large metrics, a small checkbox and a small pop-up macOS 11's small ones.
  @Test func appKitControlsHaveTheirCellsControlSize() throws {
    let views = try Self.laidOut(
      "AppKitControlSizes.xib", clearing: ["check", "miniPush", "largePush", "smallPopUp"])
    let sizes = views.mapValues { ($0 as? Control)?.controlSize }
    #expect(sizes["check"] == .small)
    #expect(sizes["miniPush"] == .mini)
    #expect(sizes["largePush"] == .large)
    #expect(sizes["smallPopUp"] == .small)
    #expect(views["check"]?.frame == Rect(x: 19, y: 19, width: 17, height: 16))
    #expect(views["miniPush"]?.frame == Rect(x: 19, y: 50, width: 82, height: 16))
    #expect(views["largePush"]?.frame == Rect(x: 14, y: 74, width: 92, height: 40))
    #expect(views["smallPopUp"]?.frame == Rect(x: 16, y: 118, width: 108, height: 22))
  }

  /// A macOS document's switch is AppKit's, its track 38 by 22 points inside a 42-by-25-point
  /// frame; a label centred on it is centred on its track.
  @Test func aMacOSDocumentsSwitchIsAppKits() throws {
    let views = try Self.laidOut("AppKitSwitch.xib", clearing: ["toggle", "label"])
    #expect(views["toggle"]?.frame == Rect(x: 18, y: 19, width: 42, height: 25))
    #expect(views["label"]?.frame == Rect(x: 64, y: 23, width: 100, height: 16))
  }

  /// Without a font of its own, an AppKit control measures its title in the system font of
  /// its control size.
  @Test func anAppKitControlWithoutAFontHasItsSizesSystemFont() {
    let button = Button()
    button.buttonType = .switch
    button.title = "Remember"
    button.controlSize = .mini
    #expect(button.appKitFont == .system(size: 9))
    button.controlSize = .small
    #expect(button.appKitFont == .system(size: 11))
    button.controlSize = .regular
    #expect(button.appKitFont == .system(size: 13))
  }

  /// On the canvas, a document saved by Xcode 10 has iOS 12's control sizes; loaded, it has
  /// today's.
  @Test(arguments: [(true, 29.0, 2.0, 30.0), (false, 32.0, 4.0, 34.0)])
  func controlSizesAreThoseOfTheXcodeThatSavedTheDocument(
    canvas: Bool, controlHeight: Double, progressHeight: Double, fieldHeight: Double
  ) throws {
    let views = try Self.laidOut(
      "ToolsVersionControlSizes.xib", canvas: canvas,
      clearing: ["segments", "stepper", "progress", "field"])
    #expect(views["segments"]?.frame == Rect(x: 20, y: 20, width: 260, height: controlHeight))
    let stepperY = 20 + controlHeight + 20
    #expect(views["stepper"]?.frame == Rect(x: 20, y: stepperY, width: 94, height: controlHeight))
    let progressY = stepperY + controlHeight + 20
    #expect(
      views["progress"]?.frame == Rect(x: 20, y: progressY, width: 260, height: progressHeight))
    #expect(
      views["field"]?.frame
        == Rect(x: 20, y: progressY + progressHeight + 20, width: 260, height: fieldHeight))
  }

  /// A tools version is the build of Xcode's Interface Builder: Xcode 11 (iOS 13's SDK) is the
  /// first numbered 15000 or more, Xcode 9 (iOS 11's) the first of 13000 or more.
  @Test(arguments: [
    ("14490.70", UIKitRelease.beforeIOS13), ("13529", .beforeIOS13), ("11762", .beforeIOS11),
    ("7706", .beforeIOS11), ("15505", .iOS13), ("32700.99.1234", .iOS13),
  ])
  func toolsVersionsNameTheirSDKsControlSizes(version: String, sizes: UIKitRelease) {
    #expect(UIKitRelease(toolsVersion: version) == sizes)
  }
}

extension InterfaceBuilderLayoutTests {
  /// On the canvas, a phone's top-level view has a simulated status bar when saved by an Xcode
  /// before 11 (unless its simulated metrics say none), none from Xcode 11 to 14.2 (the safe
  /// area's top is then the sensor housing's), one again since Xcode 14.3 (below the housing
  /// since Xcode 16.2), all those of the iOS of that Xcode (an iPhone 11's 44 points before
  /// iOS 16, 48 since); loaded, it is under today's status bar.
  @Test(arguments: [
    ("ScreenMargins.xib", true, 20.0), ("CanvasStatusBar.xib", true, 44),
    ("CanvasStatusBar.xib", false, 48), ("NoSimulatedStatusBar.xib", true, 0),
    ("NoSimulatedStatusBar.xib", false, 20), ("CanvasStatusBarOfXcode10.xib", true, 44),
    ("CanvasStatusBarOfXcode10.xib", false, 48), ("CanvasStatusBarOfXcode14.xib", true, 48),
    ("CanvasStatusBarOfXcode14.xib", false, 48),
    ("CanvasStatusBarOfXcode14OnIPhone8.xib", true, 0),
    ("CanvasStatusBarOfXcode14OnIPhone8.xib", false, 20),
    ("CanvasStatusBarOfXcode15.xib", true, 20), ("CanvasStatusBarOfXcode15.xib", false, 20),
    ("CanvasStatusBarOfXcode16.xib", true, 96), ("CanvasStatusBarOfXcode16.xib", false, 48),
  ])
  func theCanvasSimulatesTheStatusBarOfTheXcodeThatSavedIt(
    file: String, canvas: Bool, safeAreaTop: Double
  ) throws {
    let id = file == "ScreenMargins.xib" ? "card" : "bar"
    let views = try Self.laidOut(file, canvas: canvas, clearing: [id])
    #expect(views[id]?.frame.origin.y == safeAreaTop)
  }
}

extension InterfaceBuilderLayoutTests {
  /// A phone with a Dynamic Island as Xcode 14.3 and later name it (`retina6_12`): a view that
  /// fills its 393 by 852 points has its safe area, 59 points from the top and 34 from the
  /// bottom, on the canvas and loaded.
  @Test(arguments: [true, false])
  func aPhoneWithADynamicIslandHasItsSafeArea(canvas: Bool) throws {
    let views = try Self.laidOut(
      "DynamicIslandPhone.xib", canvas: canvas, clearing: ["bar", "button"])
    #expect(views["bar"]?.frame == Rect(x: 0, y: 69, width: 393, height: 22))
    #expect(views["button"]?.frame == Rect(x: 30, y: 728, width: 333, height: 60))
  }
}

extension InterfaceBuilderLayoutTests {
  /// An Apple TV's view controller's view has the television's safe area, 60 points above and
  /// below and 80 at the sides (90 on the canvas of an Xcode before 14), and margins that are
  /// the safe area's above and below; the device is landscape whether the document says so
  /// or not.
  @Test(arguments: [
    ("TelevisionSafeArea.xib", true, 80.0), ("TelevisionSafeArea.xib", false, 80),
    ("TelevisionSafeAreaOfXcode10.xib", true, 90), ("TelevisionSafeAreaOfXcode10.xib", false, 80),
  ])
  func aTelevisionHasItsSafeArea(file: String, canvas: Bool, side: Double) throws {
    let views = try Self.laidOut(file, canvas: canvas, clearing: ["list", "message"])
    #expect(
      views["list"]?.frame == Rect(x: side + 200, y: 90, width: 1920 - 2 * side - 400, height: 100))
    #expect(views["message"]?.frame == Rect(x: 1008, y: 60, width: 802, height: 960))
  }
}

extension InterfaceBuilderLayoutTests {
  /// On the canvas, a view of the app's class has the intrinsic size Xcode rendered it with
  /// (the document's designables); loaded, the kit does not know it.
  @Test(arguments: [true, false])
  func aDesignableHasTheSizeXcodeRenderedItWithOnTheCanvas(canvas: Bool) throws {
    let views = try Self.laidOut("DesignableSize.xib", canvas: canvas, clearing: ["badge"])
    let badge = try #require(views["badge"])
    if canvas {
      #expect(badge.frame == Rect(x: 120, y: 88, width: 80, height: 24))
    } else {
      #expect(badge.frame.size != Size(width: 80, height: 24))
    }
  }
}

extension InterfaceBuilderLayoutTests {
  /// A view controller's top layout guide ends where the safe area starts, its bottom guide
  /// starts where the safe area ends.
  @Test func aViewControllersTopAndBottomGuidesEdgeTheSafeArea() throws {
    let loaded = try Nib(
      contentsOf: Self.folder.appendingPathComponent("ViewControllerLayoutGuides.xib")
    ).instantiate()
    let root = try loaded.object(withID: "root", as: View.self)
    let header = try loaded.object(withID: "header", as: View.self)
    let tabBar = try loaded.object(withID: "tabBar", as: View.self)
    root.safeAreaInsets = Insets(top: 20, left: 0, bottom: 34, right: 0)
    header.frame = .zero
    tabBar.frame = .zero
    root.layoutIfNeeded()
    #expect(header.frame == Rect(x: 0, y: 20, width: 320, height: 44))
    #expect(tabBar.frame == Rect(x: 0, y: 396, width: 320, height: 50))
  }

  /// On the canvas, a designable label wraps in the proportions Xcode rendered it with: its
  /// app class's font, not the document's.
  @Test(arguments: [true, false])
  func aDesignableLabelWrapsAtTheSizeXcodeRenderedItWith(canvas: Bool) throws {
    let views = try Self.laidOut("DesignableLabel.xib", canvas: canvas, clearing: ["caption"])
    let caption = try #require(views["caption"])
    #expect(caption.frame.origin == Point(x: 20, y: 20))
    #expect(caption.frame.size.width == 160)
    if canvas {
      #expect(caption.frame.size.height == 36)
    } else {
      // The document's 17-point font: two lines of the kit's measure.
      let line = TextMeasurer(font: .system(size: 17)).lineHeight
      #expect(caption.frame.size.height == TextMeasurer.roundUp(2 * line, scale: 2))
    }
  }

  /// A designable image view has the size Xcode rendered it with on the canvas, not its
  /// image's: an app class that draws a symbol at a size of its own.
  @Test(arguments: [true, false])
  func aDesignableImageViewHasTheSizeXcodeRenderedItWithOnTheCanvas(canvas: Bool) throws {
    let views = try Self.laidOut(
      "DesignableImageView.xib", canvas: canvas, clearing: ["chevron"])
    let chevron = try #require(views["chevron"])
    #expect(chevron.frame.origin == Point(x: 20, y: 20))
    if canvas {
      #expect(chevron.frame.size == Size(width: 12.5, height: 20))
    } else {
      #expect(chevron.frame.size == Size(width: 96, height: 128))
    }
  }

  /// A macOS document's designables too (it has no device to lay it out for).
  @Test func aMacOSDesignableHasTheSizeXcodeRenderedItWithOnTheCanvas() throws {
    let views = try Self.laidOut("AppKitDesignableSize.xib", canvas: true, clearing: ["badge"])
    #expect(views["badge"]?.frame == Rect(x: 20, y: 20, width: 60, height: 20))
  }
}

extension InterfaceBuilderLayoutTests {
  static let windowSizedByContent = folder.appendingPathComponent("WindowSizedByContent.xib")

  /// On the canvas a window is as large as the content view Xcode saved (its constraints hold
  /// it there), not as its content rectangle: the content is laid out as Xcode solved it.
  @Test func theCanvasSizesAWindowByItsContentView() throws {
    let path = Self.windowSizedByContent.path
    let loaded = try Linter().instantiateForPicture(path: path, asInterfaceBuilderCanvas: true)
      .get()
    let window = try loaded.object(withID: "win-01-aaa", as: Window.self)
    let panel = try loaded.object(withID: "pnl-01-aaa", as: View.self)
    panel.frame = .zero
    window.layoutIfNeeded()
    #expect(window.frame == Rect(x: 200, y: 300, width: 480, height: 200))
    #expect(window.contentView?.frame == Rect(x: 0, y: 0, width: 480, height: 200))
    #expect(panel.frame == Rect(x: 20, y: 20, width: 440, height: 160))
  }

  /// A loaded window opens at its content rectangle.
  @Test func aLoadedWindowKeepsItsContentRectangle() throws {
    let loaded = try Nib(contentsOf: Self.windowSizedByContent).instantiate()
    let window = try loaded.object(withID: "win-01-aaa", as: Window.self)
    #expect(window.frame == Rect(x: 200, y: 300, width: 480, height: 230))
  }

  /// A window keeps its content view at its bounds, also one that does not translate its
  /// autoresizing mask and whose constraints do not place it; a new size resizes it.
  @Test func aWindowKeepsItsContentViewAtItsBounds() throws {
    let loaded = try Nib(
      contentsOf: Self.folder.appendingPathComponent("WindowContentViewPinned.xib")
    ).instantiate()
    let window = try loaded.object(withID: "win", as: Window.self)
    let content = try loaded.object(withID: "content", as: View.self)
    let badge = try loaded.object(withID: "badge", as: View.self)
    #expect(!content.translatesAutoresizingMaskIntoConstraints)
    content.frame = .zero
    badge.frame = .zero
    window.layoutIfNeeded()
    #expect(content.frame == Rect(x: 0, y: 0, width: 400, height: 200))
    #expect(badge.frame == Rect(x: 20, y: 20, width: 100, height: 50))
    window.frame.size = Size(width: 500, height: 300)
    window.layoutIfNeeded()
    #expect(content.frame == Rect(x: 0, y: 0, width: 500, height: 300))
  }

  /// On the canvas such a content view is at the window's origin, and its size is its own
  /// constraints' to decide: the linter says they do not, as Xcode does.
  @Test func theCanvasLeavesAContentViewsSizeToItsConstraints() throws {
    let path = Self.folder.appendingPathComponent("WindowContentViewPinned.xib").path
    let loaded = try Linter().instantiateForPicture(path: path, asInterfaceBuilderCanvas: true)
      .get()
    let window = try loaded.object(withID: "win", as: Window.self)
    let badge = try loaded.object(withID: "badge", as: View.self)
    badge.frame = .zero
    window.layoutIfNeeded()
    #expect(window.contentView?.frame.origin == Point(x: 0, y: 0))
    #expect(badge.frame == Rect(x: 20, y: 20, width: 100, height: 50))
    let findings = try Linter().lint(path: path).filter { $0.rule == "ambiguous-layout" }
    #expect(findings.map(\.location.line) == [13])
  }

  /// The linter lays the content out where Xcode did: the panel's constraints, which fill
  /// 200 points, do not contradict a window 230 points tall.
  @Test func theLinterLaysAWindowOutAtItsContentsSize() throws {
    let findings = try Linter().lint(path: Self.windowSizedByContent.path)
    #expect(findings.filter { $0.severity != .note }.map(\.description) == [])
  }
}

extension InterfaceBuilderLayoutTests {
  /// An AppKit stack view's arranged views are read with y up, as Interface Builder writes
  /// them: the first on top, where the stack then lays it out.
  @Test func anAppKitStackViewsFramesAreReadWithYUp() throws {
    let path = Self.folder.appendingPathComponent("AppKitStackFrames.xib")
    let loaded = try Nib(contentsOf: path).instantiate()
    let first = try loaded.object(withID: "first", as: View.self)
    let second = try loaded.object(withID: "second", as: View.self)
    #expect(first.frame == Rect(x: 0, y: 0, width: 200, height: 20))
    #expect(second.frame == Rect(x: 0, y: 40, width: 200, height: 20))
    let root = try loaded.object(withID: "root", as: View.self)
    root.layoutIfNeeded()
    #expect(first.frame == Rect(x: 0, y: 0, width: 200, height: 20))
    #expect(second.frame == Rect(x: 0, y: 40, width: 200, height: 20))
    #expect(try Linter().lint(path: path.path).filter { $0.severity != .note }.isEmpty)
  }
}

extension InterfaceBuilderLayoutTests {
  /// An autoresizing mask places a view in its superview's bounds, not in the superview's
  /// alignment rectangle: a box's content view stays where Interface Builder wrote it.
  @Test func aBoxsContentViewKeepsItsPlaceInTheBoxsBounds() throws {
    let views = try Self.laidOut("AppKitBoxContent.xib", clearing: ["box"])
    let content = try #require(views["box"]?.subviews.first)
    #expect(views["box"]?.frame == Rect(x: 17, y: 18, width: 206, height: 106))
    #expect(content.frame == Rect(x: 4, y: 3, width: 198, height: 98))
  }
}

extension InterfaceBuilderLayoutTests {
  static let unmodelledControl = folder.appendingPathComponent("UnmodelledControl.xib")

  /// An element the kit does not model has, on the canvas, the size of the frame Xcode drew
  /// it with, so the linter does not call it ambiguous for a size only the kit does not know;
  /// so has a colour well's bezel, which AppKit sizes in a way the kit does not know either,
  /// and a date picker, which AppKit sizes by its fields' text in the user's locale (its frame
  /// 4 points above its alignment rectangle and 3 after it).
  @Test func anUnmodelledControlHasItsFramesSizeOnTheCanvas() throws {
    let views = try Self.laidOut(
      "UnmodelledControl.xib", canvas: true, clearing: ["map", "well", "time"])
    #expect(views["map"]?.frame == Rect(x: 20, y: 20, width: 44, height: 23))
    #expect(views["well"]?.frame == Rect(x: 97, y: 18, width: 42, height: 19))
    #expect(views["time"]?.frame == Rect(x: 20, y: 54, width: 86, height: 28))
    let findings = try Linter().lint(path: Self.unmodelledControl.path)
    #expect(findings.filter { $0.severity != .note }.map(\.description) == [])
    #expect(findings.map(\.rule) == ["xib-unmapped-element"])
  }
}

extension InterfaceBuilderLayoutTests {
  /// A regular AppKit pop-up's title sits a point and a half above its bezel's middle: aligned
  /// by baseline with a label of its font, its frame starts 2 points above the label's.
  @Test func aRegularPopUpsTitleSitsAboveItsBezelsMiddle() throws {
    let views = try Self.laidOut("PopUpBaseline.xib", clearing: ["lbl", "pop"])
    #expect(views["lbl"]?.frame.origin.y == 20)
    #expect(views["pop"]?.frame.origin.y == 18)
    #expect(views["pop"]?.frame.size.height == 25)
  }
}

extension InterfaceBuilderLayoutTests {
  /// The linter reads a document as the canvas does; the dump describes what an app loads: no
  /// placeholder constraint, a window at its content rectangle.
  @Test func theDumpDescribesTheLoadedDocumentNotTheCanvas() throws {
    let placeholders = Fixture.root.appendingPathComponent(
      "invalid/ambiguous-layout/PlaceholderConstraints.xib")
    let dump = try Linter().dump(path: placeholders.path).get()
    #expect(dump.contains("c05-ph-aaa"))
    #expect(!dump.contains("c06-ph-aaa"), "a placeholder constraint is not loaded")
    let window = try Linter().dump(path: Self.windowSizedByContent.path).get()
    #expect(window.contains(#""frame":"200 300 480 230""#))
  }
}

extension InterfaceBuilderLayoutTests {
  /// Directional layout margins are the view's layout margins, leading on the left; a stack
  /// view whose margins the document stores arranges its views within them.
  @Test func directionalLayoutMarginsAreTheViewsMargins() throws {
    let views = try Self.laidOut(
      "DirectionalLayoutMargins.xib", clearing: ["stack", "content", "row", "cell"])
    let stack = try #require(views["stack"] as? StackView)
    #expect(stack.layoutMargins == Insets(top: 12, left: 20, bottom: 12, right: 30))
    #expect(stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.frame == Rect(x: 0, y: 0, width: 300, height: 64))
    #expect(views["content"]?.frame == Rect(x: 20, y: 12, width: 250, height: 40))
    #expect((views["row"] as? StackView)?.isLayoutMarginsRelativeArrangement == true)
    #expect(views["row"]?.frame == Rect(x: 0, y: 100, width: 300, height: 56))
    #expect(views["cell"]?.frame == Rect(x: 8, y: 8, width: 284, height: 40))
  }

  /// A stack view has no margins of its own: constraints to them are to its edges.
  @Test func aStackViewsMarginsAreNoneByDefault() throws {
    #expect(StackView().layoutMargins == .zero)
    #expect(View().layoutMargins == Insets(top: 8, left: 8, bottom: 8, right: 8))
    let views = try Self.laidOut("StackViewMargins.xib", clearing: ["stack", "content"])
    #expect(views["stack"]?.frame == Rect(x: 0, y: 0, width: 300, height: 40))
    #expect(views["content"]?.frame == Rect(x: 16, y: 0, width: 268, height: 40))
    let path = Self.folder.appendingPathComponent("StackViewMargins.xib").path
    #expect(try Linter().lint(path: path).filter { $0.severity >= .warning }.isEmpty)
  }

  /// A stack view whose margins the document does not store arranges its views to its edges.
  @Test func aStackViewWithoutStoredMarginsArrangesToItsEdges() throws {
    let loaded = try Linter().instantiateForPicture(
      path: Self.folder.appendingPathComponent("AppKitStackFrames.xib").path,
      asInterfaceBuilderCanvas: false
    ).get()
    let stacks = loaded.objects(ofType: StackView.self)
    #expect(!stacks.isEmpty)
    #expect(stacks.allSatisfy { !$0.isLayoutMarginsRelativeArrangement })
  }
}

extension InterfaceBuilderLayoutTests {
  /// An AppKit checkbox narrower than its title wraps it by words and grows a line, as a
  /// wrapping label does; one whose title fits keeps its box's height.
  @Test func aCheckboxNarrowerThanItsTitleWrapsIt() throws {
    let views = try Self.laidOut("WrappingCheckbox.xib", clearing: ["updates", "short"])
    #expect(views["updates"]?.frame == Rect(x: 18, y: 19, width: 162, height: 32))
    #expect(views["short"]?.frame.size.height == 18)
    #expect(views["short"]?.frame.origin.y == 59)
  }
}
