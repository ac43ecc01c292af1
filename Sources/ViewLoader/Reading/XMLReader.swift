// The only Swift file that imports CXML. (Stub: the reader helper replaces it.)
internal import CXML

/// Reads XML bytes into ``DocumentRecords`` with libxml2's SAX2 interface.
enum XMLReader {
  /// Reads one document from memory.
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - file: The name diagnostics carry.
  ///   - limits: The limits of SPEC §8 that apply while reading (depth, objects, attributes).
  static func read(_ bytes: UnsafeRawBufferPointer, file: String, limits: NibLimits)
    -> DocumentRecords
  {
    fatalError("not yet implemented")
  }
}
