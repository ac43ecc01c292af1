import FoundationEssentials
import Testing

@testable import ViewLoader

/// The template's records are laid out for size (a template holds one node per element and one
/// id entry per id); these tests pin the sizes and check that the compact forms behave as the
/// plain ones did.
@Suite struct TemplateLayoutTests {
  @Test func recordsStaySmall() {
    #expect(MemoryLayout<TemplateNode>.stride == 48)
    // Copied and freed without reference counting: a template's nodes are not walked when
    // it is freed.
    #expect(_isPOD(TemplateNode.self))
    #expect(MemoryLayout<IDEntry>.stride == 16)
    // A position, a 32-bit payload, a descriptor slot, the form and the kit property.
    #expect(MemoryLayout<PropertyAssignment>.stride == 16)
  }

  @Test func everyValueComesBackBitForBitFromItsCompactForm() throws {
    let values: [PropertyValue] = [
      .string(""), .string("naïve & more than fifteen bytes"), .int(0), .int(-1),
      .int(Int(Int32.max)), .int(Int(Int32.min)), .int(Int(Int32.max) + 1), .int(.min),
      .double(0.5), .double(-0.0), .double(0.54), .double(1e-300),
      .double(.greatestFiniteMagnitude),
      .bool(true), .bool(false),
      .color(Color(red: 0x5C / 255, green: 0x87 / 255, blue: 0x2E / 255, alpha: 0xA5 / 255)),
      .color(.clear), .color(.white), .color(.gray), .color(Color(red: -0.0, green: 0, blue: 0)),
      .point(Point(x: 1.5, y: -2)), .size(Size(width: 3, height: 4)),
      .rect(Rect(x: 0, y: 0.1, width: 320, height: 44)),
      .insets(Insets(top: 1, left: 2, bottom: 3, right: 4)),
      .date(Date(timeIntervalSinceReferenceDate: 12_345.678)),
      .enumeration(EnumerationCase(name: "center", index: 1)), .reference("owner"),
    ]
    var columns = ValueColumns()
    let stored = values.map { columns.store($0) }
    let descriptor = PropertyDescriptor(
      name: "any", kind: .enumeration(["left", "center"]), minimum: nil, apply: { _, _ in },
      applyReference: nil)
    let table = PropertyColumns(
      descriptors: [descriptor], overflowDescriptors: [:], values: columns)
    for (value, (form, payload)) in zip(values, stored) {
      let assignment = PropertyAssignment(
        form: form, payload: payload, descriptorSlot: 0, kitProperty: .none, position: .start)
      let back = table.value(of: assignment, descriptor: descriptor)
      #expect(back == value)
      #expect(bits(back) == bits(value), "\(value)")
    }
    // Hex colours, which are n/255, and small numbers need no column.
    #expect(columns.colors.count == 2 && columns.doubles.count == 4 && columns.integers.count == 2)
  }

