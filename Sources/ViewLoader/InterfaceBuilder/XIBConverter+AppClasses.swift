/// The app classes of a converted document: the kit type each is declared a subclass of in
/// the schema, and the elements written as their kit types because that type cannot be theirs.
extension XIBNibWriter {
  /// The kit type each app class (a custom class the kit does not register) is declared a
  /// subclass of in the schema: the most derived of the kit types the document uses it on, when
  /// each of the others is its ancestor (every node's properties are then its type's), else the
  /// first. A macOS custom view stands for any view of the app's class (as the importer takes
  /// it), so a class on custom views and on a text field (iTerm2's) is a text field, and one on
  /// custom views, one of which sends an action (iTerm2's colour well), a control.
  static func appClassParents(_ template: NibTemplate) -> [String: NibType] {
    guard let info = template.interfaceBuilder else { return [:] }
    var uses: [String: [NibType]] = [:]
    var order: [String] = []
    for (index, node) in template.nodes.enumerated() {
      guard let className = info.nodes[index].className,
        template.registry.type(named: className) == nil, let kitType = template.type(of: node)
      else { continue }
      if uses[className] == nil { order.append(className) }
      if uses[className, default: []].contains(where: { $0 === kitType }) { continue }
      uses[className, default: []].append(kitType)
    }
    var parents: [String: NibType] = [:]
    for className in order {
      let types = uses[className] ?? []
      parents[className] =
        types.first { candidate in
          types.allSatisfy { candidate.isSubtype(of: requiredAncestor(of: $0)) }
        } ?? types.first
    }
    return parents
  }

  /// The type an app class on an element of `kitType` must descend from
  /// (``SchemaDocument/requiredAncestor(ofParent:)``).
  private static func requiredAncestor(of kitType: NibType) -> String {
    SchemaDocument.requiredAncestor(ofParent: kitType.name)
  }

  /// The nodes of an app class whose kit type its schema type does not descend from (iTerm2
  /// uses one class on a custom view and on a text field), that have subviews its schema
  /// type cannot hold (Santander uses one on a label and on the view that holds it), or whose
  /// name is a kit type's that their element's is not: written as their kit types, and listed.
  mutating func findNodesAsKitTypes() {
    var holdsSubviews = Set<Int>()
    for (index, node) in template.nodes.enumerated()
    where node.parent >= 0 && info.nodes[index].isSubview {
      holdsSubviews.insert(Int(node.parent))
    }
    for (index, node) in template.nodes.enumerated() {
      // An app class named like a kit type it does not descend from (Seashore's own `Label`, a
      // text field) was imported as its element's kit type: its name would read as the kit's.
      if let className = info.nodes[index].className,
        let registered = template.registry.type(named: className),
        let kitType = template.type(of: node), registered !== kitType
      {
        asKitTypes.insert(index)
        notConverted.append(
          "custom class '\(className)' of '\(kitType.name)' \(describe(index)) is named like the kit's '\(registered.name)', which is not \(MessageText.withArticle(kitType.name)): written as \(MessageText.withArticle(kitType.name))"
        )
        continue
      }
      guard let className = info.nodes[index].className,
        let parent = appClassParents[className], let kitType = template.type(of: node),
        !parent.isSubtype(of: Self.requiredAncestor(of: kitType))
          || (!parent.acceptsChildren && kitType.acceptsChildren && holdsSubviews.contains(index))
      else { continue }
      asKitTypes.insert(index)
      notConverted.append(
        "custom class '\(className)' of '\(kitType.name)' \(describe(index)): the document also uses it on a '\(parent.name)', whose subclass the schema declares it; written as a '\(kitType.name)'"
      )
    }
  }
}
