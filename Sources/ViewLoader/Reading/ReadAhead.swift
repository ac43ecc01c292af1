import Dispatch
import Glibc

/// Reading on a second thread: libxml2 and the reader run ahead on a thread of their own and
/// write their events down in blocks, while the calling thread hands the blocks' events to the
/// sink, in the same order and with the same contents as ``XMLReader`` would have.
///
/// A cold load of a large file is then bounded by the slower of the two halves (parsing, and
/// compiling) instead of their sum. It does the same work and a little more (each event is
/// written down and read back; values stay in the file, only those libxml2 rewrote are
/// copied), so it is worth it only for a large file, and only when a core is free: the linter,
/// which already checks files on every core, does not use it.
enum ReadAhead {
  /// Files from this many bytes are read ahead (about 2,500 views of the harness's shape):
  /// below it, starting a thread and passing blocks costs more than it saves. The fuzz target
  /// sets `VIEWLOADER_READ_AHEAD_FROM` (bytes) to 0, so that its small inputs take this path
  /// too.
  static let threshold: Int = {
    if let value = getenv("VIEWLOADER_READ_AHEAD_FROM"), let bytes = Int(String(cString: value)),
      bytes >= 0
    {
      return bytes
    }
    return 192 * 1024
  }()

  /// A block of events is passed on once it has this many elements or attributes (at the
  /// harness's five attributes an element, about 170 KB of records: it is still in the shared
  /// cache when the other thread reads it).
  static let elementsPerBlock = 1024
  static let attributesPerBlock = 8 * 1024

  /// Whether this process may run on a second core to read ahead on: the cores of its
  /// affinity mask (`taskset -c 0` leaves one), not the machine's. On one core a second thread
  /// only adds the blocks' writing and reading back, and the switches between the threads.
  static let isUseful: Bool = (allowedCores() ?? sysconf(Int32(_SC_NPROCESSORS_ONLN))) > 1

  /// The number of cores in this process's affinity mask, from the `Cpus_allowed:` line of
  /// `/proc/self/status` (Glibc's `sched_getaffinity` is not visible to Swift); `nil` when it
  /// cannot be read.
  static func allowedCores() -> Int? {
    let descriptor = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 8192)
    var used = 0
    while used < buffer.count {
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress! + used, $0.count - used)
      }
      guard count > 0 else { break }
      used += count
    }
    let key = Array("\nCpus_allowed:".utf8)
    guard used > key.count,
      let found = (0...(used - key.count)).first(where: {
        buffer[$0..<$0 + key.count].elementsEqual(key)
      })
    else { return nil }
    var cores = 0
    for byte in buffer[(found + key.count)..<used] {
      if byte == 0x0A { break }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      default: continue  // the tab after the key, and the commas between 32-bit groups
      }
      cores += digit.nonzeroBitCount
    }
    return cores
  }

  /// Reads one document as ``XMLReader/read(_:file:limits:into:)`` does, parsing on a second
  /// thread while `sink` receives the events on this one; reads on this thread alone when no
  /// thread can be started.
  static func read<Sink: DocumentSink>(
    _ bytes: UnsafeRawBufferPointer, file: String, limits: NibLimits, into sink: inout Sink
  ) -> ReadSummary {
    let channel = EventChannel()
    let input = SharedBytes(bytes: bytes)
    // The pre-scan runs in two halves, the second on this thread, which has nothing to do
    // before the first events arrive.
    let split = PreScan.splitPoint(in: SourceBytes(bytes))
    let secondHalf = Handoff<PreScan.SecondHalf>()
    let started = ParserThread.start {
      var writer = BlockWriter(channel: channel, file: input.bytes)
      // Positions are worked out on the caller's thread, which has time to spare.
      let summary = XMLReader.read(
        input.bytes, file: file, limits: limits,
        preScanSplit: split.map { ($0, secondHalf.wait) },
        offsetsWithLineTable: channel.publishLineStarts, into: &writer)
      writer.finish(summary)
    }
    guard let thread = started else {
      return XMLReader.read(bytes, file: file, limits: limits, into: &sink)
    }
    if let split {
      secondHalf.deliver(
        PreScan.scanSecondHalf(
          of: SourceBytes(bytes), from: split, attributeLimit: limits.attributesPerElement))
    }
    var replayer = BlockReplayer(file: bytes)
    let summary = channel.receive { block, lineStarts in
      replayer.replay(block, lineStarts: lineStarts, into: &sink)
    }
    thread.join()
    return summary
  }
}

