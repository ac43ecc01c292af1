import Foundation
import Testing

@testable import ViewLoader

/// The documents of `Fixtures/xib-mapping`, each written to show one part of the mapping, lint
/// clean and compile to the tree recorded beside them (`NAME.dump.json`: `viewcheck dump`'s
/// JSON, keys sorted). `VIEWLOADER_RECORD_DUMPS=1` records the trees again; a change shows up
/// in review as a change of that file.
@Suite struct InterfaceBuilderMappingTests {
  static let folder = Fixture.root.appendingPathComponent("xib-mapping")

  static let documents: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".xib") }.sorted()
  }()

  @Test func theFolderHoldsDocuments() {
    #expect(Self.documents.count >= 3)
  }

  @Test func theNamesTheImporterAsksForAreSpelledAsTheirCases() {
    for name in XIBName.allCases {
      #expect(name.spelling == String(describing: name))
      #expect(XIBName.spellings[Int(name.rawValue)] == name.spelling)
      #expect(XIBName.indices[name.spelling] == name.rawValue)
    }
  }

  @Test func everyElementNameWithARoleIsInternedFirst() {
    // A document knows an element's role by its name's number only for the importer's own
    // names: a name with a role that were not one would be taken for an object.
    let named: Set<String> = [
      "constraint", "placeholder", "customObject", "constraints", "connections",
      "userDefinedRuntimeAttributes", "variation",
    ]
    let withRoles = named.union(XIBElementTable.connections).union(XIBElementTable.layoutGuides)
      .union(XIBElementTable.contentViews).union(XIBElementTable.cellsWithContentView)
      .union(XIBElementTable.subviewLists).union(XIBElementTable.referenceCollections.keys)
    for name in withRoles.sorted() {
      let role = XIBElementTable.Role(name: name)
      #expect(role != .other, "\(name)")
      let index = XIBName.indices[name]
      #expect(index != nil, "\(name) is not interned first")
      #expect(index.map { XIBName.roles[Int($0)] } == role, "\(name)")
    }
    #expect(XIBName.roles.filter { $0 != .other }.count == withRoles.count)
  }

  @Test(arguments: documents)
  func compilesToTheRecordedTree(_ name: String) throws {
    let path = Self.folder.appendingPathComponent(name).path
    // The documents sample the mapping, not complete layouts: their constraints may leave a
    // frame open, which `ambiguous-layout` would report.
    let findings = try Linter().lint(path: path).filter {
      $0.severity >= .warning && $0.rule != "ambiguous-layout"
    }
    #expect(findings.isEmpty, "\(name): \(findings.map(\.description))")
    let dump = try Linter().dump(path: path).get()
    let tree = try JSONSerialization.jsonObject(with: Data(dump.utf8))
    let text =
      String(
        decoding: try JSONSerialization.data(
          withJSONObject: tree, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
        as: UTF8.self) + "\n"
    let recorded = Self.folder.appendingPathComponent(
      name.replacingOccurrences(of: ".xib", with: ".dump.json"))
    if ProcessInfo.processInfo.environment["VIEWLOADER_RECORD_DUMPS"] == "1" {
      try text.write(to: recorded, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: recorded, encoding: .utf8)
    #expect(
      text == expected,
      "\(name) compiles to another tree than \(recorded.lastPathComponent) records: review the difference, then run VIEWLOADER_RECORD_DUMPS=1 swift test --filter InterfaceBuilderMappingTests"
    )
  }

  /// Each document converts to a nib already in the layout `viewcheck format` writes (with
  /// the schema beside it), so converting and then checking the format passes: a `>` in a
  /// text was escaped (`Texts.xib`) and a nib without objects had a closing tag
  /// (`Placeholders.xib`), where the formatter writes neither.
  @Test(arguments: documents)
  func convertsToANibInTheCanonicalLayout(_ name: String) throws {
    let conversion = try Linter().convert(path: Self.folder.appendingPathComponent(name).path)
    #expect(
      try conversion.formattedNib(file: name) == conversion.nib,
      "\(name): the converted nib is not canonical")
  }

  /// A macOS document's frames are measured up from the superview's bottom edge; the kit's
  /// down from its top: `y` becomes the superview's height less the frame's top.
  @Test func macOSFramesAreMeasuredFromTheTop() throws {
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("MacPreferences.xib"))
    let owner = PreferencesController()
    let loaded = try nib.instantiate(owner: owner)
    // 270 high: the text field's bottom edge at 229, 21 high; the button's at 13, 32 high.
    #expect(try loaded.object(withID: "nmF-ld-001", as: View.self).frame.origin.y == 20)
    #expect(try loaded.object(withID: "sav-bt-001", as: View.self).frame.origin.y == 225)
    // A table is flipped: its clip view's frame is its own, whichever way it is measured.
    #expect(try loaded.object(withID: "tbl-vw-001", as: View.self).frame.origin.y == 0)
    // File's Owner's outlets and the button's action bind to the owner.
    #expect(owner.table === (try loaded.object(withID: "tbl-vw-001", as: TableView.self)))
    try loaded.object(withID: "sav-bt-001", as: Button.self).sendActions(
      for: .primaryActionTriggered)
    #expect(owner.saves == 1)
    // The table's action is its click; `trigger="doubleAction"` its double click.
    let table = try loaded.object(withID: "tbl-vw-001", as: TableView.self)
    table.sendActions(for: .doubleAction)
    #expect(owner.opened == 1 && owner.selected == 0)
    table.sendActions(for: .primaryActionTriggered)
    #expect(owner.opened == 1 && owner.selected == 1)
  }

  /// An action to First Responder is kept, unbound, and the converted nib lists each one once.
  @Test func firstResponderActionsAreListedOnceByConvert() throws {
    let url = Self.folder.appendingPathComponent("MacFirstResponder.xib")
    let nib = try Linter().convert(path: url.path).nib
    let comments = nib.split(separator: "\n").filter { $0.contains("Not converted: action") }
    #expect(
      comments == [
        "<!-- Not converted: action 'copy' of 'Button' (id cpy-bt-001) to First Responder -->",
        "<!-- Not converted: action 'paste' of 'MenuItem' (id mnu-it-001) to First Responder -->",
      ])
  }

  /// A tab view's `<tabViewItems>` are its items, in order: the first is selected and its view
  /// is the one the tab view shows.
  @Test func aTabViewHoldsItsItems() throws {
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("MacTabView.xib"))
    let loaded = try nib.instantiate(owner: TabSettingsController())
    let tabView = try loaded.object(withID: "tab-vw-001", as: TabView.self)
    #expect(tabView.tabViewItems.map(\.label) == ["General", "Advanced"])
    #expect(tabView.selectedTabViewItem === tabView.tabViewItems.first)
    let general = try loaded.object(withID: "tab-gv-001", as: View.self)
    #expect(tabView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(general)])
    #expect(try loaded.object(withID: "chk-bt-001", as: Button.self).superview === general)
  }

  /// A matrix's cells are its subviews, buttons in its grid, column by column: found by tag,
  /// bound to the owner's outlets, one of a radio matrix on at a time; the matrix sends its
  /// action. A negative spacing is taken as none.
  @Test func aMatrixHoldsItsCellsAsButtons() throws {
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("MacMatrix.xib"))
    let owner = EncoderSettings()
    let loaded = try nib.instantiate(owner: owner)
    let radio = try loaded.object(withID: "mtx-rd-001", as: Matrix.self)
    #expect(radio.mode == .radio && !radio.allowsEmptySelection)
    #expect(radio.cells.compactMap { ($0 as? Button)?.title } == ["Quality", "Bitrate"])
    #expect(
      radio.cells.map(\.frame) == [
        Rect(x: 0, y: 0, width: 120, height: 18), Rect(x: 0, y: 20, width: 120, height: 18),
      ])
    #expect(radio.selectedTag == 0)
    #expect(owner.bitrateChoice === radio.cells.last)
    #expect(radio.selectCell(withTag: 1))
    #expect(radio.selectedTag == 1 && (radio.cells.first as? Button)?.state == .off)
    radio.sendActions(for: .primaryActionTriggered)
    #expect(owner.choices == 1)
    let checks = try loaded.object(withID: "mtx-ck-001", as: Matrix.self)
    #expect(checks.mode == .highlight)
    #expect(checks.cells.map(\.tag) == [0, 1, 2, 3])
    #expect(
      checks.cells.map(\.frame.origin) == [
        Point(x: 0, y: 0), Point(x: 0, y: 20), Point(x: 62, y: 0), Point(x: 62, y: 20),
      ])
    #expect((checks.viewWithTag(3) as? Button)?.title == "Down")
    let overlapping = try loaded.object(withID: "mtx-ov-001", as: Matrix.self)
    #expect(overlapping.intercellSpacing == Size(width: 0, height: 0))
    #expect(overlapping.cells.map(\.frame.origin.y) == [0, 14])
  }

  /// A macOS collection view's flow layout is the kit's, as on iOS; a collection view item is
  /// a view controller with its view, text field and image view.
  @Test func aMacCollectionViewHasItsLayoutAndItsItem() throws {
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("MacCollectionView.xib"))
    let loaded = try nib.instantiate(owner: LibraryController())
    let collection = try loaded.object(withID: "lib-cv-001", as: CollectionView.self)
    let layout = try #require(collection.collectionViewLayout as? CollectionViewFlowLayout)
    #expect(layout.itemSize == Size(width: 192, height: 149))
    #expect(layout.minimumInteritemSpacing == 30 && layout.minimumLineSpacing == 10)
    #expect(layout.sectionInset == Insets(top: 30, left: 30, bottom: 30, right: 30))
    let item = try loaded.one(ofType: CollectionViewItem.self)
    #expect(item.view === (try loaded.object(withID: "lib-iv-001", as: View.self)))
    #expect(item.textField?.text == "Library")
    #expect(item.imageView === (try loaded.object(withID: "lib-im-001", as: ImageView.self)))
  }

  /// A macOS popover is a Popover: its abbreviated behavior, the view controller it shows and
  /// its delegate.
  @Test func aPopoverShowsItsContentViewController() throws {
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("MacPopover.xib"))
    let owner = AlertController()
    let loaded = try nib.instantiate(owner: owner)
    let popover = try #require(owner.infoPopover)
    #expect(popover.behavior == .transient && popover.animates)
    #expect(popover.delegate === owner)
    let content = try loaded.object(withID: "pop-vc-001", as: ViewController.self)
    #expect(popover.contentViewController === content)
    #expect(content.view === (try loaded.object(withID: "pop-vw-001", as: View.self)))
  }

  /// A macOS path control and level indicators take their cells' values: the path control's
  /// URL, style, placeholder and delegate, and its action; the gauges' ranges, levels and
  /// styles. Each has AppKit's height at its size and style.
  @Test func aPathControlAndLevelIndicatorsTakeTheirCellsValues() throws {
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("MacPathAndLevel.xib"))
    let owner = DestinationController()
    let loaded = try nib.instantiate(owner: owner)
    let path = try #require(owner.destination)
    #expect(path.url?.absoluteString == "file://localhost/Users/Shared/Movies/")
    #expect(path.pathComponents == ["Users", "Shared", "Movies"])
    #expect(path.pathStyle == .popUp && path.isEditable && path.controlSize == .small)
    #expect(path.placeholder == "Choose a folder" && path.font == "system 11")
    #expect(path.delegate === owner)
    path.sendActions(for: .primaryActionTriggered)
    #expect(owner.choices == 1)
    let gauge = try loaded.object(withID: "pal-li-001", as: LevelIndicator.self)
    #expect(gauge.levelIndicatorStyle == .continuousCapacity)
    #expect(gauge.value == 10 && gauge.minimumValue == 0 && gauge.maximumValue == 90)
    #expect(gauge.warningValue == 55 && gauge.criticalValue == 30 && !gauge.isEditable)
    let rating = try loaded.object(withID: "pal-li-003", as: LevelIndicator.self)
    #expect(rating.levelIndicatorStyle == .rating && rating.isEditable && rating.value == 2)
    #expect(rating.ratingImage == "grid_rating_fill")
    #expect(rating.ratingPlaceholderImage == "grid_rating")
    let root = try #require(owner.view)
    root.layoutIfNeeded()
    #expect(path.frame == Rect(x: 20, y: 10, width: 320, height: 22))
    #expect(gauge.frame == Rect(x: 20, y: 40, width: 320, height: 18))
    #expect(rating.frame == Rect(x: 20, y: 75, width: 60, height: 11))
  }

  /// The outlets of kit views that real macOS documents connect are kit properties: a combo
  /// box's data source, a search field's menu template, a tab's initial first responder, a
  /// menu item's view, an object controller's content, a legacy web view's delegates and a
  /// stack view's delegate.
  @Test func kitViewsTakeTheirDelegatesAndTemplates() throws {
    let nib = try Nib(
      contentsOf: Self.folder.appendingPathComponent("MacDelegatesAndTemplates.xib"))
    let owner = QueryController()
    let loaded = try nib.instantiate(owner: owner)
    #expect(nib.diagnostics.filter { $0.rule == "xib-unresolved-name" }.isEmpty)
    let combo = try loaded.object(withID: "dat-cb-001", as: TextField.self)
    #expect(combo.dataSource === owner)
    let search = try loaded.object(withID: "dat-sf-001", as: TextField.self)
    let template = try loaded.object(withID: "dat-mn-001", as: Menu.self)
    #expect(search.searchMenuTemplate === template)
    #expect(template.items.map(\.tag) == [1000, 1001])
    let tab = try loaded.object(withID: "dat-ti-001", as: TabViewItem.self)
    #expect(
      tab.initialFirstResponder === (try loaded.object(withID: "dat-tf-001", as: TextField.self)))
    let picture = try #require(owner.pictureItem)
    #expect(picture.view === (try loaded.object(withID: "dat-pv-001", as: View.self)))
    #expect(try loaded.object(withID: "dat-oc-001", as: ObjectController.self).content === owner)
    let web = try loaded.object(withID: "dat-wv-001", as: WebView.self)
    #expect(web.uiDelegate === owner && web.policyDelegate === owner)
    #expect(web.navigationDelegate == nil && web.delegate == nil)
    #expect(try loaded.object(withID: "dat-st-001", as: StackView.self).delegate === owner)
  }

  /// A slider's range, written `minValue` and `maxValue`, is its `minimumValue` and
  /// `maximumValue`; a stepper's keeps the kit's names.
  @Test func valueControlsKeepTheirRanges() throws {
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("Controls.xib"))
    let loaded = try nib.instantiate()
    let slider = try loaded.object(withID: "count", as: Slider.self)
    #expect([slider.minimumValue, slider.value, slider.maximumValue] == [1, 250, 500])
    let stepper = try loaded.object(withID: "steps", as: Stepper.self)
    #expect(
      [stepper.minimumValue, stepper.value, stepper.maximumValue, stepper.stepValue] == [
        1, 3, 10, 2,
      ])
  }

  /// Objects of an imported tree are found by type, id and tag; the owner's outlets, the
  /// gesture recognizer's action and the custom class's runtime attributes reach the app.
  @Test func anImportedTreeIsFoundByTypeIDAndTag() throws {
    var registry = TypeRegistry.standard
    extendKit(&registry)  // README's `cornerRadius` on every view, as an app adds it
    registry.register(AvatarCircle.self, name: "AvatarView") { type in
      type.property("initials", \.initials)
    }
    let nib = try Nib(
      contentsOf: Self.folder.appendingPathComponent("ProfileScreen.xib"), registry: registry)
    let owner = ProfileViewController()
    let loaded = try nib.instantiate(owner: owner)
    let root = try #require(owner.view)
    #expect(root.viewWithTag(3) === owner.badges)
    #expect(try loaded.object(withID: "bdg-cv-001", as: CollectionView.self) === owner.badges)
    #expect(loaded.objects(ofType: Label.self).map(\.text) == ["Ada", "Offline"])
    let avatar = try loaded.one(ofType: AvatarCircle.self)
    #expect(avatar === owner.avatar && avatar.cornerRadius == 40 && avatar.initials == "AS")
    #expect(owner.badges?.dataSource === owner)
    try loaded.one(ofType: TapGestureRecognizer.self).recognize()
    #expect(owner.taps == 1)
  }

  /// A macOS window's outlets (its delegate and first responder, the key view loop, a field's
  /// delegate), its visual effect view, and the names Xcode writes apart from AppKit's own: a round rect button's
  /// `roundedRect` bezel, a textured square button's `squareTextured` cell, a meta font at a
  /// weight, a table cell's appearance font and plain border, a round button's `round` cell,
  /// the `alternatingContentBackgroundColor` catalogue colour, a text view's inset as one size.
  @Test func aMacWindowsNamesAreAllRead() throws {
    let path = Self.folder.appendingPathComponent("MacWindow.xib").path
    #expect(try Linter().lint(path: path).map(\.description) == [])
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("MacWindow.xib"))
    #expect(nib.diagnostics == [])
    let owner = WindowController()
    let loaded = try nib.instantiate(owner: owner)
    #expect(owner.window?.delegate === owner)
    let roundRect = try loaded.object(withID: "rnd-rc-001", as: Button.self)
    #expect(owner.window?.initialFirstResponder === roundRect)
    #expect(roundRect.nextKeyView === (try loaded.object(withID: "sqr-tx-001", as: Button.self)))
    #expect(roundRect.bezelStyle == .roundRect)
    #expect(roundRect.font == "system-semibold 13")
    #expect(try loaded.object(withID: "sqr-tx-001", as: Button.self).buttonType == .momentaryPushIn)
    let cellField = try loaded.object(withID: "apf-tf-001", as: TextField.self)
    #expect(cellField.font == "system 13" && cellField.delegate === owner)
    #expect(cellField.borderStyle == .line && cellField.backgroundColor == .white)
    let circular = try loaded.object(withID: "rnd-bt-001", as: Button.self)
    #expect(circular.bezelStyle == .circular && circular.buttonType == .momentaryPushIn)
    let effect = try loaded.object(withID: "vfx-vw-001", as: VisualEffectView.self)
    #expect(effect.material == .sidebar && effect.blendingMode == .behindWindow)
    #expect(
      try loaded.object(withID: "txt-vw-001", as: TextView.self).textContainerInset
        == Insets(top: 2, left: 6, bottom: 2, right: 6))
  }
  /// A sheet's style mask, which Xcode writes `documentModal`, is AppKit's `docModalWindow`;
  /// the accent colour is its default, blue; nothing is left out.
  @Test func aSheetsStyleAndTheAccentColourAreRead() throws {
    let url = Self.folder.appendingPathComponent("MacSheet.xib")
    let nib = try Nib(contentsOf: url)
    #expect(nib.diagnostics == [])
    let loaded = try nib.instantiate()
    let sheet = try loaded.object(withID: "sht-wn-001", as: Window.self)
    #expect(sheet.styleMask == [.titled, .docModalWindow])
    let label = try loaded.object(withID: "sht-lb-001", as: TextField.self)
    #expect(label.textColor == Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
  }

  /// A form's kit outlets (a text field's and a gesture recogniser's delegate) bind, and a
  /// font at UIKit's named size `button` is 18 points.
  /// A window's toolbar offers its allowed items and shows its default ones, in order, by
  /// reference (a space twice); an item's action reaches the owner, a view is its own; a
  /// search item is a toolbar item whose view is its search field.
  @Test func aWindowsToolbarShowsItsDefaultItems() throws {
    let path = Self.folder.appendingPathComponent("MacToolbar.xib").path
    #expect(try Linter().lint(path: path).map(\.description) == [])
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("MacToolbar.xib"))
    let owner = PlayerWindowController()
    _ = try nib.instantiate(owner: owner)
    let toolbar = try #require(owner.window?.toolbar)
    #expect(toolbar.delegate === owner && toolbar.displayMode == .iconAndLabel)
    #expect(toolbar.allowedItems.count == 5)
    let shown = toolbar.items.compactMap { $0 as? ToolbarItem }
    #expect(
      shown.map(\.itemIdentifier) == [
        "play", "NSToolbarFlexibleSpaceItem", "0F1E2D3C-4B5A-4968-8776-655443322110",
        "NSToolbarFlexibleSpaceItem", "6E0B7F4A-2C1D-4E8F-9A3B-5D7C1E2F4A6B",
        "6B4CFE42-D146-4E9B-AE3A-BAA6682E03D6",
      ])
    #expect(shown[1] === shown[3])
    let play = shown[0]
    #expect(
      play.label == "Play" && play.isNavigational && play.maxSize == Size(width: 32, height: 22))
    play.sendAction()
    #expect(owner.plays == 1)
    #expect(shown[2].customView is Slider)
    #expect(shown[4].tag == 2 && shown[4].isBordered && shown[4].visibilityPriority == 10)
    #expect(shown[4].paletteLabel == "Shuffle Songs" && shown[4].image == "shuffle")
    #expect(shown[5].label == "Search" && shown[5].customView is TextField)
  }

  /// A tvOS document's plain button (drawn without a background until it has the focus).
  @Test func aTVButtonIsPlain() throws {
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("TVPlainButton.xib"))
    #expect(nib.diagnostics == [])
    let button = try nib.instantiate().object(withID: "tvp-bt-001", as: Button.self)
    #expect(button.buttonType == .plain && button.title == "Play")
  }

  /// A cell's content view merges into the cell with its safe area guide: a label pinned to
  /// it is laid out 24 points inside the cell.
  @Test func aCellsContentViewSafeAreaIsTheCells() throws {
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("CellSafeArea.xib"))
    #expect(nib.diagnostics == [])
    let loaded = try nib.instantiate()
    let cell = try loaded.one(ofType: TableViewCell.self)
    let label = try loaded.object(withID: "csa-lb-001", as: Label.self)
    let pinned = try loaded.object(withID: "csa-c01-001", as: LayoutConstraint.self)
    #expect(pinned.firstItem === cell.safeAreaLayoutGuide)
    cell.frame = Rect(x: 0, y: 0, width: 400, height: 44)
    cell.layoutIfNeeded()
    #expect(label.frame == Rect(x: 24, y: 0, width: 352, height: 44))
  }

  /// A constraint that is not installed is made inactive: layout leaves it out, its outlet is
  /// bound, and activating it moves the view.
  @Test func anUninstalledConstraintIsInactiveAndBound() throws {
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("UninstalledConstraint.xib"))
    #expect(nib.diagnostics == [])
    let owner = HeaderController()
    let loaded = try nib.instantiate(owner: owner)
    let root = try #require(owner.view)
    let box = try loaded.object(withID: "unc-bx-001", as: View.self)
    let centered = try #require(owner.centeredTop)
    #expect(!centered.isActive && !root.constraints.contains { $0 === centered })
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 16, y: 8, width: 100, height: 40))
    LayoutConstraint.deactivate(root.constraints.filter { $0.firstAttribute == .top })
    centered.isActive = true
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 16, y: 30, width: 100, height: 40))
  }

  @Test func aFormsKitOutletsBind() throws {
    let path = Self.folder.appendingPathComponent("FormOutlets.xib").path
    #expect(try Linter().lint(path: path).map(\.description) == [])
    let nib = try Nib(contentsOf: Self.folder.appendingPathComponent("FormOutlets.xib"))
    let owner = FormViewController()
    let loaded = try nib.instantiate(owner: owner)
    #expect(try loaded.one(ofType: TextField.self).delegate === owner)
    #expect(try loaded.one(ofType: LongPressGestureRecognizer.self).delegate === owner)
    #expect(try loaded.one(ofType: Button.self).font == "system-bold 18")
  }

  /// A `<colorWell>` is a `ColorWell` with its colour and border; an app's subclass of it
  /// sends its action to the owner; a bordered well's frame reaches 3 points past its bezel at
  /// each side and 2 above and below, so its constraints size the bezel (36 by 15 in a
  /// 42-by-19 frame, as Xcode saves it) and lay it out where the document has it.
  @Test func colorWellsKeepTheirColoursAndAlignTheirBezels() throws {
    var registry = TypeRegistry.standard
    registry.register(SwatchWell.self, name: "SwatchWell") { _ in }
    let nib = try Nib(
      contentsOf: Self.folder.appendingPathComponent("MacColorWells.xib"), registry: registry)
    let owner = ColorPreferences()
    let loaded = try nib.instantiate(owner: owner)
    let bordered = try loaded.object(withID: "mcw-cw-001", as: ColorWell.self)
    let plain = try loaded.object(withID: "mcw-cw-002", as: ColorWell.self)
    let swatch = try loaded.object(withID: "mcw-cw-003", as: SwatchWell.self)
    #expect(bordered.isBordered && !plain.isBordered && swatch.isBordered)
    #expect(plain.color == Color(red: 0, green: 0, blue: 0))
    #expect(swatch.color == Color(red: 1, green: 0.2, blue: 0, alpha: 1))
    #expect(bordered.alignmentRectInsets == Insets(top: 2, left: 3, bottom: 2, right: 3))
    #expect(plain.alignmentRectInsets == .zero)
    swatch.sendActions(for: .primaryActionTriggered)
    #expect(owner.picks == 1)
    // Laid out by its constraints, each well's frame is the one the document saved.
    let root = try loaded.object(withID: "mcw-vw-001", as: View.self)
    let wells: [ColorWell] = [bordered, plain, swatch]
    let saved = wells.map(\.frame)
    root.layoutIfNeeded()
    #expect(wells.map(\.frame) == saved)
    #expect(saved[0] == Rect(x: 17, y: 22, width: 42, height: 19))
    // Drawn as a bezel with a swatch of its colour inside; without a border, as the swatch.
    let picture = try SVGInspection(SVGRenderer().render(root))
    let drawn = try #require(picture.group(id: "mcw-cw-001"))
    #expect(
      drawn.children.filter { $0.name == "rect" }.map { $0.attributes["fill"] }
        == ["#FFFFFF", "#0F0EFF"])
    #expect(picture.group(id: "mcw-cw-002")?.children.first?.attributes["fill"] == "#000000")
  }
}

