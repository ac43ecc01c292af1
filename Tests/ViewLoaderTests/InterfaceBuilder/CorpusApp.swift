import Foundation
import Synchronization
import Testing

@testable import ViewLoader

/// What an app would register to load one Interface Builder document: each custom class as a
/// subclass of its kit type, with the properties its runtime attributes and outlets set, and an
/// owner with the outlets and actions File's Owner binds. Built from the schema that
/// `convert` writes for the document, so the test registers exactly what the file uses.
struct CorpusApp {
  let conversion: InterfaceBuilderConversion
  let registry: TypeRegistry
  let owner: CorpusOwner

  /// - Parameter path: The document.
  init(converting path: String) throws {
    conversion = try Linter().convert(path: path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    var registry = TypeRegistry.standard
    var handlers: Set<String> = []
    var outlets: [(name: String, isCollection: Bool)] = []
    for owner in schema.owners {
      handlers.formUnion((owner.actions ?? [:]).keys)
      if owner.name == schema.owners.first?.name {
        outlets = (owner.outlets ?? [:]).map { ($0.key, $0.value.collection == true) }
      }
    }
    for type in schema.types {
      guard let parent = type.parent else { continue }
      try AppClasses.register(
        type.name, parent: parent, properties: type.properties ?? [:], events: type.events ?? [],
        in: &registry)
    }
    // The inspectable properties the app adds to the kit's own classes in extensions (set from
    // runtime attributes and outlets of objects without a custom class).
    let (viewNames, objectNames) = try Self.kitExtensions(of: path)
    registry.extend(View.self) { builder in
      for (name, kind) in viewNames.sorted(by: { $0.key < $1.key }) {
        AppProperties.declare(name, kind, on: builder)
      }
    }
    registry.extend(Object.self) { builder in
      for (name, kind) in objectNames.sorted(by: { $0.key < $1.key }) {
        AppProperties.declare(name, kind, on: builder)
      }
    }
    self.registry = registry
    // A File's Owner without a class is described by no schema owner: the app's owner has the
    // outlets and handlers the document binds (Sequel-Ace's connection error dialog).
    if schema.owners.isEmpty {
      let template = try Nib(xml: conversion.nib, name: "Owner", registry: registry).template
      var seen: Set<String> = []
      for node in template.nodes {
        for outlet in template.outlets(of: node) where seen.insert(outlet.name).inserted {
          outlets.append((outlet.name, false))
        }
        for action in template.actions(of: node) where action.target == nil {
          handlers.insert(action.handler)
        }
      }
    }
    CorpusConnections.current.withLock { $0 = (outlets, handlers) }
    owner = CorpusOwner()
  }

  /// The names objects of the kit's own classes use that the kit does not have, with their
  /// kinds: for views and for other objects.
  static func kitExtensions(of path: String) throws -> (
    views: [String: SchemaDocument.Kind], objects: [String: SchemaDocument.Kind]
  ) {
    let compiler = NibCompiler(
      registry: .standard,
      interfaceBuilderPolicy: XIBImportPolicy(checksCustomClasses: false, isLinting: true))
    let template = try #require(compiler.compile(path: path, name: "Document").0.template)
    let info = try #require(template.interfaceBuilder)
    var views: [String: SchemaDocument.Kind] = [:]
    var objects: [String: SchemaDocument.Kind] = [:]
    for (index, node) in info.nodes.enumerated() where node.className == nil && !node.isUnmapped {
      let isView = template.type(of: template.nodes[index])?.isView ?? true
      for kept in node.kept {
        let kind: SchemaDocument.Kind
        switch kept.value {
        case .property(let propertyKind, _): kind = SchemaDocument.Kind(propertyKind)
        case .reference(_, let isCollection):
          kind = isCollection ? .references("Any") : .reference("Any")
        case .action: continue
        }
        if isView { views[kept.name] = kind } else { objects[kept.name] = kind }
      }
    }
    return (views, objects)
  }

  /// The document, compiled with the app's registry.
  func load(_ url: URL) throws -> Nib {
    try Nib(contentsOf: url, registry: registry)
  }

  /// An instantiation with the app's owner.
  func instantiate(_ nib: Nib) throws -> LoadedNib {
    try nib.instantiate(owner: owner)
  }
}

/// The outlets and handlers of the file under test, which the owner and the app classes
/// declare (an app writes them in code; the test sets them per file, serially).
enum CorpusConnections {
  static let current = Mutex<
    (outlets: [(name: String, isCollection: Bool)], handlers: Set<String>)
  >(
    ([], []))

