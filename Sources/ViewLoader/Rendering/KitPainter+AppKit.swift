import Glibc

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

extension KitPainter {
  /// A box as AppKit draws it: a separator as a line across its frame; a primary box as a
  /// rounded, lightly filled border inside its alignment rectangle (``Box/appKitInsets``), its
  /// title above the border in small secondary text; a custom box with its own fill, border
  /// colour, width and corner radius. A transparent box draws nothing.
  func drawBox(_ box: Box, on canvas: inout SVGCanvas) {
    guard !box.isTransparent, frame.width > 0, frame.height > 0 else { return }
    let insets = box.appKitInsets
    var border = Rect(
      x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
      width: max(frame.width - insets.left - insets.right, 0),
      height: max(frame.height - insets.top - insets.bottom, 0))
    switch box.boxType {
    case .separator:
      let middle = Point(
        x: border.origin.x + border.width / 2, y: border.origin.y + border.height / 2)
      let (start, end) =
        box.isHorizontalSeparator
        ? (
          Point(x: border.origin.x, y: middle.y),
          Point(x: border.origin.x + border.width, y: middle.y)
        )
        : (
          Point(x: middle.x, y: border.origin.y),
          Point(x: middle.x, y: border.origin.y + border.height)
        )
      canvas.line(from: start, to: end, stroke: .init(color: KitStyle.separator))
    case .custom:
      let width = min(max(box.borderWidth, 0), min(border.width, border.height) / 2)
      let radius = min(max(box.cornerRadius, 0), min(border.width, border.height) / 2)
      canvas.rect(
        border, fill: box.fillColor,
        stroke: box.borderType == .noBorder || width == 0
          ? nil : .init(color: box.borderColor ?? KitStyle.black, width: width),
        radius: radius)
    case .primary, .secondary, .oldStyle:
      let titled = box.titlePosition != .noTitle && !box.title.isEmpty
      if titled, box.titlePosition == .atTop || box.titlePosition == .aboveTop {
        let title = Rect(
          x: border.origin.x + 2, y: border.origin.y, width: max(border.width - 4, 0), height: 14)
        KitPainter.drawText(
          box.title, in: title, font: KitStyle.boxTitleFont, color: KitStyle.label,
          alignment: .left, numberOfLines: 1, on: &canvas)
        border.origin.y += 16
        border.size.height = max(border.height - 16, 0)
      }
      guard box.borderType != .noBorder else { return }
      canvas.rect(
        border, fill: KitStyle.boxFill, stroke: .init(color: KitStyle.boxBorder),
        radius: min(5, border.width / 2, border.height / 2))
    }
  }

  /// A macOS scroll view's border (``ScrollView/borderType``), a point wide inside its frame,
  /// around its clip view: a bezel or groove in the box border's grey, a line in the label's
  /// colour. One without a border draws its background only.
  func drawScrollViewBorder(_ scroll: ScrollView, on canvas: inout SVGCanvas) {
    guard scroll.borderType != .noBorder, frame.width >= 1, frame.height >= 1 else { return }
    let border = Rect(
      x: frame.origin.x + 0.5, y: frame.origin.y + 0.5, width: frame.width - 1,
      height: frame.height - 1)
    let color = scroll.borderType == .lineBorder ? KitStyle.label : KitStyle.boxBorder
    canvas.rect(border, fill: nil, stroke: .init(color: color))
  }

  /// A tab view as macOS draws it: its tabs as a segmented strip centred across the top of a
  /// rounded bezel, the selected one raised; a tab view without tabs draws its bezel or line,
  /// or nothing. The selected item's view, a subview, is drawn over it.
  func drawTabView(_ tabView: TabView, on canvas: inout SVGCanvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    let hasTabs: Bool
    switch tabView.tabViewType {
    case .topTabsBezelBorder, .leftTabsBezelBorder, .bottomTabsBezelBorder,
      .rightTabsBezelBorder:
      hasTabs = true
    case .noTabsBezelBorder, .noTabsLineBorder:
      hasTabs = false
    case .noTabsNoBorder:
      return
    }
    let strip = 24.0
    var bezel = frame
    if hasTabs {
      bezel.origin.y += strip / 2
      bezel.size.height = max(bezel.height - strip / 2, 0)
    }
    let isLine = tabView.tabViewType == .noTabsLineBorder
    canvas.rect(
      bezel, fill: isLine ? nil : KitStyle.boxFill, stroke: .init(color: KitStyle.boxBorder),
      radius: isLine ? 0 : min(5, bezel.width / 2, bezel.height / 2))
    let titles = tabView.tabViewItems.prefix(Self.maximumDrawnItems).map(\.label)
    guard hasTabs, !titles.isEmpty else { return }
    let content = titles.map { TextMeasure.width(of: $0, in: KitStyle.segmentFont) + 16 }
    let width = min(content.reduce(0, +), frame.width)
    let tabs = KitPainter(
      frame: Rect(
        x: frame.origin.x + (frame.width - width) / 2, y: frame.origin.y, width: width,
        height: min(strip, frame.height)))
    canvas.rect(tabs.frame, fill: KitStyle.white, radius: min(9, tabs.frame.height / 2))
    tabs.drawSegments(
      titles: Array(titles), images: [], selected: tabView.indexOfSelectedItem, byContent: true,
      selectedColor: nil, isEnabled: true, on: &canvas)
  }
}

