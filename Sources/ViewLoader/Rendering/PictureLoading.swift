/// Where a created object came from: its element's type name and position.
package struct CreatedElement: Sendable {
  /// The element's type name (an app's type, also one known only from a schema; `Stub`).
  package var typeName: String
  /// The file the element is in (an included file's own).
  package var file: String
  /// The position of the element's `<`.
  package var line: Int
  package var column: Int
}

extension LoadedNib {
  /// Every created object with the element that created it, in document order (includes
  /// expanded).
  package func createdElements() -> [(object: AnyObject, element: CreatedElement)] {
    var result: [(object: AnyObject, element: CreatedElement)] = []
    LoadedNib.collect(root, into: &result)
    return result
  }

  /// The created views' type names, by view: what a picture calls them.
  package func typeNamesByObject() -> [ObjectIdentifier: String] {
    var names: [ObjectIdentifier: String] = [:]
    for (object, element) in createdElements() {
      names[ObjectIdentifier(object)] = element.typeName
    }
    return names
  }

  /// Recursion follows includes only, which the include depth limit bounds.
  private static func collect(
    _ instance: TemplateInstance, into result: inout [(object: AnyObject, element: CreatedElement)]
  ) {
    let template = instance.template
    for index in instance.objects.indices {
      let node = template.nodes[index]
      guard let object = instance.objects[index] else {
        if let included = instance.includes[Int32(index)] { collect(included, into: &result) }
        continue
      }
      let typeName: String
      switch template.content(of: node) {
      case .object(let type): typeName = type.name
      case .stub: typeName = "Stub"
      case .include: continue
      }
      result.append(
        (
          object,
          CreatedElement(
            typeName: typeName, file: template.file, line: Int(node.position.line),
            column: Int(node.position.column))
        ))
    }
  }
}

extension TypeRegistry {
  /// A copy in which each type known only from a schema creates an object of its nearest
  /// ancestor that can (a `LoadingView` from a schema, a `View` subclass, becomes a `View`),
  /// so that a file of an app's types can be instantiated, and drawn, without the app's code.
  /// Types without such an ancestor (a schema type that is not a view) stay as they were.
  package func standingInForSchemaTypes() -> TypeRegistry {
    var registry = self
    for type in allTypes where type.objectType == nil {
      guard let creatable = type.nearestCreatableType, let objectType = creatable.objectType
      else { continue }
      registry.add(
        NibType(
          name: type.name, parent: type.parent, metatype: creatable.metatype,
          make: creatable.make, awake: creatable.awake, isInstance: creatable.isInstance,
          addChild: type.acceptsChildren ? creatable.addChild : nil,
          ownProperties: type.ownPropertyNames.compactMap { type.properties[$0] },
          ownEvents: type.ownEvents, isView: type.isView, acceptsChildren: type.acceptsChildren,
          objectType: objectType))
    }
    return registry
  }
}

extension Linter {
  /// Compiles a file with the linter's types (those known only from a schema standing in as
  /// their nearest kit class) and instantiates it without an owner or externals: outlets are
  /// recorded, not bound; references to the owner or an external are left unset; stubs are not
  /// inflated. What a picture of the file shows.
  /// - Parameters:
  ///   - path: The file, used as given; includes resolve in its folder.
  ///   - asInterfaceBuilderCanvas: Whether an Interface Builder document is read as its canvas
  ///     lays it out: with the constraints marked `placeholder` (removed at build time) and the
  ///     constants of its device's size class.
  /// - Returns: The created objects, or the file's errors (compile errors, and what only an
  ///   instantiation finds).
  package func instantiateForPicture(path: String, asInterfaceBuilderCanvas: Bool = false)
    -> Result<LoadedNib, NibError>
  {
    // As the linter compiles: an Interface Builder document's custom classes need a schema
    // only when one is given, and its elements the kit does not model load as their bases.
    let graph = IncludeGraph(
      directory: directoryName(of: path), registry: standInRegistry,
      limits: configuration.limits,
      interfaceBuilderPolicy: XIBImportPolicy(
        checksCustomClasses: !configuration.schemas.isEmpty, isLinting: true,
        readsAsInterfaceBuilderCanvas: asInterfaceBuilderCanvas))
    let (output, _) = graph.compileRoot(path: path, name: nibName(of: path))
    guard !output.hasErrors, let template = output.template else {
      return .failure(
        NibError(
          diagnostics: output.diagnostics.filter { $0.severity == .error }
            + output.includedDiagnostics))
    }
    var instantiator = Instantiator(
      template: template, library: nil, owner: nil, ownerTable: nil, externals: [:])
    instantiator.isOwnerless = true
    do {
      return .success(try instantiator.run())
    } catch let error as NibError {
      return .failure(error)
    } catch {
      return .failure(NibError(diagnostics: []))
    }
  }
}
