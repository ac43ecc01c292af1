/// Reads an Interface Builder document (Xcode 5 and later) into the objects of a nib template:
/// the elements under `<objects>` become nodes of kit types (or of their custom classes), their
/// attributes and value elements become properties, connections become outlets, references
/// and actions, constraints become `LayoutConstraint` objects. Every problem is collected.
///
/// The walk is in three steps: the objects in document order (``walk()``), then the
/// connections and constraint items, which may name objects that come later
/// (``resolveConnections()``), then the template (`XIBTemplateBuilder`).
struct XIBImporter {
  let document: XIBDocument
  let registry: TypeRegistry
  let policy: XIBImportPolicy
  var platform = XIBPlatform.iOS
  var diagnostics: [Diagnostic] = []
  /// The objects, in document order.
  var nodes: [ImportedNode] = []
  /// What each id under `<objects>` stands for (the first definition of a duplicate id).
  var targets: [String: XIBTarget] = [:]
  /// The connections, with their sources, to resolve once every id is known.
  var pendingConnections: [(source: XIBTarget, element: Int32)] = []
  /// The constraint nodes, with their elements, whose items are resolved with the connections.
  var pendingConstraints: [(node: Int32, element: Int32)] = []
  /// Attributes that name an object by id (a pop-up button's `selectedItem`, a table's
  /// `headerView`), resolved with the connections.
  var pendingAttributeReferences:
    [(node: Int32, property: String, id: String, position: SourcePosition)] = []
  /// File's Owner's custom class: the owner type.
  var ownerTypeName: String?
  /// The ids that the document's default size class leaves out (`<variation key="default">`).
  var excluded: Set<String> = []
  /// Every element's id, by id: made the first time a name no object stands for is looked up
  /// (``unmodelledElement(withID:)``).
  var elementsByID: [String: Int32]?
  /// The colours `<resources>` defines, by name.
  var colorResources: [String: Int32] = [:]
  var device: (id: String, orientation: String)?
  /// The version of Interface Builder that saved the document (its plug-in's version, else
  /// `toolsVersion`), if it says.
  var toolsVersion: String? {
    didSet {
      documentAppKitRelease = toolsVersion.flatMap(AppKitRelease.init(toolsVersion:)) ?? .macOS11
    }
  }
  /// The AppKit of the Xcode that saved the document (macOS 11's when it does not say): read
  /// once, as every font and control asks for it.
  private(set) var documentAppKitRelease = AppKitRelease.macOS11
  /// The intrinsic content sizes Xcode rendered its designable views with
  /// (`<designables>`), by id.
  var designableSizes: [String: Size] = [:]
  /// The placeholder intrinsic sizes Interface Builder laid views out with, on the canvas.
  var placeholderSizes: [String: Size] = [:]
  /// The ids of the views Xcode marked `misplaced`, on the canvas.
  var misplacedIDs: Set<String> = []
  /// What Interface Builder verifies of the ambiguity of the views whose size inspector says
  /// other than its default, on the canvas.
  var ambiguityVerification: [String: AmbiguityVerification] = [:]
  /// The ids of the top-level objects whose simulated metrics have no status bar.
  var withoutStatusBar: Set<String> = []
  /// The ids of the top-level views under a simulated translucent navigation bar.
  var underNavigationBar: Set<String> = []
  /// The sizes of the images `<resources>` lists (`<image name width height>`), by name.
  var imageSizes: [String: Size] = [:]
  /// The names of the images `<resources>` lists as system symbols (`catalog="system"`).
  var symbolImages: Set<String> = []
  /// What a nib cannot say, for the comments of a converted nib.
  var notConverted: [String] = []
  /// The outlets top-level objects bind through their own connection tables.
  var topLevelOwnOutlets: Set<String> = []
  /// The position of the root's `<`.
  var rootPosition = SourcePosition.start
  /// What each attribute name sets, by its index in the document's names, once worked out:
  /// `.some(nil)` for a name that sets no property.
  var attributeProperties: [String??] = []
  /// Each type's property for each attribute name (by its index in the document's names), once
  /// looked up: a position in ``attributeTargetList`` (whose descriptor is `nil` for a name
  /// the type has no property for), or -1 before. Every type is the registry's, which the
  /// importer holds, so an identity names one type for the whole import. A list, not a
  /// dictionary: a document uses a few dozen types, elements of one type tend to come
  /// together (``lastAttributeTargets``), and a table is taken out and put back for every
  /// element. Numbers, not optional targets: a table is made for each type a document uses,
  /// with a slot for every name, and a table of numbers is filled at once.
  var attributeTargets: [(type: ObjectIdentifier, targets: [Int32])] = []
  /// The targets ``attributeTargets`` points into.
  var attributeTargetList: [AttributeTarget] = []
  /// The entry of ``attributeTargets`` used last.
  var lastAttributeTargets = 0
  /// The registry's `LayoutConstraint` type, looked up for the first constraint (`.some(nil)`:
  /// the registry has none).
  var constraintType: NibType??
  /// The reference properties ``addReference`` set, by type and name, once looked up.
  var referenceDescriptors:
    [(type: ObjectIdentifier, name: String, descriptor: PropertyDescriptor?)] = []
  /// Each element name's kit type (by its index in the document's names), once looked up:
  /// `.some(nil)` for a name the kit has no type for.
  var kitTypesByName: [NibType??] = []
  /// The size class of the document's device, worked out for the first constraint
  /// (`.some(nil)`: the document names no device the table knows).
  var deviceSizeClass: (width: String, height: String)??
  /// The most findings recorded (``NibLimits/findings``).
  var findingsLimit = NibLimits.default.findings
  /// Where the `limit-exceeded` finding that says the rest are not reported is, once recorded.
  private var findingsLimitMarker: Int?

