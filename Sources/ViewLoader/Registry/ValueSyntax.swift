import FoundationEssentials

/// The syntax of property values: attribute text to `PropertyValue`, and back to the
/// canonical text the dump prints (`PropertyValue.canonicalText`).
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

  // MARK: - Parsing

  /// Why a value failed to parse, beyond not matching the syntax.
  fileprivate struct Failure: Error {
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
  private struct Bytes {
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

  /// `-?[0-9]+`, fitting `Int`.
  private static func integer(_ bytes: Bytes) throws(Failure) -> Int {
    let negative = bytes.first == UInt8(ascii: "-")
    let digits = negative ? bytes.dropFirst() : bytes
    guard !digits.isEmpty, digits.allSatisfy(isDigit) else { throw .syntax }
    var value = 0
    var index = digits.start
    while index < digits.end {
      let digit = Int(digits[index] - UInt8(ascii: "0"))
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        negative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflow1, !overflow2 else { throw Failure(reason: "out of range") }
      value = next
      index += 1
    }
    return value
  }

  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// A finite number in the double grammar described on the type.
  private static func number(_ bytes: Bytes) throws(Failure) -> Double {
    // Whole numbers of up to 15 digits — most frames, sizes and spacings — are exact doubles:
    // one pass over the digits, no syntax check apart.
    var index = bytes.start
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { index += 1 }
    if bytes.end - index > 0 && bytes.end - index <= 15 {
      var whole: Int64 = 0
      while index < bytes.end, isDigit(bytes[index]) {
        whole = whole * 10 + Int64(bytes[index] &- UInt8(ascii: "0"))
        index += 1
      }
      if index == bytes.end { return negative ? -Double(whole) : Double(whole) }
    }
    guard isDoubleSyntax(bytes) else { throw .syntax }
    // Fast path (Clinger): a decimal with at most 15 significant digits and no exponent is
    // the exactly representable integer of its digits divided by an exact power of ten, so
    // one correctly rounded division gives the correctly rounded value.
    var mantissa: Int64 = 0
    var digitCount = 0
    var fractionDigits = 0
    var sawPoint = false
    var simple = true
    index = bytes.start
    if negative { index += 1 }
    while index < bytes.end {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        sawPoint = true
      } else if isDigit(byte) {
        mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
        if mantissa > 0 { digitCount += 1 }
        if sawPoint { fractionDigits += 1 }
        if digitCount > 15 || fractionDigits > 22 {
          simple = false
          break
        }
      } else {
        simple = false  // an exponent
        break
      }
      index += 1
    }
    if simple {
      let value = Double(mantissa) / powersOfTen[fractionDigits]
      return negative ? -value : value
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes.base[bytes.start..<bytes.end]), as: UTF8.self)
    guard let value = Double(text) else { throw .syntax }
    guard value.isFinite else { throw Failure(reason: "out of range") }
    return value
  }

  private static func isDoubleSyntax(_ bytes: Bytes) -> Bool {
    var index = bytes.start
    func skipDigits() -> Int {
      let start = index
      while index < bytes.end, isDigit(bytes[index]) { index += 1 }
      return index - start
    }
    if index < bytes.end, bytes[index] == UInt8(ascii: "-") { index += 1 }
    var mantissaDigits = skipDigits()
    if index < bytes.end, bytes[index] == UInt8(ascii: ".") {
      index += 1
      mantissaDigits += skipDigits()
    }
    guard mantissaDigits > 0 else { return false }
    if index < bytes.end, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.end, isSign(bytes[index]) { index += 1 }
      guard skipDigits() > 0 else { return false }
    }
    return index == bytes.end
  }

  /// Exactly `count` (2 or 4) numbers separated by whitespace and/or one comma, with optional
  /// surrounding whitespace.
  private static func numbers(_ bytes: Bytes, count: Int) throws(Failure)
    -> (Double, Double, Double, Double)
  {
    if let values = wholeNumbers(bytes, count: count) { return values }
    var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
    var found = 0
    var index = bytes.start
    func skipWhitespace() -> Bool {
      let start = index
      while index < bytes.end, isWhitespace(bytes[index]) { index += 1 }
      return index > start
    }
    _ = skipWhitespace()
    while true {
      let start = index
      // Whole numbers of up to 15 digits (as in `number`) are read while the token's end is
      // looked for; anything else is parsed from the token by `number`.
      let negative = index < bytes.end && bytes[index] == UInt8(ascii: "-")
      if negative { index += 1 }
      let digitsStart = index
      var whole: Int64 = 0
      var onlyDigits = true
      while index < bytes.end {
        let byte = bytes[index]
        let digit = byte &- UInt8(ascii: "0")
        if digit < 10 {
          whole = whole &* 10 &+ Int64(digit)
        } else if isWhitespace(byte) || byte == UInt8(ascii: ",") {
          break
        } else {
          onlyDigits = false
        }
        index += 1
      }
      guard index > start, found < count else { throw .syntax }
      let digitCount = index - digitsStart
      let value =
        onlyDigits && digitCount > 0 && digitCount <= 15
        ? (negative ? -Double(whole) : Double(whole))
        : try number(Bytes(bytes.base, start, index))
      switch found {
      case 0: values.0 = value
      case 1: values.1 = value
      case 2: values.2 = value
      default: values.3 = value
      }
      found += 1
      var separated = skipWhitespace()
      if index < bytes.end, bytes[index] == UInt8(ascii: ",") {
        index += 1
        separated = true
        _ = skipWhitespace()
        guard found < count else { throw .syntax }
      }
      if index == bytes.end { break }
      guard separated, found < count else { throw .syntax }
    }
    guard found == count else { throw .syntax }
    return values
  }

  /// The common form of ``numbers(_:count:)`` in one tight pass: exactly `count` whole
  /// numbers without sign, of at most 15 digits, separated by single spaces (`0 44 320 400`);
  /// `nil` for anything else, which the general parse then reads (or rejects).
  @inline(__always)
  private static func wholeNumbers(_ bytes: Bytes, count: Int) -> (Double, Double, Double, Double)?
  {
    guard let base = bytes.base.baseAddress, bytes.start < bytes.end else { return nil }
    var values = SIMD4<Double>()
    var found = 0
    var whole: Int64 = 0
    var digits = 0
    var pointer = base + bytes.start
    let end = base + bytes.end
    while pointer < end {
      let byte = pointer.pointee
      let digit = byte &- UInt8(ascii: "0")
      if digit < 10 {
        whole = whole &* 10 &+ Int64(digit)
        digits += 1
      } else if byte == UInt8(ascii: " ") && digits > 0 && digits <= 15 && found + 1 < count {
        values[found] = Double(whole)
        found += 1
        whole = 0
        digits = 0
      } else {
        return nil
      }
      pointer += 1
    }
    guard digits > 0 && digits <= 15 && found + 1 == count else { return nil }
    values[found] = Double(whole)
    return (values[0], values[1], values[2], values[3])
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

  /// `yyyy-MM-dd'T'HH:mm:ss` plus a zone, or `yyyy-MM-dd` (midnight UTC).
  private static func date(_ bytes: ArraySlice<UInt8>) throws(Failure) -> Date {
    let text = Array(bytes)
    func digits(_ start: Int, _ count: Int) throws(Failure) -> Int {
      guard start + count <= text.count else { throw .syntax }
      var value = 0
      for byte in text[start..<start + count] {
        guard isDigit(byte) else { throw .syntax }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    func expect(_ character: Unicode.Scalar, at index: Int) throws(Failure) {
      guard index < text.count, text[index] == UInt8(ascii: character) else { throw .syntax }
    }
    let year = try digits(0, 4)
    try expect("-", at: 4)
    let month = try digits(5, 2)
    try expect("-", at: 7)
    let day = try digits(8, 2)
    var seconds = 0
    var offset = 0
    if text.count > 10 {
      try expect("T", at: 10)
      let hour = try digits(11, 2)
      try expect(":", at: 13)
      let minute = try digits(14, 2)
      try expect(":", at: 16)
      let second = try digits(17, 2)
      offset = try zoneOffset(text[19...])
      guard hour < 24, minute < 60, second < 60 else {
        throw Failure(reason: "no such time of day")
      }
      seconds = hour * 3600 + minute * 60 + second
    } else if text.count < 10 {
      throw .syntax
    }
    // The toolchain's calendar turns the fields into a point in time; a day that does not
    // exist (2026-02-30) comes back as another day, and is rejected. (Its ISO 8601 parser would
    // roll such a day over silently, so the fields are read here.)
    let components = DateComponents(
      year: year, month: month, day: day, hour: seconds / 3600, minute: seconds / 60 % 60,
      second: seconds % 60)
    guard (1...12).contains(month), let localTime = utcCalendar.date(from: components),
      utcCalendar.dateComponents([.year, .month, .day], from: localTime)
        == DateComponents(year: year, month: month, day: day)
    else {
      throw Failure(reason: "no such day")
    }
    return localTime.addingTimeInterval(Double(-offset))
  }

  /// `Z`, `+HHMM`, `-HHMM`, `+HH:MM` or `-HH:MM`, as seconds east of UTC.
  private static func zoneOffset(_ zone: ArraySlice<UInt8>) throws(Failure) -> Int {
    let zone = Array(zone)
    if zone == [UInt8(ascii: "Z")] { return 0 }
    guard zone.count == 5 || zone.count == 6, isSign(zone[0]) else { throw .syntax }
    if zone.count == 6 {
      guard zone[3] == UInt8(ascii: ":") else { throw .syntax }
    }
    let minuteStart = zone.count == 6 ? 4 : 3
    let fields = [zone[1], zone[2], zone[minuteStart], zone[minuteStart + 1]]
    guard fields.allSatisfy(isDigit) else { throw .syntax }
    let values = fields.map { Int($0 - UInt8(ascii: "0")) }
    let hours = values[0] * 10 + values[1]
    let minutes = values[2] * 10 + values[3]
    guard hours < 24, minutes < 60 else { throw Failure(reason: "no such time zone offset") }
    let offset = hours * 3600 + minutes * 60
    return zone[0] == UInt8(ascii: "-") ? -offset : offset
  }

  // MARK: - Calendar

  /// Foundation's Gregorian calendar in UTC (like ICU's, it is Julian before October 1582).
  private static let utcCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    return calendar
  }()

  // MARK: - Characters

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isSign(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

/// A property value that does not match its kind's syntax; the message names the expected
/// syntax and never contains a line or column.
struct ValueSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message, for example `invalid rect '0 0 320': expected 'x y width height'`.
  let message: String

  var description: String { message }

  init(message: String) {
    self.message = message
  }

  /// The error for `value`, which does not parse as `kind`.
  fileprivate init(value: String, kind: PropertyKind, reason: String?) {
    let because = reason.map { "\($0); " } ?? ""
    message =
      "invalid \(Self.noun(of: kind)) \(Self.quoted(value)): \(because)expected "
      + Self.expectedSyntax(of: kind)
  }

  /// What messages call a value of `kind`.
  static func noun(of kind: PropertyKind) -> String {
    switch kind {
    case .enumeration: "value"
    case .reference: "reference"
    case .options: "options"
    case .references: "references"
    case .strings: "list of strings"
    default: kind.schemaName ?? "value"
    }
  }

  /// The syntax a value of `kind` must have, as messages show it.
  static func expectedSyntax(of kind: PropertyKind) -> String {
    switch kind {
    case .string: "any text"
    case .int: "an integer like 3 or -12"
    case .double: "a finite number like 0.5, -2 or 1e-3"
    case .bool: "true or false"
    case .color:
      "#RGB, #RRGGBB, #RRGGBBAA or one of "
        + ValueSyntax.colorNames.map(\.name).joined(separator: ", ")
    case .point: "'x y'"
    case .size: "'width height', both at least 0"
    case .rect: "'x y width height', width and height at least 0"
    case .insets: "'top left bottom right'"
    case .date: "yyyy-MM-dd'T'HH:mm:ssZ (like 2026-11-30T08:00:00+0000) or yyyy-MM-dd"
    case .enumeration(let cases):
      cases.isEmpty ? "no value (the type has no cases)" : "one of " + cases.joined(separator: ", ")
    case .reference: "a reference like $owner or $id"
    case .options(let names):
      names.isEmpty
        ? "nothing (the option set has no members)"
        : "names separated by spaces, each at most once, from " + names.joined(separator: ", ")
    case .references: "references separated by spaces, like $first $second"
    case .strings:
      #"items each ended by '|' (the last may leave it out), with \| for a bar and \\ for a backslash"#
    }
  }

  /// The most characters (Unicode scalars) of a value that a message shows.
  static let quotedLimit = 40

  /// `value` in single quotes, cut to `quotedLimit` scalars with `…`, with control, separator
  /// and bidirectional-override characters escaped as `\n`, `\t`, `\r` or `\u{…}`.
  static func quoted(_ value: String) -> String {
    "'" + escaped(value, limit: quotedLimit) + "'"
  }
}

extension PropertyValue {
  /// The value in the canonical syntax of the dump, which `ValueSyntax.parse` reads back to
  /// the same canonical text.
  ///
  /// Colours are `#RRGGBBAA` in upper case; numbers are Swift's shortest round-tripping form
  /// without a trailing `.0` and with a plain exponent (`320`, `0.5`, `1e-05` → `1e-5`, zero
  /// of either sign → `0`); points, sizes, rects and insets are space-separated; dates are
  /// `yyyy-MM-dd'T'HH:mm:ss+0000` in UTC (fractions of a second dropped); references are
  /// `$name`; option sets are their members' names in declaration order, separated by single
  /// spaces; collections of references are `$name`s separated by single spaces; lists of
  /// strings are their items, each escaped, joined by `|` (with a `|` after an empty last item).
  var canonicalText: String {
    switch self {
    case .string(let text): text
    case .int(let value): String(value)
    case .double(let value): Self.canonicalNumber(value)
    case .bool(let value): value ? "true" : "false"
    case .color(let color):
      Self.hexColor([color.red, color.green, color.blue, color.alpha])
    case .point(let point): Self.canonicalNumbers([point.x, point.y])
    case .size(let size): Self.canonicalNumbers([size.width, size.height])
    case .rect(let rect):
      Self.canonicalNumbers([rect.origin.x, rect.origin.y, rect.width, rect.height])
    case .insets(let insets):
      Self.canonicalNumbers([insets.top, insets.left, insets.bottom, insets.right])
    case .date(let date): Self.canonicalDate(date)
    case .enumeration(let item): item.name
    case .reference(let name): "$" + name
    case .options(let members): members.memberNames.joined(separator: " ")
    case .references(let names): names.map { "$" + $0 }.joined(separator: " ")
    case .strings(let items): Self.canonicalStrings(items)
    }
  }

  /// Items joined by `|`, bars and backslashes escaped; a `|` after the last item when it is
  /// empty, so that the text reads back as the same list.
  private static func canonicalStrings(_ items: [String]) -> String {
    var text = ""
    for (index, item) in items.enumerated() {
      if index > 0 { text += "|" }
      for character in item.unicodeScalars {
        if character == "|" || character == "\\" { text += "\\" }
        text.unicodeScalars.append(character)
      }
    }
    if items.last?.isEmpty == true { text += "|" }
    return text
  }

  private static func canonicalNumbers(_ values: [Double]) -> String {
    values.map(canonicalNumber).joined(separator: " ")
  }

  /// The shortest round-tripping form, without `.0`, `+` or leading exponent zeros.
  static func canonicalNumber(_ value: Double) -> String {
    if value == 0 { return "0" }
    // Whole numbers below 10^15, nearly every number of a frame, print without an exponent:
    // as the integer, which is what the steps below make of `320.0` (and sooner).
    if value.magnitude < 1e15, value.rounded(.towardZero) == value { return String(Int(value)) }
    let text = value.description
    let parts = text.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
    var mantissa = parts[0]
    if mantissa.hasSuffix(".0") { mantissa = mantissa.dropLast(2) }
    guard parts.count == 2 else { return String(mantissa) }
    var exponent = parts[1]
    let negative = exponent.first == "-"
    exponent = exponent.drop { $0 == "-" || $0 == "+" }.drop { $0 == "0" }
    return String(mantissa) + "e" + (negative ? "-" : "") + (exponent.isEmpty ? "0" : exponent)
  }

  /// `#` and each component in 0...1 as two upper-case hex digits.
  private static func hexColor(_ components: [Double]) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var text: [UInt8] = [UInt8(ascii: "#")]
    for component in components {
      let clamped = component.isNaN ? 0 : Swift.min(Swift.max(component, 0), 1)
      let byte = Int((clamped * 255).rounded())
      text.append(digits[byte >> 4])
      text.append(digits[byte & 15])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// `yyyy-MM-dd'T'HH:mm:ss+0000` in UTC (the toolchain's ISO 8601 format, with the zone
  /// written as the date syntax's `Z` pattern writes it).
  private static func canonicalDate(_ date: Date) -> String {
    var text = date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt))
    if text.hasSuffix("Z") { text.removeLast() }
    return text + "+0000"
  }
}
