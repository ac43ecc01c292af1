import FoundationEssentials

/// The syntax of property values: attribute text to `PropertyValue`, and back to the
/// canonical text the dump prints (`PropertyValue.canonicalText`, in
/// PropertyValue+CanonicalText.swift; the errors are ``ValueSyntaxError``).
///
/// The grammar is Documentation/NibFormat.md's "Property values"; in detail:
/// - Whitespace: only point, size, rect and insets allow surrounding whitespace (space, tab, CR,
///   LF), and option sets and collections of references, whose words any run of it separates.
///   Every other kind must match exactly: `tag=" 3"` is invalid. (A string is any text, and an
///   item of a list of strings any text but `|` and `\`, whitespace included.)
/// - Numbers (int, and each number of a double, point, size, rect or insets) are ASCII only. A
///   double is `-?(digits[.digits?] | .digits)([eE][+-]?digits)?`: `0.5`, `.5`, `5.`, `-2`,
///   `1e-3`, `2.5E+4` are accepted; a leading `+`, `nan`, `inf`, hex floats, `_` separators
///   and values that overflow to infinity (`1e999`) are not. Values too small to represent
///   round to zero.
/// - Dates: `yyyy-MM-dd'T'HH:mm:ss` followed by a zone of `+HHMM`/`-HHMM` (UTS #35 `Z`), `Z`
///   or `+HH:MM`/`-HH:MM` (zone hours 00–23, minutes 00–59); or `yyyy-MM-dd`, meaning midnight
///   UTC. Years have exactly four digits, days must exist in Foundation's Gregorian calendar
///   (which, like ICU's, is Julian before 1582-10-15), hours are 00–23 and seconds 00–59 (no
///   leap seconds, no fractions). Foundation turns the checked fields into a `Date`.
/// - Colour names are lower-case, as listed; hex digits may be either case.
enum ValueSyntax {
  /// The colour names, in the order messages list them.
  static let colorNames: [(name: String, color: Color)] = [
    ("clear", .clear), ("black", .black), ("white", .white), ("gray", .gray), ("red", .red),
    ("green", .green), ("blue", .blue), ("yellow", .yellow), ("orange", .orange),
  ]

  /// Parses an attribute's text as a value of the given kind.
  /// - Parameters:
  ///   - text: The attribute's value, after XML unescaping.
  ///   - kind: The kind of the property the attribute sets.
  /// - Returns: The value, or an error whose message shows the expected syntax.
  static func parse(_ text: String, as kind: PropertyKind) -> Result<
    PropertyValue, ValueSyntaxError
  > {
    var utf8 = text
    return utf8.withUTF8 { parse(bytes: $0, as: kind) }
  }

  /// Parses an attribute's UTF-8 text in place, as the compiler does during the parse: no
  /// string is made unless the value is one (strings, names of references) or is wrong.
  /// - Parameters:
  ///   - bytes: The attribute's value, after XML unescaping, as UTF-8.
  ///   - kind: The kind of the property the attribute sets.
  /// - Returns: The value, or an error whose message shows the expected syntax.
  static func parse(bytes: UnsafeBufferPointer<UInt8>, as kind: PropertyKind) -> Result<
    PropertyValue, ValueSyntaxError
  > {
    do throws(Failure) {
      return .success(try value(of: bytes, as: kind))
    } catch {
      return .failure(
        ValueSyntaxError(
          value: String(decoding: bytes, as: UTF8.self), kind: kind, reason: error.reason))
    }
  }

  /// A hex colour (`#RGB`, `#RRGGBB`, `#RRGGBBAA`) as ``StoredColor/pack(_:)`` packs what
  /// ``parse(bytes:as:)`` makes of it: red in the low byte, alpha in the high one. `nil` for
  /// anything else (a named colour, white space, a bad digit), which `parse` then reads.
  static func packedHexColor(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
    guard bytes.count == 4 || bytes.count == 7 || bytes.count == 9,
      bytes[0] == UInt8(ascii: "#")
    else { return nil }
    var digits: UInt32 = 0
    for index in 1..<bytes.count {
      guard let digit = hexValue(bytes[index]) else { return nil }
      digits = digits << 4 | UInt32(digit)
    }
    switch bytes.count {
    case 4:
      // Each digit twice: 0xF becomes 0xFF.
      let red = digits >> 8 & 0xF
      let green = digits >> 4 & 0xF
      let blue = digits & 0xF
      return red * 17 | (green * 17) << 8 | (blue * 17) << 16 | 0xFF << 24
    case 7:
      return digits >> 16 | (digits >> 8 & 0xFF) << 8 | (digits & 0xFF) << 16 | 0xFF << 24
    default:
      return digits >> 24 | (digits >> 16 & 0xFF) << 8 | (digits >> 8 & 0xFF) << 16
        | (digits & 0xFF) << 24
    }
  }

