/// The elements of a document as far as they can be made out while it is being typed: tags
/// cut short, missing end tags, stray end tags and unclosed quotes are taken in stride. What
/// completion, hover, definition and the symbol tree look at (the linter reads the text with
/// the library's reader).
///
/// Comments, CDATA sections, processing instructions and DOCTYPEs are skipped. A start tag
/// that ends before its `>` (the next `<`, or the end of the text) is taken as an empty
/// element; an end tag closes the innermost open element of its name and those inside it; an
/// attribute value ends at its closing quote, or before a `<`.
struct DocumentOutline: Sendable {
  struct Attribute: Sendable {
    var name: String
    var nameRange: Range<Int>
    /// The bytes between the quotes (to the end of the value when it is not closed).
    var valueRange: Range<Int>?
    /// The value as written (references not replaced).
    var value: String
  }

  struct Element: Sendable {
    var name: String
    /// The `<`.
    var start: Int
    var nameRange: Range<Int>
    /// Just after the start tag's `>`, or where the tag stopped.
    var tagEnd: Int
    /// Whether the start tag ends in `>` (a tag being typed does not).
    var isTagClosed = false
    /// Just after the end tag (or the empty-element tag), or where the element was closed.
    var end: Int
    var parent: Int?
    var children: [Int] = []
    var attributes: [Attribute] = []

    func attribute(named name: String) -> Attribute? {
      attributes.first { $0.name == name }
    }
  }

  private(set) var elements: [Element] = []
  /// The elements outside every other, in order (one, the root, in a well-formed document).
  private(set) var roots: [Int] = []

  init(_ bytes: [UInt8]) {
    var stack: [Int] = []
    var index = 0
    let count = bytes.count
    while let open = Self.next(UInt8(ascii: "<"), in: bytes, from: index) {
      if Self.matches("<!--", bytes, at: open) {
        index = Self.after("-->", in: bytes, from: open + 4)
      } else if Self.matches("<![CDATA[", bytes, at: open) {
        index = Self.after("]]>", in: bytes, from: open + 9)
      } else if Self.matches("<?", bytes, at: open) {
        index = Self.after("?>", in: bytes, from: open + 2)
      } else if Self.matches("<!", bytes, at: open) {
        index = Self.after(">", in: bytes, from: open + 2)
      } else if Self.matches("</", bytes, at: open) {
        var nameEnd = open + 2
        while nameEnd < count && TextDocument.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
        let name = String(decoding: bytes[(open + 2)..<nameEnd], as: UTF8.self)
        var close = nameEnd
        while close < count && bytes[close] != UInt8(ascii: ">")
          && bytes[close] != UInt8(ascii: "<")
        {
          close += 1
        }
        let end = close < count && bytes[close] == UInt8(ascii: ">") ? close + 1 : close
        if let match = stack.lastIndex(where: { elements[$0].name == name }) {
          for element in stack[match...] { elements[element].end = end }
          stack.removeSubrange(match...)
        }
        index = end
      } else {
        let (element, isOpen) = Self.startTag(at: open, in: bytes, parent: stack.last)
        let number = elements.count
        elements.append(element)
        if let parent = stack.last {
          elements[parent].children.append(number)
        } else {
          roots.append(number)
        }
        if isOpen { stack.append(number) }
        index = max(element.tagEnd, open + 1)
      }
    }
    for element in stack { elements[element].end = count }
  }

  /// The name of the first element: `nib` for a nib file, `document` or `archive` for an
  /// Interface Builder file.
  var rootName: String? { roots.first.map { elements[$0].name } }

  /// Whether the document is an Interface Builder file (by its root element, not its name).
  var isInterfaceBuilderDocument: Bool { rootName == "document" || rootName == "archive" }

  /// The element a reference's name (without its `$`) names: the one with that id, or, for a
  /// view's layout guide (`id.safeAreaLayoutGuide`), the one with the id before the last `.`.
  func element(referencedAs name: String) -> (number: Int, isGuide: Bool)? {
    if let number = element(withID: name) { return (number, false) }
    guard let dot = name.lastIndex(of: "."), let number = element(withID: String(name[..<dot]))
    else { return nil }
    return (number, true)
  }

  /// The element whose start tag holds `offset` and its attribute whose value holds it (or
  /// ends at it), when the offset is in an attribute's value.
  func attributeValue(at offset: Int) -> (element: Element, attribute: Attribute)? {
    guard let number = element(atTagOffset: offset) else { return nil }
    let element = elements[number]
    for attribute in element.attributes {
      if let value = attribute.valueRange, value.contains(offset) || value.upperBound == offset {
        return (element, attribute)
      }
    }
    return nil
  }

