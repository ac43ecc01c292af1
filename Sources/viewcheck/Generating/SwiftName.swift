/// How names from view files are written in generated Swift code.
enum SwiftName {
  /// Words Swift reserves, which a member name must escape with backticks.
  private static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "inout", "internal", "let", "nonisolated", "open",
    "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "super",
    "throws", "true", "try", "async", "some", "any",
  ]

  /// Names a member cannot take even with backticks: `\.self`, `Owner.init` and `T.Type`
  /// mean something else.
  private static let unusable: Set<String> = ["self", "Self", "init", "Type", "Protocol", "_"]

  /// Whether a name is an ASCII Swift identifier: a letter or `_`, then letters, digits, `_`.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, isLetter(first) else { return false }
    return name.utf8.allSatisfy {
      isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
    }
  }

  /// The name as a property or method name, escaped when Swift reserves it; `nil` when it cannot
  /// be one.
  static func member(_ name: String) -> String? {
    guard isIdentifier(name), !unusable.contains(name) else { return nil }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// Whether a name can name a type: identifiers joined by dots (`LoginController`,
  /// `App.LoginController`).
  static func isTypeName(_ name: String) -> Bool {
    name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
      isIdentifier(String($0)) && !keywords.contains(String($0)) && !unusable.contains(String($0))
    }
  }

  /// A Swift string literal of the text: quotes, backslashes and control characters escaped.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{00}"..."\u{1F}", "\u{7F}":
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
