/// Draws one view's own content (not its subviews) in iOS's default look (AppKit's labels,
/// checkboxes, radio buttons, push buttons, pop-ups, sliders, steppers and progress indicators
/// in AppKit's), at its absolute rectangle. An app's subclass is drawn as its nearest kit class: the dispatch tries the
/// kit's classes from the most specific to the least.
struct KitPainter {
  /// The view's rectangle in the picture, with a width and height that are not negative.
  let frame: Rect

  /// Draws `view`: its background, then what its class shows.
  func draw(_ view: View, on canvas: inout SVGCanvas) {
    switch view {
    case let cell as TableViewCell:
      TablePainter(frame: frame).drawCell(cell, on: &canvas)
    case let table as TableView:
      TablePainter(frame: frame).drawTable(table, on: &canvas)
    case let field as TextField where field.isAppKitBorderless && !field.drawsBackground:
      // AppKit draws a label's background colour only when it draws its background.
      drawBackground(view, default: nil, ignoringColor: true, on: &canvas)
      drawTextField(field, on: &canvas)
    case let field as TextField:
      drawBackground(
        view, default: field.backgroundColor == nil ? KitStyle.white : nil, on: &canvas)
      drawTextField(field, on: &canvas)
    default:
      drawBackground(view, default: nil, on: &canvas)
      drawContent(view, on: &canvas)
    }
  }

  /// The view's background colour (unless `ignoringColor`), or `fallback` when it has none,
  /// with the view's rounded corners (``View/layerCornerRadius``); then its border
  /// (``View/layerBorderWidth``), drawn inside its edges as a layer's is.
  func drawBackground(
    _ view: View, default fallback: Color?, ignoringColor: Bool = false,
    on canvas: inout SVGCanvas
  ) {
    let limit = min(frame.width, frame.height) / 2
    let radius = min(max(view.layerCornerRadius, 0), limit)
    if let color = ignoringColor ? fallback : view.backgroundColor ?? fallback {
      canvas.rect(frame, fill: color, radius: radius)
    }
    let width = min(view.layerBorderWidth, limit)
    guard width > 0 else { return }
    let inset = Rect(
      x: frame.origin.x + width / 2, y: frame.origin.y + width / 2,
      width: frame.width - width, height: frame.height - width)
    canvas.rect(
      inset, fill: nil,
      stroke: SVGCanvas.Stroke(color: view.layerBorderColor ?? KitStyle.black, width: width),
      radius: max(radius - width / 2, 0))
  }

  private func drawContent(_ view: View, on canvas: inout SVGCanvas) {
    switch view {
    case let label as Label: drawLabel(label, on: &canvas)
    case let button as Button: drawButton(button, on: &canvas)
    case let toggle as Switch: drawSwitch(toggle, on: &canvas)
    case let picker as DatePicker: drawDatePicker(picker, on: &canvas)
    case let image as ImageView: drawImageView(image, on: &canvas)
    case let indicator as ActivityIndicator: drawActivityIndicator(indicator, on: &canvas)
    case let stub as Stub: drawStub(stub, on: &canvas)
    case let well as ColorWell: drawColorWell(well, on: &canvas)
    case let path as PathControl: drawPathControl(path, on: &canvas)
    case let level as LevelIndicator: drawLevelIndicator(level, on: &canvas)
    case let segments as SegmentedControl: drawSegmentedControl(segments, on: &canvas)
    case let slider as Slider: drawSlider(slider, on: &canvas)
    case let stepper as Stepper: drawStepper(stepper, on: &canvas)
    case let progress as ProgressView: drawProgressView(progress, on: &canvas)
    case let pages as PageControl: drawPageControl(pages, on: &canvas)
    case let text as TextView: drawTextView(text, on: &canvas)
    case let search as SearchBar: drawSearchBar(search, on: &canvas)
    case let bar as NavigationBar: drawNavigationBar(bar, on: &canvas)
    case let bar as Toolbar: drawToolbar(bar, on: &canvas)
    case let bar as TabBar: drawTabBar(bar, on: &canvas)
    case let box as Box: drawBox(box, on: &canvas)
    case let tabView as TabView: drawTabView(tabView, on: &canvas)
    case let scroll as ScrollView: drawScrollViewBorder(scroll, on: &canvas)
    default: break  // View, Control, StackView, Window: their background only
    }
  }

