/// A registered type: what the compiler needs to know of an element name, and how the
/// instantiator creates and configures its objects.
///
/// Immutable once registered; inherited properties, events and the child rule are merged in.
final class NibType: Sendable {
  /// The element name, for example `Label`.
  let name: String
  /// The nearest registered superclass, if any.
  let parent: NibType?
  /// The Swift class, or `nil` for a type known only from a schema (linting).
  let metatype: (any AnyObject.Type)?
  /// Creates a fresh object; `nil` for schema-only types.
  let make: (@Sendable () -> AnyObject)?
  /// The Swift class as a ``NibObject`` type, whose `init()` creates a fresh object without a
  /// closure call (what instantiation uses); `nil` for schema-only types.
  let objectType: (any NibObject.Type)?
  /// Calls `awakeFromNib()` on an object of this type.
  let awake: (@Sendable (AnyObject) -> Void)?
  /// Whether an object is an instance of this type (or a subclass); `nil` for schema-only types.
  let isInstance: (@Sendable (AnyObject) -> Bool)?
  /// Adds a child (a subview) to an object of this type; `nil` when it takes no children.
  let addChild: (@Sendable (AnyObject, AnyObject) -> Void)?
  /// Properties by attribute name, inherited ones included.
  let properties: [String: PropertyDescriptor]
  /// Event names the type's controls fire, inherited ones included.
  let events: Set<String>
  /// The same events, for matching an action's `event` value in UTF-8 without making a string.
  let eventTable: EventTable
  /// Whether objects of this type are views (can be subviews, can take a frame).
  let isView: Bool
  /// Whether child elements (subviews, includes, stubs) are allowed.
  let acceptsChildren: Bool
  /// The properties declared on this type itself (for the schema), in declaration order.
  let ownPropertyNames: [String]
  /// The events declared on this type itself (for the schema), in declaration order.
  let ownEvents: [String]

  init(
    name: String, parent: NibType?, metatype: (any AnyObject.Type)?,
    make: (@Sendable () -> AnyObject)?, awake: (@Sendable (AnyObject) -> Void)?,
    isInstance: (@Sendable (AnyObject) -> Bool)?,
    addChild: (@Sendable (AnyObject, AnyObject) -> Void)?, ownProperties: [PropertyDescriptor],
    ownEvents: [String], isView: Bool, acceptsChildren: Bool,
    objectType: (any NibObject.Type)? = nil
  ) {
    self.name = name
    self.parent = parent
    self.metatype = metatype
    self.make = make
    // Given, not found with `metatype as? any NibObject.Type`: that cast looks the conformance
    // up at run time, which scans every conformance record of the process (start-up time).
    self.objectType = objectType
    precondition(make == nil || objectType != nil, "a type that makes objects has its class")
    self.awake = awake
    self.isInstance = isInstance
    self.addChild = addChild
    var properties = parent?.properties ?? [:]
    if !ownProperties.isEmpty {
      // One copy of the parent's table at its final size, not a copy and then a rehash.
      properties.reserveCapacity(properties.count + ownProperties.count)
    }
    for property in ownProperties { properties[property.name] = property }
    self.properties = properties
    // Most types declare no events of their own: they share their parent's table.
    if let parent, ownEvents.allSatisfy(parent.events.contains) {
      self.events = parent.events
      self.eventTable = parent.eventTable
    } else {
      self.events = (parent?.events ?? []).union(ownEvents)
      self.eventTable = EventTable(events)
    }
    self.isView = isView
    self.acceptsChildren = acceptsChildren
    self.ownPropertyNames = ownProperties.map(\.name)
    self.ownEvents = ownEvents
  }

  /// The same type on another parent, with other own properties, events or child rule: what
  /// ``TypeRegistry/extend(_:_:)`` makes of a type and its subclasses.
  func rebuilt(
    parent: NibType?, ownProperties: [PropertyDescriptor]? = nil, ownEvents: [String]? = nil,
    acceptsChildren: Bool? = nil
  ) -> NibType {
    NibType(
      name: name, parent: parent, metatype: metatype, make: make, awake: awake,
      isInstance: isInstance, addChild: addChild,
      ownProperties: ownProperties ?? ownPropertyNames.compactMap { properties[$0] },
      ownEvents: ownEvents ?? self.ownEvents, isView: isView,
      acceptsChildren: acceptsChildren ?? self.acceptsChildren, objectType: objectType)
  }

