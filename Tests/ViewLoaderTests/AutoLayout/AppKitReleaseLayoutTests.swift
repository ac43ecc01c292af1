import Foundation
import Testing

@testable import ViewLoader

/// Which AppKit a macOS document's controls have: on Interface Builder's canvas, that of the
/// Xcode that laid its frames out (its metrics, its frames' insets, its lines of text); loaded,
/// today's, or macOS 26's when Xcode 26 saved it.
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

  /// A bordered colour well too: on the canvas of a document Xcode 10 saved, its frame is its
  /// bezel (54 by 26, as constrained); loaded, macOS 11's frame reaches 3 points past the bezel
  /// at each side and 2 above and below.
  @Test(arguments: [true, false])
  func aColourWellHasTheFrameOfTheAppKitThatDrewIt(canvas: Bool) throws {
    let views = try Self.laidOut(
      "ColorWellBeforeMacOS11.xib", canvas: canvas, clearing: ["hourColor"])
    #expect(
      views["hourColor"]?.frame
        == (canvas
          ? Rect(x: 186, y: 20, width: 54, height: 26)
          : Rect(x: 183, y: 18, width: 60, height: 30)))
  }

  /// macOS 11's regular push button of an image alone is its image and 8 points at each side
  /// (a 15-point template image: a 31-point bezel, a 45-point frame), on the canvas of a
  /// document Xcode 13 saved and loaded.
  @Test(arguments: [true, false])
  func aPushButtonOfAnImageAloneIsItsImageWide(canvas: Bool) throws {
    let views = try Self.laidOut(
      "AppKitImageOnlyPushButton.xib", canvas: canvas, clearing: ["action"])
    #expect(views["action"]?.frame == Rect(x: 13, y: 15, width: 45, height: 32))
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

  /// A document Xcode 26 saved with the frames an earlier Xcode laid out (an 18-point
  /// checkbox, a 32-point push button) has that Xcode's controls on the canvas: its column
  /// fits its view, every frame is the one saved, and nothing is reported; the 24-point
  /// frames of a document Xcode 26 laid out keep macOS 26's
  /// (``aDocumentXcode26SavedHasMacOS26sControls(canvas:)``).
  @Test func aDocumentXcode26SavedWithOlderFramesHasTheirControlsOnTheCanvas() throws {
    let views = try Self.laidOut(
      "OlderFramesOfXcode26.xib", canvas: true, clearing: ["remember", "save"])
    #expect(views["remember"]?.frame == Rect(x: 18, y: 19, width: 91, height: 18))
    #expect(views["save"]?.frame == Rect(x: 13, y: 43, width: 65, height: 32))
    #expect(try Self.warnings("OlderFramesOfXcode26.xib") == [])
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
