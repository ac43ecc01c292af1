#if canImport(Glibc)
  import Glibc
#endif

/// Writes a document the reader accepted in the canonical layout, from the elements and markup
/// items it reported.
///
/// - Two spaces per level; each element, comment, processing instruction and run of text on a
///   line of its own, except that a comment (or processing instruction) written on the same
///   line as the markup before it stays there, after one space.
/// - An element with nothing but white space inside is written as an empty-element tag.
/// - Attributes: `id`, then `outlet`, then the others in the order written; values in double
///   quotes, properties in their canonical syntax (``ValueCanonicalizer``).
/// - Comments, processing instructions and text (entity and character references, CDATA
///   sections) are copied byte for byte, text without the white space around it; only their
///   first line moves. Line breaks are written `\n` (`\r\n` and `\r` are line breaks that
///   XML reads as `\n`, so the text is the same).
/// - A blank line is kept (one, however many there were) between two items of one parent,
///   never after a start tag or before an end tag.
/// - The XML declaration, when there is one, becomes `<?xml version="1.0" encoding="UTF-8"?>`
///   (its version and `standalone` kept); a byte order mark is dropped; lines end in `\n`.
struct LayoutWriter {
  private let source: UnsafeBufferPointer<UInt8>
  private let elements: [FormattingSink.Element]
  private let attributes: [FormattingSink.Attribute]
  private let items: [MarkupItem]
  private var canonicalizer: ValueCanonicalizer
  private var output: [UInt8] = []
  private var depth = 0
  /// Whether the current line ends in markup that a comment may follow on the same line.
  private var lineTakesComment = false
  /// Whether the current line opened a parent (or is the start of the document): no blank
  /// line follows it.
  private var afterOpening = true

  init(
    source: UnsafeBufferPointer<UInt8>, sink: FormattingSink, canonicalizer: ValueCanonicalizer
  ) {
    self.source = source
    self.elements = sink.elements
    self.attributes = sink.attributes
    self.items = sink.items
    self.canonicalizer = canonicalizer
  }

  /// The document in the canonical layout.
  consuming func write() -> [UInt8] {
    output.reserveCapacity(source.count + source.count / 8 + 64)
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    var cursor = source.starts(with: byteOrderMark) ? 3 : 0
    cursor = writeDeclaration(from: cursor)
    var index = 0
    while index < items.count {
      let item = items[index]
      let space = writeText(in: cursor..<item.range.lowerBound)
      cursor = item.range.upperBound
      switch item.kind {
      case .comment, .processingInstruction:
        if lineTakesComment && space.lineBreaks == 0 {
          output.append(UInt8(ascii: " "))
        } else {
          startLine(blank: space.lineBreaks >= 2)
        }
        appendCopy(of: item.range)
        lineTakesComment = true
        afterOpening = false
      case .startTag(let element):
        startLine(blank: space.lineBreaks >= 2)
        writeStartTag(of: Int(element), item.range)
        if index + 1 < items.count, items[index + 1].kind == .endTag(element: element),
          isWhiteSpace(cursor..<items[index + 1].range.lowerBound)
        {
          output += "/>".utf8
          index += 1
          cursor = items[index].range.upperBound
          afterOpening = false
        } else {
          output.append(UInt8(ascii: ">"))
          depth += 1
          afterOpening = true
        }
        lineTakesComment = true
      case .endTag(let element):
        depth -= 1
        startLine(blank: false)
        output += "</".utf8
        XMLEscaping.append(elements[Int(element)].name, to: &output)
        output.append(UInt8(ascii: ">"))
        lineTakesComment = true
        afterOpening = false
      }
      index += 1
    }
    output.append(0x0A)
    return output
  }

  /// Ends the current line (with a blank line after it when `blank` and allowed) and indents
  /// the next; nothing at the start of the output.
  private mutating func startLine(blank: Bool) {
    guard !output.isEmpty else { return }
    output.append(0x0A)
    if blank && !afterOpening { output.append(0x0A) }
    output += repeatElement(UInt8(ascii: " "), count: 2 * depth)
  }

  /// White space between two pieces of markup: how many line breaks it holds.
  private struct Space {
    var lineBreaks = 0
  }

  /// Writes the text in `range` (between two markup items), if it is not all white space, on a
  /// line of its own; returns the white space after it (or the whole range's).
  private mutating func writeText(in range: Range<Int>) -> Space {
    var first = range.lowerBound
    while first < range.upperBound, TagLexer.isSpace(source[first]) { first += 1 }
    guard first < range.upperBound else { return lineBreaks(in: range) }
    var last = range.upperBound - 1
    while TagLexer.isSpace(source[last]) { last -= 1 }
    startLine(blank: lineBreaks(in: range.lowerBound..<first).lineBreaks >= 2)
    appendCopy(of: first..<(last + 1))
    lineTakesComment = true
    afterOpening = false
    return lineBreaks(in: (last + 1)..<range.upperBound)
  }

  /// Copies bytes of the file, with their line breaks written `\n`, as XML reads them (a
  /// comment's text is the same; the file's lines all end alike).
  private mutating func appendCopy(of range: Range<Int>) {
    var offset = range.lowerBound
    while offset < range.upperBound {
      let byte = source[offset]
      if byte == 0x0D {
        output.append(0x0A)
        if offset + 1 < range.upperBound && source[offset + 1] == 0x0A { offset += 1 }
      } else {
        output.append(byte)
      }
      offset += 1
    }
  }

