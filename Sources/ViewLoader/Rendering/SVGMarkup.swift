/// SVG text written element by element: numbers in a short fixed form, colours as hex, and
/// every piece of text escaped, so that nothing a view holds can become markup.
package struct SVGMarkup {
  /// The text written so far.
  private(set) var text = ""

  /// Appends raw markup the renderer itself wrote (never text from a view).
  mutating func append(_ markup: String) {
    text += markup
  }

  /// Writes `<name a="v" …>` (or `<name … />` when `closed`); values are escaped.
  mutating func element(
    _ name: String, _ attributes: KeyValuePairs<String, String>, closed: Bool = true
  ) {
    text += "<" + name
    for (key, value) in attributes {
      text += " " + key + "=\"" + SVGMarkup.escaped(value) + "\""
    }
    text += closed ? "/>" : ">"
  }

  /// Writes `<name a="v" …>` (or `<name … />` when `closed`) from attributes gathered at run
  /// time; values are escaped.
  mutating func open(_ name: String, _ attributes: [(String, String)], closed: Bool = false) {
    text += "<" + name
    for (key, value) in attributes {
      text += " " + key + "=\"" + SVGMarkup.escaped(value) + "\""
    }
    text += closed ? "/>" : ">"
  }

  /// Writes `</name>`.
  mutating func close(_ name: String) {
    text += "</" + name + ">"
  }

  /// Ends a line: after each element but inside text, so that pictures compare and diff line by
  /// line (a line break between `<text>` and `</text>` would be shown).
  mutating func lineBreak() {
    text += "\n"
  }

  /// Writes escaped character data.
  mutating func characters(_ content: String) {
    text += SVGMarkup.escaped(content)
  }

  /// `content` as XML 1.0 character data or attribute value: the five markup characters as
  /// entities, tab, line feed and carriage return as character references (an attribute
  /// keeps them so), and every character XML 1.0 does not allow (other C0 controls, U+FFFE,
  /// U+FFFF) and the C1 controls and DEL, which no text should show, as U+FFFD.
  package static func escaped(_ content: String) -> String {
    var needsWork = false
    for byte in content.utf8
    where byte < 0x20 || byte == 0x7F || byte >= 0x80 || "<>&\"'".utf8.contains(byte) {
      needsWork = true
      break
    }
    guard needsWork else { return content }
    var result = ""
    result.reserveCapacity(content.utf8.count + 16)
    for scalar in content.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}":
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A coordinate or length: at most two decimals, no trailing zeros, no exponent; a value
  /// that is not finite is 0 and one past ±10^12 is cut there, so every number parses.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let limited = min(max(value, -1e12), 1e12)
    let hundredths = Int64((limited * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(whole) }
    if fraction % 10 == 0 { return sign + String(whole) + "." + String(fraction / 10) }
    return sign + String(whole) + "." + (fraction < 10 ? "0" : "") + String(fraction)
  }

  /// A colour as `#RRGGBB` and its opacity (components clamped to 0...1, NaN as 0).
  static func color(_ color: Color) -> (hex: String, opacity: Double) {
    func byte(_ component: Double) -> Int {
      guard component.isFinite else { return 0 }
      return Int((min(max(component, 0), 1) * 255).rounded())
    }
    let hex = [color.red, color.green, color.blue].map { component -> String in
      let text = String(byte(component), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    let alpha = color.alpha.isFinite ? min(max(color.alpha, 0), 1) : 0
    return ("#" + hex.joined(), alpha)
  }
}
