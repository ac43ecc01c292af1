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
private struct CompileState: DocumentSink {
  let compiler: NibCompiler
  let file: String
  let name: String
  var output = CompileOutput()

  var nodes: [TemplateNode] = []
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
    groupActions()
    resolveReferences()
    output.template = NibTemplate(
      name: name, file: file, ownerTypeName: ownerTypeName,
      rootPosition: rootPosition, nodes: nodes, extras: nodeExtras, properties: properties,
      references: references, actions: actions, externals: externals,
      expandedObjectCount: objectCount, expandedDepth: expandedDepth, ids: ids,
      registry: registry, library: compiler.library)
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
  private static func byNameNumber<Value>(
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

  // MARK: - Objects

  mutating func compileObject(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>, type: NibType,
    slot: Int32, parent: Int32
  ) -> Role {
    // A node counts its properties and its references in 16 bits, and each is one attribute;
    // the attribute limit may be configured higher.
    guard attributes.count <= TemplateNode.maximumCount else {
      error(
        .limitExceeded,
        "element has more than \(TemplateNode.maximumCount) attributes, more than a template can hold",
        at: element.position)
      return .detached
    }
    if !type.isView, parent >= 0, let parentType = typeOfNode(parent),
      parentType.acceptsChildren
    {
      error(
        .childrenNotAllowed,
        "'\(type.name)' is not a view and cannot be placed inside '\(parentType.name)'",
        at: element.position)
    }
    let propertyStart = Int32(properties.count)
    let referenceStart = Int32(references.count)
    var node = TemplateNode(
      content: .object(type), parent: parent, position: element.position,
      depth: element.depth, extras: &nodeExtras)
    let nodeIndex = Int32(nodes.count)
    // The events are read in place: a copy of each would retain its name.
    for index in attributes.indices {
      switch lookup(attributes, index, on: type, slot: slot) {
      case .id:
        registerID(
          attributes[index].value, at: attributes[index].position, node: &node,
          nodeIndex: nodeIndex, type: type)
      case .outlet:
        nodeExtras.setOutlet(
          OutletUse(name: attributes[index].text, position: attributes[index].position), of: &node)
      case .property(let property, let slot):
        property._withUnsafeGuaranteedRef {
          assign(attributes[index].value, at: attributes[index].position, to: $0, slot: slot)
        }
      case .unknown, .unseen:
        let name = attributes[index].name
        var message = "'\(type.name)' has no property '\(name)'"
        if let suggestion = closestMatch(to: name, in: Array(type.properties.keys)) {
          message += "; did you mean '\(suggestion)'?"
        }
        error(.unknownProperty, message, at: attributes[index].position)
      }
    }
    // Collections of references add one reference per target: more than a node holds is cut.
    let referenceLimit = Int(referenceStart) + TemplateNode.maximumCount
    if references.count > referenceLimit {
      error(
        .limitExceeded,
        "element refers to more than \(TemplateNode.maximumCount) objects, more than a template can hold",
        at: element.position)
      references.removeSubrange(referenceLimit...)
    }
    node.propertyRange = propertyStart..<Int32(properties.count)
    node.referenceRange = referenceStart..<Int32(references.count)
    nodes.append(node)
    return .node(nodeIndex)
  }

  /// Parses a property's value and records the assignment (or the reference to resolve).
  /// - Parameter slot: The descriptor's slot in the template's table
  ///   (``AssignmentRecorder/slot(for:)``).
  mutating func assign(
    _ text: UnsafeBufferPointer<UInt8>, at position: SourcePosition,
    to property: PropertyDescriptor, slot: UInt16
  ) {
    // Hex colours, the most common kind after frames, go straight to their packed form.
    if case .color = property.kind, let bits = ValueSyntax.packedHexColor(text) {
      properties.appendPackedColor(bits, descriptor: property, slot: slot, position: position)
      return
    }
    switch ValueSyntax.parse(bytes: text, as: property.kind) {
    case .failure(let failure):
      error(.invalidValue, failure.message, at: position)
    case .success(let value):
      if case .reference(let expected) = property.kind, case .reference(let target) = value,
        let apply = property.applyReference
      {
        references.append(
          ReferenceAssignment(
            name: property.name, targetName: target, target: .owner,
            position: position, expectedTypeName: expected, apply: apply))
        return
      }
      if case .references(let expected) = property.kind, case .references(let targets) = value,
        let apply = property.applyReference
      {
        for target in targets {
          references.append(
            ReferenceAssignment(
              name: property.name, targetName: target, target: .owner,
              position: position, expectedTypeName: expected, apply: apply, isCollection: true))
        }
        return
      }
      if let minimum = property.minimum, case .int(let number) = value,
        let failure = ValueSyntax.checkMinimum(number, minimum: minimum)
      {
        error(.invalidValue, failure.message, at: position)
        return
      }
      properties.append(value, descriptor: property, slot: slot, position: position)
    }
  }

  /// Checks an `id` given as UTF-8 and puts it on the node.
  mutating func registerID(
    _ utf8: UnsafeBufferPointer<UInt8>, at position: SourcePosition, node: inout TemplateNode,
    nodeIndex: Int32, type: NibType?
  ) {
    // Neither the check nor the table needs a string; a valid id is plain ASCII.
    guard isValidID(utf8: utf8) else {
      registerID(
        String(decoding: utf8, as: UTF8.self), at: position, node: &node, nodeIndex: nodeIndex,
        type: type)
      return
    }
    place(utf8, at: position, on: &node, nodeIndex: nodeIndex)
  }

  /// Checks an `id` and puts it on the node; it is defined with the others at the end.
  mutating func registerID(
    _ id: String, at position: SourcePosition, node: inout TemplateNode, nodeIndex: Int32,
    type: NibType?
  ) {
    guard isValidID(id) else {
      error(
        .invalidID,
        "invalid id '\(escaped(id))': expected a letter or '_' followed by letters, digits, '_', '.' or '-'",
        at: position)
      return
    }
    var id = id
    id.withUTF8 { place($0, at: position, on: &node, nodeIndex: nodeIndex) }
  }

  /// Puts a well-formed id, given as UTF-8, on the node, to be defined with the others at the
  /// end, unless it is the reserved `owner`. Only valid ids come here, so only they are
  /// written in the table.
  private mutating func place(
    _ id: UnsafeBufferPointer<UInt8>, at position: SourcePosition, on node: inout TemplateNode,
    nodeIndex: Int32
  ) {
    if id.count == 5, id[0] == UInt8(ascii: "o"), id[1] == UInt8(ascii: "w"),
      id[2] == UInt8(ascii: "n"), id[3] == UInt8(ascii: "e"), id[4] == UInt8(ascii: "r")
    {
      error(.invalidID, "id 'owner' is reserved: '$owner' names the owner", at: position)
      return
    }
    node.idIndex = ids.write(utf8: id, node: nodeIndex, position: position)
  }

  /// Defines the ids in document order, now that every external name is known.
  mutating func defineIDs() {
    // Every id is written by now (the file's and its includes').
    ids.trimByteStore()
    ids.reserveCapacity(ids.writtenCount)
    let anyReserved = !reservedExternalNames.isEmpty
    for index in 0..<Int32(ids.writtenCount) {
      let entry = ids.entry(at: index)
      if entry.origin == IDEntry.own {
        // The name is made a string only when externals take names, or for a message.
        if anyReserved {
          let id = ids.name(at: index)
          if reservedExternalNames.contains(id) {
            error(
              .invalidID, "id '\(id)' is reserved: it names an external object",
              at: entry.position)
            ids.passOver(at: index)
            nodes[Int(entry.node)].idIndex = -1
            continue
          }
        }
        if let first = ids.define(at: index) {
          reportDuplicate(
            ids.name(at: index), at: location(entry.position), notes: [], first: first)
        }
      } else {
        if let first = ids.define(at: index) {
          let definition = ids.included[Int(entry.origin)]
          reportDuplicate(
            ids.name(at: index), at: definition.location, notes: definition.includeNotes,
            first: first)
        }
      }
    }
  }

  /// Reports an id defined twice, at the later place.
  mutating func reportDuplicate(
    _ id: String, at location: SourceLocation, notes: [Diagnostic], first: IDEntry
  ) {
    let here =
      hasSameUTF8(location.file, file)
      ? SourcePosition(line: location.line, column: location.column) : .start
    guard roomForFindings(at: here) else { return }
    output.diagnostics.append(
      .error(
        .duplicateID, "duplicate id '\(id)'", at: location,
        notes: notes + [.note("first defined here", at: ids.location(of: first))]
          + ids.includeNotes(of: first)))
  }

  /// Counts elements against the object limit (every element but the root, includes
  /// expanded, as the reader counts them); returns `false` once it is passed.
  mutating func countObjects(_ count: Int, at position: SourcePosition) -> Bool {
    objectCount += count
    guard objectCount > compiler.limits.objects else { return true }
    if !reportedObjectLimit {
      reportedObjectLimit = true
      error(
        .limitExceeded,
        "the file creates more than \(compiler.limits.objects) objects (includes counted)",
        at: position)
    }
    return false
  }

  // MARK: - Reserved elements

  /// Reads a reserved element's attributes: the allowed ones by name, every other one reported.
  mutating func reservedAttributes(
    _ element: ElementEvent, _ attributes: UnsafeBufferPointer<AttributeEvent>,
    allowed: [String], required: [String]
  ) -> ReservedAttributes {
    var found = ReservedAttributes()
    found.attributes.reserveCapacity(attributes.count)
    for attribute in attributes {
      if allowed.contains(attribute.name) {
        found.attributes.append(AttributeRecord(attribute))
      } else {
        error(
          .unknownProperty, "<\(element.name)> has no attribute '\(attribute.name)'",
          at: attribute.position)
      }
    }
    if required.allSatisfy({ found[$0] != nil }) { return found }
    let missing = required.filter { found[$0] == nil }
    if !missing.isEmpty {
      let list = missing.map { "'\($0)'" }.joined(separator: " and ")
      error(
        .missingAttribute,
        "<\(element.name)> requires attribute\(missing.count > 1 ? "s" : "") \(list)",
        at: element.position)
    }
    return found
  }

  mutating func compileExternal(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) {
    let found = reservedAttributes(
      element, attributes, allowed: ["name", "type"], required: ["name", "type"])
    guard let nameAttribute = found["name"], let typeAttribute = found["type"] else { return }
    let externalName = nameAttribute.value
    guard isValidID(externalName), externalName != "owner" else {
      error(
        .invalidID, "invalid external name '\(escaped(externalName))'",
        at: nameAttribute.position)
      return
    }
    let type = registry.type(named: typeAttribute.value)
    if type == nil {
      error(
        .invalidValue,
        "unknown type '\(escaped(typeAttribute.value))' for external '\(externalName)'",
        at: typeAttribute.position)
    }
    if let first = externals.first(where: { $0.name == externalName }) {
      error(
        .duplicateID, "duplicate external '\(externalName)'", at: nameAttribute.position,
        notes: [.note("first defined here", at: location(first.position))])
      return
    }
    externals.append(
      ExternalDeclaration(
        name: externalName, type: type, typeName: typeAttribute.value,
        position: nameAttribute.position))
  }

  /// Compiles an `<action>` on the control at `nodeIndex`.
  ///
  /// Its attributes are read in place (no record of them is made: in the benchmark files one
  /// view in four has an action); the `event` value is matched as bytes
  /// (``NibType/eventTable``), falling back to a string only when that fails; only the handler
  /// becomes a new string. Findings as ``reservedAttributes(_:_:allowed:required:)`` gives them.
  mutating func compileAction(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>, on nodeIndex: Int
  ) {
    // The last of each, as ``ReservedAttributes`` finds them.
    var event = -1
    var handler = -1
    var target = -1
    for index in attributes.indices {
      switch actionAttribute(attributes, index) {
      case .event: event = index
      case .handler: handler = index
      case .target: target = index
      case .other:
        error(
          .unknownProperty, "<\(element.name)> has no attribute '\(attributes[index].name)'",
          at: attributes[index].position)
      }
    }
    guard event >= 0, handler >= 0 else {
      let missing =
        event < 0 ? (handler < 0 ? "s 'event' and 'handler'" : " 'event'") : " 'handler'"
      error(
        .missingAttribute, "<\(element.name)> requires attribute\(missing)", at: element.position)
      return
    }
    guard let type = typeOfNode(Int32(nodeIndex)) else { return }
    let eventName: String
    if let name = type.eventTable.name(matching: attributes[event].value) {
      eventName = name
    } else {
      // Other bytes may still spell an equal string (a canonically equivalent non-ASCII name),
      // which the action keeps as written.
      let value = attributes[event].text
      guard type.events.contains(value) else {
        var message = "'\(type.name)' has no event '\(escaped(value))'"
        if type.events.isEmpty {
          message += "; it is not a control"
        } else {
          message += "; expected one of \(type.events.sorted().joined(separator: ", "))"
        }
        error(.unknownEvent, message, at: attributes[event].position)
        return
      }
      eventName = value
    }
    var explicitTarget: (name: String, position: SourcePosition)?
    if target >= 0 {
      let value = attributes[target].text
      guard value.hasPrefix("$"), isValidID(String(value.dropFirst())) else {
        error(
          .invalidValue,
          "invalid target '\(escaped(value))': expected a reference like $owner or $id",
          at: attributes[target].position)
        return
      }
      explicitTarget = (String(value.dropFirst()), attributes[target].position)
    }
    if actions.capacity == 0 {
      // Room for a few actions at once: grown from one by doubling, a file of a few dozen took
      // five reallocations of each array (at most 15 unused, under a kilobyte, stay).
      actions.reserveCapacity(16)
      actionNodes.reserveCapacity(16)
    }
    actions.append(
      ActionTemplate(
        event: eventName, handler: attributes[handler].text,
        handlerPosition: attributes[handler].position, position: element.position,
        target: explicitTarget))
    actionNodes.append(Int32(nodeIndex))
  }

  /// Which attribute of `<action>` an attribute is: worked out once per name number.
  mutating func actionAttribute(
    _ attributes: UnsafeBufferPointer<AttributeEvent>, _ index: Int
  ) -> ActionAttribute {
    Self.byNameNumber(attributes[index].nameID, in: &actionAttributes) {
      switch attributes[index].nameStorage.pointer.pointee {
      case "event": .event
      case "handler": .handler
      case "target": .target
      default: .other
      }
    }
  }

  mutating func compileStub(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>, parent: Int32
  ) -> Role {
    let found = reservedAttributes(
      element, attributes, allowed: ["nib", "id", "outlet", "frame"], required: ["nib"])
    let nibName = found["nib"]?.value ?? ""
    if let nibAttribute = found["nib"], !isPlainNibName(nibName) {
      error(.invalidNibName, invalidNibNameMessage(nibName), at: nibAttribute.position)
    }
    let propertyStart = Int32(properties.count)
    let referenceStart = Int32(references.count)
    var node = TemplateNode(
      content: .stub(nibName: nibName, namePosition: found["nib"]?.position ?? element.position),
      parent: parent, position: element.position,
      depth: element.depth, extras: &nodeExtras)
    let nodeIndex = Int32(nodes.count)
    let stubType = registry.stubType
    if let id = found["id"] {
      registerID(id.value, at: id.position, node: &node, nodeIndex: nodeIndex, type: stubType)
    }
    if let outlet = found["outlet"] {
      nodeExtras.setOutlet(OutletUse(name: outlet.value, position: outlet.position), of: &node)
    }
    if let frame = found["frame"], let property = stubType?.properties["frame"] {
      var text = frame.value
      let slot = properties.slot(for: property)
      text.withUTF8 { assign($0, at: frame.position, to: property, slot: slot) }
    }
    node.propertyRange = propertyStart..<Int32(properties.count)
    node.referenceRange = referenceStart..<Int32(references.count)
    nodes.append(node)
    return .node(nodeIndex)
  }

  func invalidNibNameMessage(_ name: String) -> String {
    "invalid nib name '\(escaped(name))': expected a plain name of letters, digits, '_', '.' and '-'"
  }

  mutating func compileInclude(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>, parent: Int32
  ) -> Role {
    let role = resolveInclude(element, attributes: attributes, parent: parent)
    if case .detached = role, parent >= 0 {
      // The parent's children are not all known: rules that count them must not guess.
      nodes[Int(parent)].hasUnresolvedChild = true
    }
    return role
  }

  mutating func resolveInclude(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>, parent: Int32
  ) -> Role {
    let found = reservedAttributes(element, attributes, allowed: ["nib"], required: ["nib"])
    guard let nibAttribute = found["nib"] else { return .detached }
    let includedName = nibAttribute.value
    guard isPlainNibName(includedName) else {
      error(.invalidNibName, invalidNibNameMessage(includedName), at: nibAttribute.position)
      return .detached
    }
    guard let resolver = compiler.includes else {
      error(
        .missingNib,
        "no nib named '\(includedName)': a nib loaded on its own cannot include others; load it through a NibLibrary",
        at: nibAttribute.position)
      return .detached
    }
    let includeNote = Diagnostic.note("included from here", at: location(element.position))
    switch resolver.resolve(includedName) {
    case .missing:
      error(.missingNib, "no nib named '\(includedName)'", at: nibAttribute.position)
      return .detached
    case .cycle(let members):
      output.cycleMembers.formUnion(members)
      output.dependsOnChain = true
      error(.includeCycle, "including '\(includedName)' forms a cycle", at: nibAttribute.position)
      return .detached
    case .tooDeep:
      output.dependsOnChain = true
      error(
        .limitExceeded,
        NibCompiler.includeDepthMessage(limit: compiler.limits.includeDepth),
        at: nibAttribute.position)
      return .detached
    case .failed(let failure, let members, let dependsOnChain):
      output.cycleMembers.formUnion(members)
      output.dependsOnChain = output.dependsOnChain || dependsOnChain
      // By bytes: this file's name need not be plain, and only its exact name is its own.
      if members.contains(where: { hasSameUTF8($0, name) }) {
        error(.includeCycle, "including '\(includedName)' forms a cycle", at: nibAttribute.position)
      }
      let included = failure.diagnostics
      // Once per finding, however many includes lead to it: passing a failing file's findings
      // on at every include multiplied them by the fan-out at each level (10 includes of 10
      // includes of … a broken file gave 10^levels copies).
      for diagnostic in included {
        let key = IncludedFinding(
          location: diagnostic.location, rule: diagnostic.rule, message: diagnostic.message)
        guard passedOnIncludedFindings.insert(key).inserted,
          roomForFindings(at: element.position)
        else { continue }
        var copy = diagnostic
        copy.notes.append(includeNote)
        output.includedDiagnostics.append(copy)
      }
      return .detached
    case .nib(let included):
      let template = included.template
      // The included top-level objects take the include's place: its depth, and theirs below.
      let deepest = Int(element.depth) - 1 + template.expandedDepth
      guard deepest <= compiler.limits.depth else {
        let limit = compiler.limits.depth
        error(
          .limitExceeded, "nesting, includes expanded, is deeper than the limit of \(limit) levels",
          at: element.position)
        return .detached
      }
      expandedDepth = max(expandedDepth, deepest)
      guard countObjects(template.expandedObjectCount, at: element.position) else {
        return .detached
      }
      // The included top-level objects become the parent's subviews: each must be a view.
      if parent >= 0, let parentType = typeOfNode(parent), parentType.acceptsChildren,
        let object = Self.firstTopLevelNonView(of: template)
      {
        error(
          .childrenNotAllowed,
          "'\(object.name)', a top-level object of '\(includedName)', is not a view and cannot be placed inside '\(parentType.name)'",
          at: element.position)
      }
      let nodeIndex = Int32(nodes.count)
      for var nested in template.ids.described(nodes: template.nodes, extras: template.extras) {
        nested.includePath.insert(nodeIndex, at: 0)
        nested.includeNotes.append(includeNote)
        ids.write(nested)
      }
      nodes.append(
        TemplateNode(
          content: .include(included, namePosition: nibAttribute.position), parent: parent,
          position: element.position, depth: element.depth, extras: &nodeExtras))
      return .node(nodeIndex)
    }
  }

  /// The type of the first top-level object of `template` that is not a view, its top-level
  /// includes expanded (each template looked at once, however often it is included).
  static func firstTopLevelNonView(of template: NibTemplate) -> NibType? {
    var pending = [template]
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(template)]
    while let file = pending.popLast() {
      for index in file.topLevel {
        switch file.content(of: file.nodes[Int(index)]) {
        case .object(let type) where !type.isView: return type
        case .object, .stub: continue
        case .include(let included, _):
          if seen.insert(ObjectIdentifier(included.template)).inserted {
            pending.append(included.template)
          }
        }
      }
    }
    return nil
  }