  /// The most segments, page dots, bar items or tabs one view is drawn with, however many it
  /// has and however wide it is: a picture shows a screen, and a file's list of a megabyte
  /// would otherwise be drawn an element for each two of its bytes.
  static let maximumDrawnItems = 1_000

  /// The tint `view` draws with: its own tint colour, else its nearest ancestor's, else the
  /// standard tint (as UIKit's views inherit their tint).
  static func tint(of view: View) -> Color {
    var current: View? = view
    while let candidate = current {
      if let color = candidate.tintColor { return color }
      current = candidate.superview
    }
    return KitStyle.tint
  }

  /// Where `value` lies from `lower` to `upper`, as a fraction from 0 to 1: clamped to the
  /// range, and 0 when the value is not a number or the range is empty, reversed or not
  /// finite.
  static func fraction(of value: Double, from lower: Double, to upper: Double) -> Double {
    guard lower.isFinite, upper.isFinite, upper > lower, !value.isNaN else { return 0 }
    // In halves, so that a range as wide as the doubles go does not overflow.
    let fraction = (value / 2 - lower / 2) / (upper / 2 - lower / 2)
    guard !fraction.isNaN else { return value >= upper ? 1 : 0 }
    return min(max(fraction, 0), 1)
  }

  // MARK: - Text

  /// The most lines one text is drawn with, however tall its box: a picture shows a screen,
  /// and a label of a megabyte in a box a point wide and 10^300 tall would otherwise be
  /// drawn a character a line, 32 bytes of SVG for each byte of text.
  static let maximumDrawnLines = 10_000

  /// Draws text vertically centred in `box` (or from its top, as AppKit draws a field's
  /// lines), aligned as `alignment` says (at most ``maximumDrawnLines`` lines, the last one
  /// truncated).
  static func drawText(
    _ text: String, in box: Rect, font: KitFont, color: Color, alignment: TextAlignment,
    numberOfLines: Int, truncation: TextLayout.Truncation = .tail, opacity: Double = 1,
    fromTop: Bool = false, on canvas: inout SVGCanvas
  ) {
    guard !text.isEmpty, box.width > 0 else { return }
    // As many lines as the box is tall, at least one and at most the cap (counted in a Double:
    // a box of astronomic height, or a font with lines of no height, has more than an Int).
    let rows = (box.height / font.lineHeight).rounded(.down)
    let fitting = rows >= 1 ? Int(min(rows, Double(Self.maximumDrawnLines))) : 1
    let limit = numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
    let lines = TextLayout.lines(
      of: text, font: font, width: box.width, maximumLines: limit, truncation: truncation)
    let blockHeight = Double(lines.count) * font.lineHeight
    let top = fromTop ? box.origin.y : box.origin.y + (box.height - blockHeight) / 2
    let baseline = top + font.lineHeight / 2 + font.baselineBelowMiddle
    let (x, anchor): (Double, SVGCanvas.TextAnchor)
    switch alignment {
    case .left, .natural, .justified: (x, anchor) = (box.origin.x, .start)
    case .center: (x, anchor) = (box.origin.x + box.width / 2, .middle)
    case .right: (x, anchor) = (box.origin.x + box.width, .end)
    }
    canvas.text(
      lines, x: x, baseline: baseline, font: font, color: color, anchor: anchor,
      opacity: opacity)
  }

  private func drawLabel(_ label: Label, on canvas: inout SVGCanvas) {
    guard let text = label.text else { return }
    KitPainter.drawText(
      text, in: frame, font: KitFont(label.font, fallback: KitStyle.labelFont),
      color: label.textColor ?? KitStyle.label, alignment: label.textAlignment,
      numberOfLines: max(label.numberOfLines, 0), on: &canvas)
  }

