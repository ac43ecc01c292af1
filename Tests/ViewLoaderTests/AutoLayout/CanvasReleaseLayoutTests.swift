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
  /// first numbered 15000 or more.
  @Test(arguments: [
    ("14490.70", UIKitRelease.beforeIOS13), ("11762", .beforeIOS13), ("15505", .iOS13),
    ("32700.99.1234", .iOS13),
  ])
  func toolsVersionsNameTheirSDKsControlSizes(version: String, sizes: UIKitRelease) {
    #expect(UIKitRelease(toolsVersion: version) == sizes)
  }
}

extension InterfaceBuilderLayoutTests {
  /// On the canvas, a phone's top-level view has a simulated status bar when saved by an Xcode
  /// before 11 (unless its simulated metrics say none) and none since (the safe area's top is
  /// then the sensor housing's), both those of the iOS of that Xcode (an iPhone 11's 44 points
  /// before iOS 16, 48 since); loaded, it is under today's status bar.
  @Test(arguments: [
    ("ScreenMargins.xib", true, 20.0), ("CanvasStatusBar.xib", true, 44),
    ("CanvasStatusBar.xib", false, 48), ("NoSimulatedStatusBar.xib", true, 0),
    ("NoSimulatedStatusBar.xib", false, 20), ("CanvasStatusBarOfXcode10.xib", true, 44),
    ("CanvasStatusBarOfXcode10.xib", false, 48), ("CanvasStatusBarOfXcode14.xib", true, 48),
    ("CanvasStatusBarOfXcode14.xib", false, 48),
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
  /// A regular checkbox has the metrics of the AppKit that drew it: on the canvas of a document
  /// Xcode 11 saved, macOS 10.15's (a 14-point box 2 points inside its frame); loaded, today's
  /// (16 points, 1 inside).
  @Test(arguments: [(true, 18.0), (false, 19.0)])
  func aCheckboxHasTheMetricsOfTheAppKitThatDrewIt(canvas: Bool, top: Double) throws {
    let views = try Self.laidOut(
      "CheckboxBeforeMacOS11.xib", canvas: canvas, clearing: ["remember"])
    #expect(views["remember"]?.frame == Rect(x: 18, y: top, width: 20, height: 18))
  }

  /// A regular push button, too: Aqua's 21-point bezel sits 4 points inside its 32-point
  /// frame and 6 from its sides on the canvas of a document Xcode 11 saved; macOS 11's
  /// 20-point one, 5 and 7.
  @Test(arguments: [(true, 16.0, 6.0), (false, 15.0, 7.0)])
  func aPushButtonHasTheMetricsOfTheAppKitThatDrewIt(canvas: Bool, top: Double, side: Double)
    throws
  {
    let views = try Self.laidOut("PushButtonBeforeMacOS11.xib", canvas: canvas, clearing: ["save"])
    #expect(views["save"]?.frame == Rect(x: 20 - side, y: top, width: 80 + 2 * side, height: 32))
  }

  /// macOS 11's checkboxes and radio buttons leave room after their titles: a regular one's
  /// frame is its title and 25 points, a small checkbox's its title and 20, a large one's its
  /// title and 28, each with its box where Interface Builder puts it; one held 2 points
  /// narrower keeps its title on one line.
  @Test(arguments: [true, false])
  func aToggleLeavesRoomAfterItsTitle(canvas: Bool) throws {
    let views = try Self.laidOut(
      "ToggleTitleRoom.xib", canvas: canvas,
      clearing: ["show", "automatic", "small", "large", "snug"])
    func title(_ text: String, _ size: Double) -> Double {
      TextMeasurer.roundUp(TextMeasurer(font: .system(size: size)).width(of: text), scale: 1)
    }
    #expect(
      views["show"]?.frame
        == Rect(x: 18, y: 19, width: title("Show in menu bar", 13) + 25, height: 18))
    #expect(
      views["automatic"]?.frame
        == Rect(x: 18, y: 49, width: title("Automatic", 13) + 25, height: 18))
    #expect(views["small"]?.frame == Rect(x: 19, y: 79, width: title("Small", 11) + 20, height: 16))
    #expect(
      views["large"]?.frame == Rect(x: 17, y: 107.5, width: title("Large", 13) + 28, height: 22))
    #expect(views["snug"]?.frame == Rect(x: 18, y: 139, width: 132, height: 18))
    let path = Self.folder.appendingPathComponent("ToggleTitleRoom.xib").path
    let findings = try Linter().lint(path: path).filter { $0.severity != .note }
    #expect(findings.map(\.description) == [])
  }

  /// macOS 11's large push button: a 28-point bezel in a 40-point frame 6 points past each
  /// side, its title 10 points from each end.
  @Test(arguments: [true, false])
  func aLargePushButtonIsItsTitleAndItsEnds(canvas: Bool) throws {
    let views = try Self.laidOut("LargePushButton.xib", canvas: canvas, clearing: ["continue"])
    let title = TextMeasurer.roundUp(
      TextMeasurer(font: .system(size: 13)).width(of: "Continue"), scale: 1)
    #expect(views["continue"]?.frame == Rect(x: 14, y: 14, width: title + 32, height: 40))
  }

  /// macOS 11's large pop-up: a 28-point bezel in a 40-point frame 5 points past each side,
  /// as wide as its widest item's title and 50 points (its arrows 31 points after the title).
  @Test(arguments: [true, false])
  func aLargePopUpIsItsWidestTitleAndItsArrows(canvas: Bool) throws {
    let views = try Self.laidOut(
      "LargePopUpButton.xib", canvas: canvas, clearing: ["fades", "empty"])
    let title = TextMeasurer.roundUp(
      TextMeasurer(font: .system(size: 14)).width(of: "2 seconds"), scale: 1)
    #expect(views["fades"]?.frame == Rect(x: 15, y: 14, width: title + 50, height: 40))
    #expect(views["empty"]?.frame == Rect(x: 15, y: 64, width: 50, height: 40))
  }

  /// macOS 11's small pop-up with the rounded rectangle bezel: its frame is its 17-point
  /// bezel, its widest item's title and 20 points wide.
  @Test(arguments: [true, false])
  func aSmallRoundRectPopUpIsItsBezel(canvas: Bool) throws {
    let views = try Self.laidOut("SmallRoundRectPopUp.xib", canvas: canvas, clearing: ["unit"])
    let title = TextMeasurer.roundUp(
      TextMeasurer(font: .system(size: 11)).width(of: "% of screen"), scale: 1)
    #expect(views["unit"]?.frame == Rect(x: 20, y: 20, width: title + 20, height: 17))
  }

  /// macOS 11's small radio button is 14 points high in a 15-point frame a point above it: a
  /// column of two fills its 48-point superview with nothing to spare.
  @Test(arguments: [true, false])
  func smallRadioButtonsFramesReachAPointAbove(canvas: Bool) throws {
    let views = try Self.laidOut(
      "SmallRadioButtons.xib", canvas: canvas, clearing: ["window", "screen"])
    #expect(views["window"]?.frame.origin.y == 7)
    #expect(views["window"]?.frame.size.height == 15)
    #expect(views["screen"]?.frame.origin.y == 25)
    #expect(views["screen"]?.frame.size.height == 15)
    let path = Self.folder.appendingPathComponent("SmallRadioButtons.xib").path
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }

  /// An AppKit stack view without views hugs its edge insets: 0 by 0 where its constraints
  /// put it, with the view below it placed and nothing ambiguous.
  @Test(arguments: [true, false])
  func anEmptyAppKitStackViewIsAsThinAsNothing(canvas: Bool) throws {
    let views = try Self.laidOut(
      "EmptyStackView.xib", canvas: canvas, clearing: ["stack", "label"])
    #expect(views["stack"]?.frame == Rect(x: 150, y: 20, width: 0, height: 0))
    #expect(views["label"]?.frame.origin.y == 28)
    let path = Self.folder.appendingPathComponent("EmptyStackView.xib").path
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }

  /// An AppKit stack view's alignment gives way to a view's own required constraint: the
  /// notes view stays 20 points in from the leading edge, the label above it on the edge, and
  /// nothing is contradicted.
  @Test(arguments: [true, false])
  func anAppKitStacksAlignmentGivesWayToAViewsConstraint(canvas: Bool) throws {
    let views = try Self.laidOut(
      "StackAlignmentGivesWay.xib", canvas: canvas, clearing: ["title", "notes"])
    #expect(views["notes"]?.frame == Rect(x: 20, y: 24, width: 260, height: 96))
    #expect(views["title"]?.frame.origin.x == -2)
    let path = Self.folder.appendingPathComponent("StackAlignmentGivesWay.xib").path
    let findings = try Linter().lint(path: path).filter { $0.severity != .note }
    #expect(findings.map(\.description) == [])
  }

  /// A macOS top-level view Xcode marked misplaced (saved 4 points shorter than its column of
  /// checkboxes needs) is sized on the canvas by its constraints, its saved size held only as
  /// a window's is: nothing is squeezed, and the linter finds no ambiguity. Loaded, the size
  /// it was saved at holds, as a root's does, and the column gives way.
  @Test(arguments: [(true, 58.0), (false, 54.0)])
  func aMisplacedTopLevelViewIsSizedByItsConstraintsOnTheCanvas(canvas: Bool, column: Double)
    throws
  {
    let path = Self.folder.appendingPathComponent("MisplacedTopLevelView.xib").path
    let views = try Self.laidOut(
      path: path, canvas: canvas, setting: ["column": .zero, "first": .zero, "third": .zero])
    #expect(views["column"]?.frame == Rect(x: 20, y: 20, width: 260, height: column))
    if canvas {
      #expect(views["first"].map { [$0.frame.origin.y, $0.frame.size.height] } == [0, 14])
      #expect(views["third"].map { [$0.frame.origin.y, $0.frame.size.height] } == [44, 14])
      #expect(try Self.warnings("MisplacedTopLevelView.xib") == [])
    }
  }

  /// A document Xcode 26 saved has macOS 26's AppKit, on the canvas and loaded (the app
  /// that ships it is built with that Xcode): frames that are the controls' alignment
  /// rectangles, push buttons, pop-ups and bezeled fields 24 points high, a checkbox's box 21
  /// points before its title, boxes and help buttons where their constraints put them.
  @Test(arguments: [true, false])
  func aDocumentXcode26SavedHasMacOS26sControls(canvas: Bool) throws {
    let views = try Self.laidOut(
      "ControlsOfMacOS26.xib", canvas: canvas,
      clearing: ["remember", "mode", "name", "group", "help", "save"])
    let title = TextMeasurer.roundUp(
      TextMeasurer(font: .system(size: 13)).width(of: "Remember"), scale: 1)
    #expect(views["remember"]?.frame == Rect(x: 20, y: 20, width: 21 + title, height: 16))
    #expect(views["mode"]?.frame == Rect(x: 20, y: 44, width: 120, height: 24))
    #expect(views["name"]?.frame == Rect(x: 20, y: 76, width: 200, height: 24))
    #expect(views["group"]?.frame == Rect(x: 240, y: 20, width: 40, height: 40))
    #expect(views["help"]?.frame == Rect(x: 256, y: 106, width: 24, height: 24))
    #expect(views["save"]?.frame == Rect(x: 20, y: 106, width: 80, height: 24))
  }

  /// On the canvas of a document Xcode 8 saved, Aqua's regular checkbox's frame reaches 2
  /// points past its box and title at every side, and a small one's 3 past its box above,
  /// below and before it and 2 after its title: a small checkbox 8 points under a regular
  /// one, 22 in from it and ending where it ends, has the frame Interface Builder saved.
  @Test func aquasCheckboxesReachPastTheirBoxesAndTitles() throws {
    let views = try Self.laidOut(
      "CheckboxesOfXcode8.xib", canvas: true, clearing: ["math", "dollar"])
    #expect(views["math"]?.frame == Rect(x: 18, y: 18, width: 364, height: 18))
    #expect(views["dollar"]?.frame == Rect(x: 39, y: 39, width: 343, height: 18))
    let path = Self.folder.appendingPathComponent("CheckboxesOfXcode8.xib").path
    #expect(try Linter().lint(path: path).isEmpty)
  }

  /// On the canvas of a document Xcode 11 saved, a regular pop-up is Aqua's, 21 points high,
  /// in a 25-point frame a point above it and 3 below (Aqua's earlier frame was 26, 2 above);
  /// loaded, it is macOS 11's, 20 points in the same frame, a point above it and 4 below.
  @Test(arguments: [(true, 21.0), (false, 20.0)])
  func aPopUpOfXcode11IsAquasInAShorterFrame(canvas: Bool, height: Double) throws {
    let path = Fixture.root.appendingPathComponent("valid/kit/PopUpsOfXcode11.xib").path
    let views = try Self.laidOut(
      path: path, canvas: canvas, setting: ["account": .zero, "parent": .zero],
      reading: ["label"])
    let label = try #require(views["label"])
    let account = try #require(views["account"])
    #expect(account.frame.origin.y == label.frame.maxY + 8 - 1)
    #expect(account.frame.size.height == 25)
    #expect(views["parent"]?.frame.origin.y == account.frame.origin.y + 1 + height + 8 - 1)
  }

  /// The Interface Builder that saved a document is the plug-in it depends on: a document
  /// Xcode 15 saved with the tools version `32700.99.1234` has macOS 11's controls.
  @Test(arguments: [true, false])
  func thePlugInSaysWhichInterfaceBuilderSavedTheDocument(canvas: Bool) throws {
    let views = try Self.laidOut("PlugInVersion.xib", canvas: canvas, clearing: ["save"])
    #expect(views["save"]?.frame == Rect(x: 13, y: 15, width: 94, height: 32))
  }

  /// Before macOS 10.15 a line of the 13-point system font was 17 points high: on the canvas
  /// of a document Xcode 10 saved, a bold label of it is 17 points high, a bezeled field 22
  /// and a small label 14, and a column of them between its view's top and bottom fits it
  /// (with today's lines it was 2 points short, and its views ambiguous). Loaded, a document
  /// has today's lines. The 11-point line is 14 points in both.
  @Test func aLineOfThe13PointSystemFontWas17PointsBeforeMacOS10_15() throws {
    let views = try Self.laidOut(
      "LabelLinesOfXcode10.xib", canvas: true, clearing: ["title", "field", "note"])
    let frames = ["title", "field", "note"].map { views[$0].map { $0.frame } }
    #expect(frames.map { $0?.size.height } == [17, 22, 14])
    #expect(frames.map { $0?.origin.y } == [20, 45, 75])
    #expect(try Self.warnings("LabelLinesOfXcode10.xib") == [])
    let system13 = TextMeasurer(font: .system(size: 13, weight: .bold))
    let system11 = TextMeasurer(font: .system(size: 11))
    #expect(system13.appKitLineHeight(release: .macOS10_14) == 17)
    #expect(system13.appKitLineHeight(release: .macOS10_15) == 16)
    #expect(system11.appKitLineHeight(release: .beforeMacOS11) == 14)
    #expect(system11.appKitLineHeight(release: .macOS11) == 14)
  }

  /// A tools version names the AppKit that drew the document: Xcode 10's builds (14000 to
  /// 14999) drew with macOS 10.14's, Xcode 11's (15000 to 16999) with macOS 10.15's, Xcode
  /// 12's (17000 and more) with macOS 11's, Xcode 26's (24000 and more) with macOS 26's.
  @Test func aToolsVersionNamesItsAppKit() {
    #expect(AppKitRelease(toolsVersion: "12118") == .beforeMacOS11)
    #expect(AppKitRelease(toolsVersion: "14460.31") == .macOS10_14)
    #expect(AppKitRelease(toolsVersion: "15505") == .macOS10_15)
    #expect(AppKitRelease(toolsVersion: "16097.2") == .macOS10_15)
    #expect(AppKitRelease(toolsVersion: "17156") == .macOS11)
    #expect(AppKitRelease(toolsVersion: "23727") == .macOS11)
    #expect(AppKitRelease(toolsVersion: "24123.1") == .macOS26)
    #expect(AppKitRelease(toolsVersion: "24765") == .macOS26)
    #expect(AppKitRelease(toolsVersion: "next") == nil)
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
      "UnmodelledControl.xib", canvas: true, clearing: ["meter", "well", "time"])
    #expect(views["meter"]?.frame == Rect(x: 20, y: 20, width: 44, height: 23))
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
