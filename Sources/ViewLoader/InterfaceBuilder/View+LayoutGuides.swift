extension View {
  /// The layout guide an Interface Builder constraint names by its kind (`safeArea`,
  /// `layoutMargins`, a view controller's `top` and `bottom`), if the view has one.
  ///
  /// `safeArea` is the view's ``safeAreaLayoutGuide`` and `layoutMargins` its
  /// ``layoutMarginsGuide``; a view controller's `top` and `bottom` guides (from before safe
  /// areas) stand for the safe area's edges, so they are its safe area guide too. Any other kind
  /// names a guide of the view's own (`<layoutGuide>`): the one with that identifier, added the
  /// first time it is named.
  func layoutGuide(named kind: String) -> AnyObject? {
    switch kind {
    case "safeArea", "top", "bottom": return safeAreaLayoutGuide
    case "layoutMargins": return layoutMarginsGuide
    default:
      if let guide = layoutGuides.first(where: { $0.identifier == kind }) { return guide }
      let guide = LayoutGuide()
      guide.identifier = kind
      addLayoutGuide(guide)
      return guide
    }
  }
}