  /// A text view's text from its top-left corner, inside its text container's insets and the
  /// 5 points of line padding at each side, wrapped at its width, in its font, colour and
  /// alignment, and moved up by its content offset; lines below its bottom are not drawn (nor
  /// cut with "…": they are scrolled to, not truncated).
  private func drawTextView(_ view: TextView, on canvas: inout SVGCanvas) {
    guard let text = view.text, !text.isEmpty else { return }
    let font = KitFont(view.font, fallback: KitStyle.textViewFont)
    let insets = view.textContainerInset
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    let left = frame.origin.x + finite(insets.left) + 5
    let width = frame.width - finite(insets.left) - finite(insets.right) - 10
    let top = frame.origin.y + finite(insets.top) - finite(view.contentOffset.y)
    // As many lines as reach the view's bottom, within the cap (counted in a Double: a view
    // of astronomic height has more than an Int).
    let rows = ((frame.origin.y + frame.height - top) / font.lineHeight).rounded(.up)
    guard width > 0, rows >= 1 else { return }
    let shown = Int(min(rows, Double(Self.maximumDrawnLines)))
    // One line more than is shown, then left out: the last shown line is never cut with "…".
    // Wrapped within the width itself, without a label's slack: no file sized a text view to
    // fit its text.
    let lines = TextLayout.lines(
      of: text, font: font, width: width / TextLayout.slack, maximumLines: shown + 1,
      truncation: .tail
    ).prefix(shown)
    let (x, anchor): (Double, SVGCanvas.TextAnchor)
    switch view.textAlignment {
    case .left, .natural, .justified: (x, anchor) = (left, .start)
    case .center: (x, anchor) = (left + width / 2, .middle)
    case .right: (x, anchor) = (left + width, .end)
    }
    canvas.text(
      Array(lines), x: x, baseline: top + font.lineHeight / 2 + font.baselineBelowMiddle,
      font: font, color: view.textColor ?? KitStyle.label, anchor: anchor)
  }

  // MARK: - Images, indicators, stubs

  /// A framed placeholder: a light fill, a border, mountains and a sun, and the image's name.
  /// An image view's image, inside the frame its style draws: an image well's sunken bezel
  /// (its alignment rectangle, 3 points inside its frame), an outline for the other frames.
  private func drawImageView(_ view: ImageView, on canvas: inout SVGCanvas) {
    guard view.imageFrameStyle != .none else {
      drawImage(named: view.image, on: &canvas)
      return
    }
    let inset: Double = view.imageFrameStyle == .grayBezel ? 3 : 0
    let bezel = Rect(
      x: frame.origin.x + inset + 0.5, y: frame.origin.y + inset + 0.5,
      width: max(frame.width - 2 * inset - 1, 0), height: max(frame.height - 2 * inset - 1, 0))
    canvas.rect(bezel, fill: KitStyle.groupedBackground, stroke: .init(color: KitStyle.gray))
    let content = Rect(
      x: bezel.origin.x + 3.5, y: bezel.origin.y + 3.5, width: max(bezel.width - 7, 0),
      height: max(bezel.height - 7, 0))
    KitPainter(frame: content).drawImage(named: view.image, on: &canvas)
  }

  private func drawImage(named name: String?, on canvas: inout SVGCanvas) {
    guard let name else { return }
    canvas.rect(frame, fill: KitStyle.imagePlaceholder)
    let border = Rect(
      x: frame.origin.x + 0.5, y: frame.origin.y + 0.5, width: max(frame.width - 1, 0),
      height: max(frame.height - 1, 0))
    canvas.rect(border, fill: nil, stroke: .init(color: KitStyle.border))
    let caption = KitStyle.captionFont
    let showsName = frame.height >= 40 && frame.width >= 24
    let glyphSide = min(min(frame.width, frame.height) * 0.4, 64)
    let blockHeight = glyphSide + (showsName ? 4 + caption.lineHeight : 0)
    let top = frame.origin.y + (frame.height - blockHeight) / 2
    let glyph = Rect(
      x: frame.origin.x + (frame.width - glyphSide) / 2, y: top, width: glyphSide,
      height: glyphSide)
    KitPainter(frame: glyph).drawImageGlyph(tint: KitStyle.imageGlyph, on: &canvas)
    guard showsName else { return }
    let nameBox = Rect(
      x: frame.origin.x + 4, y: top + glyphSide + 4, width: frame.width - 8,
      height: caption.lineHeight)
    KitPainter.drawText(
      name, in: nameBox, font: caption, color: KitStyle.gray, alignment: .center,
      numberOfLines: 1, on: &canvas)
  }

