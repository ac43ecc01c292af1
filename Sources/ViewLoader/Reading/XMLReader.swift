// The only Swift file that imports CXML: every libxml2 pointer stays inside it.
internal import CXML
import Glibc

/// Reads XML bytes with libxml2's SAX2 interface and hands each element to a ``DocumentSink``
/// as it is parsed (the compiler, or ``RecordingSink`` for ``DocumentRecords``).
///
/// The bytes first go through ``PreScan`` (UTF-8, NUL, encoding declaration, DOCTYPE, attribute
/// counts); only bytes it accepts reach libxml2, which parses them from memory with network
/// access off, no entity substitution, no DTD loading, no transcoding (the declared encoding is
/// ignored: it was checked) and never `XML_PARSE_HUGE`. The callbacks pass names as the
/// reader's cached strings (``EventName``) and values as bytes, both valid for the call;
/// positions come from the reader's own bytes, because libxml2 reports a start tag
/// only after reading all of it.
package enum XMLReader {
  /// Process-wide libxml2 set-up, run once: `xmlInitParser()` (never `xmlCleanupParser()`) and
  /// an external entity loader that refuses everything, installed before any parse.
  private static let setUp: Void = {
    xmlInitParser()
    xmlSetExternalEntityLoader { _, _, _ in nil }
  }()

  /// The parser options of every parse: network off, big line numbers, declared encoding
  /// ignored. Never `NOENT`, `DTDLOAD` or `HUGE`.
  private static let options = Int32(
    bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue
      | XML_PARSE_IGNORE_ENC.rawValue)

  /// Reads one document from memory, handing its elements to `sink` as they are parsed.
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - file: The name diagnostics carry.
  ///   - limits: The limits that apply while reading (depth, objects, attributes).
  ///   - sink: What receives the elements and texts, in document order.
  ///   - split: When another thread scans the second half of the file for the pre-scan
  ///     (``ReadAhead``): where that half starts, and a function that waits for its result.
  ///   - lineTable: When another thread turns the events' positions into lines and columns
  ///     (``ReadAhead``): the events carry byte offsets instead (``SourcePosition/init(offset:)``),
  ///     and this receives the pre-scan's table of line starts before the first event. The
  ///     summary's positions are lines and columns either way.
  /// - Returns: The comments that may be suppressions and, when the file could not be read,
  ///   the one diagnostic that says why (the sink's work is then void).
  static func read<Sink: DocumentSink>(
    _ bytes: UnsafeRawBufferPointer, file: String, limits: NibLimits,
    preScanSplit split: (offset: Int, secondHalf: () -> PreScan.SecondHalf)? = nil,
    offsetsWithLineTable lineTable: (([UInt32]) -> Void)? = nil,
    into sink: inout Sink
  ) -> ReadSummary {
    let source = SourceBytes(bytes)
    var counts = PreScan.Counts()
    let preScanProblem =
      if let split {
        PreScan.check(
          source, attributeLimit: limits.attributesPerElement, counts: &counts,
          secondHalfFrom: split.offset, secondHalf: split.secondHalf)
      } else {
        PreScan.check(source, attributeLimit: limits.attributesPerElement, counts: &counts)
      }
    if let problem = preScanProblem {
      var summary = ReadSummary(file: file)
      var cursor = LineCursor(start: source.byteOrderMarkLength)
      let position = cursor.position(of: problem.offset, in: source)
      summary.diagnostics = [.error(problem.rule, problem.message, at: summary.location(position))]
      return summary
    }
    lineTable?(counts.lineStarts)
    return parse(
      source, file: file, limits: limits, expected: counts, reportsOffsets: lineTable != nil,
      into: &sink)
  }

  /// Reads one document from memory into records (what the reader's tests look at).
  static func read(_ bytes: UnsafeRawBufferPointer, file: String, limits: NibLimits)
    -> DocumentRecords
  {
    var sink = RecordingSink()
    let summary = read(bytes, file: file, limits: limits, into: &sink)
    return sink.records(summary)
  }

  /// The libxml2 half of ``read(_:file:limits:into:)``, without the pre-scan, into records.
  /// Only tests call it directly (to reach the DOCTYPE callback, which the pre-scan otherwise
  /// pre-empts).
  static func parse(_ source: SourceBytes, file: String, limits: NibLimits) -> DocumentRecords {
    var sink = RecordingSink()
    let summary = parse(source, file: file, limits: limits, into: &sink)
    return sink.records(summary)
  }

  /// The libxml2 half of ``read(_:file:limits:into:)``, without the pre-scan.
  /// - Parameters:
  ///   - expected: How many elements and attributes to expect, and the lines.
  ///   - reportsOffsets: Whether events carry byte offsets (``SourcePosition/init(offset:)``)
  ///     instead of lines and columns.
  static func parse<Sink: DocumentSink>(
    _ source: SourceBytes, file: String, limits: NibLimits,
    expected: PreScan.Counts = PreScan.Counts(), reportsOffsets: Bool = false,
    into sink: inout Sink
  ) -> ReadSummary {
    _ = setUp
    var summary = ReadSummary(file: file)
    guard source.count < Int(Int32.max) else {
      summary.diagnostics = [
        .error(
          .limitExceeded, "file is \(source.count) bytes, more than libxml2 can parse",
          at: summary.location(.start))
      ]
      return summary
    }
    guard let context = xmlNewParserCtxt() else {
      summary.diagnostics = [
        .error(.xmlSyntax, "libxml2 could not create a parser", at: summary.location(.start))
      ]
      return summary
    }
    defer { xmlFreeParserCtxt(context) }
    sink.prepare(
      elements: min(expected.elements, limits.objects + 1), attributes: expected.attributes)
    return withUnsafeMutablePointer(to: &sink) { sink in
      // The state lives behind a plain pointer for the parse: the callbacks reach it through
      // `_private` without reference counting or dynamic exclusivity checks.
      let state = UnsafeMutablePointer<ReaderState>.allocate(capacity: 1)
      state.initialize(
        to: ReaderState(
          source: source, summary: summary, limits: limits, context: context,
          sink: SinkCalls(sink), lineStarts: expected.lineStarts,
          reportsOffsets: reportsOffsets))
      defer { state.deallocate() }
      context.pointee.sax.pointee = makeReaderHandler()
      context.pointee._private = UnsafeMutableRawPointer(state)
      withThreadErrorHandler(context: UnsafeMutableRawPointer(state), handler: threadErrorHandler) {
        runParse(context, source)
      }
      context.pointee._private = nil
      var finished = state.move()
      return finished.finish()
    }
  }

  /// Parses `bytes` with libxml2 SAX2, the same options as ``read(_:file:limits:)`` and empty
  /// callbacks: the floor that `viewcheck bench` compares the loader with.
  /// - Returns: Whether libxml2 found the bytes well-formed.
  package static func saxFloor(_ bytes: UnsafeRawBufferPointer) -> Bool {
    _ = setUp
    let source = SourceBytes(bytes)
    guard source.count < Int(Int32.max), let context = xmlNewParserCtxt() else { return false }
    defer { xmlFreeParserCtxt(context) }
    var empty = xmlSAXHandler()
    empty.initialized = XML_SAX2_MAGIC
    empty.serror = { _, _ in }
    context.pointee.sax.pointee = empty
    withThreadErrorHandler(context: nil, handler: { _, _ in }) {
      // libxml2's own way to parse from memory, as the harness's C floor does: it copies the
      // whole buffer first.
      let document = source.base.withMemoryRebound(
        to: CChar.self, capacity: max(source.count, 1)
      ) {
        xmlCtxtReadMemory(context, $0, Int32(source.count), nil, nil, options)
      }
      if let document { xmlFreeDoc(document) }
    }
    return context.pointee.wellFormed != 0
  }

  /// Runs libxml2 over the bytes, handed to it a window at a time.
  ///
  /// `xmlCtxtReadMemory` would copy the whole file into a buffer of libxml2's first (as large
  /// as the file, alive for the whole parse), and in that mode libxml2 2.9 never shrinks its
  /// buffer, so past 10 MB a look-ahead near the end of the file fails with "Huge input
  /// lookup": it rejects some valid files over 10 MB (`xmllint --memory` does too, where
  /// `xmllint` reading the file accepts them). 2.9's static buffers are not safe to parse from
  /// (they lack the read callback its parser calls near the end of input). Read through a
  /// callback, libxml2 keeps a window of a few kilobytes, which it shrinks as it goes, as when
  /// it reads a file itself; `xmlByteConsumed` still counts from the start of the file, so
  /// offsets are the same.
  private static func runParse(_ context: xmlParserCtxtPtr, _ source: SourceBytes) {
    var input = StreamedInput(source: source)
    let document = withUnsafeMutablePointer(to: &input) { input in
      xmlCtxtReadIO(context, streamedRead, nil, UnsafeMutableRawPointer(input), nil, nil, options)
    }
    // The SAX handler builds no tree; free one anyway if libxml2 ever made it.
    if let document { xmlFreeDoc(document) }
  }

  /// Installs the thread's structured error handler for the duration of `body` and restores
  /// the previous one: some errors (encoding conversion, I/O) reach only that handler.
  private static func withThreadErrorHandler(
    context: UnsafeMutableRawPointer?, handler: xmlStructuredErrorFunc,
    _ body: () -> Void
  ) {
    let savedHandler = __xmlStructuredError()?.pointee
    let savedContext = __xmlStructuredErrorContext()?.pointee
    xmlSetStructuredErrorFunc(context, handler)
    defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
    body()
  }
}