  init(document: XIBDocument, registry: TypeRegistry, policy: XIBImportPolicy) {
    self.document = document
    self.registry = registry
    self.policy = policy
    // Most ids are objects': the table of what each stands for is made at its size once.
    targets.reserveCapacity(document.idCount)
  }

  func location(_ position: SourcePosition) -> SourceLocation { document.location(position) }

  mutating func error(_ rule: RuleID, _ message: String, at position: SourcePosition) {
    add(.error(rule, message, at: location(position)))
  }

  mutating func note(_ rule: RuleID, _ message: String, at position: SourcePosition) {
    add(
      Diagnostic(
        severity: .note, rule: rule.rawValue, message: message, location: location(position)))
  }

  /// Records a finding, up to the findings limit; the first finding past it becomes the
  /// `limit-exceeded` finding that says so (a document of a million unknown elements must not
  /// become a million notes). That finding is as serious as the most serious one left out:
  /// the notes past the limit in a large valid document (its names without a property, say)
  /// must not fail its loading.
  mutating func add(_ diagnostic: Diagnostic) {
    guard diagnostics.count >= findingsLimit else {
      diagnostics.append(diagnostic)
      return
    }
    if let marker = findingsLimitMarker {
      diagnostics[marker].severity = max(diagnostics[marker].severity, diagnostic.severity)
      return
    }
    findingsLimitMarker = diagnostics.count
    diagnostics.append(
      Diagnostic(
        severity: diagnostic.severity, rule: RuleID.limitExceeded.rawValue,
        message: NibLimits.findingsMessage(limit: findingsLimit), location: diagnostic.location))
  }

  // MARK: - Objects

  /// An element where an object may stand: a placeholder, a layout guide, an element that
  /// merges into its holder, or an object. An element without an `id` stands for nothing,
  /// but for a keyed view (older Xcodes wrote a box's content view without one), which
  /// becomes an object without an id.
  mutating func visit(
    _ element: Int32, holder: Int32, key: String?, isSubview: Bool, depth: Int32
  ) {
    guard
      let id = document.value(.id, of: element)
        ?? (key != nil && looksLikeView(element) ? "" : nil)
    else { return }
    let name = document.name(of: element)
    let role = document.role(of: element)
    if role == .connection || role == .constraint { return }
    if role == .placeholder || (role == .customObject && id.hasPrefix("-")) {
      placeholder(element, id: id, name: name)
      return
    }
    if role == .layoutGuide {
      if holder >= 0 {
        defineTarget(id, .layoutGuide(view: holder, kind: guideKind(element, id: id)))
      }
      return
    }
    if holder >= 0, merge(element, name: name, id: id, into: holder, depth: depth) { return }
    object(
      element, id: id, name: name, holder: holder, key: key, isSubview: isSubview, depth: depth)
  }

  /// Merges an element into its holder when it is a cell's content view or a control's cell
  /// (its own `key` says so, not a collection it is listed in); `false` when it is neither.
  private mutating func merge(
    _ element: Int32, name: String, id: String?, into holder: Int32, depth: Int32
  ) -> Bool {
    let key = document.value(.key, of: element)
    let role = document.role(of: element)
    if role == .contentView
      || (name == "view" && key == "contentView"
        && document.role(of: nodes[Int(holder)].element) == .cellWithContentView)
    {
      if let id { defineTarget(id, .node(holder)) }
      mergeContentView(element, into: holder, depth: depth)
      return true
    }
    if let key, XIBElementTable.isControlCell(name, role: role, key: key) {
      if let id { defineTarget(id, .node(holder)) }
      mergeControlCell(element, name: name, key: key, into: holder, depth: depth)
      return true
    }
    return false
  }

