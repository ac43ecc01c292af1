import Testing

@testable import ViewLoader

extension InterfaceBuilderLayoutTests {
  /// macOS 26's pop-up has its title in its middle: at their own heights, a pop-up and a
  /// label aligned by their first baselines share their middles.
  @Test func aMacOS26PopUpsTitleIsInItsMiddle() throws {
    let views = try Self.laidOut("AppKitBaselines.xib", clearing: ["name", "folder"])
    let label = try #require(views["name"])
    let popUp = try #require(views["folder"])
    #expect(label.frame.origin.y == 20)
    // The label's frame reaches 2 points past its text; the pop-up's is its alignment rectangle.
    #expect(popUp.frame.origin == Point(x: label.frame.maxX - 2 + 8, y: 16))
    #expect(popUp.frame.size.height == 24)
  }

  /// AppKit draws a field's text at its top and a pop-up's bezel at its own height from its
  /// top: held to another height, neither's baseline moves from where it is at its own, and
  /// an editable field without a bezel or border has a label's insets.
  @Test func appKitBaselinesAreMeasuredFromTheTop() throws {
    let views = try Self.laidOut("AppKitBaselines.xib", clearing: ["hosts", "known"])
    #expect(views["hosts"]?.frame == Rect(x: 18, y: 60, width: 154, height: 18))
    let popUp = try #require(views["known"])
    #expect(popUp.frame.origin == Point(x: 180, y: 56))
    #expect(popUp.frame.size.height == 22)
  }
}

extension InterfaceBuilderLayoutTests {
  /// AppKit's sliders drawn up the screen at the mini and small sizes are as wide as their
  /// tracks (13 and 16 points), their frames 2 points past the tracks at every side; one that
  /// runs its view's height reaches past its top and bottom, and the linter finds nothing.
  @Test func aSmallSliderUpTheScreenIsItsTrackTurned() throws {
    let path = Self.folder.appendingPathComponent("AppKitVerticalSliders.xib").path
    // A slider takes its direction from its frame: each is left taller than wide, and wrong.
    let wrong = Rect(x: 0, y: 0, width: 1, height: 2)
    let views = try Self.laidOut(path: path, setting: ["full": wrong, "short": wrong])
    #expect(views["full"]?.frame == Rect(x: 18, y: -2, width: 17, height: 124))
    #expect(views["short"]?.frame == Rect(x: 51, y: 8, width: 20, height: 84))
    #expect(try Linter().lint(path: path).isEmpty)
  }

  /// On the canvas, an AppKit button with a title and a bezel the kit has no metrics for
  /// (round-rect) has its saved size, 96 by 17 with its frame a point below its bezel, not
  /// UIKit's measure of its title (its line and 12 points); the label above it keeps its
  /// height.
  @Test func anAppKitRoundRectButtonHasItsSavedSizeOnTheCanvas() throws {
    let path = Fixture.root.appendingPathComponent("valid/kit/AppKitRoundRectButton.xib").path
    let views = try Self.laidOut(
      path: path, canvas: true, setting: ["title": .zero, "wrong": .zero])
    #expect(views["title"]?.frame == Rect(x: 6, y: 8, width: 228, height: 14))
    #expect(views["wrong"]?.frame == Rect(x: 136, y: 26, width: 96, height: 17))
  }

  /// A macOS tab view with its tabs on top reaches past its alignment rectangle (6 points
  /// above, 7 at each side, 10 below): pinned to its superview's edges, its frame is where
  /// Interface Builder saved it, and so is its item's view.
  @Test func aTabViewsFrameReachesPastItsAlignmentRectangle() throws {
    let views = try Self.laidOut("AppKitTabViewInsets.xib", clearing: ["tabs"])
    #expect(views["tabs"]?.frame == Rect(x: 13, y: 4, width: 580, height: 380))
  }

  /// A regular AppKit stepper (macOS 11 to 15) is its 13-by-21-point arrows, its frame 3
  /// points past each side, 4 above and 3 below: 8 points after a field and centred on it, its
  /// frame is where Interface Builder saved it, and nothing is ambiguous.
  @Test(arguments: [true, false])
  func anAppKitSteppersFrameReachesPastItsArrows(canvas: Bool) throws {
    let views = try Self.laidOut("AppKitStepper.xib", canvas: canvas, clearing: ["stepper"])
    #expect(views["stepper"]?.frame == Rect(x: 125, y: 16, width: 19, height: 28))
    let path = Self.folder.appendingPathComponent("AppKitStepper.xib").path
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }

