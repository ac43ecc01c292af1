/// What compiling one file gives: the template (when the document could be walked at all) and
/// every problem found.
struct CompileOutput: Sendable {
  /// The compiled nodes; `nil` when reading failed or the root is unusable. Present even when
  /// there are errors, so that the linter's own rules can still look at the file.
  var template: NibTemplate?
  /// This file's own findings, including those that cross into included files.
  var diagnostics: [Diagnostic] = []
  /// Errors of included files, found by their own compiles, with "included from here" notes.
  var includedDiagnostics: [Diagnostic] = []
  /// The files of any include cycle behind a failure.
  var cycleMembers: Set<String> = []
  /// Whether the result came from the chain of includes the file was reached through (a
  /// cycle, the include-depth limit) rather than from the file alone.
  var dependsOnChain = false
  /// The names every `$reference` and action target used (for `unused-id`).
  var referencedNames: Set<String> = []

  /// Whether the file cannot load.
  var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error } || !includedDiagnostics.isEmpty
  }
}

/// Compiles a document into an immutable template while the reader parses it, collecting
/// every problem on the way.
///
/// This is the one compile stage the loader and `viewcheck` share: a file that lints clean
/// loads clean. It is the reader's ``DocumentSink``: each start tag is compiled as libxml2
/// reports it, so the document is never copied into an intermediate form. Element names are
/// resolved against the registry once per name number (``ElementEvent/nameID``), values are
/// parsed from their bytes in place (``ValueSyntax``), and an `<include>` is resolved — the
/// included file read and compiled — as soon as the walk meets it, while the including file is
/// still being parsed. Ids are written as they come and defined at the end, in document order
/// (``IDTable``); references and actions are resolved then too.
struct NibCompiler {
  var registry: TypeRegistry
  var limits: NibLimits = .default
  /// How `<include>` finds other nibs; `nil` for a standalone nib (every include is then
  /// `missing-nib`).
  var includes: IncludeResolver?
  /// The library the nib was loaded through, which its stubs inflate from.
  var library: NibLibrary? = nil
  /// Whether a large file is parsed on a second thread while this one compiles it
  /// (``ReadAhead``): the loader's choice; the linter, which keeps every core busy with files
  /// of its own, leaves it off.
  var readsAhead = false
  /// Whether the compile also works out how its template is instantiated
  /// (``InstantiationPlan``) as it makes each node: the loader's choice, whose templates are
  /// instantiated (the plan is then made while libxml2 parses, on the thread that waits for
  /// it, rather than by the first instantiation after the parse); the linter, which never
  /// instantiates, leaves it off.
  var preparesInstantiation = false
  /// How Interface Builder documents treat what the registry does not describe: the loader's
  /// policy unless the linter sets its own.
  var interfaceBuilderPolicy = XIBImportPolicy.loading

  /// The message of an include-depth pass, at the `<include>` that passes it.
  static func includeDepthMessage(limit: Int) -> String {
    "includes nest deeper than the limit of \(limit)"
  }

  /// Reads and compiles a document held in memory.
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - file: The name diagnostics carry.
  ///   - name: The nib's name.
  /// - Returns: The compile's output and what the reader found besides the elements (the
  ///   suppression comments, and why the file could not be read, if it could not).
  func compile(_ bytes: UnsafeRawBufferPointer, file: String, name: String) -> (
    CompileOutput, ReadSummary
  ) {
    if Dialect.of(bytes) == .interfaceBuilder {
      return compileInterfaceBuilder(bytes, file: file, name: name)
    }
    var state = CompileState(compiler: self, file: file, name: name)
    let summary =
      readsAhead && bytes.count >= ReadAhead.threshold && ReadAhead.isUseful
      ? ReadAhead.read(bytes, file: file, limits: limits, into: &state)
      : XMLReader.read(bytes, file: file, limits: limits, into: &state)
    return (state.finish(summary), summary)
  }

  /// Reads and compiles a file; a file that cannot be read gives an output that says why.
  /// - Parameters:
  ///   - path: The file, used as given both to open it and in diagnostics.
  ///   - name: The nib's name.
  func compile(path: String, name: String) -> (CompileOutput, ReadSummary) {
    switch SourceFile.read(path: path, displayName: path, limits: limits) {
    case .failure(let error):
      let summary = ReadSummary(file: path, diagnostics: error.diagnostics)
      return (CompileOutput(template: nil, diagnostics: error.diagnostics), summary)
    case .success(let bytes):
      return bytes.withUnsafeBytes { compile($0, file: path, name: name) }
    }
  }
}

