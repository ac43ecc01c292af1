/// Draws one view's own content (not its subviews) in iOS's default look (AppKit's labels,
/// checkboxes, radio buttons, push buttons and pop-ups in AppKit's), at its absolute
/// rectangle. An app's subclass is drawn as its nearest kit class: the dispatch tries the
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
    case let field as TextField:
      drawBackground(
        view, default: field.backgroundColor == nil ? KitStyle.white : nil, on: &canvas)
      drawTextField(field, on: &canvas)
    default:
      drawBackground(view, default: nil, on: &canvas)
      drawContent(view, on: &canvas)
    }
  }

  /// The view's background colour, or `fallback` when it has none, with the view's rounded
  /// corners (``View/layerCornerRadius``); then its border (``View/layerBorderWidth``), drawn
  /// inside its edges as a layer's is.
  func drawBackground(_ view: View, default fallback: Color?, on canvas: inout SVGCanvas) {
    let limit = min(frame.width, frame.height) / 2
    let radius = min(max(view.layerCornerRadius, 0), limit)
    if let color = view.backgroundColor ?? fallback {
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
    case let image as ImageView: drawImage(named: image.image, on: &canvas)
    case let indicator as ActivityIndicator: drawActivityIndicator(indicator, on: &canvas)
    case let stub as Stub: drawStub(stub, on: &canvas)
    case let well as ColorWell: drawColorWell(well, on: &canvas)
    default: break  // View, Control, ScrollView, StackView, Window: their background only
    }
  }

  // MARK: - Text

  /// The most lines one text is drawn with, however tall its box: a picture shows a screen,
  /// and a label of a megabyte in a box a point wide and 10^300 tall would otherwise be
  /// drawn a character a line, 32 bytes of SVG for each byte of text.
  static let maximumDrawnLines = 10_000

  /// Draws text vertically centred in `box`, aligned as `alignment` says (at most
  /// ``maximumDrawnLines`` lines, the last one truncated).
  static func drawText(
    _ text: String, in box: Rect, font: KitFont, color: Color, alignment: TextAlignment,
    numberOfLines: Int, truncation: TextLayout.Truncation = .tail, opacity: Double = 1,
    on canvas: inout SVGCanvas
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
    let top = box.origin.y + (box.height - blockHeight) / 2
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

  // MARK: - Controls

  private func drawButton(_ button: Button, on canvas: inout SVGCanvas) {
    if let metrics = button.appKitControlMetrics {
      if metrics.growsWithTitleLines {
        drawAppKitToggle(button, metrics: metrics, on: &canvas)
      } else {
        drawAppKitBezel(button, metrics: metrics, on: &canvas)
      }
      return
    }
    let font = KitStyle.buttonFont
    let color = button.isEnabled ? (button.titleColor ?? KitStyle.tint) : KitStyle.disabled
    var titleBox = frame
    if let image = button.image {
      let side = min(22, frame.height, frame.width)
      let titleWidth = button.title.map { TextMeasure.width(of: $0, in: font) } ?? 0
      let gap = button.title == nil ? 0.0 : 6
      let total = min(side + gap + titleWidth, frame.width)
      let left = frame.origin.x + (frame.width - total) / 2
      let iconFrame = Rect(
        x: left, y: frame.origin.y + (frame.height - side) / 2, width: side, height: side)
      KitPainter(frame: iconFrame).drawImageGlyph(tint: color, on: &canvas)
      _ = image
      titleBox = Rect(
        x: left + side + gap, y: frame.origin.y, width: max(total - side - gap, 0),
        height: frame.height)
    }
    guard let title = button.title else { return }
    KitPainter.drawText(
      title, in: titleBox, font: font, color: color,
      alignment: button.image == nil ? .center : .left, numberOfLines: 1,
      truncation: .middle, on: &canvas)
  }

  /// An AppKit push button or pop-up button (and a help button or disclosure triangle, drawn
  /// as a push button): its rounded bezel, the alignment rectangle less the point of shadow
  /// below it, and its title in its own font, centred, or, for a pop-up, after the bezel's
  /// start with the double arrow at its end.
  private func drawAppKitBezel(
    _ button: Button, metrics: AppKitControlMetrics, on canvas: inout SVGCanvas
  ) {
    let aligned = alignmentRect(of: button)
    let bezel = Rect(
      x: aligned.origin.x + 0.5, y: aligned.origin.y + 0.5,
      width: max(aligned.width - 1, 0), height: max(aligned.height - 2, 0))
    guard bezel.width > 0, bezel.height > 0 else { return }
    canvas.rect(
      bezel, fill: KitStyle.white, stroke: .init(color: KitStyle.border),
      radius: min(5, bezel.height / 2))
    let font = Self.appKitFont(button.font, controlSize: button.controlSize)
    let color = button.isEnabled ? KitStyle.label : KitStyle.disabled
    let isPopUp = button is PopUpButton
    if isPopUp {
      // The double arrow: a chevron up over a chevron down, at the bezel's end.
      let x = bezel.origin.x + bezel.width - 9
      let middle = bezel.origin.y + bezel.height / 2
      let stroke = SVGCanvas.Stroke(color: color, width: 1.2)
      for direction in [-1.0, 1.0] {
        let tip = middle + direction * 5.5
        let base = middle + direction * 2
        canvas.line(from: Point(x: x - 3, y: base), to: Point(x: x, y: tip), stroke: stroke)
        canvas.line(from: Point(x: x, y: tip), to: Point(x: x + 3, y: base), stroke: stroke)
      }
    }
    guard let title = button.title, !title.isEmpty else { return }
    let start = isPopUp ? metrics.leading - 1 : 6
    let end = isPopUp ? metrics.trailing : 6
    let titleBox = Rect(
      x: bezel.origin.x + start, y: bezel.origin.y,
      width: max(bezel.width - start - end, 0), height: bezel.height)
    KitPainter.drawText(
      title, in: titleBox, font: font, color: color, alignment: isPopUp ? .left : .center,
      numberOfLines: 1, on: &canvas)
  }

  /// An AppKit checkbox or radio button: its box (a circle for a radio button) at the start
  /// of its alignment rectangle, level with the first line, and its title after it in its own
  /// font, on as many lines as layout gave it.
  private func drawAppKitToggle(
    _ button: Button, metrics: AppKitControlMetrics, on canvas: inout SVGCanvas
  ) {
    let bounds = alignmentRect(of: button)
    let side = min(metrics.height - 2, metrics.leading - 4, bounds.height)
    guard side > 0 else { return }
    let box = Rect(
      x: bounds.origin.x + 1, y: bounds.origin.y + (metrics.height - side) / 2, width: side,
      height: side)
    let isOn = button.isSelected || button.state == .on
    let accent = button.isEnabled ? KitStyle.tint : KitStyle.disabled
    let stroke = SVGCanvas.Stroke(color: isOn ? accent : KitStyle.border)
    if button.buttonType == .radio {
      let center = Point(x: box.origin.x + side / 2, y: box.origin.y + side / 2)
      canvas.circle(
        center: center, radius: side / 2, fill: isOn ? accent : KitStyle.white, stroke: stroke)
      if isOn { canvas.circle(center: center, radius: side / 5, fill: KitStyle.white) }
    } else {
      canvas.rect(box, fill: isOn ? accent : KitStyle.white, stroke: stroke, radius: 3)
    }
    guard let title = button.title, !title.isEmpty else { return }
    let titleBox = Rect(
      x: bounds.origin.x + metrics.leading, y: frame.origin.y,
      width: max(bounds.width - metrics.leading, 0), height: frame.height)
    KitPainter.drawText(
      title, in: titleBox, font: Self.appKitFont(button.font, controlSize: button.controlSize),
      color: button.isEnabled ? KitStyle.label : KitStyle.disabled, alignment: .left,
      numberOfLines: button.wrapsTitleAtSolvedWidth ? 0 : 1, on: &canvas)
  }

  private func drawTextField(_ field: TextField, on canvas: inout SVGCanvas) {
    if field.isAppKitLabel {
      drawAppKitLabel(field, on: &canvas)
      return
    }
    let border = Rect(
      x: frame.origin.x + 0.5, y: frame.origin.y + 0.5, width: max(frame.width - 1, 0),
      height: max(frame.height - 1, 0))
    canvas.rect(border, fill: nil, stroke: .init(color: KitStyle.border), radius: 5)
    let textBox = Rect(
      x: frame.origin.x + 7, y: frame.origin.y, width: frame.width - 14, height: frame.height)
    // An AppKit field (a bezeled one) draws in its own font, its control size's system font
    // without one; a UIKit field in the picture's.
    let font =
      field.isBezeled
      ? Self.appKitFont(field.font, controlSize: field.controlSize) : KitStyle.fieldFont
    if let text = field.text, !text.isEmpty {
      let shown = field.isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
      KitPainter.drawText(
        shown, in: textBox, font: font, color: KitStyle.label, alignment: .left,
        numberOfLines: 1, on: &canvas)
    } else if let placeholder = field.placeholder {
      KitPainter.drawText(
        placeholder, in: textBox, font: font, color: KitStyle.placeholder,
        alignment: .left, numberOfLines: 1, on: &canvas)
    }
  }

  /// An AppKit label (a text field neither editable, bezeled nor bordered): its text in its
  /// own font, in its alignment rectangle (2 points inside its frame at each side), wrapped
  /// when its cell wraps.
  private func drawAppKitLabel(_ field: TextField, on canvas: inout SVGCanvas) {
    let text = field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder ?? ""
    let box = alignmentRect(of: field)
    let font = Self.appKitFont(field.font, controlSize: field.controlSize)
    let color =
      (field.text ?? "").isEmpty ? KitStyle.placeholder : (field.textColor ?? KitStyle.label)
    KitPainter.drawText(
      text, in: box, font: font, color: color, alignment: field.textAlignment,
      numberOfLines: field.isWrappingAppKitLabel ? 0 : 1, on: &canvas)
  }

  /// The view's alignment rectangle in the picture: its frame less its alignment insets, as
  /// layout placed it.
  private func alignmentRect(of view: View) -> Rect {
    let insets = view.alignmentRectInsets
    return Rect(
      x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
      width: max(frame.width - insets.left - insets.right, 0),
      height: max(frame.height - insets.top - insets.bottom, 0))
  }

  /// An AppKit control's font in the picture: its own, else its control size's system font.
  private static func appKitFont(_ description: String?, controlSize: Control.ControlSize)
    -> KitFont
  {
    KitFont(description, fallback: KitFont(size: controlSize.systemFontSize))
  }

  /// A switch keeps its own size, 51 × 31, at its frame's origin, as UISwitch does.
  private func drawSwitch(_ toggle: Switch, on canvas: inout SVGCanvas) {
    let track = Rect(x: frame.origin.x, y: frame.origin.y, width: 51, height: 31)
    let opacity = toggle.isEnabled ? 1 : 0.5
    canvas.rect(
      track, fill: toggle.isOn ? KitStyle.switchOn : KitStyle.switchOff, radius: 15.5,
      opacity: opacity)
    let knobX = toggle.isOn ? track.origin.x + 51 - 15.5 : track.origin.x + 15.5
    let knobCenter = Point(x: knobX, y: track.origin.y + 15.5)
    canvas.circle(
      center: Point(x: knobCenter.x, y: knobCenter.y + 1), radius: 13.5,
      fill: Color(red: 0, green: 0, blue: 0, alpha: 0.12), opacity: opacity)
    canvas.circle(center: knobCenter, radius: 13.5, fill: KitStyle.white, opacity: opacity)
  }

  /// The compact date picker of iOS 14 and later: the date and the time in two grey capsules.
  private func drawDatePicker(_ picker: DatePicker, on canvas: inout SVGCanvas) {
    let font = KitStyle.fieldFont
    let parts = DateText(picker.date)
    let height = min(34, frame.height)
    let top = frame.origin.y + (frame.height - height) / 2
    var x = frame.origin.x
    for text in [parts.date, parts.time] {
      let width = min(TextMeasure.width(of: text, in: font) + 22, frame.origin.x + frame.width - x)
      guard width > 0 else { break }
      let capsule = Rect(x: x, y: top, width: width, height: height)
      canvas.rect(capsule, fill: KitStyle.fill, radius: 6)
      KitPainter.drawText(
        text, in: capsule, font: font, color: KitStyle.label, alignment: .center,
        numberOfLines: 1, on: &canvas)
      x += width + 6
    }
  }

  // MARK: - Images, indicators, stubs

  /// A framed placeholder: a light fill, a border, mountains and a sun, and the image's name.
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
    let outer: Double = large ? 18.5 : 10
    let inner: Double = large ? 9 : 5
    let width = large ? 4.0 : 2.4
    let center = Point(x: frame.origin.x + frame.width / 2, y: frame.origin.y + frame.height / 2)
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