  /// macOS 26's small stepper is 11 by 16 points, its frame its alignment rectangle: 4
  /// points after a field in a row centred on it, the row as wide as the field, the spacing
  /// and the stepper, and nothing is ambiguous or outside its row.
  @Test(arguments: [true, false])
  func aSmallStepperOfMacOS26Is11By16(canvas: Bool) throws {
    let views = try Self.laidOut(
      "AppKitSmallStepper.xib", canvas: canvas, clearing: ["row", "stepper"])
    #expect(views["stepper"]?.frame.size == Size(width: 11, height: 16))
    #expect(views["stepper"]?.frame.origin.x == 46)
    #expect(views["row"]?.frame.size.width == 57)
    let row = try #require(views["row"]).frame.size.height
    #expect(views["stepper"]?.frame.origin.y == (row - 16) / 2)
    #expect(try Self.warnings("AppKitSmallStepper.xib") == [])
  }

  /// macOS 11's small stepper is 11 by 17 points in a 15-by-22 frame, 2 points past its
  /// arrows at the sides and above and 3 below: after a field in a row spaced 4 apart its
  /// frame is where HandBrake's 17 were saved, 2 before the arrows, and the row 57 wide.
  @Test(arguments: [true, false])
  func aSmallStepperOfMacOS11Is11By17(canvas: Bool) throws {
    let views = try Self.laidOut(
      "AppKitSmallStepperOfMacOS11.xib", canvas: canvas, clearing: ["row", "stepper"])
    #expect(views["stepper"]?.frame == Rect(x: 44, y: -1, width: 15, height: 22))
    #expect(views["row"]?.frame.size == Size(width: 57, height: 19))
    #expect(try Self.warnings("AppKitSmallStepperOfMacOS11.xib") == [])
  }

  /// A stack view's baseline is one of its arranged views': in a row aligned by first
  /// baselines a label beside a column of checkboxes sits on the first checkbox's line, at
  /// the row's top, and the row is as tall as the column (its bottom, taken for its
  /// baseline, put the label below the column and made the row taller).
  @Test(arguments: [true, false])
  func aColumnsFirstBaselineIsItsFirstViews(canvas: Bool) throws {
    let views = try Self.laidOut(
      "StackViewBaselines.xib", canvas: canvas,
      clearing: ["row", "label", "column", "open", "updates"])
    #expect(views["label"]?.frame == Rect(x: -2, y: 0, width: 69, height: 16))
    #expect(views["open"]?.frame == Rect(x: -2, y: -1, width: 130, height: 18))
    #expect(views["column"]?.frame == Rect(x: 73, y: 0, width: 136, height: 38))
    #expect(views["row"]?.frame.size.height == 38)
    #expect(try Self.warnings("StackViewBaselines.xib") == [])
  }

  /// An AppKit button without a bezel that shows a title is sized as a label's frame, its
  /// title and 2 points at each side, its line high, and aligns its frame: Interface
  /// Builder's 75 by 16 for "Need Help?", with the label below where Xcode saved it and
  /// nothing ambiguous. One whose image is an `<imageReference>` (a symbol) has that image,
  /// is not sized as a title, and its constraints size it.
  @Test(arguments: [true, false])
  func anAppKitBorderlessButtonIsItsTitle(canvas: Bool) throws {
    let views = try Self.laidOut(
      "AppKitBorderlessButton.xib", canvas: canvas, clearing: ["help", "note", "clear"])
    let help = try #require(views["help"] as? Button)
    let title = TextMeasurer.roundUp(
      TextMeasurer(font: .system(size: 13)).width(of: "Need Help?"), scale: 1)
    #expect(help.frame == Rect(x: 20, y: 20, width: title + 4, height: 16))
    #expect(help.alignmentRectInsets == .zero)
    #expect(views["note"]?.frame.origin.y == 44)
    let clear = try #require(views["clear"] as? Button)
    #expect(clear.image == "trash")
    #expect(clear.appKitBorderlessSize == nil)
    let insets = clear.alignmentRectInsets
    #expect(clear.frame.size.width - insets.left - insets.right == 16)
    #expect(clear.frame.size.height - insets.top - insets.bottom == 17)
    #expect(try Self.warnings("AppKitBorderlessButton.xib") == [])
  }

