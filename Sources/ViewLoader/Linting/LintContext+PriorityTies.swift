/// Why sizes are not determined when views tie: a view whose width or height `ambiguous-layout`
/// reports, and which has an intrinsic size along it, gives way by its content hugging where it
/// may be stretched past that size and by its compression resistance where it may be squeezed
/// below it. Two such views at one priority are what Xcode calls a content priority ambiguity:
/// Auto Layout settles it arbitrarily, and a different priority on one of them decides it. Each
/// finding names the views it ties with, in notes.
extension LintContext {
  /// What a view's size along an axis gives way by.
  struct PriorityTie: Hashable {
    /// Whether it is the width (else the height).
    var isWidth: Bool
    /// Whether the view may be stretched (its content hugging decides), else squeezed (its
    /// compression resistance decides).
    var isStretched: Bool
    var priority: Double
  }

  /// For each view and size part (`"width"`, `"height"`) whose range `ambiguous-layout`
  /// reports, the priority that decides it, where the view has an intrinsic size along it and
  /// the whole range is on one side of that size.
  static func priorityTies(
    sizes: [(view: Int, isWidth: Bool, lowest: Double, highest: Double)],
    engine: LayoutEngine, tree: LayoutTree
  ) -> [Int: [PriorityTie]] {
    guard !sizes.isEmpty else { return [:] }
    // The live content hugging of each view and axis: the last one added (a wrapping label's
    // height is measured again, and its constraints added again).
    var hugging: [Int: (width: Int?, height: Int?)] = [:]
    for (id, source) in engine.sources.enumerated() {
      guard case .generated(let what, let view) = source else { continue }
      if what == "the content hugging (width)" {
        hugging[view, default: (nil, nil)].width = id
      } else if what == "the content hugging (height)" {
        hugging[view, default: (nil, nil)].height = id
      }
    }
    var ties: [Int: [PriorityTie]] = [:]
    for size in sizes {
      guard let ids = hugging[size.view], let id = size.isWidth ? ids.width : ids.height,
        let constraint = engine.solver.constraint(withID: id)
      else { continue }
      // `dimension <= intrinsic` is kept as `dimension - intrinsic <= 0`.
      let intrinsic = -constraint.expression.constant
      let view = tree.views[size.view]
      let tie: PriorityTie
      if size.lowest >= intrinsic - 0.5 {
        let priority =
          size.isWidth ? view.horizontalHuggingPriority : view.verticalHuggingPriority
        tie = PriorityTie(isWidth: size.isWidth, isStretched: true, priority: priority)
      } else if size.highest <= intrinsic + 0.5 {
        let priority =
          size.isWidth
          ? view.horizontalCompressionResistancePriority
          : view.verticalCompressionResistancePriority
        tie = PriorityTie(isWidth: size.isWidth, isStretched: false, priority: priority)
      } else {
        continue
      }
      guard tie.priority < LayoutPriority.required else { continue }
      ties[size.view, default: []].append(tie)
    }
    return ties
  }

  /// The notes of a view's finding: the other reported views that give way at the same
  /// priority along the same axis, the same way (at most three).
  func priorityTieNotes(
    for view: Int, ties: [Int: [PriorityTie]], tree: LayoutTree,
    positions: [ObjectIdentifier: SourcePosition]
  ) -> [Diagnostic] {
    guard let own = ties[view] else { return [] }
    var notes: [Diagnostic] = []
    for tie in own {
      for other in ties.keys.sorted() where other != view && notes.count < 3 {
        guard ties[other]?.contains(tie) == true,
          let position = positions[ObjectIdentifier(tree.views[other])]
        else { continue }
        let axis = tie.isWidth ? "width" : "height"
        let priority = PropertyValue.double(tie.priority).canonicalText
        let message =
          tie.isStretched
          ? "\(Self.name(of: tree.views[other])) hugs its \(axis) at the same priority, \(priority): either may be stretched, and a different content hugging priority on one of them decides which"
          : "\(Self.name(of: tree.views[other])) resists compression of its \(axis) at the same priority, \(priority): either may be squeezed, and a different compression resistance priority on one of them decides which"
        notes.append(.note(message, at: location(position)))
      }
    }
    return notes
  }
}