/// The mutable state of one compile: the reader's sink.
struct CompileState: DocumentSink {
  let compiler: NibCompiler
  let file: String
  let name: String
  var output = CompileOutput()

  var nodes: [TemplateNode] = []
  /// The nodes with references, in document order.
  var referencingNodes: [Int32] = []
  /// The nodes at the top level, in document order.
  var topLevelNodes: [Int32] = []
  /// The instantiation plan, node by node, when the compiler prepares one.
  var plan: InstantiationPlan.Builder?
  /// What few nodes have (includes, stubs, outlets). The types the nodes name unretained are
  /// the compiler's registry's, which outlives the compile and goes into the template.
  var nodeExtras = NodeExtras()
  var properties = AssignmentRecorder()
  var references: [ReferenceAssignment] = []
  /// The actions, in document order until ``groupActions()`` groups them by node.
  var actions: [ActionTemplate] = []
  /// The node of each action in ``actions``, until they are grouped.
  var actionNodes: [Int32] = []
  /// ``actionAttribute(_:_:)``'s answers, by name number.
  var actionAttributes: [ActionAttribute?] = []
  var externals: [ExternalDeclaration] = []
  /// The ids, this file's and its includes', written in document order and defined when the
  /// whole file is known (an external declared after an object reserves its name too).
  var ids: IDTable
  var objectCount = 0
  var reportedObjectLimit = false
  /// Whether an element too deep for a node (``TemplateNode/maximumDepth``) was reported.
  var reportedNodeDepthLimit = false
  /// The deepest element so far, includes expanded.
  var expandedDepth = 0
  /// Whether the findings limit was reached: the walk stops.
  var tooManyFindings = false
  /// Whether the root is a `<nib>` of a supported version: otherwise nothing else is checked.
  var rootIsUsable = false
  var sawRoot = false
  /// What the open elements became, and their names, by depth (the root at 0).
  var openRoles: [Role] = []
  var openNames: [String] = []
  /// Elements whose first misplaced child was already reported.
  var reportedChildren: Set<Int32> = []
  /// The included files' findings already passed on, by place, rule and message: each is passed
  /// on once, with the notes of the first include that led to it.
  var passedOnIncludedFindings: Set<IncludedFinding> = []
  /// The external names of the file: ids may not take them.
  var reservedExternalNames: Set<String> = []
  /// Element names resolved to types, by the reader's name numbers.
  var elementLookups: [ElementLookup] = []
  /// ``reserved(_:)``'s answers, by name number.
  var reservedElements: [ReservedElement?] = []
  /// Attribute names resolved to what they set, by type slot, then by name number.
  var attributeLookups: [[AttributeLookup]] = []
  /// The slots of the types met so far.
  var typeSlots: [ObjectIdentifier: Int32] = [:]

  enum ElementLookup {
    case unseen
    case type(NibType, slot: Int32)
    case unregistered
  }

  /// The attributes of `<action>`.
  enum ActionAttribute: UInt8 {
    case event, handler, target, other
  }

  /// The elements of the format itself, which are not types.
  enum ReservedElement: UInt8 {
    case none, nib, external, action, include, stub
  }

  enum AttributeLookup {
    case unseen
    case id
    case outlet
    /// A property, with its descriptor's slot in the template's table. The descriptor is held
    /// unretained (the registry, which the compiler keeps, owns it for the whole compile), so
    /// that reading a cached lookup for each attribute costs no retain and release.
    case property(Unmanaged<PropertyDescriptor>, slot: UInt16)
    case unknown
  }

  /// What makes two findings of included files the same, notes aside.
  struct IncludedFinding: Hashable {
    let location: SourceLocation
    let rule: String
    let message: String
  }
  var ownerTypeName: String?
  var platform: NibPlatform?
  var rootPosition = SourcePosition.start

  enum Role {
    case root
    case node(Int32)
    case action
    case external
    /// Unknown or misplaced: its children are still checked but belong to nothing.
    case detached
  }

