import FoundationEssentials

/// An Interface Builder document converted to a nib: the nib's text, and the schema that
/// describes the app types it names (every custom class, with the properties its runtime
/// attributes and outlets set, and the owner), with which the nib compiles.
public struct InterfaceBuilderConversion: Sendable {
  /// The nib file's text.
  public var nib: String
  /// The schema JSON that goes beside it.
  public var schema: Data
}

/// Why a file could not be converted.
public enum InterfaceBuilderConversionError: Error, Sendable {
  /// The file did not compile: its errors.
  case compile(NibError)
  /// The file is not an Interface Builder document (a nib needs no conversion).
  case notInterfaceBuilder
}

extension Linter {
  /// Converts an Interface Builder document to a nib that instantiates the same objects: the
  /// migration path off Interface Builder. The document is compiled as the linter compiles it
  /// without a schema (custom classes taken as undescribed subclasses of their kit types).
  /// - Parameter path: The `.xib` file, used as given.
  /// - Returns: The nib's text and its schema.
  /// - Throws: ``InterfaceBuilderConversionError``: the file's compile errors, or that it is
  ///   not an Interface Builder document.
  public func convert(path: String) throws(InterfaceBuilderConversionError)
    -> InterfaceBuilderConversion
  {
    let graph = IncludeGraph(
      directory: directoryName(of: path), registry: TypeRegistry.standard,
      limits: configuration.limits,
      interfaceBuilderPolicy: XIBImportPolicy(checksCustomClasses: false, isLinting: true))
    let (output, _) = graph.compileRoot(path: path, name: nibName(of: path))
    guard !output.hasErrors, let template = output.template else {
      throw .compile(
        NibError(
          diagnostics: output.diagnostics.filter { $0.severity == .error }
            + output.includedDiagnostics))
    }
    guard template.interfaceBuilder != nil else { throw .notInterfaceBuilder }
    var writer = XIBNibWriter(template: template, source: path)
    return InterfaceBuilderConversion(nib: writer.nib(), schema: writer.schema())
  }
}

/// Writes a template compiled from an Interface Builder document as a nib, and the schema of
/// the app types it names.
///
/// Objects keep their places where a nib can say them: top-level objects at the top level,
/// subviews as child elements. An object a holder keeps under a key (a layout, a content view,
/// a menu's items) becomes a top-level object that the holder's property references
/// (`collectionViewLayout="$flowLayout"`). Ids are renamed to valid nib ids where something
/// references them (from the outlet name, else the type: `titleLabel`, `button2`) and dropped
/// where nothing does. What a nib cannot say is listed in comments at the top.
struct XIBNibWriter {
  let template: NibTemplate
  let info: InterfaceBuilderInfo
  let source: String
  /// What the comments at the top list.
  var notConverted: [String]
  /// The nib id of each node that needs one.
  private var nibIDs: [Int: String] = [:]
  /// The subviews of each node, and the nodes written at the top level, in document order.
  private var subviews: [[Int]]
  private var topLevel: [Int] = []
  /// The holder's references to its keyed children, by holder: property name and child.
  private var keyedReferences: [Int: [(property: String, child: Int)]] = [:]
  /// The kit type each app class's schema type descends from (``appClassParents``).
  let appClassParents: [String: NibType]
  /// The nodes written as their kit types: their app class is declared under another.
  var asKitTypes: Set<Int> = []
  /// The placeholder intrinsic size each node is written with (``placeholderSizes``).
  private var placeholders: [Int: Size] = [:]

  init(template: NibTemplate, source: String) {
    self.template = template
    self.info = template.interfaceBuilder!
    self.source = source
    notConverted = info.notConverted
    subviews = Array(repeating: [], count: template.nodes.count)
    appClassParents = Self.appClassParents(template)
    findNodesAsKitTypes()
    layOut()
    nameNodes()
    placeholders = Self.placeholderSizes(template, info)
  }

  func typeName(_ index: Int) -> String {
    guard asKitTypes.contains(index), let kitType = template.type(of: template.nodes[index]) else {
      return template.displayTypeName(at: index)
    }
    return kitType.name
  }

  /// Where each node goes: under its parent (a subview), or at the top level.
  private mutating func layOut() {
    for (index, node) in template.nodes.enumerated() {
      let parent = Int(node.parent)
      if parent >= 0 && info.nodes[index].isSubview {
        subviews[parent].append(index)
        continue
      }
      topLevel.append(index)
      guard parent >= 0, let key = info.nodes[index].key else { continue }
      if info.attachments.contains(where: { Int($0.child) == index }) {
        keyedReferences[parent, default: []].append((key, index))
      } else {
        notConverted.append(
          "'\(typeName(index))' \(describe(index)) was kept by '\(typeName(parent))' \(describe(parent)) under the key '\(key)', which the kit does not model: it is a top-level object here"
        )
      }
    }
  }