/// The avatar class of `ProfileScreen.xib`, with its inspectable property (`cornerRadius` is
/// every view's, by an extension).
final class AvatarCircle: View {
  var initials = ""
}

/// The owner of `ProfileScreen.xib`.
final class ProfileViewController: NibOwner {
  var view: View?
  var avatar: AvatarCircle?
  var badges: CollectionView?
  var taps = 0

  func avatarTapped(_ sender: TapGestureRecognizer) { taps += 1 }

  static let connections = Connections<ProfileViewController>()
    .outlet("view", \.view)
    .outlet("avatar", \.avatar)
    .outlet("badges", \.badges)
    .action("avatarTapped", ProfileViewController.avatarTapped)
}

/// The owner of `MacPopover.xib`: its popover, and the popover's delegate.
final class AlertController: NibOwner {
  var infoPopover: Popover?

  static let connections = Connections<AlertController>().outlet("infoPopover", \.infoPopover)
}

/// The owner of `MacCollectionView.xib`.
final class LibraryController: NibOwner {
  var view: View?

  static let connections = Connections<LibraryController>().outlet("view", \.view)
}

/// The owner of `MacPathAndLevel.xib`: its view, its path control, and the control's action.
final class DestinationController: NibOwner {
  var view: View?
  var destination: PathControl?
  var choices = 0

