import Foundation
import Testing

@testable import ViewLoader

/// What the picture shows of the controls, text views and bars of `Controls.nib`: their
/// values where iOS draws them, read back from the SVG with libxml2.
@Suite struct ControlRenderingTests {
  var library: NibLibrary { NibLibrary(directory: renderFixtures, registry: .standard) }

  /// The picture of `Controls.nib`.
  func picture() throws -> SVGInspection {
    let root = try #require(
      library.nib(named: "Controls").instantiate().topLevelObjects.first as? View)
    return try SVGInspection(SVGRenderer().render(root))
  }

  /// The shapes named `name` that the view with `id` draws itself, as their attributes.
  func shapes(_ name: String, of id: String, in picture: SVGInspection) throws -> [[String: String]]
  {
    try #require(picture.group(id: id)).children.filter { $0.name == name }.map(\.attributes)
  }

  /// The texts the view with `id` draws itself, in order.
  func texts(of id: String, in picture: SVGInspection) throws -> [XMLElementTree] {
    try #require(picture.group(id: id)).children.filter { $0.name == "text" }
  }

  /// An attribute as a number (not a number when it is missing).
  func number(_ attributes: [String: String], _ key: String) -> Double {
    Double(attributes[key] ?? "") ?? .nan
  }

  /// Whether two numbers are equal to within the SVG's rounding.
  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }

  @Test func aSegmentedControlShowsItsTitlesAndRaisesTheSelectedSegment() throws {
    let picture = try picture()
    let titles = try texts(of: "segments", in: picture)
    #expect(titles.map(\.allText) == ["Day", "Week", "Month", "Year"])
    // The selected (third) segment's title is semibold, the others regular.
    #expect(titles.map { $0.attributes["font-weight"] } == [nil, nil, "600", nil])
    // Its part is a white rounded rectangle 2 points inside the third quarter of the frame.
    let rects = try shapes("rect", of: "segments", in: picture)
    let segment = 343.0 / 4
    let knob = try #require(rects.first { $0["fill"] == "#FFFFFF" })
    #expect(close(number(knob, "x"), 16 + 2 * segment + 2))
    #expect(close(number(knob, "width"), segment - 4))
    #expect(close(number(knob, "y"), 62) && close(number(knob, "height"), 28))
    // One separator: between Day and Week (the others border the selected segment).
    let separators = try shapes("line", of: "segments", in: picture)
    #expect(separators.count == 1)
    #expect(separators.first.map { close(number($0, "x1"), 16 + segment) } == true)
  }

  @Test func aSliderFillsItsTrackUpToAThumbAtItsValue() throws {
    let picture = try picture()
    // The value 15 is a quarter of the way from 10 to 30. The track runs along the alignment
    // rectangle (2 points inside each end of the frame 16 343), the thumb's centre 14 points
    // inside it at each end of its travel.
    let track = (start: 18.0, length: 339.0)
    let centre = track.start + 14 + 0.25 * (track.length - 28)
    let circles = try shapes("circle", of: "slider", in: picture)
    let thumb = try #require(circles.last)
    #expect(close(number(thumb, "cx"), centre))
    #expect(close(number(thumb, "cy"), 108 + 15) && thumb["r"] == "14")
    #expect(thumb["fill"] == "#FFFFFF")
    let rects = try shapes("rect", of: "slider", in: picture)
    #expect(rects.count == 2)
    #expect(close(number(rects[0], "width"), track.length))
    #expect(rects[1]["fill"] == "#007AFF")
    #expect(close(number(rects[1], "x"), track.start))
    #expect(close(number(rects[1], "width"), centre - track.start))
  }

  @Test(arguments: [
    (value: 15.0, minimum: 30.0, maximum: 10.0, fraction: 0.0),  // a reversed range
    (value: .nan, minimum: 0, maximum: 1, fraction: 0),
    (value: 1e308, minimum: -1e308, maximum: 1e308, fraction: 1),
    (value: -5, minimum: 0, maximum: 1, fraction: 0),
    (value: 7, minimum: 0, maximum: 1, fraction: 1),
    (value: 0.5, minimum: 0, maximum: .infinity, fraction: 0),
  ])
  func aSliderOutOfRangeKeepsItsThumbOnItsTrack(
    value: Double, minimum: Double, maximum: Double, fraction: Double
  ) throws {
    let slider = Slider()
    slider.frame = Rect(x: 0, y: 0, width: 104, height: 31)
    (slider.value, slider.minimumValue, slider.maximumValue) = (value, minimum, maximum)
    let picture = try SVGInspection(SVGRenderer().render(slider))
    let thumb = try #require(picture.groups.first?.children.last { $0.name == "circle" })
    #expect(close(number(thumb.attributes, "cx"), 2 + 14 + fraction * (100 - 28)))
  }

  @Test func aStepperShowsMinusAndPlusTheMinusGreyAtItsMinimum() throws {
    let picture = try picture()
    let rects = try shapes("rect", of: "stepper", in: picture)
    #expect(rects.count == 1)
    #expect(rects.first.map { [$0["width"], $0["height"], $0["rx"]] } == ["94", "32", "8"])
    // The separator, the minus, and the plus's two strokes.
    let lines = try shapes("line", of: "stepper", in: picture)
    #expect(lines.count == 4)
    let minus = lines[1]
    #expect(close(number(minus, "x1") + number(minus, "x2"), 2 * (16 + 23.5)))
    #expect(minus["stroke"] == "#3C3C43" && minus["stroke-opacity"] == "0.3")
    #expect(lines[2]["stroke"] == "#000000" && lines[3]["stroke"] == "#000000")
    #expect(lines[2]["stroke-opacity"] == nil)
  }

  @Test func aProgressViewFillsItsTrackAsFarAsItsProgress() throws {
    let picture = try picture()
    let rects = try shapes("rect", of: "progress", in: picture)
    #expect(rects.count == 2)
    #expect(close(number(rects[0], "width"), 233) && rects[0]["rx"] == "2")
    #expect(rects[1]["fill"] == "#007AFF")
    #expect(close(number(rects[1], "x"), 126) && close(number(rects[1], "width"), 0.6 * 233))
  }

  @Test func aPageControlHasADotPerPageTheCurrentOneInTheCurrentColour() throws {
    let picture = try picture()
    let dots = try shapes("circle", of: "pages", in: picture)
    #expect(dots.count == 5)
    // 16 points apart, centred in the frame (16 343), level with its middle.
    for (index, dot) in dots.enumerated() {
      #expect(close(number(dot, "cx"), 16 + 343 / 2 + Double(index - 2) * 16))
      #expect(close(number(dot, "cy"), 213) && dot["r"] == "3.5")
    }
    #expect(dots.map { $0["fill-opacity"] } == ["0.3", "0.3", "0.3", nil, "0.3"])
    #expect(dots[3]["fill"] == "#000000")
  }

  @Test func aPageControlOfManyPagesShowsTheDotsThatFitAroundTheCurrentOne() throws {
    let control = PageControl()
    control.frame = Rect(x: 0, y: 0, width: 160, height: 26)
    control.numberOfPages = Int.max
    control.currentPage = Int.max - 1
    let dots = try SVGInspection(SVGRenderer().render(control)).elements.filter {
      $0.name == "circle"
    }
    #expect(dots.count == 10)
    // The current page is the last: the last dot is highlighted.
    #expect(dots.map { $0.attributes["fill-opacity"] == nil } == (0..<10).map { $0 == 9 })
    control.numberOfPages = 1
    control.hidesForSinglePage = true
    #expect(!SVGRenderer().render(control).contains("<circle"))
  }

  @Test func aTextViewDrawsItsTextFromItsTopLeftInItsFont() throws {
    let picture = try picture()
    let text = try #require(texts(of: "notes", in: picture).first)
    #expect(text.attributes["font-size"] == "15" && text.attributes["text-anchor"] == nil)
    // 8 points of inset above, 5 of line padding at the left.
    #expect(text.attributes["x"] == "21")
    let font = KitFont(size: 15)
    let baseline = 236 + 8 + font.lineHeight / 2 + font.baselineBelowMiddle
    #expect(close(number(text.attributes, "y"), baseline))
    let lines = text.children.filter { $0.name == "tspan" }.map(\.allText)
    #expect(lines.count >= 3)
    #expect(lines.first?.hasPrefix("Notes start at the top left") == true)
    #expect(lines.last == "A second paragraph below.")
    #expect(!lines.joined().contains("\u{2026}"))
    for line in lines { #expect(TextMeasure.width(of: line, in: font) <= 343 - 10) }
  }

  @Test func aSearchBarShowsItsFieldWithItsPlaceholderOrTextAndItsScopeButtons() throws {
    let picture = try picture()
    let plain = try texts(of: "search", in: picture)
    #expect(plain.map(\.allText) == ["Cancel", "Search mail"])
    #expect(plain.map { $0.attributes["fill"] } == ["#007AFF", "#8E8E93"])
    let field = try #require(
      shapes("rect", of: "search", in: picture).first { $0["rx"] == "10" })
    #expect([field["x"], field["height"]] == ["8", "36"])
    let scoped = try texts(of: "scoped", in: picture)
    #expect(scoped.map(\.allText) == ["receipts", "All", "Unread", "Flagged"])
    #expect(scoped[0].attributes["fill"] == "#000000")
    #expect(scoped[2].attributes["font-weight"] == "600")
  }

  @Test func aNavigationBarCentresItsTopItemsTitleBetweenItsItems() throws {
    let picture = try picture()
    let texts = try texts(of: "nav", in: picture)
    #expect(texts.map(\.allText) == ["Inbox", "Edit", "Message"])
    let title = texts[2].attributes
    #expect(title["text-anchor"] == "middle" && title["font-weight"] == "600")
    #expect(close(number(title, "x"), 375 / 2))
    // The back button: a chevron and the title of the item below, in the tint.
    #expect(try shapes("polyline", of: "nav", in: picture).count == 1)
    #expect(texts[0].attributes["fill"] == "#007AFF" && texts[1].attributes["fill"] == "#007AFF")
    // The bar and its hairline at the bottom.
    let rects = try shapes("rect", of: "nav", in: picture)
    #expect(rects.last.map { close(number($0, "y") + number($0, "height"), 44) } == true)
    // A large title: at the start, below the row of items.
    let large = try self.texts(of: "large", in: picture)
    #expect(large.map(\.allText) == ["Cancel", "Settings"])
    #expect(large[1].attributes["font-size"] == "34" && large[1].attributes["x"] == "16")
    #expect(number(large[1].attributes, "y") > 508 + 44)
  }

  @Test func aToolbarSpreadsItsItemsAsItsFlexibleSpacesSay() throws {
    let picture = try picture()
    let texts = try texts(of: "tools", in: picture)
    #expect(texts.map(\.allText) == ["Archive"])
    // The refresh glyph (24 points) at the start, the plus (22) at the end, 16 from the
    // edges; the two spaces share the rest, so Archive's middle is where they put it.
    let archive = TextMeasure.width(of: "Archive", in: KitFont(size: 17))
    let share = (375 - 32 - 24 - 22 - archive - 4 * 8) / 2
    #expect(close(number(texts[0].attributes, "x"), 16 + 24 + 8 + share + 8 + archive / 2))
    let plus = try shapes("line", of: "tools", in: picture)
    #expect(plus.count == 2)
    #expect(plus.allSatisfy { close(number($0, "x1") + number($0, "x2"), 2 * (375 - 16 - 11)) })
  }

  @Test func aTabBarShowsItsTabsTheSelectedOneInTheTint() throws {
    let picture = try picture()
    let texts = try texts(of: "tabs", in: picture)
    #expect(texts.map(\.allText) == ["Mail", "3", "Favorites", "Settings"])
    #expect(
      texts.map { $0.attributes["fill"] } == ["#8E8E93", "#FFFFFF", "#007AFF", "#8E8E93"])
    // Each tab in a third of the bar, its title centred under its glyph.
    for (index, text) in [texts[0], texts[2], texts[3]].enumerated() {
      #expect(close(number(text.attributes, "x"), 125 * (Double(index) + 0.5)))
    }
    #expect(try shapes("rect", of: "tabs", in: picture).contains { $0["fill"] == "#FF3B30" })
    #expect(try shapes("polygon", of: "tabs", in: picture).count == 3)
  }
}

