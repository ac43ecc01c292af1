import ViewLoader

/// A SARIF 2.1.0 log with one run: the driver lists all rules (id, short description, default
/// level); one result per finding; attached notes become `relatedLocations`.
///
/// Artifact URIs are the paths as printed: relative paths stay relative references, absolute
/// paths become `file://` URIs, and characters a URI path cannot hold are percent-encoded.
///
/// The text is exactly what ``JSONValue/serialized(pretty:)`` writes for the log (two spaces
/// per level); results are written straight into the output rather than built as values first.
struct SARIFReporter: Reporter {
  /// The JSON Schema of SARIF 2.1.0, as GitHub code scanning expects it.
  static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The log up to the opening bracket of `results`, and what follows an empty `results`.
  private static let frame: (opening: String, emptyTail: String) = {
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
      "results": .array([]),  // the run's last member
    ])
    let log = JSONValue.ordered([
      "$schema": .string(SARIFReporter.schemaURI),
      "version": .string("2.1.0"),
      "runs": .array([run]),
    ])
    let text = log.serialized(pretty: true)
    let tail = "]\n    }\n  ]\n}"
    precondition(text.hasSuffix("\"results\": [" + tail), "the run must end with its results")
    return (String(text.dropLast(tail.utf8.count)), tail + "\n")
  }()

  func opening(fileCount: Int) -> String { SARIFReporter.frame.opening }

  var separator: StaticString { "," }

  func append(_ diagnostic: Diagnostic, to output: inout OutputBuffer) {
    // A result is an element of `results`, at indentation level 4.
    output.append(byte: UInt8(ascii: "\n"))
    output.appendIndentation(4)
    output.append(byte: UInt8(ascii: "{"))
    SARIFReporter.key("ruleId", indent: 5, first: true, to: &output)
    output.appendJSONString(diagnostic.rule)
    if let index = RuleCatalog.index(of: diagnostic.rule) {
      SARIFReporter.key("ruleIndex", indent: 5, to: &output)
      output.append(index)
    }
    SARIFReporter.key("level", indent: 5, to: &output)
    output.appendJSONString(diagnostic.severity.rawValue)
    SARIFReporter.key("message", indent: 5, to: &output)
    SARIFReporter.text(of: diagnostic, indent: 5, to: &output)
    SARIFReporter.key("locations", indent: 5, to: &output)
    output.append("[\n")
    output.appendIndentation(6)
    output.append(byte: UInt8(ascii: "{"))
    SARIFReporter.key("physicalLocation", indent: 7, first: true, to: &output)
    SARIFReporter.physical(diagnostic.location, indent: 7, to: &output)
    SARIFReporter.close("}", indent: 6, to: &output)
    SARIFReporter.close("]", indent: 5, to: &output)
    if !diagnostic.notes.isEmpty {
      SARIFReporter.key("relatedLocations", indent: 5, to: &output)
      output.append(byte: UInt8(ascii: "["))
      for (index, note) in diagnostic.notes.enumerated() {
        if index > 0 { output.append(byte: UInt8(ascii: ",")) }
        output.append(byte: UInt8(ascii: "\n"))
        output.appendIndentation(6)
        output.append(byte: UInt8(ascii: "{"))
        SARIFReporter.key("id", indent: 7, first: true, to: &output)
        output.append(index + 1)
        SARIFReporter.key("physicalLocation", indent: 7, to: &output)
        SARIFReporter.physical(note.location, indent: 7, to: &output)
        SARIFReporter.key("message", indent: 7, to: &output)
        SARIFReporter.text(of: note, indent: 7, to: &output)
        SARIFReporter.close("}", indent: 6, to: &output)
      }
      SARIFReporter.close("]", indent: 5, to: &output)
    }
    SARIFReporter.close("}", indent: 4, to: &output)
  }

  func closing(_ tally: ReportTally, fileCount: Int) -> String {
    // `results` closes on its own line when it has elements, as `[]` when it has none.
    (tally.findings > 0 ? "\n      " : "") + SARIFReporter.frame.emptyTail
  }

  /// A member's key on its own line: `,` (unless first), newline, indentation, `"key": `.
  private static func key(
    _ name: StaticString, indent: Int, first: Bool = false, to output: inout OutputBuffer
  ) {
    output.append(first ? "\n" : ",\n")
    output.appendIndentation(indent)
    output.append(byte: UInt8(ascii: "\""))
    output.append(name)
    output.append("\": ")
  }

  /// A closing bracket on its own line at `indent`.
  private static func close(_ bracket: StaticString, indent: Int, to output: inout OutputBuffer) {
    output.append(byte: UInt8(ascii: "\n"))
    output.appendIndentation(indent)
    output.append(bracket)
  }

  /// `{"text": message}`, an object at `indent`.
  private static func text(
    of diagnostic: Diagnostic, indent: Int, to output: inout OutputBuffer
  ) {
    output.append(byte: UInt8(ascii: "{"))
    key("text", indent: indent + 1, first: true, to: &output)
    output.appendJSONMessage(of: diagnostic)
    close("}", indent: indent, to: &output)
  }

  /// `physicalLocation`'s object (artifact URI and region), at `indent`.
  private static func physical(
    _ location: SourceLocation, indent: Int, to output: inout OutputBuffer
  ) {
    output.append(byte: UInt8(ascii: "{"))
    key("artifactLocation", indent: indent + 1, first: true, to: &output)
    output.append(byte: UInt8(ascii: "{"))
    key("uri", indent: indent + 2, first: true, to: &output)
    output.appendJSONString(uri(forPath: location.file))
    close("}", indent: indent + 1, to: &output)
    key("region", indent: indent + 1, to: &output)
    output.append(byte: UInt8(ascii: "{"))
    key("startLine", indent: indent + 2, first: true, to: &output)
    output.append(location.line)
    key("startColumn", indent: indent + 2, to: &output)
    output.append(location.column)
    close("}", indent: indent + 1, to: &output)
    close("}", indent: indent, to: &output)
  }

  /// A path as a URI reference: `file:///…` for an absolute path, a relative reference
  /// otherwise. Bytes outside RFC 3986's unreserved characters, sub-delimiters, `@` and `/` are
  /// percent-encoded, and so is `:` (a colon in a relative reference's first segment would read
  /// as a scheme).
  /// - Parameter path: The path as printed.
  static func uri(forPath path: String) -> String {
    guard path.containsUTF8Byte(where: { !isURIPathByte($0) }) else {
      return PathName.isAbsolute(path) ? "file://" + path : path
    }
    var encoded = ""
    for byte in path.utf8 {
      if isURIPathByte(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return PathName.isAbsolute(path) ? "file://" + encoded : encoded
  }

  /// Whether a byte stands for itself in a URI path: unreserved, a sub-delimiter, `@` or `/`.
  private static func isURIPathByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
      UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"),
      UInt8(ascii: "/"):
      true
    default: false
    }
  }
}