  func chooseDestination(_ sender: PathControl) { choices += 1 }

  static let connections = Connections<DestinationController>()
    .outlet("view", \.view)
    .outlet("destination", \.destination)
    .action("chooseDestination", DestinationController.chooseDestination)
}

/// The owner of `MacDelegatesAndTemplates.xib`: the data source, delegate and content its
/// views and controller name.
final class QueryController: NibOwner {
  var view: View?
  var pictureItem: MenuItem?

  static let connections = Connections<QueryController>()
    .outlet("view", \.view)
    .outlet("pictureItem", \.pictureItem)
}

/// The owner of `MacMatrix.xib`: an outlet to one of a matrix's cells, and its action.
final class EncoderSettings: NibOwner {
  var bitrateChoice: Button?
  var choices = 0

  func chooseTarget(_ sender: Matrix) { choices += 1 }

  static let connections = Connections<EncoderSettings>()
    .outlet("bitrateChoice", \.bitrateChoice)
    .action("chooseTarget", EncoderSettings.chooseTarget)
}

/// The owner of `MacToolbar.xib`: its window's controller and its toolbar's delegate.
final class PlayerWindowController: NibOwner {
  var window: Window?
  var plays = 0

  func play(_ sender: BarButtonItem) { plays += 1 }

  static let connections = Connections<PlayerWindowController>()
    .outlet("window", \.window)
    .action("play", PlayerWindowController.play)
}

