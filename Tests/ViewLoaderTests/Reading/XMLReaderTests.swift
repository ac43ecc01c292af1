import Testing

@testable import ViewLoader

/// Reads `bytes` with the reader, as the loader does.
private func read(_ bytes: [UInt8], limits: NibLimits = .default) -> DocumentRecords {
  bytes.withUnsafeBytes { XMLReader.read($0, file: "test.nib", limits: limits) }
}

/// Reads UTF-8 text.
private func read(_ text: String, limits: NibLimits = .default) -> DocumentRecords {
  read(Array(text.utf8), limits: limits)
}

/// Reads with libxml2 only, skipping the pre-scan (to reach the DOCTYPE callback).
private func parseWithoutPreScan(_ text: String) -> DocumentRecords {
  Array(text.utf8).withUnsafeBytes {
    XMLReader.parse(SourceBytes($0), file: "test.nib", limits: .default)
  }
}

private func at(_ line: Int, _ column: Int) -> SourcePosition {
  SourcePosition(line: line, column: column)
}

/// The only diagnostic, as `line:column rule`.
private func single(_ records: DocumentRecords) -> String {
  guard records.diagnostics.count == 1, let diagnostic = records.diagnostics.first else {
    return "expected one diagnostic, got \(records.diagnostics)"
  }
  return "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.rule)"
}

