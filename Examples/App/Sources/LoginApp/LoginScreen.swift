import ViewLoader

/// The login screen: Login.nib instantiated with its controller as owner.
struct LoginScreen {
  let controller: LoginController
  /// The nib's objects by id, typed (generated from Login.nib).
  let objects: LoginObjects
  /// Everything the instantiation created.
  let loaded: LoadedNib

  /// The app's registry: the standard kit and the type of Login.nib's external.
  static let registry: TypeRegistry = {
    var registry = TypeRegistry.standard
    registry.register(Theme.self, name: "Theme")
    return registry
  }()

  /// Loads the screen from the app's view files.
  /// - Parameters:
  ///   - library: The folder of the app's view files.
  ///   - theme: The object Login.nib declares as its external `theme`.
  /// - Throws: `NibError` when the nib does not load; `NibLookupError` when it lacks an object.
  init(library: NibLibrary, theme: Theme = Theme()) throws {
    let controller = LoginController()
    loaded = try library.nib(named: LoginObjects.nibName)
      .instantiate(owner: controller, externals: ["theme": theme])
    objects = try LoginObjects(loaded)
    self.controller = controller
  }
}
