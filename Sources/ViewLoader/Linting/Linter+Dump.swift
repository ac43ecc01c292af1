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
    let graph = makeGraph(for: path)
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
}

/// Writes template nodes as dump JSON, in document order. Recursion is bounded by the depth
/// and include-depth limits.
private enum DumpWriter {
  /// The JSON of the nodes under `parent` (-1: the top level), includes expanded in place.
  static func nodes(of template: NibTemplate, parent: Int32) -> [String] {
    let children = childLists(of: template)
    return nodes(
      of: template, children: parent < 0 ? children.topLevel : children.byParent[Int(parent)],
      lists: children)
  }

  private struct ChildLists {
    var topLevel: [Int32] = []
    var byParent: [[Int32]]
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
      } else {
        result.append(write(node, children: lists.byParent[Int(index)], of: template, lists: lists))
      }
    }
    return result
  }

  private static func write(
    _ node: TemplateNode, children: [Int32], of template: NibTemplate, lists: ChildLists
  ) -> String {
    var fields: [String] = []
    switch template.content(of: node) {
    case .object(let type):
      fields.append("\"type\":\(jsonString(type.name))")
    case .stub(let nibName, _):
      fields.append("\"type\":\"Stub\"")
      fields.append("\"nib\":\(jsonString(nibName))")
    case .include:
      break
    }
    if let id = template.id(of: node) { fields.append("\"id\":\(jsonString(id))") }
    if let outlet = template.outlet(of: node) {
      fields.append("\"outlet\":\(jsonString(outlet.name))")
    }
    var properties: [(SourcePosition, String)] = template.properties(of: node).map {
      ($0.position, "\(jsonString($0.name)):\(jsonString($0.value.canonicalText))")
    }
    properties += template.references(of: node).map {
      ($0.position, "\(jsonString($0.name)):\(jsonString("$" + $0.targetName))")
    }
    if !properties.isEmpty {
      let sorted = properties.sorted { ($0.0.line, $0.0.column) < ($1.0.line, $1.0.column) }
      fields.append("\"properties\":{\(sorted.map(\.1).joined(separator: ","))}")
    }
    if !node.actionRange.isEmpty {
      let actions = template.actions(of: node).map { action in
        var parts = [
          "\"event\":\(jsonString(action.event))", "\"handler\":\(jsonString(action.handler))",
        ]
        if let target = action.targetName {
          parts.append("\"target\":\(jsonString("$" + target))")
        }
        return "{\(parts.joined(separator: ","))}"
      }
      fields.append("\"actions\":[\(actions.joined(separator: ","))]")
    }
    let nested = nodes(of: template, children: children, lists: lists)
    if !nested.isEmpty { fields.append("\"children\":[\(nested.joined(separator: ","))]") }
    return "{\(fields.joined(separator: ","))}"
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
