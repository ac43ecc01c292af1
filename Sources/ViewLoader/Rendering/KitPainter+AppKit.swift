/// AppKit's controls that UIKit has no counterpart of.
extension KitPainter {
  /// A colour well: a light bezel in its alignment rectangle with the colour as a swatch inside
  /// it (white when it has none); without a border, the swatch alone fills the well.
  func drawColorWell(_ well: ColorWell, on canvas: inout SVGCanvas) {
    let insets = well.alignmentRectInsets
    let bezel = Rect(
      x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
      width: frame.width - insets.left - insets.right,
      height: frame.height - insets.top - insets.bottom)
    let color = well.color ?? KitStyle.white
    guard well.isBordered else {
      canvas.rect(bezel, fill: color)
      return
    }
    canvas.rect(
      bezel, fill: KitStyle.white, stroke: SVGCanvas.Stroke(color: KitStyle.border, width: 1),
      radius: 3)
    let margin = min(4, bezel.width / 4, bezel.height / 4)
    let swatch = Rect(
      x: bezel.origin.x + margin, y: bezel.origin.y + margin,
      width: bezel.width - 2 * margin, height: bezel.height - 2 * margin)
    canvas.rect(swatch, fill: color, stroke: SVGCanvas.Stroke(color: KitStyle.gray, width: 0.5))
  }
}
