/// Draws a table view's own content (its background, section header and footer titles) and
/// its cells (background, text, detail text, accessory, separator), as iOS's default table
/// styles look. The cells themselves are the table's subviews, drawn as views.
struct TablePainter {
  /// The view's rectangle in the picture.
  let frame: Rect

  /// The table's background and the titles of the sections in view.
  func drawTable(_ table: TableView, on canvas: inout SVGCanvas) {
    let grouped = table.style == .grouped
    let background =
      table.backgroundColor ?? (grouped ? KitStyle.groupedBackground : KitStyle.white)
    canvas.rect(frame, fill: background)
    let offset = table.contentOffset.y.isFinite ? table.contentOffset.y : 0
    let windowTop = offset
    let windowBottom = offset + frame.height
    // Sections in view: the first whose bottom is below the window's top, on to the first
    // whose top is below its bottom.
    let sections = table.layout.sections
    var low = 0
    var high = sections.count
    while low < high {
      let middle = low + (high - low) / 2
      if sections[middle].bottom <= windowTop { low = middle + 1 } else { high = middle }
    }
    for section in sections[low...] {
      if section.top >= windowBottom { break }
      let top = frame.origin.y + section.top - offset
      let headerBottom = section.rowCount > 0 ? section.rowTop(0) : section.rowsBottom
      if let title = section.headerTitle, headerBottom > windowTop {
        drawHeader(
          title, top: top, height: headerBottom - section.top, grouped: grouped, on: &canvas)
      }
      if let title = section.footerTitle, section.bottom > windowTop,
        section.rowsBottom < windowBottom
      {
        let footerTop = frame.origin.y + section.rowsBottom - offset
        drawFooter(title, top: footerTop, height: section.bottom - section.rowsBottom, on: &canvas)
      }
    }
  }

  private func drawHeader(
    _ title: String, top: Double, height: Double, grouped: Bool, on canvas: inout SVGCanvas
  ) {
    let box = Rect(x: frame.origin.x + 16, y: top, width: frame.width - 32, height: height)
    if grouped {
      // Small capitals-like grey text, sitting on the rows below.
      let font = KitStyle.headerFont
      let baseline = top + height - 7
      let lines = TextLayout.lines(
        of: title.uppercased(), font: font, width: box.width, maximumLines: 1)
      canvas.text(
        lines, x: box.origin.x, baseline: baseline, font: font, color: KitStyle.groupedHeader)
    } else {
      canvas.rect(
        Rect(x: frame.origin.x, y: top, width: frame.width, height: height),
        fill: KitStyle.groupedBackground)
      KitPainter.drawText(
        title, in: box, font: KitStyle.plainHeaderFont, color: KitStyle.label,
        alignment: .left, numberOfLines: 1, on: &canvas)
    }
  }

  private func drawFooter(_ title: String, top: Double, height: Double, on canvas: inout SVGCanvas)
  {
    let font = KitStyle.headerFont
    let box = Rect(x: frame.origin.x + 16, y: top, width: frame.width - 32, height: height)
    let lines = TextLayout.lines(of: title, font: font, width: box.width, maximumLines: 1)
    canvas.text(
      lines, x: box.origin.x, baseline: top + 7 + font.size * 0.8, font: font,
      color: KitStyle.groupedHeader)
  }

  /// A cell: its background (grey when its row is selected), its text and detail text, its
  /// accessory, and the separator below it (inset, or across the table after a section's last
  /// row of a grouped table).
  func drawCell(_ cell: TableViewCell, on canvas: inout SVGCanvas) {
    let table = cell.tableView
    let path = table?.indexPath(for: cell)
    let selected = path != nil && path == table?.indexPathForSelectedRow
    canvas.rect(
      frame, fill: selected ? KitStyle.selectedRow : (cell.backgroundColor ?? KitStyle.white))
    let accessoryWidth: Double = cell.accessoryType == .none ? 0 : 24
    let textBox = Rect(
      x: frame.origin.x + 16, y: frame.origin.y, width: frame.width - 32 - accessoryWidth,
      height: frame.height)
    if let text = cell.text {
      if let detail = cell.detailText {
        let title = KitStyle.cellFont
        let detailFont = KitStyle.detailFont
        let block = title.lineHeight + detailFont.lineHeight
        let top = frame.origin.y + (frame.height - block) / 2
        KitPainter.drawText(
          text,
          in: Rect(x: textBox.origin.x, y: top, width: textBox.width, height: title.lineHeight),
          font: title, color: KitStyle.label, alignment: .left, numberOfLines: 1, on: &canvas)
        KitPainter.drawText(
          detail,
          in: Rect(
            x: textBox.origin.x, y: top + title.lineHeight, width: textBox.width,
            height: detailFont.lineHeight),
          font: detailFont, color: KitStyle.secondaryLabel, alignment: .left, numberOfLines: 1,
          on: &canvas)
      } else {
        KitPainter.drawText(
          text, in: textBox, font: KitStyle.cellFont, color: KitStyle.label, alignment: .left,
          numberOfLines: 1, on: &canvas)
      }
    } else if let detail = cell.detailText {
      KitPainter.drawText(
        detail, in: textBox, font: KitStyle.detailFont, color: KitStyle.secondaryLabel,
        alignment: .left, numberOfLines: 1, on: &canvas)
    }
    drawAccessory(cell.accessoryType, on: &canvas)
    guard let table, let path else { return }
    let last = path.row == table.numberOfRows(inSection: path.section) - 1
    if last, table.style == .plain { return }
    let inset = last ? 0.0 : 16
    let y = frame.origin.y + frame.height - 0.25
    canvas.line(
      from: Point(x: frame.origin.x + inset, y: y),
      to: Point(x: frame.origin.x + frame.width, y: y),
      stroke: .init(color: KitStyle.separator, width: 0.5))
    if path.row == 0, table.style == .grouped {
      let top = frame.origin.y + 0.25
      canvas.line(
        from: Point(x: frame.origin.x, y: top), to: Point(x: frame.origin.x + frame.width, y: top),
        stroke: .init(color: KitStyle.separator, width: 0.5))
    }
  }

  /// A chevron or a check mark at the trailing edge, vertically centred (the info button of a
  /// detail accessory is not drawn).
  private func drawAccessory(_ accessory: TableViewCell.AccessoryType, on canvas: inout SVGCanvas) {
    let x = frame.origin.x + frame.width - 16 - 6
    let y = frame.origin.y + frame.height / 2
    switch accessory {
    case .none, .detailButton:
      return
    case .disclosureIndicator, .detailDisclosureButton:
      canvas.polyline(
        [Point(x: x - 3, y: y - 6.5), Point(x: x + 3, y: y), Point(x: x - 3, y: y + 6.5)],
        stroke: .init(color: KitStyle.chevron, width: 2.2))
    case .checkmark:
      canvas.polyline(
        [Point(x: x - 7, y: y), Point(x: x - 2.5, y: y + 5), Point(x: x + 6, y: y - 6)],
        stroke: .init(color: KitStyle.tint, width: 2.2))
    }
  }
}
