// ProfileController as Profile.nib does not expect it: `GenerateTests` compiles it with the
// code generated for Profile.nib and expects exactly four errors, each at the line of
// Profile.nib that binds the name.
import ViewLoader

public final class BadgeView: View {}

public final class ProfileController: NibOwner {
  public var view: View?
  /// The file binds a Label: a wrong outlet type.
  public var nameLabel: Button?
  public var badges: [BadgeView] = []
  public var rows: [Button] = []
  // `summary` is missing: a missing outlet.
  public var headerLabel: Label?
  public var detailsStub: Stub?
  public var detailLabel: Label?

  /// Fired by a Button: a wrong sender type.
  public func save(_ sender: TextField) {}
  // `refresh` is missing: a missing handler.

  public static let connections = generatedConnections
}