  /// Checks an integer property's lower bound (for example `numberOfLines` ≥ 0).
  /// - Parameters:
  ///   - value: The parsed integer.
  ///   - minimum: The smallest allowed value.
  /// - Returns: `nil` when `value` is at least `minimum`, else the error to report.
  static func checkMinimum(_ value: Int, minimum: Int) -> ValueSyntaxError? {
    guard value < minimum else { return nil }
    return ValueSyntaxError(
      message: "invalid int \(ValueSyntaxError.quoted(String(value))): "
        + "expected an integer of at least \(minimum)")
  }

  /// Checks a number property's bounds (for example a layout priority's 0…1000).
  /// - Parameters:
  ///   - value: The parsed number.
  ///   - range: The allowed values.
  /// - Returns: `nil` when `value` is in `range`, else the error to report.
  static func checkRange(_ value: Double, range: ClosedRange<Double>) -> ValueSyntaxError? {
    guard !range.contains(value) else { return nil }
    let bounds = (PropertyValue.double(range.lowerBound), PropertyValue.double(range.upperBound))
    return ValueSyntaxError(
      message:
        "invalid double \(ValueSyntaxError.quoted(PropertyValue.double(value).canonicalText)): "
        + "expected a number from \(bounds.0.canonicalText) to \(bounds.1.canonicalText)")
  }

  // MARK: - Parsing

  /// Why a value failed to parse, beyond not matching the syntax.
  struct Failure: Error {
    /// A short explanation shown before the expected syntax, or `nil` for a plain mismatch.
    var reason: String?
    static let syntax = Failure(reason: nil)
  }

  private static func value(of buffer: UnsafeBufferPointer<UInt8>, as kind: PropertyKind)
    throws(Failure) -> PropertyValue
  {
    // Values are parsed for every attribute of every file, so they are read from the UTF-8
    // bytes in place: no array or string is made on the way.
    let bytes = Bytes(buffer)
    switch kind {
    case .string:
      return .string(String(decoding: buffer, as: UTF8.self))
    case .bool:
      if bytes.equals("true") { return .bool(true) }
      if bytes.equals("false") { return .bool(false) }
      throw .syntax
    case .enumeration(let cases):
      // The case's own string is stored: no new string per attribute.
      guard let index = cases.firstIndex(where: { bytes.equals($0) }) else { throw .syntax }
      return .enumeration(EnumerationCase(name: cases[index], index: index))
    case .int:
      return .int(try integer(bytes))
    case .double:
      return .double(try number(bytes))
    case .color:
      return .color(try color(bytes))
    case .point:
      let values = try numbers(bytes, count: 2)
      return .point(Point(x: values.0, y: values.1))
    case .size:
      let values = try numbers(bytes, count: 2)
      guard values.0 >= 0, values.1 >= 0 else {
        throw Failure(reason: "width and height must not be negative")
      }
      return .size(Size(width: values.0, height: values.1))
    case .rect:
      let values = try numbers(bytes, count: 4)
      guard values.2 >= 0, values.3 >= 0 else {
        throw Failure(reason: "width and height must not be negative")
      }
      return .rect(Rect(x: values.0, y: values.1, width: values.2, height: values.3))
    case .insets:
      let values = try numbers(bytes, count: 4)
      return .insets(Insets(top: values.0, left: values.1, bottom: values.2, right: values.3))
    case .date:
      return .date(try date(Array(buffer)[...]))
    case .reference:
      guard bytes.first == UInt8(ascii: "$") else { throw .syntax }
      let name = String(decoding: UnsafeBufferPointer(rebasing: buffer.dropFirst()), as: UTF8.self)
      guard isValidID(name) else { throw .syntax }
      return .reference(name)
    case .options(let names):
      return .options(try options(bytes, names: names))
    case .references:
      return .references(try references(bytes))
    case .strings:
      return .strings(try strings(bytes))
    }
  }

  /// The white-space-separated words of a value, as windows on its bytes.
  private static func words(_ bytes: Bytes) -> [Bytes] {
    var words: [Bytes] = []
    var index = bytes.start
    while index < bytes.end {
      while index < bytes.end, isWhitespace(bytes[index]) { index += 1 }
      let start = index
      while index < bytes.end, !isWhitespace(bytes[index]) { index += 1 }
      if index > start { words.append(Bytes(bytes.base, start, index)) }
    }
    return words
  }

