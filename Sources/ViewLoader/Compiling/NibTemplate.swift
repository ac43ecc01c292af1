/// The immutable compiled form of one nib file: arrays of small records in document order,
/// with every name already resolved against the registry. Instantiating it does no XML work.
final class NibTemplate: Sendable {
  /// The nib's name (the file name without `.nib`, or the name given to `Nib(xml:name:)`).
  let name: String
  /// The file name diagnostics carry.
  let file: String
  /// The `owner` attribute of `<nib>`, if any.
  let ownerTypeName: String?
  /// The `platform` attribute of `<nib>`, if any: whose kit the views' sizes are.
  let platform: NibPlatform?
  /// The `controls` attribute of `<nib>`, if any: whose AppKit controls a nib for macOS has.
  let controls: NibControls?
  /// The position of `<nib`.
  let rootPosition: SourcePosition
  /// Every object, include and stub, in document order. Read what each is through the
  /// template: ``content(of:)``, ``type(of:)``, ``outlet(of:)``.
  let nodes: [TemplateNode]
  /// What few nodes have: an include's or a stub's nib (which it keeps alive), an outlet.
  let extras: NodeExtras
  /// The indices of the top-level nodes, in document order.
  let topLevel: [Int32]
  /// Every property assignment, grouped by node (``TemplateNode/propertyRange``), in its
  /// compact form: read them with ``properties(of:)``, or in place with ``propertyColumns``.
  let properties: [PropertyAssignment]
  /// The descriptors and the values the assignments point into.
  let propertyColumns: PropertyColumns
  /// Every reference assignment, grouped by node (``TemplateNode/referenceRange``).
  let references: [ReferenceAssignment]
  /// Every action, grouped by node (``TemplateNode/actionRange``).
  let actions: [ActionTemplate]
  /// The externals the caller must supply.
  let externals: [ExternalDeclaration]
  /// The elements one instantiation expands — objects, stubs, actions, externals and include
  /// elements, includes expanded: what the object limit counts (an upper bound of the objects).
  let expandedObjectCount: Int
  /// The depth of the deepest element, includes expanded (a top-level element has depth 1):
  /// never more than the depth limit, so walks over the expanded tree stay shallow.
  let expandedDepth: Int
  /// Every id of the expanded document (this file's and its includes').
  let ids: IDTable
  /// The registry the template was compiled with (for names in messages). It owns the types
  /// the nodes name unretained (``TemplateNode``): a node's type lives as long as the template.
  let registry: TypeRegistry
  /// The library the template was loaded through, which its stubs inflate from (held weakly:
  /// the library's cache holds the template).
  weak let library: NibLibrary?
  /// The owner check's findings by owner class (`nil` key: no owner). The check depends only
  /// on the template and the owner's class, so each pair is checked once.
  let ownerCheckCache = Locked<[ObjectIdentifier?: [Diagnostic]]>([:])
  /// What instantiation works out once per template (see `Instantiating/InstantiationPlan`).
  let instantiationPlanCache = Locked<InstantiationPlan?>(nil)
  /// For a template compiled from an Interface Builder document: what it keeps beyond a nib's
  /// (the element and key of each node, the custom classes as written, names kept as written);
  /// `nil` for a nib.
  let interfaceBuilder: InterfaceBuilderInfo?