  /// Counts line breaks: `\r\n`, `\n` and `\r` alone each count one.
  private func lineBreaks(in range: Range<Int>) -> Space {
    var space = Space()
    for offset in range {
      let byte = source[offset]
      if byte == 0x0A
        || (byte == 0x0D && (offset + 1 >= range.upperBound || source[offset + 1] != 0x0A))
      {
        space.lineBreaks += 1
      }
    }
    return space
  }

  private func isWhiteSpace(_ range: Range<Int>) -> Bool {
    range.allSatisfy { TagLexer.isSpace(source[$0]) }
  }

  /// Writes the XML declaration at `start`, if there is one, and returns where it ends.
  private mutating func writeDeclaration(from start: Int) -> Int {
    guard source.count > start + 5, source[start..<start + 5].elementsEqual("<?xml".utf8),
      TagLexer.isSpace(source[start + 5])
    else { return start }
    var end = start + 5
    while end + 1 < source.count, !(source[end] == UInt8(ascii: "?") && source[end + 1] == 0x3E) {
      end += 1
    }
    end = min(end + 2, source.count)
    guard let pseudo = TagLexer.attributes(in: source, start..<end) else {
      appendCopy(of: start..<end)
      lineTakesComment = false
      return end
    }
    func value(_ name: String) -> ArraySlice<UInt8>? {
      pseudo.first { $0.name == name }?.rawValue
    }
    output += "<?xml version=\"".utf8
    output += value("version") ?? ArraySlice("1.0".utf8)
    output += "\" encoding=\"UTF-8\"".utf8
    if let standalone = value("standalone") {
      output += " standalone=\"".utf8
      output += standalone
      output.append(UInt8(ascii: "\""))
    }
    output += "?>".utf8
    lineTakesComment = false
    return end
  }

  /// Writes `<name attributes…` (without the closing `>` or `/>`): `id`, `outlet`, then the
  /// other attributes in source order.
  private mutating func writeStartTag(of number: Int, _ range: Range<Int>) {
    let element = elements[number]
    output.append(UInt8(ascii: "<"))
    XMLEscaping.append(element.name, to: &output)
    // Namespace declarations, which libxml2 reports apart, are read from the tag. (Without
    // `xmlns` in the tag, the reported attributes are all the tag has.)
    if mentionsNamespace(range) {
      for attribute in merged(element, with: TagLexer.attributes(in: source, range)) {
        write(attribute, of: element, isRoot: number == 0)
      }
      return
    }
    let reported = element.attributes
    let id = reported.first { attributes[$0].name == "id" }
    let outlet = reported.first { attributes[$0].name == "outlet" }
    if let id { write(.reported(id), of: element, isRoot: number == 0) }
    if let outlet { write(.reported(outlet), of: element, isRoot: number == 0) }
    for index in reported where index != id && index != outlet {
      write(.reported(index), of: element, isRoot: number == 0)
    }
  }

  /// An attribute to write: one the reader reported (its value as the compiler reads it), or
  /// one read from the tag as written (a namespace declaration's).
  private enum TagAttribute {
    case reported(Int)
    case written(TagLexer.Attribute)
  }

  /// Writes ` name="value"`.
  private mutating func write(
    _ attribute: TagAttribute, of element: FormattingSink.Element, isRoot: Bool
  ) {
    output.append(UInt8(ascii: " "))
    switch attribute {
    case .reported(let index):
      let attribute = attributes[index]
      XMLEscaping.append(attribute.name, to: &output)
      output += "=\"".utf8
      let value = canonicalizer.canonical(
        attribute.value, attribute: attribute.name, attributeID: attribute.nameID,
        element: element.name, elementID: element.nameID, isRoot: isRoot)
      XMLEscaping.appendAttributeValue(value, to: &output)
    case .written(let attribute):
      output += attribute.name.utf8
      output += "=\"".utf8
      XMLEscaping.appendRawAttributeValue(attribute.rawValue, to: &output)
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Whether `xmlns` occurs in the bytes.
  private func mentionsNamespace(_ range: Range<Int>) -> Bool {
    let pattern = Array("xmlns".utf8)
    var offset = range.lowerBound
    while offset + pattern.count <= range.upperBound,
      let found = memchr(source.baseAddress! + offset, 0x78, range.upperBound - offset)
    {
      let index =
        UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - source.baseAddress!
      if index + pattern.count <= range.upperBound,
        source[index..<index + pattern.count].elementsEqual(pattern)
      {
        return true
      }
      offset = index + 1
    }
    return false
  }

  /// The attributes of a tag that declares namespaces: `id`, `outlet`, then the others in
  /// source order, the declarations (read from the tag) in their places among the reported
  /// attributes; when the two do not line up (which a tag libxml2 accepted never does), the
  /// tag as lexed.
  private func merged(_ element: FormattingSink.Element, with lexed: [TagLexer.Attribute]?)
    -> [TagAttribute]
  {
    let reported = Array(element.attributes)
    var merged: [TagAttribute] = []
    var next = 0
    for attribute in lexed ?? [] {
      if TagLexer.isNamespaceDeclaration(attribute.name) {
        merged.append(.written(attribute))
      } else if next < reported.count, attributes[reported[next]].name == attribute.name {
        merged.append(.reported(reported[next]))
        next += 1
      } else {
        return (lexed ?? []).map { .written($0) }
      }
    }
    guard lexed != nil, next == reported.count else {
      return lexed.map { $0.map { .written($0) } } ?? reported.map { .reported($0) }
    }
    func name(_ attribute: TagAttribute) -> String {
      switch attribute {
      case .reported(let index): attributes[index].name
      case .written(let attribute): attribute.name
      }
    }
    return merged.filter { name($0) == "id" } + merged.filter { name($0) == "outlet" }
      + merged.filter { name($0) != "id" && name($0) != "outlet" }
  }
}
