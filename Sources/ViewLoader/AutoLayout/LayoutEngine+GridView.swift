/// The constraints a grid view makes for its content views, as AppKit's `NSGridView` makes
/// them: columns side by side and rows one below another, `columnSpacing` and `rowSpacing`
/// apart (a hidden one takes no space), each as wide or as tall as its content (or its own
/// width or height); each content view placed in its cell (or the cells it is merged with) by
/// its placement, and a row's views lined up along their baselines when the row says so.
extension LayoutEngine {
  /// A column or a row: where it starts and its length, two variables of the engine's.
  private struct Track {
    let start: SolverExpression
    let length: SolverExpression
    var end: SolverExpression { start + length }
  }

  /// How firmly a column or a row keeps to its content: above AppKit's fitting size, so that
  /// it is as narrow as its widest view unless a required constraint says otherwise.
  static let gridTrackHugging = LayoutPriority.fittingSizeLevel + 1

  /// How firmly the last column (row) keeps to its content: below every other track's and
  /// below a view's reach, so that a grid held larger than its content gives the space to it
  /// (SourceCodeSyntaxHighlight's settings: the second column reaches the grid's trailing
  /// edge), rather than sharing it among the tracks by an arbitrary choice.
  static let gridLastTrackHugging = LayoutPriority.fittingSizeLevel - 1

  /// How firmly a content view reaches toward its cell's far edges (both, centred): a view
  /// without an intrinsic size fills its cell, as a box or a stack view does in Interface
  /// Builder's grids; one with a size keeps it (hugging is stronger).
  static let gridContentReach = LayoutPriority.fittingSizeLevel