extension ControlRenderingTests {
  /// Values no file should hold, and some no file can: each control is still drawn, within a
  /// bounded number of shapes, with numbers only.
  @Test func hostileValuesAreClampedNotCrashedOn() throws {
    let root = View()
    root.frame = Rect(x: 0, y: 0, width: 400, height: 900)
    @discardableResult func add<T: View>(_ view: T, _ frame: Rect) -> T {
      view.frame = frame
      root.addSubview(view)
      return view
    }
    let many = (0..<100_000).map { "s\($0)" }
    let segments = add(SegmentedControl(), Rect(x: 0, y: 0, width: 1e300, height: 32))
    segments.segmentTitles = many
    segments.selectedSegmentIndex = 99_999
    segments.apportionsSegmentWidthsByContent = true
    let empty = add(SegmentedControl(), Rect(x: 0, y: 40, width: 200, height: 32))
    empty.segmentTitles = ["", "", ""]
    empty.selectedSegmentIndex = -7
    add(SegmentedControl(), .zero).segmentTitles = ["A"]
    let slider = add(Slider(), Rect(x: 0, y: 80, width: 0, height: 0))
    (slider.value, slider.minimumValue, slider.maximumValue) = (.infinity, .nan, -.infinity)
    let dial = add(Slider(), Rect(x: 0, y: 120, width: 30, height: 30))
    dial.appKitSliderType = .circular
    dial.value = .nan
    let upright = add(Slider(), Rect(x: 40, y: 120, width: 20, height: 1e300))
    upright.appKitSliderType = .linear
    upright.value = 1e300
    let stepper = add(Stepper(), .zero)
    (stepper.value, stepper.minimumValue, stepper.maximumValue) = (.nan, 10, -10)
    _ = add(Stepper(), Rect(x: 0, y: 160, width: 1, height: 1e300))
    let progress = add(ProgressView(), Rect(x: 0, y: 200, width: 1e300, height: 4))
    progress.progress = .nan
    let bar = add(ProgressView(), Rect(x: 0, y: 210, width: 100, height: 20))
    (bar.progress, bar.appKitStyle) = (-.infinity, .bar)
    let wheel = add(ProgressView(), .zero)
    wheel.appKitStyle = .spinning
    let pages = add(PageControl(), Rect(x: 0, y: 240, width: 1e300, height: 26))
    (pages.numberOfPages, pages.currentPage) = (Int.max, Int.min)
    add(PageControl(), .zero).numberOfPages = -4
    let text = add(TextView(), Rect(x: 0, y: 280, width: 100, height: 1e300))
    text.text = String(repeating: "word ", count: 3 * KitPainter.maximumDrawnLines)
    text.textContainerInset = Insets(top: .nan, left: -.infinity, bottom: 0, right: 1e300)
    text.contentOffset = Point(x: .nan, y: -.infinity)
    add(TextView(), .zero).text = "Unseen"
    let search = add(SearchBar(), Rect(x: 0, y: 320, width: 10, height: 1e300))
    (search.showsCancelButton, search.showsScopeBar) = (true, true)
    search.scopeButtonTitles = many
    search.selectedScopeButtonIndex = Int.min
    search.prompt = ""
    let navigation = add(NavigationBar(), Rect(x: 0, y: 400, width: 50, height: 1e300))
    let item = NavigationItem()
    item.title = String(repeating: "Title ", count: 10_000)
    item.prompt = "Prompt"
    item.rightBarButtonItems = (0..<5_000).map { _ in BarButtonItem() }
    navigation.items = [NavigationItem(), item]
    navigation.prefersLargeTitles = true
    add(NavigationBar(), .zero).items = [item]
    let toolbar = add(Toolbar(), Rect(x: 0, y: 500, width: 300, height: 44))
    toolbar.items =
      [.nan, .infinity, -5, 1e300].map { width in
        let space = BarButtonItem()
        space.width = width
        space.title = "t"
        return space
      }
      + (0..<5_000).map { _ in
        let spring = BarButtonItem()
        spring.systemItem = .flexibleSpace
        return spring
      }
    let tabs = add(TabBar(), Rect(x: 0, y: 560, width: 375, height: 49))
    tabs.items = (0..<5_000).map { _ in
      let tab = TabBarItem()
      tab.systemItem = .more
      tab.badgeValue = ""
      return tab
    }
    add(TabBar(), .zero).items = [TabBarItem()]

    let svg = SVGRenderer().render(root)
    let picture = try SVGInspection(svg)
    let lowered = svg.lowercased()
    #expect(!lowered.contains("nan") && !lowered.contains("inf"))
    #expect(picture.groups.count == root.subviews.count + 1)
    // No view draws past the caps: segments and tabs at most maximumDrawnItems, a text's
    // lines at most maximumDrawnLines.
    for group in picture.groups.dropFirst() {
      #expect(group.children.count <= 6 * KitPainter.maximumDrawnItems)
    }
    #expect(picture.texts.filter { $0.hasPrefix("s") }.count <= 2 * KitPainter.maximumDrawnItems)
    #expect(svg.count < 20_000_000)
  }
}