  /// The kit's type for an element's name on the document's platform, looked up once per
  /// name.
  private mutating func mappedKitType(of element: Int32, named name: String) -> NibType? {
    let slot = Int(document.nameIndex(of: element))
    if slot < kitTypesByName.count, let known = kitTypesByName[slot] { return known }
    let type = XIBElementTable.kitTypeName(for: name, platform: platform).flatMap {
      registry.type(named: $0)
    }
    if slot >= kitTypesByName.count {
      kitTypesByName += repeatElement(nil, count: document.names.count - kitTypesByName.count)
    }
    kitTypesByName[slot] = .some(type)
    return type
  }

  mutating func defineTarget(_ id: String, _ target: XIBTarget) {
    // The first definition stays; one lookup, which makes the slot when it is new.
    Self.keep(&targets[id, default: target])
  }

  private static func keep(_ target: inout XIBTarget) {}

  /// File's Owner, First Responder, the Application: what connections may name besides objects.
  private mutating func placeholder(_ element: Int32, id: String, name: String) {
    let identifier = document.value(.placeholderIdentifier, of: element)
    let target: XIBTarget
    if identifier == "IBFilesOwner" || (name == "customObject" && id == "-2") {
      target = .owner
      ownerTypeName = document.attribute(.customClass, of: element).flatMap { className($0) }?.value
    } else if identifier == "IBFirstResponder" || (name == "customObject" && id == "-1") {
      target = .firstResponder
    } else {
      target = .placeholder(document.value(.userLabel, of: element) ?? identifier ?? "Application")
    }
    defineTarget(id, target)
    for child in document.children(of: element)
    where document.element(child, isNamed: .connections) {
      for connection in document.children(of: child) {
        pendingConnections.append((target, connection))
      }
    }
  }

  /// Which guide of its view a layout guide element is.
  func guideKind(_ element: Int32, id: String) -> String {
    switch document.name(of: element) {
    case "viewLayoutGuide": document.value(.key, of: element) ?? "safeArea"
    case "viewControllerLayoutGuide": document.value(.type, of: element) ?? "top"
    default: id
    }
  }

  /// An element that becomes an object: its kit type (or custom class), its properties, and
  /// what it holds.
  private mutating func object(
    _ element: Int32, id: String, name: String, holder: Int32, key: String?, isSubview: Bool,
    depth: Int32
  ) {
    let position = document.position(of: element)
    let kitType: NibType
    var isUnmapped = false
    if let type = mappedKitType(of: element, named: name) {
      kitType = type
      if policy.readsCanvasSizes, !id.isEmpty, designableSizes[id] == nil {
        readCanvasSize(of: element, id: id, type: type)
      }
    } else {
      let asView = isSubview || looksLikeView(element)
      guard
        let fallback = registry.type(named: asView ? "View" : "Object")
          ?? registry.type(named: "View")
      else { return }
      kitType = fallback
      isUnmapped = true
      if asView, policy.readsCanvasSizes, !id.isEmpty, designableSizes[id] == nil {
        readUnmodelledSize(of: element, id: id)
      }
      note(
        .xibUnmappedElement,
        "<\(name)> has no kit type of its own: it loads as a plain \(fallback.name)",
        at: position)
    }
    if policy.readsAsInterfaceBuilderCanvas, !id.isEmpty,
      document.value(.misplaced, of: element) == "YES"
    {
      misplacedIDs.insert(id)
    }
    if policy.readsAsInterfaceBuilderCanvas, !id.isEmpty,
      let verification = document.value(.verifyAmbiguity, of: element).flatMap(
        AmbiguityVerification.init(interfaceBuilderValue:))
    {
      ambiguityVerification[id] = verification
    }
    if policy.readsCanvasSizes, !id.isEmpty { readPlaceholderIntrinsicSize(of: element, id: id) }
    var type = kitType
    let customClass = document.attribute(.customClass, of: element).flatMap { className($0) }
    let classModule = customClass == nil ? nil : document.value(.customModule, of: element)
    if let customClass {
      type = resolveCustomClass(
        customClass.value, module: classModule, at: customClass.position, kitType: kitType)
    }
    var subview = isSubview
    if subview, holder >= 0, !type.isView {
      error(
        .childrenNotAllowed,
        "'\(type.name)' is not a view and cannot be a subview of '\(nodes[Int(holder)].type.name)'",
        at: position)
      subview = false
    }
    if subview, holder >= 0, !nodes[Int(holder)].type.isView { subview = false }
    let index = Int32(nodes.count)
    nodes.append(
      ImportedNode(
        element: element, type: type, kitType: kitType, className: customClass?.value,
        parent: holder, key: subview ? nil : key, isSubview: subview, depth: depth, id: id,
        idPosition: document.attribute(.id, of: element)?.position ?? position,
        position: position, isUnmapped: isUnmapped, isExcluded: excluded.contains(id)))
    nodes[Int(index)].classModule = classModule
    // Room for a property an attribute or a value element: made once, not grown by doubling.
    nodes[Int(index)].properties.reserveCapacity(document.attributeIndices(of: element).count + 4)
    if !id.isEmpty { defineTarget(id, .node(index)) }
    content(of: element, into: index, cell: nil, depth: depth)
  }

