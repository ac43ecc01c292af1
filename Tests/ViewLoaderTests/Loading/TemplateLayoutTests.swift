import Testing

@testable import ViewLoader

/// The template's records are laid out for size (a template holds one node per element and one
/// id entry per id); these tests pin the sizes and check that the compact forms behave as the
/// plain ones did.
@Suite struct TemplateLayoutTests {
  @Test func recordsStaySmall() {
    #expect(MemoryLayout<TemplateNode>.stride <= 88)
    #expect(MemoryLayout<IDEntry>.stride == 16)
  }

  @Test func aNodeKeepsItsContentOutletAndIDPositionApart() throws {
    let label = try #require(TypeRegistry.standard.type(named: "Label"))
    var node = TemplateNode(
      content: .object(label), parent: -1, position: SourcePosition(line: 2, column: 3), depth: 1)
    #expect(node.type === label)
    #expect(node.outlet == nil)
    #expect(node.idPosition == nil)

    node.outlet = OutletUse(name: "title", position: SourcePosition(line: 2, column: 10))
    node.idPosition = SourcePosition(line: 2, column: 20)
    var copy = node
    copy.outlet = OutletUse(name: "other", position: .start)
    copy.idPosition = nil
    // A copy's changes never show through the original.
    #expect(node.outlet?.name == "title")
    #expect(node.idPosition == SourcePosition(line: 2, column: 20))
    #expect(copy.outlet?.name == "other")
    #expect(copy.idPosition == nil)
    guard case .object(let type) = node.content else {
      Issue.record("an object node's content")
      return
    }
    #expect(type === label)

    node.content = .stub(nibName: "Details", namePosition: SourcePosition(line: 4, column: 5))
    #expect(node.type == nil)
    #expect(node.outlet?.name == "title", "the outlet survives a change of content")
    guard case .stub(let name, let position) = node.content else {
      Issue.record("a stub node's content")
      return
    }
    #expect(name == "Details")
    #expect(position == SourcePosition(line: 4, column: 5))
    node.outlet = nil
    guard case .stub = node.content else {
      Issue.record("the content survives removing the outlet")
      return
    }
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

    let first = table.define("v42", node: 9_999, position: .start)
    #expect(first?.node == 42, "a duplicate returns the first definition")
    #expect(table["v42"]?.node == 42, "and leaves it in place")
    #expect(table.count == 5_000)
  }

  @Test func includedIDsAreDescribedInSourceOrder() throws {
    let view = try #require(TypeRegistry.standard.type(named: "View"))
    let nodes = (0..<3).map { _ in
      TemplateNode(content: .object(view), parent: -1, position: .start, depth: 1)
    }
    var table = IDTable(file: "Outer.nib")
    table.reserveCapacity(3)
    let included = IncludedID(
      includePath: [0], node: 4, location: SourceLocation(file: "Inner.nib", line: 3, column: 2),
      includeNotes: [], type: nil)
    #expect(table.define("inner", included) == nil)
    #expect(table.define("b", node: 2, position: SourcePosition(line: 9, column: 1)) == nil)
    #expect(table.define("a", node: 1, position: SourcePosition(line: 5, column: 1)) == nil)
    #expect(table.define("inner", node: 3, position: .start)?.origin == 0)
    #expect(table.path(of: table["inner"]!) == [0, 4])
    #expect(table.path(of: table["a"]!) == [1])
    let described = table.described(nodes: nodes).map(\.id)
    #expect(described == ["inner", "a", "b"])
  }
}

/// Actions are laid out by node in the template (a range per node), whatever order the
/// elements come in.
@Suite struct ActionLayoutTests {
  private func handlers(_ xml: String) throws -> [String: [String]] {
    let template = try Nib(xml: xml, name: "Actions").template
    var result: [String: [String]] = [:]
    for node in template.nodes {
      guard let id = node.id else { continue }
      result[id] = template.actions(of: node).map(\.handler)
    }
    return result
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
