import FoundationEssentials

/// Declares the properties and events of a type being registered with
/// ``TypeRegistry/register(_:name:_:)``.
///
/// The kind of each property is inferred from the key path's value type: `String`, `Int`,
/// `Double`, `Bool`, ``Color``, ``Point``, ``Size``, ``Rect``, ``Insets``, `Date`, any
/// ``NibEnum``, or a class (a reference, written `$id` in the file); optionals of each too; any
/// ``NibOptionSet`` (`names separated by spaces`), `[String]` (a list of strings,
/// `First|Second`) and an array of a class (a collection of references, `$first $second`).
///
/// `T` is a ``NibObject`` (``TypeRegistry/register(_:name:_:)`` requires it); the builder asks
/// only for a class. A protocol requirement here would make the runtime look the conformance
/// up, scanning every conformance record of the process, for each registered type the first
/// time its builder is made: a quarter of `viewcheck`'s start-up.
public final class NibTypeBuilder<T: AnyObject> {
  /// The registry being added to, for the names of reference types; dropped once the type is
  /// declared (``detachRegistry()``), so that adding the type does not copy the registry's
  /// tables for the builder's sake.
  private var registry: TypeRegistry?
  var properties: [PropertyDescriptor] = []
  var events: [String] = []

  /// Whether elements of this type may have child elements (subviews). Views inherit the rule
  /// of their nearest registered superclass (`View` accepts children); set `false` for a leaf.
  /// Non-view types never accept children.
  public var acceptsChildren: Bool

  init(registry: TypeRegistry, inheritsChildren: Bool?) {
    self.registry = registry
    self.acceptsChildren = inheritsChildren ?? true
  }

  /// Drops the builder's copy of the registry, once the type's declarations are read.
  func detachRegistry() { registry = nil }

  /// The name a schema uses for a class (`Any` once the builder is detached).
  private func schemaName(of type: AnyClass) -> String {
    registry?.schemaName(of: type) ?? "Any"
  }

  /// Declares that controls of this type fire `event` (inherited by subclasses).
  /// - Parameter event: The event, for example `.valueChanged`.
  public func event(_ event: Control.Event) {
    if !events.contains(event.rawValue) { events.append(event.rawValue) }
  }

  /// Declares a property with an explicit kind and setter, which reads the value in place.
  func property(
    _ name: String, kind: PropertyKind, minimum: Int? = nil,
    _ apply: @escaping @Sendable (T, AssignedValue) -> Void
  ) {
    properties.removeAll { $0.name == name }
    properties.append(
      PropertyDescriptor(
        name: name, kind: kind, minimum: minimum,
        apply: { object, value in apply(unsafeDowncast(object, to: T.self), value) },
        applyReference: nil))
  }

  /// Declares a reference property whose target is checked and set by a closure: for targets
  /// typed as a protocol (a data source, a delegate).
  /// - Parameters:
  ///   - name: The attribute name.
  ///   - typeName: The registered type the target must have in a file, or `"Any"`.
  ///   - set: Sets the target and returns `true`, or returns `false` when it is not acceptable.
  public func reference(
    _ name: String, typeName: String = "Any", _ set: @escaping @Sendable (T, AnyObject) -> Bool
  ) {
    properties.removeAll { $0.name == name }
    properties.append(
      PropertyDescriptor(
        name: name, kind: .reference(typeName), minimum: nil, apply: { _, _ in },
        applyReference: { object, target in set(unsafeDowncast(object, to: T.self), target) }))
  }

  private func value<V>(
    _ name: String, _ kind: PropertyKind, minimum: Int? = nil,
    _ keyPath: ReferenceWritableKeyPath<T, V> & Sendable,
    _ extract: @escaping @Sendable (AssignedValue) -> V?
  ) {
    // One closure per property: not `property(_:kind:minimum:_:)`, which would wrap this one
    // in another for the downcast.
    properties.removeAll { $0.name == name }
    properties.append(
      PropertyDescriptor(
        name: name, kind: kind, minimum: minimum,
        apply: { object, value in
          if let converted = extract(value) {
            unsafeDowncast(object, to: T.self)[keyPath: keyPath] = converted
          }
        }, applyReference: nil))
  }

