extension Linter {
  /// Compiles a file and describes the tree it would instantiate, as the dump JSON:
  /// `{"nib":"Login","objects":[…]}`.
  ///
  /// No owner is involved: outlets are recorded, not bound; references print as written;
  /// externals are not nodes; includes appear expanded and stubs as `{"type":"Stub",…}`.
  /// - Parameter path: The file, used as given.
  /// - Returns: The JSON text, or the compile errors (includes are resolved in the file's
  ///   folder; lint-only rules do not run).
  public func dump(path: String) -> Result<String, NibError> {
    let graph = makeGraph(for: path, asInterfaceBuilderCanvas: false)
    let name = nibName(of: path)
    let (output, _) = graph.compileRoot(path: path, name: name)
    guard !output.hasErrors, let template = output.template else {
      return .failure(
        NibError(
          diagnostics: output.diagnostics.filter { $0.severity == .error }
            + output.includedDiagnostics))
    }
    let objects = DumpWriter.nodes(of: template, parent: -1)
    return .success("{\"nib\":\(jsonString(name)),\"objects\":[\(objects.joined(separator: ","))]}")
  }

  /// ``dump(path:)`` after Auto Layout: the file is instantiated without an owner, each
  /// top-level view resized (when a size is given) and laid out with
  /// ``View/layoutIfNeeded()``, and every view of the file (not of its includes) dumped with
  /// its solved `frame`.
  /// - Parameters:
  ///   - path: The file, used as given.
  ///   - size: The size to lay the top-level views out at; `nil` for their own.
  /// - Returns: The JSON text, or the errors that keep the file from loading, or the
  ///   `limit-exceeded` error at the top-level view where the file's layout passes the
  ///   configuration's ``NibLimits/layoutWork`` (the views share it).
  public func dumpLayout(path: String, size: Size?) -> Result<String, NibError> {
    let loaded: LoadedNib
    switch instantiateForPicture(path: path) {
    case .success(let result): loaded = result
    case .failure(let error): return .failure(error)
    }
    var spent = 0
    for case let view as View in loaded.topLevelObjects {
      if let size { view.frame.size = size }
      if let refused = layOut(view, of: loaded, spent: &spent) {
        return .failure(NibError(diagnostics: [refused]))
      }
    }
    var frames: [Int: Rect] = [:]
    for (index, object) in loaded.root.objects.enumerated() {
      if let view = object as? View { frames[index] = view.frame }
    }
    let template = loaded.root.template
    let objects = DumpWriter.nodes(of: template, parent: -1, frames: frames)
    return .success(
      "{\"nib\":\(jsonString(nibName(of: path))),\"objects\":[\(objects.joined(separator: ","))]}")
  }

  /// Lays a view of an instance out as ``View/layoutIfNeeded()`` does, within what is left of
  /// the configuration's ``NibLimits/layoutWork`` for the file: a view whose constraints cost
  /// more keeps its frames.
  /// - Parameters:
  ///   - view: A view of the instance.
  ///   - loaded: The instance, made by ``instantiateForPicture(path:)``.
  ///   - spent: The steps the file's views laid out before took; the view's are added.
  /// - Returns: `nil` when the view was laid out; otherwise the `limit-exceeded` error, at the
  ///   view's element.
  package func layOut(_ view: View, of loaded: LoadedNib, spent: inout Int) -> Diagnostic? {
    let limit = configuration.limits.layoutWork
    if let work = view.layoutIfNeeded(workLimit: max(limit - spent, 0)) {
      spent += work
      return nil
    }
    let template = loaded.root.template
    let index = loaded.root.objects.firstIndex { $0 === view }
    let position = index.map { template.nodes[$0].position } ?? .start
    return Diagnostic(
      severity: .error, rule: RuleID.limitExceeded.rawValue,
      message: NibLimits.layoutWorkMessage(
        view: LintContext.name(of: view), limit: limit,
        consequence: "it is not laid out, nor the top-level views after it"),
      location: template.location(position))
  }

}

/// Writes template nodes as dump JSON, in document order. Recursion is bounded by the depth
/// and include-depth limits.
private enum DumpWriter {
  /// The JSON of the nodes under `parent` (-1: the top level), includes expanded in place.
  static func nodes(of template: NibTemplate, parent: Int32, frames: [Int: Rect] = [:])
    -> [String]
  {
    var children = childLists(of: template)
    children.frames = frames
    return nodes(
      of: template, children: parent < 0 ? children.topLevel : children.byParent[Int(parent)],
      lists: children)
  }

  private struct ChildLists {
    var topLevel: [Int32] = []
    var byParent: [[Int32]]
    /// The frames to write instead of the file's, by node (a solved layout's).
    var frames: [Int: Rect] = [:]
  }

  private static func childLists(of template: NibTemplate) -> ChildLists {
    var lists = ChildLists(byParent: Array(repeating: [], count: template.nodes.count))
    for (index, node) in template.nodes.enumerated() {
      if node.parent == -1 {
        lists.topLevel.append(Int32(index))
      } else if node.parent >= 0 {
        lists.byParent[Int(node.parent)].append(Int32(index))
      }
    }
    return lists
  }

  private static func nodes(of template: NibTemplate, children: [Int32], lists: ChildLists)
    -> [String]
  {
    var result: [String] = []
    for index in children {
      let node = template.nodes[Int(index)]
      if case .include(let nib, _) = template.content(of: node) {
        result += nodes(of: nib.template, parent: -1)
      } else if !isListedConstraint(Int(index), of: template) {
        result.append(write(Int(index), of: template, lists: lists))
      }
    }
    return result
  }

