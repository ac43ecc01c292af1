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
  var controls: NibControls?
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
      registry: registry, library: compiler.library, platform: platform, controls: controls,
      plan: plan.map { InstantiationPlan($0, connectedNodes: connectedNodes) })
    return output
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
