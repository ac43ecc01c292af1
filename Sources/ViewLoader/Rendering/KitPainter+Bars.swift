/// The kit's bars: navigation bars, toolbars and tab bars, in iOS 13's look (and the
/// backgrounds search bars share with them).
extension KitPainter {
  /// What a bar button item takes on a bar.
  private enum BarItemContent {
    /// A title, in its font.
    case title(String, KitFont)
    /// A glyph standing for the item's image or system icon.
    case glyph
    /// A plus sign: the add system item.
    case plus
    /// Room only: a fixed space, or an item whose custom view is not drawn.
    case space
    /// Room that grows to share what the other items leave.
    case flexibleSpace
  }

  /// An item placed on a bar: what it shows, its colour and its box.
  private struct PlacedBarItem {
    var content: BarItemContent
    var color: Color
    var box: Rect
  }

  /// The edge a bar shares with the content beside it, where its hairline is drawn.
  enum BarEdge {
    /// The top edge: a toolbar's or a tab bar's, at the bottom of a screen.
    case top
    /// The bottom edge: a navigation bar's, at the top of a screen.
    case bottom
  }

  /// The margin between a bar's ends and its first and last items, and the gap between items.
  private static let barMargin = 16.0
  private static let barItemGap = 8.0

  // MARK: - Navigation bars

  /// A navigation bar: its background and bottom hairline; its top item's title, semibold and
  /// centred (between the items, when it does not fit between them centred on the bar), or,
  /// when the bar prefers large titles and is tall enough, large at the start below its row of
  /// items; its prompt, when it has one and the bar is tall enough, in a line above; its left
  /// items from the start (or, with none, a back button when an item lies beneath the top
  /// one: a chevron and the title the item below asks for, its own title, or "Back") and its
  /// right items from the end, the first outermost, in the tint.
  func drawNavigationBar(_ bar: NavigationBar, on canvas: inout SVGCanvas) {
    drawBarBackground(bar, hairline: .bottom, on: &canvas)
    guard let item = bar.topItem, frame.width > 0, frame.height > 0 else { return }
    let textColor = bar.barStyle == .default ? KitStyle.label : KitStyle.white
    var row = frame
    if let prompt = item.prompt, !prompt.isEmpty, frame.height >= 74 {
      KitPainter.drawText(
        prompt, in: Rect(x: frame.origin.x, y: frame.origin.y, width: frame.width, height: 30),
        font: KitStyle.promptFont, color: textColor, alignment: .center, numberOfLines: 1,
        on: &canvas)
      row.origin.y += 30
      row.size.height -= 30
    }
    let isLarge =
      bar.prefersLargeTitles && item.largeTitleDisplayMode != .never && row.height >= 96
    row.size.height = min(row.height, 44)
    let tint = KitPainter.tint(of: bar)
    let end = row.origin.x + row.width
    var leftEnd = row.origin.x
    if item.leftBarButtonItems.isEmpty, !item.hidesBackButton, bar.items.count >= 2 {
      leftEnd = drawBackButton(
        below: bar.items[bar.items.count - 2], in: row, color: tint, on: &canvas)
    } else {
      let placed = placeBarItems(
        item.leftBarButtonItems, from: row.origin.x + Self.barMargin, towardsEnd: true, in: row,
        tint: tint)
      drawBarItems(placed, within: row, on: &canvas)
      leftEnd = placed.last.map { $0.box.origin.x + $0.box.width } ?? row.origin.x
    }
    let right = placeBarItems(
      item.rightBarButtonItems, from: end - Self.barMargin, towardsEnd: false, in: row, tint: tint)
    drawBarItems(
      right,
      within: Rect(x: leftEnd, y: row.origin.y, width: max(end - leftEnd, 0), height: row.height),
      on: &canvas)
    let rightStart = right.last?.box.origin.x ?? end
    guard item.titleView == nil, let title = item.title, !title.isEmpty else { return }
    if isLarge {
      let box = Rect(
        x: frame.origin.x + Self.barMargin, y: row.origin.y + row.height,
        width: frame.width - 2 * Self.barMargin, height: 52)
      KitPainter.drawText(
        title, in: box, font: KitStyle.largeTitleFont, color: textColor, alignment: .left,
        numberOfLines: 1, on: &canvas)
      return
    }
    // Centred on the bar when it fits clear of the items, else centred between them.
    let font = KitStyle.barTitleFont
    let width = TextMeasure.width(of: title, in: font)
    let start = leftEnd + Self.barItemGap
    let stop = rightStart - Self.barItemGap
    var box = Rect(x: start, y: row.origin.y, width: max(stop - start, 0), height: row.height)
    let centred = row.origin.x + (row.width - width) / 2
    if centred >= start, centred + width <= stop {
      box = Rect(x: centred, y: row.origin.y, width: width, height: row.height)
    }
    KitPainter.drawText(
      title, in: box, font: font, color: textColor, alignment: .center, numberOfLines: 1,
      on: &canvas)
  }