// MARK: Callbacks
//
// C function pointers cannot capture context, so the callbacks are file-level constants that
// find the reader's state through their context argument.

/// The reader's state, from a SAX callback's context (the parser context, whose `_private`
/// holds the state).
@inline(__always)
private func state(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<ReaderState>? {
  guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self),
    let state = parser.pointee._private
  else { return nil }
  return state.assumingMemoryBound(to: ReaderState.self)
}

/// The bytes libxml2 reads through ``streamedRead``, and how far it has read.
private struct StreamedInput {
  let source: SourceBytes
  var offset = 0
}

/// libxml2's read callback over a ``StreamedInput``: copies the next bytes into its window
/// (0 at the end).
private let streamedRead: xmlInputReadCallback = { context, buffer, length in
  guard let context, let buffer, length > 0 else { return 0 }
  let input = context.assumingMemoryBound(to: StreamedInput.self)
  let count = min(Int(length), input.pointee.source.count - input.pointee.offset)
  guard count > 0 else { return 0 }
  UnsafeMutableRawPointer(buffer).copyMemory(
    from: input.pointee.source.base + input.pointee.offset, byteCount: count)
  input.pointee.offset += count
  return Int32(count)
}

/// Errors raised on the parser context.
private let contextErrorHandler: xmlStructuredErrorFunc = { context, error in
  guard let error else { return }
  state(context)?.pointee.record(error.pointee)
}

