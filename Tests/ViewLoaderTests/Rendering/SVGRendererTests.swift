import Foundation
import Testing

@testable import ViewLoader

/// A switch of the app's own, registered under its own name.
private final class BadgeSwitch: Switch {}
/// A switch of the app's own that no registry knows: drawn and named as a `Switch`.
private final class PlainSwitch: Switch {}

/// Rows for the table fixture: "Row 0", "Row 1", …
private final class NumberedRows: TableViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell()
    cell.text = "Row \(indexPath.row)"
    cell.accessoryType = indexPath.row % 2 == 0 ? .disclosureIndicator : .checkmark
    return cell
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    "Numbers"
  }
}

/// The SVG's structure and geometry, read back with libxml2.
@Suite struct SVGRendererTests {
  var library: NibLibrary { NibLibrary(directory: renderFixtures, registry: .standard) }

  func view(of name: String) throws -> View {
    try #require(library.nib(named: name).instantiate().topLevelObjects.first as? View)
  }

  /// The views a picture draws, in document order: hidden ones and their subtrees left out.
  func visibleViews(under root: View) -> [View] {
    var result: [View] = []
    var pending = [root]
    while let view = pending.popLast() {
      guard !view.isHidden else { continue }
      result.append(view)
      pending += view.subviews.reversed()
    }
    return result
  }

  @Test func theRootIsAnSVGOfTheViewsSize() throws {
    let svg = SVGRenderer().render(try view(of: "Geometry"))
    let picture = try SVGInspection(svg)
    #expect(picture.root.name == "svg")
    #expect(picture.root.namespace == "http://www.w3.org/2000/svg")
    #expect(picture.root.attributes["width"] == "200")
    #expect(picture.root.attributes["height"] == "300")
    #expect(picture.root.attributes["viewBox"] == "0 0 200 300")
  }