@Suite struct XMLReaderPositionTests {
  @Test func elementsAndAttributesCarryExactPositions() {
    let records = read(
      """
      <nib version="1">
      \t<View id="a"  frame="0 0 1 1"/>
        <Label text="é" \tid="b"><Button
          title='x'/></Label>
      </nib>
      """)
    #expect(records.diagnostics.isEmpty)
    #expect(records.elements.map(\.name) == ["nib", "View", "Label", "Button"])
    #expect(records.elements.map(\.position) == [at(1, 1), at(2, 2), at(3, 3), at(3, 27)])
    #expect(records.elements.map(\.parent) == [-1, 0, 0, 2])
    #expect(records.elements.map(\.depth) == [0, 1, 1, 2])
    #expect(records.attributes.map(\.name) == ["version", "id", "frame", "text", "id", "title"])
    #expect(
      records.attributes.map(\.position) == [
        at(1, 6), at(2, 8), at(2, 16), at(3, 10), at(3, 20), at(4, 5),
      ])
    #expect(records.elements[1].attributes == 1..<3)
    #expect(records.elements[3].attributes == 5..<6)
  }

  /// Attribute positions come from where libxml2's values sit in its copy of the bytes when
  /// it did not rewrite them, and from scanning the tag when it did (a reference, a tab or a
  /// line break in a value): both ways must agree, in one tag and across tags.
  @Test func attributePositionsAgreeWhetherOrNotValuesWereRewritten() {
    let records = read(
      """
      <nib a = "1"
        b	=	'2' xmlns:x="u" x:c="3"><V d="&amp;" e="4"/><V f="t	ab" g="5"/>
      <V h="line
      break" i='6'/></nib>
      """)
    #expect(records.diagnostics.isEmpty)
    #expect(records.attributes.map(\.name) == ["a", "b", "x:c", "d", "e", "f", "g", "h", "i"])
    #expect(
      records.attributes.map(\.position) == [
        at(1, 6), at(2, 3), at(2, 23), at(2, 34), at(2, 44), at(2, 54), at(2, 63), at(3, 4),
        at(4, 8),
      ])
    #expect(
      records.attributes.map(\.value) == ["1", "2", "3", "&", "4", "t ab", "5", "line break", "6"])
  }

  @Test func columnsCountScalarsAfterMultiByteCharacters() {
    // "é" is 2 bytes, "€" 3, "𝄞" 4: each is one column.
    let records = read("<nib a=\"é€𝄞\" b=\"1\"><€/><V c=\"2\"/></nib>")
    #expect(records.diagnostics.isEmpty)
    #expect(records.attributes.map(\.position) == [at(1, 6), at(1, 14), at(1, 27)])
    #expect(records.elements.map(\.position) == [at(1, 1), at(1, 20), at(1, 24)])
    #expect(records.elements[1].name == "€")
  }

  @Test func crlfAndLoneCRAreOneLineBreak() {
    let records = read("<nib>\r\n  <A/>\r\n\r\n\t<B x=\"1\"/>\r  <C/>\n</nib>")
    #expect(records.diagnostics.isEmpty)
    #expect(records.elements.map(\.position) == [at(1, 1), at(2, 3), at(4, 2), at(5, 3)])
    #expect(records.attributes.map(\.position) == [at(4, 5)])
  }

  @Test func utf8ByteOrderMarkIsAcceptedAndNotAColumn() {
    let records = read([0xEF, 0xBB, 0xBF] + Array("<nib a=\"1\"><V/></nib>".utf8))
    #expect(records.diagnostics.isEmpty)
    #expect(records.elements.map(\.position) == [at(1, 1), at(1, 12)])
    #expect(records.attributes.map(\.position) == [at(1, 6)])
  }

  @Test func positionsOnAOneMegabyteLine() {
    let element = "<View id=\"v\"/>"  // 14 columns
    let count = 1_048_576 / 14
    let text =
      "<nib é=\"\(String(repeating: "é", count: 100))\">"
      + String(repeating: element, count: count) + "<Last x=\"1\"/></nib>"
    let records = read(text)
    #expect(records.diagnostics.isEmpty)
    #expect(records.elements.count == count + 2)
    let first = 1 + "<nib é=\"".count + 100 + 2
    #expect(records.elements[1].position == at(1, first))
    #expect(records.elements[count].position == at(1, first + (count - 1) * 14))
    #expect(records.elements[count + 1].position == at(1, first + count * 14))
    #expect(records.attributes.last?.position == at(1, first + count * 14 + 6))
  }

  @Test func markupThatLooksLikeTagsIsSkipped() {
    let records = read("<nib><?pi <X>?><A><![CDATA[<Y>]]><!-- <Z> --><B c=\">\"/></A></nib>")
    #expect(records.diagnostics.isEmpty)
    #expect(records.elements.map(\.name) == ["nib", "A", "B"])
    #expect(records.elements.map(\.position) == [at(1, 1), at(1, 16), at(1, 46)])
    #expect(records.attributes.map(\.position) == [at(1, 49)])
  }

  @Test func concurrentReadsAgree() async {
    let text =
      "<nib>" + (0..<2_000).map { "\n <View id=\"v\($0)\" tag=\"\($0)\"/>" }.joined()
      + "</nib>"
    let expected = read(text).attributes.map(\.position)
    let results = await withTaskGroup(of: [SourcePosition].self) { group in
      for _ in 0..<8 {
        group.addTask { read(text).attributes.map(\.position) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == expected })
  }

  /// The reader steps over plain bytes (no line break, no multi-byte character) between
  /// attribute names by counting them; random tags with line breaks, tabs, multi-byte
  /// characters and namespace declarations in names, values and the space between must get
  /// the positions that a plain count of lines and scalars gives.
  @Test(arguments: 0..<200)
  func attributePositionsMatchACountOfLinesAndScalars(seed: Int) {
    var random = SplitMix(seed: UInt64(seed))
    func pick(_ items: [String]) -> String { items[Int(random.next() % UInt64(items.count))] }
    let spaces = [" ", "  ", "\n  ", "\t", "\r\n\t", "\r", " \n"]
    let names = ["a", "frame", "backgroundColor", "é", "x:y", "日本"]
    let parts = [
      "a", "12,50", "€", "日本", "\n", "\r\n", "\t", " ", "über", "&amp;", "a longer plain run",
    ]
    var text = "<nib xmlns:x=\"u\">"
    var expected: [(name: String, position: SourcePosition)] = []
    for element in 0..<4 {
      text += pick(spaces) + (element % 2 == 0 ? "<Vé" : "<V")
      for index in 0..<Int(random.next() % 6) {
        if random.next() % 4 == 0 { text += pick(spaces) + "xmlns:n\(index)=\"v\"" }
        text += pick(spaces)
        let name = pick(names) + "\(index)"
        expected.append((name, endPosition(of: text)))
        let quote = pick(["\"", "'"])
        let value = (0..<Int(random.next() % 5)).map { _ in pick(parts) }.joined()
        text += name + pick(["=", " = ", "\n=\t"]) + quote + value + quote
      }
      text += pick(["", " ", "\n"]) + "/>"
    }
    text += "</nib>"
    let records = read(text)
    #expect(records.diagnostics.isEmpty, "\(records.diagnostics)")
    #expect(records.attributes.map(\.name) == expected.map(\.name))
    #expect(
      records.attributes.map(\.position) == expected.map(\.position), "\(text.debugDescription)")
  }

  /// Element, attribute, text and comment positions come from the pre-scan's table of line
  /// starts: random documents with LF, CRLF and lone CR breaks, tabs and multi-byte characters
  /// in text, values, comments, CDATA and between attributes must get the positions a plain
  /// count of lines and scalars gives, and the same as a cursor that walks every byte (the
  /// reader without the pre-scan).
  @Test(arguments: 0..<200)
  func elementPositionsMatchACountOfLinesAndScalars(seed: Int) {
    var random = SplitMix(seed: UInt64(seed) &+ 1_000)
    func pick(_ items: [String]) -> String { items[Int(random.next() % UInt64(items.count))] }
    let breaks = ["\n", "\r\n", "\r", "\n\n", "\r\n\r\n", "\n\r"]
    let runs = ["  ", "\t", "", "    ", " \t "]
    let texts = ["é", "日本", "𝄞", "€ 12,50", "plain", "&amp;", "&#233;"]
    let markup = [
      "<!-- a\nb € -->", "<?pi x\r\ny?>", "<![CDATA[ é\r\n ]]>", "<!--\r-->", "<!---->",
    ]
    var text = "<nib>"
    var elements: [SourcePosition] = [at(1, 1)]
    var attributes: [SourcePosition] = []
    var open = 0
    for element in 0..<12 {
      for _ in 0..<Int(random.next() % 3) {
        switch random.next() % 4 {
        case 0: text += pick(breaks)
        case 1: text += pick(runs)
        case 2 where open > 0: text += pick(texts)
        default: text += pick(markup)
        }
      }
      text += pick(breaks) + pick(runs)
      elements.append(endPosition(of: text))
      text += "<V"
      for index in 0..<Int(random.next() % 3) {
        text += pick([" ", "\n", "\r\n\t", " \r "])
        attributes.append(endPosition(of: text))
        text += (element % 3 == 0 ? "é" : "a") + "\(index)=\"" + pick(texts + ["", "x\ny"]) + "\""
      }
      if open < 3 && random.next() % 2 == 0 {
        text += ">"
        open += 1
      } else {
        text += "/>"
      }
      while open > 0 && random.next() % 3 == 0 {
        text += pick(breaks) + "</V>"
        open -= 1
      }
    }
    text += String(repeating: "</V>", count: open) + pick(breaks) + "</nib>"
    // The positions below come from the table, not from a walk over the bytes.
    var counts = PreScan.Counts()
    _ = Array(text.utf8).withUnsafeBytes {
      PreScan.check(SourceBytes($0), attributeLimit: 10, counts: &counts)
    }
    #expect(counts.lineStarts.count == endPosition(of: text).line)
    let records = read(text)
    #expect(records.diagnostics.isEmpty, "\(records.diagnostics)")
    #expect(records.elements.map(\.position) == elements, "\(text.debugDescription)")
    #expect(records.attributes.map(\.position) == attributes, "\(text.debugDescription)")
    let walked = parseWithoutPreScan(text)
    #expect(walked.elements.map(\.position) == elements)
    #expect(walked.attributes.map(\.position) == attributes)
    #expect(walked.texts.map(\.position) == records.texts.map(\.position))
    #expect(walked.comments.map(\.position) == records.comments.map(\.position))
  }

  /// The cursor gives every offset the same position from the pre-scan's table as from a
  /// walk over the bytes: each offset in order (line breaks, both bytes of a CRLF, tabs and
  /// the bytes of multi-byte characters included), then some offsets behind the cursor.
  @Test func lineTableAndWalkAgreeOnEveryOffset() {
    let text = "<nib a=\"é\"\r\n\t<V/>\r\r\n<!-- 日本\n\n -->\r<W b='𝄞 x'/>\n</nib>"
    let bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    bytes.withUnsafeBytes { raw in
      let source = SourceBytes(raw)
      var counts = PreScan.Counts()
      #expect(PreScan.check(source, attributeLimit: 10, counts: &counts) == nil)
      #expect(counts.lineStarts.count == 8)
      var table = LineCursor(start: 3, lineStarts: counts.lineStarts)
      var walk = LineCursor(start: 3)
      for offset in 0...bytes.count {
        #expect(
          table.position(of: offset, in: source) == walk.position(of: offset, in: source),
          "offset \(offset)")
      }
      for offset in [40, 7, 3, 0, 25, bytes.count + 5] {
        #expect(
          table.position(of: offset, in: source) == walk.position(of: offset, in: source),
          "offset \(offset) again")
      }
    }
  }

  /// The pre-scan notes where each line starts (after LF, CRLF or a lone CR; after a byte
  /// order mark for line 1), flags the lines with a multi-byte character, and gives the table
  /// up for a file of very short lines (the cursor then walks the bytes).
  @Test func preScanNotesEachLineStart() {
    func lineStarts(_ bytes: [UInt8]) -> [UInt32] {
      var counts = PreScan.Counts()
      let problem = bytes.withUnsafeBytes {
        PreScan.check(SourceBytes($0), attributeLimit: 10, counts: &counts)
      }
      #expect(problem == nil)
      return counts.lineStarts
    }
    let flag = PreScan.Counts.multiByteLine
    // Lines: 0 "<nib a="1"\r\n" (12 bytes), 12 "b="é">\r" (8, é), 20 "<!-- x\n" (7),
    // 27 "-->日\n" (7, 日), 34 "</nib>".
    let text = "<nib a=\"1\"\r\nb=\"é\">\r<!-- x\n-->日\n</nib>"
    #expect(Array(text.utf8).count == 40)
    #expect(lineStarts(Array(text.utf8)) == [0, 12 | flag, 20, 27 | flag, 34])
    #expect(lineStarts([0xEF, 0xBB, 0xBF] + Array("<nib/>\n".utf8)) == [3, 10])
    // 400 lines of 6 bytes: more than one line per 16 bytes.
    let short = Array(("<nib>" + String(repeating: "\n<V/>", count: 400) + "</nib>").utf8)
    #expect(lineStarts(short) == [])
    // Without the table the cursor walks the bytes, to the same positions.
    let records = read(short)
    #expect(records.elements.last?.position == at(401, 1))
  }

  /// A value libxml2 hands over in place gives its name's position back (before its quote,
  /// `=` and white space); a value libxml2 rewrote (a reference, a tab or line break it
  /// normalizes) is a copy, and its name is found by a scan forward, past namespace
  /// declarations. Either way the positions and values are the source's. The pre-scan counts
  /// only the `=` signs of attributes, not those in values, comments or text.
  @Test func attributeNamesComeFromValuesInPlaceOrAScan() {
    let parts: [(name: String, written: String, value: String)] = [
      ("a", "a=\"x=y>\"", "x=y>"),
      ("é", "é = '1'", "1"),
      ("b", "b=\"&amp;&#38;\"", "&&"),
      ("c", "c\n=\t\"t\tu\"", "t u"),
      ("x:d", "x:d='€'", "€"),
      ("e", "e=\"\"", ""),
    ]
    var text = "<nib><!-- f=\"1\" --><V xmlns:x=\"u\" "
    var expected: [SourcePosition] = []
    for (index, part) in parts.enumerated() {
      expected.append(endPosition(of: text))
      text += part.written + " xmlns:y\(index)=\"v\"\n "
    }
    text += "/>g=1</nib>"
    let records = read(text)
    #expect(records.diagnostics.isEmpty, "\(records.diagnostics)")
    #expect(records.attributes.map(\.name) == parts.map(\.name))
    #expect(records.attributes.map(\.value) == parts.map(\.value))
    #expect(records.attributes.map(\.position) == expected)
    var counts = PreScan.Counts()
    let problem = Array(text.utf8).withUnsafeBytes {
      PreScan.check(SourceBytes($0), attributeLimit: 20, counts: &counts)
    }
    #expect(problem == nil)
    #expect(counts.attributes == parts.count * 2 + 1)
  }

  @Test func namespaceDeclarationsAreSkippedAndPrefixesKept() {
    let records = read("<nib xmlns=\"u\" xmlns:x=\"v\" x:a=\"1\" b=\"2\"/>")
    #expect(records.diagnostics.isEmpty)
    #expect(records.attributes.map(\.name) == ["x:a", "b"])
    #expect(records.attributes.map(\.position) == [at(1, 28), at(1, 36)])
  }
}

