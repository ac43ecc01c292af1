/// The error thrown when a nib cannot be read, compiled or instantiated.
///
/// It lists every problem found, not only the first.
public struct NibError: Error, Sendable, CustomStringConvertible {
  /// Every problem found, in report order (file, line, column).
  public var diagnostics: [Diagnostic]

  /// Creates an error from diagnostics.
  /// - Parameter diagnostics: The problems; they are sorted into report order.
  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics.sorted(by: Diagnostic.reportOrder)
  }

  /// The diagnostics, one per line, as a compiler prints them.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
