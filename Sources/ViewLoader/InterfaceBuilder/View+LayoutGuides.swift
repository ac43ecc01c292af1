extension View {
  /// The layout guide an Interface Builder constraint names by its kind (`safeArea`,
  /// `layoutMargins`, a view controller's `top` and `bottom`), if the view has one.
  ///
  /// `safeArea` is the view's ``safeAreaLayoutGuide`` and `layoutMargins` its
  /// ``layoutMarginsGuide``. A view controller's `top` and `bottom` guides (from before safe
  /// areas) are guides of the view named `topLayoutGuide` and `bottomLayoutGuide`: the strips
  /// above and below its safe area (the top guide's bottom is the safe area's top). Any other
  /// kind names a guide of the view's own (`<layoutGuide>`): the one with that identifier.
  /// Guides of the view's own are added the first time they are named.
  func layoutGuide(named kind: String) -> AnyObject? {
    switch kind {
    case "safeArea": return safeAreaLayoutGuide
    case "layoutMargins": return layoutMarginsGuide
    case "top": return ownLayoutGuide(identifier: "topLayoutGuide")
    case "bottom": return ownLayoutGuide(identifier: "bottomLayoutGuide")
    default: return ownLayoutGuide(identifier: kind)
    }
  }

  private func ownLayoutGuide(identifier: String) -> LayoutGuide {
    if let guide = layoutGuides.first(where: { $0.identifier == identifier }) { return guide }
    let guide = LayoutGuide()
    guide.identifier = identifier
    addLayoutGuide(guide)
    return guide
  }
}
