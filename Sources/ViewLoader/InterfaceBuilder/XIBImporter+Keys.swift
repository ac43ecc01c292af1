/// The objects a holder keeps under a key its type has no property for.
extension XIBImporter {
  /// A note for each holder and key whose objects no property takes: a key of a newer Xcode,
  /// or a collection the document names differently (a menu's `<items>` written as something
  /// else). They load as the holder's children, and nothing applies them: a menu does not list
  /// them among its items. Unmapped holders and objects have notes of their own, and a table
  /// column's prototype cell views are the views no view shows, which the linter lays out.
  /// - Parameter attachments: The template's children set through a property of their
  ///   holder's (known without asking the holder's properties again).
  mutating func noteUnappliedKeys(attachments: [InterfaceBuilderInfo.Attachment]) {
    var counts: [HolderKey: Int] = [:]
    var first: [(HolderKey, Int)] = []
    var attached = [Bool](repeating: false, count: nodes.count)
    for attachment in attachments { attached[Int(attachment.child)] = true }
    // Read in place: a copy of each node would retain (and release) all it holds.
    nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices where !attached[index] {
        guard let key = nodes[index].key, nodes[index].parent >= 0, !nodes[index].isSubview,
          !nodes[index].isUnmapped
        else { continue }
        let parent = nodes[index].parent
        guard !nodes[Int(parent)].isUnmapped, nodes[Int(parent)].type.properties[key] == nil,
          key != "prototypeCellViews"
        else { continue }
        let holderKey = HolderKey(holder: parent, key: key)
        if counts[holderKey] == nil { first.append((holderKey, index)) }
        counts[holderKey, default: 0] += 1
      }
    }
    for (holderKey, index) in first {
      let holder = nodes[Int(holderKey.holder)].type.name
      let count = counts[holderKey] ?? 1
      let kept =
        count == 1
        ? "the '\(nodes[index].type.name)' it holds under that key is kept as its child"
        : "the \(count) objects it holds under that key are kept as its children"
      note(
        .xibUnresolvedName,
        "'\(holder)' has no property '\(escaped(holderKey.key))': \(kept) and not applied",
        at: nodes[index].position)
    }
  }

  /// A holder's node and a key it keeps objects under.
  private struct HolderKey: Hashable {
    var holder: Int32
    var key: String
  }
}
