/// One row of the solver's tableau: `constant + Σ coefficient × symbol`, its cells sorted by
/// symbol so that two rows merge in one pass and the first cell of a kind is the one with the
/// lowest id (which makes the simplex steps deterministic and keeps them from cycling).
struct SolverRow: Sendable {
  /// The row's constant: the value of its basic symbol while every other symbol is zero.
  var constant: Double
  /// The symbols with a coefficient, in increasing order.
  private(set) var symbols: [Int32] = []
  /// The coefficient of each symbol, in the same order.
  private(set) var coefficients: [Double] = []
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
  var isConstant: Bool { symbols.isEmpty }

  /// The number of symbols with a coefficient.
  var count: Int { symbols.count }

  /// Whether a value is zero within the solver's tolerance.
  static func isNearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
  }

  /// Where a symbol is or would be inserted.
  private func position(of symbol: Int32) -> (index: Int, found: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let middle = (low + high) >> 1
      let current = symbols[middle]
      if current == symbol { return (middle, true) }
      if current < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of a symbol, 0 when it has none.
  func coefficient(of symbol: Int32) -> Double {
    guard presence & Self.bit(symbol) != 0 else { return 0 }
    let (index, found) = position(of: symbol)
    return found ? coefficients[index] : 0
  }

  /// Adds `coefficient × symbol`, dropping the cell when the sum cancels.
  mutating func add(_ symbol: Int32, times coefficient: Double) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = coefficients[index] + coefficient
      if Self.isNearZero(sum) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
      } else {
        coefficients[index] = sum
      }
    } else if !Self.isNearZero(coefficient) {
      symbols.insert(symbol, at: index)
      coefficients.insert(coefficient, at: index)
      presence |= Self.bit(symbol)
    }
  }

  /// Adds `factor ×` another row, constant included.
  mutating func add(_ other: SolverRow, times factor: Double) {
    constant += other.constant * factor
    if symbols.isEmpty, factor == 1 {
      // An empty row takes the other's cells as they are, sharing its arrays.
      symbols = other.symbols
      coefficients = other.coefficients
      presence = other.presence
      return
    }
    if other.symbols.count <= 4 || symbols.isEmpty {
      for index in other.symbols.indices {
        add(other.symbols[index], times: other.coefficients[index] * factor)
      }
      return
    }
    // A merge of the two sorted lists, for long rows (the objective, chiefly).
    var mergedSymbols: [Int32] = []
    var mergedCoefficients: [Double] = []
    mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
    mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
    var mine = 0
    var theirs = 0
    var mergedPresence: UInt64 = 0
    while mine < symbols.count || theirs < other.symbols.count {
      let symbol: Int32
      let value: Double
      if theirs == other.symbols.count
        || (mine < symbols.count && symbols[mine] < other.symbols[theirs])
      {
        symbol = symbols[mine]
        value = coefficients[mine]
        mine += 1
      } else if mine == symbols.count || other.symbols[theirs] < symbols[mine] {
        symbol = other.symbols[theirs]
        value = other.coefficients[theirs] * factor
        theirs += 1
      } else {
        symbol = symbols[mine]
        value = coefficients[mine] + other.coefficients[theirs] * factor
        mine += 1
        theirs += 1
      }
      if !Self.isNearZero(value) {
        mergedSymbols.append(symbol)
        mergedCoefficients.append(value)
        mergedPresence |= Self.bit(symbol)
      }
    }
    symbols = mergedSymbols
    coefficients = mergedCoefficients
    presence = mergedPresence
  }

  /// Removes a symbol's cell.
  mutating func remove(_ symbol: Int32) {
    guard presence & Self.bit(symbol) != 0 else { return }
    let (index, found) = position(of: symbol)
    if found {
      symbols.remove(at: index)
      coefficients.remove(at: index)
    }
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    for index in coefficients.indices { coefficients[index] = -coefficients[index] }
  }

  /// Rewrites `0 = row` as `symbol = row'`: the symbol leaves the row and the rest is divided
  /// by minus its coefficient. The symbol must have a coefficient.
  mutating func solve(for symbol: Int32) {
    let (index, found) = position(of: symbol)
    precondition(found, "solving a row for a symbol it does not hold")
    let factor = -1.0 / coefficients[index]
    symbols.remove(at: index)
    coefficients.remove(at: index)
    constant *= factor
    for position in coefficients.indices { coefficients[position] *= factor }
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
    let coefficient = coefficients[index]
    symbols.remove(at: index)
    coefficients.remove(at: index)
    add(definition, times: coefficient)
    return true
  }

  /// Calls `body` with each symbol and its coefficient, in increasing symbol order.
  func forEachCell(_ body: (Int32, Double) throws -> Void) rethrows {
    for index in symbols.indices { try body(symbols[index], coefficients[index]) }
  }

  /// The first symbol, in increasing order, that satisfies a predicate.
  func firstSymbol(where predicate: (Int32, Double) -> Bool) -> Int32? {
    for index in symbols.indices where predicate(symbols[index], coefficients[index]) {
      return symbols[index]
    }
    return nil
  }
}