  /// An AppKit button without a border draws no bezel, whatever its `bezelStyle`: one of the
  /// `rounded` bezel pinned to a card's edges is the card's size (measured as a push button,
  /// its frame reached 7 points past each side and 5 above), one of an image alone is its
  /// image, and one with an image before its title is the two side by side, its line high (a
  /// UIKit button's padding made it 28): where Interface Builder saved them, on its canvas
  /// and loaded, and nothing is reported.
  @Test(arguments: [true, false])
  func anAppKitButtonWithoutABorderIsWhatItShows(canvas: Bool) throws {
    let views = try Self.laidOut(
      "AppKitBorderlessBezels.xib", canvas: canvas, clearing: ["overlay", "info", "status"])
    let overlay = try #require(views["overlay"] as? Button)
    #expect(overlay.frame == Rect(x: 0, y: 0, width: 200, height: 60))
    #expect(overlay.alignmentRectInsets == .zero)
    let info = try #require(views["info"] as? Button)
    #expect(info.imagePosition == .imageOnly)
    #expect(info.frame == Rect(x: 264, y: 42, width: 16, height: 16))
    let title = TextMeasurer.roundUp(
      TextMeasurer(font: .system(size: 13)).width(of: "Connected"), scale: 1)
    #expect(views["status"]?.frame == Rect(x: 20, y: 88, width: 8 + title + 4, height: 16))
    #expect(try Self.warnings("AppKitBorderlessBezels.xib") == [])
  }

  /// An AppKit text field with a plain border is its line and 4 points, 20 high at 13
  /// points (measured as a UIKit field, 15.5): a column of it and a label between its view's
  /// top and bottom is determined, on the canvas and loaded.
  @Test(arguments: [true, false])
  func anAppKitBorderedFieldIsItsLineAnd4Points(canvas: Bool) throws {
    let views = try Self.laidOut(
      "AppKitBorderedField.xib", canvas: canvas, clearing: ["link", "note"])
    #expect(views["link"]?.frame == Rect(x: 15, y: 13, width: 210, height: 20))
    #expect(views["note"]?.frame.origin.y == 41)
    #expect(views["note"]?.frame.size.height == 16)
    #expect(try Self.warnings("AppKitBorderedField.xib") == [])
  }

  /// An AppKit stack view detaches a hidden view: it keeps the width its own constraints give
  /// it, at the stack's start, the views after it are laid out as if it were not there, and
  /// nothing is contradicted (UIKit's collapse, applied to it, contradicted its width).
  @Test(arguments: [true, false])
  func anAppKitStackDetachesAHiddenView(canvas: Bool) throws {
    let views = try Self.laidOut(
      "AppKitHiddenArrangedView.xib", canvas: canvas, clearing: ["row", "icon", "flag"])
    #expect(views["icon"]?.frame == Rect(x: 0, y: 2, width: 16, height: 16))
    #expect(views["flag"]?.frame == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(views["row"]?.frame == Rect(x: 20, y: 20, width: 20, height: 20))
    #expect(try Self.warnings("AppKitHiddenArrangedView.xib") == [])
  }

  /// An AppKit stack view's views resist being clipped by its bounds, not by its edge
  /// insets: a row the file pins to the stack's own leading edge stays there, beside one
  /// aligned at the 2-point inset, and nothing is contradicted.
  @Test(arguments: [true, false])
  func anAppKitStackBoundsItsViewsByItsEdgesNotItsInsets(canvas: Bool) throws {
    let views = try Self.laidOut(
      "AppKitStackEdgeInsets.xib", canvas: canvas, clearing: ["column", "inset", "pinned"])
    #expect(views["inset"]?.frame == Rect(x: 2, y: 0, width: 198, height: 20))
    #expect(views["pinned"]?.frame == Rect(x: 0, y: 25, width: 200, height: 20))
    #expect(try Self.warnings("AppKitStackEdgeInsets.xib") == [])
  }