  func arrange(_ grid: GridView, at index: Int, tree: LayoutTree) {
    let source = Source.generated("the grid", view: index)
    let columns = tracks(
      grid.columns, spacing: grid.columnSpacing, start: left(index), end: right(index),
      source: source)
    let rows = tracks(
      grid.rows, spacing: grid.rowSpacing, start: top(index), end: bottom(index), source: source)
    let columnIndices = Dictionary(
      grid.columns.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { a, _ in a })
    let rowIndices = Dictionary(
      grid.rows.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { a, _ in a })
    // The rows and columns each merged group spans, by its head.
    var spans: [ObjectIdentifier: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
    for cell in grid.cells {
      guard let head = cell.headOfMergedCell, let row = cell.row, let column = cell.column,
        let rowIndex = rowIndices[ObjectIdentifier(row)],
        let columnIndex = columnIndices[ObjectIdentifier(column)]
      else { continue }
      let key = ObjectIdentifier(head)
      if let span = spans[key] {
        spans[key] = (
          min(span.rows.lowerBound, rowIndex)...max(span.rows.upperBound, rowIndex),
          min(span.columns.lowerBound, columnIndex)...max(span.columns.upperBound, columnIndex)
        )
      } else {
        spans[key] = (rowIndex...rowIndex, columnIndex...columnIndex)
      }
    }
    // The first view of each row lined up by a baseline, which the others follow.
    var baselines: [Int: SolverExpression] = [:]
    for cell in grid.cells {
      guard let content = cell.contentView, let view = tree.indices[ObjectIdentifier(content)],
        tree.parents[view] == index, let row = cell.row, let column = cell.column,
        var rowSpan = rowIndices[ObjectIdentifier(row)].map({ $0...$0 }),
        var columnSpan = columnIndices[ObjectIdentifier(column)].map({ $0...$0 })
      else { continue }
      if let head = cell.headOfMergedCell {
        // A merged group shows its head's content alone, across the group's cells.
        guard head === cell, let span = spans[ObjectIdentifier(cell)] else { continue }
        (rowSpan, columnSpan) = span
      }
      let horizontal = (columns[columnSpan.lowerBound].start, columns[columnSpan.upperBound].end)
      let vertical = (rows[rowSpan.lowerBound].start, rows[rowSpan.upperBound].end)
      if grid.columns[columnSpan.lowerBound].isHidden || grid.rows[rowSpan.lowerBound].isHidden {
        // AppKit hides it (pictures leave it out); it keeps its own size where its cell
        // would start.
        add(left(view), .equal, horizontal.0, source: source)
        add(top(view), .equal, vertical.0, source: source)
        continue
      }
      let xPlacement = resolved(
        cell.xPlacement, grid.columns[columnSpan.lowerBound].xPlacement, grid.xPlacement)
      let yPlacement = resolved(
        cell.yPlacement, grid.rows[rowSpan.lowerBound].yPlacement, grid.yPlacement)
      place(
        xPlacement, within: horizontal, start: left(view), end: right(view),
        priority: LayoutPriority.required, source: source)
      var alignment = cell.rowAlignment
      if alignment == .inherited { alignment = grid.rows[rowSpan.lowerBound].rowAlignment }
      if alignment == .inherited { alignment = grid.rowAlignment }
      guard alignment != .none, alignment != .inherited, yPlacement != .none,
        rowSpan.count == 1
      else {
        place(
          yPlacement, within: vertical, start: top(view), end: bottom(view),
          priority: LayoutPriority.required, source: source)
        continue
      }
      // Along a baseline: inside the row, the row's first such view leading the others, and
      // the placement deciding only where a row taller than its views puts them.
      let line = baseline(
        of: tree.views[view], at: view, last: alignment == .lastBaseline, tree: tree)
      if let first = baselines[rowSpan.lowerBound] {
        add(line, .equal, first, source: source)
      } else {
        baselines[rowSpan.lowerBound] = line
      }
      add(top(view), .greaterThanOrEqual, vertical.0, source: source)
      add(bottom(view), .lessThanOrEqual, vertical.1, source: source)
      place(
        yPlacement, within: vertical, start: top(view), end: bottom(view),
        priority: Self.gridContentReach - 2, source: source)
    }
  }

  /// Columns (or rows) one after another from `start`, `spacing` apart, each with its
  /// paddings; a hidden one has no length and no spacing. The grid ends where the last one
  /// does: it is its rows and columns.
  private func tracks(
    _ lengths: [some GridTrackLayout], spacing: Double, start: SolverExpression,
    end: SolverExpression, source: Source
  ) -> [Track] {
    var tracks: [Track] = []
    tracks.reserveCapacity(lengths.count)
    var cursor = start
    var isFirst = true
    let last = lengths.lastIndex { !$0.isHidden }
    for (index, track) in lengths.enumerated() {
      let made = Track(
        start: SolverExpression(solver.makeVariable()),
        length: SolverExpression(solver.makeVariable()))
      tracks.append(made)
      if track.isHidden {
        add(made.start, .equal, cursor, source: source)
        add(made.length, .equal, 0, source: source)
        continue
      }
      let gap = (isFirst ? 0 : spacing) + track.paddingBefore
      add(made.start, .equal, cursor + SolverExpression(constant: gap), source: source)
      add(made.length, .greaterThanOrEqual, 0, source: source)
      if let fixed = track.fixedLength {
        add(made.length, .equal, SolverExpression(constant: fixed), source: source)
      } else {
        let hugging = index == last ? Self.gridLastTrackHugging : Self.gridTrackHugging
        add(made.length, .equal, 0, priority: hugging, source: source)
      }
      cursor = made.end + SolverExpression(constant: track.paddingAfter)
      isFirst = false
    }
    add(end, .equal, cursor, source: source)
    return tracks
  }

  /// A cell's placement: its own, else its column's (its row's), else the grid's; leading
  /// where even the grid's is inherited.
  private func resolved(
    _ cell: GridView.Placement, _ track: GridView.Placement, _ grid: GridView.Placement
  ) -> GridView.Placement {
    for placement in [cell, track, grid] where placement != .inherited { return placement }
    return .leading
  }

  /// Places a view's side between a cell's edges: against one, centred or stretched across
  /// (never past an edge), or not at all; a view placed against one edge or centred reaches
  /// toward the other at ``gridContentReach``, and always below its placement: a view of a
  /// baseline row, placed at 48, is where its placement says in a row taller than it
  /// (Textual's certificate name, at the top of its 36-point row), not anywhere in it.
  private func place(
    _ placement: GridView.Placement,
    within edges: (SolverExpression, SolverExpression), start: SolverExpression,
    end: SolverExpression, priority: Double, source: Source
  ) {
    let (cellStart, cellEnd) = edges
    let reach = min(Self.gridContentReach, priority - 1)
    switch placement {
    case .none:
      return
    case .inherited, .leading, .top:
      add(start, .equal, cellStart, priority: priority, source: source)
      add(end, .equal, cellEnd, priority: reach, source: source)
    case .trailing, .bottom:
      add(end, .equal, cellEnd, priority: priority, source: source)
      add(start, .equal, cellStart, priority: reach, source: source)
    case .center:
      add(start + end, .equal, cellStart + cellEnd, priority: priority, source: source)
      add(end, .equal, cellEnd, priority: reach, source: source)
    case .fill:
      add(start, .equal, cellStart, priority: priority, source: source)
      add(end, .equal, cellEnd, priority: priority, source: source)
    }
    // A baseline-aligned view is bounded by its row already.
    guard priority == LayoutPriority.required else { return }
    add(start, .greaterThanOrEqual, cellStart, source: source)
    add(end, .lessThanOrEqual, cellEnd, source: source)
  }
}
