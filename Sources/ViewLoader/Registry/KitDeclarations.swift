import FoundationEssentials

/// How the standard kit declares its properties.
///
/// The first kit's properties, which nearly every file sets, are ``KitProperty`` cases:
/// instantiation sets them with a switch and a direct call. The others are set through one
/// closure each, made from a closure literal, never from a key path: a key path is built at
/// run time the first time it is used, and the kit declares hundreds of properties while
/// `viewcheck` starts (a property declared here costs one small allocation). The kit declares
/// each name once per type (a test checks it), so these append without looking for an earlier
/// declaration to replace, as the public API does.
extension NibTypeBuilder {
  /// A property set through its ``KitProperty`` case.
  func kit(
    _ name: String, _ kind: PropertyKind, minimum: Int? = nil, range: ClosedRange<Double>? = nil,
    _ property: KitProperty
  ) {
    properties.append(
      PropertyDescriptor(
        name: name, kind: kind, minimum: minimum, range: range, kitProperty: property))
  }

  /// An enumeration property set through its ``KitProperty`` case; its cases are listed in
  /// `allCases` order, which is the order ``KitProperty`` reads a value's case index in.
  func kit<E: NibEnum>(_ name: String, _ type: E.Type, _ property: KitProperty) {
    kit(name, .enumeration(E.allCases.map(\.rawValue)), property)
  }

  /// An option set property set through its ``KitProperty`` case, whose members' bits are
  /// their indices.
  func kit<O: NibOptionSet>(_ name: String, options type: O.Type, _ property: KitProperty) {
    kit(name, .options(O.nibMemberNames), property)
  }

  /// A property set by `set` with the value `read` finds in an assignment of its kind.
  private func declare<Value>(
    _ name: String, _ kind: PropertyKind, minimum: Int? = nil, range: ClosedRange<Double>? = nil,
    _ read: @escaping @Sendable (AssignedValue) -> Value?,
    _ set: @escaping @Sendable (T, Value) -> Void
  ) {
    properties.append(
      PropertyDescriptor(
        name: name, kind: kind, minimum: minimum, range: range,
        apply: { object, value in
          if let converted = read(value) { set(unsafeDowncast(object, to: T.self), converted) }
        }, applyReference: nil))
  }

  func string(_ name: String, _ set: @escaping @Sendable (T, String) -> Void) {
    declare(name, .string, { $0.string }, set)
  }
  func int(_ name: String, minimum: Int? = nil, _ set: @escaping @Sendable (T, Int) -> Void) {
    declare(name, .int, minimum: minimum, { $0.int }, set)
  }
  func double(
    _ name: String, range: ClosedRange<Double>? = nil,
    _ set: @escaping @Sendable (T, Double) -> Void
  ) {
    declare(name, .double, range: range, { $0.double }, set)
  }
  func bool(_ name: String, _ set: @escaping @Sendable (T, Bool) -> Void) {
    declare(name, .bool, { $0.bool }, set)
  }
  func color(_ name: String, _ set: @escaping @Sendable (T, Color) -> Void) {
    declare(name, .color, { $0.color }, set)
  }
  func point(_ name: String, _ set: @escaping @Sendable (T, Point) -> Void) {
    declare(name, .point, { $0.point }, set)
  }
  func size(_ name: String, _ set: @escaping @Sendable (T, Size) -> Void) {
    declare(name, .size, { $0.size }, set)
  }
  func rect(_ name: String, _ set: @escaping @Sendable (T, Rect) -> Void) {
    declare(name, .rect, { $0.rect }, set)
  }
  func insets(_ name: String, _ set: @escaping @Sendable (T, Insets) -> Void) {
    declare(name, .insets, { $0.insets }, set)
  }
  func date(_ name: String, _ set: @escaping @Sendable (T, Date) -> Void) {
    declare(name, .date, { $0.date }, set)
  }
  func strings(_ name: String, _ set: @escaping @Sendable (T, [String]) -> Void) {
    declare(name, .strings, { $0.strings }, set)
  }
  func enumeration<E: NibEnum>(_ name: String, _ set: @escaping @Sendable (T, E) -> Void) {
    declare(name, .enumeration(E.allCases.map(\.rawValue)), { $0.enumerationCase(E.self) }, set)
  }
  func options<O: NibOptionSet>(_ name: String, _ set: @escaping @Sendable (T, O) -> Void) {
    let members = O.nibMembers.map(\.value)
    declare(
      name, .options(O.nibMemberNames),
      { value in
        value.optionMask.map { mask in
          var result = O()
          for index in members.indices where mask & (1 << UInt64(index)) != 0 {
            result.formUnion(members[index])
          }
          return result
        }
      }, set)
  }

  /// A reference to an object of class `V`, registered as `typeName` (named, not looked up:
  /// the kit refers to types it registers later).
  func object<V: AnyObject>(
    _ name: String, _ typeName: String, _ set: @escaping @Sendable (T, V) -> Void
  ) {
    reference(name, typeName: typeName) { object, target in
      guard let typed = target as? V else { return false }
      set(object, typed)
      return true
    }
  }

  /// A collection of references to objects of class `V`, registered as `typeName`, each added
  /// by `add` in order.
  func objects<V: AnyObject>(
    _ name: String, _ typeName: String, _ add: @escaping @Sendable (T, V) -> Void
  ) {
    references(name, typeName: typeName) { object, target in
      guard let typed = target as? V else { return false }
      add(object, typed)
      return true
    }
  }

  /// Declares that objects of this type fire each event (inherited by subclasses).
  func events(_ events: [Control.Event]) {
    for event in events { self.event(event) }
  }
}

extension NibTypeBuilder where T: View {
  /// A view the object holds strongly, as a subview (a content view) or only by name (a
  /// table's column header view, a window's toolbar): a reference to a `V` that must not be
  /// the object itself or one of its ancestors, which would make a cycle in the tree or hold
  /// each other for ever (such a target is a `reference-type` error).
  func heldView<V: View>(
    _ name: String, _ typeName: String, _ set: @escaping @Sendable (T, V) -> Void
  ) {
    reference(name, typeName: typeName) { holder, target in
      guard let view = target as? V, !holder.isDescendant(of: view) else { return false }
      set(holder, view)
      return true
    }
  }
}