extension ControlRenderingTests {
  /// A macOS tab view draws its tabs across the top of its bezel and shows its selected item's
  /// view; a titled box draws its title above its border.
  @Test func aTabViewDrawsItsTabsAndItsSelectedView() throws {
    let path = renderFixtures.deletingLastPathComponent()
      .appendingPathComponent("xib-mapping/MacTabView.xib").path
    let loaded = try Linter().instantiateForPicture(path: path).get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let picture = try SVGInspection(SVGRenderer().render(root))
    let tabView = try #require(picture.group(id: "tab-vw-001"))
    let own = tabView.children.filter { $0.name != "g" }
    #expect(own.filter { $0.name == "text" }.map(\.allText) == ["General", "Advanced"])
    #expect(picture.group(id: "chk-bt-001") != nil, "the selected tab's view")
    #expect(picture.group(id: "tab-av-001") == nil, "another tab's view is not shown")

    let box = Box()
    box.title = "Sleep"
    box.frame = Rect(x: 0, y: 0, width: 200, height: 100)
    let boxPicture = try SVGInspection(SVGRenderer().render(box))
    let drawn = try #require(boxPicture.groups.first)
    let title = try #require(drawn.children.first { $0.name == "text" })
    let border = try #require(drawn.children.first { $0.name == "rect" })
    #expect(title.allText == "Sleep" && border.attributes["rx"] == "5")
    #expect(
      Double(title.attributes["y"] ?? "") ?? .infinity
        < Double(border.attributes["y"] ?? "") ?? 0, "the title above the border")
  }
}
