import Foundation
import Testing

@testable import viewcheck

@Suite struct GlobPatternTests {
  @Test(arguments: [
    ("build/**", "build", true),
    ("build/**", "build/a.nib", true),
    ("build/**", "build/x/y/a.nib", true),
    ("build/**", "src/build/a.nib", false),
    ("build/**", "builds/a.nib", false),
    ("build", "build", true),
    ("build/", "build", true),
    ("./build", "build", true),
    ("build", "./build", true),
    ("*.nib", "a.nib", true),
    ("*.nib", "dir/a.nib", false),
    ("*.nib", ".nib", true),
    ("*.nib", "a.nibx", false),
    ("**/*.nib", "a.nib", true),
    ("**/*.nib", "x/y/a.nib", true),
    ("**/gen/*.nib", "gen/a.nib", true),
    ("**/gen/*.nib", "ui/gen/a.nib", true),
    ("**/gen/*.nib", "ui/gen/sub/a.nib", false),
    ("a/**/b", "a/b", true),
    ("a/**/b", "a/x/y/b", true),
    ("a/**/b", "a/x/y/c", false),
    ("**", "anything/at/all", true),
    ("?.nib", "a.nib", true),
    ("?.nib", "ab.nib", false),
    ("a?c", "a/c", false),
    ("a*c", "abbbc", true),
    ("a*c", "ac", true),
    ("a*c", "a/c", false),
    ("a*b*c", "axxbyyc", true),
    ("a*b*c", "axxbyy", false),
    ("*x*", "abxcd", true),
    ("Views/Generated/*", "Views/Generated/Login.nib", true),
    ("Views/Generated/*", "Views/Generated", false),
    ("My Views/*,*.nib", "My Views/a,b.nib", true),
    ("tést/*", "tést/ü.nib", true),
    ("[ab].nib", "[ab].nib", true),
    ("[ab].nib", "a.nib", false),
  ])
  func matching(_ pattern: String, _ path: String, _ expected: Bool) {
    #expect(GlobPattern(pattern).matches(path) == expected)
  }

  /// Globs match paths by their Unicode scalars, as the file system names files by bytes (and
  /// as `fnmatch` does in a UTF-8 locale), not by `Character`s, whose equality is canonical
  /// equivalence and which can swallow a `/`: `café` precomposed and decomposed are two folders,
  /// and a `/` followed by a combining mark still separates two components.
  @Test(arguments: [
    ("caf\u{E9}/**", "caf\u{E9}/a.nib", true),
    ("caf\u{E9}/**", "cafe\u{301}/a.nib", false),
    ("cafe\u{301}/**", "caf\u{E9}/a.nib", false),
    ("cafe\u{301}/**", "cafe\u{301}/a.nib", true),
    ("a/*", "a/\u{301}b.nib", true),
    ("a/\u{301}b.nib", "a/\u{301}b.nib", true),
    ("*/b.nib", "a\u{301}/b.nib", true),
    ("a/*.nib", "a/\u{301}/b.nib", false),
    ("a/*/*.nib", "a/\u{301}/b.nib", true),
    ("cafe?", "cafe\u{301}", true),
    ("caf?", "cafe\u{301}", false),
    ("caf?", "caf\u{E9}", true),
    ("*\u{301}*", "cafe\u{301}.nib", true),
    ("*\u{301}*", "caf\u{E9}.nib", false),
    ("/\u{301}x/**", "/\u{301}x/a.nib", true),
    ("\u{301}x/**", "/\u{301}x/a.nib", false),
  ])
  func matchingByUnicodeScalars(_ pattern: String, _ path: String, _ expected: Bool) {
    #expect(GlobPattern(pattern).matches(path) == expected)
  }
}

@Suite struct PathNameTests {
  @Test func join() {
    #expect(PathName.join("dir", "a.nib") == "dir/a.nib")
    #expect(PathName.join("dir/", "a.nib") == "dir/a.nib")
    #expect(PathName.join(".", "a.nib") == "./a.nib")
    #expect(PathName.join("/", "a.nib") == "/a.nib")
  }

  /// Documentation/viewcheck.md: found paths never have a double slash, however the folder was
  /// written.
  @Test func joinNeverMakesADoubleSlash() {
    #expect(PathName.join("dir//", "a.nib") == "dir/a.nib")
    #expect(PathName.join("dir///", "a.nib") == "dir/a.nib")
    #expect(PathName.join("a//b/", "c.nib") == "a/b/c.nib")
    #expect(PathName.join(".//", "a.nib") == "./a.nib")
    #expect(PathName.join("//", "a.nib") == "/a.nib")
    #expect(PathName.join("//tmp//x", "a.nib") == "/tmp/x/a.nib")
  }