/// The owner of `UninstalledConstraint.xib`, with an outlet to the constraint it activates.
final class HeaderController: NibOwner {
  var view: View?
  var centeredTop: LayoutConstraint?

  static let connections = Connections<HeaderController>()
    .outlet("view", \.view)
    .outlet("centeredTop", \.centeredTop)
}

/// The owner of `FormOutlets.xib`: the delegate of its field and its recogniser.
final class FormViewController: NibOwner {
  var view: View?

  static let connections = Connections<FormViewController>().outlet("view", \.view)
}

/// The owner of `MacWindow.xib`: its window's controller and delegate.
final class WindowController: NibOwner {
  var window: Window?

  static let connections = Connections<WindowController>().outlet("window", \.window)
}

/// The owner of `MacPreferences.xib`, as the app declares it.
final class PreferencesController: NibOwner {
  var view: View?
  var nameField: TextField?
  var table: TableView?
  var saves = 0
  var selected = 0
  var opened = 0

  func save(_ sender: Button) { saves += 1 }
  func selectRow(_ sender: TableView) { selected += 1 }
  func openRow(_ sender: TableView) { opened += 1 }

  static let connections = Connections<PreferencesController>()
    .outlet("view", \.view)
    .outlet("nameField", \.nameField)
    .outlet("table", \.table)
    .action("save", PreferencesController.save)
    .action("selectRow", PreferencesController.selectRow)
    .action("openRow", PreferencesController.openRow)
}

