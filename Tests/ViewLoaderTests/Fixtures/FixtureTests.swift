import Foundation
import Testing

@testable import ViewLoader

/// The fixture-driven suite: every `.nib` under `Fixtures/valid` and
/// `Fixtures/invalid` is linted and loaded; its `<!-- expect: L:C rule -->` header lists
/// exactly the findings the linter reports, and the loader must agree with the linter's errors.
/// `Fixtures/README.md` describes the format.
@Suite struct FixtureTests {
  @Test(arguments: FixtureTests.allFixtureFiles)
  func fixture(_ relativePath: String) throws {
    let fixture = try Fixture(relativePath: relativePath)
    let findings = try fixture.lint()

    // (a, b) The linter reports exactly the expected findings.
    let actual = findings.map(fixture.key).sorted()
    let expected = fixture.expectations.sorted()
    let listing = findings.map { "  \(fixture.key($0)): \($0.message)" }.joined(separator: "\n")
    #expect(
      actual == expected,
      """
      \(relativePath): findings differ
      \(difference(expected: expected, actual: actual))
      all findings:
      \(listing)
      """)
    if relativePath.hasPrefix("valid/") {
      #expect(
        !findings.contains { $0.severity != .note },
        "\(relativePath): a valid fixture must lint without errors and warnings")
    }

    // (c) The loader agrees with the linter's errors. (Not for a folder named like a nib: the
    // linter, handed its path, says `unreadable-file`; a library, asked for it by name, finds
    // no nib of that name.)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: fixture.url.path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      return
    }
    let loaderErrors = fixture.load()
    let linterErrors = findings.filter { $0.severity == .error && fixture.loaderCanReport($0) }
    let linterKeys = linterErrors.map(fixture.key).sorted()
    let foreign = loaderErrors.filter {
      !fixture.isThisFile($0.location.file) && !linterKeys.contains(fixture.key($0))
    }
    let loaderKeys = loaderErrors.filter { !foreign.contains($0) }.map(fixture.key).sorted()
    // An Interface Builder document may say what the loader reports instead: the loader checks
    // custom classes and names that a linter without the app's schema only notes.
    let expectedLoaderKeys =
      fixture.loadExpectations.isEmpty ? linterKeys : fixture.loadExpectations.sorted()
    #expect(
      loaderKeys == expectedLoaderKeys,
      """
      \(relativePath): the loader's diagnostics (+) differ from the linter's errors (-)
      \(difference(expected: expectedLoaderKeys, actual: loaderKeys))
      """)
    // Loader errors in other files that the linter does not report for this file come from
    // included files that fail on their own: their own fixtures must expect them.
    for diagnostic in foreign {
      let other = URL(fileURLWithPath: diagnostic.location.file)
      let otherExpectations = (try? Fixture(url: other).expectations) ?? []
      let ownKey = "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.rule)"
      #expect(
        otherExpectations.contains(ownKey),
        "\(relativePath): loader error that no fixture expects: \(diagnostic)")
    }
    if relativePath.hasPrefix("valid/") {
      #expect(loaderErrors.isEmpty, "\(relativePath): a valid fixture must load: \(loaderErrors)")
    }
  }

  @Test func everyRuleHasAFailingFixture() throws {
    let invalid = Fixture.root.appendingPathComponent("invalid")
    let folders = try FileManager.default.contentsOfDirectory(atPath: invalid.path)
    for rule in RuleID.allCases {
      #expect(folders.contains(rule.rawValue), "no Fixtures/invalid/\(rule.rawValue)/")
    }
    for folder in folders where !folder.hasPrefix(".") && folder != "README.md" {
      #expect(RuleID(rawValue: folder) != nil, "Fixtures/invalid/\(folder) is not a rule id")
      let expecting = FixtureTests.allFixtureFiles.filter { $0.hasPrefix("invalid/\(folder)/") }
        .compactMap { try? Fixture(relativePath: $0) }
        .contains { $0.expectations.contains { $0.hasSuffix(" \(folder)") } }
      #expect(expecting, "no fixture in invalid/\(folder) expects \(folder)")
    }
  }

  /// Every fixture, relative to `Fixtures/` (`valid/…` and `invalid/…`), sorted.
  static let allFixtureFiles: [String] = {
    var files: [String] = []
    for top in ["valid", "invalid"] {
      let base = Fixture.root.appendingPathComponent(top)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      while let path = walker.nextObject() as? String {
        if path.hasSuffix(".nib") || path.hasSuffix(".xib") {
          files.append("\(top)/\(path)")
          walker.skipDescendants()  // a folder named *.nib is an unreadable-file fixture
        }
      }
    }
    return files.sorted()
  }()
}

