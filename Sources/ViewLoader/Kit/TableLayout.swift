/// Where a table view's sections and rows lie in its content, computed by `reloadData()`.
///
/// Sections are stacked top to bottom. A section is its header (present only when the data
/// source gives a header title), its rows, then its footer (likewise). A section's rows are
/// kept as runs of rows of one height, so a section of rows of one height takes the same
/// memory at any length; a row's top is its run's top plus the rows before it in the run
/// times their height, and finding the rows in a window of the content is a binary search.
struct TableLayout {
  /// Rows that follow each other and have one height.
  struct Run {
    /// The run's first row.
    var firstRow: Int
    /// The y of the first row's top.
    var top: Double
    /// The height of each row of the run.
    var height: Double

    /// The y where the run's `count`th row starts (where its rows end, for all of them),
    /// never past the largest finite `Double`.
    func top(after count: Int) -> Double {
      min(top + Double(count) * height, .greatestFiniteMagnitude)
    }
  }

  struct Section {
    /// The y of the section's top (its header's top).
    var top: Double
    var headerTitle: String?
    var footerTitle: String?
    /// The runs of rows, in order, from row 0; none when the section has no rows.
    var runs: [Run]
    var rowCount: Int
    /// The y of the bottom of the last row (of the header, or the top, without rows).
    var rowsBottom: Double
    /// The y of the section's bottom (its footer's bottom).
    var bottom: Double

    /// The y of a row's top, for a row in `0...rowCount` (`rowCount`: the rows' bottom).
    func rowTop(_ row: Int) -> Double {
      if row >= rowCount { return rowsBottom }
      // The last run that starts at or before the row.
      var low = 0
      var high = runs.count
      while low < high {
        let middle = low + (high - low) / 2
        if runs[middle].firstRow <= row { low = middle + 1 } else { high = middle }
      }
      let run = runs[low - 1]
      return run.top(after: row - run.firstRow)
    }
  }

  /// Collects a section's rows into runs, one row at a time.
  struct RowRuns {
    private(set) var runs: [Run] = []
    private(set) var count = 0
    /// The y where the next row starts.
    private(set) var bottom: Double

    init(top: Double) { bottom = top }

    /// Adds `count` rows of a height that is already a length (see ``TableLayout/length(_:)``).
    mutating func append(height: Double, count added: Int = 1) {
      guard added > 0 else { return }
      if let last = runs.last, last.height == height {
        count += added
        bottom = last.top(after: count - last.firstRow)
      } else {
        let run = Run(firstRow: count, top: bottom, height: height)
        runs.append(run)
        count += added
        bottom = run.top(after: added)
      }
    }
  }

  var sections: [Section] = []
  /// The height of the table's header view, above the first section.
  var headerHeight = 0.0
  /// The height of the table's footer view, below the last section.
  var footerHeight = 0.0

  /// The y where the table's footer view starts: below the last section.
  var footerTop: Double { sections.last?.bottom ?? headerHeight }

  /// The height of all the content.
  var height: Double { Self.advance(footerTop, by: footerHeight) }

  /// Whether the path names a row.
  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
  }

  /// The top and height of a row, which must exist.
  func span(of indexPath: IndexPath) -> (top: Double, height: Double) {
    let section = sections[indexPath.section]
    let top = section.rowTop(indexPath.row)
    return (top, section.rowTop(indexPath.row + 1) - top)
  }

  /// The rows that overlap the window `top..<bottom` of the content, in order.
  ///
  /// A row covers `rowTop..<rowBottom` and overlaps the window when the two ranges share a
  /// point; a row of height 0 is the point `rowTop`, so it overlaps when
  /// `top <= rowTop < bottom`: wherever it lies in the window, also at its top edge, and never
  /// at its bottom edge (where a row that starts there does not overlap either). A window of
  /// height 0 or less overlaps nothing.
  func indexPaths(from top: Double, to bottom: Double) -> [IndexPath] {
    guard bottom > top else { return [] }
    var paths: [IndexPath] = []
    // Both predicates are false, then true: tops and bottoms only grow.
    var section = firstIndex(in: sections.indices) {
      sections[$0].bottom > top || sections[$0].top >= top
    }
    while section < sections.count, sections[section].top < bottom {
      let rows = sections[section]
      // The first row that ends below the window's top, or (height 0) lies at or below it.
      var row = firstIndex(in: 0..<rows.rowCount) {
        rows.rowTop($0 + 1) > top || rows.rowTop($0) >= top
      }
      while row < rows.rowCount, rows.rowTop(row) < bottom {
        paths.append(IndexPath(row: row, section: section))
        row += 1
      }
      section += 1
    }
    return paths
  }

  /// A height as the layout uses it: negative and non-finite heights (NaN, infinity) count
  /// as 0, so that no such value reaches the running sums (NaN would survive `max(_, 0)`).
  static func length(_ height: Double) -> Double {
    height.isFinite ? max(height, 0) : 0
  }

  /// The running sum `y` after something of `height`: the sum never passes the largest finite
  /// `Double`, so that rows below it have finite tops and heights (0), never infinity or NaN.
  static func advance(_ y: Double, by height: Double) -> Double {
    min(y + length(height), .greatestFiniteMagnitude)
  }

  /// The first index of a range where `predicate` holds, assuming it is false then true.
  private func firstIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if predicate(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