extension KitPainter {
  /// A path control: in its standard style, the names of its URL's folders and file in a row,
  /// each after a chevron, cut in the middle when they do not fit; as a pop-up, a bordered
  /// button of the file's name with the pop-up's arrows at its end. Without a URL, its
  /// placeholder, faint.
  func drawPathControl(_ control: PathControl, on canvas: inout SVGCanvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    let font = Self.appKitFont(control.font, controlSize: control.controlSize)
    let components = control.pathComponents
    let opacity = control.isEnabled ? 1.0 : 0.5
    var box = frame
    if control.pathStyle == .popUp {
      canvas.rect(
        frame, fill: KitStyle.white, stroke: .init(color: KitStyle.border), radius: 4,
        opacity: opacity)
      Self.drawPopUpArrows(
        at: Point(x: frame.origin.x + frame.width - 10, y: frame.origin.y + frame.height / 2),
        color: KitStyle.secondaryLabel, on: &canvas)
      box = Rect(
        x: frame.origin.x + 8, y: frame.origin.y, width: max(frame.width - 26, 0),
        height: frame.height)
    }
    guard let last = components.last else {
      KitPainter.drawText(
        control.placeholder ?? "", in: box, font: font, color: KitStyle.placeholder,
        alignment: .left, numberOfLines: 1, on: &canvas)
      return
    }
    let text =
      control.pathStyle == .popUp
      ? last : components.suffix(Self.maximumDrawnItems).joined(separator: " › ")
    KitPainter.drawText(
      text, in: box, font: font, color: KitStyle.label, alignment: .left, numberOfLines: 1,
      truncation: .middle, opacity: opacity, on: &canvas)
  }

  /// A level indicator in its style: a capacity gauge as a bordered bar filled to its level
  /// (whole segments, one per unit of its range, when discrete), green, or yellow and red past
  /// its warning and critical values; a relevancy gauge as grey stripes to its level; a rating
  /// as a row of stars, one per unit of its range, filled up to its value and dots after.
  func drawLevelIndicator(_ indicator: LevelIndicator, on canvas: inout SVGCanvas) {
    let bounds = alignmentRect(of: indicator)
    guard bounds.width > 0, bounds.height > 0 else { return }
    let done = KitPainter.fraction(
      of: indicator.value, from: indicator.minimumValue, to: indicator.maximumValue)
    let opacity = indicator.isEnabled ? 1.0 : 0.5
    let range = indicator.maximumValue - indicator.minimumValue
    // One segment or star per unit of the range, as AppKit draws them, within the cap.
    let units = range.isFinite && range >= 1 ? Int(min(range, Double(Self.maximumDrawnItems))) : 1
    switch indicator.levelIndicatorStyle {
    case .continuousCapacity, .discreteCapacity:
      let color = Self.levelColor(of: indicator)
      canvas.rect(
        bounds, fill: KitStyle.white, stroke: .init(color: KitStyle.border), radius: 2,
        opacity: opacity)
      guard done > 0 else { return }
      guard indicator.levelIndicatorStyle == .discreteCapacity, units > 1 else {
        var filled = bounds
        filled.size.width = bounds.width * done
        canvas.rect(filled, fill: color, radius: 2, opacity: opacity)
        return
      }
      let width = bounds.width / Double(units)
      let filledUnits = Int((done * Double(units)).rounded(.down))
      for index in 0..<filledUnits {
        let segment = Rect(
          x: bounds.origin.x + Double(index) * width + 0.5, y: bounds.origin.y + 0.5,
          width: max(width - 1, 0.5), height: max(bounds.height - 1, 0))
        canvas.rect(segment, fill: color, opacity: opacity)
      }
    case .relevancy:
      var x = bounds.origin.x
      let end = bounds.origin.x + bounds.width * done
      var drawn = 0
      while x < end, drawn < Self.maximumDrawnItems {
        canvas.rect(
          Rect(x: x, y: bounds.origin.y, width: 1, height: bounds.height),
          fill: KitStyle.gray, opacity: opacity)
        x += 2
        drawn += 1
      }
    case .rating:
      let side = min(bounds.height, bounds.width / Double(units))
      guard side > 0 else { return }
      let filledUnits = Int((done * Double(units)).rounded(.down))
      for index in 0..<units {
        let center = Point(
          x: bounds.origin.x + (Double(index) + 0.5) * side, y: bounds.origin.y + bounds.height / 2)
        if index < filledUnits {
          canvas.polygon(Self.star(around: center, radius: side / 2), fill: KitStyle.label)
        } else {
          canvas.circle(center: center, radius: max(side / 10, 0.5), fill: KitStyle.gray)
        }
      }
    }
  }

  /// The colour of a capacity gauge at its level: red at or past its critical value, yellow
  /// at or past its warning value, green otherwise; past means below when the critical value
  /// is the lower one (a battery's gauge).
  static func levelColor(of indicator: LevelIndicator) -> Color {
    let value = indicator.value
    let (warning, critical) = (indicator.warningValue, indicator.criticalValue)
    let green = KitStyle.switchOn
    guard warning != 0 || critical != 0 else { return green }
    if critical >= warning {
      if critical != 0, value >= critical { return KitStyle.badge }
      if warning != 0, value >= warning { return KitStyle.warning }
    } else {
      if value <= critical { return KitStyle.badge }
      if value <= warning { return KitStyle.warning }
    }
    return green
  }

  /// A five-pointed star's corners, its points `radius` from `center`, the first one up.
  static func star(around center: Point, radius: Double) -> [Point] {
    (0..<10).map { index in
      let angle = Double(index) * .pi / 5 - .pi / 2
      let distance = index.isMultiple(of: 2) ? radius : radius * 0.4
      return Point(x: center.x + distance * cos(angle), y: center.y + distance * sin(angle))
    }
  }
}