  /// A template of `nodes`. A compile that worked out the top-level nodes or the
  /// ``InstantiationPlan`` as it made the nodes passes them on (`topLevel`, `plan`); otherwise
  /// they are made from the nodes, the plan by the first instantiation.
  init(
    name: String, file: String, ownerTypeName: String?, rootPosition: SourcePosition,
    nodes: [TemplateNode], topLevel: [Int32]? = nil, extras: NodeExtras,
    properties: AssignmentRecorder,
    references: [ReferenceAssignment],
    actions: [ActionTemplate], externals: [ExternalDeclaration], expandedObjectCount: Int,
    expandedDepth: Int, ids: IDTable, registry: TypeRegistry, library: NibLibrary?,
    platform: NibPlatform? = nil, controls: NibControls? = nil,
    interfaceBuilder: InterfaceBuilderInfo? = nil, plan: InstantiationPlan? = nil
  ) {
    self.interfaceBuilder = interfaceBuilder
    self.platform = platform
    self.controls = controls
    self.library = library
    self.registry = registry
    self.name = name
    self.file = file
    self.ownerTypeName = ownerTypeName
    self.rootPosition = rootPosition
    self.nodes = nodes
    self.extras = extras
    self.properties = properties.assignments
    self.propertyColumns = properties.columns()
    self.references = references
    self.actions = actions
    self.topLevel = topLevel ?? nodes.indices.filter { nodes[$0].parent == -1 }.map { Int32($0) }
    self.externals = externals
    self.expandedObjectCount = expandedObjectCount
    self.expandedDepth = expandedDepth
    self.ids = ids
    if let plan { instantiationPlanCache.withLock { $0 = plan } }
  }

  func location(_ position: SourcePosition) -> SourceLocation { position.location(in: file) }

  /// What a node of this template is: an object of a type, an include or a stub.
  func content(of node: TemplateNode) -> TemplateNode.Content { extras.content(of: node) }

  /// The registered type of an object node of this template (stubs are `Stub` views, includes
  /// have none).
  @inline(__always)
  func type(of node: TemplateNode) -> NibType? { extras.type(of: node) }

  /// The registered type of an object node of this template, unretained: valid as long as the
  /// template, for loops that read many nodes without retaining each type.
  @inline(__always)
  func unmanagedType(of node: TemplateNode) -> Unmanaged<NibType>? {
    extras.unmanagedType(of: node)
  }

  /// The `outlet` attribute of a node of this template, if any.
  @inline(__always)
  func outlet(of node: TemplateNode) -> OutletUse? { extras.outlet(of: node) }

  /// Every owner outlet bound to a node of this template: a nib binds at most one (its `outlet`
  /// attribute), an Interface Builder document any number.
  func outlets(of node: TemplateNode) -> [OutletUse] {
    guard let first = extras.outlet(of: node) else { return [] }
    return [first] + extras.moreOutlets(of: node)
  }

  /// A node's reference assignments, in attribute order.
  func references(of node: TemplateNode) -> ArraySlice<ReferenceAssignment> {
    references[Int(node.referenceRange.lowerBound)..<Int(node.referenceRange.upperBound)]
  }

  /// A node's `id`, if it has one.
  func id(of node: TemplateNode) -> String? {
    node.hasID ? ids.name(at: node.idIndex) : nil
  }

  /// The position of a node's `id` attribute, if it has one.
  func idPosition(of node: TemplateNode) -> SourcePosition? {
    node.hasID ? ids.entry(at: node.idIndex).position : nil
  }

  /// A node's actions, in document order.
  func actions(of node: TemplateNode) -> ArraySlice<ActionTemplate> {
    actions[Int(node.actionRange.lowerBound)..<Int(node.actionRange.upperBound)]
  }
}

/// One node of a template: an object to create, an include to expand, or a stub.
///
/// Kept small, since a template holds one per element, and trivial (no reference counting), so
/// that a compile appends nodes, and a reader copies them, without a retain, and freeing a
/// template does not walk them: an object without an outlet holds only its type, unretained, in
/// eight bytes; what few nodes have (an include's or a stub's nib, an outlet) is in the
/// template's ``NodeExtras``, and the node holds its index there in the same eight bytes. Read
/// what a node is through its template: ``NibTemplate/content(of:)``, ``NibTemplate/type(of:)``,
/// ``NibTemplate/outlet(of:)``. The ranges are a 32-bit start and a 16-bit count (the compiler
/// checks the counts fit, ``maximumCount``); the depth is 16 bits (``maximumDepth``).
///
/// A node's type is owned by the registry it was compiled with, never by the node: whoever
/// holds nodes holds that registry too (a template its ``NibTemplate/registry``, a compile its
/// compiler's), and nodes are not kept apart from their template.
struct TemplateNode: Sendable {
  enum Content: Sendable {
    /// An object of a registered type.
    case object(NibType)
    /// The top-level objects of another nib, inserted here.
    case include(Nib, namePosition: SourcePosition)
    /// A placeholder that inflates another nib on first use.
    case stub(nibName: String, namePosition: SourcePosition)
  }

