/// The kit's buttons, text fields, switches and date pickers (and AppKit's buttons and labels).
extension KitPainter {
  /// A UIKit button: its title in the tint (or its title colour), centred, after its image
  /// when it has one; an AppKit button as AppKit draws it.
  func drawButton(_ button: Button, on canvas: inout SVGCanvas) {
    if let metrics = button.appKitControlMetrics {
      if metrics.isToggle {
        drawAppKitToggle(button, metrics: metrics, on: &canvas)
      } else if button.bezelStyle == .helpButton {
        drawAppKitHelpButton(button, metrics: metrics, on: &canvas)
      } else if button.bezelStyle == .disclosure {
        drawAppKitDisclosureTriangle(button, on: &canvas)
      } else {
        drawAppKitBezel(button, metrics: metrics, on: &canvas)
      }
      return
    }
    if button.isAppKitButton {
      drawAppKitStyledButton(button, on: &canvas)
      return
    }
    var font = KitStyle.buttonFont
    var color = button.isEnabled ? (button.titleColor ?? KitStyle.tint) : KitStyle.disabled
    if button.configurationStyle != .unconfigured {
      font = KitFont(button.font, fallback: KitStyle.buttonFont)
      color = drawConfigurationBackground(of: button, titleColor: color, on: &canvas)
    }
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

  /// The background of an iOS 15 button configuration's style, in a rounded rectangle: a
  /// filled button's of its tint (its title then white unless it has a colour of its own), a
  /// tinted one's of its tint, faint, a gray one's of the system's fill; a plain one has none.
  /// - Returns: The colour its title and image are drawn in.
  private func drawConfigurationBackground(
    of button: Button, titleColor: Color, on canvas: inout SVGCanvas
  ) -> Color {
    let fill: Color
    var opacity = 1.0
    var shownColor = titleColor
    switch button.configurationStyle {
    case .filled:
      fill = button.isEnabled ? KitStyle.tint : KitStyle.disabled
      if button.titleColor == nil { shownColor = .white }
    case .tinted:
      fill = button.isEnabled ? KitStyle.tint : KitStyle.disabled
      opacity = 0.15
    case .gray:
      fill = KitStyle.configurationGray
    case .plain, .unconfigured:
      return titleColor
    }
    canvas.rect(frame, fill: fill, radius: min(6, frame.height / 2), opacity: opacity)
    return shownColor
  }

  /// An AppKit button of a bezel without fixed metrics (square, bevel, textured, recessed,
  /// round-rect, inline): a titled, bordered one's light bezel, a capsule, a rounded or a
  /// square rectangle as its style has it, and its title in its own font, centred; an
  /// image-only one its image.
  private func drawAppKitStyledButton(_ button: Button, on canvas: inout SVGCanvas) {
    let color = button.isEnabled ? KitStyle.label : KitStyle.disabled
    let showsImage = button.image != nil && button.imagePosition != .noImage
    let shownTitle = button.imagePosition == .imageOnly ? nil : button.title
    guard let title = shownTitle, !title.isEmpty else {
      if showsImage {
        let side = min(16, frame.width, frame.height)
        KitPainter(
          frame: Rect(
            x: frame.origin.x + (frame.width - side) / 2,
            y: frame.origin.y + (frame.height - side) / 2, width: side, height: side)
        ).drawImageGlyph(tint: color, on: &canvas)
      }
      return
    }
    // A borderless button's title has 2 points at each side, as a label's; its image beside
    // the title is a glyph at its start, of the image's size (above, below or behind the
    // title, the title alone is drawn).
    var titleBox = Rect(
      x: frame.origin.x + 4, y: frame.origin.y, width: max(frame.width - 8, 0),
      height: frame.height)
    if !button.isBordered {
      titleBox = Rect(
        x: frame.origin.x + 2, y: frame.origin.y, width: max(frame.width - 4, 0),
        height: frame.height)
      if showsImage, [.imageLeft, .imageLeading].contains(button.imagePosition) {
        let side = min(
          button.imageSize(named: button.image)?.width ?? 16, frame.width, frame.height)
        KitPainter(
          frame: Rect(
            x: frame.origin.x, y: frame.origin.y + (frame.height - side) / 2, width: side,
            height: side)
        ).drawImageGlyph(tint: color, on: &canvas)
        titleBox.origin.x += side
        titleBox.size.width = max(titleBox.width - side, 0)
      }
    }
    let bezel = Rect(
      x: frame.origin.x + 0.5, y: frame.origin.y + 0.5, width: max(frame.width - 1, 0),
      height: max(frame.height - 1, 0))
    let radius: Double =
      switch button.bezelStyle {
      case .roundRect, .inline, .recessed, .circular: bezel.height / 2
      case .texturedRounded: min(4, bezel.height / 2)
      default: 0
      }
    if button.isBordered, bezel.width > 0, bezel.height > 0 {
      let fill = button.bezelStyle == .inline ? KitStyle.fill : KitStyle.white
      canvas.rect(bezel, fill: fill, stroke: .init(color: KitStyle.border), radius: radius)
    }
    KitPainter.drawText(
      title,
      in: titleBox,
      font: Self.appKitFont(button.font, controlSize: button.controlSize), color: color,
      alignment: .center, numberOfLines: 1, truncation: .middle, on: &canvas)
  }

  /// An AppKit help button: a circle as tall as its alignment rectangle, at its start, with a
  /// question mark in it, and its title, if any, after it.
  private func drawAppKitHelpButton(
    _ button: Button, metrics: AppKitControlMetrics, on canvas: inout SVGCanvas
  ) {
    let aligned = alignmentRect(of: button)
    let side = min(metrics.height, aligned.height, aligned.width)
    guard side > 1 else { return }
    let circle = Rect(
      x: aligned.origin.x, y: aligned.origin.y + (aligned.height - side) / 2, width: side,
      height: side)
    canvas.circle(
      center: Point(x: circle.origin.x + side / 2, y: circle.origin.y + side / 2),
      radius: side / 2 - 0.5, fill: KitStyle.white, stroke: .init(color: KitStyle.border))
    let color = button.isEnabled ? KitStyle.label : KitStyle.disabled
    KitPainter.drawText(
      "?", in: circle, font: KitFont(size: (side * 0.65).rounded(), weight: 700), color: color,
      alignment: .center, numberOfLines: 1, on: &canvas)
    guard let title = button.title, !title.isEmpty, aligned.width > side + 4 else { return }
    KitPainter.drawText(
      title,
      in: Rect(
        x: circle.origin.x + side + 4, y: aligned.origin.y, width: aligned.width - side - 4,
        height: aligned.height),
      font: Self.appKitFont(button.font, controlSize: button.controlSize), color: color,
      alignment: .left, numberOfLines: 1, on: &canvas)
  }

  /// An AppKit disclosure triangle: a chevron in the middle of its frame, pointing right when
  /// the button is off (closed) and down when it is on.
  private func drawAppKitDisclosureTriangle(_ button: Button, on canvas: inout SVGCanvas) {
    let aligned = alignmentRect(of: button)
    let side = min(aligned.width, aligned.height, 13)
    guard side > 2 else { return }
    let center = Point(
      x: aligned.origin.x + aligned.width / 2, y: aligned.origin.y + aligned.height / 2)
    let arm = side * 0.25
    let points =
      button.state == .on
      ? [
        Point(x: center.x - arm * 1.4, y: center.y - arm * 0.7),
        Point(x: center.x, y: center.y + arm * 0.7),
        Point(x: center.x + arm * 1.4, y: center.y - arm * 0.7),
      ]
      : [
        Point(x: center.x - arm * 0.7, y: center.y - arm * 1.4),
        Point(x: center.x + arm * 0.7, y: center.y),
        Point(x: center.x - arm * 0.7, y: center.y + arm * 1.4),
      ]
    canvas.polyline(
      points,
      stroke: .init(
        color: button.isEnabled ? KitStyle.secondaryLabel : KitStyle.disabled, width: 1.5))
  }

  /// An AppKit push button or pop-up button: its rounded bezel, the alignment rectangle less
  /// the point of shadow below it, and its title in its own font, centred, or, for a pop-up,
  /// after the bezel's start with the double arrow at its end.
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
      Self.drawPopUpArrows(
        at: Point(x: bezel.origin.x + bezel.width - 9, y: bezel.origin.y + bezel.height / 2),
        color: color, on: &canvas)
    }
    guard let title = button.title, !title.isEmpty else { return }
    let start = isPopUp ? metrics.leading - 1 : 6
    let end = isPopUp ? metrics.trailing : 6
    // A pop-up's title is where layout places its baseline: where it is at the pop-up's own
    // height, from its top, however tall constraints make it.
    let popUp = button as? PopUpButton
    let titleBox = Rect(
      x: bezel.origin.x + start,
      y: popUp.map { aligned.origin.y + $0.appKitTitleOffset } ?? bezel.origin.y,
      width: max(bezel.width - start - end, 0),
      height: popUp == nil ? bezel.height : metrics.height)
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

