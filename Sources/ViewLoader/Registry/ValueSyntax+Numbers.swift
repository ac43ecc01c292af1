/// Numbers: integers, doubles and the two or four numbers of a point, size, rect or insets,
/// in the grammar ``ValueSyntax`` describes.
extension ValueSyntax {
  /// `-?[0-9]+`, fitting `Int`.
  static func integer(_ bytes: Bytes) throws(Failure) -> Int {
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

  static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// A finite number in the double grammar described on the type.
  static func number(_ bytes: Bytes) throws(Failure) -> Double {
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

  static func isDoubleSyntax(_ bytes: Bytes) -> Bool {
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
  static func numbers(_ bytes: Bytes, count: Int) throws(Failure)
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
  static func wholeNumbers(_ bytes: Bytes, count: Int) -> (Double, Double, Double, Double)? {
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
}