/// One fixture file: its location, its expectations and how to check it.
struct Fixture {
  /// The repository's `Fixtures/` folder, found from this source file (not `Bundle.module`).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  let relativePath: String
  let url: URL
  let folder: URL
  let name: String
  /// The source lines (empty for a fixture that is not a regular file).
  let lines: [String]
  /// `L:C rule` (or `File.nib:L:C rule` for a finding in another file), as the header lists.
  let expectations: [String]
  /// The loader's errors, when a header lists them apart (`<!-- expect-load: L:C rule -->`);
  /// empty when the loader must report exactly the linter's errors.
  let loadExpectations: [String]

  init(relativePath: String) throws {
    try self.init(url: Fixture.root.appendingPathComponent(relativePath))
  }

  init(url: URL) throws {
    self.url = url
    relativePath = String(url.standardizedFileURL.path.dropFirst(Fixture.root.path.count + 1))
    folder = url.deletingLastPathComponent()
    name = url.deletingPathExtension().lastPathComponent
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    // A fixture that cannot hold text (a folder named *.nib) keeps its header in `expect`.
    let headerSource = isDirectory.boolValue ? url.appendingPathComponent("expect") : url
    // Decoded leniently: xml-encoding fixtures hold bytes that are not UTF-8.
    let text = String(decoding: try Data(contentsOf: headerSource), as: UTF8.self)
    lines = isDirectory.boolValue ? [] : text.components(separatedBy: "\n")
    expectations = Fixture.parseExpectations(text)
    loadExpectations = Fixture.parseExpectations(text, label: "expect-load:")
  }

  /// The `<!-- expect: … -->` comments before the root element, one per line.
  static func parseExpectations(_ text: String, label: String = "expect:") -> [String] {
    var result: [String] = []
    for line in text.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("<!--") {
        let body = trimmed.dropFirst(4).trimmingCharacters(in: .whitespaces)
        guard body.hasPrefix(label), body.hasSuffix("-->") else { continue }
        let entry = body.dropFirst(label.count).dropLast(3)
          .split(whereSeparator: { $0 == " " || $0 == "\t" })
        result.append(entry.joined(separator: " "))
      } else if trimmed.hasPrefix("<") && !trimmed.hasPrefix("<?") {
        break  // the root element (or a DOCTYPE): the header is over
      }
    }
    return result
  }

  /// The configuration: a `viewcheck-schema.json` beside the fixture describes app types and
  /// owners.
  func configuration() throws -> LintConfiguration {
    var configuration = LintConfiguration()
    let schema = folder.appendingPathComponent("viewcheck-schema.json")
    if FileManager.default.fileExists(atPath: schema.path) {
      let bytes = try [UInt8](Data(contentsOf: schema))
      configuration.schemas.append(try LintSchema(json: bytes, file: schema.path))
    }
    return configuration
  }

  func lint() throws -> [Diagnostic] {
    try Linter(configuration: configuration()).lint(path: url.path)
  }

  /// The loader's diagnostics for the same file, loaded by name through a library of its
  /// folder (with the Swift types that match the fixtures' schemas); empty when it loads.
  func load() -> [Diagnostic] {
    let library = NibLibrary(directory: folder, registry: FixtureKit.registry)
    do {
      _ = try library.nib(named: name)
      return []
    } catch let error as NibError {
      return error.diagnostics
    } catch {
      return [
        Diagnostic(
          severity: .error, rule: "unexpected", message: "\(error)",
          location: ViewLoader.SourceLocation(file: url.path, line: 0, column: 0))
      ]
    }
  }

  func isThisFile(_ file: String) -> Bool {
    URL(fileURLWithPath: file).standardizedFileURL.path == url.standardizedFileURL.path
  }

  /// `L:C rule`, with the file name in front when the finding is in another file.
  func key(_ diagnostic: Diagnostic) -> String {
    let position = "\(diagnostic.location.line):\(diagnostic.location.column)"
    let file =
      isThisFile(diagnostic.location.file)
      ? "" : URL(fileURLWithPath: diagnostic.location.file).lastPathComponent + ":"
    return "\(file)\(position) \(diagnostic.rule)"
  }

  /// Whether loading the file (without an owner, before any stub is inflated) can report this
  /// error: owner checks need an owner; a stub's nib is only read on `inflate()`.
  func loaderCanReport(_ diagnostic: Diagnostic) -> Bool {
    let ownerRules: Set<RuleID> = [
      .unknownOutlet, .outletType, .duplicateOutlet, .missingOutlet, .unknownAction, .actionSender,
    ]
    guard let rule = RuleID(rawValue: diagnostic.rule) else { return true }
    if ownerRules.contains(rule) { return false }
    if rule == .missingNib || rule == .stubRoot {
      return !isAtStub(diagnostic.location)
    }
    return true
  }

  /// Whether a location in this file is inside a `<stub …>` start tag.
  private func isAtStub(_ location: ViewLoader.SourceLocation) -> Bool {
    guard isThisFile(location.file), location.line - 1 < lines.count else { return false }
    let line = Array(lines[location.line - 1].unicodeScalars)
    let before = String(String.UnicodeScalarView(line.prefix(location.column - 1)))
    guard let open = before.lastIndex(of: "<") else { return false }
    return before[open...].hasPrefix("<stub")
  }
}

