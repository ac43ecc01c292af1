/// An Interface Builder document as the reader reported it: every element with its attributes,
/// its text and its exact position, kept compactly for the importer to walk as often as it
/// likes. A xib names its objects by ids that connections use before or after the object, so,
/// unlike a nib, it cannot be compiled as it streams by.
///
/// Names are interned (`names`), values and texts live in one byte store, and an element holds
/// only indices: a document of a million elements costs tens of bytes per element, not a
/// string per attribute.
struct XIBDocument {
  /// One element.
  struct Element {
    /// Its name, as an index into ``XIBDocument/names``.
    var name: Int32
    /// The parent's index, or -1 for the root.
    var parent: Int32
    /// The position of its `<`.
    var position: SourcePosition
    /// Its attributes in ``XIBDocument/attributes``, in source order.
    var attributes: Range<Int32>
    /// Its first child and the sibling after it (-1: none), so children are walked in order.
    var firstChild: Int32 = -1
    var nextSibling: Int32 = -1
    /// Its last child, while children are appended.
    fileprivate var lastChild: Int32 = -1
    /// Its first run of text in ``XIBDocument/bytes`` (a start of -1: none yet): in the element,
    /// not in a table by element, as the reader asks for it at every run of character data.
    fileprivate var textStart: Int32 = -1
    fileprivate var textEnd: Int32 = -1

    /// The first run of text, if the element has any.
    fileprivate var firstText: Range<Int32>? { textStart >= 0 ? textStart..<textEnd : nil }
  }

  /// One attribute.
  struct Attribute {
    /// Its name, as an index into ``XIBDocument/names``.
    var name: Int32
    /// Its value's bytes in ``XIBDocument/bytes``.
    var value: Range<Int32>
    /// The position of the first character of its name.
    var position: SourcePosition
  }

  /// The file, as the caller named it.
  var file: String
  /// Every distinct element and attribute name.
  private(set) var names: [String] = XIBName.spellings
  private var nameIndex: [String: Int32] = XIBName.indices
  /// Every element in document order; `elements[0]` is the root.
  private(set) var elements: [Element] = []
  fileprivate(set) var attributes: [Attribute] = []
  /// How many `id` attributes the document has: room for the tables kept by id, made once.
  fileprivate(set) var idCount = 0
  /// The bytes of every value and text.
  private var bytes: [UInt8] = []
  /// The runs of an element's text after its first (``Element``'s), for the few elements
  /// whose text a child or a comment splits: apart, so that an element with one run (nearly
  /// every one) costs no array of its own. White space between an element's children is
  /// layout, not text, and is not kept.
  private var laterTexts: [Int32: [Range<Int32>]] = [:]
  /// White space at the start of an element, before anything shows whether it is layout (a
  /// child follows) or text (the element ends): kept out of the element's text until then, as
  /// nearly every element with children begins with some.
  private var pendingSpace: (element: Int32, run: Range<Int32>)?

  init(file: String) { self.file = file }

  func location(_ position: SourcePosition) -> SourceLocation { position.location(in: file) }

  // MARK: Reading an element

  /// The element's name.
  func name(of element: Int32) -> String { names[Int(elements[Int(element)].name)] }

  /// The element's name, as an index into ``names``.
  func nameIndex(of element: Int32) -> Int32 { elements[Int(element)].name }

  /// What the element is to the importer, by its name.
  func role(of element: Int32) -> XIBElementTable.Role {
    // The names with a role are interned first, as the importer's own (``XIBName``).
    let name = Int(elements[Int(element)].name)
    return name < XIBName.roles.count ? XIBName.roles[name] : .other
  }

  /// Whether the element's name is `name`.
  func element(_ element: Int32, isNamed name: XIBName) -> Bool {
    elements[Int(element)].name == name.rawValue
  }

  /// The position of the element's `<`.
  func position(of element: Int32) -> SourcePosition { elements[Int(element)].position }

  /// The element's parent, or `nil` for the root.
  func parent(of element: Int32) -> Int32? {
    let parent = elements[Int(element)].parent
    return parent >= 0 ? parent : nil
  }

  /// The element's children, in document order.
  func children(of element: Int32) -> Children {
    Children(elements: elements, first: elements[Int(element)].firstChild)
  }

  /// The element's descendants, in document order (children before their following
  /// siblings): the elements after it up to the next one that is not inside it.
  func descendants(of element: Int32) -> Range<Int32> {
    var current = element
    while current >= 0 {
      let next = elements[Int(current)].nextSibling
      if next >= 0 { return (element + 1)..<next }
      current = elements[Int(current)].parent
    }
    return (element + 1)..<Int32(elements.count)
  }