  @Test func rectsOfSmallIntegersAreCompactAndComeBackBitForBit() {
    #expect(MemoryLayout<CompactRect>.stride == 8)
    let compact = [
      Rect(x: 0, y: 0, width: 320, height: 44), Rect(x: -10, y: -20, width: 5, height: 0),
      Rect(x: -32_768, y: 32_767, width: 0, height: 32_767), Rect(x: -1, y: 1, width: 2, height: 3),
    ]
    // Each has one component that no Int16 holds exactly; the others are small integers.
    let wide = [
      Rect(x: -0.0, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: 0.5, height: 1),
      Rect(x: 0, y: -0.5, width: 1, height: 1), Rect(x: 0, y: 0, width: 1, height: 44.000_001),
      Rect(x: 32_768, y: 0, width: 1, height: 1), Rect(x: -32_769, y: 0, width: 1, height: 1),
      Rect(x: 65_536, y: 0, width: 1, height: 1), Rect(x: 0, y: -65_535, width: 1, height: 1),
      Rect(x: 0, y: 0, width: 0x1p51 + 3, height: 1), Rect(x: 0, y: 0, width: 0x1p53, height: 1),
      Rect(x: 0, y: 0, width: 1e300, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1),
      Rect(x: -.infinity, y: 0, width: 1, height: 1), Rect(x: .nan, y: 0, width: 1, height: 1),
      Rect(x: 0, y: 0, width: 0x1p-1074, height: 1),
    ]
    var columns = ValueColumns()
    let stored = (compact + wide).map { columns.store(.rect($0)) }
    #expect(stored.map(\.0) == compact.map { _ in .compactRect } + wide.map { _ in .rect })
    #expect(columns.compactRects.count == compact.count && columns.rects.count == wide.count)
    let descriptor = PropertyDescriptor(
      name: "frame", kind: .rect, minimum: nil, apply: { _, _ in }, applyReference: nil)
    let table = PropertyColumns(
      descriptors: [descriptor], overflowDescriptors: [:], values: columns)
    for (rect, (form, payload)) in zip(compact + wide, stored) {
      let assignment = PropertyAssignment(
        form: form, payload: payload, descriptorSlot: 0, kitProperty: .none, position: .start)
      // As the linter reads it, and as a setter reads it in place.
      let value = table.value(of: assignment, descriptor: descriptor)
      let inPlace = withUnsafePointer(to: assignment) { AssignedValue($0, columns: table).rect }
      #expect(bits(value) == bits(.rect(rect)), "\(rect)")
      #expect(inPlace.map { bits(.rect($0)) } == bits(.rect(rect)), "\(rect)")
    }
  }

  @Test func framesLoadAsWrittenWhicheverColumnHoldsThem() throws {
    let frames = ["0 0 320 44", "-10 -20 5 0", "-0 0 1 1", "0.5 1 2 3", "40000 0 1 1"]
    let xml =
      "<nib version=\"1\">"
      + frames.map { "<View frame=\"\($0)\"/>" }.joined() + "</nib>"
    let nib = try Nib(xml: xml, name: "Frames")
    let forms = nib.template.properties.map(\.form)
    #expect(forms == [.compactRect, .compactRect, .rect, .rect, .rect])
    let loaded = try nib.instantiate().objects(ofType: View.self).map(\.frame)
    let expected = [
      Rect(x: 0, y: 0, width: 320, height: 44), Rect(x: -10, y: -20, width: 5, height: 0),
      Rect(x: -0.0, y: 0, width: 1, height: 1), Rect(x: 0.5, y: 1, width: 2, height: 3),
      Rect(x: 40_000, y: 0, width: 1, height: 1),
    ]
    #expect(loaded.map { bits(.rect($0)) } == expected.map { bits(.rect($0)) })
  }

  @Test func aTemplateWithMoreDescriptorsThanSlotsKeepsThemAll() throws {
    let count = Int(PropertyAssignment.overflowSlot) + 10
    // Made directly: declaring this many through a builder would take quadratic time.
    let properties = (0..<count).map { index in
      PropertyDescriptor(
        name: "p\(index)", kind: .int, minimum: nil,
        apply: { object, value in
          if let number = value.int {
            unsafeDowncast(object, to: WideView.self).values[index] = number
          }
        }, applyReference: nil)
    }
    var registry = TypeRegistry.standard
    registry.add(
      NibType(
        name: "Wide", parent: nil, metatype: WideView.self, make: { WideView() }, awake: nil,
        isInstance: { $0 is WideView }, addChild: nil, ownProperties: properties, ownEvents: [],
        isView: false, acceptsChildren: false, objectType: WideView.self),
      identifier: ObjectIdentifier(WideView.self))
    // Elements of 500 attributes each: past the table's end, the slots overflow.
    var xml = "<nib version=\"1\">"
    for start in stride(from: 0, to: count, by: 500) {
      xml += "<Wide"
      for index in start..<min(start + 500, count) { xml += " p\(index)=\"\(index)\"" }
      xml += "/>"
    }
    xml += "</nib>"
    let nib = try Nib(xml: xml, name: "Wide", registry: registry)
    let objects = try nib.instantiate().objects(ofType: WideView.self)
    #expect(objects.reduce(0) { $0 + $1.values.count } == count)
    #expect(objects.allSatisfy { $0.values.allSatisfy { $0.key == $0.value } })
    let template = nib.template
    #expect(template.propertyColumns.descriptors.count == Int(PropertyAssignment.overflowSlot))
    #expect(template.propertyColumns.overflowDescriptors.count == 10)
    let last = try #require(template.nodes.last)
    #expect(template.properties(of: last).map(\.name).last == "p\(count - 1)")
    #expect(template.properties(of: last).map(\.value).last == .int(count - 1))
  }