  /// Whether an element the kit does not model is a view: it has a frame or subviews.
  private func looksLikeView(_ element: Int32) -> Bool {
    document.children(of: element).contains { child in
      (document.element(child, isNamed: .rect) && document.value(.key, of: child) == "frame")
        || document.element(child, isNamed: .subviews)
    }
  }

  /// What an object element holds: its attributes, then each child — subviews, constraints,
  /// connections, runtime attributes, keyed objects, collections of objects, and values.
  /// - Parameter cell: For a control's cell merged into its control, the cell's element name.
  mutating func content(of element: Int32, into node: Int32, cell: String?, depth: Int32) {
    // A view that Interface Builder places by its frame (`fixedFrame`: no constraints, its
    // layout inferred from its autoresizing mask) is built translating its mask, as Xcode
    // builds it, whatever the document says of `translatesAutoresizingMaskIntoConstraints`.
    let fixedFrame = document.value(.fixedFrame, of: element) == "YES"
    var skipped: [XIBName] = fixedFrame ? [.translatesAutoresizingMaskIntoConstraints] : []
    // A toolbar item's own identifier stands for Xcode's made-up one.
    if document.value(.explicitItemIdentifier, of: element) != nil {
      skipped.append(.implicitItemIdentifier)
    }
    readAttributes(of: element, into: node, cell: cell, skipping: skipped)
    if platform == .macOS, cell == nil { readAppKitDefaults(of: element, into: node) }
    for child in document.children(of: element) {
      let name = document.name(of: child)
      let key = document.value(.key, of: child)
      let role = document.role(of: child)
      switch role {
      case .subviewList:
        for subview in document.children(of: child) {
          visit(subview, holder: node, key: nil, isSubview: true, depth: depth + 1)
        }
      case .constraints:
        for constraint in document.children(of: child)
        where document.element(constraint, isNamed: .constraint) {
          self.constraint(constraint, holder: node, depth: depth + 1)
        }
      case .connectionList:
        for connection in document.children(of: child) {
          pendingConnections.append((.node(node), connection))
        }
      case .runtimeAttributes:
        readRuntimeAttributes(child, into: node)
      case .variation:
        break
      default:
        if role == .referenceCollection, let property = XIBElementTable.referenceCollections[name] {
          // Members named by `reference=`, resolved with the connections.
          for member in document.children(of: child) {
            guard let reference = document.attribute(.reference, of: member) else { continue }
            pendingAttributeReferences.append(
              (node, property, reference.value, reference.position))
          }
        } else if name == "cells" || (name == "size" && key == "intercellSpacing"), cell == nil,
          nodes[Int(node)].kitType.name == "Matrix"
        {
          if name == "cells" {
            readMatrixCells(child, into: node, depth: depth)
          } else {
            readMatrixSpacing(child, into: node)
          }
        } else if document.value(.id, of: child) != nil {
          visit(child, holder: node, key: key, isSubview: false, depth: depth + 1)
        } else if merge(child, name: name, id: nil, into: node, depth: depth + 1) {
          // An id-less content view or cell (documents of older Xcodes).
        } else if key != nil, looksLikeView(child) {
          // An id-less keyed view, such as a box's content view (older Xcodes).
          visit(child, holder: node, key: key, isSubview: false, depth: depth + 1)
        } else if let key {
          // A cell's value elements name its properties as its attributes do (a text field
          // cell's `<string key="title">` is the field's text).
          let property = cell.flatMap { XIBElementTable.cellPropertyName(for: key, cell: $0) }
          readValue(child, name: name, key: property ?? key, into: node)
        } else if document.children(of: child).contains(where: {
          document.value(.id, of: $0) != nil
        }) {
          // A collection of objects (`<items>`, `<tableColumns>`, `<tabViewItems>`, …): its
          // members are the holder's, under the collection's name.
          let property = XIBElementTable.collectionPropertyNames[name] ?? name
          for member in document.children(of: child) {
            visit(member, holder: node, key: property, isSubview: false, depth: depth + 1)
          }
        } else {
          readValue(child, name: name, key: nil, into: node)
        }
      }
    }
  }
}
