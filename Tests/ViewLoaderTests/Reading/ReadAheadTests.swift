import Foundation
import Testing

@testable import ViewLoader

/// A sink that writes every call down, in order: names and values as bytes (so that two
/// spellings of one character do not compare equal), tree places and positions. Name numbers
/// are not written (which number a name gets depends on where libxml2 put it in memory); it
/// checks instead that a number always stands for the same name.
private struct TranscriptSink: DocumentSink {
  var lines: [String] = []
  var numberedNames: [Int32: [UInt8]] = [:]

  mutating func check(_ name: String, _ id: Int32) {
    guard id >= 0 else { return }
    let bytes = Array(name.utf8)
    if let known = numberedNames[id], known != bytes {
      lines.append("number \(id) stands for \(known) and \(bytes)")
    }
    numberedNames[id] = bytes
  }

  mutating func prepare(elements: Int, attributes: Int) {
    lines.append("prepare \(elements) \(attributes)")
  }

  mutating func startElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) {
    check(element.name, element.nameID)
    var line =
      "element \(element.index) \(Array(element.name.utf8)) \(element.nameID < 0 ? "#-" : "#")"
      + " parent \(element.parent) depth \(element.depth) at \(element.position)"
    for attribute in attributes {
      check(attribute.name, attribute.nameID)
      line +=
        " | \(Array(attribute.name.utf8)) \(attribute.nameID < 0 ? "#-" : "#")"
        + " = \(Array(attribute.value))"
        + " at \(attribute.position)"
    }
    lines.append(line)
  }

  mutating func text(inElement element: Int32, named name: String, at position: SourcePosition) {
    lines.append("text \(element) \(Array(name.utf8)) at \(position)")
  }
}

/// What one way of reading reported: every sink call, then the summary.
private func transcript(_ bytes: [UInt8], limits: NibLimits = .default, readAhead: Bool)
  -> [String]
{
  var sink = TranscriptSink()
  let summary = bytes.withUnsafeBytes {
    readAhead
      ? ReadAhead.read($0, file: "t.nib", limits: limits, into: &sink)
      : XMLReader.read($0, file: "t.nib", limits: limits, into: &sink)
  }
  return sink.lines + [
    "elements \(summary.elementCount)",
    "comments \(summary.comments)",
    "diagnostics \(summary.diagnostics)",
  ]
}

/// Checks that reading ahead reports exactly what reading on one thread does.
private func expectSameEvents(
  _ bytes: [UInt8], limits: NibLimits = .default, _ what: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let alone = transcript(bytes, limits: limits, readAhead: false)
  let ahead = transcript(bytes, limits: limits, readAhead: true)
  #expect(ahead.count == alone.count, "\(what): call counts differ", sourceLocation: sourceLocation)
  if let first = zip(alone, ahead).enumerated().first(where: { $1.0 != $1.1 })?.offset {
    Issue.record(
      "\(what): call \(first) differs\n  one thread: \(alone[first])\n  read ahead: \(ahead[first])",
      sourceLocation: sourceLocation)
  }
}

/// A document of `count` views spread over several blocks, with everything the blocks carry
/// apart from plain events: values libxml2 rewrites (references, white space), prefixed names
/// and names past the numbering limit (both without a number), text, comments, non-ASCII.
/// With `onlyValid`, only what loads: no unknown or prefixed attributes, no text.
private func largeDocument(views count: Int, onlyValid: Bool = false) -> String {
  var text =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- viewcheck:disable too-many-views -->\n"
  text += "<nib version=\"1\" xmlns:x=\"urn:x\">\n<View id=\"root\" frame=\"0 0 320 480\">\n"
  for index in 0..<count {
    switch onlyValid && [1, 2, 3].contains(index % 7) ? 6 : index % 7 {
    case 0:
      text +=
        "  <Label id=\"l\(index)\" text=\"Tom &amp; Jerry &#233; \(index)\" frame=\"0 0 10 10\"/>\n"
    case 1:
      text += "  <Button id=\"b\(index)\" title=\"tab\there\" x:note=\"ü\(index)\">\n"
      text += "    <action event=\"touchUpInside\" handler=\"tap\(index)\"/>\n  </Button>\n"
    case 2:
      // A distinct attribute name per view: the numbers run out after 4,096 names.
      text += "  <View id=\"v\(index)\" custom\(index)=\"\(index)\"/>\n"
    case 3:
      text += "  <Label id=\"t\(index)\">some text €\(index)</Label>\n"
    case 4:
      text +=
        "  <!-- viewcheck:disable-next unused-id -->\n  <ImageView id=\"i\(index)\" image=\"日本\"/>\n"
    default:
      text += "  <View id=\"w\(index)\" frame=\"1 2 3 4\" tag=\"\(index)\" isHidden=\"false\"/>\n"
    }
  }
  return text + "</View>\n</nib>\n"
}

