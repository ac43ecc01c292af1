/// The shapes the renderer draws views with, at absolute positions, written as SVG.
struct SVGCanvas {
  /// The markup written so far.
  var markup = SVGMarkup()
  /// How many clip paths have been defined (their ids are `clip1`, `clip2`, …).
  private var clipCount = 0

  /// A stroke: a colour, a width and an optional dash pattern.
  struct Stroke {
    var color: Color
    var width: Double = 1
    var dash: String? = nil
  }

  /// Fills (and strokes) a rectangle, with rounded corners when `radius` is positive.
  mutating func rect(
    _ rect: Rect, fill: Color?, stroke: Stroke? = nil, radius: Double = 0, opacity: Double = 1
  ) {
    var attributes: [(String, String)] = [
      ("x", n(rect.origin.x)), ("y", n(rect.origin.y)), ("width", n(max(rect.width, 0))),
      ("height", n(max(rect.height, 0))),
    ]
    if radius > 0 {
      attributes += [("rx", n(radius)), ("ry", n(radius))]
    }
    attributes += paint(fill: fill, stroke: stroke, opacity: opacity)
    markup.open("rect", attributes, closed: true)
    markup.lineBreak()
  }

  /// Fills (and strokes) a circle.
  mutating func circle(
    center: Point, radius: Double, fill: Color?, stroke: Stroke? = nil, opacity: Double = 1
  ) {
    var attributes: [(String, String)] = [
      ("cx", n(center.x)), ("cy", n(center.y)), ("r", n(max(radius, 0))),
    ]
    attributes += paint(fill: fill, stroke: stroke, opacity: opacity)
    markup.open("circle", attributes, closed: true)
    markup.lineBreak()
  }

  /// A straight line with round caps.
  mutating func line(from start: Point, to end: Point, stroke: Stroke, opacity: Double = 1) {
    var attributes: [(String, String)] = [
      ("x1", n(start.x)), ("y1", n(start.y)), ("x2", n(end.x)), ("y2", n(end.y)),
    ]
    attributes += paint(fill: nil, stroke: stroke, opacity: opacity)
    attributes.append(("stroke-linecap", "round"))
    markup.open("line", attributes, closed: true)
    markup.lineBreak()
  }

  /// An open line through `points`, with round caps and joins.
  mutating func polyline(_ points: [Point], stroke: Stroke) {
    var attributes: [(String, String)] = [
      ("points", points.map { n($0.x) + "," + n($0.y) }.joined(separator: " "))
    ]
    attributes += paint(fill: nil, stroke: stroke, opacity: 1)
    attributes += [("stroke-linecap", "round"), ("stroke-linejoin", "round")]
    markup.open("polyline", attributes, closed: true)
    markup.lineBreak()
  }

  /// A closed, filled shape through `points`.
  mutating func polygon(_ points: [Point], fill: Color) {
    var attributes: [(String, String)] = [
      ("points", points.map { n($0.x) + "," + n($0.y) }.joined(separator: " "))
    ]
    attributes += paint(fill: fill, stroke: nil, opacity: 1)
    markup.open("polygon", attributes, closed: true)
    markup.lineBreak()
  }

  /// Text: one `<text>` element, its lines as `<tspan>`s when there are several, the first
  /// baseline at `baseline` and each next one a line height lower. `x` is the left edge, the
  /// middle or the right edge, as `anchor` says.
  mutating func text(
    _ lines: [String], x: Double, baseline: Double, font: KitFont, color: Color,
    anchor: TextAnchor = .start, opacity: Double = 1
  ) {
    guard lines.contains(where: { !$0.isEmpty }) else { return }
    var attributes: [(String, String)] = [
      ("x", n(x)), ("y", n(baseline)), ("font-family", KitFont.family),
      ("font-size", n(font.size)),
    ]
    if font.weight != 400 { attributes.append(("font-weight", String(font.weight))) }
    if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
    attributes += paint(fill: color, stroke: nil, opacity: opacity)
    attributes.append(("xml:space", "preserve"))
    markup.open("text", attributes)
    if lines.count == 1 {
      markup.characters(lines[0])
    } else {
      for (index, line) in lines.enumerated() {
        markup.open(
          "tspan", [("x", n(x)), ("y", n(baseline + Double(index) * font.lineHeight))])
        markup.characters(line)
        markup.close("tspan")
      }
    }
    markup.close("text")
    markup.lineBreak()
  }

  /// Where a text's `x` lies on it.
  enum TextAnchor: String {
    case start, middle, end
  }

  /// Defines a clip path of one rectangle, with rounded corners when `radius` is positive, and
  /// returns the attribute value that applies it.
  mutating func clipPath(_ rect: Rect, radius: Double = 0) -> String {
    clipCount += 1
    let id = "clip\(clipCount)"
    markup.open("clipPath", [("id", id)])
    markup.lineBreak()
    self.rect(rect, fill: .black, radius: radius)
    markup.close("clipPath")
    markup.lineBreak()
    return "url(#\(id))"
  }

  /// `fill`, `stroke` and opacity attributes; a colour's own alpha becomes its opacity.
  private func paint(fill: Color?, stroke: Stroke?, opacity: Double) -> [(String, String)] {
    var attributes: [(String, String)] = []
    if let fill {
      let (hex, alpha) = SVGMarkup.color(fill)
      attributes.append(("fill", hex))
      if alpha < 1 { attributes.append(("fill-opacity", n(alpha))) }
    } else {
      attributes.append(("fill", "none"))
    }
    if let stroke {
      let (hex, alpha) = SVGMarkup.color(stroke.color)
      attributes += [("stroke", hex), ("stroke-width", n(stroke.width))]
      if alpha < 1 { attributes.append(("stroke-opacity", n(alpha))) }
      if let dash = stroke.dash { attributes.append(("stroke-dasharray", dash)) }
    }
    if opacity < 1 { attributes.append(("opacity", n(max(opacity, 0)))) }
    return attributes
  }

  private func n(_ value: Double) -> String { SVGMarkup.number(value) }
}