  /// Lays the actions out by node, each node's in document order, the nodes in the order of
  /// their first action.
  mutating func groupActions() {
    guard !actions.isEmpty else { return }
    let actionNodes = self.actionNodes
    self.actionNodes = []
    // Usually the nodes come in increasing order (a control's actions are its only children),
    // and then each node's actions are together already, in place.
    var grouped = true
    for index in actionNodes.indices.dropFirst() where actionNodes[index - 1] > actionNodes[index] {
      grouped = false
      break
    }
    if grouped {
      var start = 0
      while start < actionNodes.count {
        let node = actionNodes[start]
        var end = start + 1
        while end < actionNodes.count, actionNodes[end] == node { end += 1 }
        nodes[Int(node)].actionRange = Int32(start)..<Int32(end)
        start = end
      }
      return
    }
    var order: [Int32] = []
    var byNode: [Int32: [Int]] = [:]
    for index in actionNodes.indices {
      let node = actionNodes[index]
      if byNode[node] == nil { order.append(node) }
      byNode[node, default: []].append(index)
    }
    let inDocumentOrder = actions
    actions = []
    actions.reserveCapacity(inDocumentOrder.count)
    for node in order {
      let start = Int32(actions.count)
      for index in byNode[node] ?? [] { actions.append(inDocumentOrder[index]) }
      nodes[Int(node)].actionRange = start..<Int32(actions.count)
    }
  }

