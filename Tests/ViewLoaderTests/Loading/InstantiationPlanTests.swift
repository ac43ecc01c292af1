import Dispatch
import Foundation
import Testing

@testable import ViewLoader

/// Two owners with handlers of the same names: the handlers a template looked up in one owner's
/// table must not be used for the other's.
private final class FirstOwner: NibOwner, NibObject {
  var calls: [String] = []
  func tapped(_ sender: Button) { calls.append("first tapped") }
  func changed() { calls.append("first changed") }
  static let connections = Connections<FirstOwner>()
    .action("tapped", FirstOwner.tapped)
    .action("changed", FirstOwner.changed)
}

private final class SecondOwner: NibOwner {
  var calls: [String] = []
  func tapped(_ sender: Button) { calls.append("second tapped") }
  static let connections = Connections<SecondOwner>().action("tapped", SecondOwner.tapped)
}

/// Views of a dozen classes of their own, so that a template can have more classes than the
/// plan finds by a scan.
private final class Tile0: View {}
private final class Tile1: View {}
private final class Tile2: View {}
private final class Tile3: View {}
private final class Tile4: View {}
private final class Tile5: View {}
private final class Tile6: View {}
private final class Tile7: View {}
private final class Tile8: View {}
private final class Tile9: View {}
private final class Tile10: View {}
private final class Tile11: View {}

private let tileClasses: [View.Type] = [
  Tile0.self, Tile1.self, Tile2.self, Tile3.self, Tile4.self, Tile5.self, Tile6.self,
  Tile7.self, Tile8.self, Tile9.self, Tile10.self, Tile11.self,
]

private let tilesRegistry: TypeRegistry = {
  var registry = TypeRegistry.standard
  registry.register(Tile0.self, name: "Tile0")
  registry.register(Tile1.self, name: "Tile1")
  registry.register(Tile2.self, name: "Tile2")
  registry.register(Tile3.self, name: "Tile3")
  registry.register(Tile4.self, name: "Tile4")
  registry.register(Tile5.self, name: "Tile5")
  registry.register(Tile6.self, name: "Tile6")
  registry.register(Tile7.self, name: "Tile7")
  registry.register(Tile8.self, name: "Tile8")
  registry.register(Tile9.self, name: "Tile9")
  registry.register(Tile10.self, name: "Tile10")
  registry.register(Tile11.self, name: "Tile11")
  return registry
}()

private let ownersRegistry: TypeRegistry = {
  var registry = TypeRegistry.standard
  registry.register(FirstOwner.self, name: "FirstOwner")
  return registry
}()

@Suite struct InstantiationPlanTests {
  @Test func actionsBindToTheOwnerOfEachInstantiation() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <external name="helper" type="FirstOwner"/>
          <Button id="go"><action event="touchUpInside" handler="tapped"/></Button>
          <Button id="help"><action event="touchUpInside" handler="tapped" target="$helper"/></Button>
        </nib>
        """, name: "Actions", registry: ownersRegistry)
    for _ in 0..<2 {
      let first = FirstOwner()
      let helper = FirstOwner()
      let loadedByFirst = try nib.instantiate(owner: first, externals: ["helper": helper])
      let second = SecondOwner()
      let loadedBySecond = try nib.instantiate(owner: second, externals: ["helper": helper])
      for loaded in [loadedByFirst, loadedBySecond] {
        try loaded.object(withID: "go", as: Button.self).sendActions(for: .touchUpInside)
        try loaded.object(withID: "help", as: Button.self).sendActions(for: .touchUpInside)
      }
      #expect(first.calls == ["first tapped"])
      #expect(second.calls == ["second tapped"])
      // The explicit target's handler, once per tree.
      #expect(helper.calls == ["first tapped", "first tapped"])
    }
  }

  @Test func thePlanIsMadeOnceAndCountsIncludedChildren() throws {
    let folder = try NibFolder([
      "Screen": """
      <nib version="1">
        <View id="root">
          <Label text="Title"/>
          <include nib="Footer"/>
          <TableView id="table" dataSource="$owner"/>
          <Button><action event="touchUpInside" handler="tapped"/></Button>
        </View>
        <View/>
      </nib>
      """,
      "Footer": #"<nib version="1"><Label text="Footer"/><Switch/><View/></nib>"#,
    ])
    let template = try folder.library().nib(named: "Screen").template
    let plan = template.instantiationPlan
    #expect(plan === template.instantiationPlan)
    // The root has a label, three included objects, a table and a button.
    #expect(plan.steps[0].childCount == 6)
    #expect(plan.steps.dropFirst().allSatisfy { $0.childCount == 0 })
    // Only the table (a reference) and the button (an action) need the second pass.
    #expect(
      plan.connectedNodes.map { template.type(of: template.nodes[Int($0)])?.name } == [
        "TableView", "Button",
      ])
  }

  @Test func everyObjectGetsItsClassAmongManyClasses() throws {
    // 19 classes (the root's, a dozen tiles, six of the kit), each used twice.
    let kit: [(name: String, type: View.Type)] = [
      ("Label", Label.self), ("Button", Button.self), ("TextField", TextField.self),
      ("Switch", Switch.self), ("ImageView", ImageView.self), ("StackView", StackView.self),
    ]
    let children =
      tileClasses.indices.map { (name: "Tile\($0)", type: tileClasses[$0]) } + kit
    let elements = (children + children.reversed()).map { "<\($0.name)/>" }.joined()
    let nib = try Nib(
      xml: #"<nib version="1"><View>\#(elements)</View></nib>"#, name: "Tiles",
      registry: tilesRegistry)
    #expect(nib.template.instantiationPlan.objectTypes.count == 19)
    let root = try #require(try nib.instantiate().topLevelObjects.first as? View)
    let expected = (children + children.reversed()).map { ObjectIdentifier($0.type) }
    #expect(root.subviews.map { ObjectIdentifier(type(of: $0)) } == expected)
  }

  @Test func oneTemplateInstantiatesOnSeveralThreads() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <View id="root"><Label id="title" text="Hello"/><View><Button title="OK"/></View></View>
        </nib>
        """, name: "Shared")
    let results = Locked<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<20 {
        guard let loaded = try? nib.instantiate(),
          let root = loaded.topLevelObjects.first as? View
        else { continue }
        let count = root.subviews.count + root.subviews[1].subviews.count
        results.withLock { $0.append(count) }
      }
    }
    #expect(results.withLock { $0 } == Array(repeating: 3, count: 160))
  }
}

