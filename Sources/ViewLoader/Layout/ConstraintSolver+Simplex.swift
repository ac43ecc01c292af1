// The simplex steps behind ConstraintSolver, after Badros, Borning and Stuckey, "The Cassowary
// linear arithmetic constraint solving algorithm" (2001). Every constraint becomes a row with
// a marker symbol of its own; optional constraints get error symbols, summed in the objective's
// row of their strength (a stronger row is minimised before any weaker one); the tableau is
// kept in basic feasible form, optimal after every public call.

extension ConstraintSolver {
  /// Which objective a simplex phase minimises.
  enum Objective {
    /// The errors of the optional constraints, strength by strength.
    case main
    /// `phaseObjective`: an artificial variable's, or a query's.
    case phase
  }

  /// Which symbols a primal simplex phase may bring into the basis.
  enum EnteringRule {
    /// Any slack or error symbol.
    case any
    /// Only slack and error symbols without a cost in the main objective: every step keeps
    /// the optional constraints' errors at their minimum.
    case keepingObjective
  }

  /// How a primal simplex phase ended.
  enum PhaseOutcome {
    case optimal
    /// A symbol could enter without bound: the objective has no minimum.
    case unbounded
  }

  // MARK: Symbols and rows

  mutating func makeSymbol(_ kind: SymbolKind, owner: SymbolOwner = .nobody) -> Int32 {
    let symbol = Int32(kinds.count)
    kinds.append(kind)
    owners.append(owner)
    rowIndex.append(-1)
    return symbol
  }

  func kind(of symbol: Int32) -> SymbolKind { kinds[Int(symbol)] }

  func isBasic(_ symbol: Int32) -> Bool { rowIndex[Int(symbol)] >= 0 }

  /// Whether a symbol may never be negative (every kind but the user's variables).
  func isRestricted(_ symbol: Int32) -> Bool { kinds[Int(symbol)] != .external }

  /// Whether a symbol may enter the basis: dummies are pinned at zero.
  func isPivotable(_ symbol: Int32) -> Bool {
    let kind = kinds[Int(symbol)]
    return kind == .slack || kind == .error
  }

  mutating func insertRow(_ row: SolverRow, basic symbol: Int32) {
    work &+= row.count
    rowIndex[Int(symbol)] = Int32(rows.count)
    rows.append(row)
    basicSymbols.append(symbol)
  }

  /// Removes a basic symbol's row from the tableau and returns it.
  mutating func takeRow(of symbol: Int32) -> SolverRow {
    let index = Int(rowIndex[Int(symbol)])
    let row = rows[index]
    let last = rows.count - 1
    if index != last {
      rows.swapAt(index, last)
      basicSymbols.swapAt(index, last)
      rowIndex[Int(basicSymbols[index])] = Int32(index)
    }
    rows.removeLast()
    basicSymbols.removeLast()
    rowIndex[Int(symbol)] = -1
    return row
  }

  /// Replaces a symbol by its definition in every row and objective, noting restricted rows
  /// that became negative.
  mutating func substitute(_ symbol: Int32, by definition: SolverRow) {
    // Most rows do not hold the symbol: a read of their presence bits skips them without
    // asking the array for a mutable element.
    work &+= rows.count
    for index in rows.indices
    where rows[index].mayHold(symbol) && rows[index].substitute(symbol, by: definition) {
      work &+= rows[index].count
      let basic = basicSymbols[index]
      if rows[index].constant < 0 && isRestricted(basic) { infeasibleRows.append(basic) }
    }
    objective.substitute(symbol, by: definition)
    phaseObjective?.substitute(symbol, by: definition)
  }

  /// Makes `entering` basic in place of `leaving`, whose row it must hold.
  mutating func pivot(entering: Int32, leaving: Int32) {
    var row = takeRow(of: leaving)
    row.solve(for: entering, replacing: leaving)
    substitute(entering, by: row)
    insertRow(row, basic: entering)
  }

  // MARK: Adding