/// Errors that reach only the thread's handler; its context is the state itself.
private let threadErrorHandler: xmlStructuredErrorFunc = { context, error in
  guard let context, let error else { return }
  context.assumingMemoryBound(to: ReaderState.self).pointee.record(error.pointee)
}

/// Text and CDATA (and white space libxml2 calls ignorable: the same callback, which also
/// spares libxml2 its blank-detection work).
private let charactersHandler: charactersSAXFunc = { context, characters, length in
  guard let characters, length > 0 else { return }
  state(context)?.pointee.characters(UnsafeBufferPointer(start: characters, count: Int(length)))
}

/// The SAX2 handler of ``XMLReader/parse(_:file:limits:)``: every other callback stays empty.
private func makeReaderHandler() -> xmlSAXHandler {
  var handler = xmlSAXHandler()
  handler.initialized = XML_SAX2_MAGIC
  handler.serror = contextErrorHandler
  handler.startElementNs = {
    context, localName, prefix, _, namespaceCount, _, count, _, attributes in
    guard let localName else { return }
    state(context)?.pointee.startElement(
      localName, prefix: prefix, declaresNamespaces: namespaceCount > 0,
      attributes: attributes, count: Int(count))
  }
  handler.endElementNs = { context, _, _, _ in state(context)?.pointee.endElement() }
  handler.characters = charactersHandler
  handler.ignorableWhitespace = charactersHandler
  handler.cdataBlock = charactersHandler
  handler.comment = { context, text in
    guard let text else { return }
    state(context)?.pointee.comment(text)
  }
  handler.internalSubset = { context, _, _, _ in state(context)?.pointee.doctype() }
  handler.processingInstruction = { context, _, _ in
    state(context)?.pointee.processingInstruction()
  }
  return handler
}

/// The sink's two calls, without its type (the C callbacks cannot be generic); they reach the
/// sink through a pointer valid for the parse.
private struct SinkCalls {
  let startElement: (ElementEvent, UnsafeBufferPointer<AttributeEvent>) -> Void
  /// `nil` unless the sink wants the first text of each element (``DocumentSink/receivesText``).
  let text: ((Int32, String, SourcePosition) -> Void)?
  /// Every run of character data, for a sink that wants them (``DocumentSink/receivesCharacters``).
  /// Not optional, so that a call does not take a copy (and a retain) of it first: libxml2
  /// reports the white space between every two tags.
  let characters: (Int32, UnsafeBufferPointer<UInt8>) -> Void
  /// Whether ``characters`` is called at all.
  let receivesCharacters: Bool
  /// `nil` unless the sink reports markup (``DocumentSink/reportsMarkup``).
  let markup: ((MarkupItem) -> Void)?

  init<Sink: DocumentSink>(_ sink: UnsafeMutablePointer<Sink>) {
    startElement = { sink.pointee.startElement($0, attributes: $1) }
    text = Sink.receivesText ? { sink.pointee.text(inElement: $0, named: $1, at: $2) } : nil
    characters = { sink.pointee.characters(inElement: $0, $1) }
    receivesCharacters = Sink.receivesCharacters
    markup = Sink.reportsMarkup ? { sink.pointee.markup($0) } : nil
  }
}

