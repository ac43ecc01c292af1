import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// Every language feature (renaming's target too) at every boundary (each byte that starts or ends a tag, an
/// attribute, a value or a reference) of every small fixture document (nib files and
/// Interface Builder documents), whole and cut in half: text being typed is what an editor
/// sends, and no place in it may stop the server. In-process, through the providers, so that
/// a trap names its document; `RandomEditTests` and the client tests go through the protocol.
@Suite struct FeatureSweepTests {
  /// The fixture documents under 3 KB (the sweep is quadratic in a document's size).
  static let documents: [String] = {
    var found: [String] = []
    for folder in ["valid", "invalid", "xib-mapping", "xib-loading", "xib-app-classes"] {
      let root = fixturesDirectory.appendingPathComponent(folder)
      guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { continue }
      for case let relative as String in enumerator
      where relative.hasSuffix(".nib") || relative.hasSuffix(".xib") {
        let path = root.appendingPathComponent(relative).path
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > 0, size < 3_000 { found.append(path) }
      }
    }
    return found.sorted()
  }()

  /// The offsets where the features' cases meet: at and after each byte that starts or ends
  /// a tag, an attribute, a value or a reference, and the ends of the text.
  static func boundaries(in bytes: [UInt8]) -> [Int] {
    let marks: Set<UInt8> = Set("<>/=\" $.\n".utf8)
    var offsets: [Int] = [0]
    for (index, byte) in bytes.enumerated() where marks.contains(byte) {
      if offsets.last != index { offsets.append(index) }
      offsets.append(index + 1)
    }
    if offsets.last != bytes.count { offsets.append(bytes.count) }
    return offsets
  }

  @Test func everyFeatureAnswersAtEveryBoundary() throws {
    #expect(Self.documents.count > 100)
    let vocabulary = NibVocabulary(linter: try Linter())
    var answered = 0
    for path in Self.documents {
      guard let whole = FileManager.default.contents(atPath: path) else { continue }
      let bytes = [UInt8](whole)
      for cut in [bytes.count, bytes.count / 2] {
        let text = String(decoding: bytes[..<cut], as: UTF8.self)
        let document = TextDocument(uri: "file://\(path)", version: 1, text: text)
        let outline = DocumentOutline(document.bytes)
        let hover = HoverProvider(vocabulary: vocabulary, outline: outline)
        let definition = DefinitionProvider(outline: outline) { _ in nil }
        let references = ReferencesProvider(vocabulary: vocabulary, outline: outline)
        let completion = CompletionProvider(
          vocabulary: vocabulary, document: document, outline: outline, encoding: .utf16,
          snippets: true, nibNames: { ["Other"] })
        let fixes = QuickFixProvider(outline: outline, bytes: document.bytes)
        // Completion, by far the costliest, at one boundary in twenty.
        for (number, offset) in Self.boundaries(in: document.bytes).enumerated() {
          _ = hover.hover(at: offset)
          _ = definition.definition(at: offset)
          _ = references.references(at: offset, includeDeclaration: true)
          _ = references.renameTarget(at: offset)
          _ = references.id(at: offset).map(references.places(of:))
          if number % 20 == 0 { _ = completion.items(at: offset) }
          for rule in [
            "unknown-element", "unknown-property", "unresolved-reference", "unknown-event",
          ] {
            _ = fixes.fix(rule: rule, message: "'$x' is unknown; did you mean 'y'?", at: offset)
          }
          answered += 1
        }
        _ = DocumentSymbols.tree(of: outline, in: document, encoding: .utf16)
        _ = FoldingRanges.ranges(of: outline, in: document)
      }
    }
    #expect(answered > 50_000)
  }
}