  @Test func anElementWithMoreAttributesThanANodeCountsIsRefusedNotTruncated() throws {
    // A node counts its properties in 16 bits; the attribute limit may be set higher.
    let count = TemplateNode.maximumCount + 1
    let attributes = (0..<count).map { " a\($0)=\"1\"" }.joined()
    let xml = "<nib version=\"1\">\n  <View\(attributes)/></nib>"
    let error = #expect(throws: NibError.self) {
      try Nib(xml: xml, name: "Wide", limits: NibLimits(attributesPerElement: count))
    }
    let diagnostics = try #require(error).diagnostics
    #expect(diagnostics.map(\.rule) == ["limit-exceeded"])
    #expect(diagnostics.first?.location == SourceLocation(file: "Wide", line: 2, column: 3))
  }

  @Test func aNodeKeepsItsContentAndOutletApart() throws {
    let label = try #require(TypeRegistry.standard.type(named: "Label"))
    var extras = NodeExtras()
    var node = TemplateNode(
      content: .object(label), parent: -1, position: SourcePosition(line: 2, column: 3), depth: 1,
      extras: &extras)
    #expect(extras.type(of: node) === label)
    #expect(extras.outlet(of: node) == nil)
    #expect(!node.hasID)
    #expect(extras.count == 0, "an object without an outlet needs no entry")

    extras.setOutlet(
      OutletUse(name: "title", position: SourcePosition(line: 2, column: 10)), of: &node)
    #expect(extras.type(of: node) === label, "an object with an outlet keeps its type")
    #expect(extras.outlet(of: node)?.name == "title")
    guard case .object(let type) = extras.content(of: node) else {
      Issue.record("an object node's content")
      return
    }
    #expect(type === label)

    extras.setContent(
      .stub(nibName: "Details", namePosition: SourcePosition(line: 4, column: 5)), of: &node)
    #expect(extras.type(of: node) == nil)
    #expect(extras.outlet(of: node)?.name == "title", "the outlet survives a change of content")
    guard case .stub(let name, let position) = extras.content(of: node) else {
      Issue.record("a stub node's content")
      return
    }
    #expect(name == "Details")
    #expect(position == SourcePosition(line: 4, column: 5))
    extras.setOutlet(nil, of: &node)
    guard case .stub = extras.content(of: node) else {
      Issue.record("the content survives removing the outlet")
      return
    }
    #expect(extras.outlet(of: node) == nil)
    #expect(extras.count == 1, "a node's changes reuse its entry")
  }

  @Test func aTemplateKeepsTheTypesItsNodesNameUnretained() throws {
    // The registry is made, used and dropped here: afterwards only the template holds it, and
    // with it the types its nodes name without retaining them (ASan reports a node that
    // outlives them).
    func compile() throws -> Nib {
      var registry = TypeRegistry.standard
      registry.register(LocalView.self, name: "LocalView")
      registry.register(LocalLabel.self, name: "LocalLabel")
      return try Nib(
        xml: """
          <nib version="1">
            <LocalView><LocalLabel outlet="title"/><stub nib="Details"/></LocalView>
          </nib>
          """, name: "Local", registry: registry)
    }
    let template = try compile().template
    #expect(template.nodes.map { template.type(of: $0)?.name } == ["LocalView", "LocalLabel", nil])
    #expect(template.outlet(of: template.nodes[1])?.name == "title")
    #expect(template.extras.count == 2, "the outlet and the stub; the plain object has none")
    let classes = template.instantiationPlan.objectTypes.map { ObjectIdentifier($0) }
    #expect(classes == [ObjectIdentifier(LocalView.self), ObjectIdentifier(LocalLabel.self)])
  }

  @Test func theIDTableFindsEveryIDAndRefusesDuplicates() {
    var table = IDTable(file: "Big.nib")
    // No reservation: the index grows as ids come.
    for index in 0..<5_000 {
      let position = SourcePosition(line: index + 1, column: 7)
      #expect(table.define("v\(index)", node: Int32(index), position: position) == nil)
    }
    #expect(table.count == 5_000)
    #expect(table.names.prefix(3) == ["v0", "v1", "v2"], "names keep definition order")
    for index in stride(from: 0, to: 5_000, by: 97) {
      let entry = table["v\(index)"]
      #expect(entry?.node == Int32(index))
      #expect(
        entry.map(table.location(of:))
          == SourceLocation(file: "Big.nib", line: index + 1, column: 7))
    }
    #expect(table["v5000"] == nil)
    #expect(table["V1"] == nil)
    #expect(table[""] == nil)

    let duplicate = table.write("v42", node: 9_999, position: SourcePosition(line: 9, column: 9))
    let first = table.define(at: duplicate)
    #expect(first?.node == 42, "a duplicate returns the first definition")
    #expect(table["v42"]?.node == 42, "and leaves it in place")
    #expect(table.count == 5_000)
    #expect(table.names.count == 5_000, "names are the defined ones")
    // The duplicate stays written, for the node that has it.
    #expect(table.name(at: duplicate) == "v42")
    #expect(table.entry(at: duplicate).position == SourcePosition(line: 9, column: 9))
    #expect(table.entry(at: duplicate).origin == IDEntry.notDefined)
  }

  @Test func theIDTableFindsEveryIDAsItsIndexGrowsPastWhatWasReserved() {
    var table = IDTable(file: "Many.nib")
    // Reserved for fewer than are written: the index is rebuilt as it fills (7/8 full at most)
    // and as the written ids outgrow the index bits of its slots.
    table.reserveCapacity(1_000)
    let count = 20_000
    var indices: [Int32] = []
    for index in 0..<count {
      // Every tenth id repeats an earlier one.
      let name = index % 10 == 9 ? "v\(index - 9)" : "v\(index)"
      indices.append(
        table.write(name, node: Int32(index), position: SourcePosition(line: index + 1, column: 1)))
    }
    for (index, written) in indices.enumerated() {
      let first = table.define(at: written)
      if index % 10 == 9 {
        #expect(first?.node == Int32(index - 9), "a repeat returns the first definition")
      } else {
        #expect(first == nil)
      }
    }
    #expect(table.count == count - count / 10)
    for index in 0..<count where index % 10 != 9 {
      if table["v\(index)"]?.node != Int32(index) {
        Issue.record("v\(index) is not found as defined")
      }
    }
    for missing in ["v\(count)", "v-1", "V1", "", "v00"] {
      #expect(table[missing] == nil, "\(missing)")
    }
  }

  @Test func idsAreWrittenFirstAndDefinedInTheSameOrder() {
    var table = IDTable(file: "Ids.nib")
    let a = table.write("a", node: 0, position: SourcePosition(line: 2, column: 3))
    let taken = table.write("taken", node: 1, position: SourcePosition(line: 3, column: 3))
    let again = table.write("a", node: 2, position: SourcePosition(line: 4, column: 3))
    #expect(table["a"] == nil, "nothing is defined while ids are written")
    #expect(table.define(at: a) == nil)
    table.passOver(at: taken)
    #expect(table.define(at: again)?.node == 0)
    #expect(table.count == 1)
    #expect(table.names == ["a"])
    #expect(table["taken"] == nil)
    #expect(table.writtenCount == 3)
    #expect(table.name(at: again) == "a")
  }

  @Test func includedIDsAreDescribedInSourceOrder() throws {
    let view = try #require(TypeRegistry.standard.type(named: "View"))
    var extras = NodeExtras()
    let nodes = (0..<3).map { _ in
      TemplateNode(content: .object(view), parent: -1, position: .start, depth: 1, extras: &extras)
    }
    var table = IDTable(file: "Outer.nib")
    table.reserveCapacity(3)
    let included = IncludedID(
      name: IDName("inner"), includePath: [0], node: 4,
      location: SourceLocation(file: "Inner.nib", line: 3, column: 2), includeNotes: [], type: nil)
    #expect(table.define(included) == nil)
    #expect(table.define("b", node: 2, position: SourcePosition(line: 9, column: 1)) == nil)
    #expect(table.define("a", node: 1, position: SourcePosition(line: 5, column: 1)) == nil)
    #expect(table.define("inner", node: 3, position: .start)?.origin == 0)
    #expect(table.path(of: table["inner"]!) == [0, 4])
    #expect(table.path(of: table["a"]!) == [1])
    let described = table.described(nodes: nodes, extras: extras).map(\.name.string)
    #expect(described == ["inner", "a", "b"])
  }
}