  /// This type if it creates objects, else its nearest ancestor that does: what an object of
  /// an app's class a schema describes is without the app's code (a `LoadingView` from a
  /// schema, a `View` subclass, is a `View`). `nil` when no ancestor is a class.
  var nearestCreatableType: NibType? {
    var current: NibType? = self
    while let type = current, type.objectType == nil { current = type.parent }
    return current
  }

  /// Whether this type is `other` or inherits from it. `"Any"` accepts every type.
  func isSubtype(of other: String) -> Bool {
    if other == "Any" { return true }
    var current: NibType? = self
    while let type = current {
      if type.name == other { return true }
      current = type.parent
    }
    return false
  }
}

/// One property of a registered type. A class: the compiler looks one up for every attribute,
/// and a reference is cheaper to hand around than a struct of closures.
final class PropertyDescriptor: Sendable {
  /// The attribute name.
  let name: String
  /// The value syntax.
  let kind: PropertyKind
  /// The smallest allowed value, for integer properties that have one.
  let minimum: Int?
  /// The allowed values, for number properties that have bounds (a layout priority's 0…1000).
  let range: ClosedRange<Double>?
  /// Sets a parsed value on an object of the owning type (not used for references).
  ///
  /// The value is read in place, in the template's compact form (``AssignedValue``): a
  /// ``PropertyValue`` passed by value is copied (and its strings retained) for every attribute
  /// of every instantiation, and that copy cost more than setting most properties.
  let assign: @Sendable (AnyObject, AssignedValue) -> Void
  /// For references: sets the referenced object, returning `false` when it has the wrong type.
  let applyReference: (@Sendable (AnyObject, AnyObject) -> Bool)?
  /// The standard kit's property this is, which instantiation sets without calling ``assign``
  /// (`.none` for an app's property).
  let kitProperty: KitProperty

  init(
    name: String, kind: PropertyKind, minimum: Int?, range: ClosedRange<Double>? = nil,
    apply: @escaping @Sendable (AnyObject, AssignedValue) -> Void,
    applyReference: (@Sendable (AnyObject, AnyObject) -> Bool)?
  ) {
    self.name = name
    self.kind = kind
    self.minimum = minimum
    self.range = range
    self.assign = apply
    self.applyReference = applyReference
    self.kitProperty = .none
  }

  /// A property of the standard kit: ``assign`` sets it through `kitProperty` as well.
  init(
    name: String, kind: PropertyKind, minimum: Int?, range: ClosedRange<Double>? = nil,
    kitProperty: KitProperty
  ) {
    self.name = name
    self.kind = kind
    self.minimum = minimum
    self.range = range
    self.assign = { object, value in kitProperty.apply(to: object, value) }
    self.applyReference = nil
    self.kitProperty = kitProperty
  }

  /// The error for a parsed value outside the property's bounds (an integer below its
  /// ``minimum``, a number outside its ``range``), or `nil`.
  func boundsFailure(_ value: PropertyValue) -> ValueSyntaxError? {
    switch value {
    case .int(let number): minimum.flatMap { ValueSyntax.checkMinimum(number, minimum: $0) }
    case .double(let number): range.flatMap { ValueSyntax.checkRange(number, range: $0) }
    default: nil
    }
  }

  /// Sets `value` on an object of the owning type (not used for references), storing it
  /// as a template would first (for callers that hold a value rather than a template).
  func apply(_ object: AnyObject, _ value: PropertyValue) {
    var values = ValueColumns()
    let (form, payload) = values.store(value)
    let assignment = PropertyAssignment(
      form: form, payload: payload, descriptorSlot: 0, kitProperty: kitProperty,
      position: .start)
    let columns = PropertyColumns(descriptors: [self], overflowDescriptors: [:], values: values)
    withExtendedLifetime(columns) {
      withUnsafePointer(to: assignment) { assign(object, AssignedValue($0, columns: columns)) }
    }
  }
}