  /// Declares a string property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, String> & Sendable) {
    value(name, .string, keyPath) { $0.string }
  }
  /// Declares an optional string property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, String?> & Sendable) {
    value(name, .string, keyPath) { $0.string.map(Optional.some) }
  }
  /// Declares an integer property, optionally with a smallest allowed value.
  public func property(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<T, Int> & Sendable, minimum: Int? = nil
  ) {
    value(name, .int, minimum: minimum, keyPath) { $0.int }
  }
  /// Declares an optional integer property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Int?> & Sendable) {
    value(name, .int, keyPath) { $0.int.map(Optional.some) }
  }
  /// Declares a floating-point property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Double> & Sendable) {
    value(name, .double, keyPath) { $0.double }
  }
  /// Declares an optional floating-point property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Double?> & Sendable) {
    value(name, .double, keyPath) { $0.double.map(Optional.some) }
  }
  /// Declares a Boolean property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Bool> & Sendable) {
    value(name, .bool, keyPath) { $0.bool }
  }
  /// Declares a colour property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Color> & Sendable) {
    value(name, .color, keyPath) { $0.color }
  }
  /// Declares an optional colour property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Color?> & Sendable) {
    value(name, .color, keyPath) { $0.color.map(Optional.some) }
  }
  /// Declares a point property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Point> & Sendable) {
    value(name, .point, keyPath) { $0.point }
  }
  /// Declares a size property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Size> & Sendable) {
    value(name, .size, keyPath) { $0.size }
  }
  /// Declares a rectangle property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Rect> & Sendable) {
    value(name, .rect, keyPath) { $0.rect }
  }
  /// Declares an insets property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Insets> & Sendable) {
    value(name, .insets, keyPath) { $0.insets }
  }
  /// Declares a date property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Date> & Sendable) {
    value(name, .date, keyPath) { $0.date }
  }
  /// Declares an optional date property.
  public func property(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Date?> & Sendable) {
    value(name, .date, keyPath) { $0.date.map(Optional.some) }
  }
  /// Declares an enumeration property; the file names a case by its raw value.
  public func property<E: NibEnum>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<T, E> & Sendable
  ) {
    value(name, .enumeration(E.allCases.map(\.rawValue)), keyPath) { $0.enumerationCase(E.self) }
  }
  /// Declares an optional enumeration property.
  public func property<E: NibEnum>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<T, E?> & Sendable
  ) {
    value(name, .enumeration(E.allCases.map(\.rawValue)), keyPath) {
      $0.enumerationCase(E.self).map(Optional.some)
    }
  }
  /// Declares an option set property; the file names its members, separated by spaces.
  public func property<O: NibOptionSet>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<T, O> & Sendable
  ) {
    let members = O.nibMembers.map(\.value)
    value(name, .options(O.nibMemberNames), keyPath) { value in
      value.optionMask.map { mask in
        var result = O()
        for index in members.indices where mask & (1 << UInt64(index)) != 0 {
          result.formUnion(members[index])
        }
        return result
      }
    }
  }
  /// Declares a list-of-strings property: the file writes each item ended by `|` (the last
  /// may leave it out), with `\|` and `\\` for a bar and a backslash.
  public func property(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<T, [String]> & Sendable
  ) {
    value(name, .strings, keyPath) { $0.strings }
  }
  /// Declares a collection of references: the file names objects, externals or the owner with
  /// `$name`s separated by spaces, each of which must be a `V`; instantiation appends them to
  /// the array in order.
  public func property<V: AnyObject>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<T, [V]> & Sendable
  ) {
    properties.removeAll { $0.name == name }
    properties.append(
      PropertyDescriptor(
        name: name, kind: .references(schemaName(of: V.self)), minimum: nil,
        apply: { _, _ in },
        applyReference: { object, target in
          guard let typed = target as? V else { return false }
          unsafeDowncast(object, to: T.self)[keyPath: keyPath].append(typed)
          return true
        }))
  }
  /// Declares a collection of references whose targets are checked and added by a closure,
  /// one at a time and in order: for targets typed as a protocol, or kept other than in an
  /// array.
  /// - Parameters:
  ///   - name: The attribute name.
  ///   - typeName: The registered type each target must have in a file, or `"Any"`.
  ///   - append: Adds one target and returns `true`, or returns `false` when it is not
  ///     acceptable.
  public func references(
    _ name: String, typeName: String = "Any",
    _ append: @escaping @Sendable (T, AnyObject) -> Bool
  ) {
    properties.removeAll { $0.name == name }
    properties.append(
      PropertyDescriptor(
        name: name, kind: .references(typeName), minimum: nil, apply: { _, _ in },
        applyReference: { object, target in append(unsafeDowncast(object, to: T.self), target) }))
  }
  /// Declares a reference property: the file names another object, an external or the owner
  /// with `$name`, which must be a `V`.
  public func property<V: AnyObject>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<T, V?> & Sendable
  ) {
    properties.removeAll { $0.name == name }
    properties.append(
      PropertyDescriptor(
        name: name, kind: .reference(schemaName(of: V.self)), minimum: nil,
        apply: { _, _ in },
        applyReference: { object, target in
          guard let typed = target as? V else { return false }
          unsafeDowncast(object, to: T.self)[keyPath: keyPath] = typed
          return true
        }))
  }
}