/// The id table keeps names as bytes in one store and hashes and compares them as bytes, in
/// words for names shorter than 16 bytes and as a run of bytes for longer ones; every length
/// around those edges must find what a `String` would.
@Suite struct IDTableTests {
  /// Names of the lengths around the table's edges (one word, two words, bytes), each as
  /// `length` characters from a pattern that starts with a letter.
  static let lengths = [1, 7, 8, 9, 15, 16, 17, 100, 300]

  static func name(length: Int, variant: Character = "a") -> String {
    String(variant) + String(repeating: "b_.-9", count: length / 5 + 1).prefix(length - 1)
  }

  @Test func idsOfEveryLengthAreFoundByTheirStrings() {
    var table = IDTable(file: "Lengths.nib")
    let names = Self.lengths.map { Self.name(length: $0) }
    #expect(names.map(\.utf8.count) == Self.lengths)
    var written: [Int32] = []
    for (index, name) in names.enumerated() {
      #expect(isValidID(name))
      written.append(
        table.write(name, node: Int32(index), position: SourcePosition(line: index + 1, column: 1)))
    }
    #expect(table["a"] == nil, "nothing is defined while ids are written")
    for index in written { #expect(table.define(at: index) == nil) }
    #expect(table.count == names.count)
    #expect(table.names == names)
    for (index, name) in names.enumerated() {
      #expect(table[name]?.node == Int32(index), "\(name.utf8.count) bytes")
      #expect(table.name(at: written[index]) == name)
      #expect(table[name + "x"] == nil, "one byte longer")
      #expect(table[String(name.dropLast()) + "x"] == nil, "the last byte differs")
      #expect(table["x" + name.dropFirst()] == nil, "the first byte differs")
    }
  }

  @Test func duplicatesOfEveryLengthReturnTheFirstDefinition() {
    var table = IDTable(file: "Twice.nib")
    for (index, length) in Self.lengths.enumerated() {
      let name = Self.name(length: length)
      #expect(table.define(name, node: Int32(index), position: .start) == nil)
    }
    for (index, length) in Self.lengths.enumerated() {
      let name = Self.name(length: length)
      let again = table.write(name, node: 100 + Int32(index), position: .start)
      #expect(table.define(at: again)?.node == Int32(index), "\(length) bytes")
      #expect(table.entry(at: again).origin == IDEntry.notDefined)
      #expect(table.name(at: again) == name, "a duplicate keeps its name")
      #expect(table[name]?.node == Int32(index))
    }
    #expect(table.count == Self.lengths.count)
    #expect(table.writtenCount == 2 * Self.lengths.count)
  }

  @Test func idsSharingPrefixesAreToldApart() {
    var table = IDTable(file: "Prefixes.nib")
    let long = String(repeating: "view", count: 30)
    let names = [
      "v", "v1", "v12", "v123", "v1234567", "v12345678", "v123456789012345", "v1234567890123456",
      "view", "view1", "view.1", "view-1", "view_1", "View1", long, long + "1", long + "2",
      long + "12", String(long.dropLast()) + "x",
    ]
    #expect(Set(names).count == names.count)
    for (index, name) in names.enumerated() {
      #expect(table.define(name, node: Int32(index), position: .start) == nil, "\(name)")
    }
    for (index, name) in names.enumerated() {
      #expect(table[name]?.node == Int32(index), "\(name)")
    }
    let absent = [
      "v1234", "v12345678901234567", "vie", "view2", long + "3", String(long.dropLast()),
    ]
    for name in absent {
      #expect(table[name] == nil, "\(name)")
    }
  }

  @Test func absentIDsAreNotFound() {
    var table = IDTable(file: "Absent.nib")
    #expect(table["v1"] == nil, "an empty table finds nothing")
    _ = table.define("v1", node: 0, position: .start)
    _ = table.define("K1", node: 1, position: .start)
    for absent in ["", "v", "v2", "V1", "v1 ", " v1", "v1\0", "v\01", "é", "v1é", "owner"] {
      #expect(table[absent] == nil, "\(absent.debugDescription)")
    }
    // As `String` equality says: KELVIN SIGN is canonically equivalent to K, so it finds the
    // ASCII name, while a look-alike that is not equivalent (Cyrillic) does not.
    #expect("\u{212A}1" == "K1")
    #expect(table["\u{212A}1"]?.node == 1)
    #expect(table["\u{041A}1"] == nil)
  }

  @Test func manyIDsOfMixedLengthsSurviveTheIndexBeingRebuilt() {
    var table = IDTable(file: "Many.nib")
    table.reserveCapacity(10)
    let count = 30_000
    // Short, two-word and long names, interleaved, with a repeat every seventh.
    func name(_ index: Int) -> String {
      switch index % 3 {
      case 0: "v\(index)"
      case 1: "view_number_\(index)"
      default: "a_rather_long_identifier_for_view_number_\(index)"
      }
    }
    for index in 0..<count {
      let written = index % 7 == 6 ? name(index - 6) : name(index)
      let first = table.define(written, node: Int32(index), position: .start)
      #expect((first?.node).map(Int.init) == (index % 7 == 6 ? index - 6 : nil))
    }
    #expect(table.count == count - count / 7)
    var misses = 0
    for index in 0..<count where index % 7 != 6 {
      if table[name(index)]?.node != Int32(index) { misses += 1 }
    }
    #expect(misses == 0)
    #expect(table[name(count)] == nil)
    #expect(table.names.count == table.count)
  }

  @Test func includedIDsShareTheDefiningTablesBytes() throws {
    let view = try #require(TypeRegistry.standard.type(named: "View"))
    var extras = NodeExtras()
    let nodes = (0..<2).map { _ in
      TemplateNode(content: .object(view), parent: -1, position: .start, depth: 1, extras: &extras)
    }
    let long = IDTableTests.name(length: 100)
    var inner = IDTable(file: "Inner.nib")
    _ = inner.define(long, node: 0, position: SourcePosition(line: 2, column: 9))
    _ = inner.define("short", node: 1, position: SourcePosition(line: 3, column: 9))
    var outer = IDTable(file: "Outer.nib")
    let own = outer.write("mine", node: 0, position: SourcePosition(line: 2, column: 9))
    var written = [own]
    // Included twice: the second time every name is a duplicate.
    for include in 0..<2 {
      for var definition in inner.described(nodes: nodes, extras: extras) {
        definition.includePath = [Int32(include)]
        written.append(outer.write(definition))
      }
    }
    let firsts = written.map { outer.define(at: $0) }
    #expect(firsts.map { $0 == nil } == [true, true, true, false, false])
    #expect(outer.count == 3)
    #expect(outer.names == ["mine", long, "short"])
    #expect(written.map(outer.name(at:)) == ["mine", long, "short", long, "short"])
    let entry = try #require(outer[long])
    #expect(outer.path(of: entry) == [0, 0])
    #expect(outer.location(of: entry) == SourceLocation(file: "Inner.nib", line: 2, column: 9))
    // Passed on again, an included id keeps its name (in source order: Inner.nib first).
    let described = outer.described(nodes: nodes, extras: extras)
    #expect(described.map(\.name.string) == [long, "short", "mine"])
  }

  @Test func invalidIDsNeverEnterTheTable() throws {
    let xml = """
      <nib version="1">
        <View id="fine">
          <View id="1digit"/>
          <View id="has space"/>
          <View id="naïve"/>
          <View id=""/>
          <View id="owner"/>
          <View id="also.fine-1"/>
          <stub nib="Other" id="bad!"/>
          <stub nib="Other" id="stubbed"/>
        </View>
      </nib>
      """
    let compiler = NibCompiler(registry: .standard)
    let (output, _) = Array(xml.utf8).withUnsafeBytes {
      compiler.compile($0, file: "Ids.nib", name: "Ids")
    }
    let template = try #require(output.template)
    #expect(template.ids.writtenCount == 3)
    #expect(template.ids.names == ["fine", "also.fine-1", "stubbed"])
    let rules = output.diagnostics.map(\.rule)
    #expect(rules.filter { $0 == "invalid-id" }.count == 6)
  }

  @Test func loadedNibsFindIDsOfEveryLength() throws {
    let names = IDTableTests.lengths.map { IDTableTests.name(length: $0) }
    let views = names.map { "<View id=\"\($0)\"/>" }.joined(separator: "\n")
    let nib = try Nib(
      xml: "<nib version=\"1\"><View id=\"root\">\(views)</View></nib>", name: "Ids")
    let loaded = try nib.instantiate()
    let root = try loaded.object(withID: "root", as: View.self)
    for (index, name) in names.enumerated() {
      #expect(try loaded.object(withID: name, as: View.self) === root.subviews[index])
    }
    #expect(throws: NibLookupError.self) {
      try loaded.object(withID: names[8] + "x", as: View.self)
    }
  }

