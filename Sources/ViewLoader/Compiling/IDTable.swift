/// Where an id of the expanded document is written. Small and free of references: a template
/// holds one per id, and a file's own ids are most of them.
struct IDEntry: Sendable, Equatable {
  /// The node that has it, in this template (own ids) or in the included one.
  var node: Int32
  /// The position of the `id` attribute, for this file's own ids.
  var position: SourcePosition
  /// ``own`` for an id of this file, ``notDefined`` for one that is written but names nothing
  /// (a duplicate, or a name an external takes), else its index in ``IDTable/included``.
  var origin: Int32

  /// The ``origin`` of an id of this file.
  static let own: Int32 = -1
  /// The ``origin`` of an id that is written but not defined.
  static let notDefined: Int32 = -2
}

/// An id's name as UTF-8 bytes in the byte store of the table that defines it, which it shares
/// rather than copies: an included file's ids are passed on to every file that includes it,
/// directly or not, and a long name included many times is still stored once.
struct IDName: Sendable {
  /// The store the bytes are in.
  private let store: [UInt8]
  /// Where they start in it.
  private let start: UInt32
  /// How many there are.
  private let count: UInt32

  /// The name whose bytes are `count` bytes of `store` from `start`.
  init(store: [UInt8], start: Int, count: Int) {
    self.store = store
    self.start = UInt32(start)
    self.count = UInt32(count)
  }

  /// A name with a store of its own, made from a string's UTF-8.
  init(_ name: String) {
    self.init(store: Array(name.utf8), start: 0, count: name.utf8.count)
  }

  /// The name as a string.
  var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

  /// Hands `body` the name's bytes, read in place.
  @inline(__always)
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    store.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(start) + Int(count)]))
    }
  }
}

/// An id that comes from an included file, with how it is reached.
struct IncludedID: Sendable {
  /// The id itself, in the store of the table that defines it.
  var name: IDName
  /// The `include` nodes leading into the template that defines it, outermost first.
  var includePath: [Int32]
  /// The node in the template that defines it.
  var node: Int32
  /// The location of the `id` attribute, in the file that defines it.
  var location: SourceLocation
  /// The include steps that lead to it, outermost first, as "included from here" notes.
  var includeNotes: [Diagnostic]
  /// The type of the object, if it is one.
  var type: NibType?
}

/// The ids of an expanded document: every id as written, and the definitions by name.
///
/// A template holds one entry per id, and in a large file nearly every element has one, so the
/// table is laid out for size and made without a `String` per id: the names' bytes one after
/// the other in one byte store, where a 32-bit end per id says where each stops, and the
/// entries in an array in the same, document, order (a node holds its id as an index into them,
/// ``TemplateNode/idIndex``); an id of an included file is stored as a zero byte (no name starts
/// with one) and its index in ``included``, whose entry shares the defining table's bytes. An
/// open-addressing index of 4-byte slots, up to 7/8 full, keeps a few bits of each name's hash
/// so that a probe compares names only when those match. Names are hashed as bytes with
/// `Hasher` (seeded per process, so crafted names cannot make the index quadratic), in one or
/// two words when they are shorter than 16 bytes, and compared as bytes; a lookup by `String`
/// hashes its UTF-8 the same way. Strings are made only when asked for: ``name(at:)``,
/// ``names``, diagnostics.
///
/// Ids are written as the walk meets them (``write(utf8:node:position:)``) and defined together
/// afterwards, in the same order (``define(at:)``), when every name they may not take is known.
struct IDTable: Sendable {
  /// The file the own ids are in.
  let file: String
  /// Every written id's name, one after the other in document order: an own id's UTF-8 bytes,
  /// or, for an id of an included file, a zero byte then its index in ``included`` in four
  /// bytes, least significant first. An id written twice is here twice. Past the last name's
  /// end are zeros, room for the next names (``store(_:)``).
  private var bytes: [UInt8] = []
  /// Where each written id's name ends in ``bytes``; it starts where the previous one ends.
  private var ends: [UInt32] = []
  /// Where the last written name ends in ``bytes``: where the next one starts.
  private var end = 0
  /// What each written name names.
  private var entries: [IDEntry] = []
  /// The hash index: each slot is 0 when it is empty, or holds an index into ``entries`` plus
  /// one in its low bits (``indexMask``) and, above them, the same bits of the name's hash
  /// (``tag(of:)``). Its count is a power of two, at least 8/7 of the number of defined names:
  /// linear probes get longer that full, but each step is a 4-byte load and a comparison, as
  /// the tags spare nearly every comparison of names.
  private var slots: [UInt32] = []
  /// The slot bits that hold an index: enough for every id written when the index was last
  /// built (``define(at:)`` rebuilds it when an index outgrows them).
  private var indexMask: UInt32 = 0
  /// How many names the index holds before it must grow: 7/8 of its slots.
  private var slotLimit = 0
  /// The ids that come from included files.
  private(set) var included: [IncludedID] = []
  /// How many written ids were defined or passed over: the rest are not defined yet.
  private var settled = 0
  /// How many ids the table defines.
  private(set) var count = 0