  /// A text field: a UIKit field's rounded border with its text (dots when it is secure) or
  /// its grey placeholder; an AppKit label as its text alone.
  func drawTextField(_ field: TextField, on canvas: inout SVGCanvas) {
    if field.isAppKitBorderless {
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

  /// An AppKit label (a text field neither editable, bezeled nor bordered), or a field of a
  /// macOS document that is editable but has no bezel or border: its text in its own font, in
  /// its alignment rectangle (2 points inside a label's frame at each side), wrapped when its
  /// cell wraps.
  private func drawAppKitLabel(_ field: TextField, on canvas: inout SVGCanvas) {
    let text = field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder ?? ""
    var box = alignmentRect(of: field)
    let font = Self.appKitFont(field.font, controlSize: field.controlSize)
    // AppKit draws a field's lines from its top: in a frame taller than its own height, the
    // text stays where it is at that height (as layout places its baseline), and a wrapping
    // label's lines start at its top however tall its frame (HandBrake's section labels,
    // stretched to the height of the column of checkboxes beside them, on its first line).
    let natural = field.intrinsicContentSize.height
    if !field.isWrappingAppKitLabel, natural > 0, box.height > natural { box.size.height = natural }
    let color =
      (field.text ?? "").isEmpty ? KitStyle.placeholder : (field.textColor ?? KitStyle.label)
    KitPainter.drawText(
      text, in: box, font: font, color: color, alignment: field.textAlignment,
      numberOfLines: field.isWrappingAppKitLabel ? 0 : 1, fromTop: field.isWrappingAppKitLabel,
      on: &canvas)
  }

  /// The view's alignment rectangle in the picture: its frame less its alignment insets, as
  /// layout placed it.
  func alignmentRect(of view: View) -> Rect {
    let insets = view.alignmentRectInsets
    return Rect(
      x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
      width: max(frame.width - insets.left - insets.right, 0),
      height: max(frame.height - insets.top - insets.bottom, 0))
  }

  /// An AppKit control's font in the picture: its own, else its control size's system font.
  static func appKitFont(_ description: String?, controlSize: Control.ControlSize)
    -> KitFont
  {
    KitFont(description, fallback: KitFont(size: controlSize.systemFontSize))
  }

  /// A pop-up's double arrow, a chevron up over a chevron down, centred on `center` (at a
  /// pop-up button's or a pop-up path control's end).
  static func drawPopUpArrows(at center: Point, color: Color, on canvas: inout SVGCanvas) {
    let stroke = SVGCanvas.Stroke(color: color, width: 1.2)
    for direction in [-1.0, 1.0] {
      let tip = center.y + direction * 5.5
      let base = center.y + direction * 2
      canvas.line(
        from: Point(x: center.x - 3, y: base), to: Point(x: center.x, y: tip), stroke: stroke)
      canvas.line(
        from: Point(x: center.x, y: tip), to: Point(x: center.x + 3, y: base), stroke: stroke)
    }
  }

  /// A switch keeps its own size, 51 × 31, at its frame's origin, as UISwitch does.
  func drawSwitch(_ toggle: Switch, on canvas: inout SVGCanvas) {
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
  func drawDatePicker(_ picker: DatePicker, on canvas: inout SVGCanvas) {
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
}
