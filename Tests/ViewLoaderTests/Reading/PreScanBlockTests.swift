import Foundation
import Testing

@testable import ViewLoader

/// The pre-scan reads runs of ordinary bytes 64 at a time (``PreScan/Scanner/scanBlocks(from:limit:)``)
/// and gives anything unusual back to its byte-by-byte pass: both ways must find the same first
/// problem, at the same offset, and the same counts and table of line starts, whatever the
/// bytes and wherever in a block the unusual ones fall.
@Suite struct PreScanBlockTests {
  private struct Outcome: Equatable, CustomStringConvertible {
    var problem: PreScan.Problem?
    var elements: Int
    var attributes: Int
    var lineStarts: [UInt32]

    var description: String {
      "problem \(String(describing: problem)), \(elements) elements, \(attributes) attributes, "
        + "\(lineStarts.count) lines"
    }
  }

  private static let attributeLimit = 6

  private func outcome(_ bytes: [UInt8], blocks: Bool) -> Outcome {
    bytes.withUnsafeBytes { raw in
      var counts = PreScan.Counts()
      let problem = PreScan.check(
        SourceBytes(raw), attributeLimit: Self.attributeLimit, counts: &counts,
        scansBlocks: blocks)
      return Outcome(
        problem: problem, elements: counts.elements, attributes: counts.attributes,
        lineStarts: counts.lineStarts)
    }
  }

  private func expectAgreement(
    _ bytes: [UInt8], _ what: @autoclosure () -> String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Bool {
    let expected = outcome(bytes, blocks: false)
    let actual = outcome(bytes, blocks: true)
    guard actual == expected else {
      Issue.record(
        "\(what()): in blocks \(actual)\n  byte by byte: \(expected)",
        sourceLocation: sourceLocation)
      return false
    }
    return true
  }

  /// Every fixture the project has (nib and xib files, hostile ones included) agrees.
  @Test func everyFixtureAgrees() throws {
    let walker = try #require(FileManager.default.enumerator(atPath: Fixture.root.path))
    var checked = 0
    while let path = walker.nextObject() as? String {
      // Read as the loader reads (FoundationEssentials' `contents(atPath:)` leaks its buffer on
      // an empty file, which LeakSanitizer reports); a file past the size limit is skipped.
      let full = Fixture.root.appendingPathComponent(path).path
      guard path.hasSuffix(".nib") || path.hasSuffix(".xib"),
        let bytes = try? SourceFile.read(path: full, displayName: path, limits: .default).get(),
        bytes.count < 4_000_000
      else { continue }
      _ = expectAgreement(bytes, path)
      checked += 1
    }
    #expect(checked > 100)
  }

  /// A document of the usual shape, a few kilobytes long, with one byte that needs a closer
  /// look put at every kind of place: each such byte, at many offsets (replacing a byte and
  /// inserted), agrees.
  @Test func anUnusualByteAnywhereAgrees() {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- viewcheck:disable x -->\n<nib>\n"
    for index in 0..<40 {
      text +=
        "  <View id=\"v\(index)\" frame=\"0 0 320 \(index)\" backgroundColor=\"#5C872E\">\n"
        + "    <Label id=\"l\(index)\" text=\"Tom &amp; Jerry über 日本 €\" font=\"system 17\"/>\n"
        + "    <Button id=\"b\(index)\"\n      title=\"ok\" tag=\"\(index)\"><action event=\"x\" handler=\"h\"/></Button>\n"
        + "  </View>\n"
    }
    text += "</nib>\n"
    let document = Array(text.utf8)
    #expect(expectAgreement(document, "the document"))
    let unusual: [[UInt8]] = [
      [0], [0x0D], [0x0D, 0x0A], [0x0A], [0x27], [0x22], [0x3C], [0x3E], [0x3D], [0x3C, 0x21],
      [0x3C, 0x3F], [0x3C, 0x2F], [0x80], [0xC3], [0xC0, 0xBC], [0xE2, 0x82], [0xF0, 0x9D],
      [0xED, 0xA0, 0x80], [0xFF], [0x3C, 0x21, 0x44, 0x4F, 0x43, 0x54, 0x59, 0x50, 0x45],
      Array(" a=\"1\" b=\"2\" c=\"3\" d=\"4\" e=\"5\" f=\"6\" g=\"7\"".utf8),
    ]
    var random = SeededGenerator(seed: 23)
    var failures = 0
    for round in 0..<4_000 where failures < 5 {
      let bytes = unusual[round % unusual.count]
      let at = Int(random.next() % UInt64(document.count))
      var mutated = document
      if round % 2 == 0 {
        mutated.replaceSubrange(at..<min(at + bytes.count, mutated.count), with: bytes)
      } else {
        mutated.insert(contentsOf: bytes, at: at)
      }
      if !expectAgreement(mutated, "\(bytes) at \(at), round \(round)") { failures += 1 }
    }
  }

  /// Text (element content, as Interface Builder writes a long string) of multi-byte
  /// characters that runs across a block's end, then a byte the blocks hand back (a carriage
  /// return, a single quote): the byte-by-byte pass must take over after the character, not
  /// inside it. Every shift within a block, every character length, agrees and finds no problem.
  @Test func aCharacterAcrossABlockBeforeAHandedBackByteAgrees() {
    var failures = 0
    for character in ["é", "中", "𝄞"] {
      for unusual in ["\r\n", "'"] {
        for shift in 0..<64 where failures < 5 {
          let text =
            "<a>" + String(repeating: " ", count: shift) + "<b>"
            + String(repeating: character, count: 40) + unusual + "</b>\n<c x=\"1\"/></a>\n"
          let bytes = Array(text.utf8)
          if !expectAgreement(bytes, "\(character) then \(unusual.debugDescription), \(shift)")
            || outcome(bytes, blocks: true).problem != nil
          {
            failures += 1
          }
        }
      }
    }
    #expect(failures == 0)
  }

  /// Files of very short lines stop the table of line starts; whole blocks of them agree too.
  @Test func manyShortLinesAgree() {
    let text = "<a>" + String(repeating: "\n", count: 3_000) + "<b x=\"1\"/>" + "</a>"
    #expect(expectAgreement(Array(text.utf8), "short lines"))
  }
}
