/// The document as a whole: its root, its resources, the designables Xcode recorded, the ids
/// it defines, and the elements a size class leaves out.
extension XIBImporter {
  /// Imports the document; `false` when its root rules out everything else (an archive, an
  /// unsupported type or version).
  mutating func run() -> Bool {
    guard !document.elements.isEmpty else { return false }
    let root: Int32 = 0
    rootPosition = document.position(of: root)
    guard checkRoot(root) else { return false }
    noteUnreadTopLevelElements(root)
    readResources(root)
    readDesignables(root)
    if let objects = document.child(of: root, named: .objects) {
      checkIDs(under: objects)
      collectExclusions(under: objects)
      for element in document.children(of: objects) {
        visit(element, holder: -1, key: nil, isSubview: false, depth: 1)
        readSimulatedMetrics(of: element)
      }
    }
    flipUpwardFrames()
    liftCellLabels()
    resolveConnections()
    qualifyKitNamedClasses()
    return true
  }

  /// The children of `<document>` that Interface Builder writes: the objects, the resources,
  /// and its records of the canvas and the build (read where they matter, else skipped).
  static let topLevelElements: Set<String> = [
    "objects", "resources", "dependencies", "device", "designables", "customFonts",
    "simulatedMetricsContainer", "accessibilityOverrides",
  ]

  /// A note for each child of `<document>` that Interface Builder does not write there, which
  /// is not read (a hand-edited file's `<connections>` outside the object they belong to).
  private mutating func noteUnreadTopLevelElements(_ root: Int32) {
    for child in document.children(of: root)
    where !Self.topLevelElements.contains(document.name(of: child)) {
      let name = document.name(of: child)
      let hint =
        name == "connections"
        ? ": connections belong inside the object they start from (File's Owner's inside its <placeholder>)"
        : ""
      note(
        .xibUnmappedElement,
        "<\(escaped(name))> is not read at the top level of a document\(hint)",
        at: document.position(of: child))
    }
  }

  /// The intrinsic content sizes of `<designables>`: `<designable name="id"><size
  /// key="intrinsicContentSize" width= height=/>`, by the view's id.
  mutating func readDesignables(_ root: Int32) {
    guard let designables = document.child(of: root, named: .designables) else { return }
    for designable in document.children(of: designables)
    where document.element(designable, isNamed: .designable) {
      guard let id = document.value(.name, of: designable) else { continue }
      for size in document.children(of: designable)
      where document.element(size, isNamed: .size)
        && document.value(.key, of: size) == "intrinsicContentSize"
      {
        if let width = document.value(.width, of: size).flatMap(XIBNumbers.double),
          let height = document.value(.height, of: size).flatMap(XIBNumbers.double)
        {
          designableSizes[id] = Size(width: width, height: height)
        }
      }
    }
  }

  /// On the canvas, a view's placeholder intrinsic size (Interface Builder's "Intrinsic Size:
  /// Placeholder": `placeholderIntrinsicWidth` and `placeholderIntrinsicHeight`, `infinite` for
  /// none) is its intrinsic content size: Xcode laid the document out with it, in place of the
  /// size the app's class gives when it runs. A dimension the document leaves out is `nan`
  /// here, and the kit's.
  mutating func readPlaceholderIntrinsicSize(of element: Int32, id: String) {
    let width = document.value(.placeholderIntrinsicWidth, of: element)
    let height = document.value(.placeholderIntrinsicHeight, of: element)
    guard width != nil || height != nil else { return }
    func metric(_ text: String?) -> Double {
      guard let text else { return .nan }
      return text == "infinite" ? View.noIntrinsicMetric : XIBNumbers.double(text) ?? .nan
    }
    placeholderSizes[id] = Size(width: metric(width), height: metric(height))
  }

  /// On the canvas, an element the kit does not model that Xcode draws as a view with no
  /// subviews (a map view, a scene view) has the size of its frame as its
  /// intrinsic content size, as a designable view has the size Xcode rendered it with: the kit
  /// cannot know its class's size, and Xcode's layout, whose frames the document keeps, did.
  /// Without it, its size would count as free, and the layout rules would call it ambiguous.
  /// - Parameter insets: How far the frame reaches past the alignment rectangle the size is of
  ///   (a bordered colour well's frame past its bezel).
  mutating func readUnmodelledSize(of element: Int32, id: String, less insets: Insets = .zero) {
    let inset = Size(width: insets.left + insets.right, height: insets.top + insets.bottom)
    var frame: Int32? = nil
    for child in document.children(of: element) {
      if document.element(child, isNamed: .subviews) { return }
      if document.element(child, isNamed: .rect), document.value(.key, of: child) == "frame" {
        frame = child
      }
    }
    guard let frame,
      let width = document.value(.width, of: frame).flatMap(XIBNumbers.double),
      let height = document.value(.height, of: frame).flatMap(XIBNumbers.double),
      width >= inset.width, height >= inset.height
    else { return }
    designableSizes[id] = Size(width: width - inset.width, height: height - inset.height)
  }

