/// Where a table view's sections and rows lie in its content, computed by `reloadData()`.
///
/// Sections are stacked top to bottom. A section is its header (present only when the data
/// source gives a header title), its rows, then its footer (likewise). Row tops are kept as
/// running sums, so finding the rows in a window of the content is a binary search.
struct TableLayout {
  struct Section {
    /// The y of the section's top (its header's top).
    var top: Double
    var headerTitle: String?
    var footerTitle: String?
    /// The y of each row's top, and one more entry: the bottom of the last row.
    var rowTops: [Double]
    var footerHeight: Double

    var rowCount: Int { rowTops.count - 1 }
    var bottom: Double { rowTops[rowTops.count - 1] + footerHeight }
  }

  var sections: [Section] = []

  /// The height of all the content.
  var height: Double { sections.last?.bottom ?? 0 }

  /// Whether the path names a row.
  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
  }

  /// The top and height of a row, which must exist.
  func span(of indexPath: IndexPath) -> (top: Double, height: Double) {
    let tops = sections[indexPath.section].rowTops
    return (tops[indexPath.row], tops[indexPath.row + 1] - tops[indexPath.row])
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
      let tops = sections[section].rowTops
      // The first row that ends below the window's top, or (height 0) lies at or below it.
      var row = firstIndex(in: 0..<(tops.count - 1)) { tops[$0 + 1] > top || tops[$0] >= top }
      while row < tops.count - 1, tops[row] < bottom {
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
