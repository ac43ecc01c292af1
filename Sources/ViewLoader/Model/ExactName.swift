/// A name or path that compares and hashes by its UTF-8 bytes, as the file system names files
/// and libxml2 compares XML names, rather than by `String`'s canonical equivalence: `café`
/// precomposed and decomposed are two files on Linux (and `\u{212A}ey`, with a Kelvin sign, and
/// `Key` are two), so two keys.
struct ExactName: Hashable, Sendable {
  /// The text, as written.
  var text: String

  /// Wraps a name.
  /// - Parameter text: The name, as written.
  init(_ text: String) {
    self.text = text
  }

  static func == (lhs: ExactName, rhs: ExactName) -> Bool {
    hasSameUTF8(lhs.text, rhs.text)
  }

  func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

/// Whether two strings are the same UTF-8 bytes (not `String`'s canonical equivalence), read
/// in place.
func hasSameUTF8(_ lhs: String, _ rhs: String) -> Bool {
  lhs.utf8.count == rhs.utf8.count && Diagnostic.utf8Order(lhs, rhs) == 0
}
