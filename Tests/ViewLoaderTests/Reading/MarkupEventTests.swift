import Testing

@testable import ViewLoader

/// The reader's markup items (what the formatter reads): every tag, comment and processing
/// instruction, with its exact bytes, in document order.
@Suite struct MarkupEventTests {
  /// Collects the items as text.
  private struct MarkupSink: DocumentSink {
    static var reportsMarkup: Bool { true }
    var bytes: [UInt8] = []
    var items: [String] = []
    mutating func prepare(elements: Int, attributes: Int) {}
    mutating func startElement(
      _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
    ) {}
    mutating func text(inElement element: Int32, named name: String, at position: SourcePosition) {}
    mutating func markup(_ item: MarkupItem) {
      items.append("\(item.kind) \(String(decoding: bytes[item.range], as: UTF8.self))")
    }
  }

  private func items(_ text: String) -> (items: [String], diagnostics: [Diagnostic]) {
    var sink = MarkupSink(bytes: Array(text.utf8))
    let bytes = sink.bytes
    let summary = bytes.withUnsafeBytes {
      XMLReader.read($0, file: "Markup.nib", limits: .default, into: &sink)
    }
    return (sink.items, summary.diagnostics)
  }

  @Test func everyPieceOfMarkupInOrder() {
    let text = """
      <?xml version="1.0"?>
      <?first <? not a start ?><!-- a, b-->
      <nib version="1"><View><![CDATA[ <?x?> </y> ]]><?pi data?></View ><View/><!--c--></nib>
      <!-- after -->
      """
    let result = items(text)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.items == [
        "processingInstruction <?first <? not a start ?>", "comment <!-- a, b-->",
        "startTag(element: 0) <nib version=\"1\">", "startTag(element: 1) <View>",
        "processingInstruction <?pi data?>", "endTag(element: 1) </View >",
        "startTag(element: 2) <View/>", "endTag(element: 2) ", "comment <!--c-->",
        "endTag(element: 0) </nib>", "comment <!-- after -->",
      ])
  }

  @Test func multiByteTextAndAttributesKeepOffsetsExact() {
    let result = items("<nib a=\"é>\" b='\"'>ü<!--ñ--><V\nc=\"1\"\n/></nib>")
    #expect(
      result.items == [
        "startTag(element: 0) <nib a=\"é>\" b='\"'>", "comment <!--ñ-->",
        "startTag(element: 1) <V\nc=\"1\"\n/>", "endTag(element: 1) ", "endTag(element: 0) </nib>",
      ])
  }

  @Test func sinksThatDoNotAskGetNoMarkup() {
    // The compiler's and the records' sinks do not ask (the reader's callbacks check once).
    #expect(!RecordingSink.reportsMarkup)
  }
}
