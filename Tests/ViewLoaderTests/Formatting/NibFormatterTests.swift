import Foundation
import Testing

@testable import ViewLoader

/// The formatter: each `Fixtures/format/NAME.nib` against `NAME.expected.nib`, and every `.nib`
/// in the repository formatted and checked for what formatting must keep.
@Suite struct NibFormatterTests {
  /// The repository's root folder, found from this source file.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The inputs of `Fixtures/format/` (not the expected outputs), relative to the root.
  static let layoutCases: [String] = {
    let folder = repositoryRoot.appendingPathComponent("Fixtures/format").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".nib") && !$0.hasSuffix(".expected.nib") }.sorted()
      .map { "Fixtures/format/\($0)" }
  }()

  /// Every `.nib` file of the repository (build products aside), relative to the root.
  static let everyNib: [String] = {
    var files: [String] = []
    let root = repositoryRoot.path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    while let path = walker.nextObject() as? String {
      if path.hasPrefix(".build") || path.hasPrefix(".git") {
        walker.skipDescendants()
        continue
      }
      var isFolder: ObjCBool = false
      if path.hasSuffix(".nib"),
        FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files.append(path)
      }
    }
    return files.sorted()
  }()

  @Test func thereAreCases() {
    #expect(Self.layoutCases.count >= 4)
    #expect(Self.everyNib.count >= 200)
  }

  @Test(arguments: layoutCases)
  func layout(_ path: String) throws {
    let input = try bytes(of: path)
    let expectedPath = String(path.dropLast(4)) + ".expected.nib"
    let formatted = try #require(try NibFormatter().format(bytes: input, file: path))
    if ProcessInfo.processInfo.environment["VIEWCHECK_UPDATE_GOLDEN"] == "1" {
      try Data(formatted).write(to: Self.repositoryRoot.appendingPathComponent(expectedPath))
      return
    }
    let expected = try bytes(of: expectedPath)
    #expect(
      formatted == expected,
      "\(path) formats to:\n\(String(decoding: formatted, as: UTF8.self))")
  }

  /// Formatting is idempotent and lossless on every nib of the repository that is
  /// well-formed: formatting the result changes nothing; the comments are the same, in the
  /// same order; every attribute value is the original or its canonical form; linting finds
  /// the same problems (by rule and message), so suppressions still apply; and the dump is
  /// the same.
  @Test(arguments: everyNib)
  func roundTrip(_ path: String) throws {
    let input = try bytes(of: path)
    let folder = Self.repositoryRoot.appendingPathComponent(path).deletingLastPathComponent()
    let configuration = try Self.configuration(for: folder)
    let formatter = try NibFormatter(configuration: configuration)
    let formatted: [UInt8]
    do {
      guard let result = try formatter.format(bytes: input, file: path) else { return }
      formatted = result
    } catch {
      // Not well-formed: the reader refuses it, and so does the linter.
      let findings = try Linter(configuration: configuration).lint(
        path: Self.repositoryRoot.appendingPathComponent(path).path)
      #expect(
        findings.contains {
          ["xml-syntax", "xml-encoding", "xml-dtd", "limit-exceeded", "unreadable-file"].contains(
            $0.rule)
        },
        "\(path): the formatter refused a file the linter reads: \(error.diagnostics)")
      return
    }
    #expect(
      try formatter.format(bytes: formatted, file: path) == formatted, "\(path): not idempotent")
    #expect(comments(in: formatted) == comments(in: input), "\(path): comments differ")
    try expectSameAttributes(input, formatted, path: path, registry: formatter.registry)
    try expectSameCompile(
      path: path, folder: folder, formatted: formatted, configuration: configuration)
  }

  @Test func interfaceBuilderDocumentsAreNeverRewritten() throws {
    let xib = try bytes(of: "Fixtures/format/Interface.xib")
    #expect(try NibFormatter().format(bytes: xib, file: "Interface.xib") == nil)
    let archive = #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"/>"#
    #expect(try NibFormatter().format(archive, file: "Old.nib") == nil)
  }

  @Test func aDocumentThatIsNotWellFormedIsRefused() {
    let error = #expect(throws: NibError.self) {
      try NibFormatter().format("<nib version=\"1\"><View></nib>", file: "Broken.nib")
    }
    #expect(error?.diagnostics.map(\.rule) == ["xml-syntax"])
    let dtd = #expect(throws: NibError.self) {
      try NibFormatter().format(
        "<!DOCTYPE nib [<!ENTITY a \"aaaa\">]>\n<nib version=\"1\"/>", file: "Dtd.nib")
    }
    #expect(dtd?.diagnostics.map(\.rule) == ["xml-dtd"])
  }

  @Test func escapesWhatAnAttributeValueCannotHoldAsItIs() throws {
    let text =
      #"<nib version="1"><Label text="a &amp; b &lt; c &quot;d&quot; &#9;&#10;&#13;e"/></nib>"#
    let formatted = try #require(try NibFormatter().format(text, file: "Escapes.nib"))
    #expect(formatted.contains(#"text="a &amp; b &lt; c &quot;d&quot; &#9;&#10;&#13;e""#))
  }

  @Test func valuesOfAppTypesNeedTheirSchema() throws {
    let text = #"<nib version="1"><Badge frame="0 0 1.50 2" count="03"/></nib>"#
    #expect(try NibFormatter().format(text, file: "A.nib")?.contains(#"count="03""#) == true)
    var registry = TypeRegistry.standard
    registry.register(FormattedBadge.self, name: "Badge") { $0.property("count", \.count) }
    let formatted = try NibFormatter(registry: registry).format(text, file: "A.nib")
    #expect(formatted?.contains(#"<Badge frame="0 0 1.5 2" count="3"/>"#) == true)
  }

  /// Whole numbers print as integers (the quick way below 10^15), large ones with an exponent.
  @Test func canonicalNumbers() {
    let cases: [(Double, String)] = [
      (320, "320"), (-5, "-5"), (-0.0, "0"), (0.5, "0.5"), (999_999_999_999_999, "999999999999999"),
      (1e15, "1000000000000000"), (-1e15, "-1000000000000000"), (1e16, "1e16"), (1e-5, "1e-5"),
      (2.5e20, "2.5e20"), (1.5, "1.5"),
    ]
    for (value, text) in cases {
      #expect(PropertyValue.canonicalNumber(value) == text, "\(value)")
    }
  }

  /// What the canonicalizer keeps without parsing is exactly what parsing would give back.
  @Test func valuesKeptWithoutParsingAreTheirCanonicalText() throws {
    let properties: [(element: String, attribute: String)] = [
      ("Label", "frame"), ("Label", "numberOfLines"), ("View", "alpha"), ("View", "tag"),
      ("View", "backgroundColor"), ("ScrollView", "contentSize"), ("Label", "textAlignment"),
      ("View", "isHidden"), ("TableView", "delegate"), ("Label", "text"), ("DatePicker", "date"),
    ]
    let values = [
      "0", "-0", "007", "12", "-3", "1 2", "0 0 320 480", "0 0 -5 10", "1  2", " 1 2", "1 2 ",
      "1,2", "1.0", "1e3", "999999999999999", "1000000000000000", "-999999999999999",
      "9223372036854775808", "#FFFFFFFF", "#ffffffff", "#FFF", "#00FF007F", "#00FF007", "red",
      "center", "Center", "true", "TRUE", "$owner", "$x", "x", "", "-", "- 1", "1 -", "1 2 3 4 5",
      "2026-11-30", "2026-11-30T08:00:00+0000", "+1", "1-2", "0 0 0 0",
    ]
    var canonicalizer = ValueCanonicalizer(registry: .standard)
    for (element, attribute) in properties {
      let property = try #require(TypeRegistry.standard.type(named: element)?.properties[attribute])
      for value in values {
        #expect(
          canonicalizer.canonical(value, attribute: attribute, element: element, isRoot: false)
            == ValueCanonicalizer.parsedCanonical(value, of: property),
          "\(element).\(attribute) = '\(value)'")
      }
    }
  }

  // MARK: Helpers

  /// A file's bytes, read as the loader reads them (Foundation's `Data(contentsOf:)` leaks its
  /// buffer on an empty file).
  private func bytes(of path: String) throws -> [UInt8] {
    try Self.read(Self.repositoryRoot.appendingPathComponent(path).path)
  }

  static func read(_ path: String) throws -> [UInt8] {
    try SourceFile.read(path: path, displayName: path, limits: .default).get()
  }

  /// The standard kit plus a `viewcheck-schema.json` in the file's folder, if there is one.
  static func configuration(for folder: URL) throws -> LintConfiguration {
    var configuration = LintConfiguration()
    let schema = folder.appendingPathComponent("viewcheck-schema.json")
    if let data = try? read(schema.path) {
      configuration.schemas.append(try LintSchema(json: data, file: schema.path))
    }
    return configuration
  }

  /// The text of each comment, in order, with its line breaks as XML reads them.
  private func comments(in bytes: [UInt8]) -> [String] {
    var sink = CommentSink()
    _ = bytes.withUnsafeBytes {
      XMLReader.read($0, file: "", limits: .default, into: &sink)
    }
    return sink.ranges.map { range in
      String(decoding: bytes[range], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        .replacingOccurrences(of: "\r", with: "\n")
    }
  }

  /// Each element keeps its name and its attributes (in any order), each with its value or
  /// that value's canonical form.
  private func expectSameAttributes(
    _ input: [UInt8], _ formatted: [UInt8], path: String, registry: TypeRegistry
  ) throws {
    let before = input.withUnsafeBytes { XMLReader.read($0, file: path, limits: .default) }
    let after = formatted.withUnsafeBytes { XMLReader.read($0, file: path, limits: .default) }
    #expect(after.diagnostics.isEmpty, "\(path): \(after.diagnostics)")
    try #require(before.elements.count == after.elements.count, "\(path): elements differ")
    var canonicalizer = ValueCanonicalizer(registry: registry)
    for (index, (old, new)) in zip(before.elements, after.elements).enumerated() {
      #expect(old.name == new.name)
      let oldAttributes = before.attributes[
        Int(old.attributes.lowerBound)..<Int(old.attributes.upperBound)]
      let newAttributes = after.attributes[
        Int(new.attributes.lowerBound)..<Int(new.attributes.upperBound)]
      // Compared by bytes: two names may differ only in their Unicode normalization.
      let expected = oldAttributes.map {
        Array(
          ($0.name + "="
            + canonicalizer.canonical(
              $0.value, attribute: $0.name, element: old.name, isRoot: index == 0)).utf8)
      }.sorted { $0.lexicographicallyPrecedes($1) }
      let actual = newAttributes.map { Array(($0.name + "=" + $0.value).utf8) }
        .sorted { $0.lexicographicallyPrecedes($1) }
      #expect(actual == expected, "\(path): attributes of element \(index) <\(old.name)>")
    }
  }

  /// The file and its formatted copy (in a copy of its folder) lint alike and dump alike.
  private func expectSameCompile(
    path: String, folder: URL, formatted: [UInt8], configuration: LintConfiguration
  ) throws {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("format-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: copy) }
    // The siblings too, as written: includes and stubs resolve among them.
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".nib") {
      let source = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder),
        !isFolder.boolValue, let data = try? Self.read(source.path)
      else { continue }
      try Data(data).write(to: copy.appendingPathComponent(name))
    }
    let original = Self.repositoryRoot.appendingPathComponent(path)
    let rewritten = copy.appendingPathComponent(original.lastPathComponent)
    try Data(formatted).write(to: rewritten)
    let linter = try Linter(configuration: configuration)
    func summary(_ findings: [Diagnostic]) -> [String] {
      findings.map { "\($0.severity) \($0.rule): \($0.message)" }.sorted()
    }
    #expect(
      summary(linter.lint(path: rewritten.path)) == summary(linter.lint(path: original.path)),
      "\(path): findings differ after formatting")
    if case .success(let dump) = linter.dump(path: original.path) {
      let after = try linter.dump(path: rewritten.path).get()
      #expect(after == dump, "\(path): dump differs")
    }
  }
}

/// Collects where the comments are.
private struct CommentSink: DocumentSink {
  static var reportsMarkup: Bool { true }
  var ranges: [Range<Int>] = []
  mutating func prepare(elements: Int, attributes: Int) {}
  mutating func startElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) {}
  mutating func text(inElement element: Int32, named name: String, at position: SourcePosition) {}
  mutating func markup(_ item: MarkupItem) {
    if item.kind == .comment { ranges.append(item.range) }
  }
}

/// An app type for the schema-less case.
final class FormattedBadge: View {
  var count = 0
}