  /// Whether a reference to an object of the kit's own type (no app class) is one loading
  /// leaves unset: Interface Builder sets a protocol outlet (a table's data source) whatever
  /// its destination adopts, and a document's instantiation skips one whose destination does
  /// not, or whose destination is not of the type the property holds (an element the kit
  /// loads as a plain object among a toolbar's items), where a nib's refuses it
  /// (`reference-type`). A class-typed property asks the nib compiler's own question of the
  /// target's type; a protocol one is asked of a new object of each type: the kit's types
  /// adopt what they adopt whatever their state.
  private func isRefusedByKitObject(
    _ reference: ReferenceAssignment, of node: Int, target: Int
  ) -> Bool {
    guard info.nodes[target].className == nil,
      let targetType = template.type(of: template.nodes[target])
    else { return false }
    guard reference.expectedTypeName == "Any" else {
      return !targetType.isSubtype(of: reference.expectedTypeName)
    }
    guard let make = template.type(of: template.nodes[node])?.make, let makeTarget = targetType.make
    else { return false }
    return !reference.apply(make(), makeTarget())
  }

  /// Whether the node a xib id names is an object of the kit's own type (no app class): an
  /// action to it was kept by the import because the kit models no action methods of its
  /// own, and a nib would refuse it (`unknown-action`), whatever sends it.
  private func isKitObject(xibID: String?) -> Bool {
    guard let xibID, let node = nodeIndex(ofXIBID: xibID), info.nodes[node].className == nil,
      let type = template.type(of: template.nodes[node])
    else { return false }
    return template.registry.isKitType(type)
  }

  /// The xib id of a node, for comments.
  func describe(_ index: Int) -> String {
    template.id(of: template.nodes[index]).map { "(id \($0))" } ?? ""
  }

  /// Gives a nib id to every node something references: its owner outlet's name, else its
  /// type's (`button2` for the second).
  private mutating func nameNodes() {
    var referenced: Set<Int> = []
    for (index, node) in template.nodes.enumerated() {
      for reference in template.references(of: node) {
        switch reference.target {
        case .object(let path):
          // A reference the nib leaves out names nothing there.
          if let target = path.last,
            !isRefusedByKitObject(reference, of: index, target: Int(target))
          {
            referenced.insert(Int(target))
          }
        case .layoutGuide(let path, _):
          if let target = path.last { referenced.insert(Int(target)) }
        default:
          break
        }
      }
      for action in template.actions(of: node) {
        if case .object(let path)? = action.target, let target = path.last {
          referenced.insert(Int(target))
        }
      }
    }
    for children in keyedReferences.values { referenced.formUnion(children.map(\.child)) }
    // An app type's kept outlets become properties of its schema type: their targets too.
    for node in info.nodes where node.className != nil {
      for kept in node.kept {
        switch kept.value {
        case .reference(let target, _):
          if let found = nodeIndex(ofXIBID: target) { referenced.insert(found) }
        case .action(_, let target?) where !isKitObject(xibID: target):
          if let found = nodeIndex(ofXIBID: target) { referenced.insert(found) }
        default:
          break
        }
      }
    }
    var taken: Set<String> = ["owner"]
    var counters: [String: Int] = [:]
    for index in referenced.sorted() {
      let outlet = template.outlet(of: template.nodes[index])?.name
      var base = outlet.flatMap { isValidID($0) ? $0 : nil } ?? Self.idBase(for: typeName(index))
      if taken.contains(base) && outlet != nil { base = Self.idBase(for: typeName(index)) }
      var name = base
      while taken.contains(name) {
        let next = (counters[base] ?? 1) + 1
        counters[base] = next
        name = "\(base)\(next)"
      }
      taken.insert(name)
      nibIDs[index] = name
    }
  }

  /// A type name as the start of an id: its first letter lower-cased, only id characters.
  private static func idBase(for type: String) -> String {
    let scalars = type.unicodeScalars.filter {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_"
    }
    let name = String(String.UnicodeScalarView(scalars))
    guard !name.isEmpty else { return "object" }
    // Lower-cased as Swift names a value of the type: the leading capital, or a leading
    // acronym but the capital that starts the next word (`PACURLFormatter`: `pacurlFormatter`,
    // `URL`: `url`).
    let characters = Array(name)
    var upper = 0
    while upper < characters.count, characters[upper].isUppercase { upper += 1 }
    let lowered =
      upper > 1 && upper < characters.count && characters[upper].isLowercase
      ? upper - 1 : max(upper, 1)
    let result = String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    return isValidID(result) ? result : "object"
  }

  // MARK: - The nib