  /// An empty table.
  /// - Parameter file: The file the own ids are in.
  init(file: String) { self.file = file }

  /// The definition of the id `id`, if the table defines it.
  ///
  /// Names are compared as bytes; a non-ASCII `id` that is canonically equivalent to an ASCII
  /// name (as ids are) finds that name, as `String` equality would.
  subscript(id: String) -> IDEntry? {
    var id = id
    if let index = id.withUTF8({ index(of: $0) }) { return entries[index] }
    guard !id.utf8.allSatisfy({ $0 < 0x80 }), let ascii = Self.asciiEquivalent(of: id) else {
      return nil
    }
    return self[ascii]
  }

  /// How many ids are written.
  var writtenCount: Int { ends.count }

  /// The name of the id written at `index`.
  func name(at index: Int32) -> String {
    withName(at: Int(index)) { utf8 in
      // Most ids fit in a string's own 15 bytes: written there and checked in place, such a
      // name costs half what `String(decoding:as:)` asks (a loader makes one for every id);
      // for a longer one, which needs storage of its own, it costs more.
      guard utf8.count <= 15 else { return String(decoding: utf8, as: UTF8.self) }
      return String(unsafeUninitializedCapacity: utf8.count) { $0.initialize(fromContentsOf: utf8) }
    }
  }

  /// The entry of the id written at `index`.
  func entry(at index: Int32) -> IDEntry { entries[Int(index)] }

  /// The defined ids' names, in definition order.
  var names: [String] {
    (0..<settled).filter { entries[$0].origin != IDEntry.notDefined }.map {
      name(at: Int32($0))
    }
  }

  /// Reserves room for `count` ids, written and defined.
  mutating func reserveCapacity(_ count: Int) {
    reserveWritten(count)
    if slots.count < Self.slotCount(for: count) { rehash(slotCount: Self.slotCount(for: count)) }
  }

  /// Reserves room for `count` written ids, without the index (which their definition sizes):
  /// eight bytes of name each, so that reserving for ids that are not written costs no more
  /// than a `String` each would.
  mutating func reserveWritten(_ count: Int) {
    bytes.reserveCapacity(8 * count)
    ends.reserveCapacity(count)
    entries.reserveCapacity(count)
  }

  /// The smallest power of two that holds `count` names at most 7/8 full (and at least 8).
  private static func slotCount(for count: Int) -> Int {
    var slots = 8
    while slots - slots / 8 < count { slots <<= 1 }
    return slots
  }

