import FoundationEssentials

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
