/// `unsatisfiable-constraints` and `ambiguous-layout`: a file with constraints is instantiated
/// (without an owner) and each top-level view laid out at its own size, as
/// ``View/layoutIfNeeded()`` lays it out; what the engine could not satisfy or determine is
/// reported at the elements of the constraints and views concerned.
extension LintContext {
  mutating func checkLayout() {
    // A configuration that switches both rules off pays nothing for them.
    let reportsConflicts = isEnabled(.unsatisfiableConstraints)
    let reportsAmbiguity = isEnabled(.ambiguousLayout)
    guard reportsConflicts || reportsAmbiguity else { return }
    // A file that does not load is not laid out, nor one that does not instantiate: its other
    // findings say why.
    guard !output.hasErrors, let constraintType = registry.type(named: "LayoutConstraint"),
      template.nodes.contains(where: { template.type(of: $0) === constraintType }),
      let (loaded, laidOut) = instanceWithStandIns()
    else { return }
    var positions: [ObjectIdentifier: SourcePosition] = [:]
    for (index, object) in loaded.root.objects.enumerated() {
      if let object { positions[ObjectIdentifier(object)] = laidOut.nodes[index].position }
    }
    // An Interface Builder document's frames are Interface Builder's own measurements: where
    // the kit's sizes are within their usual error of them, the document's are judged.
    let document = template.interfaceBuilder.flatMap { $0.isInterfaceBuilderCanvas ? $0 : nil }
    // A top-level view another one holds (a window's content view, named by reference) is laid
    // out, and reported, with its holder's tree.
    // The work limit is the file's: each top-level view may spend what those before it left.
    let workLimit = configuration.limits.layoutWork
    var spent = 0
    // A view that no view shows and that is not top-level (an unselected tab's, a table
    // column's prototype cell view, a toolbar item's) is a tree of its own, checked for
    // contradictions as a top-level view is. What shows it sizes it to its content, as AppKit
    // fits a window to its content view: its saved size is held only as a window's is (Xcode
    // does not lay out an unselected tab again: Transmission's management tab is saved 18
    // points shorter than its rows). Its ambiguity is not judged: a prototype's size and
    // content are the app's to give (its image views have no image until a row shows one).
    let topLevel = loaded.topLevelObjects.compactMap { $0 as? View }
    let roots = topLevel.map { ($0, false) } + loaded.detachedViews.map { ($0, true) }
    for (root, isDetached) in roots where root.superview == nil {
      var environment = root.extras?.layoutEnvironment ?? LayoutEnvironment()
      environment.solverWorkLimit = max(workLimit - spent, 0)
      if let document {
        environment.savedSizeTolerance = Self.savedSizeTolerance
        environment.unsolvedFrames = document.misplacedIDs
      }
      if isDetached { environment.rootSizeStaysPutOnly = true }
      root.madeExtras.layoutEnvironment = environment
      // Nothing else lays the tree out again: the engine is not kept, and its memory goes
      // before the next one's.
      var (engine, tree) = root.solveLayout(keepsEngine: false)
      // A top-level view that does not translate its autoresizing mask is sized by its own
      // constraints wherever the app places it: when they contradict the size it was saved at,
      // it is laid out again with that size giving way to them. (Only then: holding the size
      // is cheaper for the solver, and gives the same frames when nothing contradicts it.)
      if !root.translatesAutoresizingMaskIntoConstraints, !engine.exceededWork,
        engine.contradictsRootSize
      {
        spent += engine.solver.work
        environment.solverWorkLimit = max(workLimit - spent, 0)
        environment.rootSizeGivesWay = true
        root.madeExtras.layoutEnvironment = environment
        (engine, tree) = root.solveLayout(keepsEngine: false)
      }
      // A tree whose constraints cost more than the limit is not judged on the part that went
      // in, nor are the trees after it laid out: one finding at its root says so.
      if engine.exceededWork {
        if let position = positions[ObjectIdentifier(root)] {
          add(
            .error, .limitExceeded,
            NibLimits.layoutWorkMessage(
              view: name(of: root, tree: tree), limit: workLimit,
              consequence:
                "its constraints are not checked, nor those of the top-level views after it"),
            at: position)
        }
        break
      }
      spent += engine.solver.work
      if reportsConflicts { reportConflicts(engine, tree: tree, positions: positions) }
      if reportsAmbiguity, !isDetached {
        reportAmbiguity(
          engine, tree: tree, positions: positions,
          verification: document?.ambiguityVerification ?? [:])
      }
    }
  }

  /// Whether the configuration leaves a rule on (its findings would be dropped otherwise).
  func isEnabled(_ rule: RuleID) -> Bool {
    guard let override = configuration.severities[rule.rawValue] else { return true }
    return override != nil
  }