  /// The first child of the element with the given name, if any.
  func child(of element: Int32, named name: XIBName) -> Int32? {
    children(of: element).first { elements[Int($0)].name == name.rawValue }
  }

  /// The element's attribute of the given name: its value and the position of its name.
  func attribute(_ name: XIBName, of element: Int32) -> (
    value: String, position: SourcePosition
  )? {
    attribute(numbered: name.rawValue, of: element)
  }

  /// The element's attribute of a name only known at run time.
  func attribute(_ name: String, of element: Int32) -> (value: String, position: SourcePosition)? {
    guard let index = nameIndex[name] else { return nil }
    return attribute(numbered: index, of: element)
  }

  private func attribute(numbered index: Int32, of element: Int32) -> (
    value: String, position: SourcePosition
  )? {
    let range = elements[Int(element)].attributes
    // The last of a name wins, as libxml2 refuses duplicates anyway; attributes are few. An
    // index walked down, not a reversed slice: this is asked about 40,000 times in a corpus.
    var position = Int(range.upperBound)
    while position > Int(range.lowerBound) {
      position -= 1
      if attributes[position].name == index {
        return (string(attributes[position].value), attributes[position].position)
      }
    }
    return nil
  }

  /// The value of the element's attribute of the given name, if it has one.
  func value(_ name: XIBName, of element: Int32) -> String? { attribute(name, of: element)?.value }

  /// The value of the element's attribute of a name only known at run time.
  func value(_ name: String, of element: Int32) -> String? { attribute(name, of: element)?.value }

  /// Every attribute of the element: its name, value and position, in source order.
  func attributeList(of element: Int32) -> [(name: String, value: String, position: SourcePosition)]
  {
    let range = elements[Int(element)].attributes
    return attributes[Int(range.lowerBound)..<Int(range.upperBound)].map {
      (names[Int($0.name)], string($0.value), $0.position)
    }
  }

  /// The positions of the element's attributes in the document's list of attributes, for
  /// walking them without making a string of each name.
  func attributeIndices(of element: Int32) -> Range<Int> {
    let range = elements[Int(element)].attributes
    return Int(range.lowerBound)..<Int(range.upperBound)
  }

  /// The name of an attribute, by its position (``attributeIndices(of:)``), as an index into
  /// ``names``.
  func attributeNameIndex(at index: Int) -> Int32 { attributes[index].name }

  /// The value and position of an attribute, by its position (``attributeIndices(of:)``).
  func attribute(at index: Int) -> (value: String, position: SourcePosition) {
    (string(attributes[index].value), attributes[index].position)
  }

  /// The element's text (its runs of character data joined), if it has any.
  func text(of element: Int32) -> String? {
    guard let first = elements[Int(element)].firstText else { return nil }
    guard let later = laterTexts[element] else { return string(first) }
    var text: [UInt8] = []
    for run in [first] + later { text += bytes[Int(run.lowerBound)..<Int(run.upperBound)] }
    return String(decoding: text, as: UTF8.self)
  }

  private func string(_ range: Range<Int32>) -> String {
    String(decoding: bytes[Int(range.lowerBound)..<Int(range.upperBound)], as: UTF8.self)
  }

  /// The children of one element, in document order.
  struct Children: Sequence {
    let elements: [XIBDocument.Element]
    let first: Int32

    func makeIterator() -> Iterator { Iterator(elements: elements, upcoming: first) }

    /// Follows the sibling links: no allocation, as a child list is walked for almost every
    /// element.
    struct Iterator: IteratorProtocol {
      let elements: [XIBDocument.Element]
      var upcoming: Int32

      mutating func next() -> Int32? {
        guard upcoming >= 0 else { return nil }
        defer { upcoming = elements[Int(upcoming)].nextSibling }
        return upcoming
      }
    }
  }

  // MARK: Building

  fileprivate mutating func intern(_ name: String) -> Int32 {
    // One lookup: a new name's slot is made with the next index in place.
    let next = Int32(names.count)
    let index = Self.claim(&nameIndex[name, default: next])
    if index == next { names.append(name) }
    return index
  }

  private static func claim(_ slot: inout Int32) -> Int32 { slot }

  fileprivate mutating func store(_ value: UnsafeBufferPointer<UInt8>) -> Range<Int32> {
    let start = Int32(bytes.count)
    bytes.append(contentsOf: value)
    return start..<Int32(bytes.count)
  }