  @Test func referencesToLongIDsResolveOrSuggest() throws {
    let long = "theTableThatShowsEveryAccountSetting"
    let xml = """
      <nib version="1">
        <View id="root">
          <TableView id="\(long)"/>
          <TableView id="other" dataSource="$\(long)s"/>
        </View>
      </nib>
      """
    let error = #expect(throws: NibError.self) { try Nib(xml: xml, name: "Refs") }
    let messages = error?.diagnostics.map(\.message) ?? []
    #expect(messages.contains { $0.contains("did you mean '$\(long)'?") }, "\(messages)")
  }
}

/// Actions are laid out by node in the template (a range per node), whatever order the
/// elements come in.
@Suite struct ActionLayoutTests {
  private func handlers(_ xml: String) throws -> [String: [String]] {
    let template = try Nib(xml: xml, name: "Actions").template
    var result: [String: [String]] = [:]
    for node in template.nodes {
      guard let id = template.id(of: node) else { continue }
      result[id] = template.actions(of: node).map(\.handler)
    }
    return result
  }

  @Test func eventsMatchAsStringsDoEvenInOtherBytes() throws {
    // The compiler matches an event's bytes first; a canonically equivalent spelling (here
    // decomposed, where the type registered the precomposed form) is an equal string, so it is
    // the same event, kept as written, as before.
    var registry = TypeRegistry.standard
    registry.register(LocalControl.self, name: "LocalControl") { type in
      type.event(Control.Event(rawValue: "caf\u{E9}"))
    }
    let decomposed = "cafe\u{301}"
    let nib = try Nib(
      xml: """
        <nib version="1">
          <LocalControl><action event="caf\u{E9}" handler="a"/></LocalControl>
          <LocalControl><action event="\(decomposed)" handler="b"/></LocalControl>
          <LocalControl><action event="touchUpInside" handler="c"/></LocalControl>
        </nib>
        """, name: "Events", registry: registry)
    let template = nib.template
    let events = template.nodes.flatMap { template.actions(of: $0) }.map(\.event)
    #expect(
      events.map { Array($0.utf8) }
        == ["caf\u{E9}", decomposed, "touchUpInside"].map { Array($0.utf8) })
  }

  @Test func anActionIsSmallAndKeepsItsExplicitTarget() throws {
    // Two strings and two positions; an explicit target is boxed.
    #expect(MemoryLayout<ActionTemplate>.stride <= 56)
    let template = try Nib(
      xml: """
        <nib version="1">
          <Button id="a"><action event="touchUpInside" handler="tap" target="$b"/></Button>
          <Button id="b"><action event="touchUpInside" handler="go"/></Button>
        </nib>
        """, name: "Targets"
    ).template
    let actions = template.nodes.flatMap { template.actions(of: $0) }
    #expect(actions.map(\.targetName) == ["b", nil])
    #expect(actions.map(\.targetPosition) == [SourcePosition(line: 2, column: 62), nil])
    #expect(actions.map(\.target) == [.object([1]), nil])
  }

  @Test func eachControlKeepsItsOwnActionsInOrder() throws {
    let grouped = try handlers(
      """
      <nib version="1">
        <Button id="a"><action event="touchUpInside" handler="a1"/><action event="valueChanged" handler="a2"/></Button>
        <Button id="b"><action event="touchUpInside" handler="b1"/></Button>
        <Button id="c"/>
      </nib>
      """)
    #expect(grouped == ["a": ["a1", "a2"], "b": ["b1"], "c": []])
  }

  @Test func actionsAroundANestedControlStayWithTheirOwner() throws {
    // The outer button's actions come before and after the inner one's.
    let interleaved = try handlers(
      """
      <nib version="1">
        <Button id="outer">
          <action event="touchUpInside" handler="o1"/>
          <Button id="inner"><action event="touchUpInside" handler="i1"/></Button>
          <action event="valueChanged" handler="o2"/>
          <Switch id="toggle"><action event="valueChanged" handler="t1"/></Switch>
        </Button>
        <Button id="after"><action event="touchUpInside" handler="x1"/></Button>
      </nib>
      """)
    #expect(
      interleaved == [
        "outer": ["o1", "o2"], "inner": ["i1"], "toggle": ["t1"], "after": ["x1"],
      ])
  }
}

/// The bit patterns of a value's numbers (equality would not tell 0 from -0).
private func bits(_ value: PropertyValue) -> [UInt64] {
  switch value {
  case .double(let number): [number.bitPattern]
  case .color(let color): [color.red, color.green, color.blue, color.alpha].map(\.bitPattern)
  case .point(let point): [point.x.bitPattern, point.y.bitPattern]
  case .rect(let rect): [rect.origin.x, rect.origin.y, rect.width, rect.height].map(\.bitPattern)
  case .date(let date): [date.timeIntervalSinceReferenceDate.bitPattern]
  default: []
  }
}

/// An object with as many int properties as a test declares.
private final class WideView: NibObject {
  var values: [Int: Int] = [:]
}

private final class LocalView: View {}
private final class LocalLabel: Label {}
private final class LocalControl: Control {}
