import Foundation
import Testing

@testable import ViewLoader

/// Linting text held in memory (an editor's unsaved document): the same findings as the saved
/// file, with includes and stubs read from other unsaved documents before the disk.
@Suite struct UnsavedDocumentTests {
  /// Every fixture, linted from memory, gives exactly what linting the file gives.
  @Test(arguments: FixtureTests.allFixtureFiles)
  func theSameFindingsAsTheSavedFile(_ relativePath: String) throws {
    let fixture = try Fixture(relativePath: relativePath)
    // Read as the loader reads (`Data(contentsOf:)` leaks its buffer on an empty file); a
    // folder named like a nib is passed over.
    guard let data = try? NibFormatterTests.read(fixture.url.path) else { return }
    var configuration = LintConfiguration()
    let schema = fixture.folder.appendingPathComponent("viewcheck-schema.json")
    if let json = try? NibFormatterTests.read(schema.path) {
      configuration.schemas = [try LintSchema(json: json, file: schema.path)]
    }
    let linter = try Linter(configuration: configuration)
    let saved = linter.lint(path: fixture.url.path)
    let unsaved = linter.lint(contents: data, path: fixture.url.path)
    #expect(unsaved == saved)
  }

  @Test func includesAndStubsAreReadFromUnsavedDocumentsFirst() throws {
    let directory = try TemporaryDirectory()
    let main = try directory.write(
      "Main.nib",
      Array(
        #"<nib version="1"><View id="a"><include nib="Part"/><stub nib="Lazy"/></View></nib>"#
          .utf8))
    // On the disk, Part repeats the id `a`, and Lazy does not exist.
    try directory.write("Part.nib", Array(#"<nib version="1"><View id="a"/></nib>"#.utf8))
    let linter = try Linter()
    let onDisk = linter.lint(path: main).map(\.rule).sorted()
    #expect(onDisk == ["duplicate-id", "missing-nib", "unused-id"])

    let unsaved = [
      directory.path + "/Part.nib": Array(#"<nib version="1"><View id="b"/></nib>"#.utf8),
      directory.path + "/Lazy.nib": Array(#"<nib version="1"><View/></nib>"#.utf8),
    ]
    let contents = try NibFormatterTests.read(main)
    let findings = linter.lint(contents: contents, path: main, unsavedFiles: unsaved)
    // No duplicate id and no missing nib; only this file's own unused `a`.
    #expect(findings.map(\.rule) == ["unused-id"])
  }

  @Test func theTextNeedNotBeSavedAtAll() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/New.nib"
    let findings = try Linter().lint(
      contents: Array("<nib version=\"1\">\n  <Label txt=\"Hi\"/>\n</nib>\n".utf8), path: path)
    #expect(findings.map(\.rule) == ["unknown-property"])
    #expect(findings.first?.location == SourceLocation(file: path, line: 2, column: 10))
  }

  @Test func theSizeLimitHoldsInMemoryToo() throws {
    var configuration = LintConfiguration()
    configuration.limits.fileSize = 64
    let findings = try Linter(configuration: configuration).lint(
      contents: Array(repeating: UInt8(ascii: " "), count: 65), path: "/nowhere/Big.nib")
    #expect(findings.map(\.rule) == ["limit-exceeded"])
  }
}