  /// On the canvas, the size of a control whose size AppKit decides in a way the kit does not
  /// know, read from its saved frame: a colour well's bezel (its frame less
  /// ``ColorWell/bezelInsets(release:)`` when bordered); a date picker's fields and stepper, which
  /// AppKit sizes by their text in the user's locale's format (Aerial's time pickers are 42
  /// to 151 points wide), less ``DatePicker/appKitInsets(release:)`` when regular; an AppKit
  /// segmented control, whose height the kit does not measure (its frame: 24 points rounded,
  /// 20 round-rect, 21 and 18 small, 16 mini in real documents) and whose segments AppKit
  /// sizes to their labels and images, less ``SegmentedControl/appKitInsets(controlSize:release:)``;
  /// an AppKit slider that is a dial (`sliderType="circular"`: HandBrake's gain and
  /// dynamic range knobs, 22 points square when small); an AppKit button of a bezel the kit
  /// has no metrics for, less the room its frame leaves
  /// around the bezel (``Button/appKitUnmeasuredInsets(bezel:size:release:)``); a path control
  /// or a level indicator, whose sizes AppKit gives by their styles.
  mutating func readCanvasSize(of element: Int32, id: String, type: NibType) {
    switch type.name {
    case "ColorWell":
      let bordered = document.value(.bordered, of: element) != "NO"
      let insets = ColorWell.bezelInsets(release: documentAppKitRelease)
      readUnmodelledSize(of: element, id: id, less: bordered ? insets : .zero)
    case "PathControl", "LevelIndicator":
      // AppKit sizes them by their style, control size and images, which the kit does not
      // measure: their saved frames (a small path control 20 points high, a pop-up one 25).
      readUnmodelledSize(of: element, id: id)
    case "DatePicker" where platform == .macOS:
      let regular = cellControlSize(of: element, cell: "datePickerCell") == .regular
      let insets = regular ? DatePicker.appKitInsets(release: documentAppKitRelease) : .zero
      readUnmodelledSize(of: element, id: id, less: insets)
    case "SegmentedControl" where platform == .macOS:
      let insets = SegmentedControl.appKitInsets(
        controlSize: cellControlSize(of: element, cell: "segmentedCell"),
        release: documentAppKitRelease)
      readUnmodelledSize(of: element, id: id, less: insets)
    case "Slider" where platform == .macOS:
      // A dial, which the kit does not measure: its saved frame.
      if let cell = document.children(of: element).first(where: {
        document.name(of: $0) == "sliderCell"
      }),
        document.value("sliderType", of: cell) == "circular"
      {
        readUnmodelledSize(of: element, id: id)
      }
    case "Button" where platform == .macOS:
      // Only some bezels have such room (``Button/appKitUnmeasuredInsets``).
      var insets = Insets.zero
      if let cell = document.children(of: element).first(where: {
        document.name(of: $0) == "buttonCell"
      }),
        let name = document.value("bezelStyle", of: cell),
        let bezel = Button.BezelStyle(
          rawValue: XIBElementTable.caseNames["bezelStyle"]?[name] ?? name)
      {
        insets = Button.appKitUnmeasuredInsets(
          bezel: bezel, size: cellControlSize(of: element, cell: "buttonCell"),
          release: documentAppKitRelease)
      }
      readUnmodelledSize(of: element, id: id, less: insets)
    default:
      break
    }
  }

  /// The `controlSize` of a control's cell (regular when it has none or another value).
  private func cellControlSize(of element: Int32, cell name: String) -> Control.ControlSize {
    let cell = document.children(of: element).first { document.name(of: $0) == name }
    return cell.flatMap { document.value("controlSize", of: $0) }
      .flatMap(Control.ControlSize.init) ?? .regular
  }

