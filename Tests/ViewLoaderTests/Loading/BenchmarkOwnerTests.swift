import Testing

@testable import ViewLoader

@Suite struct BenchmarkOwnerTests {
  /// The benchmark's owner receives every outlet, but keeps its objects only as long as their
  /// tree lives: releasing the previous round's views must not fall in the next timed round.
  @Test func theOwnerBindsOutletsWithoutKeepingTheTree() throws {
    let xml = """
      <nib version="1">
        <View outlet="root" frame="0 0 320 480">
          <Label outlet="title" text="Hello"/>
          <Button outlet="title" title="OK"><action event="touchUpInside" handler="tap"/></Button>
        </View>
      </nib>
      """
    let bytes = Array(xml.utf8)
    let nib = try bytes.withUnsafeBytes { try NibBenchmark.compile($0, name: "Bench") }
    let owner = NibBenchmark.owner(for: nib)
    var loaded: LoadedNib? = try NibBenchmark.instantiate(nib, owner: owner)
    let root = try #require(loaded?.topLevelObjects.first as? View)
    #expect(sameObjects(owner.outlets["root"], [root]))
    #expect(sameObjects(owner.outlets["title"], root.subviews))
    #expect(NibBenchmark.objectCount(of: nib) == 3)
    try #require(loaded?.first(ofType: Button.self)).sendActions(for: .touchUpInside)
    loaded = nil
    _ = loaded
    // `root` is still held here, so the subviews live on, but nothing else does.
    #expect(owner.outlets["title"]?.count == 2)
    let second = try NibBenchmark.instantiate(nib, owner: owner)
    #expect(owner.outlets["root"]?.first?.object === second.topLevelObjects.first)
    #expect(owner.outlets["root"]?.first?.object !== root)
  }

  @Test func outletObjectsGoWithTheirTree() throws {
    let bytes = Array(#"<nib version="1"><View outlet="root"><Label/></View></nib>"#.utf8)
    let nib = try bytes.withUnsafeBytes { try NibBenchmark.compile($0, name: "Bench") }
    let owner = NibBenchmark.owner(for: nib)
    _ = try NibBenchmark.instantiate(nib, owner: owner)
    #expect(owner.outlets["root"]?.count == 1)
    #expect(owner.outlets["root"]?.first?.object == nil)
  }
}

/// Whether an outlet's weak references point at exactly `views`, in order.
private func sameObjects(_ references: [WeakObject]?, _ views: [View]) -> Bool {
  guard let references, references.count == views.count else { return false }
  return zip(references, views).allSatisfy { $0.object === $1 }
}
