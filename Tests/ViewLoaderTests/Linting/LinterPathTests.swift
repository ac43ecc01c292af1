import Testing

@testable import ViewLoader

/// The linter takes a file's folder (where includes are resolved) and its nib name from the
/// path as given; ASCII paths are searched by bytes, and must split as a search by characters
/// does.
@Suite struct LinterPathTests {
  static let paths = [
    "a/b.nib", "/b.nib", "b.nib", "dir/sub/x.nib", "./x.nib", "dir/", "/", "", "x",
    "x.nib.nib", "é/x.nib", "dir/日本.nib", "a/\u{301}b.nib", "a\u{301}/b.nib",
  ]

  @Test(arguments: paths)
  func folderAndNameSplitAtTheLastSlashCharacter(_ path: String) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
    #expect(directoryName(of: path) == folder)
    #expect(nibName(of: path) == (file.hasSuffix(".nib") ? String(file.dropLast(4)) : file))
  }
}