  fileprivate mutating func append(_ element: Element) -> Int32 {
    let index = Int32(elements.count)
    elements.append(element)
    // The white space before an element's first child was layout; any other was text.
    if let pending = pendingSpace, pending.element != element.parent { keepPendingSpace() }
    pendingSpace = nil
    let parent = Int(element.parent)
    if parent >= 0 {
      if elements[parent].lastChild >= 0 {
        elements[Int(elements[parent].lastChild)].nextSibling = index
      } else {
        elements[parent].firstChild = index
      }
      elements[parent].lastChild = index
    }
    return index
  }

  fileprivate mutating func appendText(_ text: UnsafeBufferPointer<UInt8>, to element: Int32) {
    let isSpace = !SourceBytes.hasNonSpace(text)
    if isSpace, elements[Int(element)].firstChild >= 0 { return }
    if let pending = pendingSpace {
      if isSpace, pending.element == element, pending.run.upperBound == Int32(bytes.count) {
        pendingSpace = (element, pending.run.lowerBound..<store(text).upperBound)
        return
      }
      keepPendingSpace()
    }
    let run = store(text)
    if isSpace, elements[Int(element)].textStart < 0 {
      pendingSpace = (element, run)
    } else {
      keep(run, of: element)
    }
  }

  /// Records the pending white space as its element's text: the element ended without a child.
  fileprivate mutating func keepPendingSpace() {
    guard let pending = pendingSpace else { return }
    pendingSpace = nil
    keep(pending.run, of: pending.element)
  }

  /// Makes room for about this many elements and attributes.
  fileprivate mutating func reserve(
    elements count: Int, attributes attributeCount: Int, bytes byteCount: Int
  ) {
    elements.reserveCapacity(count)
    attributes.reserveCapacity(attributeCount)
    bytes.reserveCapacity(byteCount)
  }

  /// Records a run of an element's text after those it has.
  private mutating func keep(_ run: Range<Int32>, of element: Int32) {
    if elements[Int(element)].textStart < 0 {
      elements[Int(element)].textStart = run.lowerBound
      elements[Int(element)].textEnd = run.upperBound
    } else {
      laterTexts[element, default: []].append(run)
    }
  }
}

/// The reader's sink for an Interface Builder document: writes the elements down.
struct XIBDocumentBuilder: DocumentSink {
  private var document: XIBDocument
  /// The reader's name numbers mapped to the document's, so a name is interned once.
  private var nameNumbers: [Int32] = []

  /// The room made for the bytes the document keeps: the file's size. A UTF-8 file's values
  /// and texts are never longer than it (the only entities read are XML's own and character
  /// references, each at least as long as what it stands for); a UTF-16 file's may be, and
  /// the room then grows as they are kept.
  private let byteCount: Int

  init(file: String, byteCount: Int = 0) {
    document = XIBDocument(file: file)
    self.byteCount = byteCount
  }

  /// The document, once the reader has reported all of it.
  mutating func finishedDocument() -> XIBDocument {
    document.keepPendingSpace()
    return document
  }

  static var receivesCharacters: Bool { true }

  /// Every run of character data is kept (``characters(inElement:_:)``): no first text.
  static var receivesText: Bool { false }

  mutating func prepare(elements: Int, attributes: Int) {
    // Room never written costs address space, not memory; the cap keeps a hostile file's count
    // of `=` signs from asking for gigabytes of it.
    let cap = 1 << 21
    document.reserve(
      elements: min(elements, cap), attributes: min(attributes, cap), bytes: byteCount)
  }

  mutating func startElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) {
    let start = Int32(document.attributes.count)
    for attribute in attributes {
      let name = intern(attribute.nameStorage, number: attribute.nameID)
      if name == XIBName.id.rawValue { document.idCount += 1 }
      let value = document.store(attribute.value)
      document.attributes.append(
        XIBDocument.Attribute(name: name, value: value, position: attribute.position))
    }
    let name = intern(element.nameStorage, number: element.nameID)
    _ = document.append(
      XIBDocument.Element(
        name: name, parent: element.parent, position: element.position,
        attributes: start..<Int32(document.attributes.count)))
  }

  mutating func text(inElement element: Int32, named name: String, at position: SourcePosition) {}

  mutating func characters(inElement element: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
    document.appendText(bytes, to: element)
  }

  private mutating func intern(_ name: EventName, number: Int32) -> Int32 {
    let slot = Int(number)
    if slot >= 0, slot < nameNumbers.count, nameNumbers[slot] >= 0 { return nameNumbers[slot] }
    let index = document.intern(name.string)
    if slot >= 0 {
      if slot >= nameNumbers.count {
        nameNumbers += repeatElement(-1, count: slot + 1 - nameNumbers.count)
      }
      nameNumbers[slot] = index
    }
    return index
  }
}