  /// A node's content and outlet: the type alone, unretained, for an object without an outlet
  /// (most nodes), else the index of the node's entry in its ``NodeExtras``. Eight bytes, and
  /// trivial.
  fileprivate enum Storage: Sendable {
    /// Owned by the registry the node was compiled with (see ``TemplateNode``).
    case object(Unmanaged<NibType>)
    case extras(Int32)
  }

  /// The largest count a node's property or reference range can hold.
  static let maximumCount = Int(UInt16.max)
  /// The largest depth a node can hold.
  static let maximumDepth = Int(UInt16.max)

  fileprivate var storage: Storage
  /// The parent node's index, -1 for a top-level node, or -2 for a node that belongs to
  /// nothing (under an unknown or reserved element: only in a file with errors).
  var parent: Int32
  /// The node's `id` in its template's ``IDTable`` (``IDTable/name(at:)``, and the attribute's
  /// position in ``IDTable/entry(at:)``), or -1 when it has none. Read it with
  /// ``NibTemplate/id(of:)``.
  var idIndex: Int32 = -1
  /// The position of the element's `<`.
  var position: SourcePosition
  /// The node's actions in ``NibTemplate/actions`` (a control may have any number).
  var actionRange: Range<Int32> = 0..<0
  private var propertyStart: Int32 = 0
  private var referenceStart: Int32 = 0
  private var propertyCount: UInt16 = 0
  private var referenceCount: UInt16 = 0
  private var storedDepth: UInt16
  /// Whether a child element could not be compiled into a node (a failed include), so the
  /// node's children are not all known.
  var hasUnresolvedChild = false

  /// A node of `content`, without an outlet; an include or a stub gets its entry in `extras`.
  /// - Parameters:
  ///   - content: For an object, a type of the registry the node's template is compiled with,
  ///     which keeps it alive (the node does not).
  ///   - depth: At most ``maximumDepth``.
  ///   - extras: The side table of the nodes the node goes with.
  init(
    content: Content, parent: Int32, position: SourcePosition, depth: Int32,
    extras: inout NodeExtras
  ) {
    precondition(depth >= 0 && Int(depth) <= Self.maximumDepth, "a node deeper than it can hold")
    if case .object(let type) = content {
      self.storage = .object(.passUnretained(type))
    } else {
      self.storage = .extras(extras.append(content: content, outlet: nil))
    }
    self.parent = parent
    self.position = position
    self.storedDepth = UInt16(depth)
  }

  /// The object's depth: 1 for a top-level object.
  var depth: Int32 {
    @inline(__always) get { Int32(storedDepth) }
  }

  /// Whether the node has an `id`.
  var hasID: Bool {
    @inline(__always) get { idIndex >= 0 }
  }

  /// The node's properties in ``NibTemplate/properties`` (flat arrays: no per-node array).
  /// Its count is at most ``maximumCount``.
  var propertyRange: Range<Int32> {
    @inline(__always) get { propertyStart..<propertyStart + Int32(propertyCount) }
    @inline(__always) set {
      propertyStart = newValue.lowerBound
      propertyCount = UInt16(newValue.count)
    }
  }

  /// The node's references in ``NibTemplate/references``. Its count is at most
  /// ``maximumCount``.
  var referenceRange: Range<Int32> {
    @inline(__always) get { referenceStart..<referenceStart + Int32(referenceCount) }
    @inline(__always) set {
      referenceStart = newValue.lowerBound
      referenceCount = UInt16(newValue.count)
    }
  }
}