/// What one parse accumulates; reached from the callbacks through the context's `_private`.
private struct ReaderState {
  let source: SourceBytes
  let limits: NibLimits
  let context: xmlParserCtxtPtr
  let sink: SinkCalls
  /// Whether events carry byte offsets for another thread to turn into positions.
  let reportsOffsets: Bool
  var summary: ReadSummary
  var cursor: LineCursor
  /// The open elements, outermost first.
  var open: [OpenElement] = []
  /// The attributes of the start tag being reported: room reused from tag to tag, grown to
  /// the largest tag (at most the attribute limit), initialized only during a report.
  var attributeEvents = UnsafeMutableBufferPointer<AttributeEvent>(start: nil, count: 0)
  /// Where values with `&#38;` are written back as `&` (grown as needed, reused).
  var decoded = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
  /// The offset just after the last start or end tag: text starts after it.
  var markupEnd = 0
  /// Set once a diagnostic is recorded; later callbacks do nothing.
  var failed = false
  var names = NameCache()
  /// The end of the last markup item reported (``SinkCalls/markup`` only).
  var markupItemEnd = 0
  /// Comments whose next element is still to come (indices in ``ReadSummary/comments``).
  var commentsAwaitingElement: [Int] = []
  /// Comments whose next element has started but whose subtree has not ended, with that
  /// element's depth: deeper ones last (a later one lies inside every earlier one).
  var commentsAwaitingEnd: [(comment: Int, depth: Int32)] = []

  /// An open element: its index, and its name as libxml2 interned it (a string is made only
  /// for the rare text inside an element, which the compiler reports).
  struct OpenElement {
    var index: Int32
    var localName: UnsafePointer<xmlChar>
    var prefix: UnsafePointer<xmlChar>?
    var hasText = false
  }

  init(
    source: SourceBytes, summary: ReadSummary, limits: NibLimits,
    context: xmlParserCtxtPtr, sink: SinkCalls, lineStarts: [UInt32], reportsOffsets: Bool
  ) {
    self.reportsOffsets = reportsOffsets
    self.source = source
    self.summary = summary
    self.limits = limits
    self.context = context
    self.sink = sink
    cursor = LineCursor(start: source.byteOrderMarkLength, lineStarts: lineStarts)
    markupEnd = source.byteOrderMarkLength
  }

  /// The position an event carries for a byte offset: its line and column, or the offset
  /// itself when another thread works the position out.
  @inline(__always)
  mutating func eventPosition(_ offset: Int) -> SourcePosition {
    reportsOffsets ? SourcePosition(offset: offset) : position(offset)
  }

  /// The byte offset libxml2 has reached in the (untranscoded) input.
  var parserOffset: Int { Int(xmlByteConsumed(context)) }

  /// The line and column of a byte offset (offsets come in document order).
  mutating func position(_ offset: Int) -> SourcePosition {
    cursor.position(of: offset, in: source)
  }

  /// Records the reader's own diagnostic (a limit, a DOCTYPE) and stops libxml2.
  mutating func fail(_ rule: RuleID, _ message: String, at offset: Int) {
    guard !failed else { return }
    failed = true
    summary.diagnostics.append(.error(rule, message, at: summary.location(position(offset))))
    xmlStopParser(context)
  }