  /// What `bench` names a file: the same as Foundation's `NSString.lastPathComponent`. (Not
  /// compared: `//` and `///`, which Foundation names `""` and ``PathName/lastComponent(of:)``
  /// names `/`; they are folders, and `bench` refuses a folder before it names it.)
  @Test(arguments: [
    "a.nib", "dir/a.nib", "/abs/dir/a.nib", "dir/", "dir//", "a//b.nib", "/", "", ".",
    "..", "./a.nib", "dir/..", "/é/日本.nib", "dir/ a b .nib",
  ])
  func lastComponent(_ path: String) {
    #expect(PathName.lastComponent(of: path) == (path as NSString).lastPathComponent)
    #expect(PathName.lastComponent(of: "///") == "/")
  }

  @Test func components() {
    #expect(PathName.components(of: "/a/./b//c/") == ["a", "b", "c"])
    #expect(PathName.components(of: "a/../b") == ["b"])
    #expect(PathName.components(of: "../../a") == ["..", "..", "a"])
    #expect(PathName.components(of: "/../a") == ["a"])
    #expect(PathName.components(of: "") == [])
    #expect(PathName.components(of: "//./") == [])
    #expect(PathName.components(of: "a/./../../b/..c/.d/") == ["..", "b", "..c", ".d"])
    // Non-ASCII paths take the general path; they split the same way.
    #expect(PathName.components(of: "/é/./ü//../x") == ["é", "x"])
    #expect(PathName.components(of: "é/../../日本") == ["..", "日本"])
  }

  /// A `/` byte always separates components, even where a combining mark that follows makes it
  /// part of one `Character`; components compare by their bytes.
  @Test func pathsSplitAtEverySlash() {
    let bytes = { (strings: [String]) in strings.map { Array($0.utf8) } }
    #expect(bytes(PathName.components(of: "a/\u{301}b/c")) == bytes(["a", "\u{301}b", "c"]))
    #expect(bytes(PathName.components(of: "/\u{301}/../x")) == bytes(["x"]))
    #expect(Array(PathName.join("a//\u{301}b", "c.nib").utf8) == Array("a/\u{301}b/c.nib".utf8))
    #expect(Array(PathName.join("a\u{600}/", "c.nib").utf8) == Array("a\u{600}/c.nib".utf8))
    #expect(Array(PathName.lastComponent(of: "a/\u{301}b.nib").utf8) == Array("\u{301}b.nib".utf8))
    #expect(PathName.isAbsolute("/\u{301}x"))
    #expect(!PathName.isAbsolute("\u{301}/x"))
    #expect(
      Array(PathName.absolute("/\u{301}x/a.nib", in: "/work").utf8)
        == Array("/\u{301}x/a.nib".utf8))
    #expect(PathName.relative("/w/cafe\u{301}/a.nib", to: "/w/caf\u{E9}") == nil)
    #expect(PathName.relative("/w/caf\u{E9}/a.nib", to: "/w/caf\u{E9}") == "a.nib")
  }

  @Test func namesSortByTheirUTF8Bytes() {
    let names = [
      "b.nib", "a.nib", "a", "", "a.b", "ab", "B.nib", "é.nib", "e\u{301}.nib", "z", "日本.nib",
      "a\u{0}b", "a.nib.bak",
    ]
    for lhs in names {
      for rhs in names {
        #expect(
          PathName.utf8Precedes(lhs, rhs) == lhs.utf8.lexicographicallyPrecedes(rhs.utf8),
          "\(lhs) \(rhs)")
      }
    }
  }

  @Test func absoluteAndRelative() {
    #expect(PathName.absolute("x/../y.nib", in: "/work") == "/work/y.nib")
    #expect(PathName.absolute("/abs/./y.nib", in: "/work") == "/abs/y.nib")
    #expect(PathName.absolute(".", in: "/work/") == "/work")
    #expect(PathName.relative("/work/a/b.nib", to: "/work") == "a/b.nib")
    #expect(PathName.relative("/work/a/b.nib", to: "/") == "work/a/b.nib")
    #expect(PathName.relative("/workshop/b.nib", to: "/work") == nil)
    #expect(PathName.relative("/work", to: "/work") == nil)
  }
}