/// The caller's bytes, read by the parser thread while the caller waits for it to finish.
private struct SharedBytes: @unchecked Sendable {
  // Safe: the caller keeps the bytes alive and unchanged until it has joined the thread.
  let bytes: UnsafeRawBufferPointer
}

// MARK: Blocks

/// A stretch of events, written down by the parser thread, then only read by the caller's.
///
/// Its records are plain values in room of a fixed size, written without a check of
/// uniqueness or capacity per record (the parser thread's time is the load's).
private final class EventBlock: @unchecked Sendable {
  // Safe: one thread writes a block, then passes it through the ``EventChannel`` (whose lock
  // orders the writes before the reads) and never touches it again; the other only reads it.

  /// The reader's expectation (``DocumentSink/prepare(elements:attributes:)``), in the first
  /// block only.
  var prepared: (elements: Int, attributes: Int)?
  /// ``elementCount`` start tags, in room for ``ReadAhead/elementsPerBlock``.
  let elements: UnsafeMutablePointer<StoredElement>
  @exclusivity(unchecked) private(set) var elementCount = 0
  /// ``attributeCount`` attributes, in room for ``attributeCapacity``.
  let attributes: UnsafeMutablePointer<StoredAttribute>
  @exclusivity(unchecked) private(set) var attributeCount = 0
  let attributeCapacity: Int
  /// The attribute values of the block that are not the file's own bytes (those libxml2
  /// rewrote: references, normalized white space), one after the other.
  @exclusivity(unchecked) var values: [UInt8] = []
  var texts: [StoredText] = []
  /// The names numbered since the last block (each number is sent once per parse).
  var newNames: [(id: Int32, name: String)] = []
  /// The names without a number, by ``StoredElement/unnumberedName``.
  var unnumberedNames: [String] = []

  /// A block with room for a full block's events, or for one start tag of `attributes`.
  init(attributes: Int = 0) {
    elements = .allocate(capacity: ReadAhead.elementsPerBlock)
    attributeCapacity = max(attributes, ReadAhead.attributesPerBlock)
    self.attributes = .allocate(capacity: attributeCapacity)
  }

  deinit {
    // The records are plain values: nothing to deinitialize.
    elements.deallocate()
    attributes.deallocate()
  }

  /// Whether a start tag of `attributes` still fits.
  @inline(__always)
  func hasRoom(forAttributes count: Int) -> Bool {
    elementCount < ReadAhead.elementsPerBlock && attributeCount + count <= attributeCapacity
      && values.count < 64 * 1024
  }

  /// Adds an attribute (there is room: ``hasRoom(forAttributes:)``).
  @inline(__always)
  func append(_ attribute: StoredAttribute) {
    (attributes + attributeCount).initialize(to: attribute)
    attributeCount += 1
  }

  /// Adds a start tag, after its attributes (there is room: ``hasRoom(forAttributes:)``).
  @inline(__always)
  func append(_ element: StoredElement) {
    (elements + elementCount).initialize(to: element)
    elementCount += 1
  }
}