  /// Whether a node is an Interface Builder constraint, which its view lists under
  /// `"constraints"` rather than as a child.
  private static func isListedConstraint(_ index: Int, of template: NibTemplate) -> Bool {
    guard let info = template.interfaceBuilder, info.nodes[index].key == "constraints" else {
      return false
    }
    return template.type(of: template.nodes[index])?.name == "LayoutConstraint"
  }

  private static func write(_ index: Int, of template: NibTemplate, lists: ChildLists) -> String {
    let node = template.nodes[index]
    let info = template.interfaceBuilder?.nodes[index]
    var fields: [String] = []
    switch template.content(of: node) {
    case .object:
      fields.append("\"type\":\(jsonString(template.displayTypeName(at: index)))")
    case .stub(let nibName, _):
      fields.append("\"type\":\"Stub\"")
      fields.append("\"nib\":\(jsonString(nibName))")
    case .include:
      break
    }
    if let id = template.id(of: node) { fields.append("\"id\":\(jsonString(id))") }
    if let key = info?.key { fields.append("\"key\":\(jsonString(key))") }
    let outlets = template.outlets(of: node).map { jsonString($0.name) }
    if outlets.count == 1 {
      fields.append("\"outlet\":\(outlets[0])")
    } else if outlets.count > 1 {
      fields.append("\"outlet\":[\(outlets.joined(separator: ","))]")
    }
    if let properties = properties(
      of: node, info: info, in: template, frame: lists.frames[index])
    {
      fields.append("\"properties\":{\(properties)}")
    }
    var actions = template.actions(of: node).map { action in
      actionJSON(event: action.event, handler: action.handler, target: action.targetName)
    }
    for kept in info?.kept ?? [] {
      if case .action(let event, let target) = kept.value {
        actions.append(actionJSON(event: event, handler: kept.name, target: target))
      }
    }
    if !actions.isEmpty { fields.append("\"actions\":[\(actions.joined(separator: ","))]") }
    let children = lists.byParent[index]
    let constraints = children.filter { isListedConstraint(Int($0), of: template) }.map {
      write(Int($0), of: template, lists: lists)
    }
    if !constraints.isEmpty {
      fields.append("\"constraints\":[\(constraints.joined(separator: ","))]")
    }
    let nested = nodes(of: template, children: children, lists: lists)
    if !nested.isEmpty { fields.append("\"children\":[\(nested.joined(separator: ","))]") }
    return "{\(fields.joined(separator: ","))}"
  }

  /// A node's properties as JSON members in document order: values in the canonical syntax,
  /// references as `"$id"` (a JSON array of them for a collection of references, or a property
  /// set more than once, an Interface Builder outlet collection), and what an import kept as
  /// written; `nil` when
  /// there are none.
  private static func properties(
    of node: TemplateNode, info: InterfaceBuilderInfo.Node?, in template: NibTemplate,
    frame: Rect?
  ) -> String? {
    var members: [(position: SourcePosition, name: String, value: String)] = template.properties(
      of: node
    ).map { ($0.position, $0.name, jsonString($0.value.canonicalText)) }
    if let frame {
      let text = jsonString(PropertyValue.rect(frame).canonicalText)
      if let existing = members.firstIndex(where: { $0.name == "frame" }) {
        members[existing].value = text
      } else {
        members.append((node.position, "frame", text))
      }
    }
    var references: [(position: SourcePosition, name: String, targets: [String], isList: Bool)] =
      []
    func addReference(_ name: String, _ target: String, at position: SourcePosition, list: Bool) {
      if let existing = references.firstIndex(where: { $0.name == name }) {
        references[existing].targets.append(target)
        references[existing].isList = true
      } else {
        references.append((position, name, [target], list))
      }
    }
    for reference in template.references(of: node) {
      addReference(
        reference.name, "$" + reference.targetName, at: reference.position,
        list: reference.isCollection)
    }
    for kept in info?.kept ?? [] {
      switch kept.value {
      case .property(_, let text):
        members.append((kept.position, kept.name, jsonString(text)))
      case .reference(let target, let isCollection):
        addReference(kept.name, "$" + target, at: kept.position, list: isCollection)
      case .action:
        break
      }
    }
    for reference in references {
      let targets = reference.targets.map(jsonString)
      let value = reference.isList ? "[\(targets.joined(separator: ","))]" : targets[0]
      members.append((reference.position, reference.name, value))
    }
    guard !members.isEmpty else { return nil }
    let sorted = members.sorted {
      ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column)
    }
    return sorted.map { "\(jsonString($0.name)):\($0.value)" }.joined(separator: ",")
  }

  private static func actionJSON(event: String, handler: String, target: String?) -> String {
    var parts = ["\"event\":\(jsonString(event))", "\"handler\":\(jsonString(handler))"]
    if let target { parts.append("\"target\":\(jsonString("$" + target))") }
    return "{\(parts.joined(separator: ","))}"
  }
}

/// A JSON string literal: quotes, backslashes, control characters and the line separators
/// JavaScript cannot take raw escaped; everything else (non-ASCII text too) written as is. The
/// dump and `viewcheck`'s reporters share it.
package func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\u{08}": result += "\\b"
    case "\u{0C}": result += "\\f"
    case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
      let hex = String(scalar.value, radix: 16, uppercase: false)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default:
      result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