/// What few nodes have — an include's or a stub's nib, an outlet — kept beside the nodes
/// (which hold an index here, ``TemplateNode``), so that the nodes themselves hold no
/// references. It also answers for the nodes that need no entry, reading their type.
///
/// An entry belongs to one node: a copy of a node names the same entry, so change a node's
/// content or outlet only on the node that goes into the template.
struct NodeExtras: Sendable {
  /// One node's content and outlet.
  private struct Entry: Sendable {
    var content: TemplateNode.Content
    var outlet: OutletUse?
    /// The outlets after the first (Interface Builder documents only; empty, without an
    /// allocation, for a nib).
    var moreOutlets: [OutletUse] = []
  }

  private var entries: [Entry] = []

  /// How many nodes have an entry.
  var count: Int { entries.count }

  /// Adds an entry.
  /// - Returns: Its index, for the node to hold.
  fileprivate mutating func append(content: TemplateNode.Content, outlet: OutletUse?) -> Int32 {
    entries.append(Entry(content: content, outlet: outlet))
    return Int32(entries.count - 1)
  }

  /// What a node is: an object of a type, an include or a stub.
  func content(of node: TemplateNode) -> TemplateNode.Content {
    switch node.storage {
    case .object(let type):
      // The registry the node was compiled with owns its type, and whoever holds the node
      // holds that registry (``TemplateNode``).
      .object(type.takeUnretainedValue())
    case .extras(let index): entries[Int(index)].content
    }
  }

  /// The registered type of an object node (stubs are `Stub` views, includes have none).
  @inline(__always)
  func type(of node: TemplateNode) -> NibType? {
    switch node.storage {
    case .object(let type):
      // Owned by the registry, which whoever holds the node holds (``TemplateNode``).
      return type.takeUnretainedValue()
    case .extras(let index):
      if case .object(let type) = entries[Int(index)].content { return type }
      return nil
    }
  }

  /// The registered type of an object node, unretained, for loops over many nodes: read it
  /// with `_withUnsafeGuaranteedRef` while holding what holds the nodes (a template, which
  /// keeps every type its nodes name: the plain ones through its registry, the others here).
  @inline(__always)
  func unmanagedType(of node: TemplateNode) -> Unmanaged<NibType>? {
    switch node.storage {
    case .object(let type):
      return type
    case .extras(let index):
      if case .object(let type) = entries[Int(index)].content { return .passUnretained(type) }
      return nil
    }
  }

  /// A node's `outlet` attribute, if any.
  @inline(__always)
  func outlet(of node: TemplateNode) -> OutletUse? {
    if case .extras(let index) = node.storage { entries[Int(index)].outlet } else { nil }
  }

  /// The owner outlets bound to a node after its first one.
  func moreOutlets(of node: TemplateNode) -> [OutletUse] {
    if case .extras(let index) = node.storage { entries[Int(index)].moreOutlets } else { [] }
  }

  /// Adds an owner outlet to a node: its first, or one more.
  mutating func addOutlet(_ outlet: OutletUse, to node: inout TemplateNode) {
    guard self.outlet(of: node) != nil, case .extras(let index) = node.storage else {
      setOutlet(outlet, of: &node)
      return
    }
    entries[Int(index)].moreOutlets.append(outlet)
  }

  /// Sets a node's content, keeping its outlet.
  /// - Parameter content: For an object, a type the node's registry owns (``TemplateNode``).
  mutating func setContent(_ content: TemplateNode.Content, of node: inout TemplateNode) {
    switch node.storage {
    case .extras(let index):
      entries[Int(index)].content = content
    case .object:
      if case .object(let type) = content {
        node.storage = .object(.passUnretained(type))
      } else {
        node.storage = .extras(append(content: content, outlet: nil))
      }
    }
  }

  /// Sets a node's outlet, keeping its content.
  mutating func setOutlet(_ outlet: OutletUse?, of node: inout TemplateNode) {
    switch node.storage {
    case .extras(let index):
      entries[Int(index)].outlet = outlet
    case .object(let type):
      guard let outlet else { return }
      // The registry owns the type (``TemplateNode``); the entry holds it too.
      node.storage = .extras(append(content: .object(type.takeUnretainedValue()), outlet: outlet))
    }
  }
}

