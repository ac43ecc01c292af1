import Foundation
import Testing

@testable import ViewLoader

/// The pre-scan in two halves (``PreScan/check(_:attributeLimit:counts:secondHalfFrom:secondHalf:)``,
/// which ``ReadAhead`` runs on two threads) must find what one pass finds, wherever the split
/// falls: in text, in a tag, a value, a comment, a multi-byte character or a line break pair.
@Suite struct PreScanSplitTests {
  /// What a pass reports, for comparison.
  private struct Outcome: Equatable, CustomStringConvertible {
    var problem: PreScan.Problem?
    var elements: Int
    var attributes: Int
    var lineStarts: [UInt32]

    var description: String {
      "problem \(String(describing: problem)), \(elements) elements, \(attributes) attributes, "
        + "lines \(lineStarts.map { String($0, radix: 16) })"
    }
  }

  private static let attributeLimit = 4

  private func whole(_ bytes: SourceBytes) -> Outcome {
    var counts = PreScan.Counts()
    let problem = PreScan.check(bytes, attributeLimit: Self.attributeLimit, counts: &counts)
    return Outcome(
      problem: problem, elements: counts.elements, attributes: counts.attributes,
      lineStarts: problem == nil ? counts.lineStarts : [])
  }

  private func halves(_ bytes: SourceBytes, split: Int) -> Outcome {
    var counts = PreScan.Counts()
    let problem = PreScan.check(
      bytes, attributeLimit: Self.attributeLimit, counts: &counts, secondHalfFrom: split
    ) {
      PreScan.scanSecondHalf(of: bytes, from: split, attributeLimit: Self.attributeLimit)
    }
    return Outcome(
      problem: problem, elements: counts.elements, attributes: counts.attributes,
      lineStarts: problem == nil ? counts.lineStarts : [])
  }

  /// Checks every split of `text` against the one pass.
  private func expectEverySplitAgrees(
    _ bytes: [UInt8], _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    bytes.withUnsafeBytes { raw in
      let source = SourceBytes(raw)
      let expected = whole(source)
      for split in 0...bytes.count {
        let actual = halves(source, split: split)
        if actual != expected {
          Issue.record(
            "\(what), split at \(split): \(actual)\n  one pass: \(expected)",
            sourceLocation: sourceLocation)
          return
        }
      }
    }
  }

  /// Documents whose every byte is a split worth trying.
  static let documents: [(String, String)] = [
    (
      "plain",
      "<nib version=\"1\">\n  <View id=\"a\" frame=\"0 0 1 1\"/>\n  <Label text=\"x\"/>\n</nib>\n"
    ),
    (
      "markup",
      "<?xml version=\"1.0\"?>\n<nib><!-- <View a=\"1\"> \n --><![CDATA[ <X> \n ]]><?pi <Y> ?>"
        + "<A b=\"<c>\" d='e\nf'/></nib>"
    ),
    ("multi-byte", "<nib>\n<L t=\"日本é\"/>é€𝄞 text <V/>\n€<W x=\"𝄞\"/>\n</nib>"),
    ("line breaks", "<nib>\r\n<A/>\r<B/>\n\r\n<C/>\r</nib>"),
    ("short lines", "<a>\n\n\n\n\n\n\n<b/>\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n</a>\n"),
    ("doctype late", "<nib>\n<A x=\"1\"/>\n<!DOCTYPE nib>\n<B/>\n</nib>"),
    ("doctype in comment", "<nib>\n<!-- <!DOCTYPE nib> -->\n<B/>\n</nib>"),
    (
      "too many attributes",
      "<nib>\n<A a=\"1\" b=\"2\"/>\n<B a=\"1\" b=\"2\" c=\"3\" d=\"4\" e=\"5\"/></nib>"
    ),
    ("bad UTF-8 late", "<nib>\n<A a=\"1\"/>\n<B t=\"\u{FFFD}\"/></nib>"),
  ]

  @Test(arguments: PreScanSplitTests.documents.map(\.0))
  func everySplitOfADocumentAgrees(_ name: String) {
    var bytes = Array(Self.documents.first { $0.0 == name }!.1.utf8)
    if name == "bad UTF-8 late" {
      // U+FFFD's three bytes become an overlong form of "<".
      let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
      let at = bytes.indices.first {
        bytes[$0..<min($0 + 3, bytes.count)].elementsEqual(replacement)
      }!
      bytes.replaceSubrange(at..<at + 3, with: [0xC0, 0xBC, 0x20])
    }
    expectEverySplitAgrees(bytes, name)
  }

  @Test func everySplitOfASmallFixtureAgrees() throws {
    let walker = try #require(FileManager.default.enumerator(atPath: Fixture.root.path))
    var checked = 0
    while let path = walker.nextObject() as? String {
      let url = Fixture.root.appendingPathComponent(path)
      // Read as the loader reads (Foundation's `Data(contentsOf:)` leaks its buffer on an
      // empty file); a folder named like a nib is a fixture too, and is passed over.
      guard path.hasSuffix(".nib"),
        case .success(let data) = SourceFile.read(
          path: url.path, displayName: path, limits: .default), data.count < 1_500
      else { continue }
      expectEverySplitAgrees(data, path)
      checked += 1
    }
    #expect(checked > 50)
  }

  @Test func theSplitPointIsAStartTagFromTheMiddle() {
    let text = "<nib><A/><!-- x --><B/><C/></nib>"
    Array(text.utf8).withUnsafeBytes { raw in
      let split = PreScan.splitPoint(in: SourceBytes(raw))
      // The middle is inside the comment; the next `<` followed by a letter is `<B/>`'s.
      #expect(split == 19)
    }
    Array("<a>text only</a>".utf8).withUnsafeBytes { raw in
      #expect(PreScan.splitPoint(in: SourceBytes(raw)) == nil)
    }
    // Only the 64 KB after the middle are searched: a run of comments there means one pass.
    let comments = String(repeating: "<!---->", count: 40_000)
    Array(("<a>" + comments + comments + "<b/></a>").utf8).withUnsafeBytes { raw in
      #expect(PreScan.splitPoint(in: SourceBytes(raw)) == nil)
    }
    // `<b/>` just after the middle.
    let before = comments + String(repeating: "<!---->", count: 100)
    Array(("<a>" + before + "<b/>" + comments + "</a>").utf8).withUnsafeBytes { raw in
      #expect(PreScan.splitPoint(in: SourceBytes(raw)) == 3 + before.utf8.count)
    }
  }
}