/// A start tag: an ``ElementEvent`` without the name's storage (its position, and those of
/// attributes and texts, a byte offset: ``SourcePosition/init(offset:)``).
private struct StoredElement: Sendable {
  var nameID: Int32
  /// The index of its name in ``EventBlock/unnumberedNames`` when `nameID` is -1.
  var unnumberedName: Int32
  var index: Int32
  var parent: Int32
  var depth: Int32
  var position: SourcePosition
  /// The end of its attributes in ``EventBlock/attributes``.
  var attributesEnd: Int32
}

/// An attribute: an ``AttributeEvent`` with its value as a range of the file, or of
/// ``EventBlock/values`` when `valueIsCopy`.
private struct StoredAttribute: Sendable {
  var nameID: Int32
  var unnumberedName: Int32
  var valueStart: Int32
  var valueEnd: Int32
  var valueIsCopy: Bool
  var position: SourcePosition
}

/// A text event, reported before the element numbered `before` in the block (or after the
/// block's last element).
private struct StoredText: Sendable {
  var before: Int32
  var element: Int32
  var name: String
  var position: SourcePosition
}

/// The parser thread's sink: it writes the events down and sends each full block.
private struct BlockWriter: DocumentSink {
  let channel: EventChannel
  /// The file: values in it are passed on as offsets.
  let fileStart: UnsafeRawPointer?
  let fileEnd: UnsafeRawPointer?
  var block = EventBlock()
  /// Which name numbers were sent.
  let sentNames: UnsafeMutablePointer<Bool>

  init(channel: EventChannel, file: UnsafeRawBufferPointer) {
    self.channel = channel
    fileStart = file.baseAddress
    fileEnd = file.baseAddress.map { $0 + file.count }
    sentNames = .allocate(capacity: Int(NameTable.limit))
    sentNames.initialize(repeating: false, count: Int(NameTable.limit))
  }

  mutating func prepare(elements: Int, attributes: Int) {
    block.prepared = (elements, attributes)
  }

  mutating func startElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) {
    if !block.hasRoom(forAttributes: attributes.count) {
      channel.send(block)
      block = EventBlock(attributes: attributes.count)
    }
    let block = self.block
    for attribute in attributes {
      let value = attribute.value
      let start: Int
      let isCopy: Bool
      if let address = UnsafeRawPointer(value.baseAddress), let fileStart, let fileEnd,
        address >= fileStart, address + value.count <= fileEnd
      {
        // Nearly every value: libxml2 handed it over in place, and ``XMLReader`` then points
        // at the file's own bytes.
        start = address - fileStart
        isCopy = false
      } else {
        start = block.values.count
        block.values.append(contentsOf: value)
        isCopy = true
      }
      // Offsets fit: files of 2 GB and more are not parsed, and a block's copies are small.
      block.append(
        StoredAttribute(
          nameID: attribute.nameID,
          unnumberedName: note(attribute.nameStorage, attribute.nameID, in: block),
          valueStart: Int32(truncatingIfNeeded: start),
          valueEnd: Int32(truncatingIfNeeded: start + value.count),
          valueIsCopy: isCopy, position: attribute.position))
    }
    block.append(
      StoredElement(
        nameID: element.nameID,
        unnumberedName: note(element.nameStorage, element.nameID, in: block),
        index: element.index, parent: element.parent, depth: element.depth,
        position: element.position,
        attributesEnd: Int32(truncatingIfNeeded: block.attributeCount)))
  }

  func text(inElement element: Int32, named name: String, at position: SourcePosition) {
    block.texts.append(
      StoredText(
        before: Int32(block.elementCount), element: element, name: name, position: position))
  }

  /// Notes a name the other side has not seen yet; for a name without a number, its index in
  /// the block's ``EventBlock/unnumberedNames``.
  @inline(__always)
  private func note(_ storage: EventName, _ id: Int32, in block: EventBlock) -> Int32 {
    guard id >= 0 else {
      block.unnumberedNames.append(storage.string)
      return Int32(truncatingIfNeeded: block.unnumberedNames.count - 1)
    }
    if !sentNames[Int(id)] {
      sentNames[Int(id)] = true
      block.newNames.append((id, storage.string))
    }
    return -1
  }

  /// After the parse: sends the last block and the summary.
  func finish(_ summary: ReadSummary) {
    channel.send(block)
    channel.finish(summary)
    sentNames.deallocate()
  }
}

