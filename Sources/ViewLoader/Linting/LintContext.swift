/// The rules only the linter runs, over one compiled file: they need the whole file (and, for
/// stubs, other files), or they are advice rather than errors.
struct LintContext {
  let template: NibTemplate
  let output: CompileOutput
  let graph: IncludeGraph
  let configuration: LintConfiguration
  let registry: TypeRegistry
  /// ``registry`` with the types known only from a schema standing in as kit classes.
  let standInRegistry: TypeRegistry
  let owners: [String: OwnerDescription]
  private var findings: [Diagnostic] = []
  /// Frames outside their parents' bounds, kept until the views' alignment rectangles are
  /// known (``checkFramesOutsideParents()``).
  private var framesOutside: [FrameOutsideParent] = []
  /// The file instantiated without an owner, once a check needed it; `.some(nil)` when it
  /// does not instantiate.
  private var ownerlessInstance: LoadedNib?? = nil
  /// The same with schema types standing in as kit classes (``instanceWithStandIns()``).
  private var standInInstance: (LoadedNib, NibTemplate)?? = nil

  init(
    template: NibTemplate, output: CompileOutput, graph: IncludeGraph,
    configuration: LintConfiguration, registry: TypeRegistry, standInRegistry: TypeRegistry,
    owners: [String: OwnerDescription]
  ) {
    self.template = template
    self.output = output
    self.graph = graph
    self.configuration = configuration
    self.registry = registry
    self.standInRegistry = standInRegistry
    self.owners = owners
  }

  func location(_ position: SourcePosition) -> SourceLocation { template.location(position) }