@Suite struct XMLReaderContentTests {
  @Test func attributeValuesHaveEntitiesAndReferencesReplaced() {
    let records = read(
      "<nib a=\"x &amp; &lt;y&gt; &#65;&#x42; &quot;&apos;\" b='line\nbreak' c=\"\" "
        + "d=\"&#38;&amp;#38;&#x26;amp;\"/>")
    #expect(records.diagnostics.isEmpty)
    #expect(records.attributes.map(\.value) == ["x & <y> AB \"'", "line break", "", "&&#38;&amp;"])
  }

  /// A valid file over 10 MB whose last bytes follow long values: parsed from one copy in
  /// memory, libxml2 2.9 rejects it ("Huge input lookup", as `xmllint --memory` does); read
  /// through a window it is accepted. Values, positions and errors must not depend on where
  /// a window ends.
  @Test func filesOverTenMegabytesReadWholeAndPlacedExactly() {
    // 'é' is two bytes and '€' three, so window ends fall inside characters too.
    let long = String(repeating: "aé€", count: 40_000)  // 240,000 bytes
    var text = "<nib>\n"
    for index in 0..<300 {
      text += "  <View id=\"v\(index)\" text=\"\(index % 7 == 0 ? long : "é\(index)")\"/>\n"
    }
    let end = endPosition(of: text)
    let records = read(text + "</nib>")
    #expect(records.diagnostics.isEmpty)
    #expect(records.elements.count == 301)
    #expect(records.attributes.count == 600)
    #expect(records.attributes[1].value == long)
    #expect(records.attributes[599].value == "é299")
    #expect(records.elements.last?.position == at(Int(end.line) - 1, 3))
    #expect(records.attributes.last?.position == at(Int(end.line) - 1, 19))
    // An error in the last bytes of the file is still placed exactly.
    let broken = read(text + "</nib")
    #expect(single(broken) == "\(end.line):6 xml-syntax")
  }