/// The owner of `MacColorWells.xib`: its swatch well sends `pickColor:`.
final class ColorPreferences: NibOwner {
  var picks = 0

  func pickColor(_ sender: ColorWell) { picks += 1 }

  static let connections = Connections<ColorPreferences>()
    .action("pickColor", ColorPreferences.pickColor)
}

/// An app's colour well, as `MacColorWells.xib` names it.
final class SwatchWell: ColorWell {}

/// A document's texts are the characters of their elements, white space included, and the
/// white space that lays out the elements is not text.
@Suite struct InterfaceBuilderTextTests {
  @Test func textsKeepTheirWhiteSpaceAndRuns() throws {
    let nib = try Nib(
      contentsOf: InterfaceBuilderMappingTests.folder.appendingPathComponent("Texts.xib"))
    let loaded = try nib.instantiate()
    #expect(try loaded.object(withID: "spc-lb-001", as: Label.self).text == "   ")
    #expect(try loaded.object(withID: "pad-lb-001", as: Label.self).text == "  Hello,  world  ")
    #expect(try loaded.object(withID: "run-lb-001", as: Label.self).text == " One\n two  & three ")
    // The white space around the labels is not the view's text: the view has no text property
    // to receive it, and the document loads without a finding.
    #expect(nib.diagnostics.filter { $0.severity >= .warning } == [])
  }