@Suite struct ReadAheadTests {
  /// Reading ahead counts the cores this process may run on (its affinity mask, which
  /// `taskset -c 0` narrows to one), not the machine's: the mask's count agrees with the
  /// kernel's list of the same cores (`Cpus_allowed_list`, ranges such as `0-1,4`).
  @Test func theCoresCountedAreThoseTheProcessMayRunOn() throws {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(
      status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
    var listed = 0
    for range in line.dropFirst("Cpus_allowed_list:".count).split(separator: ",") {
      let bounds = range.split(separator: "-").compactMap {
        Int($0.trimmingCharacters(in: .whitespaces))
      }
      listed += bounds.count == 2 ? bounds[1] - bounds[0] + 1 : bounds.count
    }
    #expect(listed >= 1)
    #expect(ReadAhead.allowedCores() == listed)
  }

  @Test func everyFixtureReadsTheSameAhead() throws {
    let root = Fixture.root
    let walker = try #require(FileManager.default.enumerator(atPath: root.path))
    var checked = 0
    while let path = walker.nextObject() as? String {
      let url = root.appendingPathComponent(path)
      // Read as the loader reads (Foundation's `Data(contentsOf:)` leaks its buffer on an
      // empty file); a folder named like a nib is a fixture too, and is passed over.
      guard path.hasSuffix(".nib"),
        case .success(let data) = SourceFile.read(
          path: url.path, displayName: path, limits: .default)
      else { continue }
      expectSameEvents(data, path)
      checked += 1
    }
    #expect(checked > 100, "only \(checked) fixtures found under \(root.path)")
  }

  @Test func aLargeDocumentReadsTheSameAhead() {
    let count = 9 * ReadAhead.elementsPerBlock
    let bytes = Array(largeDocument(views: count).utf8)
    let events = transcript(bytes, readAhead: true)
    // The document is what it is meant to be: many blocks, names with and without numbers,
    // rewritten values, text and comments.
    #expect(events.count > count)
    #expect(events.contains { $0.contains(" #- = ") })
    #expect(events.contains { $0.hasPrefix("text ") })
    #expect(events.last == "diagnostics []")
    expectSameEvents(bytes, "large document")
  }

  /// The caller's thread works out every position from a byte offset: with the pre-scan's
  /// table of lines, without one (a file of lines shorter than 16 bytes keeps none), after a
  /// byte order mark, across CRLF and lone CR line breaks, after multi-byte characters.
  @Test func positionsAreWorkedOutTheSameOnTheOtherThread() {
    let shortLines =
      "<nib\nversion='1'>\n"
      + (0..<3_000).map { "<V\nid='v\($0)'\n/>\r\n" }.joined() + "</nib>\n"
    let withMark =
      [0xEF, 0xBB, 0xBF]
      + Array(
        ("<nib version='1'>\r" + (0..<3_000).map { "<L text='é€\($0)' id='l\($0)'/>é\r" }.joined()
          + "</nib>").utf8)
    for (name, bytes) in [("short lines", Array(shortLines.utf8)), ("byte order mark", withMark)] {
      let events = transcript(bytes, readAhead: true)
      #expect(events.count > 3_000, "\(name)")
      #expect(!events.contains { $0.contains("line: 0") }, "\(name): an offset was passed on")
      expectSameEvents(bytes, name)
    }
  }

  @Test func aFailureAfterManyBlocksIsReportedTheSame() {
    let document = largeDocument(views: 6 * ReadAhead.elementsPerBlock)
    // Cut off inside a tag, past several blocks.
    let cut = Array(document.utf8.prefix(document.utf8.count * 2 / 3)) + Array("<View id=".utf8)
    let events = transcript(cut, readAhead: true)
    #expect(events.last?.contains("xml-syntax") == true, "\(events.last ?? "")")
    expectSameEvents(cut, "cut-off document")

    var limits = NibLimits.default
    limits.objects = 3 * ReadAhead.elementsPerBlock + 17
    let bytes = Array(document.utf8)
    #expect(
      transcript(bytes, limits: limits, readAhead: true).last?.contains("limit-exceeded") == true)
    expectSameEvents(bytes, limits: limits, "object limit passed")
  }

  @Test func compilingAheadGivesTheSameResult() throws {
    let valid = largeDocument(views: 4_000)
    let invalid = valid.replacingOccurrences(of: "frame=\"1 2 3 4\"", with: "frame=\"1 2 x 4\"")
      .replacingOccurrences(of: "isHidden=\"false\"", with: "isHidden=\"maybe\"")
    for (name, document) in [("valid", valid), ("invalid", invalid)] {
      let bytes = Array(document.utf8)
      #expect(bytes.count >= ReadAhead.threshold, "\(name) is too small to be read ahead")
      func compile(readsAhead: Bool) -> CompileOutput {
        let compiler = NibCompiler(registry: .standard, readsAhead: readsAhead)
        return bytes.withUnsafeBytes { compiler.compile($0, file: "t.nib", name: "t").0 }
      }
      let alone = compile(readsAhead: false)
      let ahead = compile(readsAhead: true)
      #expect(ahead.diagnostics == alone.diagnostics, "\(name)")
      #expect(ahead.template?.nodes.count == alone.template?.nodes.count, "\(name)")
      #expect(ahead.template != nil)
      if name == "invalid" {
        #expect(ahead.diagnostics.filter { $0.severity == .error }.count > 1_000)
      }
    }
  }

  @Test func theLoaderReadsLargeFilesAheadWithTheSameObjects() throws {
    let xml = largeDocument(views: 7_000, onlyValid: true)
    #expect(xml.utf8.count >= ReadAhead.threshold)
    let nib = try Nib(xml: xml, name: "Large")
    let loaded = try nib.instantiate()
    #expect(loaded.objects(ofType: Label.self).count == 1_000)
    #expect(loaded.objects(ofType: ImageView.self).count == 1_000)
    #expect(try loaded.object(withID: "l6993", as: Label.self).text == "Tom & Jerry é 6993")
    #expect(try loaded.object(withID: "w6999", as: View.self).tag == 6999)
  }
}
