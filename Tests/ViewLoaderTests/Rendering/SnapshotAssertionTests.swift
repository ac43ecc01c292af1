import Foundation
import Testing

@testable import ViewLoader
@testable import ViewLoaderTesting

/// `assertSnapshot(of:named:)` and its store: recording, matching, mismatches, names.
@Suite struct SnapshotAssertionTests {
  /// A label view to take pictures of.
  func label(_ text: String) -> Label {
    let label = Label()
    label.frame = Rect(x: 0, y: 0, width: 200, height: 30)
    label.text = text
    return label
  }

  /// A fresh folder with a pretend test file in it; removed by the caller.
  func pretendTestFile() throws -> (folder: URL, file: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (folder, folder.appendingPathComponent("LoginTests.swift").path)
  }

  @Test func theSnapshotsLiveBesideTheTestFileInAFolderNamedAfterIt() {
    #expect(
      SnapshotStore(testFilePath: "/p/Tests/App/LoginTests.swift").directory
        == "/p/Tests/App/__Snapshots__/LoginTests")
  }

  @Test func aMissingSnapshotIsRecordedAndFailsOnceThenMatches() throws {
    let (folder, file) = try pretendTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    withKnownIssue {
      assertSnapshot(of: label("Hello"), named: "hello", filePath: file)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("No snapshot 'hello' was recorded") }
    }
    let recorded = folder.appendingPathComponent("__Snapshots__/LoginTests")
    let svg = try String(contentsOf: recorded.appendingPathComponent("hello.svg"), encoding: .utf8)
    let outline = try String(
      contentsOf: recorded.appendingPathComponent("hello.txt"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(outline == "Label (0 0 200 30) text=\"Hello\"\n")
    // The second time, it compares and passes.
    assertSnapshot(of: label("Hello"), named: "hello", filePath: file)
  }

  @Test func aMismatchWritesTheActualFilesAndNamesTheFirstDifferingLine() throws {
    let (folder, file) = try pretendTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SnapshotStore(testFilePath: file)
    let first = label("Hello")
    var outliner = ViewOutline(registry: .standard)
    _ = store.check(
      name: "hello", svg: SVGRenderer().render(first), outline: outliner.text(of: first),
      record: false)
    let changed = label("Goodbye")
    let outcome = store.check(
      name: "hello", svg: SVGRenderer().render(changed), outline: outliner.text(of: changed),
      record: false)
    let actualSVG = store.directory + "/hello.actual.svg"
    let actualOutline = store.directory + "/hello.actual.txt"
    #expect(
      outcome
        == .mismatched(
          file: "hello.txt", line: 1, expected: "Label (0 0 200 30) text=\"Hello\"",
          actual: "Label (0 0 200 30) text=\"Goodbye\"", actualPaths: [actualSVG, actualOutline]))
    #expect(FileManager.default.contents(atPath: actualSVG) != nil)
    // The expected files are left as they were.
    let expected = try String(contentsOfFile: store.directory + "/hello.txt", encoding: .utf8)
    #expect(expected.contains("Hello"))
    // The public assertion says the same, once.
    withKnownIssue {
      assertSnapshot(of: changed, named: "hello", filePath: file)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("hello.txt differs first at line 1")
          && $0.rawValue.contains("actual:   Label (0 0 200 30) text=\"Goodbye\"")
      }
    }
    // Once it matches again, the actual files go away.
    #expect(
      store.check(
        name: "hello", svg: SVGRenderer().render(first), outline: outliner.text(of: first),
        record: false) == .matched)
    #expect(!FileManager.default.fileExists(atPath: actualSVG))
  }

  @Test func onlyThePictureDifferingIsReportedFromThePicture() throws {
    let (folder, file) = try pretendTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SnapshotStore(testFilePath: file)
    _ = store.check(name: "a", svg: "<svg>\n<g/>\n</svg>\n", outline: "View\n", record: false)
    let outcome = store.check(
      name: "a", svg: "<svg>\n<g opacity=\"0.5\"/>\n</svg>\n", outline: "View\n", record: false)
    guard case .mismatched(let name, let line, let expected, let actual, _) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(name == "a.svg" && line == 2 && expected == "<g/>" && actual == "<g opacity=\"0.5\"/>")
  }

  @Test func recordingAgainOverwritesAndFailsOnlyWhenSomethingChanged() throws {
    let (folder, file) = try pretendTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SnapshotStore(testFilePath: file)
    _ = store.check(name: "a", svg: "one\n", outline: "x\n", record: false)
    #expect(store.check(name: "a", svg: "one\n", outline: "x\n", record: true) == .matched)
    let rerecorded = store.check(name: "a", svg: "two\n", outline: "x\n", record: true)
    #expect(
      rerecorded
        == .rerecorded(paths: [store.directory + "/a.svg", store.directory + "/a.txt"]))
    #expect(store.check(name: "a", svg: "two\n", outline: "x\n", record: false) == .matched)
  }

  @Test(arguments: ["", ".hidden", "../escape", "a/b", "with space", "ü"])
  func aNameMustBeAPlainFileName(_ name: String) throws {
    let (folder, file) = try pretendTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = SnapshotStore(testFilePath: file).check(
      name: name, svg: "", outline: "", record: false)
    guard case .failed = outcome else {
      Issue.record("\(name) was accepted")
      return
    }
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__").path))
  }

  @Test func theFirstDifferenceCountsAMissingLineAsTheEndOfTheFile() {
    let difference = SnapshotStore.firstDifference("a\nb\n", "a\n")
    #expect(difference.line == 2 && difference.expected == "b" && difference.actual == "")
    let longer = SnapshotStore.firstDifference("a", "a\nb")
    #expect(longer.line == 2 && longer.expected == "(end of file)" && longer.actual == "b")
  }
}