  /// The row of a constraint in terms of the current non-basic symbols, with its new marker
  /// (and error) symbols; an optional constraint's errors join the objective.
  mutating func makeRow(for constraint: SolverConstraint, owner: SymbolOwner) -> (
    SolverRow, Tag
  ) {
    let expression = constraint.expression
    var row = SolverRow(constant: expression.constant)
    // Room for every cell the row may get, its markers included: one allocation, not one for
    // each time it outgrows its array.
    var room = 2
    for term in expression.terms {
      let index = rowIndex[Int(term.variable.id)]
      room += index >= 0 ? rows[Int(index)].count : 1
    }
    row.reserveRoom(for: room)
    for term in expression.terms where !SolverRow.isNearZero(term.coefficient) {
      let symbol = term.variable.id
      let index = rowIndex[Int(symbol)]
      if index >= 0 {
        row.add(rows[Int(index)], times: term.coefficient)
      } else {
        row.add(symbol, times: term.coefficient)
      }
    }
    let strength = constraint.strength
    var tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack, owner: owner)
      tag = Tag(marker: slack)
      row.add(slack, times: coefficient)
      if !strength.isRequired {
        let error = makeSymbol(.error, owner: owner)
        tag.other = error
        row.add(error, times: -coefficient)
        objective.add(error, times: 1, at: strength)
      }
    case .equal:
      if strength.isRequired {
        let dummy = makeSymbol(.dummy, owner: owner)
        tag = Tag(marker: dummy)
        row.add(dummy, times: 1)
      } else {
        let plus = makeSymbol(.error, owner: owner)
        let minus = makeSymbol(.error, owner: owner)
        tag = Tag(marker: plus, other: minus)
        row.add(plus, times: -1)
        row.add(minus, times: 1)
        objective.add(plus, times: 1, at: strength)
        objective.add(minus, times: 1, at: strength)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol a new row is solved for without an artificial variable: a user variable if
  /// there is one, else the constraint's own slack or error when that keeps the row feasible.
  func chooseSubject(of row: SolverRow, tag: Tag) -> Int32? {
    if let external = row.firstSymbol(where: { symbol, _ in kinds[Int(symbol)] == .external }) {
      return external
    }
    for symbol in [tag.marker, tag.other] where symbol >= 0 && isPivotable(symbol) {
      if row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Adds a constraint's row to the tableau and optimises.
  mutating func addRow(for constraint: SolverConstraint, owner: SymbolOwner) throws(SolverError)
    -> Tag
  {
    var (row, tag) = makeRow(for: constraint, owner: owner)
    var subject = chooseSubject(of: row, tag: tag)
    if subject == nil,
      row.firstSymbol(where: { symbol, _ in kinds[Int(symbol)] != .dummy }) == nil
    {
      // Only required equalities' markers are left: the constraint is a combination of them.
      // Equal constants make it redundant (its own marker becomes basic); else it contradicts
      // exactly the equalities whose markers are in the row.
      guard SolverRow.isNearZero(row.constant) else {
        throw .unsatisfiableConstraint(
          id: constraint.id, conflicting: conflictingConstraints(in: row, except: tag))
      }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, by: row)
      insertRow(row, basic: subject)
    } else {
      try addWithArtificialVariable(row, tag: tag, id: constraint.id)
    }
    try optimizeMain()
    return tag
  }

  /// Adds a row that has no subject: an artificial variable stands for it while phase one of
  /// the simplex method minimises that variable. A minimum above zero means the constraint
  /// cannot hold; the final artificial row, a non-negative combination of the tableau's rows,
  /// then names the required constraints it contradicts, and the artificial variable's row is
  /// taken out again as a removed constraint's would be.
  private mutating func addWithArtificialVariable(_ row: SolverRow, tag: Tag, id: Int)
    throws(SolverError)
  {
    let artificial = makeSymbol(.slack)
    insertRow(row, basic: artificial)
    phaseObjective = row
    let outcome = try optimize(.phase)
    let phase = phaseObjective ?? row
    phaseObjective = nil
    guard outcome == .optimal, SolverRow.isNearZero(phase.constant) else {
      let conflicting = conflictingConstraints(in: phase, except: tag)
      try eliminate(artificial)
      for symbol in [tag.marker, tag.other] where symbol >= 0 { dropColumn(symbol) }
      try optimizeMain()
      throw .unsatisfiableConstraint(id: id, conflicting: conflicting)
    }
    if isBasic(artificial) {
      var artificialRow = takeRow(of: artificial)
      if !artificialRow.isConstant {
        // Any symbol will do: the row's constant is zero, so the pivot keeps it feasible.
        let entering =
          artificialRow.firstSymbol(where: { symbol, _ in isPivotable(symbol) })
          ?? artificialRow.cells[0].symbol
        artificialRow.solve(for: entering, replacing: artificial)
        substitute(entering, by: artificialRow)
        insertRow(artificialRow, basic: entering)
      }
    }
    dropColumn(artificial)
  }

  /// Removes a non-basic symbol from every row, as if it were fixed at zero.
  mutating func dropColumn(_ symbol: Int32) {
    for index in rows.indices { rows[index].remove(symbol) }
    objective.remove(symbol)
  }

  /// The ids of the required constraints whose markers a row holds, in increasing order.
  func conflictingConstraints(in row: SolverRow, except tag: Tag) -> [Int] {
    var ids: [Int] = []
    row.forEachCell { symbol, _ in
      guard symbol != tag.marker, symbol != tag.other,
        case .constraint(let id) = owners[Int(symbol)],
        let record = constraints[id], record.constraint.strength.isRequired
      else { return }
      ids.append(id)
    }
    return Array(Set(ids)).sorted()
  }

  // MARK: Removing and moving

  /// Takes a constraint's row out of the tableau and optimises.
  mutating func removeRow(tag: Tag, strength: SolverStrength) throws(SolverError) {
    for symbol in [tag.marker, tag.other] where symbol >= 0 && kind(of: symbol) == .error {
      let index = rowIndex[Int(symbol)]
      if index >= 0 {
        objective.add(rows[Int(index)], times: -1, at: strength)
      } else {
        objective.add(symbol, times: -1, at: strength)
      }
    }
    try eliminate(tag.marker)
    if tag.other >= 0 { dropColumn(tag.other) }
    try optimizeMain()
  }

  /// Removes the row a marker stands for: its own if it is basic, else the row found by the
  /// ratio test (so that the others stay feasible) after pivoting the marker into it.
  mutating func eliminate(_ marker: Int32) throws(SolverError) {
    if isBasic(marker) {
      _ = takeRow(of: marker)
      return
    }
    guard let leaving = markerLeavingRow(for: marker) else {
      throw .internalFailure("no row holds the marker of a removed constraint")
    }
    var row = takeRow(of: leaving)
    row.solve(for: marker, replacing: leaving)
    substitute(marker, by: row)
  }

  /// The row to pivot a marker into before removing it: a restricted row that stays feasible
  /// (the smallest ratio, the marker growing or else shrinking), or else a user variable's row.
  private func markerLeavingRow(for marker: Int32) -> Int32? {
    var growing: (ratio: Double, symbol: Int32)? = nil
    var shrinking: (ratio: Double, symbol: Int32)? = nil
    var unrestricted: Int32? = nil
    for index in rows.indices {
      let coefficient = rows[index].coefficient(of: marker)
      guard coefficient != 0 else { continue }
      let basic = basicSymbols[index]
      if !isRestricted(basic) {
        unrestricted = min(unrestricted ?? basic, basic)
      } else if coefficient < 0 {
        let ratio = -rows[index].constant / coefficient
        if growing.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true {
          growing = (ratio, basic)
        }
      } else {
        let ratio = rows[index].constant / coefficient
        if shrinking.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true {
          shrinking = (ratio, basic)
        }
      }
    }
    return growing?.symbol ?? shrinking?.symbol ?? unrestricted
  }

  /// Moves the constant of an edit constraint by `delta` and re-solves with the dual simplex
  /// method: the rows that went negative are repaired one by one.
  mutating func shiftConstant(of tag: Tag, by delta: Double) throws(SolverError) {
    let markerRow = rowIndex[Int(tag.marker)]
    let otherRow = tag.other >= 0 ? rowIndex[Int(tag.other)] : -1
    if markerRow >= 0 {
      rows[Int(markerRow)].constant -= delta
      if rows[Int(markerRow)].constant < 0 { infeasibleRows.append(tag.marker) }
    } else if otherRow >= 0 {
      rows[Int(otherRow)].constant += delta
      if rows[Int(otherRow)].constant < 0 { infeasibleRows.append(tag.other) }
    } else {
      for index in rows.indices {
        let coefficient = rows[index].coefficient(of: tag.marker)
        guard coefficient != 0 else { continue }
        rows[index].constant += delta * coefficient
        let basic = basicSymbols[index]
        if rows[index].constant < 0 && isRestricted(basic) { infeasibleRows.append(basic) }
      }
    }
    try dualOptimize()
  }

  // MARK: Simplex

  /// Minimises the main objective.
  mutating func optimizeMain() throws(SolverError) {
    guard try optimize(.main) == .optimal else {
      throw .internalFailure("the objective is unbounded")
    }
  }

  /// The primal simplex method: while a symbol may enter that lowers the objective (the
  /// lowest such symbol of the strongest row that has one, Bland's rule, so that it never
  /// cycles), pivot it in place of the row that limits it first.
  /// - Parameters:
  ///   - which: The objective to minimise.
  ///   - rule: Which symbols may enter (any pivotable one unless given).
  mutating func optimize(_ which: Objective, entering rule: EnteringRule = .any)
    throws(SolverError) -> PhaseOutcome
  {
    var steps = 0
    while true {
      let kinds = self.kinds
      guard let entering = enteringSymbol(which, rule) else { return .optimal }
      var leaving: (ratio: Double, symbol: Int32)? = nil
      for index in rows.indices {
        let basic = basicSymbols[index]
        guard kinds[Int(basic)] != .external else { continue }
        let coefficient = rows[index].coefficient(of: entering)
        guard coefficient < 0 else { continue }
        let ratio = -rows[index].constant / coefficient
        if leaving.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true {
          leaving = (ratio, basic)
        }
      }
      guard let leaving else { return .unbounded }
      pivot(entering: entering, leaving: leaving.symbol)
      steps += 1
      if steps > 50 * (rows.count + 10) {
        throw .internalFailure("the simplex method did not converge")
      }
    }
  }

  /// The symbol a primal step brings into the basis, `nil` when the objective is optimal.
  private func enteringSymbol(_ which: Objective, _ rule: EnteringRule) -> Int32? {
    func allowed(_ symbol: Int32) -> Bool {
      kinds[Int(symbol)] != .dummy && mayEnter(symbol, rule)
    }
    switch which {
    case .main: return objective.improvingSymbol(allowed: allowed)
    case .phase:
      return phaseObjective?.firstSymbol { symbol, coefficient in
        coefficient < -SolverRow.epsilon && allowed(symbol)
      }
    }
  }

  func mayEnter(_ symbol: Int32, _ rule: EnteringRule) -> Bool {
    rule == .any || objective.hasNoCost(symbol)
  }

  /// The dual simplex method, after constants moved: each restricted row that went negative
  /// leaves the basis for the symbol that keeps the objective optimal.
  mutating func dualOptimize() throws(SolverError) {
    while let leaving = infeasibleRows.popLast() {
      let index = rowIndex[Int(leaving)]
      guard index >= 0, rows[Int(index)].constant < 0 else { continue }
      let row = rows[Int(index)]
      var entering: (symbol: Int32, coefficient: Double)? = nil
      row.forEachCell { symbol, coefficient in
        guard coefficient > 0, kinds[Int(symbol)] != .dummy else { return }
        if entering.map({
          objective.hasSmallerRatio(symbol, coefficient, than: $0.symbol, $0.coefficient)
        }) ?? true {
          entering = (symbol, coefficient)
        }
      }
      guard let entering else {
        throw .internalFailure("the dual simplex method found no entering symbol")
      }
      pivot(entering: entering.symbol, leaving: leaving)
    }
  }
}