/// An `outlet` attribute.
struct OutletUse: Sendable {
  var name: String
  var position: SourcePosition
  /// Whether the file says the outlet collects objects (an Interface Builder document's
  /// `<outletCollection>`); a nib says so only by binding it more than once.
  var isCollection = false
}

/// What a `$name` names.
enum ReferenceTarget: Sendable, Hashable {
  case owner
  case external(String)
  /// An object: node indices, the last in the innermost template and the ones before it
  /// `include` nodes leading there.
  case object([Int32])
  /// A layout guide of a view (Interface Builder documents): the view's path, as for
  /// ``object(_:)``, and which guide (`safeArea`, `layoutMargins`, `top`, `bottom`, or the id of
  /// a guide of the app's).
  case layoutGuide(view: [Int32], kind: String)
  /// A placeholder that stands for nothing the loader can bind (an Interface Builder
  /// document's First Responder or Application): the reference is kept and left unset.
  case unbound(String)
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
  /// Whether the target is one item of a collection (`$a $b`), which `apply` appends: a
  /// collection has one assignment per target, in order, each at the attribute's position.
  var isCollection = false
}

/// An `<action>` element.
///
/// Kept small (56 bytes), since a template holds one per action: the explicit `target`, which
/// few actions have, is boxed.
struct ActionTemplate: Sendable {
  var event: String
  var handler: String
  var handlerPosition: SourcePosition
  var position: SourcePosition
  private var explicitTarget: ExplicitTarget?

  /// A `target="$name"` attribute and what it resolved to. Immutable, so copies of an action
  /// may share it; a change makes a new one.
  private final class ExplicitTarget: Sendable {
    let name: String
    let position: SourcePosition
    let target: ReferenceTarget?

    init(name: String, position: SourcePosition, target: ReferenceTarget?) {
      self.name = name
      self.position = position
      self.target = target
    }
  }

  /// - Parameter target: The `target` attribute's name (without `$`) and position, if any.
  init(
    event: String, handler: String, handlerPosition: SourcePosition, position: SourcePosition,
    target: (name: String, position: SourcePosition)? = nil
  ) {
    self.event = event
    self.handler = handler
    self.handlerPosition = handlerPosition
    self.position = position
    explicitTarget = target.map {
      ExplicitTarget(name: $0.name, position: $0.position, target: .owner)
    }
  }

  /// What the explicit `target` resolved to, or `nil` for the owner.
  var target: ReferenceTarget? {
    get { explicitTarget?.target }
    set {
      guard let explicitTarget else {
        precondition(newValue == nil, "a resolved target without a target attribute")
        return
      }
      self.explicitTarget = ExplicitTarget(
        name: explicitTarget.name, position: explicitTarget.position, target: newValue)
    }
  }
  /// The `target` attribute's name without `$`, if it has one.
  var targetName: String? { explicitTarget?.name }
  /// The `target` attribute's position, if it has one.
  var targetPosition: SourcePosition? { explicitTarget?.position }
}

/// An `<external name="x" type="T"/>` declaration.
struct ExternalDeclaration: Sendable {
  var name: String
  var type: NibType?
  var typeName: String
  var position: SourcePosition
}

/// The platform a nib's views are for (`<nib platform="…">`): on macOS its views have
/// AppKit's sizes (a button's, a text field's, a switch's), elsewhere UIKit's.
package enum NibPlatform: String, Sendable, CaseIterable {
  case iOS
  case tvOS
  case macOS
}

/// Whose AppKit controls a nib for macOS has (`<nib controls="…">`): macOS 11's to 15's (the
/// default), or macOS 26's, taller and with frames that are their alignment rectangles (an
/// app built with Xcode 26's SDK; `viewcheck convert` writes it for a document Xcode 26
/// saved).
package enum NibControls: String, Sendable, CaseIterable {
  case macOS11 = "macOS 11"
  case macOS26 = "macOS 26"

  /// The AppKit whose sizes the views have.
  var appKitRelease: AppKitRelease { self == .macOS26 ? .macOS26 : .macOS11 }
}