  mutating func nib() -> String {
    var body = ""
    for index in topLevel { write(index, depth: 1, into: &body) }
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<!-- Converted from \(Self.comment(source)) by viewcheck convert. -->\n"
    for line in notConverted {
      text += "<!-- Not converted: \(Self.comment(line)) -->\n"
    }
    text += "<nib version=\"1\""
    if let owner = template.ownerTypeName { text += " owner=\"\(Self.escaped(owner))\"" }
    if info.platform != .iOS { text += " platform=\"\(info.platform.rawValue)\"" }
    // A document Xcode 26 saved is laid out, loaded, with macOS 26's controls: so is its nib.
    if info.platform == .macOS, info.appKitRelease(onCanvas: false) == .macOS26 {
      text += " controls=\"\(NibControls.macOS26.rawValue)\""
    }
    // As `viewcheck format` writes it: a converted nib is already in the canonical layout.
    text += body.isEmpty ? "/>\n" : ">\n" + body + "</nib>\n"
    return text
  }

  private mutating func write(_ index: Int, depth: Int, into text: inout String) {
    let node = template.nodes[index]
    let indent = String(repeating: "  ", count: depth)
    var attributes: [(String, String)] = []
    if let id = nibIDs[index] { attributes.append(("id", id)) }
    let outlets = template.outlets(of: node)
    // Several of the owner's outlets may hold one object (a control's and its cell's).
    if !outlets.isEmpty {
      attributes.append(("outlet", outlets.map(\.name).joined(separator: " ")))
    }
    var members: [(position: SourcePosition, name: String, value: String)] =
      template.properties(of: node).map { ($0.position, $0.name, $0.value.canonicalText) }
    var references: [String: (position: SourcePosition, targets: [String])] = [:]
    var referenceOrder: [String] = []
    func addReference(_ name: String, _ target: String, at position: SourcePosition) {
      if references[name] == nil { referenceOrder.append(name) }
      references[name, default: (position, [])].targets.append(target)
    }
    // Keyed children first: loading attaches them as it creates them, and sets references
    // after every object exists, so a reference to the same property wins.
    for keyed in keyedReferences[index] ?? [] {
      if let id = nibIDs[keyed.child] {
        addReference(keyed.property, "$" + id, at: template.nodes[keyed.child].position)
      }
    }
    for reference in template.references(of: node) {
      switch reference.target {
      case .owner: addReference(reference.name, "$owner", at: reference.position)
      case .object(let path):
        guard let target = path.last else { break }
        if isRefusedByKitObject(reference, of: index, target: Int(target)) {
          notConverted.append(
            "'\(reference.name)' of '\(typeName(index))' \(describe(index)) refers to '\(typeName(Int(target)))' \(describe(Int(target))), which cannot be \(reference.isCollection ? "among" : "its") \(reference.name): loading the document leaves it \(reference.isCollection ? "out" : "unset")"
          )
        } else if let id = nibIDs[Int(target)] {
          addReference(reference.name, "$" + id, at: reference.position)
        }
      case .layoutGuide(let path, let kind):
        if let target = path.last, let id = nibIDs[Int(target)],
          let guide = NibCompiler.layoutGuideKinds.first(where: { $0.value == kind })?.key
        {
          addReference(reference.name, "$\(id).\(guide)", at: reference.position)
        } else {
          notConverted.append(
            "'\(reference.name)' of '\(typeName(index))' \(describe(index)) refers to '\(reference.targetName)', a layout guide of the app's, which a nib cannot name"
          )
        }
      case .unbound, .external:
        notConverted.append(
          "'\(reference.name)' of '\(typeName(index))' \(describe(index)) refers to '\(reference.targetName)', which a nib cannot name"
        )
      }
    }
    // An app type's kept names become members of its schema type; a custom class the kit
    // registers itself (an app class named like a kit type) has no schema type to hold them.
    let isAppType =
      !asKitTypes.contains(index)
      && (info.nodes[index].className.map { template.registry.type(named: $0) == nil } ?? false)
    var keptActions: [(event: String, handler: String, target: String?)] = []
    for kept in info.nodes[index].kept {
      switch kept.value {
      case .property(_, let text) where isAppType:
        members.append((kept.position, kept.name, text))
      case .reference(let target, _) where isAppType:
        if let node = nodeIndex(ofXIBID: target), let id = nibIDs[node] {
          addReference(kept.name, "$" + id, at: kept.position)
        } else if target == "owner" {
          addReference(kept.name, "$owner", at: kept.position)
        } else {
          notConverted.append("'\(kept.name)' of '\(typeName(index))' \(describe(index))")
        }
      case .action(let event, let target) where isAppType && !isKitObject(xibID: target):
        keptActions.append((event, kept.name, target))
      case .action(let event, let target):
        notConverted.append(
          "action '\(kept.name)' (\(event)\(target.map { " to \($0)" } ?? "")) of '\(typeName(index))' \(describe(index))"
        )
      default:
        notConverted.append(
          "'\(kept.name)' of '\(typeName(index))' \(describe(index)), which the kit does not model"
        )
      }
    }
    for name in referenceOrder {
      let reference = references[name]!
      var targets = reference.targets
      // A reference set twice (a pop-up's cell's menu, then its own `menu` outlet): loading
      // keeps the last.
      if targets.count > 1, case .reference? = template.type(of: node)?.properties[name]?.kind {
        if Set(targets).count > 1 {
          notConverted.append(
            "'\(name)' of '\(typeName(index))' \(describe(index)) is set to \(targets.dropLast().joined(separator: ", ")) before \(targets.last!), which the nib keeps"
          )
        }
        targets = [targets.last!]
      }
      members.append((reference.position, name, targets.joined(separator: " ")))
    }
    members.sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
    attributes += lastOfEachName(members, of: index).map { ($0.name, $0.value) }
    if let size = placeholders[index] {
      for (name, value) in [
        ("placeholderIntrinsicWidth", size.width), ("placeholderIntrinsicHeight", size.height),
      ] where !value.isNaN {
        attributes.append((name, PropertyValue.double(value).canonicalText))
      }
    }
    let element = typeName(index)
    text += indent + "<" + element
    for (name, value) in attributes { text += " \(name)=\"\(Self.escaped(value))\"" }
    var children = ""
    for action in template.actions(of: node) {
      var line =
        "<action event=\"\(Self.escaped(action.event))\" handler=\"\(Self.escaped(action.handler))\""
      switch action.target {
      case nil, .owner?:
        break
      case .object(let path)?:
        guard let target = path.last, let id = nibIDs[Int(target)] else { continue }
        line += " target=\"$\(id)\""
      case .layoutGuide?, .unbound?, .external?:
        // The action the document's import kept, unbound: listed here once.
        let target =
          action.targetName == "firstResponder" ? "First Responder" : action.targetName
        notConverted.append(
          "action '\(action.handler)' of '\(element)' \(describe(index)) to \(target ?? "its target")"
        )
        continue
      }
      children += indent + "  " + line + "/>\n"
    }
    for action in keptActions {
      var line =
        "<action event=\"\(Self.escaped(action.event))\" handler=\"\(Self.escaped(action.handler))\""
      if let target = action.target {
        guard let node = nodeIndex(ofXIBID: target), let id = nibIDs[node] else {
          notConverted.append(
            "action '\(action.handler)' of '\(element)' \(describe(index)) to \(target)")
          continue
        }
        line += " target=\"$\(id)\""
      }
      children += indent + "  " + line + "/>\n"
    }
    for child in subviews[index] { write(child, depth: depth + 1, into: &children) }
    text += children.isEmpty ? "/>\n" : ">\n" + children + indent + "</\(element)>\n"
  }