  /// A start tag: checks the depth and object limits, then reports the element and its
  /// attributes, with the positions found in the source, to the sink.
  mutating func startElement(
    _ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
    declaresNamespaces: Bool, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
    count: Int
  ) {
    guard !failed else { return }
    let tagEnd = parserOffset
    // Forward from the last tag: only the text in between is scanned, not the tag itself.
    let tagStart =
      source.nextStartTag(from: markupEnd, before: tagEnd)
      ?? source.tagStart(before: tagEnd)
    let depth = Int32(open.count)
    if depth > limits.depth {
      fail(
        .limitExceeded, "nesting is deeper than the limit of \(limits.depth) levels",
        at: tagStart)
      return
    }
    // Every element but the root counts as an object (actions and externals too).
    if summary.elementCount > limits.objects {
      fail(.limitExceeded, "file has more than \(limits.objects) objects, the limit", at: tagStart)
      return
    }
    let index = Int32(summary.elementCount)
    summary.elementCount += 1
    let elementPosition = eventPosition(tagStart)
    // A suppression comment before the root waits for the end of the whole document: look
    // at the deepest waiting comment's depth, not only whether one waits.
    if !commentsAwaitingElement.isEmpty
      || commentsAwaitingEnd.last.map({ $0.depth >= depth }) ?? false
    {
      noteCommentTargets(depth: depth, at: tagStart, position: elementPosition)
    }
    if count > attributeEvents.count {
      attributeEvents.deallocate()
      attributeEvents = .allocate(capacity: max(count, 2 * attributeEvents.count, 16))
    }
    names.reserve(count + 1)
    var reported = 0
    if let attributes, count > 0 {
      var decodedUsed = 0
      // A value libxml2 did not have to rewrite (no reference, no white space to normalize)
      // is handed over in place, in its window on the input, which holds the file's own bytes
      // up to the tag's end: its offset in the file follows, and the name is found back from
      // it (before the quote and the `=`, and as long as libxml2's name). A rewritten value is
      // a copy; its name is found by a scan forward from the previous name (or the `<`).
      let input = context.pointee.input
      let windowStart = UnsafeRawPointer(input?.pointee.base)
      let windowEnd = UnsafeRawPointer(input?.pointee.cur)
      var previousName = tagStart
      for attribute in 0..<count {
        let fields = attributes + 5 * attribute
        let name = names.name(fields[0]!, prefix: fields[1])
        var value = UnsafeBufferPointer(start: fields[3], count: fields[4]! - fields[3]!)
        var nameOffset: Int?
        if let windowStart, let windowEnd, let start = fields[3], let end = fields[4],
          UnsafeRawPointer(start) > windowStart, UnsafeRawPointer(end) <= windowEnd
        {
          let valueOffset = tagEnd - (windowEnd - UnsafeRawPointer(start))
          nameOffset = source.attributeName(
            beforeValueAt: valueOffset, length: name.storage.pointer.pointee.utf8.count,
            after: previousName)
          // The same bytes in the file itself, which outlive the parse (``ReadAhead`` passes
          // them on without a copy).
          value = UnsafeBufferPointer(start: source.base + valueOffset, count: value.count)
        } else if value.count > 0, memchr(value.baseAddress!, 0x26, value.count) != nil {
          value = decodeAmpersands(value, fields: attributes, count: count, used: &decodedUsed)
        }
        let offset = nameOffset ?? nextAttributeName(after: previousName, inTagAt: tagStart)
        previousName = offset
        let namePosition = eventPosition(offset)
        (attributeEvents.baseAddress! + reported).initialize(
          to: AttributeEvent(
            nameStorage: name.storage, nameID: name.id, value: value, position: namePosition))
        reported += 1
      }
    }
    let name = names.name(localName, prefix: prefix)
    let element = ElementEvent(
      nameStorage: name.storage, nameID: name.id, index: index, parent: open.last?.index ?? -1,
      depth: depth, position: elementPosition)
    open.append(OpenElement(index: index, localName: localName, prefix: prefix))
    markupEnd = source.tagEnd(from: tagEnd)
    sink.startElement(element, UnsafeBufferPointer(rebasing: attributeEvents[..<reported]))
    if sink.markup != nil { reportMarkup(.startTag(element: index), tagStart..<markupEnd) }
    // Events are plain bytes: this costs nothing but says they are gone.
    attributeEvents.baseAddress?.deinitialize(count: reported)
    names.endTag()
  }

  /// The offset of the attribute name that follows the one at `previous` in the start tag at
  /// `tagStart` (the first one when `previous` is `tagStart`), found by a scan forward; the
  /// namespace declarations in between are passed over, as libxml2 reports them apart.
  func nextAttributeName(after previous: Int, inTagAt tagStart: Int) -> Int {
    var current =
      previous == tagStart
      ? source.firstAttributeName(inTagAt: tagStart) : source.nextAttributeName(after: previous)
    while !source.isTagClose(at: current) && source.isNamespaceDeclaration(at: current) {
      current = source.nextAttributeName(after: current)
    }
    return current
  }

  /// A value with `&`s: without entity substitution libxml2 hands over a `&` (from `&amp;` or
  /// `&#38;`) as the five characters `&#38;` — and a `&` never otherwise — so each `&#38;`
  /// becomes `&` again, in ``decoded`` (made large enough for all the tag's values at once, so
  /// that values decoded earlier stay where they are).
  mutating func decodeAmpersands(
    _ value: UnsafeBufferPointer<xmlChar>, fields: UnsafeMutablePointer<UnsafePointer<xmlChar>?>,
    count: Int, used: inout Int
  ) -> UnsafeBufferPointer<UInt8> {
    if used == 0 {
      var total = 0
      for attribute in 0..<count {
        total += fields[5 * attribute + 4]! - fields[5 * attribute + 3]!
      }
      if decoded.count < total {
        decoded.deallocate()
        decoded = .allocate(capacity: max(total, 2 * decoded.count))
      }
    }
    let start = used
    var index = 0
    while index < value.count {
      decoded[used] = value[index]
      used += 1
      if value[index] == UInt8(ascii: "&") && index + 4 < value.count && value[index + 1] == 0x23
        && value[index + 2] == 0x33 && value[index + 3] == 0x38 && value[index + 4] == 0x3B
      {
        index += 5
      } else {
        index += 1
      }
    }
    return UnsafeBufferPointer(rebasing: decoded[start..<used])
  }

