/// What `viewcheck generate` writes Swift code from, for one view file: the objects code can
/// reach by name, and the outlets and actions the file binds to its owner, each with its Swift
/// type and the place in the file that says it. Read from the compiled template, includes
/// expanded, so it describes exactly what the loader would instantiate.
package struct CodeOutline: Sendable {
  /// An object code reaches by name: a nib object with an `id`, or (Interface Builder
  /// documents) the objects of one of File's Owner's outlets.
  package struct Object: Sendable {
    /// The name as the file writes it: the id, or the outlet's name.
    package var name: String
    /// The ids to look the object (or the collection's objects) up by, in document order.
    package var ids: [String]
    /// The Swift type of the object (of each object, for a collection).
    package var typeName: String
    /// Whether the name stands for several objects (an Interface Builder outlet collection).
    package var isCollection: Bool
    /// Where the file gives the name.
    package var location: SourceLocation
  }

  /// One element's (or connection's) binding of an owner outlet.
  package struct Outlet: Sendable {
    /// The outlet's name.
    package var name: String
    /// The Swift type of the object bound.
    package var objectTypeName: String
    /// Whether the outlet collects several objects: bound more than once in one
    /// instantiation, written as an Interface Builder outlet collection, or described as a
    /// collection by a schema.
    package var isCollection: Bool
    /// The `outlet` attribute (the `<outlet>` connection of an Interface Builder document).
    package var location: SourceLocation
  }

  /// One action whose handler is the owner's.
  package struct Action: Sendable {
    /// The handler's name.
    package var handler: String
    /// The Swift type of the control (or gesture recogniser, or bar button item) that fires it.
    package var senderTypeName: String
    /// The `handler` attribute (an Interface Builder action's `selector`).
    package var location: SourceLocation
  }

  /// The nib's name: its file name without `.nib` or `.xib`.
  package var nibName: String
  /// The file, as given.
  package var file: String
  /// Whether the file is an Interface Builder document (its objects are File's Owner's outlets).
  package var isInterfaceBuilder: Bool
  /// The owner type the file names (`owner=`, or File's Owner's custom class), if any.
  package var ownerTypeName: String?
  /// Where the file starts (its root element), for what concerns the file as a whole.
  package var rootLocation: SourceLocation
  /// The objects by name, in document order.
  package var objects: [Object]
  /// Every binding of an owner outlet, in document order: the file's own, its includes', then
  /// those of the nibs its stubs inflate (which bind to the same owner).
  package var outlets: [Outlet]
  /// Every action targeting the owner, in the same order.
  package var actions: [Action]
}

extension Linter {
  /// Compiles a file as ``lint(path:)`` does and outlines it for code generation.
  /// - Parameter path: The file, used as given; includes and stubs resolve in its folder.
  /// - Returns: The outline, or the file's compile errors.
  package func codeOutline(path: String) -> Result<CodeOutline, NibError> {
    let graph = makeGraph(for: path, asInterfaceBuilderCanvas: false)
    let name = nibName(of: path)
    let (output, _) = graph.compileRoot(path: path, name: name)
    guard !output.hasErrors, let template = output.template else {
      return .failure(
        NibError(
          diagnostics: output.diagnostics.filter { $0.severity == .error }
            + output.includedDiagnostics))
    }
    let owner = template.ownerTypeName.flatMap { owners[$0] }
    var root = CodeOutliner(owner: owner)
    root.walk(template, isRoot: true)
    var outlets = root.bindings()
    var actions = root.actions
    // The nibs that stubs inflate bind to the same owner, each in an instantiation of its own.
    // They are compiled as includes are; one that does not compile is the linter's to report,
    // and its bindings are left out here.
    var visited: Set<String> = [name]
    var pending = root.stubNames
    while !pending.isEmpty {
      let stub = pending.removeFirst()
      guard visited.insert(stub).inserted, case .nib(let nib) = graph.resolve(stub, chain: [name])
      else { continue }
      var inflated = CodeOutliner(owner: owner)
      inflated.walk(nib.template, isRoot: false)
      outlets += inflated.bindings()
      actions += inflated.actions
      pending += inflated.stubNames
    }
    return .success(
      CodeOutline(
        nibName: name, file: path, isInterfaceBuilder: template.interfaceBuilder != nil,
        ownerTypeName: template.ownerTypeName,
        rootLocation: template.location(template.rootPosition),
        objects: root.objects, outlets: outlets, actions: actions))
  }
}

