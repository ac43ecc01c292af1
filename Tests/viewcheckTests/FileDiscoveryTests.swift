import Foundation
import Testing

@testable import viewcheck

@Suite struct FileDiscoveryTests {
  /// A tree with nested folders, other extensions, a link loop, a link to another folder, a
  /// FIFO, a dangling link and a folder to exclude.
  private func makeTree() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for file in [
      "dir/b.nib", "dir/a.nib", "dir/sub/c.nib", "dir/sub/readme.txt", "dir/Upper.NIB",
      "dir/build/x.nib", "dir/sub/skip-me.nib", "other/d.nib", "notes.txt",
    ] {
      try folder.write(file, "<nib version=\"1\"/>")
    }
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: folder.path + "/dir/loop", withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: folder.path + "/dir/sub/self", withDestinationPath: folder.path + "/dir/sub")
    try manager.createSymbolicLink(
      atPath: folder.path + "/dir/other-link", withDestinationPath: "../other")
    try manager.createSymbolicLink(
      atPath: folder.path + "/dir/dangling.nib", withDestinationPath: "nowhere.nib")
    #expect(mkfifo(folder.path + "/dir/fifo.nib", 0o644) == 0)
    return folder
  }

  @Test func searchesFoldersSortedAndFollowsLinksWithoutLooping() throws {
    let folder = try makeTree()
    defer { folder.remove() }
    let dir = folder.path + "/dir"
    let result = FileDiscovery(currentDirectory: "/").files(in: [dir])
    // `loop` (-> ..) leads to the tree's root once: `dir` is not entered again, and `other`
    // is found there, so `other-link` (-> ../other) is not entered a second time; `sub/self`
    // (-> sub) is cut; `Upper.NIB` does not end in `.nib`.
    #expect(
      result.files == [
        "\(dir)/a.nib", "\(dir)/b.nib", "\(dir)/build/x.nib", "\(dir)/dangling.nib",
        "\(dir)/fifo.nib", "\(dir)/loop/other/d.nib", "\(dir)/sub/c.nib", "\(dir)/sub/skip-me.nib",
      ])
    #expect(result.missing.isEmpty)
    #expect(result.unreadableFolders.isEmpty)
  }

  @Test func foundPathsNeverHaveADoubleSlash() throws {
    let folder = try makeTree()
    defer { folder.remove() }
    let root = folder.path
    let result = FileDiscovery(currentDirectory: "/").files(in: [
      root + "/other//", root + "/.//other",
    ])
    #expect(result.files == ["\(root)/other/d.nib"])
    let nested = FileDiscovery(currentDirectory: "/").files(in: [root + "//dir//sub///"])
    #expect(nested.files == ["\(root)/dir/sub/c.nib", "\(root)/dir/sub/skip-me.nib"])
  }

  @Test func filesGivenDirectlyAreCheckedWhateverTheirExtensionOrKind() throws {
    let folder = try makeTree()
    defer { folder.remove() }
    let notes = folder.path + "/notes.txt"
    let fifo = folder.path + "/dir/fifo.nib"
    let result = FileDiscovery(currentDirectory: "/").files(in: [notes, fifo, notes])
    #expect(result.files == [notes, fifo])
  }

  @Test func missingPathsAreAllNamed() throws {
    let folder = try makeTree()
    defer { folder.remove() }
    let result = FileDiscovery(currentDirectory: "/").files(in: [
      "/nonexistent/a.nib", folder.path + "/notes.txt", folder.path + "/dir/dangling.nib",
      "/nonexistent/b",
    ])
    #expect(result.files == [folder.path + "/notes.txt"])
    #expect(
      result.missing == ["/nonexistent/a.nib", folder.path + "/dir/dangling.nib", "/nonexistent/b"])
  }

  @Test func excludesMatchRelativeToTheBaseFolder() throws {
    let folder = try makeTree()
    defer { folder.remove() }
    let discovery = FileDiscovery(
      excludes: [
        GlobPattern("dir/build/**"), GlobPattern("**/skip-*.nib"), GlobPattern("dir/loop"),
      ],
      excludeBase: folder.path, currentDirectory: "/")
    let dir = folder.path + "/dir/"
    #expect(
      discovery.files(in: [dir]).files == [
        "\(dir)a.nib", "\(dir)b.nib", "\(dir)dangling.nib", "\(dir)fifo.nib",
        "\(dir)other-link/d.nib", "\(dir)sub/c.nib",
      ])
    // A file named on the command line is checked even when a glob matches it.
    #expect(discovery.files(in: [dir + "build/x.nib"]).files == [dir + "build/x.nib"])
  }

  /// A folder named on the command line in which nothing is found is noted, with how many of
  /// its entries `exclude` left out; one whose files were found through another path is not,
  /// and neither is one whose search could not look everywhere.
  @Test func foldersWithoutViewFilesAreNoted() throws {
    let folder = try makeTree()
    defer { folder.remove() }
    let root = folder.path
    try folder.write("empty/readme.txt")
    try folder.write("excluded/a.nib", "<nib version=\"1\"/>")
    try folder.write("excluded/deep/b.nib", "<nib version=\"1\"/>")
    try folder.write("excluded/notes.txt")
    try FileManager.default.createDirectory(
      atPath: root + "/links", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/links/other", withDestinationPath: "../other")
    let discovery = FileDiscovery(
      excludes: [GlobPattern("excluded/*.nib"), GlobPattern("excluded/deep")],
      excludeBase: root, currentDirectory: "/")
    let result = discovery.files(in: [
      root + "/empty", root + "/excluded", root + "/other", root + "/other", root + "/links",
    ])
    #expect(result.files == [root + "/other/d.nib"])
    #expect(
      result.emptyFolders == [
        FileDiscovery.EmptyFolder(path: root + "/empty", excluded: 0),
        FileDiscovery.EmptyFolder(path: root + "/excluded", excluded: 2),
      ])
    #expect(discovery.files(in: [root + "/dir"]).emptyFolders.isEmpty)
  }

  /// An absolute glob matches a found file's absolute path, whether the file prints relative
  /// or absolute; it never matches a relative path with the same components.
  @Test func absoluteGlobsMatchAbsolutePaths() throws {
    let folder = try makeTree()
    defer { folder.remove() }
    let discovery = FileDiscovery(
      excludes: [
        GlobPattern(folder.path + "/dir/build/**"), GlobPattern(folder.path + "//dir/sub/"),
      ],
      excludeBase: folder.path, currentDirectory: folder.path)
    let dir = folder.path + "/dir"
    let expected = ["a.nib", "b.nib", "dangling.nib", "fifo.nib", "loop/other/d.nib"]
    #expect(discovery.files(in: [dir]).files == expected.map { "\(dir)/\($0)" })
    // The search itself stats relative paths against the process's current directory, so the
    // relative case is checked on the glob alone.
    #expect(discovery.isExcluded("dir/build/x.nib"))
    #expect(discovery.isExcluded("./dir/sub"))
    #expect(!discovery.isExcluded("dir/a.nib"))
    #expect(!GlobPattern("/dir/**").matches("dir/a.nib"))
    #expect(GlobPattern("/dir/**").matches("/dir/a.nib"))
    #expect(!GlobPattern("dir/**").matches("/dir/a.nib"))
  }

  @Test func relativePathsPrintAsGivenJoinedWithOneSlash() throws {
    let folder = try makeTree()
    defer { folder.remove() }
    let current = FileManager.default.currentDirectoryPath
    let up = String(repeating: "../", count: PathName.components(of: current).count)
    let relative = up + folder.path.dropFirst() + "/dir/sub"
    let discovery = FileDiscovery(
      excludes: [GlobPattern(up + folder.path.dropFirst() + "/dir/sub/skip-*")],
      currentDirectory: current)
    #expect(discovery.files(in: [relative]).files == [relative + "/c.nib"])
    #expect(discovery.files(in: [relative + "/"]).files == [relative + "/c.nib"])
  }
  @Test func aFileIsCheckedOnceHoweverItsPathIsSpelledOrReached() throws {
    let folder = try makeTree()
    defer { folder.remove() }
    let dir = folder.path + "/dir"
    // The same file named twice, in other spellings, and again through its folder: it is
    // checked once, under the first spelling (its findings would otherwise print twice).
    let result = FileDiscovery(currentDirectory: "/").files(in: [
      dir + "/a.nib", dir + "/./a.nib", dir + "//a.nib", dir + "/sub", dir + "/sub/c.nib", dir,
    ])
    #expect(
      result.files == [
        "\(dir)/a.nib", "\(dir)/sub/c.nib", "\(dir)/sub/skip-me.nib", "\(dir)/b.nib",
        "\(dir)/build/x.nib", "\(dir)/dangling.nib", "\(dir)/fifo.nib",
        "\(dir)/loop/other/d.nib",
      ])
    // Relative to the current directory too.
    let relative = FileDiscovery(currentDirectory: folder.path).files(in: [
      folder.path + "/dir/a.nib", "dir/a.nib", "./dir/a.nib",
    ])
    #expect(relative.files == [folder.path + "/dir/a.nib"])
  }

  @Test func namesEqualOnlyUnderUnicodeNormalizationAreDifferentFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // "café" precomposed (NFC) and decomposed (NFD): two files for the file system, one
    // string for Swift's `==`.
    let composed = try folder.write("caf\u{E9}.nib", "<nib version=\"1\"/>")
    let decomposed = try folder.write("cafe\u{301}.nib", "<nib version=\"1\"/>")
    let result = FileDiscovery(currentDirectory: "/").files(in: [folder.path])
    #expect(result.files.map { Array($0.utf8) } == [Array(decomposed.utf8), Array(composed.utf8)])
    let named = FileDiscovery(currentDirectory: "/").files(in: [composed, decomposed])
    #expect(named.files.map { Array($0.utf8) } == [Array(composed.utf8), Array(decomposed.utf8)])
  }
  /// Exclude globs and the configuration's folder match paths by bytes: a folder whose name is
  /// another Unicode spelling of the configuration's folder lies outside it, and a `/` before a
  /// combining mark still ends a component.
  @Test func excludesMatchPathsByTheirBytes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let composed = try folder.folder("caf\u{E9}")
    let decomposed = try folder.write("cafe\u{301}/build/a.nib", "<nib version=\"1\"/>")
    let discovery = FileDiscovery(
      excludes: [GlobPattern("build/**")], excludeBase: composed, currentDirectory: "/")
    #expect(
      discovery.files(in: [folder.path]).files.map { Array($0.utf8) }
        == [Array(decomposed.utf8)])
    let marked = try folder.write("d/\u{301}x/a.nib", "<nib version=\"1\"/>")
    let byGlob = FileDiscovery(
      excludes: [GlobPattern("d/\u{301}x/**")], excludeBase: folder.path, currentDirectory: "/")
    #expect(byGlob.files(in: [folder.path + "/d"]).files.isEmpty)
    #expect(byGlob.isExcluded(marked))
    #expect(!byGlob.isExcluded(folder.path + "/d/x/a.nib"))
  }

  /// A name ends in `.nib` by its bytes: U+0600 (a prepended mark) before the `.` makes the two
  /// one `Character`, so `hasSuffix(".nib")` said no and the file was never checked.
  @Test func namesEndInNibByTheirBytes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let prepended = try folder.write("x\u{600}.nib", "<nib version=\"1\"/>")
    try folder.write("x.nib\u{301}", "<nib version=\"1\"/>")
    let result = FileDiscovery(currentDirectory: "/").files(in: [folder.path])
    #expect(result.files.map { Array($0.utf8) } == [Array(prepended.utf8)])
  }

  /// ``FileDiscovery/identity(of:)`` is made in one pass over the bytes, and a found entry's is
  /// its folder's with the name appended: both as the definition has it, the absolute path split
  /// at `/` bytes without empty and `.` components (`..` kept).
  @Test(arguments: [
    "a.nib", "./a.nib", "dir//a.nib", "/abs/./x/../y.nib", "/", "", ".", "..", "./", "//",
    "a/.", "a/..", "./.a/.../a..nib", "/caf\u{E9}/cafe\u{301}.nib", "a/\u{301}b/./c",
    "dir/sub///", ".//./",
  ])
  func identityIsTheNormalizedAbsolutePath(_ path: String) {
    func definition(_ path: String, in directory: String) -> [UInt8] {
      let full = path.hasPrefix("/") ? path : directory + "/" + path
      var bytes: [UInt8] = []
      for component in full.utf8.split(separator: UInt8(ascii: "/"))
      where !component.elementsEqual(".".utf8) {
        bytes.append(UInt8(ascii: "/"))
        bytes += component
      }
      return bytes
    }
    for directory in ["/", "/work", "/work/./dir//", "/w/\u{301}x"] {
      let discovery = FileDiscovery(currentDirectory: directory)
      let identity = discovery.identity(of: path)
      #expect(identity.bytes == definition(path, in: directory), "\(path) in \(directory)")
      #expect(identity == PathIdentity(bytes: definition(path, in: directory)))
      for name in ["a.nib", "caf\u{E9}", ".a", "..b"] {
        #expect(
          discovery.identity(of: PathName.join(path.isEmpty ? "." : path, name))
            == discovery.identity(of: path.isEmpty ? "." : path).appending(Array(name.utf8)),
          "\(path) + \(name)")
      }
    }
  }

  @Test func entriesWhoseNamesAreNotUTF8AreReportedNotSkipped() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("ok.nib", "<nib version=\"1\"/>")
    // Names with a byte that is not UTF-8 (0xFF): a folder holding a nib, a nib, and a file
    // that is not a nib. A `String` cannot name them, so they cannot be opened; the folder
    // was skipped without a word, and what it holds never checked.
    for (name, isFolder) in [("d\u{FF}", true), ("x\u{FF}.nib", false), ("x\u{FF}.txt", false)] {
      let bytes =
        Array(folder.path.utf8) + [UInt8(ascii: "/")]
        + name.unicodeScalars.map {
          UInt8($0.value)
        }
      let made = (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { path in
        isFolder ? mkdir(path.baseAddress!, 0o755) : creat(path.baseAddress!, 0o644)
      }
      #expect(made >= 0)
      if !isFolder { close(made) }
    }
    let result = FileDiscovery(currentDirectory: "/").files(in: [folder.path])
    #expect(result.files == [folder.path + "/ok.nib"])
    #expect(result.unnamable == [folder.path + "/d\u{FFFD}", folder.path + "/x\u{FFFD}.nib"])
    #expect(result.unreadableFolders.isEmpty)
  }
}
