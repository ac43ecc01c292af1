import Dispatch
import Testing

@testable import ViewLoader

@Suite struct InstantiationPlanTests {
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
      plan.connectedNodes.map { template.nodes[Int($0)].type?.name } == ["TableView", "Button"])
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
