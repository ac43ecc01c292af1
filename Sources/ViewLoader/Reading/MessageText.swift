/// Makes text from a file or from libxml2 safe for a one-line diagnostic message.
enum MessageText {
  /// Trims white space, escapes control characters (a message never spans lines, so a file
  /// cannot inject lines into CI logs) and removes libxml2's `line N` references (messages
  /// carry no positions).
  static func clean(_ text: String) -> String {
    escaped(removingLineNumbers(text), limit: nil)
  }

  /// A type's name after its indefinite article, as a message names it: "a Label", "an
  /// ImageView", "an Object" (and "a UIView", "a UserDefaultsController", whose first sound is
  /// a consonant's).
  static func withArticle(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars.prefix(3))
    guard let first = scalars.first else { return "a \(name)" }
    var vowel = "AEIOaeio".unicodeScalars.contains(first)
    if first == "U" || first == "u" {
      // "an Unknown…", "an Undo…", but "a UI…", "a User…", "a Unit…".
      let rest = String(String.UnicodeScalarView(scalars.dropFirst())).lowercased()
      vowel =
        !(rest.hasPrefix("s") || rest.hasPrefix("ni") || rest.hasPrefix("ti")
        || scalars.count > 1 && ("A"..."Z").contains(scalars[1]))
    }
    return (vowel ? "an " : "a ") + name
  }

  /// Trims the text and drops every ` line <digits>` in it (libxml2 writes, for example,
  /// "Opening and ending tag mismatch: a line 1 and b").
  private static func removingLineNumbers(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
    let pattern = Array(" line ".unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == " ", scalars.count - index > pattern.count,
        Array(scalars[index..<index + pattern.count]) == pattern
      {
        var end = index + pattern.count
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        if end > index + pattern.count {
          index = end
          continue
        }
      }
      output.append(scalars[index])
      index += 1
    }
    return String(output)
  }
}