/// Walks one instantiation's templates (a file and its includes) in document order.
private struct CodeOutliner {
  /// The owner as a schema describes it, if one does.
  let owner: OwnerDescription?
  /// The objects by name, in document order.
  private(set) var objects: [CodeOutline.Object] = []
  /// The actions targeting the owner, in document order.
  private(set) var actions: [CodeOutline.Action] = []
  /// The nibs the walked files' stubs name, in document order.
  private(set) var stubNames: [String] = []
  /// The outlet bindings, before their collection flags are known (``bindings()``).
  private var bound: [CodeOutline.Outlet] = []

  init(owner: OwnerDescription?) { self.owner = owner }

  /// Walks a template's nodes, then (depth first, in place) the templates it includes.
  mutating func walk(_ template: NibTemplate, isRoot: Bool) {
    let isInterfaceBuilder = template.interfaceBuilder != nil
    var ownerOutlets: [(name: String, nodes: [Int], isCollection: Bool, location: SourceLocation)] =
      []
    for (index, node) in template.nodes.enumerated() where node.parent != -2 {
      switch template.content(of: node) {
      case .include(let nib, _):
        walk(nib.template, isRoot: false)
        continue
      case .stub(let nibName, _):
        stubNames.append(nibName)
      case .object:
        break
      }
      let typeName = Self.swiftTypeName(at: index, in: template)
      if !isInterfaceBuilder, let id = template.id(of: node),
        let position = template.idPosition(of: node)
      {
        objects.append(
          CodeOutline.Object(
            name: id, ids: [id], typeName: typeName, isCollection: false,
            location: template.location(position)))
      }
      for outlet in template.outlets(of: node) {
        let location = template.location(outlet.position)
        bound.append(
          CodeOutline.Outlet(
            name: outlet.name, objectTypeName: typeName, isCollection: outlet.isCollection,
            location: location))
        if isInterfaceBuilder && isRoot {
          if let existing = ownerOutlets.firstIndex(where: { $0.name == outlet.name }) {
            ownerOutlets[existing].nodes.append(index)
            ownerOutlets[existing].isCollection = true
          } else {
            ownerOutlets.append((outlet.name, [index], outlet.isCollection, location))
          }
        }
      }
      for action in template.actions(of: node) where action.targetName == nil {
        actions.append(
          CodeOutline.Action(
            handler: action.handler, senderTypeName: typeName,
            location: template.location(action.handlerPosition)))
      }
    }
    for outlet in ownerOutlets {
      objects.append(
        CodeOutline.Object(
          name: outlet.name, ids: outlet.nodes.compactMap { template.id(of: template.nodes[$0]) },
          typeName: Self.commonSwiftTypeName(of: outlet.nodes, in: template),
          isCollection: outlet.isCollection, location: outlet.location))
    }
  }

  /// The outlet bindings of the walked instantiation, each marked a collection when the outlet
  /// is bound more than once in it or a schema describes it as one.
  func bindings() -> [CodeOutline.Outlet] {
    var counts: [String: Int] = [:]
    for outlet in bound { counts[outlet.name, default: 0] += 1 }
    return bound.map { outlet in
      var outlet = outlet
      if counts[outlet.name, default: 0] > 1
        || owner?.outlet(named: outlet.name)?.isCollection == true
      {
        outlet.isCollection = true
      }
      return outlet
    }
  }

  /// The Swift type of an object node: an Interface Builder document's custom class as written,
  /// else the registered type's class (`ViewLoader.Label`), or its name for a type only a
  /// schema describes (the app's own class).
  static func swiftTypeName(at index: Int, in template: NibTemplate) -> String {
    switch template.content(of: template.nodes[index]) {
    case .object(let type):
      if let className = template.interfaceBuilder?.nodes[index].className,
        isSwiftTypeName(className)
      {
        return className
      }
      return swiftTypeName(of: type)
    case .stub, .include:
      return String(reflecting: Stub.self)
    }
  }

  static func swiftTypeName(of type: NibType) -> String {
    type.metatype.map { String(reflecting: $0) } ?? type.name
  }

  /// The most derived Swift type every one of the nodes has.
  static func commonSwiftTypeName(of nodes: [Int], in template: NibTemplate) -> String {
    let names = nodes.map { swiftTypeName(at: $0, in: template) }
    if let first = names.first, names.allSatisfy({ $0 == first }) { return first }
    let types = nodes.compactMap { template.type(of: template.nodes[$0]) }
    var candidate = types.first
    while let type = candidate {
      if types.allSatisfy({ $0.isSubtype(of: type.name) }) { return swiftTypeName(of: type) }
      candidate = type.parent
    }
    return "AnyObject"
  }

  /// Whether a name can stand for a Swift type: identifiers joined by dots.
  static func isSwiftTypeName(_ name: String) -> Bool {
    name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
      guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
      else { return false }
      return part.unicodeScalars.allSatisfy {
        $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
      }
    }
  }
}
