import Glibc

/// The kit's controls that show a value or a choice: segmented controls, sliders, steppers,
/// progress views and page controls, in iOS 13's look (AppKit's sliders, steppers and progress
/// indicators in AppKit's).
extension KitPainter {
  // MARK: - Segmented controls

  /// A segmented control as iOS 13 and later draw it: a grey rounded track the size of its
  /// alignment rectangle (an AppKit one's frame reaches past its segments), the selected
  /// segment a white (or its tint colour's) rounded rectangle raised inside it, a thin
  /// separator between two segments neither of which is selected, and each segment's title
  /// (semibold when selected), or its image, centred in its part. The parts are equal, or as
  /// wide as their content when the control apportions by content.
  func drawSegmentedControl(_ control: SegmentedControl, on canvas: inout SVGCanvas) {
    KitPainter(frame: alignmentRect(of: control)).drawSegments(
      titles: control.segmentTitles, images: control.segmentImages,
      selected: control.selectedSegmentIndex,
      byContent: control.apportionsSegmentWidthsByContent,
      selectedColor: control.selectedSegmentTintColor, isEnabled: control.isEnabled, on: &canvas)
  }

  /// Segments filling ``frame``, as a segmented control draws them (a search bar's scope bar
  /// draws its buttons so too): one per title or image, `selected` raised when it is one of
  /// them.
  func drawSegments(
    titles: [String], images: [String], selected: Int, byContent: Bool, selectedColor: Color?,
    isEnabled: Bool, on canvas: inout SVGCanvas
  ) {
    let count = max(titles.count, images.count)
    guard count > 0, frame.width > 0, frame.height > 0 else { return }
    canvas.rect(frame, fill: KitStyle.fill, radius: min(9, frame.height / 2))
    func title(_ index: Int) -> String? {
      titles.indices.contains(index) && !titles[index].isEmpty ? titles[index] : nil
    }
    let widths = segmentWidths(count: count, byContent: byContent, title: title)
    let drawn = min(count, Self.maximumDrawnItems)
    var starts: [Double] = []
    var x = frame.origin.x
    for width in widths.prefix(drawn) {
      starts.append(x)
      x += width
    }
    if selected >= 0, selected < drawn, widths[selected] > 4, frame.height > 4 {
      let knob = Rect(
        x: starts[selected] + 2, y: frame.origin.y + 2, width: widths[selected] - 4,
        height: frame.height - 4)
      let radius = min(7, knob.height / 2)
      var shadow = knob
      shadow.origin.y += 1
      canvas.rect(shadow, fill: KitStyle.shadow, radius: radius)
      canvas.rect(knob, fill: selectedColor ?? KitStyle.white, radius: radius)
    }
    let separatorInset = frame.height / 4
    for index in 1..<max(drawn, 1) where index != selected && index - 1 != selected {
      canvas.line(
        from: Point(x: starts[index], y: frame.origin.y + separatorInset),
        to: Point(x: starts[index], y: frame.origin.y + frame.height - separatorInset),
        stroke: .init(color: KitStyle.separator))
    }
    let color = isEnabled ? KitStyle.label : KitStyle.disabled
    for index in 0..<drawn where widths[index] > 8 {
      let part = Rect(
        x: starts[index] + 4, y: frame.origin.y, width: widths[index] - 8, height: frame.height)
      if let title = title(index) {
        KitPainter.drawText(
          title, in: part,
          font: index == selected ? KitStyle.selectedSegmentFont : KitStyle.segmentFont,
          color: color, alignment: .center, numberOfLines: 1, on: &canvas)
      } else if images.indices.contains(index), !images[index].isEmpty {
        let side = min(18, part.width, frame.height - 8)
        guard side > 0 else { continue }
        let glyph = Rect(
          x: part.origin.x + (part.width - side) / 2,
          y: frame.origin.y + (frame.height - side) / 2, width: side, height: side)
        KitPainter(frame: glyph).drawImageGlyph(tint: color, on: &canvas)
      }
    }
  }