  /// Member names separated by white space, each one of `names` and each at most once.
  private static func options(_ bytes: Bytes, names: [String]) throws(Failure) -> OptionMembers {
    var mask: UInt64 = 0
    for word in words(bytes) {
      guard let index = names.firstIndex(where: { word.equals($0) }),
        index < PropertyKind.maximumOptionCount
      else { throw .syntax }
      let bit: UInt64 = 1 << UInt64(index)
      guard mask & bit == 0 else { throw Failure(reason: "'\(names[index])' is named twice") }
      mask |= bit
    }
    return OptionMembers(names: names, mask: mask)
  }

  /// References separated by white space, each `$` and a valid id; none for an empty value.
  private static func references(_ bytes: Bytes) throws(Failure) -> [String] {
    try words(bytes).map { (word: Bytes) throws(Failure) -> String in
      guard word.first == UInt8(ascii: "$") else { throw .syntax }
      let name = String(
        decoding: UnsafeBufferPointer(rebasing: word.base[word.start + 1..<word.end]),
        as: UTF8.self)
      guard isValidID(name) else { throw .syntax }
      return name
    }
  }

  /// Items each ended by `|` (the last one's may be left out), with `\|` and `\\` escapes.
  private static func strings(_ bytes: Bytes) throws(Failure) -> [String] {
    var items: [String] = []
    var item: [UInt8] = []
    var itemIsOpen = false
    var index = bytes.start
    while index < bytes.end {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "|"):
        items.append(String(decoding: item, as: UTF8.self))
        item.removeAll(keepingCapacity: true)
        itemIsOpen = false
      case UInt8(ascii: "\\"):
        guard index < bytes.end,
          bytes[index] == UInt8(ascii: "|") || bytes[index] == UInt8(ascii: "\\")
        else {
          throw Failure(reason: "a backslash must be followed by '|' or a backslash")
        }
        item.append(bytes[index])
        index += 1
        itemIsOpen = true
      default:
        item.append(byte)
        itemIsOpen = true
      }
    }
    if itemIsOpen { items.append(String(decoding: item, as: UTF8.self)) }
    return items
  }

  /// A window on a value's UTF-8 bytes.
  struct Bytes {
    let base: UnsafeBufferPointer<UInt8>
    var start: Int
    var end: Int

    init(_ base: UnsafeBufferPointer<UInt8>) {
      self.base = base
      start = 0
      end = base.count
    }

    init(_ base: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
      self.base = base
      self.start = start
      self.end = end
    }

    var isEmpty: Bool { start >= end }
    var count: Int { end - start }
    var first: UInt8? { start < end ? base[start] : nil }
    subscript(_ index: Int) -> UInt8 { base[index] }
    func dropFirst() -> Bytes { Bytes(base, min(start + 1, end), end) }
    /// Whether the window holds exactly `text`'s UTF-8.
    func equals(_ text: String) -> Bool {
      var text = text
      return text.withUTF8 { utf8 in
        guard utf8.count == count else { return false }
        for index in 0..<count where utf8[index] != base[start + index] { return false }
        return true
      }
    }
    func allSatisfy(_ predicate: (UInt8) -> Bool) -> Bool {
      var index = start
      while index < end {
        if !predicate(base[index]) { return false }
        index += 1
      }
      return true
    }
  }

  /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a colour name.
  private static func color(_ bytes: Bytes) throws(Failure) -> Color {
    guard bytes.first == UInt8(ascii: "#") else {
      if let named = colorNames.first(where: { bytes.equals($0.name) }) { return named.color }
      throw .syntax
    }
    let digitCount = bytes.count - 1
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
      0, 0, 0, 0, 0, 0, 15, 15
    )
    guard digitCount == 3 || digitCount == 6 || digitCount == 8 else { throw .syntax }
    try withUnsafeMutableBytes(of: &digits) {
      (raw: UnsafeMutableRawBufferPointer) throws(Failure) in
      for offset in 0..<digitCount {
        guard let digit = hexValue(bytes[bytes.start + 1 + offset]) else { throw .syntax }
        raw[offset] = digit
      }
    }
    func component(_ high: UInt8, _ low: UInt8) -> Double { Double(high * 16 + low) / 255 }
    if digitCount == 3 {
      return Color(
        red: Double(digits.0) * 17 / 255, green: Double(digits.1) * 17 / 255,
        blue: Double(digits.2) * 17 / 255, alpha: 1)
    }
    return Color(
      red: component(digits.0, digits.1), green: component(digits.2, digits.3),
      blue: component(digits.4, digits.5), alpha: component(digits.6, digits.7))
  }

  // MARK: - Characters

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  static func isSign(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
