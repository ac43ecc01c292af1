import FoundationEssentials

/// The schema `convert` writes beside the nib: the app's classes (each a subclass of its kit
/// type, with the names the document sets on it), and File's Owner's class with its outlets and
/// actions, so that the nib lints as the document did.
extension XIBNibWriter {
  /// The schema of every custom class the document names and of its owner.
  func schema() -> Data {
    var types: [String: SchemaDocument.TypeEntry] = [:]
    var order: [String] = []
    let registry = template.registry
    for (index, node) in template.nodes.enumerated() {
      guard let className = info.nodes[index].className, registry.type(named: className) == nil,
        let kitType = appClassParents[className], template.type(of: node) != nil,
        typeName(index) == className
      else { continue }
      if types[className] == nil {
        order.append(className)
        types[className] = SchemaDocument.TypeEntry(
          name: className, parent: kitType.name, children: kitType.acceptsChildren,
          properties: [:], events: [])
      }
      for kept in info.nodes[index].kept {
        let kind: SchemaDocument.Kind
        switch kept.value {
        case .property(let propertyKind, _): kind = SchemaDocument.Kind(propertyKind)
        case .reference(let target, let isCollection):
          let type = nodeIndex(ofXIBID: target).map(typeName) ?? "Any"
          kind = isCollection ? .references(type) : .reference(type)
        case .action(let event, _):
          // The custom class sends it: the schema says so, and the nib keeps the action.
          if types[className]?.events?.contains(event) == false {
            types[className]?.events?.append(event)
          }
          continue
        }
        let existing = types[className]?.properties?[kept.name]
        types[className]?.properties?[kept.name] =
          existing.map {
            // Kinds that cannot be one leave the member a reference to anything.
            $0.merged(with: kind, commonType: commonType) ?? .reference("Any")
          } ?? kind
      }
    }
    var owners: [SchemaDocument.OwnerEntry] = []
    // File's Owner's class is the app's, even named like a kit type: UIKit's and AppKit's are
    // prefixed, and Xcode's iOS app template names its first controller `ViewController`.
    if let owner = template.ownerTypeName,
      registry.type(named: owner).map(registry.isKitType) ?? true
    {
      owners.append(ownerEntry(named: owner, targets: nil))
    }
    // The app types that actions target explicitly handle them, as an owner handles its own.
    var targetTypes: [String] = []
    for (index, node) in template.nodes.enumerated() {
      var targets = template.actions(of: node).compactMap { action -> Int? in
        guard case .object(let path)? = action.target else { return nil }
        return path.last.map { Int($0) }
      }
      if info.nodes[index].className != nil {
        for kept in info.nodes[index].kept {
          guard case .action(_, let target?) = kept.value, let found = nodeIndex(ofXIBID: target)
          else { continue }
          targets.append(found)
        }
      }
      for target in targets {
        let name = typeName(target)
        if types[name] != nil, name != template.ownerTypeName, !targetTypes.contains(name) {
          targetTypes.append(name)
        }
      }
    }
    owners += targetTypes.map { ownerEntry(named: $0, targets: $0) }
    let document = SchemaDocument(
      version: 1, types: order.compactMap { types[$0] }, owners: owners)
    return (try? document.encoded()) ?? Data()
  }

  /// The owner's outlets (a name bound more than once is a collection; its type the objects'
  /// nearest common type) and actions (the sender: the controls' nearest common type); or,
  /// with `targets`, the actions sent to the objects of that type. The owner's class handles
  /// the actions sent to its other objects too (a cell that owns its nib and is in it).
  func ownerEntry(named name: String, targets: String?) -> SchemaDocument.OwnerEntry {
    var outlets: [String: [Int]] = [:]
    var actions: [String: [Int]] = [:]
    for (index, node) in template.nodes.enumerated() {
      if targets == nil {
        for outlet in template.outlets(of: node) {
          outlets[outlet.name, default: []].append(index)
        }
      }
      for action in template.actions(of: node) {
        let isSent: Bool
        switch action.target {
        case nil, .owner?: isSent = targets == nil
        case .object(let path)?: isSent = path.last.map { typeName(Int($0)) } == targets ?? name
        default: isSent = false
        }
        if isSent { actions[action.handler, default: []].append(index) }
      }
      // The actions an app type sends with events of its own: the nib keeps them too.
      guard info.nodes[index].className != nil else { continue }
      for kept in info.nodes[index].kept {
        guard case .action(_, let target) = kept.value else { continue }
        let isSent =
          target.map { nodeIndex(ofXIBID: $0).map(typeName) == targets ?? name }
          ?? (targets == nil)
        if isSent { actions[kept.name, default: []].append(index) }
      }
    }
    return SchemaDocument.OwnerEntry(
      name: name,
      outlets: outlets.mapValues {
        SchemaDocument.OutletEntry(
          type: commonType(of: $0), required: nil, collection: $0.count > 1 ? true : nil)
      },
      actions: actions.mapValues { SchemaDocument.ActionEntry(sender: commonType(of: $0)) })
  }

  /// The nearest registered type two type names both are, or `Any`.
  private func commonType(_ first: String, _ second: String) -> String {
    guard let a = template.registry.type(named: first),
      let b = template.registry.type(named: second)
    else { return "Any" }
    let ancestors = sequence(first: b, next: \.parent).map(\.name)
    return sequence(first: a, next: \.parent).map(\.name).first(where: ancestors.contains) ?? "Any"
  }

  /// The nearest type the nodes all have: their one type name, else the nearest kit type that
  /// all their registered types descend from.
  func commonType(of nodes: [Int]) -> String {
    let names = Set(nodes.map(typeName))
    if names.count == 1 { return names.first! }
    var chains = nodes.compactMap { template.type(of: template.nodes[$0]) }.map { type in
      sequence(first: type, next: \.parent).map(\.name)
    }
    guard var common = chains.popLast() else { return "Any" }
    for chain in chains { common = common.filter(chain.contains) }
    return common.first ?? "Any"
  }
}