/// Swift types for the app types that fixture schemas describe, so that the loader can create
/// what the linter checks.
enum FixtureKit {
  /// A view with a reference to a label (`anchor`), and properties of the kinds the kit
  /// lacks (`point`, `insets`).
  final class Badge: View {
    var anchor: Label?
    var count = 0
    var offset = Point(x: 0, y: 0)
    var padding = Insets(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// An Interface Builder custom class of a label (the xib fixtures' schemas describe it).
  final class FancyLabel: Label {}

  /// Two sides of a rack, as an app's option set.
  struct Sides: NibOptionSet {
    let rawValue: Int
    static let top = Sides(rawValue: 1)
    static let bottom = Sides(rawValue: 2)
    static let nibMembers: [(name: String, value: Sides)] = [("top", .top), ("bottom", .bottom)]
  }

  /// A view with an option set, a list of strings and a collection of references to labels.
  final class Rack: View {
    var sides: Sides = []
    var names: [String] = []
    var members: [Label] = []
  }

  /// A plain (non-view) object, usable as an external.
  final class Theme: NibObject {
    var name = ""
    init() {}
  }

  static let registry: TypeRegistry = {
    var registry = TypeRegistry.standard
    registry.register(Badge.self, name: "Badge") { type in
      type.property("anchor", \.anchor)
      type.property("count", \.count)
      type.property("offset", \.offset)
      type.property("padding", \.padding)
    }
    registry.register(FancyLabel.self, name: "FancyLabel")
    registry.register(Rack.self, name: "Rack") { type in
      type.property("sides", \.sides)
      type.property("names", \.names)
      type.property("members", \.members)
    }
    registry.register(Theme.self, name: "Theme") { type in
      type.property("name", \.name)
    }
    return registry
  }()
}

/// A readable difference of two sorted lists.
func difference(expected: [String], actual: [String]) -> String {
  var lines: [String] = []
  var remaining = actual
  for item in expected {
    if let index = remaining.firstIndex(of: item) {
      remaining.remove(at: index)
    } else {
      lines.append("  - \(item)   (expected, not reported)")
    }
  }
  lines += remaining.map { "  + \($0)   (reported, not expected)" }
  return lines.isEmpty ? "  (same)" : lines.joined(separator: "\n")
}