  @Test func textRecordsPointAtTheFirstNonWhiteSpaceCharacter() {
    let records = read(
      """
      <nib>
        <A>  hello <B/> again</A>
        <C>
          &amp; more</C>
        <D><!-- note --><?pi x?>  <![CDATA[  ]]> &#32;&#xA; <![CDATA[ x]]></D>
        <E>   </E>
      </nib>
      """)
    #expect(records.diagnostics.isEmpty)
    #expect(records.texts.map(\.element) == [1, 3, 4])
    #expect(records.texts.map(\.position) == [at(2, 8), at(4, 5), at(5, 65)])
  }

  @Test func onlyTheFirstTextOfAnElementIsRecorded() {
    let records = read("<nib><A>x<B>y</B>z</A></nib>")
    #expect(records.texts.map(\.element) == [1, 2])
    #expect(records.texts.map(\.position) == [at(1, 9), at(1, 13)])
  }

  @Test func commentsRecordTextPositionAndNextElement() {
    let records = read(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <!-- viewcheck:disable unused-id -->
      <nib>
        <!--viewcheck:disable-next too-deep--><A/>
        <B><!----></B>
      </nib>
      <!-- after -->
      """)
    #expect(records.diagnostics.isEmpty)
    // Only comments that may be suppressions are recorded.
    #expect(
      records.comments.map(\.text) == [
        " viewcheck:disable unused-id ", "viewcheck:disable-next too-deep",
      ])
    #expect(records.comments.map(\.position) == [at(2, 1), at(4, 3)])
    #expect(records.comments.map(\.nextElement) == [0, 1])
  }

  /// A tag or text after comments is found after the last comment, at its own position.
  @Test func tagsAndTextAfterCommentsKeepTheirPositions() {
    let records = read(
      """
      <!-- a --><!-- <B/> -->
      <nib><!-- <C/> --> <A>
        <!-- x > y -->  text <!-- z --></A><!----><D/></nib>
      """)
    #expect(records.diagnostics.isEmpty)
    #expect(records.elements.map(\.position) == [at(2, 1), at(2, 20), at(3, 45)])
    #expect(records.texts.map(\.position) == [at(3, 19)])
  }

  @Test func commentsPastTheFindingsLimitAreNotRecorded() {
    let comments = String(
      repeating: "<!-- viewcheck:disable unused-id --><!-- other -->", count: 50)
    let records = read("<nib>\(comments)</nib>", limits: NibLimits(findings: 20))
    #expect(records.diagnostics.isEmpty)
    #expect(records.comments.count == 20)
  }

  @Test func processingInstructionsAreIgnored() {
    let records = read("<?xml version=\"1.0\"?><?style x?><nib><?pi <a>?><A/></nib>")
    #expect(records.diagnostics.isEmpty)
    #expect(records.elements.map(\.name) == ["nib", "A"])
    #expect(records.texts.isEmpty)
  }
}

@Suite struct XMLReaderErrorTests {
  @Test func syntaxErrorsUseLibxml2sPosition() {
    let records = read("<nib>\n  <View></Label>\n</nib>")
    #expect(single(records) == "2:17 xml-syntax")
    let message = records.diagnostics.first?.message ?? ""
    #expect(message == "Opening and ending tag mismatch: View and Label")
    // libxml2 does not count a UTF-8 byte order mark as a column either.
    let marked = read([0xEF, 0xBB, 0xBF] + Array("<nib>\n  <View></Label>\n</nib>".utf8))
    #expect(single(marked) == "2:17 xml-syntax")
  }

  @Test func messagesNeverSpanLines() {
    let records = read("<nib>\n<A b=\"1\" b=\"2\"/>\n<\u{1}")
    #expect(records.diagnostics.count == 1)
    #expect(records.diagnostics.allSatisfy { !$0.message.contains("\n") })
    #expect(MessageText.clean("bad\nname line 12 and\u{1B}[31m\n") == "bad\\nname and\\u{1B}[31m")
  }

  /// Messages name types after the article their first sound takes.
  @Test(arguments: [
    ("Label", "a Label"), ("ImageView", "an ImageView"), ("Object", "an Object"),
    ("ActivityIndicator", "an ActivityIndicator"), ("UIView", "a UIView"),
    ("UserDefaultsController", "a UserDefaultsController"), ("Unknown", "an Unknown"),
    ("int", "an int"), ("color", "a color"), ("", "a "),
  ])
  func typeNamesTakeTheirArticle(_ name: String, _ phrase: String) {
    #expect(MessageText.withArticle(name) == phrase)
  }

  @Test func doctypeIsRejectedAloneAndFast() {
    var laughs = "<?xml version=\"1.0\"?>\n  <!DOCTYPE nib [\n <!ENTITY l0 \"ha\">\n"
    for level in 1...40 {
      let previous = "&l\(level - 1);"
      laughs += " <!ENTITY l\(level) \"\(String(repeating: previous, count: 10))\">\n"
    }
    laughs += "]>\n<nib a=\"&l40;\">&l40;</nib>\n"
    #expect(single(read(laughs)) == "2:3 xml-dtd")
    // Without the pre-scan, libxml2's DOCTYPE callback stops the parse at once.
    let records = parseWithoutPreScan(laughs)
    #expect(single(records) == "2:3 xml-dtd")
    #expect(records.elements.isEmpty)
  }

  @Test func externalEntitiesAreNeverRead() throws {
    let secret = "TOP-SECRET-\(UInt32.random(in: 0...UInt32.max))"
    let directory = try TemporaryDirectory()
    let path = try directory.write("secret.txt", Array(secret.utf8))
    let documents = [
      "<!DOCTYPE nib [<!ENTITY x SYSTEM \"file://\(path)\">]><nib a=\"&x;\">&x;</nib>",
      "<!DOCTYPE nib SYSTEM \"\(path)\"><nib>&x;</nib>",
      "<!DOCTYPE nib [<!ENTITY % p SYSTEM \"\(path)\"> %p;]><nib/>",
    ]
    for document in documents {
      for records in [read(document), parseWithoutPreScan(document)] {
        #expect(single(records) == "1:1 xml-dtd")
        let seen =
          records.attributes.map(\.value) + records.comments.map(\.text)
          + records.diagnostics.map(\.message)
        #expect(!seen.contains { $0.contains(secret) })
      }
    }
  }

  @Test func nulBytesAreRejected() {
    let records = read(Array("<nib>\n ab".utf8) + [0] + Array("</nib>".utf8))
    #expect(single(records) == "2:4 xml-syntax")
    #expect(records.diagnostics.first?.message == "NUL character is not allowed")
    #expect(single(read(Array("<nib/>".utf8) + [0] + Array("junk".utf8))) == "1:7 xml-syntax")
  }

  @Test(
    arguments: [
      ([0xFF], "byte that never occurs"),
      ([0x80], "unexpected continuation byte"),
      ([0xC0, 0x80], "overlong encoding"),
      ([0xE0, 0x80, 0x80], "overlong encoding"),
      ([0xF0, 0x80, 0x80, 0x80], "overlong encoding"),
      ([0xED, 0xA0, 0x80], "surrogate"),
      ([0xF4, 0x90, 0x80, 0x80], "above U+10FFFF"),
      ([0xF5, 0x80, 0x80, 0x80], "above U+10FFFF"),
      ([0xE2, 0x82, 0x41], "truncated"),
      ([0xC3, 0x20], "truncated"),
    ] as [([UInt8], String)])
  func invalidUTF8IsRejectedAtItsFirstByte(sequence: [UInt8], reason: String) {
    // Line 2, after "é" (one column): the bad sequence starts at column 9.
    let records = read(Array("<nib>\n <a t=\"é".utf8) + sequence + Array("\"/></nib>".utf8))
    #expect(single(records) == "2:9 xml-encoding")
    #expect(records.diagnostics.first?.message.contains(reason) == true)
  }

  /// The pre-scan skips plain ASCII eight bytes at a time: bad bytes at every alignment, in
  /// text, attribute values, comments and the names inside a start tag, must still be found
  /// at their exact column.
  @Test(arguments: 0..<17)
  func badBytesAreFoundAtEveryAlignment(offset: Int) {
    let padding = String(repeating: "x", count: offset)
    for (prefix, suffix) in [
      ("<nib>", "</nib>"), ("<nib a=\"", "\"/>"), ("<nib><!--", "--></nib>"),
      ("<nib a", "=\"1\"/>"), ("<nib a='", "'/>"), ("<nib a = \"", "\"/>"),
      ("<nib a=\"=>\" b='", "'/>"),
    ] {
      let head = Array((prefix + padding).utf8)
      let tail = Array((String(repeating: "y", count: 20) + suffix).utf8)
      let column = prefix.count + offset + 1
      #expect(single(read(head + [0] + tail)) == "1:\(column) xml-syntax")
      #expect(single(read(head + [0xC0, 0x80] + tail)) == "1:\(column) xml-encoding")
      #expect(read(head + Array("é".utf8) + tail).diagnostics.isEmpty)
    }
  }

  @Test func truncatedSequenceAtTheEndOfTheFile() {
    #expect(single(read(Array("<nib/>".utf8) + [0xE2, 0x82])) == "1:7 xml-encoding")
  }

  @Test func utf16AndUTF32AreRejectedAtTheStart() {
    let text = "<nib/>"
    let littleEndian: [UInt8] = text.utf16.flatMap { unit -> [UInt8] in
      [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let bigEndian: [UInt8] = text.utf16.flatMap { unit -> [UInt8] in
      [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
    let utf16LE: [UInt8] = [0xFF, 0xFE] + littleEndian
    let utf16BE: [UInt8] = [0xFE, 0xFF] + bigEndian
    let noMark = littleEndian
    let utf32BE: [UInt8] = [0, 0, 0xFE, 0xFF, 0, 0, 0, 0x3C]
    for bytes in [utf16LE, utf16BE, noMark, utf32BE] {
      let records = read(bytes)
      #expect(single(records) == "1:1 xml-encoding")
      #expect(records.diagnostics.first?.message.hasPrefix("nib files must be UTF-8") == true)
    }
  }

  @Test func declaredEncodingMustBeUTF8() {
    let latin = read("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<nib/>")
    #expect(single(latin) == "1:21 xml-encoding")
    #expect(latin.diagnostics.first?.message.contains("'ISO-8859-1'") == true)
    #expect(single(read("<?xml version='1.0'  encoding='utf8'?><nib/>")) == "1:22 xml-encoding")
    #expect(read("<?xml version='1.0' encoding='utf-8'?><nib/>").diagnostics.isEmpty)
    #expect(read("<?xml version=\"1.0\" encoding=\"UTF-8\"?><nib/>").diagnostics.isEmpty)
    // Latin-1 bytes under a Latin-1 declaration: the declaration comes first.
    let bytes = Array("<?xml version=\"1.0\" encoding=\"latin1\"?><nib a=\"".utf8) + [0xE9, 0x22]
    #expect(single(read(bytes + Array("/>".utf8))) == "1:21 xml-encoding")
  }

  @Test func tooManyAttributesNeverReachLibxml2() {
    let attributes = (0..<5_000).map { " a\($0)=\"\($0)\"" }.joined()
    let records = read("<nib>\n  <View\(attributes)/></nib>")
    #expect(single(records) == "2:3 limit-exceeded")
    #expect(records.elements.isEmpty)
    // Equals signs in values, comments and CDATA are not attributes.
    let allowed = (0..<3).map { " a\($0)=\"x=y\"" }.joined()
    let limits = NibLimits(attributesPerElement: 3)
    #expect(
      read("<nib\(allowed)><!-- a=b --><![CDATA[=]]></nib>", limits: limits)
        .diagnostics.isEmpty)
    #expect(single(read("<nib\(allowed) b='1'/>", limits: limits)) == "1:1 limit-exceeded")
  }

  @Test func libxml2DepthLimitPointsAtTheElement() {
    let text = "<nib>" + String(repeating: "\n <a>", count: 300)
    let records = read(text)
    // The root is depth 0; the element on line 258 has depth 257, one past the limit.
    #expect(single(records) == "258:2 limit-exceeded")
    #expect(records.diagnostics.first?.message == "nesting is deeper than the limit of 256 levels")
  }

  @Test func smallerDepthLimitIsEnforcedByTheReader() {
    let text = "<nib>" + String(repeating: "\n <a x=\"1\">", count: 20)
    let records = read(text, limits: NibLimits(depth: 10))
    #expect(single(records) == "12:2 limit-exceeded")
    #expect(records.diagnostics.first?.message == "nesting is deeper than the limit of 10 levels")
  }

  @Test func veryDeepNestingDoesNotCrash() {
    let text =
      "<nib>" + String(repeating: "<a>", count: 100_000)
      + String(repeating: "</a>", count: 100_000) + "</nib>"
    #expect(single(read(text)) == "1:774 limit-exceeded")
  }

  @Test func objectLimitStopsAtTheFirstElementPastIt() {
    let text = "<nib>\n<A/>\n<B><C/></B>\n<D/>\n<E/></nib>"
    let records = read(text, limits: NibLimits(objects: 3))
    #expect(single(records) == "4:1 limit-exceeded")
    #expect(records.elements.map(\.name) == ["nib", "A", "B", "C"])
    #expect(read(text, limits: NibLimits(objects: 5)).diagnostics.isEmpty)
  }

  @Test func emptyAndBlankFilesAreSyntaxErrors() {
    #expect(single(read("")) == "1:1 xml-syntax")
    #expect(single(read([0xEF, 0xBB, 0xBF])) == "1:1 xml-syntax")
    #expect(read("  \n ").diagnostics.map(\.rule) == ["xml-syntax"])
  }

  @Test func truncatedFilesAreSyntaxErrors() {
    #expect(single(read("<nib version=\"1\">\n  <View id=\"a")) == "2:14 xml-syntax")
    #expect(read("<nib><A>").diagnostics.map(\.rule) == ["xml-syntax"])
  }

  @Test func binaryInputGivesOneDiagnostic() {
    var generator = SplitMix(seed: 42)
    for _ in 0..<50 {
      let bytes = (0..<512).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      let records = read(bytes)
      #expect(records.diagnostics.count == 1)
      #expect(["xml-encoding", "xml-syntax"].contains(records.diagnostics.first?.rule))
    }
    // gzip is never decompressed: 0x8B is not UTF-8.
    let gzip: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]
    #expect(single(read(gzip)) == "1:2 xml-encoding")
  }

  @Test func saxFloorParsesTheSameBytes() {
    let good = Array("<nib version=\"1\"><View id=\"a\"/></nib>".utf8)
    let bad = Array("<nib><View></nib>".utf8)
    #expect(good.withUnsafeBytes { XMLReader.saxFloor($0) })
    #expect(!bad.withUnsafeBytes { XMLReader.saxFloor($0) })
    #expect(![UInt8]().withUnsafeBytes { XMLReader.saxFloor($0) })
  }
}

/// Names reach the sink as the reader's own strings (``EventName``): numbered ones in a table
/// kept for the whole parse, unnumbered ones (prefixed, or past ``NameTable/limit``) made per
/// tag. Whatever the cache does meanwhile, every name a live event points at must stay put.
@Suite struct XMLReaderNameTests {
  /// Reads each event's name and number during its call, after the reader made all of the
  /// tag's names.
  private struct NameCheckingSink: DocumentSink {
    var names: [String] = []
    var ids: [Int32] = []

    mutating func prepare(elements: Int, attributes: Int) {}

    mutating func startElement(
      _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
    ) {
      for attribute in attributes { note(attribute.nameStorage, attribute.nameID) }
      note(element.nameStorage, element.nameID)
    }

    mutating func note(_ name: EventName, _ id: Int32) {
      names.append(name.string)
      ids.append(id)
    }

    mutating func text(inElement element: Int32, named name: String, at position: SourcePosition) {
    }
  }

  /// Tags of 500 distinct long names each (in one tag, names share the cache's 512 slots and
  /// push each other out; 6,000 in all, past the 4,096 numbers), with prefixed names among
  /// them, then a tag that repeats the first tag's names, most of them long since pushed out.
  @Test func namesStayRightPastTheCacheAndTheNameLimit() {
    var expected = ["nib"]
    var text = "<nib xmlns:x=\"u\">"
    func tag(_ names: [String]) {
      text += "\n<V" + names.map { " \($0)='1'" }.joined() + "/>"
      expected += names + ["V"]
    }
    for tagIndex in 0..<12 {
      tag(
        (0..<500).map { index in
          let number = tagIndex * 500 + index
          return number % 97 == 0 ? "x:prefixed\(number)" : "attributeNumber\(number)"
        })
    }
    tag((0..<500).map { $0 % 97 == 0 ? "x:prefixed\($0)" : "attributeNumber\($0)" })
    text += "</nib>"
    var sink = NameCheckingSink()
    let summary = Array(text.utf8).withUnsafeBytes {
      XMLReader.read($0, file: "test.nib", limits: .default, into: &sink)
    }
    #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
    #expect(sink.names.count == expected.count)
    let wrongNames = zip(sink.names, expected).filter { $0 != $1 }
    #expect(wrongNames.isEmpty, "\(wrongNames.prefix(5))")
    // Numbers are below the limit, and each stands for one name.
    #expect(sink.ids.allSatisfy { $0 < NameTable.limit })
    var nameOfID: [Int32: String] = [:]
    var numbersOfTwoNames = 0
    for (name, id) in zip(sink.names, sink.ids) where id >= 0 {
      if let other = nameOfID.updateValue(name, forKey: id), other != name {
        numbersOfTwoNames += 1
      }
    }
    #expect(numbersOfTwoNames == 0)
    #expect(nameOfID.count == Int(NameTable.limit))
    // Prefixed names have none, nor the names met after the numbers ran out.
    #expect(zip(sink.names, sink.ids).allSatisfy { !$0.0.hasPrefix("x:") || $0.1 == -1 })
    #expect(zip(sink.names, sink.ids).contains { !$0.0.hasPrefix("x:") && $0.1 == -1 })
  }
}

/// The line and column just past `text`: a count of line breaks (CRLF, CR or LF) and of the
/// Unicode scalars after the last one.
private func endPosition(of text: String) -> SourcePosition {
  var line = 1
  var column = 1
  var afterCR = false
  for scalar in text.unicodeScalars {
    if scalar == "\r" || (scalar == "\n" && !afterCR) {
      line += 1
      column = 1
    } else if scalar != "\n" {
      column += 1
    }
    afterCR = scalar == "\r"
  }
  return SourcePosition(line: line, column: column)
}

/// A small deterministic generator for junk input (SplitMix64, as the solver's property test
/// uses).
private typealias SplitMix = SeededGenerator
