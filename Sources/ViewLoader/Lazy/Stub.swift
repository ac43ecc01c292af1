/// A placeholder view that stands for another nib until it is first needed (Android's
/// ViewStub). Nothing of that nib is read until ``inflate()``.
open class Stub: View {
  /// The name of the nib this stub stands for.
  public private(set) var nibName: String = ""
  private var inflated: View?
  private var template: NibTemplate?
  private weak var owner: AnyObject?
  private var ownerTable: OwnerTable?
  private var externals: [String: AnyObject] = [:]

  /// Creates an empty stub (nib files create stubs with `<stub nib="Name"/>`).
  public required init() {}

  func configure(
    nibName: String, template: NibTemplate, owner: AnyObject?, ownerTable: OwnerTable?,
    externals: [String: AnyObject]
  ) {
    self.nibName = nibName
    self.template = template
    self.owner = owner
    self.ownerTable = ownerTable
    self.externals = externals
  }

  /// Whether ``inflate()`` has replaced the stub.
  public var isInflated: Bool { inflated != nil }

  /// Loads the stub's nib, replaces the stub in its parent at its index by the nib's one
  /// top-level view (which takes the stub's frame when it has one), and binds that view's
  /// outlets and actions to the owner given at instantiation. Inflating again returns the same
  /// view.
  /// - Returns: The view that replaced the stub.
  /// - Throws: ``NibError``: `missing-nib`, `stub-root`, or the nib's own problems.
  @discardableResult
  public func inflate() throws -> View {
    if let inflated { return inflated }
    throw NibError(diagnostics: [
      .error(
        .missingNib, "no nib named '\(nibName)': stubs need a NibLibrary",
        at: SourceLocation(file: template?.file ?? nibName, line: 1, column: 1))
    ])
  }
}
