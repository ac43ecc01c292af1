extension View {
  /// The layout guide an Interface Builder constraint names by its kind (`safeArea`,
  /// `layoutMargins`, a view controller's `top` and `bottom`), if the view has one.
  func layoutGuide(named kind: String) -> AnyObject? {
    nil
  }
}
