/// An Interface Builder document's saved frames as Interface Builder's own measurements: the
/// linter judges a document with the sizes Xcode drew it with where the kit's approximations
/// (its font metrics and its table of AppKit's control sizes) come within a few points of
/// them, so that what the kit measures a point or two off does not read as a layout problem.
extension View {
  /// Which dimensions of the kit's intrinsic size for the view are its approximation of
  /// Apple's: those measured from text (``measuredTextAxes``), and an AppKit control's fixed
  /// height, from the kit's table of metrics.
  var approximatedAxes: (width: Bool, height: Bool) {
    var axes = measuredTextAxes
    if let button = self as? Button, button.appKitControlMetrics != nil { axes.height = true }
    return axes
  }

  /// `size`, the kit's intrinsic size for the view, with each approximated dimension
  /// (``approximatedAxes``) replaced by the view's frame's, less its alignment insets, where
  /// the two are at most `tolerance` points apart. A larger difference is a frame the layout
  /// stretched or compressed, and the kit's size stays.
  func intrinsicSize(_ size: Size, fromSavedFrameWithin tolerance: Double) -> Size {
    let axes = approximatedAxes
    guard axes.width || axes.height else { return size }
    let insets = alignmentRectInsets
    let saved = Size(
      width: frame.size.width - insets.left - insets.right,
      height: frame.size.height - insets.top - insets.bottom)
    var size = size
    if axes.width, size.width >= 0, saved.width > 0, abs(saved.width - size.width) <= tolerance {
      size.width = saved.width
    }
    if axes.height, size.height >= 0, saved.height > 0,
      abs(saved.height - size.height) <= tolerance
    {
      size.height = saved.height
    }
    return size
  }
}
