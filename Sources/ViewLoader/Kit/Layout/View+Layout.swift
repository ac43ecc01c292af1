/// The layout state of a view, for a layout engine: its constraints and layout guides, its
/// margins and the priorities with which it keeps its content's size. The kit records it; it
/// solves nothing. All of it lives in the view's box of rarely set state.
extension View {
  /// How strongly the view resists growing wider than its content; 250 by default.
  public var horizontalHuggingPriority: Double {
    get { extras?.horizontalHuggingPriority ?? LayoutPriority.defaultLow }
    set { madeExtras.horizontalHuggingPriority = newValue }
  }
  /// How strongly the view resists growing taller than its content; 250 by default.
  public var verticalHuggingPriority: Double {
    get { extras?.verticalHuggingPriority ?? LayoutPriority.defaultLow }
    set { madeExtras.verticalHuggingPriority = newValue }
  }
  /// How strongly the view resists becoming narrower than its content; 750 by default.
  public var horizontalCompressionResistancePriority: Double {
    get { extras?.horizontalCompressionResistancePriority ?? LayoutPriority.defaultHigh }
    set { madeExtras.horizontalCompressionResistancePriority = newValue }
  }
  /// How strongly the view resists becoming shorter than its content; 750 by default.
  public var verticalCompressionResistancePriority: Double {
    get { extras?.verticalCompressionResistancePriority ?? LayoutPriority.defaultHigh }
    set { madeExtras.verticalCompressionResistancePriority = newValue }
  }
  /// The space the view keeps between its edges and its content; 8 points on each side by
  /// default, none for a stack view (as UIKit's).
  public var layoutMargins: Insets {
    get { extras?.layoutMargins ?? Swift.type(of: self).defaultLayoutMargins }
    set { madeExtras.layoutMargins = newValue }
  }

  // MARK: - Constraints

  /// The constraints the view holds, in the order they were added.
  public var constraints: [LayoutConstraint] { extras?.constraints ?? [] }

  /// Makes the view hold a constraint, and so activates it (it leaves the view that held it).
  /// - Parameter constraint: The constraint; adding one the view holds already does nothing.
  public func addConstraint(_ constraint: LayoutConstraint) {
    if constraint.holdingView === self { return }
    constraint.holdingView?.removeConstraint(constraint)
    madeExtras.constraints.append(constraint)
    constraint.setHolder(self)
  }

  /// Makes the view hold each constraint in turn (see ``addConstraint(_:)``).
  /// - Parameter constraints: The constraints.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Stops holding a constraint, and so deactivates it; does nothing for a constraint the view
  /// does not hold.
  /// - Parameter constraint: The constraint.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard let extras, let index = extras.constraints.firstIndex(where: { $0 === constraint })
    else { return }
    extras.constraints.remove(at: index)
    constraint.setHolder(nil)
  }

  // MARK: - Layout guides

  /// The guides added with ``addLayoutGuide(_:)``, in order (the safe area and margins guides
  /// are not among them).
  public var layoutGuides: [LayoutGuide] { extras?.layoutGuides ?? [] }

  /// Makes the view own a layout guide (it leaves the view that owned it).
  /// - Parameter guide: The guide; adding one the view owns already does nothing.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if guide.owningView === self { return }
    guide.owningView?.removeLayoutGuide(guide)
    madeExtras.layoutGuides.append(guide)
    guide.owningView = self
  }

  /// Stops owning a layout guide added with ``addLayoutGuide(_:)``.
  /// - Parameter guide: The guide.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let extras, let index = extras.layoutGuides.firstIndex(where: { $0 === guide })
    else { return }
    extras.layoutGuides.remove(at: index)
    guide.owningView = nil
  }

  /// The guide of the part of the view that no bar or screen edge covers, made on first use
  /// and owned by the view (its identifier is `safeAreaLayoutGuide`).
  public var safeAreaLayoutGuide: LayoutGuide {
    let extras = madeExtras
    if let guide = extras.safeAreaLayoutGuide { return guide }
    let guide = ownGuide(named: "safeAreaLayoutGuide")
    extras.safeAreaLayoutGuide = guide
    return guide
  }

  /// The guide of the view's bounds inset by its ``layoutMargins``, made on first use and
  /// owned by the view (its identifier is `layoutMarginsGuide`).
  public var layoutMarginsGuide: LayoutGuide {
    let extras = madeExtras
    if let guide = extras.layoutMarginsGuide { return guide }
    let guide = ownGuide(named: "layoutMarginsGuide")
    extras.layoutMarginsGuide = guide
    return guide
  }

  private func ownGuide(named identifier: String) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.identifier = identifier
    guide.owningView = self
    return guide
  }

  /// The nearest view that is both this view or one of its ancestors and `other` or one of
  /// its ancestors, or `nil` when they are in different trees.
  /// - Parameter other: The other view.
  public func nearestCommonAncestor(with other: View) -> View? {
    var ancestors: Set<ObjectIdentifier> = []
    var current: View? = self
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = other
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }
}