  /// The width of each of `count` segments: the frame's width in equal parts, or, by content,
  /// in proportion to each segment's title (an image's 18 points without one) with its
  /// margins.
  private func segmentWidths(
    count: Int, byContent: Bool, title: (Int) -> String?
  ) -> [Double] {
    let equal = [Double](repeating: frame.width / Double(count), count: count)
    guard byContent else { return equal }
    let content = (0..<count).map { index -> Double in
      (title(index).map { TextMeasure.width(of: $0, in: KitStyle.segmentFont) } ?? 18) + 16
    }
    let total = content.reduce(0, +)
    guard total.isFinite, total > 0 else { return equal }
    return content.map { frame.width * ($0 / total) }
  }

  // MARK: - Sliders

  /// UIKit's slider: a 4-point track across its alignment rectangle (2 points inside each end
  /// of its frame), in the tint up to the thumb and grey after it, and a 28-point white thumb
  /// whose centre is as far along its travel as the value is from the minimum to the maximum;
  /// value images, when it has them, as image glyphs at the ends. Disabled, it is faded.
  /// AppKit's slider is drawn as AppKit draws it.
  func drawSlider(_ slider: Slider, on canvas: inout SVGCanvas) {
    let value = KitPainter.fraction(
      of: slider.value, from: slider.minimumValue, to: slider.maximumValue)
    guard slider.appKitSliderType == nil else {
      drawAppKitSlider(slider, fraction: value, on: &canvas)
      return
    }
    let bounds = alignmentRect(of: slider)
    let middle = bounds.origin.y + bounds.height / 2
    let opacity = slider.isEnabled ? 1.0 : 0.5
    var start = bounds.origin.x
    var end = bounds.origin.x + bounds.width
    let side = min(20, bounds.height)
    if side > 0, bounds.width > 2 * (side + 8) + 28 {
      let color = slider.isEnabled ? KitStyle.gray : KitStyle.disabled
      if slider.minimumValueImage != nil {
        let glyph = Rect(x: start, y: middle - side / 2, width: side, height: side)
        KitPainter(frame: glyph).drawImageGlyph(tint: color, on: &canvas)
        start += side + 8
      }
      if slider.maximumValueImage != nil {
        let glyph = Rect(x: end - side, y: middle - side / 2, width: side, height: side)
        KitPainter(frame: glyph).drawImageGlyph(tint: color, on: &canvas)
        end -= side + 8
      }
    }
    let length = end - start
    guard length > 0 else { return }
    let radius = 14.0
    let thumbX = start + min(radius, length / 2) + value * max(length - 2 * radius, 0)
    let track = Rect(x: start, y: middle - 2, width: length, height: 4)
    canvas.rect(
      track, fill: slider.maximumTrackTintColor ?? KitStyle.track, radius: 2, opacity: opacity)
    canvas.rect(
      Rect(x: start, y: middle - 2, width: thumbX - start, height: 4),
      fill: slider.minimumTrackTintColor ?? KitPainter.tint(of: slider), radius: 2,
      opacity: opacity)
    canvas.circle(
      center: Point(x: thumbX, y: middle + 1), radius: radius, fill: KitStyle.shadow,
      opacity: opacity)
    canvas.circle(
      center: Point(x: thumbX, y: middle), radius: radius,
      fill: slider.thumbTintColor ?? KitStyle.white,
      stroke: .init(color: KitStyle.shadow, width: 0.5), opacity: opacity)
  }

