// The app code behind the view files of this folder, as `GenerateTests` compiles it with the
// code `viewcheck generate` writes for them: it must compile without a warning, internal or
// public. Public, so that a library target's generated code can be checked too.
import ViewLoader

public final class BadgeView: View {
  public var count = 0
}

public final class FancyLabel: Label {}

public final class ProfileController: NibOwner {
  public var view: View?
  public var nameLabel: Label?
  public var badges: [BadgeView] = []
  /// Bound once by the file, declared as a collection: the compiler picks the collection.
  public var rows: [Button] = []
  /// A Label bound to a property of a superclass type.
  public var summary: View?
  public var headerLabel: Label?
  public var detailsStub: Stub?
  public var detailLabel: Label?
  public private(set) var saved = 0

  public init() {}

  /// Fired by a Button: a handler may take any superclass of the sender.
  public func save(_ sender: Control) { saved += 1 }
  /// A handler without a sender.
  public func refresh() {}

  public static let connections = generatedConnections
}

/// A view controller takes its `view` outlet itself: the generated table only checks its type.
public final class ScreenController: ViewController, NibOwner {
  public var titleLabel: Label?
  public static let connections = generatedConnections
}

public final class SettingsOwner: NibOwner {
  public var view: View?
  public var titleLabel: FancyLabel?
  public var toggles: [Switch] = []

  public init() {}

  public func toggled(_ sender: Switch) {}
  public func save(_ sender: Button) {}

  public static let connections = generatedConnections
}

/// The typed objects, as code reads them.
public func describe(profile: LoadedNib, settings: LoadedNib) throws -> [String] {
  let objects = try ProfileObjects(profile)
  let badges: [BadgeView] = [objects.firstBadge, objects.secondBadge]
  let settingsObjects = try SettingsObjects(settings)
  let toggles: [Switch] = settingsObjects.toggles
  return [objects.name.text ?? "", objects.header.text ?? "", "\(badges.count)", "\(toggles.count)"]
    + [objects.`default`.title ?? "", settingsObjects.titleLabel.text ?? ""]
    + [ProfileObjects.nibName, SettingsObjects.nibName, ScreenObjects.nibName]
}
