/// What instantiating a template needs to know of its nodes beyond the nodes themselves: worked
/// out once per template (templates are immutable) rather than on every instantiation.
final class InstantiationPlan: Sendable {
  /// How many nodes each node has as its children (an include counts for the top-level objects
  /// it inserts), so that each view's `subviews` are allocated once.
  let childCounts: [Int32]
  /// The nodes with references or actions, in document order: the only ones the second pass
  /// of an instantiation visits.
  let connectedNodes: [Int32]

  init(_ template: NibTemplate) {
    var childCounts = [Int32](repeating: 0, count: template.nodes.count)
    var connectedNodes: [Int32] = []
    for (index, node) in template.nodes.enumerated() {
      if !node.referenceRange.isEmpty || !node.actionRange.isEmpty {
        connectedNodes.append(Int32(index))
      }
      let parent = Int(node.parent)
      guard parent >= 0 else { continue }
      if case .include(let nib, _) = node.content {
        childCounts[parent] &+= Int32(truncatingIfNeeded: nib.template.topLevel.count)
      } else {
        childCounts[parent] &+= 1
      }
    }
    self.childCounts = childCounts
    self.connectedNodes = connectedNodes
  }
}

extension NibTemplate {
  /// The template's instantiation plan, made by the first instantiation and kept.
  var instantiationPlan: InstantiationPlan {
    instantiationPlanCache.withLock { cached in
      if let cached { return cached }
      let plan = InstantiationPlan(self)
      cached = plan
      return plan
    }
  }
}