  /// What a macOS document leaves out means AppKit's default, which is not the kit's: a scroll
  /// view without `borderType` has a bezel (55 of 59 in real documents show it, their clip
  /// views a point inside; Xcode writes `none` for none); a stack view without `spacing` is 8
  /// points apart (iina's subtitle preferences, OpenEmu's and Sequel Ace's stacks: 8 points
  /// between their views' alignment rectangles), and one without `distribution` arranges
  /// gravity areas (its `<beginningViews>`, `<middleViews>` and `<endViews>`).
  mutating func readAppKitDefaults(of element: Int32, into node: Int32) {
    let defaults: [(attribute: String, property: String, value: String)]
    switch nodes[Int(node)].kitType.name {
    case "ScrollView":
      defaults = [("borderType", "borderType", BorderType.bezelBorder.rawValue)]
    case "StackView":
      defaults = [
        ("spacing", "spacing", "8"),
        ("distribution", "distribution", StackView.Distribution.gravityAreas.rawValue),
      ]
    case "TextField":
      readCanvasPreferredWidth(of: element, into: node)
      return
    default:
      return
    }
    for item in defaults where document.value(item.attribute, of: element) == nil {
      setIfPresent(
        item.value, property: item.property, node: node, at: document.position(of: element))
    }
  }

  /// On the canvas, a label whose preferred width AppKit sets at its first layout
  /// (`setsMaxLayoutWidthAtFirstLayout`, Interface Builder's "First Runtime Layout") wraps at
  /// the width it was drawn at: its saved frame's, less a label's 2 points at each side.
  /// Interface Builder lays it out so: Textual's preferences keep their notes 328 points wide
  /// in three lines where their constraints would let them grow to two of 492. Loaded (and
  /// dumped and converted, which describe the tree an app loads), the label wraps at the
  /// width its layout gives it, as AppKit sets its preferred width from its first layout.
  private mutating func readCanvasPreferredWidth(of element: Int32, into node: Int32) {
    guard policy.readsAsInterfaceBuilderCanvas,
      document.value("setsMaxLayoutWidthAtFirstLayout", of: element) == "YES",
      document.value("preferredMaxLayoutWidth", of: element) == nil,
      let frame = document.children(of: element).first(where: {
        document.element($0, isNamed: .rect) && document.value(.key, of: $0) == "frame"
      }),
      let width = document.value(.width, of: frame).flatMap(XIBNumbers.double), width > 4
    else { return }
    setIfPresent(
      PropertyValue.double(width - 4).canonicalText, property: "preferredMaxLayoutWidth",
      node: node, at: document.position(of: element))
  }

  /// Notes a top-level object whose simulated metrics say it has no status bar
  /// (`<nil key="simulatedStatusBarMetrics"/>`, Interface Builder's "None"), or a translucent
  /// navigation bar over its top (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics"
  /// prompted="NO"/>`: the view is under it, its safe area below it).
  mutating func readSimulatedMetrics(of element: Int32) {
    guard let id = document.value(.id, of: element) else { return }
    for child in document.children(of: element) {
      let name = document.name(of: child)
      let key = document.value(.key, of: child)
      if name == "nil", key == "simulatedStatusBarMetrics" {
        withoutStatusBar.insert(id)
      } else if name == "simulatedNavigationBarMetrics", key == "simulatedTopBarMetrics",
        document.attribute("translucent", of: child)?.value != "NO",
        document.attribute("prompted", of: child)?.value != "YES"
      {
        underNavigationBar.insert(id)
      }
    }
  }