  /// AppKit's slider: a linear one's 4-point track along its alignment rectangle (up it when
  /// the slider is taller than wide, the value rising upwards), filled in the accent colour up
  /// to a round white knob; a circular one as a dial, its knob a dot turned clockwise from
  /// the top as far as the value goes from the minimum to the maximum.
  private func drawAppKitSlider(_ slider: Slider, fraction: Double, on canvas: inout SVGCanvas) {
    let bounds = alignmentRect(of: slider)
    let accent = slider.isEnabled ? KitPainter.tint(of: slider) : KitStyle.disabled
    let border = SVGCanvas.Stroke(color: KitStyle.border, width: 0.5)
    let center = Point(
      x: bounds.origin.x + bounds.width / 2, y: bounds.origin.y + bounds.height / 2)
    if slider.appKitSliderType == .circular {
      let radius = min(bounds.width, bounds.height) / 2 - 1
      guard radius > 0 else { return }
      canvas.circle(center: center, radius: radius, fill: KitStyle.white, stroke: border)
      let angle = fraction * 2 * Double.pi
      let reach = radius * 0.6
      canvas.circle(
        center: Point(x: center.x + sin(angle) * reach, y: center.y - cos(angle) * reach),
        radius: max(radius * 0.12, 1), fill: accent)
      return
    }
    let across = bounds.width >= bounds.height
    let length = across ? bounds.width : bounds.height
    let thickness = across ? bounds.height : bounds.width
    let radius = min(thickness / 2 - 1, 10)
    guard length > 0, radius > 0 else { return }
    let travel = max(length - 2 * radius, 0)
    let knob: Point
    if across {
      knob = Point(x: bounds.origin.x + radius + fraction * travel, y: center.y)
      canvas.rect(
        Rect(x: bounds.origin.x, y: center.y - 2, width: length, height: 4), fill: KitStyle.track,
        radius: 2)
      canvas.rect(
        Rect(x: bounds.origin.x, y: center.y - 2, width: knob.x - bounds.origin.x, height: 4),
        fill: accent, radius: 2)
    } else {
      let bottom = bounds.origin.y + bounds.height
      knob = Point(x: center.x, y: bottom - radius - fraction * travel)
      canvas.rect(
        Rect(x: center.x - 2, y: bounds.origin.y, width: 4, height: length), fill: KitStyle.track,
        radius: 2)
      canvas.rect(
        Rect(x: center.x - 2, y: knob.y, width: 4, height: bottom - knob.y), fill: accent,
        radius: 2)
    }
    canvas.circle(center: knob, radius: radius, fill: KitStyle.white, stroke: border)
  }

  // MARK: - Steppers

  /// UIKit's stepper keeps its own size, 94 × 32, at its frame's origin: a grey rounded
  /// rectangle split in two by a separator, a minus in the left half and a plus in the right,
  /// each grey when it cannot step (at the minimum or the maximum, unless the stepper wraps,
  /// or when it is disabled). A stepper taller than wide is AppKit's: a small bezel with an
  /// arrow up over an arrow down.
  func drawStepper(_ stepper: Stepper, on canvas: inout SVGCanvas) {
    let value = stepper.value
    let canDecrease = stepper.isEnabled && (stepper.wraps || value > stepper.minimumValue)
    let canIncrease = stepper.isEnabled && (stepper.wraps || value < stepper.maximumValue)
    if frame.height > frame.width {
      drawAppKitStepper(canDecrease: canDecrease, canIncrease: canIncrease, on: &canvas)
      return
    }
    let body = Rect(x: frame.origin.x, y: frame.origin.y, width: 94, height: 32)
    canvas.rect(body, fill: KitStyle.fill, radius: 8)
    let middle = body.origin.x + 47
    canvas.line(
      from: Point(x: middle, y: body.origin.y + 8), to: Point(x: middle, y: body.origin.y + 24),
      stroke: .init(color: KitStyle.separator))
    let centerY = body.origin.y + 16
    let minus = SVGCanvas.Stroke(
      color: canDecrease ? KitStyle.label : KitStyle.disabled, width: 1.5)
    let minusX = body.origin.x + 23.5
    canvas.line(
      from: Point(x: minusX - 7, y: centerY), to: Point(x: minusX + 7, y: centerY), stroke: minus)
    let plus = SVGCanvas.Stroke(
      color: canIncrease ? KitStyle.label : KitStyle.disabled, width: 1.5)
    let plusX = body.origin.x + 70.5
    canvas.line(
      from: Point(x: plusX - 7, y: centerY), to: Point(x: plusX + 7, y: centerY), stroke: plus)
    canvas.line(
      from: Point(x: plusX, y: centerY - 7), to: Point(x: plusX, y: centerY + 7), stroke: plus)
  }