/// The calling thread's side: it turns blocks back into events for the sink.
private struct BlockReplayer: ~Copyable {
  /// The numbered names, by number, as the parser thread sent them.
  private let names: UnsafeMutablePointer<String>
  private var installed = [Bool](repeating: false, count: Int(NameTable.limit))
  /// Room for one start tag's attribute events, reused.
  private var attributeEvents = UnsafeMutableBufferPointer<AttributeEvent>(start: nil, count: 0)
  /// The file, which most values are in.
  private let file: UnsafeBufferPointer<UInt8>
  private let source: SourceBytes
  /// Turns the events' byte offsets into lines and columns, once the table of line starts
  /// has come.
  private var cursor: LineCursor?

  init(file: UnsafeRawBufferPointer) {
    names = .allocate(capacity: Int(NameTable.limit))
    self.file = file.assumingMemoryBound(to: UInt8.self)
    source = SourceBytes(file)
  }

  /// The line and column of an event's byte offset (``SourcePosition/init(offset:)``).
  @inline(__always)
  private mutating func place(_ position: SourcePosition) -> SourcePosition {
    position.line == 0
      ? cursor!.position(of: Int(position.column), in: source) : position
  }

  deinit {
    for id in installed.indices where installed[id] { (names + id).deinitialize(count: 1) }
    names.deallocate()
    attributeEvents.deallocate()
  }

  /// Hands the block's events to `sink`.
  /// - Parameter lineStarts: The pre-scan's table of line starts, from the first block on.
  mutating func replay<Sink: DocumentSink>(
    _ block: EventBlock, lineStarts: [UInt32]?, into sink: inout Sink
  ) {
    if cursor == nil, let lineStarts {
      cursor = LineCursor(start: source.byteOrderMarkLength, lineStarts: lineStarts)
    }
    if let prepared = block.prepared {
      sink.prepare(elements: prepared.elements, attributes: prepared.attributes)
    }
    for (id, name) in block.newNames where !installed[Int(id)] {
      (names + Int(id)).initialize(to: name)
      installed[Int(id)] = true
    }
    block.values.withUnsafeBufferPointer { values in
      block.unnumberedNames.withUnsafeBufferPointer { unnumbered in
        var attribute = 0
        var text = 0
        for number in 0..<block.elementCount {
          let element = block.elements[number]
          while text < block.texts.count, block.texts[text].before <= number {
            report(block.texts[text], into: &sink)
            text += 1
          }
          // The element's `<` comes before its attributes' names: offsets go forward.
          let elementPosition = place(element.position)
          let count = Int(element.attributesEnd) - attribute
          if count > attributeEvents.count {
            attributeEvents.deallocate()
            attributeEvents = .allocate(capacity: max(count, 2 * attributeEvents.count, 16))
          }
          for slot in 0..<count {
            let stored = block.attributes[attribute + slot]
            (attributeEvents.baseAddress! + slot).initialize(
              to: AttributeEvent(
                nameStorage: name(stored.nameID, stored.unnumberedName, unnumbered),
                nameID: stored.nameID,
                value: UnsafeBufferPointer(
                  rebasing: (stored.valueIsCopy ? values : file)[
                    Int(stored.valueStart)..<Int(stored.valueEnd)]),
                position: place(stored.position)))
          }
          attribute += count
          sink.startElement(
            ElementEvent(
              nameStorage: name(element.nameID, element.unnumberedName, unnumbered),
              nameID: element.nameID, index: element.index, parent: element.parent,
              depth: element.depth, position: elementPosition),
            attributes: UnsafeBufferPointer(rebasing: attributeEvents[..<count]))
        }
        while text < block.texts.count {
          report(block.texts[text], into: &sink)
          text += 1
        }
      }
    }
  }

