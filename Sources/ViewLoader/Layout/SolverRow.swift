/// One row of the solver's tableau: `constant + Σ coefficient × symbol`, its cells sorted by
/// symbol so that two rows merge in one pass and the first cell of a kind is the one with the
/// lowest id (which makes the simplex steps deterministic and keeps them from cycling).
struct SolverRow: Sendable {
  /// One symbol and its coefficient.
  struct Cell: Sendable {
    var symbol: Int32
    var coefficient: Double
  }

  /// The row's constant: the value of its basic symbol while every other symbol is zero.
  var constant: Double
  /// The cells, in increasing symbol order: one array, so that a row is one allocation and a
  /// cell one move.
  private(set) var cells: [Cell] = []
  /// A bit for every symbol the row has held (`symbol % 64`): a clear bit proves a symbol is
  /// absent, so that a substitution skips most rows without searching them. Bits of removed
  /// symbols stay set until the row is rebuilt.
  private var presence: UInt64 = 0

  private static func bit(_ symbol: Int32) -> UInt64 {
    1 << UInt64(UInt32(bitPattern: symbol) & 63)
  }

  /// Coefficients this close to zero are dropped: what is left after cancellation is rounding.
  static let epsilon = 1.0e-8

  /// A row with a constant and no symbols.
  init(constant: Double) {
    self.constant = constant
  }

  /// Whether the row has no symbols left.
  var isConstant: Bool { cells.isEmpty }

  /// The number of symbols with a coefficient.
  var count: Int { cells.count }

  /// Whether a value is zero within the solver's tolerance.
  static func isNearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
  }

  /// Where a symbol is or would be inserted.
  private func position(of symbol: Int32) -> (index: Int, found: Bool) {
    // The symbols a step adds, removes or substitutes are most often the newest: at the end.
    if let last = cells.last, last.symbol <= symbol {
      return last.symbol == symbol ? (cells.count - 1, true) : (cells.count, false)
    }
    return search(for: symbol)
  }

  /// A binary search for where a symbol is or would be inserted.
  private func search(for symbol: Int32) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let current = cells[middle].symbol
      if current == symbol { return (middle, true) }
      if current < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of a symbol, 0 when it has none.
  func coefficient(of symbol: Int32) -> Double {
    guard presence & Self.bit(symbol) != 0 else { return 0 }
    // A lookup is as often of an old symbol (an edit variable's marker, as a resize shifts
    // every row): a search from the middle, without a look at the end first.
    let (index, found) = search(for: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Adds `coefficient × symbol`, dropping the cell when the sum cancels.
  mutating func add(_ symbol: Int32, times coefficient: Double) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if Self.isNearZero(sum) {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
    } else if !Self.isNearZero(coefficient) {
      let cell = Cell(symbol: symbol, coefficient: coefficient)
      if index == cells.count { cells.append(cell) } else { cells.insert(cell, at: index) }
      presence |= Self.bit(symbol)
    }
  }

  /// Adds `factor ×` another row, constant included.
  mutating func add(_ other: SolverRow, times factor: Double) {
    constant += other.constant * factor
    if cells.isEmpty, factor == 1 {
      // An empty row takes the other's cells as they are, sharing its array.
      cells = other.cells
      presence = other.presence
      return
    }
    if other.cells.count <= 4 || cells.isEmpty {
      reserveRoom(for: other.cells.count)
      for cell in other.cells { add(cell.symbol, times: cell.coefficient * factor) }
      return
    }
    // A merge of the two sorted lists, for long rows (the objective, chiefly).
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var mine = 0
    var theirs = 0
    var mergedPresence: UInt64 = 0
    while mine < cells.count || theirs < other.cells.count {
      var cell: Cell
      if theirs == other.cells.count
        || (mine < cells.count && cells[mine].symbol < other.cells[theirs].symbol)
      {
        cell = cells[mine]
        mine += 1
      } else if mine == cells.count || other.cells[theirs].symbol < cells[mine].symbol {
        cell = other.cells[theirs]
        cell.coefficient *= factor
        theirs += 1
      } else {
        cell = cells[mine]
        cell.coefficient += other.cells[theirs].coefficient * factor
        mine += 1
        theirs += 1
      }
      if !Self.isNearZero(cell.coefficient) {
        merged.append(cell)
        mergedPresence |= Self.bit(cell.symbol)
      }
    }
    cells = merged
    presence = mergedPresence
  }

  /// Makes room for `extra` more cells in one allocation, at least doubling the room, so that
  /// a row that grows by several cells at once is not reallocated for each of them.
  mutating func reserveRoom(for extra: Int) {
    let needed = cells.count + extra
    let capacity = cells.capacity
    if needed > capacity { cells.reserveCapacity(Swift.max(needed, 2 * capacity)) }
  }

  /// Removes a symbol's cell.
  mutating func remove(_ symbol: Int32) {
    guard presence & Self.bit(symbol) != 0 else { return }
    let (index, found) = position(of: symbol)
    if found { cells.remove(at: index) }
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Rewrites `0 = row` as `symbol = row'`: the symbol leaves the row and the rest is divided
  /// by minus its coefficient. The symbol must have a coefficient.
  mutating func solve(for symbol: Int32) {
    let (index, found) = position(of: symbol)
    precondition(found, "solving a row for a symbol it does not hold")
    let factor = -1.0 / cells[index].coefficient
    cells.remove(at: index)
    constant *= factor
    for position in cells.indices { cells[position].coefficient *= factor }
  }

  /// Rewrites `basic = row` as `symbol = row'`, where `symbol` is in the row and `basic` is not.
  mutating func solve(for symbol: Int32, replacing basic: Int32) {
    add(basic, times: -1)
    solve(for: symbol)
  }

  /// Whether the row may hold a symbol: `false` proves it does not (a look at one bit).
  func mayHold(_ symbol: Int32) -> Bool { presence & Self.bit(symbol) != 0 }

  /// Replaces a symbol by the row that defines it, if the symbol is in this row.
  /// - Returns: Whether the row changed.
  @discardableResult
  mutating func substitute(_ symbol: Int32, by definition: SolverRow) -> Bool {
    guard presence & Self.bit(symbol) != 0 else { return false }
    let (index, found) = position(of: symbol)
    guard found else { return false }
    let coefficient = cells[index].coefficient
    cells.remove(at: index)
    add(definition, times: coefficient)
    return true
  }

  /// Calls `body` with each symbol and its coefficient, in increasing symbol order.
  func forEachCell(_ body: (Int32, Double) throws -> Void) rethrows {
    for cell in cells { try body(cell.symbol, cell.coefficient) }
  }

  /// The first symbol, in increasing order, that satisfies a predicate.
  func firstSymbol(where predicate: (Int32, Double) -> Bool) -> Int32? {
    for cell in cells where predicate(cell.symbol, cell.coefficient) { return cell.symbol }
    return nil
  }
}