  init(compiler: NibCompiler, file: String, name: String) {
    self.compiler = compiler
    self.file = file
    self.name = name
    ids = IDTable(file: file)
    if compiler.preparesInstantiation { plan = InstantiationPlan.Builder() }
  }

  var registry: TypeRegistry { compiler.registry }

  func location(_ position: SourcePosition) -> SourceLocation { position.location(in: file) }

  mutating func error(
    _ rule: RuleID, _ message: String, at position: SourcePosition, notes: [Diagnostic] = []
  ) {
    guard roomForFindings(at: position) else { return }
    output.diagnostics.append(.error(rule, message, at: location(position), notes: notes))
  }

  /// Whether another finding may be recorded; the first time the findings limit is reached,
  /// records the `limit-exceeded` finding that says so (the walk then stops).
  mutating func roomForFindings(at position: SourcePosition) -> Bool {
    let limit = compiler.limits.findings
    guard output.diagnostics.count + output.includedDiagnostics.count >= limit else { return true }
    if !tooManyFindings {
      tooManyFindings = true
      output.diagnostics.append(
        .error(.limitExceeded, NibLimits.findingsMessage(limit: limit), at: location(position)))
    }
    return false
  }

  /// The registered type of the node at `index`. Inlined: a call takes a copy of the whole
  /// state.
  @inline(__always)
  func typeOfNode(_ index: Int32) -> NibType? {
    nodeExtras.type(of: nodes[Int(index)])
  }

  // MARK: - The walk, as the reader reports elements

  mutating func prepare(elements: Int, attributes: Int) {
    // Room that is never written costs address space, not memory; the cap keeps a hostile
    // file's count of `=` signs from asking for gigabytes of it.
    let cap = 1 << 21
    nodes.reserveCapacity(min(elements, cap))
    properties.reserveCapacity(min(attributes, cap))
    ids.reserveWritten(min(elements, cap))
    plan?.reserveCapacity(min(elements, cap))
  }

  /// Adds a finished node (its properties, references and id known) to the template, and its
  /// step to the plan when the compile makes one.
  mutating func append(_ node: TemplateNode) {
    let index = Int32(nodes.count)
    if node.parent == -1 { topLevelNodes.append(index) }
    if !node.referenceRange.isEmpty { referencingNodes.append(index) }
    plan?.add(node, extras: nodeExtras, isKeyed: false)
    nodes.append(node)
  }