  /// AppKit's stepper: a white bezel 3 points inside the frame's sides and 2 inside its top
  /// and bottom, halved by a line, with a chevron up in the top half and one down below.
  private func drawAppKitStepper(
    canDecrease: Bool, canIncrease: Bool, on canvas: inout SVGCanvas
  ) {
    let bezel = Rect(
      x: frame.origin.x + 3, y: frame.origin.y + 2, width: frame.width - 6,
      height: frame.height - 4)
    guard bezel.width > 0, bezel.height > 0 else { return }
    canvas.rect(
      bezel, fill: KitStyle.white, stroke: .init(color: KitStyle.border, width: 0.5),
      radius: min(4, bezel.width / 2))
    let middle = bezel.origin.y + bezel.height / 2
    canvas.line(
      from: Point(x: bezel.origin.x, y: middle),
      to: Point(x: bezel.origin.x + bezel.width, y: middle),
      stroke: .init(color: KitStyle.border, width: 0.5))
    let x = bezel.origin.x + bezel.width / 2
    let half = min(bezel.width / 4, bezel.height / 8)
    for (direction, enabled) in [(-1.0, canIncrease), (1.0, canDecrease)] {
      let center = middle + direction * bezel.height / 4
      canvas.polyline(
        [
          Point(x: x - half, y: center - direction * half / 2),
          Point(x: x, y: center + direction * half / 2),
          Point(x: x + half, y: center - direction * half / 2),
        ], stroke: .init(color: enabled ? KitStyle.label : KitStyle.disabled, width: 1.2))
    }
  }

  // MARK: - Progress views

  /// UIKit's progress view: a grey track filling its frame, rounded (square for the bar
  /// style), filled in the tint from its start for as much of its length as the progress is
  /// of 1. AppKit's progress indicator: a bar 6 points thick along its alignment rectangle,
  /// or a spinning wheel's spokes.
  func drawProgressView(_ progress: ProgressView, on canvas: inout SVGCanvas) {
    let done = KitPainter.fraction(of: progress.progress, from: 0, to: 1)
    let tint = progress.progressTintColor ?? KitPainter.tint(of: progress)
    var track = frame
    var radius = progress.progressViewStyle == .bar ? 0 : frame.height / 2
    switch progress.appKitStyle {
    case .spinning:
      let outer = min(frame.width, frame.height) / 2
      guard outer > 0 else { return }
      drawSpokes(
        around: Point(
          x: frame.origin.x + frame.width / 2, y: frame.origin.y + frame.height / 2),
        outer: outer, inner: outer / 2, width: max(outer / 6, 1), color: KitStyle.gray,
        on: &canvas)
      return
    case .bar:
      let bounds = alignmentRect(of: progress)
      let thickness = min(6, bounds.height)
      track = Rect(
        x: bounds.origin.x, y: bounds.origin.y + (bounds.height - thickness) / 2,
        width: bounds.width, height: thickness)
      radius = thickness / 2
    case nil:
      break
    }
    guard track.width > 0, track.height > 0 else { return }
    canvas.rect(track, fill: progress.trackTintColor ?? KitStyle.track, radius: radius)
    guard done > 0 else { return }
    var filled = track
    filled.size.width = track.width * done
    canvas.rect(filled, fill: tint, radius: min(radius, filled.width / 2))
  }

  // MARK: - Page controls

  /// A row of 7-point dots, 16 points apart and centred in the frame, one per page: the
  /// current page's dark (white over a dark background), the others faint, or in the
  /// control's colours. When there are more than fit, the dots that fit around the current
  /// page; none when it hides for a single page and there is one.
  func drawPageControl(_ control: PageControl, on canvas: inout SVGCanvas) {
    let pages = max(control.numberOfPages, 0)
    guard pages > 0, !(control.hidesForSinglePage && pages == 1) else { return }
    let spacing = 16.0
    let fitting = (frame.width / spacing).rounded(.down)
    let shown = Int(min(Double(pages), max(fitting, 1), Double(Self.maximumDrawnItems)))
    let current = min(max(control.currentPage, 0), pages - 1)
    // The first page shown: the current one as near the middle as the pages allow.
    let first = min(max(current - shown / 2, 0), pages - shown)
    let dark = KitPainter.isOverDarkBackground(control)
    let base = dark ? KitStyle.white : KitStyle.label
    let other =
      control.pageIndicatorTintColor
      ?? Color(
        red: base.red, green: base.green, blue: base.blue, alpha: 0.3)
    let highlighted = control.currentPageIndicatorTintColor ?? base
    let left = frame.origin.x + (frame.width - Double(shown - 1) * spacing) / 2
    let y = frame.origin.y + frame.height / 2
    for dot in 0..<shown {
      canvas.circle(
        center: Point(x: left + Double(dot) * spacing, y: y), radius: 3.5,
        fill: first + dot == current ? highlighted : other)
    }
  }
}
