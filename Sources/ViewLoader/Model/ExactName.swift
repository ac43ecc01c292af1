/// A name or path that compares and hashes by its UTF-8 bytes, as the file system names files
/// and libxml2 compares XML names, rather than by `String`'s canonical equivalence: `café`
/// precomposed and decomposed are two files on Linux (and `\u{212A}ey`, with a Kelvin sign, and
/// `Key` are two), so two keys.
package struct ExactName: Hashable, Sendable {
  /// The text, as written.
  package var text: String

  /// Wraps a name.
  /// - Parameter text: The name, as written.
  package init(_ text: String) {
    self.text = text
  }

  package static func == (lhs: ExactName, rhs: ExactName) -> Bool {
    hasSameUTF8(lhs.text, rhs.text)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combineUTF8(of: text)
  }
}

/// Whether two strings are the same UTF-8 bytes (not `String`'s canonical equivalence), read
/// in place.
package func hasSameUTF8(_ lhs: String, _ rhs: String) -> Bool {
  lhs.utf8.count == rhs.utf8.count && Diagnostic.utf8Order(lhs, rhs) == 0
}

extension Hasher {
  /// Feeds the UTF-8 bytes of `string` to the hasher, all at once: what ``hasSameUTF8(_:_:)``
  /// takes as equal hashes alike, unlike `String`'s own hashing, which follows canonical
  /// equivalence.
  /// - Parameter string: The string whose bytes to hash.
  package mutating func combineUTF8(of string: String) {
    var string = string
    string.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
