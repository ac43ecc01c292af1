import Foundation
import Testing
import ViewLoader

/// Fixtures/limits: every hard limit at and past a small configured value.
private let limitsFolder = fixturesDirectory.appendingPathComponent("limits").path

/// The limits Fixtures/limits/.viewcheck.json sets.
private let configuredLimits = NibLimits(
  fileSize: 200, depth: 4, objects: 5, includeDepth: 2, attributesPerElement: 3, findings: 3)

/// One fixture and its `limit-exceeded` finding (`file:line:column`, relative to its folder),
/// or `nil` at the limit.
struct LimitCase: Sendable, CustomStringConvertible {
  var folder: String
  var name: String
  var finding: String?
  var description: String { "\(folder)/\(name)" }
}

private let limitCases: [LimitCase] = [
  LimitCase(folder: "file-size", name: "at", finding: nil),
  LimitCase(folder: "file-size", name: "past", finding: "past.nib:1:1"),
  LimitCase(folder: "depth", name: "at", finding: nil),
  LimitCase(folder: "depth", name: "past", finding: "past.nib:6:11"),
  LimitCase(folder: "depth", name: "at-across-includes", finding: nil),
  LimitCase(
    folder: "depth", name: "past-across-includes", finding: "past-across-includes.nib:4:7"),
  LimitCase(folder: "objects", name: "at", finding: nil),
  LimitCase(folder: "objects", name: "past", finding: "past.nib:9:3"),
  LimitCase(folder: "objects", name: "at-across-includes", finding: nil),
  LimitCase(
    folder: "objects", name: "past-across-includes", finding: "past-across-includes.nib:3:3"),
  LimitCase(folder: "include-depth", name: "at", finding: nil),
  LimitCase(folder: "include-depth", name: "past", finding: "past2.nib:2:12"),
  LimitCase(folder: "attributes", name: "at", finding: nil),
  LimitCase(folder: "attributes", name: "past", finding: "past.nib:2:3"),
  LimitCase(folder: "findings", name: "at", finding: nil),
  LimitCase(folder: "findings", name: "past", finding: "past.nib:5:3"),
]

@Suite struct LimitTests {
  /// Through the API: `NibLimits` on a library (only `limit-exceeded` is compared: the findings
  /// files are full of other errors); the other files load with the default limits.
  @Test(arguments: limitCases)
  func api(_ limit: LimitCase) throws {
    let folder = URL(fileURLWithPath: "\(limitsFolder)/\(limit.folder)")
    let library = NibLibrary(directory: folder, limits: configuredLimits)
    var found: [String] = []
    do {
      _ = try library.nib(named: limit.name)
    } catch let error as NibError {
      found = error.diagnostics.filter { $0.rule == "limit-exceeded" }.map { diagnostic in
        let file = String(diagnostic.location.file.split(separator: "/").last ?? "")
        return
          "\(file):\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.rule)"
      }
    }
    #expect(found == (limit.finding.map { ["\($0) limit-exceeded"] } ?? []))
    if limit.folder != "findings" {
      _ = try NibLibrary(directory: folder).nib(named: limit.name)
    }
  }

  /// Through the configuration file: `viewcheck --config` over the folder reports exactly the
  /// `past` files, and so does a run that finds `.viewcheck.json` from its current folder.
  @Test func configurationFile() throws {
    let expected = limitCases.compactMap { limit in
      limit.finding.map { "\(limit.folder)/\($0) limit-exceeded" }
    }.sorted()
    for arguments in [
      ["--format", "json", "--config", "\(limitsFolder)/.viewcheck.json", limitsFolder],
      ["--format", "json", "."],
    ] {
      let run = try runBinary(arguments, in: limitsFolder)
      #expect(run.status == 1, "\(arguments): \(run.error)")
      let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
      let diagnostics = (document as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
      let found = diagnostics.filter { $0["rule"] as? String == "limit-exceeded" }.map {
        diagnostic in
        var file = diagnostic["file"] as? String ?? ""
        for prefix in [limitsFolder + "/", "./"] where file.hasPrefix(prefix) {
          file.removeFirst(prefix.count)
        }
        return "\(file):\(diagnostic["line"] ?? 0):\(diagnostic["column"] ?? 0) limit-exceeded"
      }.sorted()
      #expect(found == expected, "\(arguments)")
    }
    // Without the configuration the defaults apply and no limit is passed.
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let empty = try folder.write("empty.json", "{}")
    let defaults = try runBinary(["--format", "json", "--config", empty, limitsFolder], in: "/")
    #expect(defaults.status == 1, "\(defaults.error)")  // findings/ has unknown elements
    #expect(defaults.output.hasPrefix("{"))
    #expect(!defaults.output.contains("limit-exceeded"))
  }
}