  // MARK: - References

  mutating func resolveReferences() {
    for index in nodes.indices {
      // Plain integer ranges: mapping a node's ranges to `[Int]` made an array per node.
      let referenceRange = nodes[index].referenceRange
      for referenceIndex in Int(referenceRange.lowerBound)..<Int(referenceRange.upperBound) {
        let reference = references[referenceIndex]
        output.referencedNames.insert(reference.targetName)
        guard
          let (target, type) = resolve(
            reference.targetName, at: reference.position, property: reference.name)
        else { continue }
        references[referenceIndex].target = target
        if let type, !type.isSubtype(of: reference.expectedTypeName) {
          error(
            .referenceType,
            "'$\(reference.targetName)' is \(MessageText.withArticle(type.name)), but '\(reference.name)' needs \(MessageText.withArticle(reference.expectedTypeName))",
            at: reference.position)
        }
      }
      let actionRange = nodes[index].actionRange
      for actionIndex in Int(actionRange.lowerBound)..<Int(actionRange.upperBound) {
        guard let targetName = actions[actionIndex].targetName,
          let position = actions[actionIndex].targetPosition
        else { continue }
        output.referencedNames.insert(targetName)
        if let (target, _) = resolve(targetName, at: position, property: "target") {
          actions[actionIndex].target = target
        }
      }
    }
  }

