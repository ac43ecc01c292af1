import ViewLoader

// The app the fuzzer loads nibs for: custom types (every kind of property, a reference, an
// enum, a leaf type) and an owner with outlets, a collection and actions, so that fuzzed files
// reach the registry, the value grammar, the owner checks and action binding.

/// A custom view with one property of each kind.
final class FuzzView: View {
  var title = ""
  var subtitle: String?
  var count = 0
  var ratio = 0.0
  var enabled = false
  var tint = Color.blue
  var origin = Point.zero
  var extent = Size.zero
  var padding = Insets.zero
  var mood = FuzzMood.calm
  weak var partner: View?
}

/// A custom leaf type: children are not allowed under it.
final class FuzzBadge: View {
  var value = 0
}

/// An enum property's cases.
enum FuzzMood: String, CaseIterable, NibEnum { case calm, busy, asleep }

/// An object the harness supplies as the external `theme`.
final class FuzzTheme: NibObject {
  var tint = Color.blue
  init() {}
}

/// The registry every fuzzed file is loaded with: the standard kit and the types above.
let fuzzRegistry: TypeRegistry = {
  var registry = TypeRegistry.standard
  registry.register(FuzzView.self, name: "FuzzView") { type in
    type.property("title", \.title)
    type.property("subtitle", \.subtitle)
    type.property("count", \.count)
    type.property("ratio", \.ratio)
    type.property("enabled", \.enabled)
    type.property("tint", \.tint)
    type.property("origin", \.origin)
    type.property("extent", \.extent)
    type.property("padding", \.padding)
    type.property("mood", \.mood)
    type.property("partner", \.partner)
  }
  registry.register(FuzzBadge.self, name: "FuzzBadge") { type in
    type.acceptsChildren = false
    type.property("value", \.value)
  }
  registry.register(FuzzTheme.self, name: "FuzzTheme")
  return registry
}()

/// The owner every fuzzed file is instantiated with.
final class FuzzOwner: NibOwner {
  var view: View?
  var label: Label?
  var button: Button?
  var stub: Stub?
  var views: [View] = []
  var taps = 0

  func tapped(_ sender: Button) { taps += 1 }
  func changed(_ sender: Control) { taps += 1 }
  func plain() { taps += 1 }

  static let connections = Connections<FuzzOwner>()
    .outlet("view", \.view)
    .outlet("label", \.label)
    .outlet("button", \.button)
    .outlet("stub", \.stub)
    .outletCollection("views", \.views)
    .action("tapped", FuzzOwner.tapped)
    .action("changed", FuzzOwner.changed)
    .action("plain", FuzzOwner.plain)
}