  /// A layer's corner radius rounds the background (at most half the shorter side); its
  /// border is stroked inside the view's edges, black when it has no colour.
  @Test func layersRoundAndOutlineTheirViews() throws {
    let picture = try SVGInspection(SVGRenderer().render(try view(of: "Layers")))
    func rects(_ id: String) throws -> [[String: String]] {
      try #require(picture.group(id: id)).children.filter { $0.name == "rect" }.map(\.attributes)
    }
    let card = try rects("card")
    #expect(card.count == 2)
    #expect(card[0]["rx"] == "16" && card[0]["fill"] == "#EBF2FF")
    #expect(
      [card[1]["x"], card[1]["y"], card[1]["width"], card[1]["height"], card[1]["rx"]] == [
        "21", "21", "198", "98", "15",
      ])
    #expect(card[1]["stroke"] == "#007AFF" && card[1]["stroke-width"] == "2")
    #expect(card[1]["fill"] == "none")
    let pill = try rects("pill")
    #expect(pill.count == 1 && pill[0]["rx"] == "15")
    let outline = try rects("outline")
    #expect(outline.count == 1 && outline[0]["stroke"] == "#000000")
    #expect(outline[0]["rx"] == nil)
    let root = try rects("root")
    #expect(root.count == 1 && root[0]["rx"] == nil && root[0]["stroke"] == nil)
    // A view that clips clips to its rounded corners; one without corners to its rectangle.
    func clipRect(_ id: String) throws -> [String: String]? {
      let reference = try #require(picture.group(id: id)?.attributes["clip-path"])
      let clip = picture.elements.first {
        $0.name == "clipPath" && "url(#\($0.attributes["id"] ?? ""))" == reference
      }
      return clip?.children.first { $0.name == "rect" }?.attributes
    }
    #expect(try clipRect("avatar")?["rx"] == "20")
    #expect(try clipRect("root")?["rx"] == nil)
  }

  @Test func scaleChangesThePixelsNotTheCoordinates() throws {
    let root = try view(of: "Geometry")
    let picture = try SVGInspection(SVGRenderer(options: .init(scale: 2.5)).render(root))
    #expect(picture.root.attributes["width"] == "500")
    #expect(picture.root.attributes["height"] == "750")
    #expect(picture.root.attributes["viewBox"] == "0 0 200 300")
    let panel = try #require(picture.group(id: "panel"))
    #expect(SVGInspection.firstRect(of: panel) == Rect(x: 10, y: 20, width: 150, height: 100))
  }

  @Test func eachVisibleViewIsOneGroupAtItsAbsoluteFrame() throws {
    let root = try view(of: "Geometry")
    let scroller = try #require(root.firstDescendant(ofType: ScrollView.self))
    scroller.contentOffset = Point(x: 3, y: 30)
    // A negative height extends up from the origin (nib files cannot say so; code can).
    try #require(root.subviews.last).frame = Rect(x: 40, y: 290, width: 30, height: -20)
    let picture = try SVGInspection(SVGRenderer().render(root))
    let views = visibleViews(under: root)
    let groups = picture.groups
    #expect(groups.count == views.count)
    for (view, group) in zip(views, groups) {
      #expect(group.attributes["data-id"] == view.nibID)
      #expect(group.attributes["data-type"] == (view is ScrollView ? "ScrollView" : "View"))
      #expect(SVGInspection.firstRect(of: group) == absoluteFrame(of: view, in: root))
    }
    // Worked out by hand: the content sits 30 points up and 3 left in its scroll view.
    let content = try #require(picture.group(id: "content"))
    #expect(SVGInspection.firstRect(of: content) == Rect(x: 7, y: 210, width: 100, height: 20))
    let flipped = try #require(picture.group(id: "flipped"))
    #expect(SVGInspection.firstRect(of: flipped) == Rect(x: 40, y: 270, width: 30, height: 20))
  }

  @Test func groupsNestAsTheViewsDo() throws {
    let picture = try SVGInspection(SVGRenderer().render(try view(of: "Geometry")))
    let panel = try #require(picture.group(id: "panel"))
    #expect(
      panel.children.filter { $0.name == "g" }.map { $0.attributes["data-id"] } == [
        "inner", "overflow",
      ])
    let inner = try #require(panel.children.first { $0.attributes["data-id"] == "inner" })
    #expect(inner.children.contains { $0.attributes["data-id"] == "innermost" })
  }

  @Test func hiddenViewsAndTheirSubviewsAreNotDrawn() throws {
    let root = try view(of: "Geometry")
    let svg = SVGRenderer().render(root)
    let picture = try SVGInspection(svg)
    #expect(picture.group(id: "hiddenBox") == nil)
    #expect(picture.group(id: "hiddenLabel") == nil)
    #expect(!picture.texts.contains("Never drawn"))
    // Shown again, it is drawn.
    try #require(root.subviews.first { $0.nibID == "hiddenBox" }).isHidden = false
    let shown = try SVGInspection(SVGRenderer().render(root))
    #expect(shown.group(id: "hiddenLabel") != nil)
    #expect(shown.texts.contains("Never drawn"))
  }

  @Test func alphaIsOpacityAndClipsToBoundsClips() throws {
    let picture = try SVGInspection(SVGRenderer().render(try view(of: "Geometry")))
    let panel = try #require(picture.group(id: "panel"))
    #expect(panel.attributes["opacity"] == "0.5")
    let clips = Dictionary(
      uniqueKeysWithValues: picture.elements.filter { $0.name == "clipPath" }.map {
        ("url(#\($0.attributes["id"] ?? ""))", $0)
      })
    let panelClip = try #require(clips[panel.attributes["clip-path"] ?? ""])
    #expect(SVGInspection.firstRect(of: panelClip) == Rect(x: 10, y: 20, width: 150, height: 100))
    // Scroll views clip as UIScrollView does; a view that does not clip has no clip path.
    let scroller = try #require(picture.group(id: "scroller"))
    #expect(clips[scroller.attributes["clip-path"] ?? ""] != nil)
    #expect(picture.group(id: "root")?.attributes["clip-path"] == nil)
    #expect(picture.group(id: "inner")?.attributes["opacity"] == nil)
    // Clip paths hold rectangles only: no view is drawn twice.
    #expect(
      picture.groups.count == Set(picture.groups.compactMap { $0.attributes["data-id"] }).count)
  }

  @Test func textsAreTextElementsWithTheirFontColourAndAlignment() throws {
    let root = try view(of: "Kit")
    let picture = try SVGInspection(SVGRenderer().render(root))
    let texts = picture.texts
    for expected in [
      "Profile", "Ann", "Email", "\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}",
      "Save", "Share", "avatar", "Nov 30, 2026", "08:00", "Left", "Right", "Part",
    ] {
      #expect(texts.contains(expected), "\(expected)")
    }
    let title = try #require(picture.group(id: "title")?.children.first { $0.name == "text" })
    #expect(title.attributes["font-size"] == "22")
    #expect(title.attributes["font-weight"] == "700")
    #expect(title.attributes["text-anchor"] == "middle")
    #expect(title.attributes["fill"] == "#000000")
    let placeholder = try #require(picture.group(id: "email")?.children.first { $0.name == "text" })
    #expect(placeholder.attributes["fill"] == "#C7C7CD")
    let save = try #require(picture.group(id: "save")?.children.first { $0.name == "text" })
    #expect(save.attributes["fill"] == "#007AFF")
  }

  @Test func aLineTooLongIsCutWithAnEllipsisAndWrappedLinesAreSpans() throws {
    let picture = try SVGInspection(SVGRenderer().render(try view(of: "Kit")))
    let long = try #require(picture.group(id: "long")?.children.first { $0.name == "text" })
    #expect(long.allText.hasPrefix("A label whose"))
    #expect(long.allText.hasSuffix("\u{2026}"))
    #expect(TextMeasure.width(of: long.allText, in: KitFont(size: 17)) <= 150 * TextLayout.slack)
    let wrapped = try #require(picture.group(id: "wrapped")?.children.first { $0.name == "text" })
    let lines = wrapped.children.filter { $0.name == "tspan" }.map(\.allText)
    #expect(lines.count == 2)
    let shown = lines.joined(separator: " ")
    #expect(shown.hasSuffix("\u{2026}"))
    #expect("Several words that wrap onto a second line".hasPrefix(shown.dropLast()))
  }

  static let hostileTexts = [
    "<script>alert(1)</script>", "]]><script>alert(2)</script>", "\"quoted\" & 'single'",
    "bell\u{07}escape\u{1B}nul\u{00}end", "not a character: \u{FFFE}\u{FFFF}",
    "<![CDATA[x]]>", "&amp; &#60; &lt;", "line\nbreak\ttab\rreturn", "\u{85}\u{2028}",
  ]

  @Test(arguments: hostileTexts)
  func noTextCanBecomeMarkup(_ hostile: String) throws {
    let root = try view(of: "Kit")
    let label = try #require(root.subviews.first { $0.nibID == "title" } as? Label)
    label.text = hostile
    let button = try #require(root.subviews.first { $0.nibID == "save" } as? Button)
    button.title = hostile
    let field = try #require(root.subviews.first { $0.nibID == "email" } as? TextField)
    field.placeholder = hostile
    let image = try #require(root.subviews.first { $0.nibID == "photo" } as? ImageView)
    image.image = hostile
    let svg = SVGRenderer(options: .init(showsIDs: true)).render(root)
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("<![CDATA["))
    let picture = try SVGInspection(svg)
    let allowed: Set = [
      "svg", "g", "rect", "circle", "line", "polyline", "polygon", "text", "tspan", "clipPath",
    ]
    #expect(picture.elements.allSatisfy { allowed.contains($0.name) })
    #expect(picture.elements.allSatisfy { !$0.hasCDATA })
    // The text reads back as the label's, less what XML cannot hold.
    let expected = SVGMarkup.escaped(hostile).isEmpty ? "" : readable(hostile)
    let title = try #require(picture.group(id: "title")?.children.first { $0.name == "text" })
    #expect(
      title.allText.replacing(" ", with: "").hasPrefix(
        String(expected.replacing(" ", with: "").prefix(3))))
  }

  /// What a text reads as in a picture: characters XML 1.0 cannot hold (and controls) as
  /// U+FFFD, line breaks ending the first line.
  func readable(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x0D: return result
      case 0x09: result += " "
      case 0...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  @Test func hostileTextReadsBackExactlyInAWideLabel() throws {
    let label = Label()
    label.frame = Rect(x: 0, y: 0, width: 2000, height: 40)
    label.text = "<b>\"Tom\" & 'Jerry'</b> ]]> \u{01}"
    let picture = try SVGInspection(SVGRenderer().render(label))
    #expect(picture.texts == ["<b>\"Tom\" & 'Jerry'</b> ]]> \u{FFFD}"])
  }

  @Test func eachKitViewIsDrawnRecognisably() throws {
    let picture = try SVGInspection(SVGRenderer().render(try view(of: "Kit")))
    // A switch is a pill (a rounded rectangle half as tall as it is round) with a knob.
    let toggle = try #require(picture.group(id: "toggle"))
    let track = try #require(toggle.children.first { $0.name == "rect" })
    #expect(track.attributes["rx"] == "15.5" && track.attributes["fill"] == "#34C759")
    #expect(toggle.children.filter { $0.name == "circle" }.count == 2)
    #expect(picture.group(id: "off")?.children.first?.attributes["fill"] == "#E9E9EB")
    // An activity indicator: eight spokes.
    #expect(picture.group(id: "spinner")?.children.filter { $0.name == "line" }.count == 8)
    // A stub: a dashed outline and its nib's name.
    let stub = try #require(picture.group(id: "later"))
    #expect(stub.attributes["data-type"] == "Stub")
    #expect(stub.children.contains { $0.attributes["stroke-dasharray"] != nil })
    #expect(stub.children.contains { $0.name == "text" && $0.allText == "Part" })
    // An image: a framed placeholder with its name.
    let photo = try #require(picture.group(id: "photo"))
    #expect(photo.children.contains { $0.attributes["stroke"] != nil })
    #expect(photo.children.contains { $0.name == "text" && $0.allText == "avatar" })
    // A text field: a rounded border.
    #expect(picture.group(id: "name")?.children.contains { $0.attributes["rx"] == "5" } == true)
  }

  @Test func anInflatedStubIsDrawnAsTheViewThatReplacedIt() throws {
    let root = try view(of: "Kit")
    let stub = try #require(root.firstDescendant(ofType: Stub.self))
    try stub.inflate()
    let picture = try SVGInspection(SVGRenderer().render(root))
    #expect(picture.group(id: "later") == nil)
    let part = try #require(picture.group(id: "partLabel"))
    #expect(part.attributes["data-type"] == "Label")
    #expect(picture.texts.contains("Inflated"))
    #expect(SVGInspection.firstRect(of: part) == nil)  // a label without a background
    #expect(part.children.first?.attributes["x"] == "16")
  }

  @Test func aTableDrawsTheCellsItLoadedWhereTheyAreShown() throws {
    let table = try #require(try view(of: "Table") as? TableView)
    let rows = NumberedRows(count: 50)
    table.dataSource = rows
    table.reloadData()
    table.contentOffset = Point(x: 0, y: 100)
    let picture = try SVGInspection(SVGRenderer().render(table))
    let cells = picture.groups.filter { $0.attributes["data-type"] == "TableViewCell" }
    #expect(cells.count == table.visibleCells.count)
    for (cell, group) in zip(table.visibleCells, cells) {
      #expect(SVGInspection.firstRect(of: group) == absoluteFrame(of: cell, in: table))
      #expect(group.children.contains { $0.name == "text" && $0.allText == cell.text })
    }
    #expect(picture.texts.contains("Row 2") && !picture.texts.contains("Row 0"))
    // The header scrolled out of view; a chevron and a check mark are drawn.
    #expect(!picture.texts.contains("NUMBERS"))
    #expect(cells.contains { $0.children.contains { $0.name == "polyline" } })
    table.contentOffset = .zero
    #expect(try SVGInspection(SVGRenderer().render(table)).texts.contains("NUMBERS"))
  }

  @Test func typeNamesComeFromTheRegistryElseTheNearestKitClass() throws {
    var registry = TypeRegistry.standard
    registry.register(BadgeSwitch.self, name: "Badge")
    let window = Window()
    window.frame = Rect(x: 0, y: 0, width: 200, height: 100)
    let root = View()
    window.rootView = root
    let badge = BadgeSwitch()
    badge.isOn = true
    let plain = PlainSwitch()
    plain.frame.origin.x = 60
    root.addSubview(badge)
    root.addSubview(plain)
    let named = try SVGInspection(SVGRenderer(options: .init(registry: registry)).render(window))
    #expect(
      named.groups.map { $0.attributes["data-type"] } == ["Window", "View", "Badge", "Switch"])
    let standard = try SVGInspection(SVGRenderer().render(window))
    #expect(
      standard.groups.map { $0.attributes["data-type"] } == ["Window", "View", "Switch", "Switch"])
    // Both are drawn as switches.
    #expect(standard.groups.suffix(2).allSatisfy { $0.children.first?.attributes["rx"] == "15.5" })
  }

  @Test func aVeryDeepTreeStillGivesAPictureLibxml2Reads() throws {
    let root = View()
    root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    var parent = root
    for depth in 1...1_000 {
      let child = View()
      child.frame = Rect(x: 0.05, y: 0.05, width: 50, height: 50)
      child.backgroundColor = depth == 1_000 ? .red : nil
      child.alpha = depth == 150 ? 0.5 : 1
      child.clipsToBounds = depth == 120
      parent.addSubview(child)
      parent = child
    }
    let picture = try SVGInspection(SVGRenderer().render(root))
    #expect(picture.groups.count == 1_001)
    // Its outline stays one short line per view.
    var outliner = ViewOutline(registry: .standard)
    let lines = outliner.text(of: root).split(separator: "\n")
    #expect(lines.count == 1_001)
    #expect(
      lines.last.map(String.init) == String(repeating: "  ", count: 64)
        + "[1000] View (0.05 0.05 50 50)")
    // The deepest view is still at its place, with its ancestors' opacity and clip.
    let last = try #require(picture.groups.last)
    #expect(SVGInspection.firstRect(of: last) == Rect(x: 50, y: 50, width: 50, height: 50))
    #expect(last.attributes["opacity"] == "0.5")
    #expect(last.attributes["clip-path"] != nil)
  }

  @Test func framesThatAreNotFiniteStillGiveNumbers() throws {
    let root = View()
    root.frame = Rect(x: .nan, y: 0, width: .infinity, height: 100)
    let child = Label()
    child.frame = Rect(x: .nan, y: -.infinity, width: 1e300, height: .nan)
    child.alpha = .nan
    child.text = "Odd"
    child.backgroundColor = Color(red: .nan, green: 2, blue: -1, alpha: .infinity)
    root.addSubview(child)
    // Finite, but more lines tall than an Int counts: the text still fits a line count.
    let tower = Label()
    tower.frame = Rect(x: 0, y: 0, width: 50, height: 1e300)
    tower.text = "Tall"
    root.addSubview(tower)
    let scroll = ScrollView()
    scroll.contentOffset = Point(x: .nan, y: .infinity)
    scroll.addSubview(Switch())
    root.addSubview(scroll)
    let svg = SVGRenderer(options: .init(scale: .nan)).render(root)
    let picture = try SVGInspection(svg)
    #expect(picture.groups.count == 5)
    #expect(svg.contains(">Tall<"))
    // A text of many lines in such a box is drawn with at most the cap's lines.
    tower.numberOfLines = 0
    tower.text = String(repeating: "word ", count: 3 * KitPainter.maximumDrawnLines)
    let capped = SVGRenderer(options: .init()).render(root)
    let drawn = capped.components(separatedBy: ">word<").count - 1
    #expect(drawn == KitPainter.maximumDrawnLines - 1, "every line a word, the last truncated")
    let lowered = svg.lowercased()
    #expect(!lowered.contains("nan") && !lowered.contains("inf"))
    #expect(picture.root.attributes["width"] == "1")
  }

  @Test func idsAreShownOnlyWhenAsked() throws {
    let root = try view(of: "Geometry")
    let plain = try SVGInspection(SVGRenderer().render(root))
    #expect(!plain.texts.contains("panel"))
    let shown = try SVGInspection(SVGRenderer(options: .init(showsIDs: true)).render(root))
    #expect(shown.texts.contains("panel") && shown.texts.contains("root"))
    #expect(!shown.texts.contains("hiddenBox"))
  }

  @Test func viewsRememberTheirIDs() throws {
    let root = try view(of: "Kit")
    #expect(root.nibID == "screen")
    #expect(root.subviews.map(\.nibID).prefix(3) == ["title", "long", "wrapped"])
    let stack = try #require(root.firstDescendant(ofType: StackView.self))
    #expect(stack.subviews.map(\.nibID) == [nil, nil])
    #expect(root.firstDescendant(ofType: Stub.self)?.nibID == "later")
    #expect(View().nibID == nil)
    // A second instantiation remembers the same ids in new views.
    let again = try view(of: "Kit")
    #expect(again !== root && again.nibID == "screen")
  }
}