  /// `<document type="…" version="3.0">` of a known type; `<archive>` is refused.
  mutating func checkRoot(_ root: Int32) -> Bool {
    if document.element(root, isNamed: .archive) {
      error(
        .xibArchive,
        "this is an Interface Builder archive (Xcode 4 and earlier), which is not read: open and save it in Xcode 5 or later to convert it to a document",
        at: rootPosition)
      return false
    }
    guard let version = document.attribute(.version, of: root) else {
      error(.unsupportedVersion, "<document> needs version=\"3.0\"", at: rootPosition)
      return false
    }
    guard version.value == "3.0" else {
      error(
        .unsupportedVersion,
        "unsupported Interface Builder document version '\(escaped(version.value))': expected '3.0'",
        at: version.position)
      return false
    }
    guard let type = document.attribute(.type, of: root) else {
      error(
        .unsupportedVersion, "<document> needs the type of an Interface Builder document",
        at: rootPosition)
      return false
    }
    guard let platform = XIBPlatform.of(documentType: type.value) else {
      error(
        .unsupportedVersion,
        "unsupported document type '\(escaped(type.value))': expected an iOS, tvOS or macOS Interface Builder document",
        at: type.position)
      return false
    }
    self.platform = platform
    // The Interface Builder that saved the document: the version of its Interface Builder
    // plug-in (`<plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22690"/>`;
    // not another framework's, AVKit's), else its tools version. Xcode 15 writes some
    // documents' tools version as `32700.99.1234`, which is no build (their plug-ins are 22685
    // to 22690); elsewhere the two agree to within a few dozen builds.
    toolsVersion = document.value(.toolsVersion, of: root)
    if let dependencies = document.child(of: root, named: .dependencies),
      let plugIn = document.children(of: dependencies).first(where: {
        document.element($0, isNamed: .plugIn)
          && document.value("identifier", of: $0)?.hasPrefix("com.apple.InterfaceBuilder") == true
      }),
      let version = document.value(.version, of: plugIn)
    {
      toolsVersion = version
    }
    if let element = document.child(of: root, named: .device),
      let id = document.value(.id, of: element)
    {
      device = (id, document.value(.orientation, of: element) ?? "portrait")
    }
    return true
  }

  /// Whether an image name is one of AppKit's named template images (`NSActionTemplate`,
  /// `NSLockLockedTemplate`): since macOS 11 they are drawn from system symbols, padded as
  /// symbols are (an image view with `NSActionTemplate`, 18 points high by its constraint, is
  /// saved 24 points high by AutoPkgr's Xcode, 27 for 16 by HandBrake's).
  static func isAppKitTemplateImage(_ name: String) -> Bool {
    name.hasPrefix("NS") && name.hasSuffix("Template")
  }

  /// The colours of `<resources>` (`<namedColor>`, `<systemColor>`), by name, and the sizes of
  /// its images (and which are system symbols: `catalog="system"`, and in an AppKit document
  /// AppKit's named template images).
  mutating func readResources(_ root: Int32) {
    guard let resources = document.child(of: root, named: .resources) else { return }
    for resource in document.children(of: resources) {
      if document.element(resource, isNamed: .image),
        let name = document.value(.name, of: resource),
        let width = document.value(.width, of: resource).flatMap(XIBNumbers.double),
        let height = document.value(.height, of: resource).flatMap(XIBNumbers.double)
      {
        imageSizes[name] = Size(width: width, height: height)
        if document.value(.catalog, of: resource) == "system"
          || (platform == .macOS && Self.isAppKitTemplateImage(name))
        {
          symbolImages.insert(name)
        }
        continue
      }
      guard
        document.element(resource, isNamed: .namedColor)
          || document.element(resource, isNamed: .systemColor),
        let name = document.value(.name, of: resource),
        let color = document.child(of: resource, named: .color)
      else { continue }
      colorResources[name] = color
    }
  }

  /// `duplicate-id` for every id written twice under `<objects>` (objects, connections,
  /// constraints, placeholders and layout guides share one namespace), at the later one.
  mutating func checkIDs(under objects: Int32) {
    var first: [String: SourcePosition] = [:]
    first.reserveCapacity(document.idCount)
    // Elements are kept in document order, so the descendants are one run of indices.
    for element in document.descendants(of: objects) {
      if let id = document.attribute(.id, of: element) {
        // One lookup for the common case, a new id; a duplicate puts the first one back.
        if let earlier = first.updateValue(id.position, forKey: id.value) {
          first[id.value] = earlier
          add(
            .error(
              .duplicateID, "duplicate id '\(escaped(id.value))'", at: location(id.position),
              notes: [.note("first defined here", at: location(earlier))]))
        }
      }
    }
  }

  /// The ids the default size class excludes: `<variation key="default"><mask key="…">
  /// <exclude reference="…"/>`. Those constraints and views exist only in other size classes.
  mutating func collectExclusions(under objects: Int32) {
    var pending = [objects]
    while let element = pending.popLast() {
      if document.element(element, isNamed: .variation),
        document.value(.key, of: element) == "default"
      {
        for mask in document.children(of: element) {
          for exclude in document.children(of: mask) {
            if let reference = document.value(.reference, of: exclude) {
              excluded.insert(reference)
            }
          }
        }
        continue
      }
      pending.append(contentsOf: document.children(of: element))
    }
  }
}