  /// A new element starts at `offset`, whose event carries `eventPosition`: it is the next
  /// element of the comments before it, and it ends the subtrees of those comments' elements
  /// that are not deeper than it. (The summary's positions are lines and columns, even when
  /// the events' are offsets; one is worked out only when a comment takes it.)
  mutating func noteCommentTargets(
    depth: Int32, at offset: Int, position eventPosition: SourcePosition
  ) {
    var known: SourcePosition?
    while let last = commentsAwaitingEnd.last, last.depth >= depth {
      let position = known ?? summaryPosition(offset, eventPosition)
      known = position
      summary.comments[last.comment].subtreeEnd = position
      commentsAwaitingEnd.removeLast()
    }
    guard !commentsAwaitingElement.isEmpty else { return }
    for comment in commentsAwaitingElement {
      let position = known ?? summaryPosition(offset, eventPosition)
      known = position
      summary.comments[comment].nextElementPosition = position
      commentsAwaitingEnd.append((comment, depth))
    }
    commentsAwaitingElement.removeAll()
  }

  /// The line and column of `offset`, whose event carries `eventPosition`.
  private mutating func summaryPosition(_ offset: Int, _ eventPosition: SourcePosition)
    -> SourcePosition
  {
    reportsOffsets ? position(offset) : eventPosition
  }

  /// An end tag (or the end of an empty-element tag).
  mutating func endElement() {
    guard !failed, !open.isEmpty else { return }
    markupEnd = parserOffset
    let element = open.removeLast()
    if sink.markup != nil {
      // libxml2 reports the end after the tag: `/>` ends an empty-element tag, which has no
      // end tag; an end tag (`</x>` at least) holds no `<` but its first.
      let end = markupEnd
      let isEmptyElement = source[end - 2] == UInt8(ascii: "/") && source[end - 1] == 0x3E
      let start = isEmptyElement ? end : source.lastOccurrence(of: "</", atOrBefore: end - 4)
      reportMarkup(.endTag(element: element.index), start..<end)
    }
  }

  /// A processing instruction: reported as markup only.
  mutating func processingInstruction() {
    guard !failed, sink.markup != nil else { return }
    let end = parserOffset
    let start = source.processingInstructionStart(from: markupItemEnd, before: end) ?? end
    reportMarkup(.processingInstruction, start..<end)
  }

  /// Hands a markup item to the sink.
  private mutating func reportMarkup(_ kind: MarkupItem.Kind, _ range: Range<Int>) {
    markupItemEnd = range.upperBound
    sink.markup?(MarkupItem(kind: kind, range: range))
  }

  /// Character data: every run goes to a sink that wants them, and the first
  /// non-white-space run of an element is reported as text.
  mutating func characters(_ text: UnsafeBufferPointer<xmlChar>) {
    guard !failed, let current = open.last else { return }
    if sink.receivesCharacters { sink.characters(current.index, text) }
    guard let report = sink.text, !current.hasText else { return }
    guard SourceBytes.hasNonSpace(text) else { return }
    open[open.count - 1].hasText = true
    let offset = source.firstTextCharacter(from: markupEnd)
    report(
      current.index, NameCache.string(current.localName, prefix: current.prefix),
      eventPosition(offset))
  }

  /// A comment that may be a suppression (`viewcheck:` after white space), with the position
  /// of its `<!--`. Other comments are not recorded, nor suppressions past the findings limit:
  /// a file of millions of comments must not become millions of records.
  mutating func comment(_ text: UnsafePointer<xmlChar>) {
    guard !failed else { return }
    if sink.markup != nil {
      reportMarkup(.comment, source.commentStart(endingAt: parserOffset)..<parserOffset)
    }
    guard summary.comments.count < limits.findings else { return }
    var first = text
    while SourceBytes.isSpace(first.pointee) { first += 1 }
    // The C string ends in NUL, so the comparison stops at its end.
    guard strncmp(first, "viewcheck:", 10) == 0 else { return }
    let start = source.commentStart(endingAt: parserOffset)
    commentsAwaitingElement.append(summary.comments.count)
    summary.comments.append(
      CommentRecord(
        text: String(cString: text), position: position(start),
        nextElement: Int32(summary.elementCount)))
  }

  /// A DOCTYPE (normally refused by the pre-scan already): `xml-dtd`, and the parse stops
  /// before its internal subset is read.
  mutating func doctype() {
    let start = source.lastOccurrence(of: "<!DOCTYPE", atOrBefore: parserOffset)
    fail(.xmlDTD, "DOCTYPE declarations are not allowed in nib files", at: start)
  }

  /// Keeps libxml2's first error (warnings are ignored); later ones are follow-on noise.
  mutating func record(_ error: xmlError) {
    guard error.level.rawValue >= XML_ERR_ERROR.rawValue, !failed else { return }
    failed = true
    let message = error.message.map { String(cString: $0) } ?? "malformed XML"
    // Where libxml2 stands, in the reader's own lines and columns: libxml2's line number
    // misses a lone carriage return in some places (a comment), which XML, editors and the
    // rest of the reader take as a line break.
    let position = self.position(parserOffset)
    let rule: RuleID
    let text: String
    if error.code == Int32(XML_ERR_INTERNAL_ERROR.rawValue),
      message.hasPrefix("Excessive depth in document")
    {
      rule = .limitExceeded
      let limit = message.split(separator: " ").lazy.compactMap { Int($0) }.first ?? 256
      text = "nesting is deeper than the limit of \(limit) levels"
    } else {
      rule = Self.isEncodingError(error) ? .xmlEncoding : .xmlSyntax
      text = MessageText.clean(message)
    }
    summary.diagnostics.append(.error(rule, text, at: summary.location(position)))
  }