  /// A back button at the start of `row`: a chevron, and the title `previous` (the item below
  /// the top one) gives it, at most a third of the row wide. Returns where it ends.
  private func drawBackButton(
    below previous: NavigationItem, in row: Rect, color: Color, on canvas: inout SVGCanvas
  ) -> Double {
    let middle = row.origin.y + row.height / 2
    let tip = row.origin.x + 8
    let reach = min(10, row.height / 2)
    canvas.polyline(
      [
        Point(x: tip + reach * 0.6, y: middle - reach), Point(x: tip, y: middle),
        Point(x: tip + reach * 0.6, y: middle + reach),
      ], stroke: .init(color: color, width: 2.5))
    let title =
      previous.backBarButtonItem?.title ?? previous.backButtonTitle ?? previous.title ?? "Back"
    let font = KitStyle.barItemFont
    let width = min(TextMeasure.width(of: title, in: font), row.width / 3)
    let box = Rect(x: tip + 18, y: row.origin.y, width: width, height: row.height)
    KitPainter.drawText(
      title, in: box, font: font, color: color, alignment: .left, numberOfLines: 1, on: &canvas)
    return title.isEmpty ? tip + reach : box.origin.x + box.width
  }

  // MARK: - Toolbars

  /// A toolbar: its background and top hairline, and its items in the tint along its first
  /// 44 points, from its start, each as wide as its title or glyph and 8 points from the
  /// next, its flexible spaces sharing what the others leave (so that a toolbar's items are
  /// spread along it as its spaces say); items past its end are not drawn.
  func drawToolbar(_ bar: Toolbar, on canvas: inout SVGCanvas) {
    drawBarBackground(bar, hairline: .top, on: &canvas)
    guard frame.width > 0, frame.height > 0 else { return }
    let row = Rect(
      x: frame.origin.x, y: frame.origin.y, width: frame.width, height: min(frame.height, 44))
    let placed = placeBarItems(
      bar.items, from: row.origin.x + Self.barMargin, towardsEnd: true, in: row,
      tint: KitPainter.tint(of: bar))
    drawBarItems(placed, within: row, on: &canvas)
  }

  /// `items` placed along `row` one after another from `start`, towards its end (or, not
  /// `towardsEnd`, towards its start, the first item outermost), each as wide as its content
  /// (or its own width) and 8 points apart; flexible spaces share what the others leave of
  /// the row less its margins. At most ``KitPainter/maximumDrawnItems`` are placed.
  private func placeBarItems(
    _ items: [BarButtonItem], from start: Double, towardsEnd: Bool, in row: Rect, tint: Color
  ) -> [PlacedBarItem] {
    let shown = items.prefix(Self.maximumDrawnItems)
    let contents = shown.map(Self.content(of:))
    var widths = zip(shown, contents).map { item, content in Self.width(of: item, showing: content)
    }
    let flexible = contents.filter { if case .flexibleSpace = $0 { true } else { false } }.count
    if flexible > 0 {
      let used = widths.reduce(0, +) + Double(max(widths.count - 1, 0)) * Self.barItemGap
      let share = max(row.width - 2 * Self.barMargin - used, 0) / Double(flexible)
      for (index, content) in contents.enumerated() {
        if case .flexibleSpace = content { widths[index] = share }
      }
    }
    var x = start
    var placed: [PlacedBarItem] = []
    for (index, item) in shown.enumerated() {
      let width = widths[index]
      let left = towardsEnd ? x : x - width
      let color = item.isEnabled ? (item.tintColor ?? tint) : KitStyle.disabled
      placed.append(
        PlacedBarItem(
          content: contents[index], color: color,
          box: Rect(x: left, y: row.origin.y, width: width, height: row.height)))
      x = towardsEnd ? x + width + Self.barItemGap : x - width - Self.barItemGap
    }
    return placed
  }