  /// The element whose start tag holds `offset`: after its `<` and before its `>` (or, for a
  /// tag being typed, up to where it stops).
  func element(atTagOffset offset: Int) -> Int? {
    var found: Int?
    for (number, element) in elements.enumerated() {
      if element.start >= offset { break }
      let end = element.isTagClosed ? element.tagEnd - 1 : element.tagEnd
      if offset <= end { found = number }
    }
    return found
  }

  /// The innermost element that holds `offset` anywhere between its start and its end.
  func element(containing offset: Int) -> Int? {
    var found: Int?
    for (number, element) in elements.enumerated() {
      if element.start >= offset { break }
      if offset < element.end { found = number }
    }
    return found
  }

  /// The elements that carry an `id` (or, for `<external>`, a `name`), by that name.
  func element(withID id: String) -> Int? {
    elements.indices.first { number in
      let element = elements[number]
      let key = element.name == "external" ? "name" : "id"
      return element.attribute(named: key)?.value == id
    }
  }

  // MARK: Lexing

  private static func startTag(at open: Int, in bytes: [UInt8], parent: Int?) -> (
    Element, isOpen: Bool
  ) {
    let count = bytes.count
    var index = open + 1
    while index < count && TextDocument.isNameByte(bytes[index]) { index += 1 }
    var element = Element(
      name: String(decoding: bytes[(open + 1)..<index], as: UTF8.self), start: open,
      nameRange: (open + 1)..<index, tagEnd: count, end: count, parent: parent)
    guard index > open + 1 else {
      // `<` and no name (being typed): an empty element that ends there.
      element.tagEnd = index
      element.end = index
      return (element, false)
    }
    while true {
      while index < count && isSpace(bytes[index]) { index += 1 }
      guard index < count else {
        element.tagEnd = count
        element.end = count
        return (element, false)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        element.tagEnd = index + 1
        element.isTagClosed = true
        return (element, true)
      }
      if byte == UInt8(ascii: "/") && index + 1 < count && bytes[index + 1] == UInt8(ascii: ">") {
        element.tagEnd = index + 2
        element.end = index + 2
        element.isTagClosed = true
        return (element, false)
      }
      if byte == UInt8(ascii: "<") {
        element.tagEnd = index
        element.end = index
        return (element, false)
      }
      guard TextDocument.isNameByte(byte) else {
        index += 1
        continue
      }
      let nameStart = index
      while index < count && TextDocument.isNameByte(bytes[index]) { index += 1 }
      var attribute = Attribute(
        name: String(decoding: bytes[nameStart..<index], as: UTF8.self),
        nameRange: nameStart..<index, valueRange: nil, value: "")
      var next = index
      while next < count && isSpace(bytes[next]) { next += 1 }
      if next < count && bytes[next] == UInt8(ascii: "=") {
        next += 1
        while next < count && isSpace(bytes[next]) { next += 1 }
        if next < count && (bytes[next] == 0x22 || bytes[next] == 0x27) {
          let quote = bytes[next]
          var valueEnd = next + 1
          while valueEnd < count && bytes[valueEnd] != quote && bytes[valueEnd] != UInt8(ascii: "<")
          {
            valueEnd += 1
          }
          attribute.valueRange = (next + 1)..<valueEnd
          attribute.value = String(decoding: bytes[(next + 1)..<valueEnd], as: UTF8.self)
          index = valueEnd < count && bytes[valueEnd] == quote ? valueEnd + 1 : valueEnd
        } else {
          index = next
        }
      }
      element.attributes.append(attribute)
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func next(_ byte: UInt8, in bytes: [UInt8], from offset: Int) -> Int? {
    guard offset < bytes.count else { return nil }
    return bytes[offset...].firstIndex(of: byte)
  }

  private static func matches(_ literal: StaticString, _ bytes: [UInt8], at offset: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] {
      return false
    }
    return true
  }

  /// The offset after the first `literal` at or after `offset`, or the end of the bytes.
  private static func after(_ literal: StaticString, in bytes: [UInt8], from offset: Int) -> Int {
    var index = offset
    while let found = next(literal.utf8Start[0], in: bytes, from: index) {
      if matches(literal, bytes, at: found) { return found + literal.utf8CodeUnitCount }
      index = found + 1
    }
    return bytes.count
  }
}