extension SVGRendererTests {
  /// A macOS document's controls are drawn as AppKit draws them: a checkbox's box with its
  /// title beside it, on two lines when layout wrapped it; a label as its text alone, in its
  /// own font.
  @Test func appKitControlsAreDrawnAsAppKitDrawsThem() throws {
    let path = renderFixtures.deletingLastPathComponent()
      .appendingPathComponent("layout/interface-builder/WrappingCheckbox.xib").path
    let loaded = try Linter().instantiateForPicture(path: path).get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    root.layoutIfNeeded()
    let picture = try SVGInspection(SVGRenderer().render(root))
    let checkbox = try #require(picture.group(id: "updates"))
    let box = try #require(checkbox.children.first { $0.name == "rect" })
    #expect(box.attributes["rx"] == "3" && box.attributes["width"] == "14")
    let title = try #require(checkbox.children.first { $0.name == "text" })
    #expect(
      title.children.filter { $0.name == "tspan" }.map(\.allText) == [
        "Check for updates", "automatically",
      ])
    #expect(title.attributes["font-size"] == "13")
    let single = try #require(picture.group(id: "short")?.children.first { $0.name == "text" })
    #expect(single.allText == "Sound")
  }
}

extension SVGRendererTests {
  /// A picture of a file whose table's data source is an object of a class known only from a
  /// schema (a converted document's controller) is drawn, the data source left unset: its
  /// stand-in cannot adopt what the app's class does.
  @Test func aSchemaClassDataSourceIsLeftUnsetInAPicture() throws {
    let path = renderFixtures.appendingPathComponent("SchemaDataSource.nib").path
    var configuration = LintConfiguration()
    configuration.schemas = [
      try LintSchema(
        json: Array(
          #"{"version":1,"owners":[],"types":[{"name":"GroupsController","parent":"Object","#
            .utf8) + Array(#""properties":{}}]}"#.utf8),
        file: "schema.json")
    ]
    let linter = try Linter(configuration: configuration)
    #expect(linter.lint(path: path).allSatisfy { $0.severity == .note })
    let loaded = try linter.instantiateForPicture(path: path).get()
    let table = try loaded.object(withID: "table", as: TableView.self)
    #expect(table.dataSource == nil && table.delegate == nil)
    let root = try #require(loaded.topLevelObjects.first as? View)
    #expect(try SVGInspection(SVGRenderer().render(root)).group(id: "table") != nil)
  }
}
