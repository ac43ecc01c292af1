/// The objects one instantiation of a nib created, with lookups by type and by id.
///
/// Lookups search every object the instantiation created — top-level objects and their
/// descendants, includes expanded; externals and the owner excluded — in document order, and
/// match subclasses. Objects are found by type or id, never by position.
public final class LoadedNib {
  /// The top-level objects, in document order (an include at the top level contributes its
  /// own top-level objects).
  public let topLevelObjects: [AnyObject]
  /// Every created object in document order, listed on the first lookup (the instances hold
  /// the objects by node; an instantiation does not list them twice).
  private(set) lazy var objects: [AnyObject] = {
    var objects: [AnyObject] = []
    objects.reserveCapacity(template.expandedObjectCount)
    root.forEachObject { objects.append($0) }
    return objects
  }()
  /// The views the instantiation created that are not top-level and that no view shows: the
  /// views of a tab view's unselected items, an AppKit table column's prototype cell views, a
  /// toolbar item's view. Each is the root of a tree of its own, which lays out, and is
  /// checked, as a top-level view's does. In document order.
  var detachedViews: [View] {
    let topLevel = Set(topLevelObjects.map(ObjectIdentifier.init))
    var views: [View] = []
    root.forEachObject { object in
      if let view = object as? View, view.superview == nil,
        !topLevel.contains(ObjectIdentifier(view))
      {
        views.append(view)
      }
    }
    return views
  }
  /// The objects bound to each outlet name, in document order.
  let outlets: [String: [AnyObject]]
  let root: TemplateInstance
  let template: NibTemplate

  init(
    topLevelObjects: [AnyObject], outlets: [String: [AnyObject]], root: TemplateInstance,
    template: NibTemplate
  ) {
    self.topLevelObjects = topLevelObjects
    self.outlets = outlets
    self.root = root
    self.template = template
  }

  /// The only object of the given type.
  /// - Parameter type: The type to look for; subclasses match.
  /// - Throws: ``NibLookupError`` when there is none, or more than one.
  public func one<T>(ofType type: T.Type) throws -> T {
    var found: T?
    var count = 0
    for object in objects {
      if let match = object as? T {
        count += 1
        if found == nil { found = match }
      }
    }
    guard let found else { throw NibLookupError.noObject(type: "\(T.self)", nib: template.name) }
    guard count == 1 else {
      throw NibLookupError.ambiguous(type: "\(T.self)", count: count, nib: template.name)
    }
    return found
  }

  /// The first object of the given type in document order, if any.
  /// - Parameter type: The type to look for; subclasses match.
  public func first<T>(ofType type: T.Type) -> T? {
    for object in objects {
      if let match = object as? T { return match }
    }
    return nil
  }

  /// Every object of the given type, in document order.
  /// - Parameter type: The type to look for; subclasses match.
  public func objects<T>(ofType type: T.Type) -> [T] {
    objects.compactMap { $0 as? T }
  }

  /// The object with the given id (ids of included nibs too).
  /// - Parameters:
  ///   - id: The `id` attribute's value.
  ///   - type: The type the object must have.
  /// - Throws: ``NibLookupError`` when no object has the id, or it is not a `T`.
  public func object<T>(withID id: String, as type: T.Type) throws -> T {
    guard let entry = template.ids[id],
      let object = root.object(at: template.ids.path(of: entry)[...])
    else {
      throw NibLookupError.unknownID(id, nib: template.name)
    }
    guard let typed = object as? T else {
      throw NibLookupError.wrongType(
        id: id, expected: "\(T.self)", actual: "\(Swift.type(of: object))", nib: template.name)
    }
    return typed
  }
}

/// Why a lookup in a ``LoadedNib`` found no single answer.
public enum NibLookupError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No object of the type was created.
  case noObject(type: String, nib: String)
  /// Several objects of the type were created where exactly one was expected.
  case ambiguous(type: String, count: Int, nib: String)
  /// No object has the id.
  case unknownID(String, nib: String)
  /// The object with the id has another type.
  case wrongType(id: String, expected: String, actual: String, nib: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .noObject(let type, let nib):
      "nib '\(nib)' created no object of type \(type)"
    case .ambiguous(let type, let count, let nib):
      "nib '\(nib)' created \(count) objects of type \(type); expected exactly one (use objects(ofType:) or an id)"
    case .unknownID(let id, let nib):
      "nib '\(nib)' has no object with id '\(id)'"
    case .wrongType(let id, let expected, let actual, let nib):
      "object '\(id)' of nib '\(nib)' is \(MessageText.withArticle("\(actual)")), not \(MessageText.withArticle("\(expected)"))"
    }
  }
}

extension Nib {
  /// Creates a fresh object tree and binds its outlets and actions to `owner`.
  /// - Parameters:
  ///   - owner: The object the file's outlets and actions bind to.
  ///   - externals: The objects the file declares with `<external>`, by name.
  /// - Returns: The created objects.
  /// - Throws: ``NibError`` listing every problem (unknown or mistyped outlets, unknown
  ///   handlers, missing externals…); the owner is then left untouched.
  public func instantiate<Owner: NibOwner>(owner: Owner, externals: [String: AnyObject] = [:])
    throws -> LoadedNib
  {
    var instantiator = Instantiator(
      template: template, library: library, owner: owner, ownerTable: OwnerTable(Owner.self),
      externals: externals)
    return try instantiator.run()
  }

  /// Creates a fresh object tree without an owner: a file with outlets or owner-targeted
  /// actions then fails.
  /// - Parameter externals: The objects the file declares with `<external>`, by name.
  /// - Returns: The created objects.
  /// - Throws: ``NibError`` listing every problem.
  public func instantiate(externals: [String: AnyObject] = [:]) throws -> LoadedNib {
    var instantiator = Instantiator(
      template: template, library: library, owner: nil, ownerTable: nil, externals: externals)
    return try instantiator.run()
  }
}
