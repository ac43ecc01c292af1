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
  /// What ``extend(_:_:)`` added to the kit's types, by type name: the schema lists it, since
  /// the linter knows the kit only as it comes.
  private(set) var kitExtensions: [String: KitExtension] = [:]

  /// The properties and events an app added to a kit type, by name, in the order added.
  struct KitExtension: Sendable {
    var properties: [String] = []
    var events: [String] = []
  }

  /// An empty registry, without even the standard kit.
  public static let empty = TypeRegistry()

  /// The standard kit: `View`, `Label`, `Control`, `Button`, `TextField`,
  /// `Switch`, `ImageView`, `ActivityIndicator`, `ScrollView`, `StackView`, `TableView`,
  /// `TableViewCell` and `DatePicker`.
  public static let standard: TypeRegistry = {
    var registry = TypeRegistry()
    // Room for the kit's types (and an app's few more) at once: the tables are not rehashed
    // as they grow, at every start of a process.
    registry.typesByName.reserveCapacity(256)
    registry.typesByClass.reserveCapacity(256)
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
  ///   - name: The element name, in UpperCamelCase (for example `LoadingView`). An Interface
  ///     Builder document's class of a Swift module (`customClass="MenuItem"
  ///     customModule="Shop"`) is looked up as `Shop.MenuItem` first: a class named like one of
  ///     the kit's is registered so, beside it.
  ///   - configure: Declares the type's own properties and events.
  public mutating func register<T: NibObject>(
    _ type: T.Type, name: String, _ configure: (NibTypeBuilder<T>) -> Void = { _ in }
  ) {
    let parent = nearestRegisteredSuperclass(of: type)
    let builder = NibTypeBuilder<T>(registry: self, inheritsChildren: parent?.acceptsChildren)
    configure(builder)
    builder.detachRegistry()
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

  /// Adds properties and events to a registered type, a kit type included: they apply to that
  /// type and to every registered subclass, registered before or after.
  ///
  /// Apps add inspectable properties to the kit's classes in extensions; `extend` lets files
  /// set them, and a schema written by ``schema(owners:)`` carries them to `viewcheck`:
  ///
  /// ```swift
  /// registry.extend(View.self) { type in
  ///   type.property("cornerRadius", \.cornerRadius)
  /// }
  /// ```
  ///
  /// A property or event of a name the type already declares replaces it.
  /// - Parameters:
  ///   - type: A class registered with ``register(_:name:_:)`` (or by the kit). Extending a
  ///     class that is not registered stops the program.
  ///   - configure: Declares the added properties and events (and may change the child rule).
  public mutating func extend<T: NibObject>(
    _ type: T.Type, _ configure: (NibTypeBuilder<T>) -> Void
  ) {
    guard let existing = typesByClass[ObjectIdentifier(T.self)] else {
      preconditionFailure("\(T.self) is not registered: register it before extending it")
    }
    let builder = NibTypeBuilder<T>(registry: self, inheritsChildren: existing.acceptsChildren)
    configure(builder)
    builder.detachRegistry()
    extend(
      existing, properties: builder.properties, events: builder.events,
      acceptsChildren: existing.isView && builder.acceptsChildren)
  }

  /// Adds properties and events to a registered type and rebuilds its registered subclasses
  /// on it, in registration order (a subclass comes after its superclass).
  mutating func extend(
    _ existing: NibType, properties added: [PropertyDescriptor], events addedEvents: [String],
    acceptsChildren: Bool
  ) {
    let addedNames = Set(added.map(\.name))
    let kept = existing.ownPropertyNames.filter { !addedNames.contains($0) }.compactMap {
      existing.properties[$0]
    }
    let events = existing.ownEvents + addedEvents.filter { !existing.ownEvents.contains($0) }
    var rebuilt: [ObjectIdentifier: NibType] = [:]
    let replacement = existing.rebuilt(
      parent: existing.parent, ownProperties: kept + added, ownEvents: events,
      acceptsChildren: acceptsChildren)
    rebuilt[ObjectIdentifier(existing)] = replacement
    for name in registrationOrder {
      guard let type = typesByName[name] else { continue }
      let new: NibType
      if type === existing {
        new = replacement
      } else if let parent = type.parent, let newParent = rebuilt[ObjectIdentifier(parent)] {
        new = type.rebuilt(parent: newParent)
        rebuilt[ObjectIdentifier(type)] = new
      } else {
        continue
      }
      typesByName[name] = new
      if let metatype = new.metatype { typesByClass[ObjectIdentifier(metatype)] = new }
    }
    if let stub = stubType, let parent = stub.parent,
      let newParent = rebuilt[ObjectIdentifier(parent)]
    {
      stubType = stub.rebuilt(parent: newParent)
    }
    if let index = registrationOrder.firstIndex(of: existing.name), index < kitTypeCount {
      var record = kitExtensions[existing.name] ?? KitExtension()
      for property in added where !record.properties.contains(property.name) {
        record.properties.append(property.name)
      }
      for event in addedEvents where !record.events.contains(event) { record.events.append(event) }
      kitExtensions[existing.name] = record
    }
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

  /// Whether a type is one of the standard kit's, as registered here: the type of its name,
  /// of the kit's class (a type an app registers under a kit type's name, in its place, has
  /// the app's class; one the app extends keeps the kit's). One dictionary lookup, with no
  /// search: the importer asks it of every custom class it resolves.
  func isKitType(_ type: NibType) -> Bool {
    guard typesByName[type.name] === type, let metatype = type.metatype,
      let kit = TypeRegistry.standard.typesByName[type.name]?.metatype
    else { return false }
    return kit == metatype
  }
}
