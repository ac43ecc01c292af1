/// The names pictures and outlines give views: the name a view's class is registered under
/// (an app's own when the registry has it), else that of its nearest registered superclass,
/// else its nearest kit class's (`Window`, `Stub`, which no element names).
///
/// A class is looked up once: the walk up its superclasses is cached by class, so naming a
/// tree of any size costs a dictionary lookup per view.
struct TypeNames {
  private let registry: TypeRegistry
  /// Names given by whoever made the objects, by object (a view a file created as a
  /// stand-in for a type known only from a schema carries that type's name).
  private let names: [ObjectIdentifier: String]
  private var cache: [ObjectIdentifier: String] = [:]

  /// The kit's classes that are not registered under an element name of their own.
  private static let unregisteredKit: [ObjectIdentifier: String] = [
    ObjectIdentifier(Window.self): "Window", ObjectIdentifier(Stub.self): "Stub",
  ]

  init(registry: TypeRegistry, names: [ObjectIdentifier: String]) {
    self.registry = registry
    self.names = names
  }

  /// The name of `view`'s type.
  mutating func name(of view: View) -> String {
    if !names.isEmpty, let name = names[ObjectIdentifier(view)] { return name }
    let viewClass: AnyClass = type(of: view)
    let key = ObjectIdentifier(viewClass)
    if let name = cache[key] { return name }
    var current: AnyClass? = viewClass
    var found = "View"
    while let candidate = current {
      if let type = registry.type(ofClass: candidate) {
        found = type.name
        break
      }
      if let name = TypeNames.unregisteredKit[ObjectIdentifier(candidate)] {
        found = name
        break
      }
      current = _getSuperclass(candidate)
    }
    cache[key] = found
    return found
  }
}