  /// The node with a xib id, if one has it.
  /// A node's members, in document order, with one of each name: the last, which loading
  /// the document applies last (a runtime attribute Xcode writes on a button and again on its
  /// cell, which the kit merges). An element says each attribute once; a value that differs
  /// from an earlier one is noted.
  private mutating func lastOfEachName(
    _ members: [(position: SourcePosition, name: String, value: String)], of index: Int
  ) -> [(position: SourcePosition, name: String, value: String)] {
    var last: [String: Int] = [:]
    for (offset, member) in members.enumerated() { last[member.name] = offset }
    guard last.count < members.count else { return members }
    var kept: [(position: SourcePosition, name: String, value: String)] = []
    for (offset, member) in members.enumerated() {
      let final = members[last[member.name]!]
      if offset == last[member.name] {
        kept.append(member)
      } else if member.value != final.value {
        notConverted.append(
          "'\(member.name)' of '\(typeName(index))' \(describe(index)) is set to '\(member.value)' before '\(final.value)', which the nib keeps"
        )
      }
    }
    return kept
  }

  func nodeIndex(ofXIBID id: String) -> Int? {
    template.ids[id].map { Int($0.node) }
  }

  /// Text as an attribute value: `&`, `<`, `"` escaped, and the white space that attribute
  /// normalization would turn into spaces written as character references (as `viewcheck
  /// format` writes values: `>` is left as it is).
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case "\"": result += "&quot;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Text inside a comment: no `--`, no control characters.
  static func comment(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || scalar == "\u{7F}" {
        result += " "
      } else if scalar == "-", result.hasSuffix("-") {
        result += " -"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result.hasSuffix("-") ? result + " " : result
  }
}