  /// A table with the file's handlers, each taking any sender.
  static func actions<Owner: AnyObject & Recording>(for type: Owner.Type) -> Connections<Owner> {
    var connections = Connections<Owner>()
    for handler in current.withLock({ $0.handlers }).sorted() {
      connections = connections.action(handler) { owner in
        { (_: AnyObject) in owner.fired.append(handler) }
      }
    }
    return connections
  }
}

/// An object that notes the handlers called on it.
protocol Recording: AnyObject, SendableMetatype {
  var fired: [String] { get set }
}

/// The owner: every outlet of File's Owner, kept by name; a table's data source and delegate,
/// as the apps' owners are.
final class CorpusOwner: NibOwner, Recording, TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell()
  }

  var outlets: [String: AnyObject] = [:]
  var collections: [String: [AnyObject]] = [:]
  var fired: [String] = []

  /// A collection outlet's objects, by name.
  subscript(collection name: String) -> [AnyObject] {
    get { collections[name] ?? [] }
    set { collections[name] = newValue }
  }

  static var connections: Connections<CorpusOwner> {
    var connections = CorpusConnections.actions(for: CorpusOwner.self)
    for outlet in CorpusConnections.current.withLock({ $0.outlets }) {
      connections =
        outlet.isCollection
        ? connections.outletCollection(outlet.name, \.[collection: outlet.name])
        : connections.outlet(outlet.name, \.outlets[outlet.name])
    }
    return connections
  }

  /// The outlets bound since the last call, as the types of the objects bound, by name; the
  /// next instantiation starts from none.
  func takeBoundOutlets() -> [String: [String]] {
    var result: [String: [String]] = [:]
    for (name, object) in outlets { result[name] = [String(describing: type(of: object))] }
    for (name, objects) in collections {
      result[name] = objects.map { String(describing: type(of: $0)) }
    }
    outlets = [:]
    collections = [:]
    return result
  }
}

/// What an instantiation created, comparable across a document and its conversion: the
/// trees of views (class, frame and visibility, subviews in order) and every object's class.
struct ObjectOutline {
  let views: [String]
  let objects: [String]

  init(_ loaded: LoadedNib) {
    func outline(_ view: View, depth: Int, into lines: inout [String]) {
      let indent = String(repeating: "  ", count: depth)
      lines.append(
        indent
          + "\(type(of: view)) \(view.frame) hidden=\(view.isHidden) alpha=\(view.alpha) "
          + "tag=\(view.tag)")
      // Its constraints, with their items named as what they are (a guide by its identifier),
      // in a fixed order: a constraint to a layout guide must keep its guide.
      func item(_ object: AnyObject?) -> String {
        switch object {
        case nil: return "nil"
        case let other? where other === view: return "self"
        case let guide as LayoutGuide:
          let owner = guide.owningView.map { "\(type(of: $0))" } ?? "nil"
          return "guide \(guide.identifier) of \(owner)"
        case let other?: return "\(type(of: other))"
        }
      }
      lines += view.constraints.map { constraint in
        indent + "  | \(item(constraint.firstItem)).\(constraint.firstAttribute) "
          + "\(constraint.relation) \(item(constraint.secondItem)).\(constraint.secondAttribute) "
          + "× \(constraint.multiplier) + \(constraint.constant) @\(constraint.priority)"
      }.sorted()
      for subview in view.subviews { outline(subview, depth: depth + 1, into: &lines) }
    }
    // Every tree of views, whatever holds its root (a nib lists at the top level what a
    // document's holder keeps under a key), in a fixed order.
    var trees: [[String]] = []
    for view in loaded.objects(ofType: View.self) where view.superview == nil {
      var lines: [String] = []
      outline(view, depth: 0, into: &lines)
      trees.append(lines)
    }
    views = trees.sorted { $0.joined(separator: "\n") < $1.joined(separator: "\n") }.flatMap { $0 }
    objects = loaded.objects(ofType: AnyObject.self).map { String(describing: type(of: $0)) }
  }
}