  /// Labels, text fields and text views say in an attribute that their font follows the
  /// user's text size; a button says it in a runtime attribute. Each is the kit's property, and
  /// none is a note of something left out.
  @Test func textFollowsTheUsersTextSizeWhereTheDocumentSaysSo() throws {
    let nib = try Nib(
      contentsOf: InterfaceBuilderMappingTests.folder.appendingPathComponent("DynamicType.xib"))
    let loaded = try nib.instantiate()
    #expect(
      try loaded.object(withID: "dyn-lb-001", as: Label.self).adjustsFontForContentSizeCategory)
    #expect(
      try loaded.object(withID: "dyn-tf-001", as: TextField.self).adjustsFontForContentSizeCategory)
    #expect(
      try loaded.object(withID: "dyn-tv-001", as: TextView.self).adjustsFontForContentSizeCategory)
    #expect(
      try loaded.object(withID: "dyn-bt-001", as: Button.self).adjustsFontForContentSizeCategory)
    #expect(
      try !loaded.object(withID: "dyn-bt-002", as: Button.self).adjustsFontForContentSizeCategory)
    #expect(nib.diagnostics == [])
  }

  /// A table's `menu` outlet names its context menu, a top-level menu; a pop-up button's menu
  /// of choices is its `menu` as well, and the converted nib keeps both.
  @Test func aViewsMenuIsItsContextMenu() throws {
    let url = InterfaceBuilderMappingTests.folder.appendingPathComponent("ContextMenu.xib")
    let loaded = try Nib(contentsOf: url).instantiate()
    let table = try loaded.object(withID: "ctx-tb-001", as: TableView.self)
    let rowMenu = try loaded.object(withID: "ctx-mn-001", as: Menu.self)
    #expect(table.menu === rowMenu)
    #expect(rowMenu.items.map(\.title) == ["Copy", "", "Delete"])
    let popUp = try loaded.object(withID: "ctx-pb-001", as: PopUpButton.self)
    #expect(popUp.menu?.items.map(\.title) == ["Small", "Large"])
    #expect(popUp.indexOfSelectedItem == 0)
    let converted = try Nib(xml: Linter().convert(path: url.path).nib, name: "ContextMenu")
      .instantiate()
    let convertedTable = try #require(converted.objects(ofType: TableView.self).first)
    #expect(convertedTable.menu?.items.map(\.title) == ["Copy", "", "Delete"])
  }

  /// AppKit's token, search and secure fields are the kit's text fields, with their cells'
  /// placeholders; only the secure one hides what is typed.
  @Test func macOSFieldsOfEveryKindAreTextFields() throws {
    let loaded = try Nib(
      contentsOf: InterfaceBuilderMappingTests.folder.appendingPathComponent("MacTextFields.xib")
    ).instantiate()
    let fields = try ["mtf-tk-001", "mtf-sf-001", "mtf-pw-001"].map {
      try loaded.object(withID: $0, as: TextField.self)
    }
    #expect(fields.map(\.placeholder) == ["Tags, separated by commas", "Search", "Password"])
    #expect(fields.map(\.isSecureTextEntry) == [false, false, true])
    #expect(fields.allSatisfy { $0.isEditable && $0.isBezeled })
  }

  /// A macOS label's text is its cell's title, as an attribute or as an element.
  @Test func aCellsTitleElementIsTheFieldsText() throws {
    let nib = try Nib(
      contentsOf: InterfaceBuilderMappingTests.folder.appendingPathComponent("MacLabels.xib"))
    let loaded = try nib.instantiate()
    #expect(try loaded.object(withID: "mlb-tf-001", as: TextField.self).text == "Short title")
    #expect(
      try loaded.object(withID: "mlb-tf-002", as: TextField.self).text
        == "A longer explanation, written by Xcode as an element of its own, that wraps over several lines of the window."
    )
  }
}