  /// The libxml2 errors about encodings and character conversion.
  static func isEncodingError(_ error: xmlError) -> Bool {
    if error.domain == Int32(XML_FROM_I18N.rawValue) { return true }
    switch error.code {
    case Int32(XML_ERR_UNKNOWN_ENCODING.rawValue), Int32(XML_ERR_UNSUPPORTED_ENCODING.rawValue),
      Int32(XML_ERR_ENCODING_NAME.rawValue), Int32(XML_ERR_INVALID_ENCODING.rawValue):
      return true
    default:
      return false
    }
  }

  /// After the parse: a document that produced no element and no error is empty.
  mutating func finish() -> ReadSummary {
    decoded.deallocate()
    decoded = UnsafeMutableBufferPointer(start: nil, count: 0)
    attributeEvents.deallocate()
    attributeEvents = UnsafeMutableBufferPointer(start: nil, count: 0)
    names.release()
    if summary.diagnostics.isEmpty && summary.elementCount == 0 {
      summary.diagnostics.append(
        .error(.xmlSyntax, "Document is empty", at: summary.location(position(source.count))))
    }
    return summary
  }
}

/// Element and attribute names as Swift strings, made once per distinct name, and numbered:
/// libxml2 interns names in its dictionary, so one name has one pointer for the whole parse.
///
/// The events point at the strings (``EventName``): numbered names live in a table that is
/// only appended to, allocated once per parse and freed by ``release()``; names without a
/// number are made again for each start tag, in room that stays put until ``endTag()``.
private struct NameCache {
  private static let slots = 512

  /// A slot of the cache: a name's pointer and its number (plain bytes: nothing to release).
  private struct Entry {
    var pointer: UnsafePointer<xmlChar>?
    var id: Int32
  }

  /// The cache, by a hash of the pointer. A slot may be taken by another name; the table
  /// entry it pointed at stays.
  private let entries: UnsafeMutablePointer<Entry>
  /// The numbered names, by number: ``nextID`` of them initialized, never changed.
  private let table: UnsafeMutablePointer<String>
  private var nextID: Int32 = 0
  /// The names without a number of the tag being reported: ``scratchUsed`` of them
  /// initialized.
  private var scratch = UnsafeMutableBufferPointer<String>(start: nil, count: 0)
  private var scratchUsed = 0

  init() {
    entries = .allocate(capacity: Self.slots)
    entries.initialize(repeating: Entry(pointer: nil, id: -1), count: Self.slots)
    table = .allocate(capacity: Int(NameTable.limit))
  }

  /// Before a start tag's names: room for `count` names without a number, so that none
  /// moves while the tag's events point at it.
  @inline(__always)
  mutating func reserve(_ count: Int) {
    assert(scratchUsed == 0, "reserve(_:) before the last tag's endTag()")
    guard count > scratch.count else { return }
    scratch.deallocate()
    scratch = .allocate(capacity: max(count, 2 * scratch.count, 16))
  }

