/// The registration table of types: which element names a nib file may use, which class each
/// creates, and which properties and events each has.
///
/// A value type: copy ``standard`` (the standard kit) and register your own types on the copy.
///
/// ```swift
/// var registry = TypeRegistry.standard
/// registry.register(LoadingView.self, name: "LoadingView") { type in
///   type.property("message", \.message)
/// }
/// ```
public struct TypeRegistry: Sendable {
  private(set) var typesByName: [String: NibType] = [:]
  private var typesByClass: [ObjectIdentifier: NibType] = [:]
  /// Registration order, so the schema lists types deterministically.
  private(set) var registrationOrder: [String] = []
  /// How many types the standard kit registered; the ones after are the app's.
  private(set) var kitTypeCount = 0

  /// The type of `<stub>` elements: a ``Stub`` view (not an element name of its own).
  private(set) var stubType: NibType?

  /// An empty registry, without even the standard kit.
  public static let empty = TypeRegistry()

  /// The standard kit: `View`, `Label`, `Control`, `Button`, `TextField`,
  /// `Switch`, `ImageView`, `ActivityIndicator`, `ScrollView`, `StackView`, `TableView`,
  /// `TableViewCell` and `DatePicker`.
  public static let standard: TypeRegistry = {
    var registry = TypeRegistry()
    registry.registerStandardKit()
    registry.kitTypeCount = registry.registrationOrder.count
    let view = registry.type(named: "View")
    registry.stubType = NibType(
      name: "Stub", parent: view, metatype: Stub.self, make: { Stub() },
      awake: { unsafeDowncast($0, to: Stub.self).awakeFromNib() }, isInstance: { $0 is Stub },
      addChild: nil, ownProperties: [], ownEvents: [], isView: true, acceptsChildren: false,
      objectType: Stub.self)
    return registry
  }()

  private init() {}

  /// Registers a type under an element name.
  ///
  /// The type inherits the properties, events and child rule of its nearest registered
  /// superclass (register superclasses first). Registering a name again replaces the earlier
  /// registration.
  /// - Parameters:
  ///   - type: The class to create for the element.
  ///   - name: The element name, in UpperCamelCase (for example `LoadingView`).
  ///   - configure: Declares the type's own properties and events.
  public mutating func register<T: NibObject>(
    _ type: T.Type, name: String, _ configure: (NibTypeBuilder<T>) -> Void = { _ in }
  ) {
    let parent = nearestRegisteredSuperclass(of: type)
    let builder = NibTypeBuilder<T>(registry: self, inheritsChildren: parent?.acceptsChildren)
    configure(builder)
    let isView = T.self is View.Type
    let addChild: (@Sendable (AnyObject, AnyObject) -> Void)? =
      isView ? TypeRegistry.addSubview : nil
    let nibType = NibType(
      name: name, parent: parent, metatype: T.self, make: { T() },
      awake: { unsafeDowncast($0, to: T.self).awakeFromNib() }, isInstance: { $0 is T },
      addChild: addChild,
      ownProperties: builder.properties, ownEvents: builder.events, isView: isView,
      acceptsChildren: isView && builder.acceptsChildren, objectType: T.self)
    add(nibType, identifier: ObjectIdentifier(T.self))
  }

  @Sendable private static func addSubview(_ parent: AnyObject, _ child: AnyObject) {
    unsafeDowncast(parent, to: View.self).appendCreatedSubview(unsafeDowncast(child, to: View.self))
  }

  /// Adds a type known only by name (from a schema): it can be checked but not created.
  mutating func add(_ type: NibType, identifier: ObjectIdentifier? = nil) {
    if typesByName[type.name] == nil { registrationOrder.append(type.name) }
    typesByName[type.name] = type
    if let identifier { typesByClass[identifier] = type }
  }

  /// The type registered under an element name.
  func type(named name: String) -> NibType? { typesByName[name] }

  /// The type registered for exactly this class, if any.
  func type(ofClass type: AnyClass) -> NibType? { typesByClass[ObjectIdentifier(type)] }

  /// The registered type of a class, or of its nearest registered superclass.
  func nearestRegisteredSuperclass(of type: AnyClass, includingSelf: Bool = false) -> NibType? {
    var current: AnyClass? = includingSelf ? type : _getSuperclass(type)
    while let candidate = current {
      if let found = typesByClass[ObjectIdentifier(candidate)] { return found }
      current = _getSuperclass(candidate)
    }
    return nil
  }

  /// The name a schema uses for a Swift class: its registered name, else its nearest registered
  /// superclass's, else `Any`.
  func schemaName(of type: AnyClass?) -> String {
    guard let type else { return "Any" }
    return nearestRegisteredSuperclass(of: type, includingSelf: true)?.name ?? "Any"
  }

  /// Every registered type in registration order.
  var allTypes: [NibType] { registrationOrder.compactMap { typesByName[$0] } }

  /// Whether a type is one of the standard kit's (registered before any of the app's, and
  /// not replaced since).
  func isKitType(_ type: NibType) -> Bool {
    guard let index = registrationOrder.firstIndex(of: type.name), index < kitTypeCount else {
      return false
    }
    return typesByName[type.name] === type
  }
}
