import FoundationEssentials

/// What a template's property assignments point into: the distinct descriptors they set, and
/// the typed columns of the values that do not fit in an assignment's payload.
///
/// Immutable once compiled, and a class so that setters can read it in place (through
/// ``AssignedValue``) without copying its arrays.
final class PropertyColumns: Sendable {
  /// The distinct descriptors the assignments set, by ``PropertyAssignment/descriptorSlot``.
  let descriptors: [PropertyDescriptor]
  /// The descriptors of the assignments whose slot is ``PropertyAssignment/overflowSlot``, by
  /// the assignment's index (empty unless the table filled up).
  let overflowDescriptors: [Int32: PropertyDescriptor]
  /// The values that live outside the assignments.
  let values: ValueColumns

  init(
    descriptors: [PropertyDescriptor], overflowDescriptors: [Int32: PropertyDescriptor],
    values: ValueColumns
  ) {
    self.descriptors = descriptors
    self.overflowDescriptors = overflowDescriptors
    self.values = values
  }

  /// The descriptor of the assignment at `index`.
  func descriptor(of assignment: PropertyAssignment, at index: Int) -> PropertyDescriptor {
    guard assignment.descriptorSlot != PropertyAssignment.overflowSlot else {
      guard let descriptor = overflowDescriptors[Int32(index)] else {
        preconditionFailure("an overflowing assignment without its descriptor")
      }
      return descriptor
    }
    return descriptors[Int(assignment.descriptorSlot)]
  }

  /// The assignment's value as the parser produced it.
  /// - Parameter descriptor: The assignment's descriptor (an enumeration case's name is read
  ///   from its kind).
  func value(of assignment: PropertyAssignment, descriptor: PropertyDescriptor) -> PropertyValue {
    let payload = assignment.payload
    let index = Int(payload)
    switch assignment.form {
    case .string: return .string(values.strings[index])
    case .int: return .int(Int(Int32(bitPattern: payload)))
    case .wideInt: return .int(values.integers[index])
    case .double: return .double(Double(Float(bitPattern: payload)))
    case .wideDouble: return .double(values.doubles[index])
    case .bool: return .bool(payload != 0)
    case .color: return .color(StoredColor.unpack(payload))
    case .exactColor: return .color(values.colors[index])
    case .point: return .point(values.points[index])
    case .size: return .size(values.sizes[index])
    case .rect: return .rect(values.rects[index])
    case .compactRect: return .rect(values.compactRects[index].rect)
    case .insets: return .insets(values.insets[index])
    case .date: return .date(Date(timeIntervalSinceReferenceDate: values.doubles[index]))
    case .enumeration:
      guard case .enumeration(let cases) = descriptor.kind, cases.indices.contains(index) else {
        preconditionFailure("an enumeration case that its property does not list")
      }
      return .enumeration(EnumerationCase(name: cases[index], index: index))
    case .reference: return .reference(values.strings[index])
    case .options, .wideOptions:
      guard case .options(let names) = descriptor.kind else {
        preconditionFailure("an option set whose property is not one")
      }
      let mask =
        assignment.form == .options
        ? UInt64(payload) : UInt64(bitPattern: Int64(values.integers[index]))
      return .options(OptionMembers(names: names, mask: mask))
    case .strings: return .strings(values.stringLists[index])
    case .references: return .references(values.stringLists[index])
    }
  }
}

/// The values of a template's assignments that do not fit in a payload, one column per type.
/// Each column grows by appending, as assignments are compiled.
struct ValueColumns: Sendable {
  /// Strings, and the names of references.
  private(set) var strings: [String] = []
  /// Ints that do not fit `Int32`.
  private(set) var integers: [Int] = []
  /// Doubles that no `Float` holds exactly, and dates (`timeIntervalSinceReferenceDate`).
  private(set) var doubles: [Double] = []
  /// Colours with a component that is not n/255 (`gray`, say).
  private(set) var colors: [Color] = []
  private(set) var points: [Point] = []
  private(set) var sizes: [Size] = []
  /// Rects with a component that is not an integer in `Int16`'s range (or is -0.0).
  private(set) var rects: [Rect] = []
  /// Rects whose components are all integers in `Int16`'s range, in a quarter of the memory.
  private(set) var compactRects: [CompactRect] = []
  private(set) var insets: [Insets] = []
  /// Lists of strings, and the names of collections of references.
  private(set) var stringLists: [[String]] = []

  /// Stores `value` in the form that holds it exactly, in a column when it does not fit in a
  /// payload.
  /// - Returns: The form and the payload.
  mutating func store(_ value: consuming PropertyValue) -> (ValueForm, UInt32) {
    switch value {
    case .string(let text): return (.string, Self.append(text, to: &strings))
    case .int(let number):
      if let narrow = Int32(exactly: number) { return (.int, UInt32(bitPattern: narrow)) }
      return (.wideInt, Self.append(number, to: &integers))
    case .double(let number):
      let narrow = Float(number)
      if Double(narrow).bitPattern == number.bitPattern { return (.double, narrow.bitPattern) }
      return (.wideDouble, Self.append(number, to: &doubles))
    case .bool(let flag): return (.bool, flag ? 1 : 0)
    case .color(let color):
      if let packed = StoredColor.pack(color) { return (.color, packed) }
      return (.exactColor, Self.append(color, to: &colors))
    case .point(let point): return (.point, Self.append(point, to: &points))
    case .size(let size): return (.size, Self.append(size, to: &sizes))
    case .rect(let rect):
      if let compact = CompactRect(exactly: rect) {
        return (.compactRect, Self.append(compact, to: &compactRects))
      }
      return (.rect, Self.append(rect, to: &rects))
    case .insets(let insets): return (.insets, Self.append(insets, to: &self.insets))
    case .date(let date):
      return (.date, Self.append(date.timeIntervalSinceReferenceDate, to: &doubles))
    case .enumeration(let item): return (.enumeration, UInt32(item.index))
    case .reference(let name): return (.reference, Self.append(name, to: &strings))
    case .options(let members):
      if let narrow = UInt32(exactly: members.mask) { return (.options, narrow) }
      return (.wideOptions, Self.append(Int(Int64(bitPattern: members.mask)), to: &integers))
    case .strings(let items): return (.strings, Self.append(items, to: &stringLists))
    case .references(let names): return (.references, Self.append(names, to: &stringLists))
    }
  }

  /// Appends `element` and returns its index.
  private static func append<Element>(_ element: Element, to column: inout [Element]) -> UInt32 {
    column.append(element)
    return UInt32(column.count - 1)
  }
}