  mutating func runLintRules() -> [Diagnostic] {
    // Children as instantiated: an include counts as the top-level objects it brings.
    var childCounts = [Int](repeating: 0, count: template.nodes.count)
    for node in template.nodes where node.parent >= 0 {
      if case .include(let nib, _) = template.content(of: node) {
        childCounts[Int(node.parent)] += topLevelObjects(of: nib.template).count
      } else {
        childCounts[Int(node.parent)] += 1
      }
    }
    // Each node's frame, found once (a child's check also needs its parent's).
    let frames = template.nodes.map(frame(of:))
    // Most findings of a large valid file are one `unused-id` note per id: room for one per
    // node (up to the findings limit) saves growing the array while they are added.
    findings.reserveCapacity(min(template.nodes.count, configuration.limits.findings + 1))
    var objectCount = 0
    let info = template.interfaceBuilder
    // In an Interface Builder document, ids and containers are Xcode's, not the author's:
    // `unused-id` and `useless-container` are for nib files.
    let plainViewType = info == nil ? registry.type(named: "View") : nil
    let checksIDs = info == nil
    let constraintType = info == nil ? nil : registry.type(named: "LayoutConstraint")
    // A configuration that switches the rule off pays nothing for it (its second part may
    // instantiate the file).
    let checksFrames = isEnabled(.frameOutsideParent)
    // Each check's first condition is tested here, and a node is handed to a check only when
    // that condition holds.
    template.nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices {
        if case .include = template.content(of: nodes[index]) { continue }
        // A document's constraints are objects, but not views the file shows.
        if let constraintType, template.type(of: nodes[index]) === constraintType { continue }
        objectCount += 1
        if Int(nodes[index].depth) > configuration.maxDepth { checkDepth(index) }
        let parent = Int(nodes[index].parent)
        if checksFrames, let frame = frames[index], parent >= 0, let parentFrame = frames[parent],
          info?.nodes[index].isSubview ?? true
        {
          checkFrame(frame, parentFrame: parentFrame, node: index, parent: parent)
        }
        if childCounts[index] == 1, let type = template.type(of: nodes[index]),
          type === plainViewType
        {
          checkUselessContainer(nodes[index])
        }
        if checksIDs, nodes[index].hasID, template.outlet(of: nodes[index]) == nil,
          let id = template.id(of: nodes[index]),
          let position = template.idPosition(of: nodes[index])
        {
          checkUnusedID(id, at: position)
        }
        if case .stub(let name, let position) = template.content(of: nodes[index]) {
          checkStub(name, at: position)
        }
      }
    }
    if objectCount > configuration.maxViews {
      findings.append(
        Diagnostic(
          severity: .warning, rule: RuleID.tooManyViews.rawValue,
          message: "the file has \(objectCount) objects; the limit is \(configuration.maxViews)",
          location: location(template.rootPosition)))
    }
    checkFramesOutsideParents()
    checkAmbiguousTopLevel()
    checkOwner()
    checkLayout()
    return findings
  }

  mutating func add(
    _ severity: Severity, _ rule: RuleID, _ message: String, at position: SourcePosition,
    notes: [Diagnostic] = []
  ) {
    // Past the findings limit the linter reports no more (it says so): do not collect more.
    guard findings.count <= configuration.limits.findings else { return }
    findings.append(
      Diagnostic(
        severity: severity, rule: rule.rawValue, message: message, location: location(position),
        notes: notes))
  }

  /// `too-deep`, for a node deeper than the limit.
  private mutating func checkDepth(_ index: Int) {
    let node = template.nodes[index]
    add(
      .warning, .tooDeep,
      "'\(template.displayTypeName(at: index))' is nested \(node.depth) levels deep; the limit is \(configuration.maxDepth)",
      at: node.position)
  }

  private func frame(of node: TemplateNode) -> (Rect, SourcePosition)? {
    for property in template.properties(of: node) where property.name == "frame" {
      if case .rect(let rect) = property.value { return (rect, property.position) }
    }
    return nil
  }

  /// A child's frame that lies outside its parent's bounds, before its alignment rectangle is
  /// known.
  struct FrameOutsideParent {
    var frame: Rect
    var position: SourcePosition
    var bounds: Rect
    var node: Int
    var parent: Int
  }

  /// `frame-outside-parent`, first part: a frame with an area that is not inside its parent's
  /// bounds, unless the parent scrolls (a scroll view's or clip view's content is larger than
  /// it by design).
  /// - Parameters:
  ///   - frame: A node's `frame` property and where it is set.
  ///   - parentFrame: Its parent's.
  ///   - node: The node's index.
  ///   - parent: The parent's index.
  private mutating func checkFrame(
    _ frame: (Rect, SourcePosition), parentFrame: (Rect, SourcePosition), node: Int, parent: Int
  ) {
    let (child, position) = frame
    let bounds = Rect(x: 0, y: 0, width: parentFrame.0.width, height: parentFrame.0.height)
    guard !Self.contains(bounds, child), child.width > 0, child.height > 0 else { return }
    // An app's class a schema describes is what its nearest kit class is.
    if let metatype = template.type(of: template.nodes[parent])?.nearestCreatableType?.metatype,
      metatype is ScrollView.Type || metatype is ClipView.Type
    {
      return
    }
    framesOutside.append(
      FrameOutsideParent(
        frame: child, position: position, bounds: bounds, node: node, parent: parent))
  }

  /// How far a frame may reach past its parent's bounds and still be inside them, in points:
  /// rounding, not layout. Interface Builder writes a 3× display's frames as thirds of a point
  /// to 17 digits, so a subview that ends where its parent does can end `6e-14` past it
  /// (`y="100" height="82.66666666666669"` in a parent `182.66666666666663` high); a
  /// thousandth of a point is far below any display's pixel and far above such rounding.
  static let frameTolerance = 0.001

  /// Whether `frame` lies inside `bounds`, within ``frameTolerance``.
  private static func contains(_ bounds: Rect, _ frame: Rect) -> Bool {
    frame.minX >= bounds.minX - frameTolerance && frame.minY >= bounds.minY - frameTolerance
      && frame.maxX <= bounds.maxX + frameTolerance && frame.maxY <= bounds.maxY + frameTolerance
  }

  /// How far `frame` reaches past `bounds` at its farthest edge, in points.
  private static func overflow(of frame: Rect, past bounds: Rect) -> Double {
    max(
      bounds.minX - frame.minX, bounds.minY - frame.minY, frame.maxX - bounds.maxX,
      frame.maxY - bounds.maxY)
  }

  /// `frame-outside-parent`, second part: a frame outside its parent's bounds is reported
  /// unless its alignment rectangle is inside them. A slider's, a switch's, an AppKit label's
  /// or an AppKit button's frame reaches past what it draws (Interface Builder places an
  /// AppKit push button 20 points from an edge at 14): the views' own insets decide, from the
  /// file instantiated without an owner (a schema's types as their kit classes). In a document
  /// Xcode 26 saved, the insets of macOS 11 to 15 decide too: its frames that no constraint
  /// places were placed by an earlier Xcode, with room for the shadows its controls had.
  private mutating func checkFramesOutsideParents() {
    guard !framesOutside.isEmpty else { return }
    // Compiled again with stand-ins, the file has the same nodes unless a stand-in changed
    // what compiles; then its views are not this file's.
    let instance = instanceWithStandIns().flatMap { loaded, laidOut in
      laidOut.nodes.count == template.nodes.count ? loaded : nil
    }
    // A parent Xcode marked misplaced was saved at a size its constraints do not give it (a
    // window's content view a point narrower than its window, ShadowsocksX-NG's preferences):
    // its children are not judged against it.
    let misplaced = template.interfaceBuilder?.misplacedIDs ?? []
    let symbolImages = template.interfaceBuilder?.symbolImages ?? []
    for candidate in framesOutside {
      if !misplaced.isEmpty, let id = template.id(of: template.nodes[candidate.parent]),
        misplaced.contains(id)
      {
        continue
      }
      if let view = instance?.root.objects[candidate.node] as? View {
        // A hidden arranged view is collapsed by its stack view, which decides its frame:
        // Interface Builder saves it where the arrangement left it, often outside the stack
        // (OsmAnd's hidden edit buttons, 30 points before their rows).
        if view.isHidden, view.superview is StackView { continue }
        // A stack view decides its arranged views' frames; Interface Builder before Xcode 8
        // saved them in whole points, so the equal shares of a length they do not divide may
        // end a point past the stack (GSKStretchyHeaderView's three tabs, 199⅓ points each in
        // 600, saved 200, 199 and 200 wide).
        if view.superview is StackView,
          Self.overflow(of: candidate.frame, past: candidate.bounds) <= 1
        {
          continue
        }
        var insets = [view.alignmentRectInsets]
        if view.layoutAppKitRelease == .macOS26 {
          insets.append(view.alignmentRectInsetsBeforeMacOS26)
        }
        // An AppKit scroll view's border may lie past its parent's edge: placed a point
        // outside (iina's, iTerm2's lists flush with their windows' edges), only the border
        // is hidden.
        if let scroll = view as? ScrollView, scroll.layoutIsAppKit, scroll.borderType != .noBorder {
          insets.append(Insets(top: 1, left: 1, bottom: 1, right: 1))
        }
        // A system symbol's image is padded around its glyph, and an image view showing one
        // aligns the glyph (Xcode places a 16-point symbol's 22-point frame 3 points past a
        // stack view's edges): the padding, which only the symbol's metrics give, may lie
        // outside, up to a sixth of the frame's height above and below and a twentieth of its
        // width at each side.
        if !symbolImages.isEmpty, let image = (view as? ImageView)?.image,
          symbolImages.contains(image)
        {
          let (vertical, horizontal) = (candidate.frame.height / 6, candidate.frame.width / 20)
          insets.append(
            Insets(top: vertical, left: horizontal, bottom: vertical, right: horizontal))
        }
        let inside = insets.contains { insets in
          Self.contains(
            candidate.bounds,
            Rect(
              x: candidate.frame.origin.x + insets.left, y: candidate.frame.origin.y + insets.top,
              width: candidate.frame.width - insets.left - insets.right,
              height: candidate.frame.height - insets.top - insets.bottom))
        }
        if inside { continue }
      }
      add(
        .warning, .frameOutsideParent,
        "frame '\(PropertyValue.rect(candidate.frame).canonicalText)' lies outside the bounds of its parent '\(template.displayTypeName(at: candidate.parent))' ('\(PropertyValue.rect(candidate.bounds).canonicalText)')",
        at: candidate.position)
    }
  }

  /// The file instantiated without an owner (once, shared by the checks that need views), or
  /// `nil` when it has errors or does not instantiate (a type known only from a schema).
  mutating func instantiateWithoutOwner() -> LoadedNib? {
    if let ownerlessInstance { return ownerlessInstance }
    var loaded: LoadedNib? = nil
    if !output.hasErrors {
      var instantiator = Instantiator(
        template: template, library: nil, owner: nil, ownerTable: nil, externals: [:])
      instantiator.isOwnerless = true
      loaded = try? instantiator.run()
    }
    ownerlessInstance = .some(loaded)
    return loaded
  }

  /// The file instantiated without an owner, as its views lay out and align, and the template
  /// of that instance (once, shared by the layout rules and `frame-outside-parent`). A type
  /// known only from a schema (a team's app classes) creates nothing: the file is then
  /// compiled again with each such type standing in as its nearest kit class, as a picture of
  /// it is, so that its views are measured as their kit classes measure.
  mutating func instanceWithStandIns() -> (LoadedNib, NibTemplate)? {
    if let standInInstance { return standInInstance }
    let instance = makeInstanceWithStandIns()
    standInInstance = .some(instance)
    return instance
  }

  private mutating func makeInstanceWithStandIns() -> (LoadedNib, NibTemplate)? {
    let describedOnly = template.nodes.contains { node in
      template.type(of: node).map { $0.objectType == nil } ?? false
    }
    guard describedOnly else { return instantiateWithoutOwner().map { ($0, template) } }
    let standIns = IncludeGraph(
      directory: graph.directory, registry: standInRegistry,
      limits: graph.limits, interfaceBuilderPolicy: graph.interfaceBuilderPolicy,
      unsavedFiles: graph.unsavedFiles)
    let (output, _) = standIns.compileRoot(path: template.file, name: template.name)
    guard !output.hasErrors, let template = output.template else { return nil }
    var instantiator = Instantiator(
      template: template, library: nil, owner: nil, ownerTable: nil, externals: [:])
    instantiator.isOwnerless = true
    guard let loaded = try? instantiator.run() else { return nil }
    return (loaded, template)
  }

  /// `useless-container`, for a plain `View` with one child (as instantiated).
  private mutating func checkUselessContainer(_ node: TemplateNode) {
    guard !node.hasID, template.outlet(of: node) == nil,
      node.propertyRange.isEmpty, node.referenceRange.isEmpty, node.actionRange.isEmpty,
      !node.hasUnresolvedChild
    else { return }
    add(
      .warning, .uselessContainer,
      "this View has one child and no id, outlet or property: the child can take its place",
      at: node.position)
  }

  /// `unused-id`, for the id of a node without an outlet.
  /// - Parameters:
  ///   - id: The id.
  ///   - position: Where the `id` attribute is.
  private mutating func checkUnusedID(_ id: String, at position: SourcePosition) {
    guard output.referencedNames.isEmpty || !output.referencedNames.contains(id) else { return }
    // One such note per id in most files: its message is kept as the id alone (reporters
    // write the template's text around it), so a note costs no allocation.
    guard findings.count <= configuration.limits.findings else { return }
    findings.append(
      Diagnostic(
        severity: .note, rule: RuleID.unusedID.rawValue, template: .unusedID, argument: id,
        location: location(position)))
  }

  private mutating func checkStub(_ name: String, at position: SourcePosition) {
    guard isPlainNibName(name) else { return }  // reported as invalid-nib-name
    guard graph.exists(name) else {
      add(
        .error, .missingNib, "no nib named '\(name)' for this stub\(missingNibHint(name))",
        at: position)
      return
    }
    guard case .nib(let nib) = graph.resolve(name, chain: []) else { return }
    let roots = topLevelObjects(of: nib.template)
    if roots.count != 1 || !roots[0].isView {
      let found = roots.isEmpty ? "none" : roots.map(\.name).joined(separator: ", ")
      add(
        .error, .stubRoot,
        "the nib '\(name)' of a stub must have exactly one top-level view; it has \(found)",
        at: position)
    }
  }

  /// The types of a template's top-level objects, includes expanded.
  private func topLevelObjects(of template: NibTemplate) -> [NibType] {
    template.topLevel.flatMap { index -> [NibType] in
      let node = template.nodes[Int(index)]
      switch template.content(of: node) {
      case .object(let type): return [type]
      case .stub: return registry.stubType.map { [$0] } ?? []
      case .include(let nib, _): return topLevelObjects(of: nib.template)
      }
    }
  }

  /// `ambiguous-type-lookup`: one finding per type that occurs more than once among the
  /// top-level objects (includes expanded), at its second occurrence. A top-level object that
  /// is a member of another's collection (a view's `constraints`, a menu's `items`) is found
  /// through its holder, not by type, and is not counted: the format keeps such members at the
  /// top level.
  ///
  /// An included file is walked at most twice: after two walks every type it contributes has
  /// been seen twice, so further walks find nothing new. Without that bound an include fan-out
  /// (10 includes of 10 includes of …) made the scan visit every expanded object and report
  /// each one again.
  private mutating func checkAmbiguousTopLevel() {
    var first: [String: SourceLocation] = [:]
    var reported: Set<String> = []
    // Files by their bytes: two spellings of a name are two files.
    var walks: [ExactName: Int] = [:]
    func visit(_ template: NibTemplate, notes: [Diagnostic], into findings: inout [Diagnostic]) {
      walks[ExactName(template.file), default: 0] += 1
      var members: Set<Int32> = []
      for reference in template.references where reference.isCollection {
        if case .object(let path) = reference.target, path.count == 1 { members.insert(path[0]) }
      }
      for index in template.topLevel where !members.contains(index) {
        let node = template.nodes[Int(index)]
        let name: String
        switch template.content(of: node) {
        case .object: name = template.displayTypeName(at: Int(index))
        case .stub: name = "Stub"
        case .include(let nib, _):
          guard walks[ExactName(nib.template.file), default: 0] < 2 else { continue }
          let note = Diagnostic.note("included from here", at: template.location(node.position))
          visit(nib.template, notes: [note] + notes, into: &findings)
          continue
        }
        let here = template.location(node.position)
        if let earlier = first[name] {
          guard reported.insert(name).inserted else { continue }
          // One that has an id is found by it (an Interface Builder document's always have).
          let advice =
            template.id(of: node).map { "look it up by its id '\($0)'" } ?? "give it an id"
          findings.append(
            Diagnostic(
              severity: .note, rule: RuleID.ambiguousTypeLookup.rawValue,
              message:
                "a second top-level '\(name)': looking it up by type is ambiguous; \(advice)",
              location: here,
              notes: [.note("first top-level '\(name)' here", at: earlier)] + notes))
        } else {
          first[name] = here
        }
      }
    }
    visit(template, notes: [], into: &findings)
  }

  private mutating func checkOwner() {
    guard let ownerName = template.ownerTypeName, let owner = owners[ownerName] else { return }
    let owners = self.owners
    var check = OwnerCheck(
      owner: owner, stubType: registry.stubType, ownerOfType: { owners[$0.name] })
    // An included file that declares the same owner checks its own bindings.
    let selfChecking = filesDeclaring(owner: ownerName, in: template)
    findings += check.run(template).filter {
      hasSameUTF8($0.location.file, template.file)
        || !selfChecking.contains(ExactName($0.location.file))
    }
  }

  /// The included files (at any depth) that declare `owner` themselves, by their paths' bytes
  /// (two spellings of a name are two files). Each file is looked into once, however often it
  /// is included.
  private func filesDeclaring(owner: String, in template: NibTemplate) -> Set<ExactName> {
    var files: Set<ExactName> = []
    var seen: Set<ExactName> = [ExactName(template.file)]
    var pending = [template]
    while let current = pending.popLast() {
      for node in current.nodes {
        guard case .include(let nib, _) = current.content(of: node),
          seen.insert(ExactName(nib.template.file)).inserted
        else { continue }
        if nib.template.ownerTypeName == owner { files.insert(ExactName(nib.template.file)) }
        pending.append(nib.template)
      }
    }
    return files
  }
}