/// The owner of `MacTabView.xib`, which binds nothing.
final class TabSettingsController: NibOwner {
  static let connections = Connections<TabSettingsController>()
}

extension InterfaceBuilderConversion {
  /// The nib as `viewcheck format` writes it, with the schema `convert` wrote beside it.
  func formattedNib(file: String) throws -> String? {
    var configuration = LintConfiguration()
    configuration.schemas = [
      try LintSchema(json: Array(schema), file: "converted.viewcheck-schema.json")
    ]
    return try NibFormatter(configuration: configuration).format(nib, file: file)
  }
}

extension InterfaceBuilderMappingTests {
  /// Objects a holder keeps under a key its type has no property for load as its children and
  /// are not applied: a menu's items under another name are not among its items, and the
  /// loaded nib's diagnostics say so once for the key.
  @Test func objectsUnderAKeyTheKitDoesNotModelAreKeptAndNoted() throws {
    let url = Fixture.root.appendingPathComponent("invalid/xib-unresolved-name/UnappliedKey.xib")
    let nib = try Nib(contentsOf: url)
    #expect(nib.diagnostics.map(\.rule) == ["xib-unresolved-name"])
    #expect(nib.diagnostics.first?.message.contains("the 2 objects") == true)
    let loaded = try nib.instantiate()
    let main = try loaded.object(withID: "main", as: Menu.self)
    #expect(main.items.isEmpty)
    #expect((try? loaded.object(withID: "edit", as: MenuItem.self)) != nil)
    let appMenu = try loaded.object(withID: "appMenu", as: Menu.self)
    #expect(appMenu.items.map(\.title) == ["About", "Quit"])
  }
}

extension InterfaceBuilderMappingTests {
  /// AppKit takes any responder as a window's initial first responder (a window
  /// controller), the kit a view: such an outlet is kept, noted and not bound, and the
  /// window loads with its other outlets bound.
  @Test func aWindowsInitialFirstResponderMayBeAnotherResponder() throws {
    let url = Fixture.root.appendingPathComponent(
      "valid/windows/ControllerAsInitialFirstResponder.xib")
    let nib = try Nib(contentsOf: url)
    #expect(nib.diagnostics.map(\.rule) == ["xib-unresolved-name"])
    let loaded = try nib.instantiate()
    let window = try loaded.object(withID: "window", as: Window.self)
    let controller = try loaded.object(withID: "controller", as: Object.self)
    #expect(window.initialFirstResponder == nil)
    #expect(window.delegate === controller)
  }
}