  /// Where a solver constraint comes from and what it says, for a message.
  private func describe(
    _ id: Int, engine: LayoutEngine, tree: LayoutTree,
    positions: [ObjectIdentifier: SourcePosition]
  ) -> (text: String, position: SourcePosition?) {
    switch engine.sources[id] {
    case .constraint(let constraint):
      // Raw values, not the cases themselves: interpolating a case reflects on it.
      var text = name(of: constraint.firstItem, tree: tree)
      text += "." + constraint.firstAttribute.rawValue
      text += " \(Self.symbol(constraint.relation)) "
      if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
        text += "\(name(of: second, tree: tree)).\(constraint.secondAttribute.rawValue)"
        if constraint.multiplier != 1 {
          text += " × \(PropertyValue.double(constraint.multiplier).canonicalText)"
        }
        if constraint.constant != 0 {
          text += constraint.constant < 0 ? " − " : " + "
          text += PropertyValue.double(abs(constraint.constant)).canonicalText
        }
      } else {
        text += PropertyValue.double(constraint.constant).canonicalText
      }
      if constraint.priority < LayoutPriority.required {
        text += " @\(PropertyValue.double(constraint.priority).canonicalText)"
      }
      return (text, positions[ObjectIdentifier(constraint)])
    case .generated(let what, let view):
      return (
        "\(what) of \(name(of: tree.views[view], tree: tree))",
        positions[ObjectIdentifier(tree.views[view])]
      )
    }
  }

  private static func symbol(_ relation: LayoutConstraint.Relation) -> String {
    switch relation {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }

  /// A view's or guide's name in a message: its type and id.
  private func name(of item: AnyObject?, tree: LayoutTree) -> String {
    if let guide = item as? LayoutGuide, let owner = guide.owningView {
      return "\(name(of: owner, tree: tree)).\(guide.identifier)"
    }
    guard let view = item as? View else { return "nothing" }
    return Self.name(of: view)
  }

  /// A view's name in a message: its type and id (`'View' root`).
  static func name(of view: View) -> String {
    // The class's own name, as `String(describing:)` would write it, without asking the type
    // first whether it describes itself (a search of every conformance, once per type).
    let type = _typeName(Swift.type(of: view), qualified: false)
    return view.nibID.map { "'\(type)' \($0)" } ?? "'\(type)'"
  }

  private mutating func reportConflicts(
    _ engine: LayoutEngine, tree: LayoutTree, positions: [ObjectIdentifier: SourcePosition]
  ) {
    for conflict in engine.conflicts {
      let refused = describe(conflict.constraint, engine: engine, tree: tree, positions: positions)
      guard let position = refused.position else { continue }
      // A stack view's arrangement is several constraints of one source, at one place: it is
      // counted and named once (two constraints alike in two places stay two).
      var named: Set<String> = []
      var notes: [Diagnostic] = []
      for id in conflict.conflicting {
        let other = describe(id, engine: engine, tree: tree, positions: positions)
        let place = other.position.map { "\($0.line):\($0.column)" } ?? "-"
        guard named.insert(place + " " + other.text).inserted, let notePosition = other.position
        else { continue }
        notes.append(.note("it contradicts \(other.text)", at: location(notePosition)))
      }
      let count = named.count
      // A constraint the kit makes is named as what it is ("the required content hugging
      // (width) of 'Label' title"), one from the file as a constraint.
      let subject: String
      if case .generated = engine.sources[conflict.constraint], refused.text.hasPrefix("the ") {
        subject = "the required " + refused.text.dropFirst(4)
      } else {
        subject = "the required constraint " + refused.text
      }
      add(
        .warning, .unsatisfiableConstraints,
        "\(subject) contradicts \(count) required constraint\(count == 1 ? "" : "s") before it: it is left out",
        at: position, notes: notes)
    }
  }

  private mutating func reportAmbiguity(
    _ engine: LayoutEngine, tree: LayoutTree, positions: [ObjectIdentifier: SourcePosition],
    verification: [String: AmbiguityVerification]
  ) {
    // Positions are asked relative to the superview, so that the subviews of a view placed
    // ambiguously are not reported with it.
    var expressions: [SolverExpression] = []
    var owners: [(view: Int, part: String)] = []
    expressions.reserveCapacity(4 * tree.views.count)
    owners.reserveCapacity(4 * tree.views.count)
    for index in tree.views.indices.dropFirst() where !tree.translatesMask(index) {
      // What Interface Builder is told not to verify of a view is not reported either.
      let verifies =
        verification.isEmpty ? nil : tree.views[index].nibID.flatMap { verification[$0] }
      if verifies == .never { continue }
      let entry = engine.entries[index]
      let parent = engine.entries[entry.parent]
      expressions.append(SolverExpression([SolverTerm(entry.x), SolverTerm(parent.x, -1)]))
      expressions.append(SolverExpression([SolverTerm(entry.y), SolverTerm(parent.y, -1)]))
      owners.append((index, "x"))
      owners.append((index, "y"))
      if verifies == .positionOnly { continue }
      expressions.append(SolverExpression(entry.width))
      expressions.append(SolverExpression(entry.height))
      owners.append((index, "width"))
      owners.append((index, "height"))
    }
    // A range of a point or less is within the tolerance the layout is measured against
    // (Interface Builder's frames, ±1 pt): every value in it draws the same frame to the eye,
    // and such ties come from measured sizes a fraction of a point off Apple's.
    let undetermined = engine.solver.ambiguousExpressions(among: expressions).filter {
      $0.highest - $0.lowest > Self.ambiguityTolerance
    }
    let inherited = Self.inheritedSizes(
      undetermined.map { owners[$0.index] }, engine: engine)
    var ranges: [Int: [String]] = [:]
    var sizes: [(view: Int, isWidth: Bool, lowest: Double, highest: Double)] = []
    for (position, found) in undetermined.enumerated() where !inherited.contains(position) {
      let owner = owners[found.index]
      let range =
        found.lowest.isFinite && found.highest.isFinite
        ? " (\(Self.points(found.lowest)) to \(Self.points(found.highest)))" : " (unbounded)"
      ranges[owner.view, default: []].append(owner.part + range)
      if owner.part == "width" || owner.part == "height" {
        sizes.append((owner.view, owner.part == "width", found.lowest, found.highest))
      }
    }
    let ties = Self.priorityTies(sizes: sizes, engine: engine, tree: tree)
    for index in ranges.keys.sorted() {
      let view = tree.views[index]
      guard let parts = ranges[index], let position = positions[ObjectIdentifier(view)] else {
        continue
      }
      add(
        .warning, .ambiguousLayout,
        "the frame of \(name(of: view, tree: tree)) is not determined: its \(parts.joined(separator: ", ")) can take many values",
        at: position,
        notes: priorityTieNotes(for: index, ties: ties, tree: tree, positions: positions))
    }
  }

  /// Which of a layout's undetermined parts are sizes that follow their superview's, itself
  /// undetermined, a constant apart (a table filling a clip view Xcode marks ambiguous): the
  /// superview's finding says it, and they are not a second one. By their positions in
  /// `parts`.
  private static func inheritedSizes(
    _ parts: [(view: Int, part: String)], engine: LayoutEngine
  ) -> Set<Int> {
    // A view's width as 2 × its index, its height as 2 × its index + 1.
    func key(_ part: (view: Int, part: String)) -> Int? {
      switch part.part {
      case "width": 2 * part.view
      case "height": 2 * part.view + 1
      default: nil
      }
    }
    let undeterminedSizes = Set(parts.compactMap(key))
    var differences: [SolverExpression] = []
    var candidates: [Int] = []
    for (position, part) in parts.enumerated() {
      guard let key = key(part) else { continue }
      let entry = engine.entries[part.view]
      guard undeterminedSizes.contains(2 * entry.parent + key % 2) else { continue }
      let parent = engine.entries[entry.parent]
      differences.append(
        key % 2 == 0
          ? SolverExpression([SolverTerm(entry.width), SolverTerm(parent.width, -1)])
          : SolverExpression([SolverTerm(entry.height), SolverTerm(parent.height, -1)]))
      candidates.append(position)
    }
    guard !differences.isEmpty else { return [] }
    let free = Set(
      engine.solver.ambiguousExpressions(among: differences)
        .filter { $0.highest - $0.lowest > ambiguityTolerance }.map(\.index))
    return Set(candidates.indices.filter { !free.contains($0) }.map { candidates[$0] })
  }

  /// The widest range of values a frame's part may take and still count as determined.
  static let ambiguityTolerance = 1.0

  /// How far a size the kit approximates may be from an Interface Builder document's saved
  /// frame and be taken as the frame's (``LayoutEnvironment/savedSizeTolerance``): the kit's
  /// text and control sizes are within a point or two of Apple's for most views, and a column
  /// of them adds up to a few points that equal priorities would share in many ways. Over 74
  /// documents of six outside projects, 3 points leaves out 25 of the 69 findings on views
  /// Xcode did not mark and none Xcode marked (none of the corpus's either); 5 would read a
  /// view Xcode compressed as its size.
  static let savedSizeTolerance = 3.0

  private static func points(_ value: Double) -> String {
    PropertyValue.double((value * 10).rounded() / 10).canonicalText
  }
}