  /// The bits of a hash a slot keeps above its index: from the hash's upper half, so they are
  /// not the bits that chose the slot.
  @inline(__always)
  private func tag(of hash: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: UInt64(UInt(bitPattern: hash)) >> 32) & ~indexMask
  }

  /// Hands `body` the bytes of the name written at `index`, read in place.
  @inline(__always)
  private func withName<Result>(
    at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let start = index == 0 ? 0 : Int(ends[index - 1])
    let end = Int(ends[index])
    return bytes.withUnsafeBufferPointer { bytes in
      if bytes[start] != 0 { return body(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
      let origin = (1...4).reduce(0) { $0 | Int(bytes[start + $1]) << (8 * ($1 - 1)) }
      return included[origin].name.withBytes(body)
    }
  }

  /// The hash of a name's bytes: `Hasher`'s, seeded per process. A name shorter than 16 bytes
  /// is hashed as one or two words, the last holding its count; a longer one as bytes.
  @inline(__always)
  static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    let count = name.count
    // One word's `hashValue` is `Hasher`'s, in one go.
    if count < 8 { return (word(of: name, from: 0) | UInt64(count) << 56).hashValue }
    var hasher = Hasher()
    if count < 16 {
      hasher.combine(UnsafeRawPointer(name.baseAddress!).loadUnaligned(as: UInt64.self))
      hasher.combine(word(of: name, from: 8) | UInt64(count) << 56)
    } else {
      hasher.combine(bytes: UnsafeRawBufferPointer(name))
    }
    return hasher.finalize()
  }

  /// The bytes of `name` from `start` on (fewer than eight), least significant first.
  @inline(__always)
  private static func word(of name: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
    var word: UInt64 = 0
    for offset in start..<name.count {
      word |= UInt64(name[offset]) << (8 * UInt64(offset - start))
    }
    return word
  }

  /// Whether two names have the same bytes (what `memcmp` says), eight at a time.
  @inline(__always)
  static func same(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let count = first.count
    guard count == second.count else { return false }
    guard count > 0 else { return true }
    let left = UnsafeRawPointer(first.baseAddress!)
    let right = UnsafeRawPointer(second.baseAddress!)
    var offset = 0
    while offset + 8 <= count {
      if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < count {
      if first[offset] != second[offset] { return false }
      offset += 1
    }
    return true
  }

  /// The ASCII string canonically equivalent to `id` (what `==` would match among ASCII
  /// names), if there is one. Three scalars beyond ASCII decompose canonically into ASCII,
  /// each into one character: U+037E into ';', U+1FEF into '`' and U+212A (KELVIN SIGN) into
  /// 'K'; any other makes a string no ASCII string equals.
  private static func asciiEquivalent(of id: String) -> String? {
    var ascii = String.UnicodeScalarView()
    for scalar in id.unicodeScalars {
      switch scalar.value {
      case 0..<0x80: ascii.append(scalar)
      case 0x37E: ascii.append(";")
      case 0x1FEF: ascii.append("`")
      case 0x212A: ascii.append("K")
      default: return nil
      }
    }
    return String(ascii)
  }

  /// The index in ``entries`` of the defined id named `name`, if there is one.
  private func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
    find(name, hash: Self.hash(name)).index
  }

  /// The slot where `name` is, or the empty slot where it would go, and its index in
  /// ``entries``.
  /// - Parameter hash: `Self.hash(name)`.
  private func find(_ name: UnsafeBufferPointer<UInt8>, hash: Int) -> (slot: Int, index: Int?) {
    guard !slots.isEmpty else { return (0, nil) }
    let tag = tag(of: hash)
    let indexMask = indexMask
    let mask = slots.count - 1
    var slot = hash & mask
    while true {
      let stored = slots[slot]
      if stored == 0 { return (slot, nil) }
      if stored & ~indexMask == tag {
        let index = Int(stored & indexMask) - 1
        if withName(at: index, { Self.same($0, name) }) { return (slot, index) }
      }
      slot = (slot + 1) & mask
    }
  }

  /// The hash of the name written at `index`, and where ``find(_:hash:)`` finds it. Not
  /// mutating, so that the closure that reads the name borrows the table rather than copies it.
  private func locate(at index: Int) -> (hash: Int, slot: Int, index: Int?) {
    withName(at: index) { name in
      let hash = Self.hash(name)
      let (slot, found) = find(name, hash: hash)
      return (hash, slot, found)
    }
  }

  /// Rebuilds the index with `slotCount` slots, and with room in a slot for the index of every
  /// id written so far or reserved for.
  private mutating func rehash(slotCount: Int) {
    let indexBits = Int.bitWidth - max(ends.count, ends.capacity).leadingZeroBitCount
    indexMask = UInt32(truncatingIfNeeded: (UInt64(1) << min(32, indexBits)) - 1)
    slots = [UInt32](repeating: 0, count: slotCount)
    slotLimit = slotCount - slotCount / 8
    let mask = slotCount - 1
    for index in 0..<settled where entries[index].origin != IDEntry.notDefined {
      let hash = withName(at: index, Self.hash)
      var slot = hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = tag(of: hash) | UInt32(index + 1)
    }
  }

  /// Gives back the room past the last name: the store doubles with zeros as names come, so up
  /// to half of it is zeros the template would keep (460 KB at 100,000 ids) unless trimmed once
  /// every name is written.
  mutating func trimByteStore() {
    guard bytes.count > end else { return }
    let end = self.end
    bytes = bytes.withUnsafeBytes { old in
      [UInt8](unsafeUninitializedCapacity: end) { buffer, initialized in
        UnsafeMutableRawBufferPointer(buffer).copyMemory(
          from: UnsafeRawBufferPointer(rebasing: old[..<end]))
        initialized = end
      }
    }
  }

  /// Puts a written name's bytes after the last one's, and its end in ``ends``. The room past
  /// the end is made by doubling it with zeros when it runs out, so that a name is copied in
  /// place rather than appended byte by byte or through the general `append(contentsOf:)`.
  @inline(__always)
  private mutating func store(_ name: UnsafeBufferPointer<UInt8>) {
    let start = end
    end += name.count
    if end > bytes.count {
      bytes.append(contentsOf: repeatElement(0, count: max(end, 2 * bytes.count, 64) - bytes.count))
    }
    bytes.withUnsafeMutableBufferPointer { bytes in
      let target = bytes.baseAddress! + start
      for offset in name.indices { target[offset] = name[offset] }
    }
    ends.append(UInt32(end))
  }

  /// Writes an id of this file, given as UTF-8, to be defined later.
  /// - Parameter name: A nonempty name that does not start with a zero byte, as every id.
  /// - Returns: Its index, for ``name(at:)`` and ``define(at:)``.
  @inline(__always)
  mutating func write(
    utf8 name: UnsafeBufferPointer<UInt8>, node: Int32, position: SourcePosition
  ) -> Int32 {
    assert(name.first.map { $0 != 0 } ?? false, "a name is nonempty and starts with no zero")
    store(name)
    entries.append(IDEntry(node: node, position: position, origin: IDEntry.own))
    return Int32(ends.count - 1)
  }

  /// Writes an id of this file to be defined later.
  /// - Returns: Its index, for ``name(at:)`` and ``define(at:)``.
  mutating func write(_ id: String, node: Int32, position: SourcePosition) -> Int32 {
    var id = id
    return id.withUTF8 { write(utf8: $0, node: node, position: position) }
  }

  /// Writes an id of an included file, to be defined later.
  /// - Returns: Its index, for ``define(at:)``.
  @discardableResult
  mutating func write(_ definition: IncludedID) -> Int32 {
    let origin = UInt32(included.count)
    // A zero byte, then the origin's four bytes, least significant first: on the stack, not in
    // an array of its own for every id an include brings.
    let marked: (UInt8, UInt8, UInt8, UInt8, UInt8) = (
      0, UInt8(truncatingIfNeeded: origin), UInt8(truncatingIfNeeded: origin >> 8),
      UInt8(truncatingIfNeeded: origin >> 16), UInt8(truncatingIfNeeded: origin >> 24)
    )
    withUnsafeBytes(of: marked) { store($0.assumingMemoryBound(to: UInt8.self)) }
    entries.append(IDEntry(node: definition.node, position: .start, origin: Int32(origin)))
    included.append(definition)
    return Int32(ends.count - 1)
  }

  /// Defines the id written at `index` (the first not yet defined), unless its name is defined
  /// already: one hash of the name either way.
  /// - Returns: The earlier definition, when there is one (the id is then not defined).
  mutating func define(at index: Int32) -> IDEntry? {
    precondition(Int(index) == settled, "ids are defined in the order they are written")
    if count >= slotLimit {
      rehash(slotCount: Self.slotCount(for: max(count + 1, 2 * count)))
    } else if UInt32(index) + 1 > indexMask {
      rehash(slotCount: slots.count)
    }
    let (hash, slot, found) = locate(at: Int(index))
    settled += 1
    if let found {
      entries[Int(index)].origin = IDEntry.notDefined
      return entries[found]
    }
    slots[slot] = tag(of: hash) | (UInt32(index) + 1)
    count += 1
    return nil
  }

  /// Passes over the id written at `index` (the first not yet defined): it is not defined.
  mutating func passOver(at index: Int32) {
    precondition(Int(index) == settled, "ids are defined in the order they are written")
    settled += 1
    entries[Int(index)].origin = IDEntry.notDefined
  }

  /// Defines an id of this file unless it is defined already.
  /// - Returns: The earlier definition, when there is one (nothing is then defined).
  mutating func define(_ id: String, node: Int32, position: SourcePosition) -> IDEntry? {
    define(at: write(id, node: node, position: position))
  }

  /// Defines an id of an included file unless it is defined already.
  /// - Returns: The earlier definition, when there is one (nothing is then defined).
  mutating func define(_ definition: IncludedID) -> IDEntry? {
    define(at: write(definition))
  }

  /// Where the id's attribute is.
  func location(of entry: IDEntry) -> SourceLocation {
    entry.origin < 0 ? entry.position.location(in: file) : included[Int(entry.origin)].location
  }

  /// The include steps that lead to the id, as notes (none for own ids).
  func includeNotes(of entry: IDEntry) -> [Diagnostic] {
    entry.origin < 0 ? [] : included[Int(entry.origin)].includeNotes
  }

  /// The include nodes leading to the defining template, then the node itself.
  func path(of entry: IDEntry) -> [Int32] {
    entry.origin < 0 ? [entry.node] : included[Int(entry.origin)].includePath + [entry.node]
  }

  /// The type of the object the id names, if it is one.
  /// - Parameters:
  ///   - nodes: The nodes of the template the table belongs to.
  ///   - extras: What few of them have.
  func type(of entry: IDEntry, nodes: [TemplateNode], extras: NodeExtras) -> NibType? {
    entry.origin < 0
      ? extras.type(of: nodes[Int(entry.node)]) : included[Int(entry.origin)].type
  }

  /// Every defined id as an included file's id would describe it, in source order: what an
  /// include of the template passes on. The names share this table's bytes.
  /// - Parameters:
  ///   - nodes: The nodes of the template the table belongs to.
  ///   - extras: What few of them have.
  func described(nodes: [TemplateNode], extras: NodeExtras) -> [IncludedID] {
    (0..<settled).compactMap { index -> IncludedID? in
      let entry = entries[index]
      if entry.origin == IDEntry.notDefined { return nil }
      if entry.origin >= 0 { return included[Int(entry.origin)] }
      let start = index == 0 ? 0 : Int(ends[index - 1])
      return IncludedID(
        name: IDName(store: bytes, start: start, count: Int(ends[index]) - start),
        includePath: [], node: entry.node, location: location(of: entry), includeNotes: [],
        type: type(of: entry, nodes: nodes, extras: extras))
    }.sorted { $0.location < $1.location }
  }
}