  private mutating func report<Sink: DocumentSink>(_ text: StoredText, into sink: inout Sink) {
    sink.text(inElement: text.element, named: text.name, at: place(text.position))
  }

  @inline(__always)
  private func name(
    _ id: Int32, _ unnumberedName: Int32, _ unnumbered: UnsafeBufferPointer<String>
  ) -> EventName {
    id >= 0
      ? EventName(pointer: UnsafePointer(names + Int(id)))
      : EventName(pointer: unnumbered.baseAddress! + Int(unnumberedName))
  }
}

// MARK: The channel and the thread

/// Blocks passed from the parser thread to the caller, in order, with at most four in flight
/// (so the parser cannot run ahead by more than four blocks of memory: about 700 KB at the
/// benchmark's five attributes an element).
private final class EventChannel: Sendable {
  private struct State {
    var blocks: [EventBlock] = []
    var summary: ReadSummary?
  }

  // `Locked` (a pthread mutex), not `Synchronization.Mutex`, whose futex ThreadSanitizer
  // cannot see: this lock is what orders a block's writes before its reads.
  private let state = Locked(State())
  /// The pre-scan's table of line starts, published before the first block.
  private let lineStarts = Locked<[UInt32]?>(nil)
  /// Signalled for each block sent, and once more at the end.
  private let sent = DispatchSemaphore(value: 0)
  /// Room for blocks in flight.
  private let room = DispatchSemaphore(value: 4)

  func send(_ block: EventBlock) {
    room.wait()
    state.withLock { $0.blocks.append(block) }
    sent.signal()
  }

  /// Publishes the table of line starts (before any block is sent).
  func publishLineStarts(_ table: [UInt32]) {
    lineStarts.withLock { $0 = table }
  }

  func finish(_ summary: ReadSummary) {
    state.withLock { $0.summary = summary }
    sent.signal()
  }

  /// Hands every block to `body` in order, with the table of line starts, until the parse
  /// has finished.
  /// - Returns: The parse's summary.
  func receive(_ body: (EventBlock, [UInt32]?) -> Void) -> ReadSummary {
    var table: [UInt32]?
    while true {
      sent.wait()
      let next: EventBlock? = state.withLock { state in
        state.blocks.isEmpty ? nil : state.blocks.removeFirst()
      }
      guard let block = next else {
        // The last signal comes from `finish(_:)`, after the summary is set.
        guard let summary = state.withLock({ $0.summary }) else {
          preconditionFailure("the parser thread signalled the end without a summary")
        }
        return summary
      }
      room.signal()
      if table == nil { table = lineStarts.withLock { $0 } }
      body(block, table)
    }
  }
}

/// One value passed from one thread to another, once.
private final class Handoff<Value: Sendable>: Sendable {
  private let value = Locked<Value?>(nil)
  private let ready = DispatchSemaphore(value: 0)

  func deliver(_ value: Value) {
    self.value.withLock { $0 = value }
    ready.signal()
  }

  /// Waits for the value (called at most once).
  func wait() -> Value {
    ready.wait()
    return value.withLock { $0! }
  }
}

/// A thread of its own for the parser (not one of Dispatch's pool, whose threads may all be
/// waiting on reads of their own).
private struct ParserThread {
  private let thread: pthread_t

  /// Starts `body` on a new thread; `nil` when none could be made.
  static func start(_ body: @escaping @Sendable () -> Void) -> ParserThread? {
    final class Box {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let box = Unmanaged.passRetained(Box(body))
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { context in
        let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
        box.body()
        return nil
      }, box.toOpaque())
    guard result == 0 else {
      box.release()
      return nil
    }
    return ParserThread(thread: thread)
  }

  func join() { pthread_join(thread, nil) }
}