  mutating func startElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) {
    guard element.index > 0 else {
      sawRoot = true
      rootPosition = element.position
      openRoles = [.root]
      openNames = [element.name]
      guard element.name == "nib" else {
        error(
          .rootElement, "root element must be <nib>, not <\(element.name)>",
          at: element.position)
        return
      }
      rootIsUsable = checkRoot(element, attributes: attributes)
      return
    }
    guard rootIsUsable else { return }
    // Externals reserve their names for the whole file, however far the walk gets.
    if element.depth == 1 && reserved(element) == .external {
      for attribute in attributes where attribute.name == "name" {
        reservedExternalNames.insert(attribute.text)
      }
    }
    guard !tooManyFindings else { return }
    let depth = Int(element.depth)
    let role = compileElement(element, attributes: attributes)
    if openRoles.count > depth {
      openRoles[depth] = role
      openNames[depth] = element.name
    } else {
      openRoles.append(role)
      openNames.append(element.name)
    }
  }

  mutating func text(inElement element: Int32, named name: String, at position: SourcePosition) {
    guard rootIsUsable, !tooManyFindings else { return }
    error(.unexpectedText, "unexpected text inside <\(name)>", at: position)
  }

  /// After the parse: the ids, actions and references, then the template.
  mutating func finish(_ summary: ReadSummary) -> CompileOutput {
    guard summary.diagnostics.isEmpty else {
      return CompileOutput(template: nil, diagnostics: summary.diagnostics)
    }
    guard sawRoot else {
      error(.rootElement, "the document has no root element; expected <nib>", at: .start)
      return output
    }
    guard rootIsUsable else { return output }
    defineIDs()
    let connectedNodes = nodesWithConnections()
    groupActions()
    resolveReferences(of: connectedNodes)
    output.template = NibTemplate(
      name: name, file: file, ownerTypeName: ownerTypeName,
      rootPosition: rootPosition, nodes: nodes, topLevel: topLevelNodes, extras: nodeExtras,
      properties: properties, references: references, actions: actions, externals: externals,
      expandedObjectCount: objectCount, expandedDepth: expandedDepth, ids: ids,
      registry: registry, library: compiler.library, platform: platform,
      plan: plan.map { InstantiationPlan($0, connectedNodes: connectedNodes) })
    return output
  }

  /// Checks `<nib>`'s attributes; returns `false` when the version rules out further checks.
  mutating func checkRoot(
    _ root: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) -> Bool {
    var sawVersion = false
    for attribute in attributes {
      switch attribute.name {
      case "version":
        sawVersion = true
        let value = attribute.text
        guard value == "1" else {
          error(
            .unsupportedVersion,
            "unsupported nib version '\(escaped(value))': expected '1'",
            at: attribute.position)
          return false
        }
      case "owner":
        ownerTypeName = attribute.text
      case "platform":
        let value = attribute.text
        platform = NibPlatform(rawValue: value)
        if platform == nil {
          error(
            .invalidValue,
            "'platform' must be one of \(NibPlatform.allCases.map(\.rawValue).joined(separator: ", ")), not '\(escaped(value))'",
            at: attribute.position)
        }
      default:
        error(
          .unknownProperty, "<nib> has no attribute '\(attribute.name)'", at: attribute.position)
      }
    }
    if !sawVersion {
      error(.unsupportedVersion, "<nib> needs version=\"1\"", at: root.position)
    }
    return true
  }

  /// What a name stands for, from a table indexed by name number: worked out by `classify`
  /// the first time the number comes, and each time for a name without a number (-1).
  static func byNameNumber<Value>(
    _ id: Int32, in table: inout [Value?], _ classify: () -> Value
  ) -> Value {
    let index = Int(id)
    if index >= 0, index < table.count, let known = table[index] { return known }
    let value = classify()
    if index >= 0 {
      if index >= table.count { table += repeatElement(nil, count: index + 1 - table.count) }
      table[index] = value
    }
    return value
  }

  /// Which element of the format `element` is, if any: worked out once per name number (a
  /// comparison of strings per element would cost more than the rest of the dispatch).
  mutating func reserved(_ element: ElementEvent) -> ReservedElement {
    Self.byNameNumber(element.nameID, in: &reservedElements) {
      switch element.name {
      case "nib": .nib
      case "external": .external
      case "action": .action
      case "include": .include
      case "stub": .stub
      default: .none
      }
    }
  }

  /// The registered type an element names, looked up once per name in a compile.

  mutating func type(of element: ElementEvent) -> (NibType, slot: Int32)? {
    let id = Int(element.nameID)
    if id >= 0, id < elementLookups.count {
      switch elementLookups[id] {
      case .type(let type, let slot): return (type, slot)
      case .unregistered: return nil
      case .unseen: break
      }
    }
    let found = registry.type(named: element.name).map { type -> (NibType, slot: Int32) in
      if let slot = typeSlots[ObjectIdentifier(type)] { return (type, slot) }
      let slot = Int32(typeSlots.count)
      typeSlots[ObjectIdentifier(type)] = slot
      attributeLookups.append([])
      return (type, slot)
    }
    if id >= 0 {
      if id >= elementLookups.count {
        elementLookups += repeatElement(.unseen, count: id + 1 - elementLookups.count)
      }
      elementLookups[id] = found.map { .type($0.0, slot: $0.slot) } ?? .unregistered
    }
    return found
  }

  /// What an attribute of an object of `type` sets, looked up once per type and name in a
  /// compile.
  mutating func lookup(
    _ attributes: UnsafeBufferPointer<AttributeEvent>, _ index: Int, on type: NibType, slot: Int32
  ) -> AttributeLookup {
    // Fields are read through the buffer: copying the event would retain its name.
    let id = Int(attributes[index].nameID)
    let typeSlot = Int(slot)
    if id >= 0, id < attributeLookups[typeSlot].count {
      let known = attributeLookups[typeSlot][id]
      if case .unseen = known {} else { return known }
    }
    let found: AttributeLookup
    let name = attributes[index].name
    switch name {
    case "id": found = .id
    case "outlet": found = .outlet
    default:
      if let property = type.properties[name] {
        found = .property(.passUnretained(property), slot: properties.slot(for: property))
      } else {
        found = .unknown
      }
    }
    if id >= 0 {
      if id >= attributeLookups[typeSlot].count {
        attributeLookups[typeSlot] += repeatElement(
          .unseen, count: id + 1 - attributeLookups[typeSlot].count)
      }
      attributeLookups[typeSlot][id] = found
    }
    return found
  }

  mutating func compileElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) -> Role {
    // Every element counts, as in the reader: an include or an action costs work at each
    // instantiation too, so a fan-out of includes of empty files is bounded like one of views.
    guard countObjects(1, at: element.position) else { return .detached }
    expandedDepth = max(expandedDepth, Int(element.depth))
    let parentRole = openRoles[Int(element.depth) - 1]
    let kind = reserved(element)
    switch kind {
    case .nib:
      error(.unknownElement, "<nib> is only allowed as the root element", at: element.position)
      return .detached
    case .external:
      guard case .root = parentRole else {
        error(
          .unknownElement, "<external> must be a direct child of <nib>", at: element.position)
        return .detached
      }
      compileExternal(element, attributes: attributes)
      return .external
    case .action:
      switch parentRole {
      case .node(let parent) where typeOfNode(parent) != nil:
        compileAction(element, attributes: attributes, on: Int(parent))
        return .action
      case .detached:
        return .action
      case .node, .action, .external:
        reportMisplacedChild(element)
        return .detached
      case .root:
        error(
          .unknownElement, "<action> must be inside a control element", at: element.position)
        return .detached
      }
    case .none, .include, .stub:
      break
    }
    // A node holds its depth in 16 bits. The reader stops far sooner (libxml2 at 256 levels),
    // but the depth limit may be configured higher: past what a node holds, nothing is built.
    guard Int(element.depth) <= TemplateNode.maximumDepth else {
      if !reportedNodeDepthLimit {
        reportedNodeDepthLimit = true
        error(
          .limitExceeded,
          "nesting is deeper than the \(TemplateNode.maximumDepth) levels a template can hold",
          at: element.position)
      }
      return .detached
    }
    // Objects, includes and stubs: where may they stand?
    var parentNode: Int32 = -1
    switch parentRole {
    case .root:
      break
    case .node(let parent):
      parentNode = parent
      if let parentType = typeOfNode(parent), parentType.acceptsChildren {
        break
      }
      reportMisplacedChild(element)
    case .action, .external:
      // Not an object's child and not a top-level object: it belongs to nothing.
      reportMisplacedChild(element)
      parentNode = -2
    case .detached:
      parentNode = -2
    }
    switch kind {
    case .include:
      return compileInclude(element, attributes: attributes, parent: parentNode)
    case .stub:
      return compileStub(element, attributes: attributes, parent: parentNode)
    case .none, .nib, .external, .action:
      guard let (type, slot) = type(of: element) else {
        error(.unknownElement, unknownElementMessage(element.name), at: element.position)
        return .detached
      }
      return compileObject(
        element, attributes: attributes, type: type, slot: slot, parent: parentNode)
    }
  }

  func unknownElementMessage(_ name: String) -> String {
    let isTypeName = name.first.map { $0.isUppercase } ?? false
    var message =
      isTypeName ? "unknown type '\(name)': it is not registered" : "unknown element <\(name)>"
    let candidates =
      isTypeName ? registry.registrationOrder : ["include", "stub", "action", "external"]
    if let suggestion = closestMatch(to: name, in: candidates) {
      message += "; did you mean '\(suggestion)'?"
    }
    return message
  }

  mutating func reportMisplacedChild(_ element: ElementEvent) {
    guard reportedChildren.insert(element.parent).inserted else { return }
    let parentName = openNames[Int(element.depth) - 1]
    error(
      .childrenNotAllowed, "<\(parentName)> cannot have child elements such as <\(element.name)>",
      at: element.position)
  }
}

/// The attributes of a reserved element, found by name (a handful: a linear search beats a
/// dictionary).
struct ReservedAttributes {
  var attributes: [AttributeRecord] = []

  subscript(name: String) -> AttributeRecord? {
    attributes.last { $0.name == name }
  }
}
