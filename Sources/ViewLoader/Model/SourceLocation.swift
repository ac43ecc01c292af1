/// A place in a nib file: the file as it was named, a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars; a tab counts as one column.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The file, as the caller named it (a path, or the name given to `Nib(xml:name:registry:)`).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  /// - Parameters:
  ///   - file: The file as the caller named it.
  ///   - line: The 1-based line.
  ///   - column: The 1-based column, in Unicode scalars.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the shape compilers print.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// A line and column inside one file, kept small: templates hold one per assignment.
struct SourcePosition: Hashable, Sendable {
  var line: Int32
  var column: Int32

  init(line: Int, column: Int) {
    self.line = Int32(clamping: line)
    self.column = Int32(clamping: column)
  }

  /// The first character of a file.
  static let start = SourcePosition(line: 1, column: 1)

  /// A byte offset standing in for a position, in events read ahead (``ReadAhead``): line 0,
  /// which no position has, and the offset as the column. The reading thread's events carry
  /// these; the thread that receives them turns each into its line and column before a sink
  /// sees it.
  init(offset: Int) {
    line = 0
    column = Int32(truncatingIfNeeded: offset)
  }

  func location(in file: String) -> SourceLocation {
    SourceLocation(file: file, line: Int(line), column: Int(column))
  }
}