  /// Draws placed items, each cut to what of it lies within `bounds` (an item wholly outside
  /// is not drawn).
  private func drawBarItems(
    _ items: [PlacedBarItem], within bounds: Rect, on canvas: inout SVGCanvas
  ) {
    let limit = bounds.origin.x + bounds.width
    for item in items {
      let left = max(item.box.origin.x, bounds.origin.x)
      let right = min(item.box.origin.x + item.box.width, limit)
      guard right > left else { continue }
      let box = Rect(x: left, y: item.box.origin.y, width: right - left, height: item.box.height)
      switch item.content {
      case .title(let title, let font):
        KitPainter.drawText(
          title, in: box, font: font, color: item.color, alignment: .center, numberOfLines: 1,
          on: &canvas)
      case .glyph:
        let side = min(22, box.width, box.height)
        let glyph = Rect(
          x: box.origin.x + (box.width - side) / 2, y: box.origin.y + (box.height - side) / 2,
          width: side, height: side)
        KitPainter(frame: glyph).drawImageGlyph(tint: item.color, on: &canvas)
      case .plus:
        let center = Point(
          x: box.origin.x + box.width / 2, y: box.origin.y + box.height / 2)
        let arm = min(9, box.width / 2, box.height / 2)
        let stroke = SVGCanvas.Stroke(color: item.color, width: 2)
        canvas.line(
          from: Point(x: center.x - arm, y: center.y), to: Point(x: center.x + arm, y: center.y),
          stroke: stroke)
        canvas.line(
          from: Point(x: center.x, y: center.y - arm), to: Point(x: center.x, y: center.y + arm),
          stroke: stroke)
      case .space, .flexibleSpace:
        break
      }
    }
  }

  /// What `item` shows: a system item's title (Done and Save semibold) or icon, else its
  /// title (semibold for a done item), else its image, else room only.
  private static func content(of item: BarButtonItem) -> BarItemContent {
    switch item.systemItem {
    case .flexibleSpace: return .flexibleSpace
    case .fixedSpace: return .space
    case .done: return .title("Done", KitStyle.doneItemFont)
    case .save: return .title("Save", KitStyle.doneItemFont)
    case .cancel: return .title("Cancel", KitStyle.barItemFont)
    case .edit: return .title("Edit", KitStyle.barItemFont)
    case .add: return .plus
    case .some: return .glyph
    case nil: break
    }
    if let title = item.title, !title.isEmpty {
      return .title(title, item.style == .done ? KitStyle.doneItemFont : KitStyle.barItemFont)
    }
    return item.image == nil ? .space : .glyph
  }

