/// Turns an imported Interface Builder document into the same template a nib compiles to: the
/// objects become nodes in document order, their values assignments, their outlets, references
/// and actions the template's, their ids the template's id table.
enum XIBTemplateBuilder {
  /// The template of an import that succeeded far enough to have objects.
  /// - Parameters:
  ///   - importer: The finished import.
  ///   - name: The nib's name.
  ///   - library: The library the document is loaded through, if any.
  static func template(
    of importer: XIBImporter, name: String, library: NibLibrary?
  ) -> NibTemplate {
    let imported = importer.nodes
    let document = importer.document
    var nodes: [TemplateNode] = []
    nodes.reserveCapacity(imported.count)
    var extras = NodeExtras()
    var properties = AssignmentRecorder()
    var references: [ReferenceAssignment] = []
    var actions: [ActionTemplate] = []
    var ids = IDTable(file: document.file)
    var infoNodes: [InterfaceBuilderInfo.Node] = []
    var attachments: [InterfaceBuilderInfo.Attachment] = []
    var deepest: Int32 = 0

    // The imported objects and their assignments are read in place: a copy of each would
    // retain (and then release) every string and value it holds.
    imported.withUnsafeBufferPointer { imported in
      for index in imported.indices {
        let object = imported.baseAddress.unsafelyUnwrapped + index
        var node = TemplateNode(
          content: .object(object.pointee.type), parent: object.pointee.parent,
          position: object.pointee.position,
          depth: object.pointee.depth, extras: &extras)
        deepest = max(deepest, object.pointee.depth)
        let propertyStart = Int32(properties.count)
        object.pointee.properties.withUnsafeBufferPointer { assignments in
          for assignment in assignments.indices {
            let assignment = assignments.baseAddress.unsafelyUnwrapped + assignment
            let slot = properties.slot(for: assignment.pointee.descriptor)
            properties.append(
              assignment.pointee.value, descriptor: assignment.pointee.descriptor, slot: slot,
              position: assignment.pointee.position)
          }
        }
        node.propertyRange = propertyStart..<Int32(properties.count)
        let referenceStart = Int32(references.count)
        for reference in object.pointee.references {
          guard let target = referenceTarget(reference.target),
            let apply = reference.apply ?? reference.descriptor?.applyReference
          else { continue }
          var isCollection = false
          if case .references? = reference.descriptor?.kind { isCollection = true }
          references.append(
            ReferenceAssignment(
              name: reference.name, targetName: reference.targetName, target: target,
              position: reference.position, expectedTypeName: reference.expectedTypeName,
              apply: apply, isCollection: isCollection))
        }
        node.referenceRange = referenceStart..<Int32(references.count)
        let actionStart = Int32(actions.count)
        for action in object.pointee.actions {
          var template = ActionTemplate(
            event: action.event, handler: action.handler, handlerPosition: action.handlerPosition,
            position: action.position,
            target: action.targetName.map { ($0, action.targetPosition ?? action.position) })
          if let target = action.target { template.target = referenceTarget(target) }
          actions.append(template)
        }
        node.actionRange = actionStart..<Int32(actions.count)
        for outlet in object.pointee.outlets { extras.addOutlet(outlet, to: &node) }
        // An object without an id (an older Xcode's box content view) has none in the nib.
        if !object.pointee.id.isEmpty {
          var id = object.pointee.id
          node.idIndex = id.withUTF8 {
            ids.write(utf8: $0, node: Int32(index), position: object.pointee.idPosition)
          }
        }
        nodes.append(node)
        infoNodes.append(
          InterfaceBuilderInfo.Node(
            element: document.name(of: object.pointee.element), className: object.pointee.className,
            key: object.pointee.key,
            isSubview: object.pointee.isSubview && !object.pointee.isExcluded,
            isUnmapped: object.pointee.isUnmapped, kept: object.pointee.kept))
        if let key = object.pointee.key, object.pointee.parent >= 0,
          let attachment = attachment(
            key: key,
            holder: (imported.baseAddress.unsafelyUnwrapped + Int(object.pointee.parent)).pointee
              .type,
            child: object.pointee.type)
        {
          attachments.append(
            InterfaceBuilderInfo.Attachment(
              holder: object.pointee.parent, child: Int32(index), property: attachment))
        }
      }
    }
    ids.reserveCapacity(ids.writtenCount)
    // A later object with an id taken already (`duplicate-id`, which the importer reported)
    // has none: the table's one hash of each id finds it, so no set of the ids is needed.
    for index in 0..<Int32(ids.writtenCount) where ids.define(at: index) != nil {
      nodes[Int(ids.entry(at: index).node)].idIndex = -1
    }
    let info = InterfaceBuilderInfo(
      platform: importer.platform, nodes: infoNodes, attachments: attachments,
      device: importer.device, toolsVersion: importer.toolsVersion,
      withoutStatusBar: importer.withoutStatusBar,
      underNavigationBar: importer.underNavigationBar, designableSizes: importer.designableSizes,
      placeholderSizes: importer.placeholderSizes, misplacedIDs: importer.misplacedIDs,
      ambiguityVerification: importer.ambiguityVerification,
      isInterfaceBuilderCanvas: importer.policy.readsAsInterfaceBuilderCanvas,
      imageSizes: importer.imageSizes, symbolImages: importer.symbolImages,
      notConverted: importer.notConverted, topLevelOwnOutlets: importer.topLevelOwnOutlets)
    return NibTemplate(
      name: name, file: document.file, ownerTypeName: importer.ownerTypeName,
      rootPosition: importer.rootPosition, nodes: nodes, extras: extras, properties: properties,
      references: references, actions: actions, externals: [],
      expandedObjectCount: imported.count, expandedDepth: Int(deepest), ids: ids,
      registry: importer.registry, library: library, interfaceBuilder: info)
  }

  /// The template's form of what an id stands for.
  private static func referenceTarget(_ target: XIBTarget) -> ReferenceTarget? {
    switch target {
    case .node(let index): .object([index])
    case .owner: .owner
    case .layoutGuide(let view, let kind): .layoutGuide(view: [view], kind: kind)
    case .firstResponder: .unbound("firstResponder")
    case .placeholder(let name): .unbound(name)
    }
  }

  /// The holder's reference property a keyed child is set through (`contentView`,
  /// `collectionViewLayout`, `constraints`, `items`, …), when it has one the child fits.
  private static func attachment(key: String, holder: NibType, child: NibType)
    -> PropertyDescriptor?
  {
    guard let property = holder.properties[key], property.applyReference != nil,
      let expected = XIBImporter.referenceType(of: property), child.isSubtype(of: expected)
    else { return nil }
    return property
  }
}
