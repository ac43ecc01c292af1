/// The kit's search bars, in iOS 13's look.
extension KitPainter {
  /// A search bar: its background (none in the minimal style); its prompt, when it has one
  /// and the bar is tall enough, in a line above; a grey rounded field 36 points high, 8
  /// points inside the bar's sides, with a magnifying glass and the search text, else the
  /// grey placeholder; a Cancel button in the tint after it when it shows one; and, when it
  /// shows its scope bar, its scope buttons below as segments, the selected one raised.
  func drawSearchBar(_ bar: SearchBar, on canvas: inout SVGCanvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    let dark = bar.barStyle != .default
    if bar.searchBarStyle != .minimal {
      drawBarFill(
        bar.barTintColor, dark: dark, isTranslucent: bar.isTranslucent, hairline: nil,
        on: &canvas)
    }
    var top = frame.origin.y
    if let prompt = bar.prompt, !prompt.isEmpty, frame.height >= 74 {
      KitPainter.drawText(
        prompt, in: Rect(x: frame.origin.x, y: top, width: frame.width, height: 30),
        font: KitStyle.promptFont, color: dark ? KitStyle.white : KitStyle.label,
        alignment: .center, numberOfLines: 1, on: &canvas)
      top += 30
    }
    let bottom = frame.origin.y + frame.height
    let row = Rect(x: frame.origin.x, y: top, width: frame.width, height: min(56, bottom - top))
    var fieldEnd = row.origin.x + row.width - 8
    if bar.showsCancelButton {
      let font = KitStyle.barItemFont
      let width = min(TextMeasure.width(of: "Cancel", in: font), row.width / 3)
      KitPainter.drawText(
        "Cancel", in: Rect(x: fieldEnd - width, y: row.origin.y, width: width, height: row.height),
        font: font, color: KitPainter.tint(of: bar), alignment: .right, numberOfLines: 1,
        on: &canvas)
      fieldEnd -= width + 8
    }
    let fieldHeight = min(36, row.height)
    let field = Rect(
      x: row.origin.x + 8, y: row.origin.y + (row.height - fieldHeight) / 2,
      width: fieldEnd - row.origin.x - 8, height: fieldHeight)
    if field.width > 0, field.height > 0 {
      drawSearchField(bar, in: field, dark: dark, on: &canvas)
    }
    let scopeTop = row.origin.y + row.height
    let scope = Rect(
      x: frame.origin.x + 8, y: scopeTop, width: frame.width - 16,
      height: min(32, bottom - scopeTop))
    if bar.showsScopeBar, scope.width > 0, scope.height > 0 {
      KitPainter(frame: scope).drawSegments(
        titles: bar.scopeButtonTitles, images: [], selected: bar.selectedScopeButtonIndex,
        byContent: false, selectedColor: nil, isEnabled: true, on: &canvas)
    }
  }

  /// A search bar's field in `field`: a grey rounded rectangle, a magnifying glass at its
  /// start and the search text (in white on a dark bar), else the placeholder in grey.
  private func drawSearchField(
    _ bar: SearchBar, in field: Rect, dark: Bool, on canvas: inout SVGCanvas
  ) {
    canvas.rect(field, fill: KitStyle.fill, radius: min(10, field.height / 2))
    guard field.width > 36, field.height >= 14 else { return }
    let lens = Point(x: field.origin.x + 14, y: field.origin.y + field.height / 2 - 1)
    let stroke = SVGCanvas.Stroke(color: KitStyle.gray, width: 1.8)
    canvas.circle(center: lens, radius: 5.5, fill: nil, stroke: stroke)
    canvas.line(
      from: Point(x: lens.x + 4, y: lens.y + 4), to: Point(x: lens.x + 7.5, y: lens.y + 7.5),
      stroke: stroke)
    let textBox = Rect(
      x: field.origin.x + 28, y: field.origin.y, width: field.width - 36, height: field.height)
    if let text = bar.text, !text.isEmpty {
      KitPainter.drawText(
        text, in: textBox, font: KitStyle.fieldFont, color: dark ? KitStyle.white : KitStyle.label,
        alignment: .left, numberOfLines: 1, on: &canvas)
    } else if let placeholder = bar.placeholder {
      KitPainter.drawText(
        placeholder, in: textBox, font: KitStyle.fieldFont, color: KitStyle.gray,
        alignment: .left, numberOfLines: 1, on: &canvas)
    }
  }
}
