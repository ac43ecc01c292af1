/// Draws a view tree as an SVG picture, in the spirit of iOS's default look (a macOS document's
/// labels and standard controls in AppKit's).
///
/// The renderer reads the tree as it is now (after code set a label's text, after a table view
/// loaded its visible cells, after a stub was inflated), not the file it came from:
///
/// ```swift
/// let loaded = try library.nib(named: "Login").instantiate(owner: controller)
/// controller.titleLabel?.text = "Hello"
/// let svg = SVGRenderer().render(try #require(controller.view))
/// ```
///
/// The picture is `<svg width height viewBox>` of the view's size, and each view that is drawn
/// is a `<g data-type="Label" data-id="title">` (`data-id` when the view came from an element
/// with an `id`: ``View/nibID``) holding its shapes at its absolute position, followed by its
/// subviews' groups. Hidden views and their subviews are left out (and the content views of a
/// grid's hidden rows and columns); `alpha` becomes `opacity`;
/// a view that clips to its bounds, and every scroll view (as UIScrollView does by default),
/// clips its subviews with a `clip-path`. Text is `<text>` (each wrapped line a `<tspan>`),
/// escaped, so nothing a view holds can become markup or script. An app's class is drawn as
/// its nearest kit class, and named (`data-type`) as the registry names it.
public struct SVGRenderer: Sendable {
  /// What to draw and how large.
  public struct Options: Sendable {
    /// How many pixels a point takes: the picture's `width` and `height` (the `viewBox` stays
    /// in points). Values that are not positive and finite count as 1.
    public var scale: Double
    /// Whether each view that has an id shows it in a small tag at its top-left corner.
    public var showsIDs: Bool
    /// The types whose names `data-type` gives: a view's class's name here, else its nearest
    /// registered superclass's.
    public var registry: TypeRegistry
    /// Names of particular objects, which take precedence over the registry's (views that
    /// stand in for a type known only from a schema).
    package var objectTypeNames: [ObjectIdentifier: String] = [:]
    /// An `id` attribute for particular views' groups, so that a page can link to them.
    package var anchors: [ObjectIdentifier: String] = [:]

    /// Creates options.
    /// - Parameters:
    ///   - scale: Pixels per point; 1 by default.
    ///   - showsIDs: Whether views show their ids; `false` by default.
    ///   - registry: The types whose names `data-type` gives; the standard kit by default.
    public init(scale: Double = 1, showsIDs: Bool = false, registry: TypeRegistry = .standard) {
      self.scale = scale
      self.showsIDs = showsIDs
      self.registry = registry
    }
  }

  /// The options in force.
  public var options: Options

  /// The deepest a group is nested in the picture: views deeper than that are drawn as
  /// siblings inside their ancestor at this depth, with their ancestors' opacity and clipping
  /// applied to each, so that any tree gives a picture XML parsers and renderers accept.
  static let maximumNesting = 100

  /// Creates a renderer.
  /// - Parameter options: Scale, ids and type names; the defaults draw at one pixel a point.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Draws `view` and its subviews as an SVG document, the view's top-left corner at the
  /// origin.
  /// - Parameter view: The root of the tree to draw (not necessarily the root of its window).
  /// - Returns: The SVG text.
  public func render(_ view: View) -> String {
    var pass = RenderPass(options: options)
    return pass.run(view)
  }
}

/// One rendering: the canvas and the names found so far.
private struct RenderPass {
  let options: SVGRenderer.Options
  var canvas = SVGCanvas()
  var names: TypeNames

  /// What the walk does next.
  enum Step {
    /// Draw a view whose top-left corner is at `origin`, nested `nesting` groups deep; when
    /// it is not nested in its ancestors' groups, `inherited` is their opacity and clip.
    case open(View, origin: Point, nesting: Int, inherited: Inherited)
    /// Close a view's group (showing its id first).
    case close(View, frame: Rect)
  }

  /// What ancestors drawn alongside (not around) a view pass on to it.
  struct Inherited {
    var opacity = 1.0
    var clip: Rect? = nil
  }

  init(options: SVGRenderer.Options) {
    self.options = options
    self.names = TypeNames(registry: options.registry, names: options.objectTypeNames)
  }

  mutating func run(_ root: View) -> String {
    let width = max(RenderPass.length(root.frame.width), 1)
    let height = max(RenderPass.length(root.frame.height), 1)
    let scale = options.scale.isFinite && options.scale > 0 ? options.scale : 1
    canvas.markup.element(
      "svg",
      [
        "xmlns": "http://www.w3.org/2000/svg", "width": n(width * scale),
        "height": n(height * scale), "viewBox": "0 0 \(n(width)) \(n(height))",
      ], closed: false)
    canvas.markup.lineBreak()
    var pending: [Step] = [.open(root, origin: .zero, nesting: 1, inherited: Inherited())]
    while let step = pending.popLast() {
      switch step {
      case .close(let view, let frame):
        drawID(of: view, at: frame)
        canvas.markup.close("g")
        canvas.markup.lineBreak()
      case .open(let view, let origin, let nesting, let inherited):
        guard !view.isHidden else { continue }
        draw(view, origin: origin, nesting: nesting, inherited: inherited, pending: &pending)
      }
    }
    canvas.markup.close("svg")
    canvas.markup.lineBreak()
    return canvas.markup.text
  }

