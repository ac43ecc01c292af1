/// Rewrites nib files in one canonical layout: two spaces per level, one element per line,
/// `id` and `outlet` first and the other attributes in the order written, property values in
/// the canonical syntax of `viewcheck dump` (`#RRGGBBAA` colours, `0.5`, `320`), comments kept
/// byte for byte where they stand, at most one blank line.
///
/// Formatting is lossless and idempotent: the result compiles to the same tree (the same dump)
/// and keeps every comment, in the same order relative to the elements, so a suppression
/// comment still applies to the same element; formatting the result again changes nothing. Any
/// well-formed nib is formatted, even one with errors: a value that does not parse is kept as
/// written. Interface Builder documents (root `<document>` or `<archive>`) are never rewritten.
///
/// ```swift
/// let formatter = NibFormatter(registry: registry)
/// if let tidy = try formatter.format(text, file: "Login.nib") { … }
/// ```
public struct NibFormatter: Sendable {
  /// The types whose properties' values are written in their canonical syntax (other
  /// attributes keep their text).
  public let registry: TypeRegistry
  /// The hard limits that apply while reading (``NibLimits``).
  public let limits: NibLimits

  /// Creates a formatter.
  /// - Parameters:
  ///   - registry: The types nib files use: their property kinds decide the canonical syntax
  ///     of values.
  ///   - limits: The hard limits (``NibLimits``).
  public init(registry: TypeRegistry = .standard, limits: NibLimits = .default) {
    self.registry = registry
    self.limits = limits
  }

  /// Creates a formatter that knows the app types a linter configuration's schemas describe.
  /// - Parameter configuration: Its schemas and limits are used.
  /// - Throws: ``LintSchemaError`` when the schemas do not fit together.
  public init(configuration: LintConfiguration) throws {
    self.init(
      registry: try TypeRegistry.standard.adding(configuration.schemas),
      limits: configuration.limits)
  }

  /// Formats a document.
  /// - Parameters:
  ///   - text: The document.
  ///   - file: The name diagnostics carry.
  /// - Returns: The document in the canonical layout, or `nil` for an Interface Builder
  ///   document, which is never rewritten.
  /// - Throws: ``NibError`` when the document is not well-formed XML (or passes a limit): its
  ///   layout cannot be known.
  public func format(_ text: String, file: String) throws(NibError) -> String? {
    var text = text
    let formatted = text.withUTF8 { format(UnsafeRawBufferPointer($0), file: file) }
    return try formatted.get().map { String(decoding: $0, as: UTF8.self) }
  }

  /// Formats a document given as bytes.
  /// - Parameters:
  ///   - bytes: The document.
  ///   - file: The name diagnostics carry.
  /// - Returns: The document in the canonical layout, or `nil` for an Interface Builder
  ///   document.
  /// - Throws: ``NibError`` when the document is not well-formed XML (or passes a limit).
  public func format(bytes: [UInt8], file: String) throws(NibError) -> [UInt8]? {
    try bytes.withUnsafeBytes { format($0, file: file) }.get()
  }

  /// Reads and formats a file (only a regular file, never more than the size limit).
  /// - Parameter path: The file, used as given to open it and in diagnostics.
  /// - Returns: The file's bytes, and the same in the canonical layout (`nil` for an
  ///   Interface Builder document).
  /// - Throws: ``NibError`` when the file cannot be read (`unreadable-file`, `limit-exceeded`)
  ///   or is not well-formed.
  public func format(contentsOfFile path: String) throws(NibError) -> (
    original: [UInt8], formatted: [UInt8]?
  ) {
    let bytes = try SourceFile.read(path: path, displayName: path, limits: limits).get()
    return (bytes, try format(bytes: bytes, file: path))
  }

  private func format(_ bytes: UnsafeRawBufferPointer, file: String) -> Result<
    [UInt8]?, NibError
  > {
    guard bytes.count <= limits.fileSize else {
      return .failure(
        NibError(diagnostics: [
          .error(
            .limitExceeded, "file is \(bytes.count) bytes; the limit is \(limits.fileSize)",
            at: SourceLocation(file: file, line: 1, column: 1))
        ]))
    }
    var sink = FormattingSink()
    let summary = XMLReader.read(bytes, file: file, limits: limits, into: &sink)
    guard summary.diagnostics.isEmpty else {
      return .failure(NibError(diagnostics: summary.diagnostics))
    }
    if let root = sink.elements.first?.name, root == "document" || root == "archive" {
      return .success(nil)
    }
    let writer = LayoutWriter(
      source: bytes.assumingMemoryBound(to: UInt8.self), sink: sink,
      canonicalizer: ValueCanonicalizer(registry: registry))
    return .success(writer.write())
  }
}
