import Testing

@testable import ViewLoader

#if canImport(Glibc)
  import Glibc
#endif

/// The linter takes a file's folder (where includes are resolved) and its nib name from the
/// path as given, by its bytes, as the file system reads it: a `/` byte always separates the
/// folder (a `Character` can join it to a combining mark after it, or to a prepended mark
/// before it), and a name ends in `.nib` by its last four bytes. Files are told apart by
/// their bytes too: two spellings of a name that differ only in Unicode normalization (or a
/// compatibility character such as the Kelvin sign, U+212A, canonically equal to `K`) are two
/// files on Linux.
@Suite struct LinterPathTests {
  static let paths: [(path: String, folder: String, name: String)] = [
    ("a/b.nib", "a", "b"), ("/b.nib", "/", "b"), ("b.nib", ".", "b"),
    ("dir/sub/x.nib", "dir/sub", "x"), ("./x.nib", ".", "x"), ("dir/", "dir", ""),
    ("/", "/", ""), ("", ".", ""), ("x", ".", "x"), ("x.nib.nib", ".", "x.nib"),
    ("é/x.nib", "é", "x"), ("dir/日本.nib", "dir", "日本"), ("a\u{301}/b.nib", "a\u{301}", "b"),
    // A `/` followed by a combining mark, or after a prepended mark, is one `Character`.
    ("a/\u{301}b.nib", "a", "\u{301}b"), ("a\u{600}/b.nib", "a\u{600}", "b"),
    // A prepended mark joins the `.` to the character before it.
    ("x\u{600}.nib", ".", "x\u{600}"), ("d/x\u{600}.nib", "d", "x\u{600}"),
  ]

  @Test(arguments: paths)
  func folderAndNameSplitAtTheLastSlashByte(_ path: String, folder: String, name: String) {
    #expect(Array(directoryName(of: path).utf8) == Array(folder.utf8))
    #expect(Array(nibName(of: path).utf8) == Array(name.utf8))
  }

  private static let schema = """
    {"version":1,"types":[],"owners":[{"name":"Screen",
     "outlets":{"view":{"type":"View"}},"actions":{}}]}
    """

  private func lint(_ path: String) throws -> [Diagnostic] {
    var configuration = LintConfiguration()
    configuration.schemas = [try LintSchema(json: Array(Self.schema.utf8), file: "s.json")]
    return try Linter(configuration: configuration).lint(path: path)
  }

  private func write(_ directory: TemporaryDirectory, _ name: String, _ text: String) throws {
    try directory.write(name, Array(text.utf8))
  }

  /// `sub/\u{301}A.nib` is in `sub`: its includes are found there, not in the current folder.
  @Test func aSlashBeforeACombiningMarkSeparatesTheFolder() throws {
    let directory = try TemporaryDirectory()
    let sub = directory.track("sub")
    #expect(mkdir(sub, 0o755) == 0)
    try write(directory, "sub/\u{301}A.nib", "<nib version=\"1\"><include nib=\"Part\"/></nib>")
    try write(directory, "sub/Part.nib", "<nib version=\"1\"><View/></nib>")
    let findings = try lint(sub + "/\u{301}A.nib")
    #expect(findings == [])
  }

  /// `\u{212A}ey.nib` (Kelvin sign) including `Key` includes another file, not itself.
  @Test func aNameCanonicallyEqualToAnIncludeIsAnotherFile() throws {
    let directory = try TemporaryDirectory()
    try write(directory, "\u{212A}ey.nib", "<nib version=\"1\"><include nib=\"Key\"/></nib>")
    try write(directory, "Key.nib", "<nib version=\"1\"><View/></nib>")
    #expect(try lint(directory.path + "/\u{212A}ey.nib") == [])
  }

  /// A cycle among the files `\u{212A}ey.nib` includes (`A` → `Key` → `A`) is not one that
  /// the file itself is part of.
  @Test func aCycleOfAnotherSpellingIsNotTheFilesOwn() throws {
    let directory = try TemporaryDirectory()
    try write(directory, "\u{212A}ey.nib", "<nib version=\"1\"><include nib=\"A\"/></nib>")
    try write(directory, "A.nib", "<nib version=\"1\"><include nib=\"Key\"/></nib>")
    try write(directory, "Key.nib", "<nib version=\"1\"><include nib=\"A\"/></nib>")
    let findings = try lint(directory.path + "/\u{212A}ey.nib")
    #expect(!findings.contains { $0.rule == RuleID.includeCycle.rawValue })
    let cycle = try lint(directory.path + "/A.nib")
    #expect(cycle.map(\.rule) == [RuleID.includeCycle.rawValue])
  }

  /// An included file that declares the file's owner checks its own outlets; the including
  /// file does not report them again, though its name is canonically equal to the other's.
  @Test func anIncludedFileOfAnotherSpellingChecksItsOwnOutlets() throws {
    let directory = try TemporaryDirectory()
    try write(
      directory, "\u{212A}ey.nib",
      "<nib version=\"1\" owner=\"Screen\"><include nib=\"Key\"/></nib>")
    try write(
      directory, "Key.nib", "<nib version=\"1\" owner=\"Screen\"><View outlet=\"nope\"/></nib>")
    #expect(try lint(directory.path + "/\u{212A}ey.nib") == [])
    let own = try lint(directory.path + "/Key.nib")
    #expect(own.map(\.rule) == [RuleID.unknownOutlet.rawValue])
  }

  /// A finding the file reports in an included file whose path is canonically equal to its
  /// own lies in that file: a suppression in this file covers it only at the `<include>`.
  @Test func aSuppressionDoesNotCoverAnotherSpellingsLines() throws {
    let directory = try TemporaryDirectory()
    try write(
      directory, "\u{212A}ey.nib",
      """
      <nib version="1">
      <!-- viewcheck:disable-next duplicate-id -->
      <View id="a"/>
      <include nib="Key"/>
      </nib>
      """)
    try write(directory, "Key.nib", "<nib version=\"1\">\n\n<View id=\"a\"/>\n</nib>")
    let findings = try lint(directory.path + "/\u{212A}ey.nib")
    let duplicate = findings.first { $0.rule == RuleID.duplicateID.rawValue }
    #expect(
      duplicate?.location == SourceLocation(file: directory.path + "/Key.nib", line: 3, column: 7))
    #expect(findings.contains { $0.rule == RuleID.unusedSuppression.rawValue })
  }
}