  /// The name, as `prefix:local` when it has a prefix, and its number (-1 for prefixed names
  /// and once ``NameTable/limit`` numbers are given out). A name pushed out of its slot by
  /// another gets a new number when it comes back: numbers stay unique to one name.
  /// A name without a number takes one of the places ``reserve(_:)`` made.
  @inline(__always)
  mutating func name(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> (
    storage: EventName, id: Int32
  ) {
    guard prefix == nil else { return unnumbered(Self.string(local, prefix: prefix)) }
    let hash = UInt(bitPattern: local) &* 0x9E37_79B9_7F4A_7C15
    // The top 9 bits: always a valid slot.
    let slot = entries + Int(truncatingIfNeeded: hash >> 55)
    if slot.pointee.pointer == local {
      let id = slot.pointee.id
      return (EventName(pointer: UnsafePointer(table + Int(id))), id)
    }
    return add(local, in: slot)
  }

  /// A name not in its slot: numbered, in the table and the slot, while numbers last.
  @inline(never)
  private mutating func add(_ local: UnsafePointer<xmlChar>, in slot: UnsafeMutablePointer<Entry>)
    -> (storage: EventName, id: Int32)
  {
    let name = String(cString: local)
    guard nextID < NameTable.limit else { return unnumbered(name) }
    let id = nextID
    nextID += 1
    (table + Int(id)).initialize(to: name)
    slot.pointee = Entry(pointer: local, id: id)
    return (EventName(pointer: UnsafePointer(table + Int(id))), id)
  }

  /// A name without a number, kept until ``endTag()``.
  private mutating func unnumbered(_ name: String) -> (storage: EventName, id: Int32) {
    assert(scratchUsed < scratch.count, "more names in a tag than reserve(_:) made room for")
    let place = scratch.baseAddress.unsafelyUnwrapped + scratchUsed
    place.initialize(to: name)
    scratchUsed += 1
    return (EventName(pointer: UnsafePointer(place)), -1)
  }

  /// After the sink's call for a start tag: its names without a number are dropped.
  mutating func endTag() {
    // Nearly always none: skip the runtime's call that would destroy zero strings.
    guard scratchUsed > 0 else { return }
    scratch.baseAddress.unsafelyUnwrapped.deinitialize(count: scratchUsed)
    scratchUsed = 0
  }

  /// A name as a string, as `prefix:local` when it has a prefix.
  static func string(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> String {
    guard let prefix else { return String(cString: local) }
    return String(cString: prefix) + ":" + String(cString: local)
  }

  /// After the parse: frees the names (no event points at them any more).
  mutating func release() {
    endTag()
    scratch.deallocate()
    scratch = UnsafeMutableBufferPointer(start: nil, count: 0)
    table.deinitialize(count: Int(nextID))
    table.deallocate()
    entries.deallocate()
  }
}

/// An element of a document read whole, copied out of libxml2's tree: for tests that check
/// the XML the project writes (pictures), never for nib files.
package struct XMLElementTree: Sendable {
  /// The element's name, with its prefix if it has one.
  package var name: String
  /// The URI of the element's namespace, if any.
  package var namespace: String?
  /// The attributes by name (with their prefixes, `xml:space`), values as parsed (entities
  /// replaced).
  package var attributes: [String: String]
  /// The child elements, in order.
  package var children: [XMLElementTree]
  /// The element's own text: its text and character-data children, in order, without its
  /// child elements' text.
  package var ownText: String
  /// Whether the element holds a CDATA section.
  package var hasCDATA: Bool

  /// The element's text with its descendants' text, in document order.
  package var allText: String {
    var text = ownText
    for child in children { text += child.allText }
    return text
  }
}

extension XMLReader {
  /// Parses a whole document with libxml2 (network off, no entity substitution, no DTD) and
  /// copies it into an ``XMLElementTree``; frees everything before returning.
  /// - Parameter text: The document.
  /// - Returns: The root element, or libxml2's message when the document is not well-formed.
  package static func elementTree(of text: String) -> Result<XMLElementTree, XMLTreeError> {
    _ = setUp
    guard let context = xmlNewParserCtxt() else {
      return .failure(XMLTreeError(message: "no parser context"))
    }
    defer { xmlFreeParserCtxt(context) }
    var bytes = Array(text.utf8)
    let document = bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
        xmlCtxtReadMemory(context, $0, Int32(buffer.count), nil, "UTF-8", options)
      }
    }
    guard let document else {
      let message = context.pointee.lastError.message.map { String(cString: $0) } ?? "not XML"
      return .failure(XMLTreeError(message: message))
    }
    defer { xmlFreeDoc(document) }
    guard let root = xmlDocGetRootElement(document) else {
      return .failure(XMLTreeError(message: "no root element"))
    }
    return .success(copy(root))
  }

  private static func string(_ characters: UnsafePointer<xmlChar>?) -> String {
    characters.map { String(cString: $0) } ?? ""
  }

  /// Copies an element and its descendants (libxml2 bounds their depth).
  private static func copy(_ node: UnsafeMutablePointer<xmlNode>) -> XMLElementTree {
    var name = string(node.pointee.name)
    if let prefix = node.pointee.ns?.pointee.prefix { name = string(prefix) + ":" + name }
    var element = XMLElementTree(
      name: name, namespace: node.pointee.ns.map { string($0.pointee.href) }, attributes: [:],
      children: [], ownText: "", hasCDATA: false)
    var attribute = node.pointee.properties
    while let current = attribute {
      var attributeName = string(current.pointee.name)
      if let prefix = current.pointee.ns?.pointee.prefix {
        attributeName = string(prefix) + ":" + attributeName
      }
      var value = ""
      var part = current.pointee.children
      while let text = part {
        value += string(text.pointee.content)
        part = text.pointee.next
      }
      element.attributes[attributeName] = value
      attribute = current.pointee.next
    }
    var child = node.pointee.children
    while let current = child {
      switch current.pointee.type {
      case XML_ELEMENT_NODE: element.children.append(copy(current))
      case XML_TEXT_NODE: element.ownText += string(current.pointee.content)
      case XML_CDATA_SECTION_NODE:
        element.hasCDATA = true
        element.ownText += string(current.pointee.content)
      default: break
      }
      child = current.pointee.next
    }
    return element
  }
}

/// A document ``XMLReader/elementTree(of:)`` could not read.
package struct XMLTreeError: Error, Sendable {
  /// libxml2's message.
  package var message: String
}