  /// An AppKit stack view Xcode writes without `spacing` has AppKit's 8 points between its
  /// views, and its equal lengths give way just below required to its rows' own heights (23,
  /// 24, 24); one without `distribution` arranges gravity areas: the frames Xcode saved, with
  /// nothing ambiguous or contradicted.
  @Test(arguments: [true, false])
  func anAppKitStacksDefaultsAreAppKits(canvas: Bool) throws {
    let views = try Self.laidOut(
      "AppKitStackDefaults.xib", canvas: canvas,
      clearing: ["stack", "first", "second", "third", "gravity", "left", "right"])
    #expect((views["stack"] as? StackView)?.spacing == 8)
    #expect(views["stack"]?.frame == Rect(x: 20, y: 20, width: 360, height: 87))
    #expect(views["first"]?.frame == Rect(x: 0, y: 0, width: 360, height: 23))
    #expect(views["second"]?.frame == Rect(x: 0, y: 31, width: 360, height: 24))
    #expect(views["third"]?.frame == Rect(x: 0, y: 63, width: 360, height: 24))
    #expect((views["gravity"] as? StackView)?.distribution == .gravityAreas)
    #expect(views["gravity"]?.frame == Rect(x: 20, y: 127, width: 360, height: 20))
    #expect(views["left"]?.frame == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(views["right"]?.frame == Rect(x: 58, y: 0, width: 50, height: 20))
    let path = Self.folder.appendingPathComponent("AppKitStackDefaults.xib").path
    #expect(try Linter().lint(path: path).filter { $0.severity != .note }.isEmpty)
  }
}

extension InterfaceBuilderLayoutTests {
  /// A tab view's `type` is its `tabViewType`: one without tabs or border has its frame where
  /// its constraints put its edges; one with tabs on top and a bezel reaches past them.
  @Test(arguments: [true, false])
  func aTabViewWithoutTabsOrBorderAlignsItsFrame(canvas: Bool) throws {
    let views = try Self.laidOut(
      "TabViewWithoutTabs.xib", canvas: canvas, clearing: ["plain", "tabbed"])
    let plain = try #require(views["plain"] as? TabView)
    #expect(plain.tabViewType == .noTabsNoBorder)
    #expect(plain.frame == Rect(x: 0, y: 0, width: 400, height: 150))
    let tabbed = try #require(views["tabbed"] as? TabView)
    #expect(tabbed.tabViewType == .topTabsBezelBorder)
    #expect(tabbed.frame == Rect(x: 13, y: 154, width: 374, height: 136))
  }
}

extension InterfaceBuilderLayoutTests {
  /// macOS 11's textured rounded button is its 20-point bezel in a 23-point frame, a point
  /// past it above and at each side and 2 below: on the canvas its size is its saved frame
  /// less that room, so the column under the checkbox fits its view, as Interface Builder
  /// drew it, and nothing is ambiguous or outside its parent.
  @Test func aTexturedButtonsFrameReachesPastItsBezel() throws {
    let views = try Self.laidOut(
      "AppKitTexturedButton.xib", canvas: true, clearing: ["sync", "manage"])
    let manage = try #require(views["manage"])
    #expect(manage.frame == Rect(x: 41, y: 31, width: 157, height: 23))
    let insets = manage.alignmentRectInsets
    #expect(insets == Insets(top: 1, left: 1, bottom: 2, right: 1))
    #expect(views["sync"]?.frame.origin.y == -1)
    #expect(try Self.warnings("AppKitTexturedButton.xib") == [])
  }
}

extension InterfaceBuilderLayoutTests {
  /// A round-rect button's frame reaches a point below its bezel at every size: on the canvas
  /// its size is its saved frame less that point, and one pinned to its superview's bottom
  /// ends a point past it without being outside it.
  @Test func aRoundRectButtonsFrameReachesBelowItsBezel() throws {
    let views = try Self.laidOut(
      "AppKitRoundRectButton.xib", canvas: true, clearing: ["reveal", "advanced"])
    let reveal = try #require(views["reveal"])
    #expect(reveal.alignmentRectInsets == Insets(top: 0, left: 0, bottom: 1, right: 0))
    #expect(reveal.frame == Rect(x: 20, y: 10, width: 98, height: 19))
    #expect(views["advanced"]?.frame == Rect(x: 20, y: 46, width: 122, height: 15))
    #expect(try Self.warnings("AppKitRoundRectButton.xib") == [])
  }
}

extension InterfaceBuilderLayoutTests {
  /// An AppKit dial has, on the canvas, its saved size: HandBrake's gain knob and field fill
  /// their row as Interface Builder drew them, and nothing is ambiguous.
  @Test func anAppKitDialHasItsSavedSizeOnTheCanvas() throws {
    let views = try Self.laidOut("AppKitDial.xib", canvas: true, clearing: ["knob", "gain"])
    #expect(views["knob"]?.frame == Rect(x: 3, y: 1.5, width: 22, height: 22))
    #expect(views["gain"]?.frame == Rect(x: 25, y: 5.5, width: 37, height: 14))
    #expect(try Self.warnings("AppKitDial.xib") == [])
  }
}

