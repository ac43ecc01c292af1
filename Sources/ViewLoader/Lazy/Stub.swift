/// A placeholder view that stands for another nib until it is first needed (Android's
/// ViewStub). Nothing of that nib is read until ``inflate()``.
///
/// ```swift
/// let details = try controller.detailsStub?.inflate()
/// ```
open class Stub: View {
  /// The name of the nib this stub stands for.
  public private(set) var nibName: String = ""
  private var inflated: View?
  private var context: Context?

  /// What inflating needs: where the stub was declared and what to bind to.
  private struct Context {
    let library: NibLibrary?
    let file: String
    let namePosition: SourcePosition
    let hasFrame: Bool
    weak var owner: AnyObject?
    var ownerTable: OwnerTable?
    let externals: [String: AnyObject]
  }

  /// Creates an empty stub (nib files create stubs with `<stub nib="Name"/>`).
  public required init() {}

  func configure(
    nibName: String, namePosition: SourcePosition, hasFrame: Bool, template: NibTemplate,
    library: NibLibrary?, owner: AnyObject?, ownerTable: OwnerTable?, externals: [String: AnyObject]
  ) {
    self.nibName = nibName
    context = Context(
      library: library, file: template.file, namePosition: namePosition,
      hasFrame: hasFrame, owner: owner, ownerTable: ownerTable, externals: externals)
  }

  /// Gives the stub the owner its instantiation adopted after creating it (a cell nib's cell,
  /// when the stub comes first).
  func adoptOwner(_ owner: AnyObject, ownerTable: OwnerTable?) {
    context?.owner = owner
    context?.ownerTable = ownerTable
  }

  /// Whether ``inflate()`` has replaced the stub.
  public var isInflated: Bool { inflated != nil }

  /// Loads the stub's nib, replaces the stub in its parent at its index by the nib's one
  /// top-level view (which takes the stub's frame when it has one), and binds that view's
  /// outlets and actions to the owner given at instantiation (whose required outlets the file
  /// that created the stub had to bind, not the stub's nib). Inflating again returns the same
  /// view.
  /// - Returns: The view that replaced the stub.
  /// - Throws: ``NibError``: `missing-nib` (no such nib, or no library to find it in),
  ///   `stub-root` (the nib does not have exactly one top-level view), or the nib's own
  ///   problems.
  @discardableResult
  public func inflate() throws -> View {
    if let inflated { return inflated }
    guard let context else {
      throw NibError(diagnostics: [
        .error(
          .missingNib, "this stub was not created from a nib and has nothing to inflate",
          at: SourceLocation(file: nibName, line: 1, column: 1))
      ])
    }
    let location = SourceLocation(
      file: context.file, line: Int(context.namePosition.line),
      column: Int(context.namePosition.column))
    guard let library = context.library else {
      throw NibError(diagnostics: [
        .error(
          .missingNib,
          "no nib named '\(nibName)': a nib loaded on its own has no library to inflate stubs from",
          at: location)
      ])
    }
    let nib: Nib
    switch library.resolution(named: nibName) {
    case .nib(let found):
      nib = found
    case .missing:
      throw NibError(diagnostics: [
        .error(
          .missingNib, "no nib named '\(nibName)' for this stub\(missingNibHint(nibName))",
          at: location)
      ])
    case .failed(let error, _, _):
      // The nib's own problems stay where they are, with a note pointing back here.
      throw NibError(
        diagnostics: error.diagnostics.map { diagnostic in
          var copy = diagnostic
          copy.notes.append(.note("inflated from here", at: location))
          return copy
        })
    case .cycle, .tooDeep:
      throw NibError(diagnostics: [
        .error(.includeCycle, "inflating '\(nibName)' leads back into itself", at: location)
      ])
    }
    var instantiator = Instantiator(
      template: nib.template, library: library, owner: context.owner,
      ownerTable: context.ownerTable.map(Stub.withoutRequiredOutlets),
      externals: context.externals)
    instantiator.cachesOwnerCheck = false
    // Checked before the owner is bound to anything of a nib that cannot replace the stub.
    let nibName = nibName
    func rootProblems(_ topLevel: [AnyObject]) -> [Diagnostic] {
      guard topLevel.count != 1 || !(topLevel[0] is View) else { return [] }
      let count = topLevel.count
      return [
        .error(
          .stubRoot,
          "the nib '\(nibName)' of a stub must have exactly one top-level view; it has \(count == 1 ? "one object that is not a view" : "\(count) objects")",
          at: location)
      ]
    }
    instantiator.checkObjects = { topLevel, _ in rootProblems(topLevel) }
    let loaded = try instantiator.run()
    guard loaded.topLevelObjects.count == 1, let view = loaded.topLevelObjects[0] as? View else {
      throw NibError(diagnostics: rootProblems(loaded.topLevelObjects))
    }
    if context.hasFrame { view.frame = frame }
    if let parent = superview, let index = parent.subviews.firstIndex(where: { $0 === self }) {
      removeFromSuperview()
      parent.insertSubview(view, at: index)
    }
    inflated = view
    return view
  }

  /// The owner's table with no outlet required: the file that created the stub was checked
  /// for the required outlets, and the stub's nib, a part of that screen, binds only its own.
  private static func withoutRequiredOutlets(_ table: OwnerTable) -> OwnerTable {
    guard table.outlets.values.contains(where: \.isRequired) else { return table }
    let outlets = table.outlets.mapValues { outlet in
      OutletConnection(
        name: outlet.name, valueType: outlet.valueType, isCollection: outlet.isCollection,
        isRequired: false, accepts: outlet.accepts, assign: outlet.assign)
    }
    return OwnerTable(
      typeName: table.typeName, outlets: outlets, outletOrder: table.outletOrder,
      actions: table.actions, actionOrder: table.actionOrder)
  }
}
