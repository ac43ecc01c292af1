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

  init(
    name: String, file: String, ownerTypeName: String?, rootPosition: SourcePosition,
    nodes: [TemplateNode], extras: NodeExtras, properties: AssignmentRecorder,
    references: [ReferenceAssignment],
    actions: [ActionTemplate], externals: [ExternalDeclaration], expandedObjectCount: Int,
    expandedDepth: Int, ids: IDTable, registry: TypeRegistry, library: NibLibrary?
  ) {
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
    self.topLevel = nodes.indices.filter { nodes[$0].parent == -1 }.map { Int32($0) }
    self.externals = externals
    self.expandedObjectCount = expandedObjectCount
    self.expandedDepth = expandedDepth
    self.ids = ids
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

/// Where an id of the expanded document is written. Small and free of references: a template
/// holds one per id, and a file's own ids are most of them.
struct IDEntry: Sendable, Equatable {
  /// The node that has it, in this template (own ids) or in the included one.
  var node: Int32
  /// The position of the `id` attribute, for this file's own ids.
  var position: SourcePosition
  /// ``own`` for an id of this file, ``notDefined`` for one that is written but names nothing
  /// (a duplicate, or a name an external takes), else its index in ``IDTable/included``.
  var origin: Int32

  /// The ``origin`` of an id of this file.
  static let own: Int32 = -1
  /// The ``origin`` of an id that is written but not defined.
  static let notDefined: Int32 = -2
}

/// An id that comes from an included file, with how it is reached.
struct IncludedID: Sendable {
  /// The `include` nodes leading into the template that defines it, outermost first.
  var includePath: [Int32]
  /// The node in the template that defines it.
  var node: Int32
  /// The location of the `id` attribute, in the file that defines it.
  var location: SourceLocation
  /// The include steps that lead to it, outermost first, as "included from here" notes.
  var includeNotes: [Diagnostic]
  /// The type of the object, if it is one.
  var type: NibType?
}

/// The ids of an expanded document: every id as written, and the definitions by name.
///
/// A template holds one entry per id, and in a large file nearly every element has one, so the
/// table is laid out for size: the names and entries in two arrays in document order (a node
/// holds its id as an index into them, ``TemplateNode/idIndex``), and an open-addressing index
/// of 4-byte slots, up to 7/8 full, which keep a few bits of each name's hash so that a probe
/// compares names only when those match. A `[String: IDEntry]` needs more than twice the
/// memory (32-byte buckets, at most three quarters full: 8.4 MB against 3.7 MB for 100,000
/// ids).
///
/// Ids are written as the walk meets them (``write(_:node:position:)``) and defined together
/// afterwards, in the same order (``define(at:)``), when every name they may not take is known.
struct IDTable: Sendable {
  /// The file the own ids are in.
  let file: String
  /// Every id's name, as written, in document order: an id written twice is here twice.
  private var written: [String] = []
  /// What each name in ``written`` names.
  private var entries: [IDEntry] = []
  /// The hash index: each slot is 0 when it is empty, or holds an index into ``written`` plus
  /// one in its low bits (``indexMask``) and, above them, the same bits of the name's hash
  /// (``tag(of:)``). Its count is a power of two, at least 8/7 of the number of defined names:
  /// linear probes get longer that full, but each step is a 4-byte load and a comparison, as
  /// the tags spare nearly every comparison of names.
  private var slots: [UInt32] = []
  /// The slot bits that hold an index: enough for every id written when the index was last
  /// built (``define(at:)`` rebuilds it when an index outgrows them).
  private var indexMask: UInt32 = 0
  /// How many names the index holds before it must grow: 7/8 of its slots.
  private var slotLimit = 0
  /// The ids that come from included files.
  private(set) var included: [IncludedID] = []
  /// How many written ids were defined or passed over: the rest are not defined yet.
  private var settled = 0
  /// How many ids the table defines.
  private(set) var count = 0

  init(file: String) { self.file = file }

  subscript(id: String) -> IDEntry? {
    let (_, index) = find(id, hash: id.hashValue)
    return index.map { entries[$0] }
  }

  /// How many ids are written.
  var writtenCount: Int { written.count }

  /// The name of the id written at `index`.
  func name(at index: Int32) -> String { written[Int(index)] }

  /// The entry of the id written at `index`.
  func entry(at index: Int32) -> IDEntry { entries[Int(index)] }

  /// The defined ids' names, in definition order.
  var names: [String] {
    (0..<settled).filter { entries[$0].origin != IDEntry.notDefined }.map { written[$0] }
  }

  /// Reserves room for `count` ids, written and defined.
  mutating func reserveCapacity(_ count: Int) {
    reserveWritten(count)
    if slots.count < Self.slotCount(for: count) { rehash(slotCount: Self.slotCount(for: count)) }
  }

  /// Reserves room for `count` written ids, without the index (which their definition sizes).
  mutating func reserveWritten(_ count: Int) {
    written.reserveCapacity(count)
    entries.reserveCapacity(count)
  }

  /// The smallest power of two that holds `count` names at most 7/8 full (and at least 8).
  private static func slotCount(for count: Int) -> Int {
    var slots = 8
    while slots - slots / 8 < count { slots <<= 1 }
    return slots
  }

  /// The bits of a hash a slot keeps above its index: from the hash's upper half, so they are
  /// not the bits that chose the slot.
  @inline(__always)
  private func tag(of hash: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: UInt64(UInt(bitPattern: hash)) >> 32) & ~indexMask
  }

  /// The slot where `id` is, or the empty slot where it would go, and its index in ``written``.
  /// - Parameter hash: `id.hashValue`.
  private func find(_ id: String, hash: Int) -> (slot: Int, index: Int?) {
    guard !slots.isEmpty else { return (0, nil) }
    let tag = tag(of: hash)
    let indexMask = indexMask
    let mask = slots.count - 1
    var slot = hash & mask
    while true {
      let stored = slots[slot]
      if stored == 0 { return (slot, nil) }
      if stored & ~indexMask == tag {
        let index = Int(stored & indexMask) - 1
        if written[index] == id { return (slot, index) }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Rebuilds the index with `slotCount` slots, and with room in a slot for the index of every
  /// id written so far or reserved for.
  private mutating func rehash(slotCount: Int) {
    let indexBits = Int.bitWidth - max(written.count, written.capacity).leadingZeroBitCount
    indexMask = UInt32(truncatingIfNeeded: (UInt64(1) << min(32, indexBits)) - 1)
    slots = [UInt32](repeating: 0, count: slotCount)
    slotLimit = slotCount - slotCount / 8
    let mask = slotCount - 1
    for index in 0..<settled where entries[index].origin != IDEntry.notDefined {
      let hash = written[index].hashValue
      var slot = hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = tag(of: hash) | UInt32(index + 1)
    }
  }

  /// Writes an id of this file, to be defined later.
  /// - Returns: Its index, for ``name(at:)`` and ``define(at:)``.
  @inline(__always)
  mutating func write(_ id: String, node: Int32, position: SourcePosition) -> Int32 {
    written.append(id)
    entries.append(IDEntry(node: node, position: position, origin: IDEntry.own))
    return Int32(written.count - 1)
  }

  /// Writes an id of an included file, to be defined later.
  /// - Returns: Its index, for ``define(at:)``.
  @discardableResult
  mutating func write(_ id: String, _ definition: IncludedID) -> Int32 {
    written.append(id)
    entries.append(
      IDEntry(node: definition.node, position: .start, origin: Int32(included.count)))
    included.append(definition)
    return Int32(written.count - 1)
  }

  /// Defines the id written at `index` (the first not yet defined), unless its name is defined
  /// already: one hash of the name either way.
  /// - Returns: The earlier definition, when there is one (the id is then not defined).
  mutating func define(at index: Int32) -> IDEntry? {
    precondition(Int(index) == settled, "ids are defined in the order they are written")
    let id = written[Int(index)]
    if count >= slotLimit {
      rehash(slotCount: Self.slotCount(for: max(count + 1, 2 * count)))
    } else if UInt32(index) + 1 > indexMask {
      rehash(slotCount: slots.count)
    }
    let hash = id.hashValue
    let (slot, found) = find(id, hash: hash)
    settled += 1
    if let found {
      entries[Int(index)].origin = IDEntry.notDefined
      return entries[found]
    }
    slots[slot] = tag(of: hash) | (UInt32(index) + 1)
    count += 1
    return nil
  }

  /// Passes over the id written at `index` (the first not yet defined): it is not defined.
  mutating func passOver(at index: Int32) {
    precondition(Int(index) == settled, "ids are defined in the order they are written")
    settled += 1
    entries[Int(index)].origin = IDEntry.notDefined
  }

  /// Defines an id of this file unless it is defined already.
  /// - Returns: The earlier definition, when there is one (nothing is then defined).
  mutating func define(_ id: String, node: Int32, position: SourcePosition) -> IDEntry? {
    define(at: write(id, node: node, position: position))
  }

  /// Defines an id of an included file unless it is defined already.
  /// - Returns: The earlier definition, when there is one (nothing is then defined).
  mutating func define(_ id: String, _ definition: IncludedID) -> IDEntry? {
    define(at: write(id, definition))
  }

  /// Where the id's attribute is.
  func location(of entry: IDEntry) -> SourceLocation {
    entry.origin < 0 ? entry.position.location(in: file) : included[Int(entry.origin)].location
  }

  /// The include steps that lead to the id, as notes (none for own ids).
  func includeNotes(of entry: IDEntry) -> [Diagnostic] {
    entry.origin < 0 ? [] : included[Int(entry.origin)].includeNotes
  }

  /// The include nodes leading to the defining template, then the node itself.
  func path(of entry: IDEntry) -> [Int32] {
    entry.origin < 0 ? [entry.node] : included[Int(entry.origin)].includePath + [entry.node]
  }

  /// The type of the object the id names, if it is one.
  /// - Parameters:
  ///   - nodes: The nodes of the template the table belongs to.
  ///   - extras: What few of them have.
  func type(of entry: IDEntry, nodes: [TemplateNode], extras: NodeExtras) -> NibType? {
    entry.origin < 0
      ? extras.type(of: nodes[Int(entry.node)]) : included[Int(entry.origin)].type
  }

  /// Every defined id as an included file's id would describe it, in source order: what an
  /// include of the template passes on.
  /// - Parameters:
  ///   - nodes: The nodes of the template the table belongs to.
  ///   - extras: What few of them have.
  func described(
    nodes: [TemplateNode], extras: NodeExtras
  ) -> [(id: String, definition: IncludedID)] {
    (0..<settled).compactMap { index -> (id: String, definition: IncludedID)? in
      let entry = entries[index]
      if entry.origin == IDEntry.notDefined { return nil }
      let definition =
        entry.origin < 0
        ? IncludedID(
          includePath: [], node: entry.node, location: location(of: entry), includeNotes: [],
          type: type(of: entry, nodes: nodes, extras: extras))
        : included[Int(entry.origin)]
      return (written[index], definition)
    }.sorted { $0.definition.location < $1.definition.location }
  }
}