  /// Opens the view's group, draws its content and schedules its subviews.
  private mutating func draw(
    _ view: View, origin: Point, nesting: Int, inherited: Inherited, pending: inout [Step]
  ) {
    let frame = Rect(
      origin: origin,
      size: Size(
        width: RenderPass.length(view.frame.width), height: RenderPass.length(view.frame.height)))
    let nests = nesting < SVGRenderer.maximumNesting
    var opacity = view.alpha.isFinite ? min(max(view.alpha, 0), 1) : 1
    var clip: Rect? = nests ? nil : inherited.clip
    if !nests { opacity *= inherited.opacity }
    // A view that clips to its own rounded corners (an avatar) clips to them; clips that
    // are intersected (past the nesting limit) stay rectangles.
    var clipRadius = 0.0
    if view.clipsToBounds || view is ScrollView {
      if clip == nil {
        clipRadius = min(max(view.layerCornerRadius, 0), min(frame.width, frame.height) / 2)
      }
      clip = clip.map { RenderPass.intersection($0, frame) } ?? frame
    }
    var attributes = [("data-type", names.name(of: view))]
    if let id = view.nibID { attributes.append(("data-id", id)) }
    if let anchor = options.anchors[ObjectIdentifier(view)] {
      // A page that links to the view outlines its frame, which its shapes may not fill.
      attributes.append(("id", anchor))
      attributes.append(
        (
          "data-frame",
          [frame.origin.x, frame.origin.y, frame.width, frame.height].map(SVGMarkup.number)
            .joined(separator: " ")
        ))
    }
    if opacity < 1 { attributes.append(("opacity", n(opacity))) }
    if let clip { attributes.append(("clip-path", canvas.clipPath(clip, radius: clipRadius))) }
    canvas.markup.open("g", attributes)
    canvas.markup.lineBreak()
    KitPainter(frame: frame).draw(view, on: &canvas)

    var offset = Point.zero
    if let scroll = view as? ScrollView {
      let content = scroll.contentOffset
      offset = Point(x: content.x.isFinite ? content.x : 0, y: content.y.isFinite ? content.y : 0)
    }
    let childInherited: Inherited
    if nests {
      pending.append(.close(view, frame: frame))
      childInherited = Inherited()
    } else {
      // Past the deepest nesting: the group ends here, and the subviews, drawn beside it,
      // take its opacity and clip with them.
      drawID(of: view, at: frame)
      canvas.markup.close("g")
      canvas.markup.lineBreak()
      childInherited = Inherited(opacity: opacity, clip: clip)
    }
    // A grid's hidden rows and columns hide their content views.
    let hiddenByGrid = (view as? GridView)?.contentViewsOfHiddenTracks ?? []
    for child in view.subviews.reversed() where !hiddenByGrid.contains(ObjectIdentifier(child)) {
      let childOrigin = Point(
        x: origin.x + RenderPass.coordinate(child.frame.minX) - offset.x,
        y: origin.y + RenderPass.coordinate(child.frame.minY) - offset.y)
      pending.append(
        .open(
          child, origin: childOrigin, nesting: nests ? nesting + 1 : nesting,
          inherited: childInherited))
    }
  }

  /// With ``SVGRenderer/Options/showsIDs``, the view's id in a small tinted tag.
  private mutating func drawID(of view: View, at frame: Rect) {
    guard options.showsIDs, let id = view.nibID else { return }
    let font = KitFont(size: 10, weight: 600)
    let width = min(TextMeasure.width(of: id, in: font) + 8, max(frame.width, 24))
    let tag = Rect(x: frame.origin.x, y: frame.origin.y, width: width, height: 14)
    canvas.rect(tag, fill: Color(red: 0, green: 122 / 255, blue: 1, alpha: 0.85), radius: 3)
    KitPainter.drawText(
      id, in: Rect(x: tag.origin.x + 4, y: tag.origin.y, width: width - 8, height: 14),
      font: font, color: KitStyle.white, alignment: .left, numberOfLines: 1, on: &canvas)
  }

  /// A length as drawn: its size (a negative width extends left), 0 when not finite.
  static func length(_ value: Double) -> Double {
    value.isFinite ? abs(value) : 0
  }

  /// A coordinate as drawn: 0 when not finite.
  static func coordinate(_ value: Double) -> Double {
    value.isFinite ? value : 0
  }

  /// The overlap of two rectangles (empty, at `a`'s origin, when they do not overlap).
  static func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let left = max(a.minX, b.minX)
    let top = max(a.minY, b.minY)
    let right = min(a.maxX, b.maxX)
    let bottom = min(a.maxY, b.maxY)
    guard right > left, bottom > top else { return Rect(origin: a.origin, size: .zero) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  private func n(_ value: Double) -> String { SVGMarkup.number(value) }
}