  /// The room `item` takes: its own width when it has one, else its title's width, a glyph's
  /// 24 points, a plus sign's 22, or its custom view's width.
  private static func width(of item: BarButtonItem, showing content: BarItemContent) -> Double {
    func length(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
    if item.width > 0 { return length(item.width) }
    switch content {
    case .title(let title, let font): return TextMeasure.width(of: title, in: font)
    case .glyph: return 24
    case .plus: return 22
    case .space: return length(item.customView?.frame.width ?? 0)
    case .flexibleSpace: return 0
    }
  }

  // MARK: - Tab bars

  /// A tab bar: its background and top hairline, and its tabs in equal parts of its first 49
  /// points, each an image glyph over its title (a system tab's own title), or its title
  /// alone, in the tint when selected and grey (or the bar's colour) when not, with its badge,
  /// a red capsule of white text, at the glyph's top right.
  func drawTabBar(_ bar: TabBar, on canvas: inout SVGCanvas) {
    drawBarBackground(bar, hairline: .top, on: &canvas)
    let count = bar.items.count
    guard count > 0, frame.width > 0, frame.height > 0 else { return }
    let slot = frame.width / Double(count)
    let height = min(frame.height, 49)
    let tint = KitPainter.tint(of: bar)
    let unselected = bar.unselectedItemTintColor ?? KitStyle.gray
    for (index, item) in bar.items.prefix(Self.maximumDrawnItems).enumerated() {
      let x = frame.origin.x + Double(index) * slot
      let color =
        !item.isEnabled ? KitStyle.disabled : item === bar.selectedItem ? tint : unselected
      let title = item.systemItem.map(Self.title(of:)) ?? item.title ?? ""
      let side = min(25, slot - 4, height - 24)
      var glyph: Rect? = nil
      if item.systemItem != nil || item.image != nil, side > 0 {
        let box = Rect(
          x: x + (slot - side) / 2, y: frame.origin.y + (title.isEmpty ? (height - side) / 2 : 5),
          width: side, height: side)
        KitPainter(frame: box).drawImageGlyph(tint: color, on: &canvas)
        glyph = box
      }
      let titleBox =
        glyph == nil
        ? Rect(x: x + 2, y: frame.origin.y, width: slot - 4, height: height)
        : Rect(x: x + 2, y: frame.origin.y + 33, width: slot - 4, height: 12)
      KitPainter.drawText(
        title, in: titleBox, font: KitStyle.tabItemFont, color: color, alignment: .center,
        numberOfLines: 1, on: &canvas)
      if let badge = item.badgeValue {
        let anchor = glyph ?? titleBox
        let font = KitStyle.badgeFont
        let width = min(max(18, TextMeasure.width(of: badge, in: font) + 10), slot / 2)
        let capsule = Rect(
          x: anchor.origin.x + anchor.width / 2 + 5, y: anchor.origin.y - 3, width: width,
          height: 18)
        canvas.rect(capsule, fill: item.badgeColor ?? KitStyle.badge, radius: 9)
        KitPainter.drawText(
          badge, in: capsule, font: font, color: KitStyle.white, alignment: .center,
          numberOfLines: 1, on: &canvas)
      }
    }
  }

  /// The title UIKit gives a system tab.
  private static func title(of item: TabBarItem.SystemItem) -> String {
    switch item {
    case .more: "More"
    case .favorites: "Favorites"
    case .featured: "Featured"
    case .topRated: "Top Rated"
    case .recents: "Recents"
    case .contacts: "Contacts"
    case .history: "History"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .downloads: "Downloads"
    case .mostRecent: "Most Recent"
    case .mostViewed: "Most Viewed"
    }
  }

  // MARK: - Backgrounds

  /// A bar's background, as ``drawBarFill(_:dark:isTranslucent:hairline:on:)`` draws it.
  private func drawBarBackground(_ bar: Bar, hairline: BarEdge, on canvas: inout SVGCanvas) {
    drawBarFill(
      bar.barTintColor, dark: bar.barStyle != .default, isTranslucent: bar.isTranslucent,
      hairline: hairline, on: &canvas)
  }

  /// A bar's background over ``frame``: its bar tint colour, else light (dark for the black
  /// styles) and a little see-through, opaque when it is not translucent; and a hairline
  /// along the edge it shares with the content beside it.
  func drawBarFill(
    _ tint: Color?, dark: Bool, isTranslucent: Bool, hairline: BarEdge?,
    on canvas: inout SVGCanvas
  ) {
    guard frame.width > 0, frame.height > 0 else { return }
    var color = tint ?? (dark ? KitStyle.darkBar : KitStyle.bar)
    if tint == nil, !isTranslucent { color.alpha = 1 }
    canvas.rect(frame, fill: color)
    guard let hairline else { return }
    let thickness = min(0.5, frame.height)
    let y = hairline == .top ? frame.origin.y : frame.origin.y + frame.height - thickness
    canvas.rect(
      Rect(x: frame.origin.x, y: y, width: frame.width, height: thickness),
      fill: KitStyle.barHairline)
  }
}