/// The plan a loader's compile works out as it makes each node must be the one the finished
/// template gives.
@Suite struct PlanMadeWhileCompilingTests {
  /// Every part of a plan, comparable (classes by identity).
  private struct Summary: Equatable {
    var steps: [InstantiationPlan.Step]
    var objectTypes: [ObjectIdentifier]
    var connectedNodes: [Int32]

    init(_ plan: InstantiationPlan) {
      steps = plan.steps
      objectTypes = plan.objectTypes.map { ObjectIdentifier($0) }
      connectedNodes = plan.connectedNodes
    }
  }

  private static let nibFixtures: [URL] = {
    guard
      let files = FileManager.default.enumerator(
        at: Fixture.root, includingPropertiesForKeys: nil)
    else { return [] }
    return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "nib" }
      .sorted { $0.path < $1.path }
  }()

  @Test func everyFixtureCompilesToTheSamePlanAndTopLevelAsItsTemplateGives() throws {
    let compiler = NibCompiler(registry: .standard, preparesInstantiation: true)
    var compared = 0
    for url in Self.nibFixtures {
      // Read as the loader reads (a fixture that is a folder gives no template).
      let output = compiler.compile(path: url.path, name: "Fixture").0
      // A document that is not a nib at all has no template, or one of an importer's own.
      guard let template = output.template, template.interfaceBuilder == nil else { continue }
      let made = try #require(template.instantiationPlanCache.withLock { $0 })
      #expect(Summary(made) == Summary(InstantiationPlan(template)), "\(url.path)")
      // The top-level nodes, also noted as they came.
      #expect(
        template.topLevel
          == template.nodes.indices.filter { template.nodes[$0].parent == -1 }.map { Int32($0) },
        "\(url.path)")
      compared += 1
    }
    #expect(compared > 200)
  }

  @Test func actionsAfterSubviewsAndReservedIDsAreFoundInOrder() throws {
    let url = Fixture.root.appendingPathComponent("valid/references/ActionsAfterSubviews.nib")
    let nib = try Nib(contentsOf: url)
    let template = nib.template
    let plan = template.instantiationPlan
    #expect(plan.connectedNodes == InstantiationPlan.connectedNodes(of: template.nodes))
    // Both buttons (their actions come after their subviews) and the two table views.
    #expect(
      plan.connectedNodes.map { template.type(of: template.nodes[Int($0)])?.name } == [
        "Button", "TableView", "TableView", "Button",
      ])

    let reserved = Fixture.root.appendingPathComponent("invalid/invalid-id/ReservedLater.nib")
    let output = NibCompiler(registry: .standard, preparesInstantiation: true)
      .compile(path: reserved.path, name: "ReservedLater").0
    let compiled = try #require(output.template)
    let made = try #require(compiled.instantiationPlanCache.withLock { $0 })
    // The id that names an external is no node's id, so no view is given it.
    #expect(made.steps.map(\.hasID) == compiled.nodes.map(\.hasID))
    #expect(made.steps.contains { !$0.hasID })
  }

  @Test func includedChildrenAreCountedWhenALibraryCompiles() throws {
    let library = NibLibrary(directory: Fixture.root.appendingPathComponent("valid/includes"))
    let template = try library.nib(named: "Screen").template
    let made = try #require(template.instantiationPlanCache.withLock { $0 })
    #expect(Summary(made) == Summary(InstantiationPlan(template)))
    #expect(made.steps.contains { $0.kind == .include })
  }
}

/// A view's `nibID` is made from the template's id table as each view is made.
@Suite struct ViewIDTests {
  @Test func everyInstantiationGivesEachViewTheIDItsElementHas() throws {
    let url = Fixture.root.appendingPathComponent("valid/references/ViewIDs.nib")
    let nib = try Nib(contentsOf: url)
    for _ in 0..<2 {
      let root = try #require(try nib.instantiate().topLevelObjects.first as? View)
      #expect(root.nibID == "root")
      #expect(
        root.subviews.map(\.nibID) == [
          "title", "a-label-whose-id-is-longer-than-fifteen-bytes", "box",
          "a-stub-whose-id-is-long-too",
        ])
      #expect(root.subviews[2].subviews.map(\.nibID) == ["name.label_2", nil])
      #expect(root.subviews[3] is Stub)
    }
  }
}
