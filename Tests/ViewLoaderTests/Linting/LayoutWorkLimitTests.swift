import Foundation
import Testing

@testable import ViewLoader

/// `NibLimits.layoutWork`: the layout rules lay a view out only as far as the limit allows;
/// past it, one `limit-exceeded` finding at the view stands for its constraints' findings.
@Suite struct LayoutWorkLimitTests {
  /// A column of twenty views, each pinned below the last, with one contradiction at the end.
  private static let chain = Fixture.root.appendingPathComponent("layout/work-limit/Chain.xib")

  /// The findings over the chain, as `line:column rule`, with a layout work limit.
  private func findings(limit: Int) throws -> [String] {
    var configuration = LintConfiguration()
    configuration.limits.layoutWork = limit
    return try Linter(configuration: configuration).lint(path: Self.chain.path).map {
      "\($0.location.line):\($0.location.column) \($0.rule)"
    }
  }

  /// The solver's work for the chain's layout, as the loader lays it out.
  private func work() throws -> Int {
    let loaded = try Nib(contentsOf: Self.chain).instantiate()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let (engine, _) = root.solveLayout()
    #expect(!engine.exceededWork)
    return engine.solver.work
  }

  @Test func withinTheLimitTheLayoutIsChecked() throws {
    #expect(
      try findings(limit: NibLimits.default.layoutWork) == ["151:17 unsatisfiable-constraints"])
    // The whole layout's work is not past a limit of that much.
    #expect(try findings(limit: try work()) == ["151:17 unsatisfiable-constraints"])
  }

  @Test func pastTheLimitOneFindingAtTheViewStandsForItsConstraints() throws {
    let limit = try work() / 2
    var configuration = LintConfiguration()
    configuration.limits.layoutWork = limit
    let found = try Linter(configuration: configuration).lint(path: Self.chain.path)
    #expect(
      found.map { "\($0.location.line):\($0.location.column) \($0.rule)" } == ["6:9 limit-exceeded"]
    )
    #expect(
      found.first?.message
        == "the file's layout takes more than \(limit) steps of the constraint solver, passed at 'View' root: its constraints are not checked, nor those of the top-level views after it"
    )
    #expect(found.first?.severity == .error)
  }

  /// The loader's own layout has no limit: the engine the linter gave up on is not kept, and
  /// the next layout solves the whole tree.
  @Test func anEngineThatPassedItsLimitIsNotKept() throws {
    let loaded = try Nib(contentsOf: Self.chain).instantiate()
    let root = try #require(loaded.topLevelObjects.first as? View)
    var environment = LayoutEnvironment()
    environment.solverWorkLimit = 1
    root.madeExtras.layoutEnvironment = environment
    let limited = root.solveLayout().engine
    #expect(limited.exceededWork)
    #expect(root.extras?.layoutEngine == nil)
    root.madeExtras.layoutEnvironment = LayoutEnvironment()
    root.layoutIfNeeded()
    let last = try #require(root.subviews.last)
    #expect(last.frame == Rect(x: 0, y: 190, width: 10, height: 10))
  }

  /// The limit is the file's: two top-level views that each fit within it but not together
  /// are laid out until it is passed, and the second one's constraints are not checked.
  @Test func theLimitIsTheFilesNotEachViews() throws {
    let path = Fixture.root.appendingPathComponent("layout/work-limit/TwoChains.xib").path
    func findings(limit: Int) throws -> [String] {
      var configuration = LintConfiguration()
      configuration.limits.layoutWork = limit
      // (The second view is also an ambiguous lookup by type: a note, left out here.)
      return try Linter(configuration: configuration).lint(path: path)
        .filter { $0.rule != RuleID.ambiguousTypeLookup.rawValue }
        .map { "\($0.location.line):\($0.location.column) \($0.rule)" }
    }
    let both = ["151:17 unsatisfiable-constraints", "299:17 unsatisfiable-constraints"]
    #expect(try findings(limit: NibLimits.default.layoutWork) == both)
    let one = try work()
    #expect(try findings(limit: 2 * one) == both)
    #expect(
      try findings(limit: one * 3 / 2) == [
        "151:17 unsatisfiable-constraints", "154:9 limit-exceeded",
      ])
  }

  /// `dumpLayout` and `render --size` lay views out within the same limit: past it, the view
  /// is not laid out and the error says so, at the view.
  @Test func aDumpOfTheLayoutPastTheLimitIsAnError() throws {
    var configuration = LintConfiguration()
    configuration.limits.layoutWork = try work() / 2
    let linter = try Linter(configuration: configuration)
    let result = linter.dumpLayout(path: Self.chain.path, size: nil)
    guard case .failure(let error) = result else {
      Issue.record("the layout was dumped: \(result)")
      return
    }
    #expect(
      error.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule)" } == [
        "6:9 limit-exceeded"
      ])
    #expect(
      error.diagnostics.first?.message.hasSuffix(
        ": it is not laid out, nor the top-level views after it") == true)
    // Within the default limit the same file's layout is dumped.
    guard case .success(let json) = try Linter().dumpLayout(path: Self.chain.path, size: nil) else {
      Issue.record("the layout was not dumped")
      return
    }
    #expect(json.contains("\"id\":\"v19\""))
  }

  /// A view laid out within a limit keeps no trace of it: its environment is what it was.
  @Test func aLimitedLayoutLeavesTheEnvironmentAsItWas() throws {
    let loaded = try Nib(contentsOf: Self.chain).instantiate()
    let root = try #require(loaded.topLevelObjects.first as? View)
    #expect(root.layoutIfNeeded(workLimit: 1) == nil)
    #expect(root.extras?.layoutEnvironment == nil)
    #expect(root.layoutIfNeeded(workLimit: NibLimits.default.layoutWork) == (try work()))
    #expect(root.subviews.last?.frame == Rect(x: 0, y: 190, width: 10, height: 10))
  }

  /// A solver refuses constraints once its work is past its limit, and says so.
  @Test func theSolverRefusesConstraintsPastItsWork() throws {
    var solver = ConstraintSolver()
    solver.workLimit = 0
    let x = solver.makeVariable()
    try solver.addConstraint(SolverConstraint(id: 0, SolverExpression(x), .equal, 1))
    #expect(solver.work > 0)
    #expect(throws: SolverError.workLimitExceeded(limit: 0)) {
      try solver.addConstraint(SolverConstraint(id: 1, SolverExpression(x), .greaterThanOrEqual, 0))
    }
    #expect(!solver.hasConstraint(withID: 1))
  }
}