  /// The picture-of-a-picture glyph (two mountains and a sun) filling ``frame``.
  func drawImageGlyph(tint: Color, on canvas: inout SVGCanvas) {
    let x = frame.origin.x
    let y = frame.origin.y
    let w = frame.width
    let h = frame.height
    guard w > 0, h > 0 else { return }
    canvas.circle(center: Point(x: x + w * 0.72, y: y + h * 0.28), radius: w * 0.11, fill: tint)
    canvas.polygon(
      [
        Point(x: x, y: y + h), Point(x: x + w * 0.36, y: y + h * 0.42),
        Point(x: x + w * 0.6, y: y + h * 0.72), Point(x: x + w * 0.74, y: y + h * 0.56),
        Point(x: x + w, y: y + h),
      ], fill: tint)
  }

  /// Eight spokes around the centre, fading as they go round (a frozen frame of the animation):
  /// grey, or white over a dark background, as an app sets an indicator on a dimming overlay
  /// (the kit's indicator has no colour of its own).
  private func drawActivityIndicator(
    _ indicator: ActivityIndicator, on canvas: inout SVGCanvas
  ) {
    let color = KitPainter.isOverDarkBackground(indicator) ? KitStyle.white : KitStyle.gray
    let large = indicator.style == .large
    let center = Point(x: frame.origin.x + frame.width / 2, y: frame.origin.y + frame.height / 2)
    drawSpokes(
      around: center, outer: large ? 18.5 : 10, inner: large ? 9 : 5, width: large ? 4 : 2.4,
      color: color, on: &canvas)
  }

  /// An activity indicator's eight spokes around `center`, from `inner` to `outer` points
  /// from it, clockwise from 12 o'clock, each fainter than the last.
  func drawSpokes(
    around center: Point, outer: Double, inner: Double, width: Double, color: Color,
    on canvas: inout SVGCanvas
  ) {
    // Clockwise from 12 o'clock, every 45°.
    let half = 0.5.squareRoot()
    let directions: [(Double, Double)] = [
      (0, -1), (half, -half), (1, 0), (half, half), (0, 1), (-half, half), (-1, 0), (-half, -half),
    ]
    for (spoke, (cosine, sine)) in directions.enumerated() {
      canvas.line(
        from: Point(x: center.x + cosine * inner, y: center.y + sine * inner),
        to: Point(
          x: center.x + cosine * (outer - width / 2), y: center.y + sine * (outer - width / 2)),
        stroke: .init(color: color, width: width),
        opacity: 1 - Double(spoke) * 0.09)
    }
  }

  /// Whether the nearest background behind `view` (its own, else its nearest ancestor's with
  /// one), laid over white, is dark.
  static func isOverDarkBackground(_ view: View) -> Bool {
    var current: View? = view
    while let candidate = current {
      if let color = candidate.backgroundColor, color.alpha > 0.05 {
        let alpha = min(max(color.alpha, 0), 1)
        let luminance = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        return alpha * luminance + (1 - alpha) < 0.6
      }
      current = candidate.superview
    }
    return false
  }

  /// A dashed outline with the name of the nib the stub stands for.
  private func drawStub(_ stub: Stub, on canvas: inout SVGCanvas) {
    let outline = Rect(
      x: frame.origin.x + 0.5, y: frame.origin.y + 0.5, width: max(frame.width - 1, 0),
      height: max(frame.height - 1, 0))
    canvas.rect(
      outline, fill: Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.08),
      stroke: .init(color: KitStyle.gray, width: 1, dash: "6 4"), radius: 6)
    let name = KitFont(size: 15, weight: 500)
    let caption = KitStyle.captionFont
    let twoLines = frame.height >= name.lineHeight + caption.lineHeight + 8
    let block = twoLines ? name.lineHeight + caption.lineHeight : name.lineHeight
    let top = frame.origin.y + (frame.height - block) / 2
    let inset = frame.width - 16
    if twoLines {
      KitPainter.drawText(
        "stub", in: Rect(x: frame.origin.x + 8, y: top, width: inset, height: caption.lineHeight),
        font: caption, color: KitStyle.gray, alignment: .center, numberOfLines: 1,
        on: &canvas)
    }
    KitPainter.drawText(
      stub.nibName,
      in: Rect(
        x: frame.origin.x + 8, y: top + (twoLines ? caption.lineHeight : 0), width: inset,
        height: name.lineHeight),
      font: name, color: KitStyle.gray, alignment: .center, numberOfLines: 1, on: &canvas)
  }
}
