import ViewLoader

/// A SARIF 2.1.0 log with one run: the driver lists all rules (id, short description, default
/// level); one result per finding; attached notes become `relatedLocations`.
///
/// Artifact URIs are the paths as printed: relative paths stay relative references, absolute
/// paths become `file://` URIs, and characters a URI path cannot hold are percent-encoded.
struct SARIFReporter: Reporter {
  /// The JSON Schema of SARIF 2.1.0, as GitHub code scanning expects it.
  static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

  func render(_ report: LintReport) -> String {
    let driver = JSONValue.ordered([
      "name": .string("viewcheck"),
      "version": .string(ViewCheck.version),
      "rules": .array(
        RuleCatalog.all.map { rule in
          .ordered([
            "id": .string(rule.id),
            "shortDescription": .ordered(["text": .string(rule.summary)]),
            "defaultConfiguration": .ordered(["level": .string(rule.severity.rawValue)]),
          ])
        }),
    ])
    let run = JSONValue.ordered([
      "tool": .ordered(["driver": driver]),
      "columnKind": .string("unicodeCodePoints"),
      "results": .array(report.diagnostics.map(SARIFReporter.result)),
    ])
    let log = JSONValue.ordered([
      "$schema": .string(SARIFReporter.schemaURI),
      "version": .string("2.1.0"),
      "runs": .array([run]),
    ])
    return log.serialized(pretty: true) + "\n"
  }

  private static func result(_ diagnostic: Diagnostic) -> JSONValue {
    var members: [JSONValue.Member] = [.init(key: "ruleId", value: .string(diagnostic.rule))]
    if let index = RuleCatalog.index(of: diagnostic.rule) {
      members.append(.init(key: "ruleIndex", value: .integer(index)))
    }
    members += [
      .init(key: "level", value: .string(diagnostic.severity.rawValue)),
      .init(key: "message", value: .ordered(["text": .string(diagnostic.message)])),
      .init(
        key: "locations", value: .array([.ordered(["physicalLocation": physical(diagnostic)])])),
    ]
    if !diagnostic.notes.isEmpty {
      let related = diagnostic.notes.enumerated().map { index, note in
        JSONValue.ordered([
          "id": .integer(index + 1),
          "physicalLocation": physical(note),
          "message": .ordered(["text": .string(note.message)]),
        ])
      }
      members.append(.init(key: "relatedLocations", value: .array(related)))
    }
    return .object(members)
  }

  private static func physical(_ diagnostic: Diagnostic) -> JSONValue {
    .ordered([
      "artifactLocation": .ordered(["uri": .string(uri(forPath: diagnostic.location.file))]),
      "region": .ordered([
        "startLine": .integer(diagnostic.location.line),
        "startColumn": .integer(diagnostic.location.column),
      ]),
    ])
  }

  /// A path as a URI reference: `file:///…` for an absolute path, a relative reference
  /// otherwise. Bytes outside RFC 3986's unreserved characters, sub-delimiters, `@` and `/` are
  /// percent-encoded, and so is `:` (a colon in a relative reference's first segment would read
  /// as a scheme).
  /// - Parameter path: The path as printed.
  static func uri(forPath path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      case _ where "-._~!$&'()*+,;=@/".utf8.contains(byte):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
