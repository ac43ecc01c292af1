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