extension InterfaceBuilderLayoutTests {
  /// An AppKit split view arranges panes that do not translate their masks: side by side a
  /// thin divider apart, each as tall as the split view, each holding the width it has;
  /// nothing is ambiguous. Wider, the panes still fill it, a point apart.
  @Test func anAppKitSplitViewArrangesItsPanes() throws {
    let path = Self.folder.appendingPathComponent("AppKitSplitViewPanes.xib").path
    // Each pane's width is what it holds; its place and height are left wrong.
    let widths = ["servers": 150.0, "channel": 198, "members": 150]
    let views = try Self.laidOut(
      path: path,
      setting: widths.mapValues { Rect(x: 7, y: 9, width: $0, height: 1) },
      reading: ["root"])
    #expect(views["servers"]?.frame == Rect(x: 0, y: 0, width: 150, height: 300))
    #expect(views["channel"]?.frame == Rect(x: 151, y: 0, width: 198, height: 300))
    #expect(views["members"]?.frame == Rect(x: 350, y: 0, width: 150, height: 300))
    #expect(try Self.warnings("AppKitSplitViewPanes.xib") == [])

    let root = try #require(views["root"])
    root.frame.size = Size(width: 600, height: 300)
    root.layoutIfNeeded()
    let frames = ["servers", "channel", "members"].compactMap { views[$0]?.frame }
    #expect(frames.map(\.size.height) == [300, 300, 300])
    #expect(frames[1].origin.x == frames[0].maxX + 1 && frames[2].origin.x == frames[1].maxX + 1)
    #expect(frames[2].maxX == 600)
  }

  /// A macOS label that clips keeps the lines its text breaks itself into: three lines are 48
  /// points high, the button is placed under them, and nothing is ambiguous.
  @Test(arguments: [true, false])
  func aClippingAppKitLabelKeepsItsLines(canvas: Bool) throws {
    let views = try Self.laidOut(
      "AppKitClippingLabelLines.xib", canvas: canvas, clearing: ["note", "okay"])
    let note = try #require(views["note"]?.frame)
    #expect(note.origin.y == 20 && note.size.height == 48)
    #expect(views["okay"]?.frame.origin.y == 75)
    #expect(try Self.warnings("AppKitClippingLabelLines.xib") == [])
  }

  /// On the canvas, an AppKit button of a bezel the kit has no metrics for and without a
  /// title or image (a small help button) has its saved size: the column it ends fits its
  /// view, and nothing is ambiguous.
  @Test func aSmallHelpButtonHasItsSavedSizeOnTheCanvas() throws {
    let views = try Self.laidOut(
      "AppKitSmallHelpButton.xib", canvas: true, clearing: ["caption", "help"])
    #expect(views["help"]?.frame == Rect(x: 20, y: 42, width: 18, height: 19))
    #expect(try Self.warnings("AppKitSmallHelpButton.xib") == [])
  }
}

extension InterfaceBuilderLayoutTests {
  /// An image view's symbol is sized by its box, which the kit only approximates: held to a
  /// size by required constraints, with required hugging and compression resistance, the
  /// file's size decides and nothing contradicts it.
  /// An image well (an image view with a gray bezel) aligns its bezel, 3 points inside its
  /// frame at each side; a plain image view aligns its frame. The linter finds nothing where
  /// Xcode saved the frames.
  @Test func anImageWellAlignsItsBezel() throws {
    let views = try Self.laidOut(
      "AppKitImageWell.xib", clearing: ["well", "card", "plain"])
    #expect(views["well"]?.frame == Rect(x: 17, y: 17, width: 266, height: 166))
    #expect(views["card"]?.frame == Rect(x: 77, y: 47, width: 146, height: 106))
    #expect(views["plain"]?.frame == Rect(x: 250, y: 160, width: 40, height: 30))
    let well = try #require(views["well"] as? ImageView)
    #expect(well.imageFrameStyle == .grayBezel)
    #expect((views["plain"] as? ImageView)?.imageFrameStyle == ImageView.FrameStyle.none)
    #expect(try Self.warnings("AppKitImageWell.xib") == [])
  }

  @Test func aSymbolImageViewTakesTheSizeItsConstraintsGive() throws {
    let views = try Self.laidOut(
      "SymbolImageHeldToASize.xib", canvas: true, clearing: ["gear", "day"])
    #expect(views["gear"]?.frame == Rect(x: 4, y: 4, width: 16, height: 16))
    #expect(views["day"]?.frame == Rect(x: 28, y: 2, width: 20, height: 20))
    #expect(try Self.warnings("SymbolImageHeldToASize.xib") == [])
  }
}