  /// Resolves `$name` to its target and, when known, the target's type.
  mutating func resolve(_ name: String, at position: SourcePosition, property: String)
    -> (ReferenceTarget, NibType?)?
  {
    if name == "owner" {
      return (.owner, ownerTypeName.flatMap { registry.type(named: $0) })
    }
    if let external = externals.first(where: { $0.name == name }) {
      return (.external(name), external.type)
    }
    if let entry = ids[name] {
      return (.object(ids.path(of: entry)), ids.type(of: entry, nodes: nodes, extras: nodeExtras))
    }
    if let guide = resolveLayoutGuide(name, at: position) { return guide }
    if reservedExternalNames.contains(name) { return nil }  // a broken external, reported already
    var message = "'$\(name)' names no object or external"
    if let dot = name.lastIndex(of: "."), ids[String(name[..<dot])] != nil {
      // `$id.something`: what the view's layout guides are called.
      let id = name[..<dot]
      message +=
        "; a view's layout guides are "
        + ["safeAreaLayoutGuide", "layoutMarginsGuide", "contentLayoutGuide"]
        .map { "'$\(id).\($0)'" }.joined(separator: ", ") + ", …"
    } else if let suggestion = closestMatch(
      to: name, in: Array(ids.names) + externals.map(\.name) + ["owner"])
    {
      message += "; did you mean '$\(suggestion)'?"
    }
    error(.unresolvedReference, message, at: position)
    return nil
  }
}

