/// The immutable compiled form of one nib file: arrays of small records in document order,
/// with every name already resolved against the registry. Instantiating it does no XML work.
final class NibTemplate: Sendable {
  /// The nib's name (the file name without `.nib`, or the name given to `Nib(xml:name:)`).
  let name: String
  /// The file name diagnostics carry.
  let file: String
  /// The `owner` attribute of `<nib>`, if any.
  let ownerTypeName: String?
  /// The position of `<nib`.
  let rootPosition: SourcePosition
  /// Every object, include and stub, in document order.
  let nodes: [TemplateNode]
  /// The indices of the top-level nodes, in document order.
  let topLevel: [Int32]
  /// The externals the caller must supply.
  let externals: [ExternalDeclaration]
  /// The elements one instantiation expands — objects, stubs, actions, externals and include
  /// elements, includes expanded: what the object limit counts (an upper bound of the objects).
  let expandedObjectCount: Int
  /// The depth of the deepest element, includes expanded (a top-level element has depth 1):
  /// never more than the depth limit, so walks over the expanded tree stay shallow.
  let expandedDepth: Int
  /// Every id of the expanded document (this file's and its includes'), by name.
  let ids: [String: IDEntry]
  /// The registry the template was compiled with (for names in messages).
  let registry: TypeRegistry
  /// The library the template was loaded through, which its stubs inflate from (held weakly:
  /// the library's cache holds the template).
  weak let library: NibLibrary?

  init(
    name: String, file: String, ownerTypeName: String?, rootPosition: SourcePosition,
    nodes: [TemplateNode], externals: [ExternalDeclaration], expandedObjectCount: Int,
    expandedDepth: Int, ids: [String: IDEntry], registry: TypeRegistry, library: NibLibrary?
  ) {
    self.library = library
    self.registry = registry
    self.name = name
    self.file = file
    self.ownerTypeName = ownerTypeName
    self.rootPosition = rootPosition
    self.nodes = nodes
    self.topLevel = nodes.indices.filter { nodes[$0].parent < 0 }.map { Int32($0) }
    self.externals = externals
    self.expandedObjectCount = expandedObjectCount
    self.expandedDepth = expandedDepth
    self.ids = ids
  }

  func location(_ position: SourcePosition) -> SourceLocation { position.location(in: file) }
}

/// One node of a template: an object to create, an include to expand, or a stub.
struct TemplateNode: Sendable {
  enum Content: Sendable {
    /// An object of a registered type.
    case object(NibType)
    /// The top-level objects of another nib, inserted here.
    case include(Nib, namePosition: SourcePosition)
    /// A placeholder that inflates another nib on first use.
    case stub(nibName: String, namePosition: SourcePosition)
  }

  var content: Content
  /// The parent node's index, or -1 for a top-level node.
  var parent: Int32
  /// The position of the element's `<`.
  var position: SourcePosition
  /// The object's depth: 1 for a top-level object.
  var depth: Int32
  var id: String?
  var idPosition: SourcePosition?
  var outlet: OutletUse?
  var properties: [PropertyAssignment] = []
  var references: [ReferenceAssignment] = []
  var actions: [ActionTemplate] = []

  /// The registered type of an object node (stubs are `Stub` views, includes have none).
  var type: NibType? {
    if case .object(let type) = content { return type }
    return nil
  }
}

/// An `outlet` attribute.
struct OutletUse: Sendable {
  var name: String
  var position: SourcePosition
}

/// A property set from an attribute.
struct PropertyAssignment: Sendable {
  var name: String
  var value: PropertyValue
  var position: SourcePosition
  var apply: @Sendable (AnyObject, PropertyValue) -> Void
}

/// What a `$name` names.
enum ReferenceTarget: Sendable, Hashable {
  case owner
  case external(String)
  /// An object: node indices, the last in the innermost template and the ones before it
  /// `include` nodes leading there.
  case object([Int32])
}

/// A reference property: resolved to its target at instantiation.
struct ReferenceAssignment: Sendable {
  var name: String
  /// The name as written, without `$`.
  var targetName: String
  var target: ReferenceTarget
  var position: SourcePosition
  /// The registered type name the target must have, or `Any`.
  var expectedTypeName: String
  var apply: @Sendable (AnyObject, AnyObject) -> Bool
}

/// An `<action>` element.
struct ActionTemplate: Sendable {
  var event: String
  var handler: String
  var handlerPosition: SourcePosition
  /// The explicit `target`, or `nil` for the owner.
  var target: ReferenceTarget?
  var targetName: String?
  var targetPosition: SourcePosition?
  var position: SourcePosition
}

/// An `<external name="x" type="T"/>` declaration.
struct ExternalDeclaration: Sendable {
  var name: String
  var type: NibType?
  var typeName: String
  var position: SourcePosition
}

/// Where an id of the expanded document is defined.
struct IDEntry: Sendable {
  /// Node indices: `include` nodes leading into the template that defines it, then its node.
  var path: [Int32]
  /// The location of the `id` attribute (in the file that defines it).
  var location: SourceLocation
  /// The include steps that lead to it, outermost first, as "included from here" notes.
  var includeNotes: [Diagnostic]
  /// The type of the object, if it is one.
  var type: NibType?
}
