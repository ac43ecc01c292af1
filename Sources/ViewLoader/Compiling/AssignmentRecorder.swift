/// The property assignments of a template being compiled: the compact records, the table of
/// the distinct descriptors they set, and the columns of the values that do not fit in them.
struct AssignmentRecorder {
  private(set) var assignments: [PropertyAssignment] = []
  private var descriptors: [PropertyDescriptor] = []
  /// Each descriptor's slot in ``descriptors``, by identity.
  private var slots: [ObjectIdentifier: UInt16] = [:]
  private var overflowDescriptors: [Int32: PropertyDescriptor] = [:]
  private var values = ValueColumns()

  /// How many distinct properties a file sets, about: a few dozen.
  private static let expectedDescriptors = 48

  /// How many assignments are recorded.
  var count: Int { assignments.count }

  mutating func reserveCapacity(_ count: Int) { assignments.reserveCapacity(count) }

  /// The descriptor's slot in the template's table, added when it is new; once the table is
  /// full, ``PropertyAssignment/overflowSlot``.
  mutating func slot(for descriptor: PropertyDescriptor) -> UInt16 {
    let key = ObjectIdentifier(descriptor)
    if let slot = slots[key] { return slot }
    guard descriptors.count < Int(PropertyAssignment.overflowSlot) else {
      return PropertyAssignment.overflowSlot
    }
    let slot = UInt16(descriptors.count)
    // Room for the few dozen properties a file sets, made once: growing the table a step at
    // a time rehashed it about four times a file.
    if slots.isEmpty { slots.reserveCapacity(Self.expectedDescriptors) }
    descriptors.append(descriptor)
    slots[key] = slot
    return slot
  }

  /// Records an assignment.
  /// - Parameter slot: ``slot(for:)``'s answer for `descriptor`.
  mutating func append(
    _ value: consuming PropertyValue, descriptor: PropertyDescriptor, slot: UInt16,
    position: SourcePosition
  ) {
    if slot == PropertyAssignment.overflowSlot {
      overflowDescriptors[Int32(assignments.count)] = descriptor
    }
    let (form, payload) = values.store(value)
    assignments.append(
      PropertyAssignment(
        form: form, payload: payload, descriptorSlot: slot,
        kitProperty: descriptor.kitProperty, position: position))
  }

  /// Records the assignment of a colour already packed (``StoredColor/pack(_:)``'s form).
  /// - Parameter slot: ``slot(for:)``'s answer for `descriptor`.
  mutating func appendPackedColor(
    _ bits: UInt32, descriptor: PropertyDescriptor, slot: UInt16, position: SourcePosition
  ) {
    if slot == PropertyAssignment.overflowSlot {
      overflowDescriptors[Int32(assignments.count)] = descriptor
    }
    assignments.append(
      PropertyAssignment(
        form: .color, payload: bits, descriptorSlot: slot,
        kitProperty: descriptor.kitProperty, position: position))
  }

  /// What the template keeps of the descriptors and values.
  func columns() -> PropertyColumns {
    PropertyColumns(
      descriptors: descriptors, overflowDescriptors: overflowDescriptors, values: values)
  }
}