extension NibCompiler {
  /// The layout guides a reference can name as `$id.guide`, by the guide's property name, and
  /// the kind the instantiator asks the view for (``View/layoutGuide(named:)``).
  static let layoutGuideKinds: [String: String] = [
    "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "layoutMargins",
    "contentLayoutGuide": "contentLayoutGuide", "frameLayoutGuide": "frameLayoutGuide",
    "topLayoutGuide": "top", "bottomLayoutGuide": "bottom",
  ]
}

extension CompileState {
  /// `$id.safeAreaLayoutGuide` and the other ``NibCompiler/layoutGuideKinds``: a layout guide of
  /// the view (or the view controller's view) with that id (an id with a dot in it that names an
  /// object wins). `nil` when the name is not of that form; an error, and a target of no type,
  /// when the id names neither.
  mutating func resolveLayoutGuide(_ name: String, at position: SourcePosition)
    -> (ReferenceTarget, NibType?)??
  {
    guard let dot = name.lastIndex(of: "."),
      let kind = NibCompiler.layoutGuideKinds[String(name[name.index(after: dot)...])],
      let entry = ids[String(name[..<dot])]
    else { return nil }
    let id = String(name[..<dot])
    let type = ids.type(of: entry, nodes: nodes, extras: nodeExtras)
    // A view's guides, or a view controller's (its view's: the top and bottom guides).
    if let type, !type.isSubtype(of: "View"), !type.isSubtype(of: "ViewController") {
      error(
        .referenceType,
        "'$\(id)' is \(MessageText.withArticle(type.name)), which has no layout guides: '$\(name)' needs a view or a view controller",
        at: position)
      return .some(nil)
    }
    output.referencedNames.insert(id)
    let guideType = registry.type(named: "LayoutGuide")
    return (.layoutGuide(view: ids.path(of: entry), kind: kind), guideType)
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
