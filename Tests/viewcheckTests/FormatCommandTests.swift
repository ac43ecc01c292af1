import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// `viewcheck format`: checks, rewrites, leaves Interface Builder files alone, and fails on
/// files it cannot read as XML.
@Suite struct FormatCommandTests {
  private let untidy = "<nib   version=\"1\"><View frame=\"0 0 10.0 10\" id=\"a\"/></nib>"
  private let tidy = "<nib version=\"1\">\n  <View id=\"a\" frame=\"0 0 10 10\"/>\n</nib>\n"

  @Test func checkNamesTheFilesThatWouldChangeAndChangesNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let messy = try folder.write("Views/Messy.nib", untidy)
    try folder.write("Views/Tidy.nib", tidy)
    let run = runInProcess(["format", "--check", folder.path + "/Views"], in: folder.path)
    #expect(run.status == 1)
    #expect(run.output == messy + "\n")
    #expect(run.error == "")
    #expect(try String(contentsOfFile: messy, encoding: .utf8) == untidy)
  }

  @Test func rewritesInPlaceKeepingPermissionsAndLinks() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = try folder.write("Real.nib", untidy)
    chmod(target, 0o640)
    let link = folder.path + "/Link.nib"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let run = runInProcess(["format", link], in: folder.path)
    #expect(run.status == 0)
    #expect(run.output == "" && run.error == "")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == tidy)
    let attributes = try FileManager.default.attributesOfItem(atPath: target)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link) == target,
      "the link still leads to the file")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "Link.nib", "Real.nib",
      ])
    // Formatted files are formatted.
    #expect(runInProcess(["format", "--check", folder.path], in: folder.path).status == 0)
  }

  @Test func neverRewritesInterfaceBuilderFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let xib = String(
      decoding: try Data(
        contentsOf: fixturesDirectory.appendingPathComponent("format/Interface.xib")),
      as: UTF8.self)
    let named = try folder.write("Screen.xib", xib)
    let disguised = try folder.write("Screen.nib", xib)
    let run = runInProcess(["format", named, disguised], in: folder.path)
    #expect(run.status == 0)
    #expect(try String(contentsOfFile: named, encoding: .utf8) == xib)
    #expect(try String(contentsOfFile: disguised, encoding: .utf8) == xib)
  }

  @Test func aFileThatIsNotWellFormedFailsTheRunWithItsLocation() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let broken = try folder.write("Broken.nib", "<nib version=\"1\">\n  <View>\n</nib>\n")
    let fine = try folder.write("Fine.nib", untidy)
    let run = runInProcess(["format", folder.path], in: folder.path)
    #expect(run.status == 1)
    #expect(run.error.hasPrefix("\(broken):3:"))
    #expect(run.error.hasSuffix("[xml-syntax]\n"))
    #expect(try String(contentsOfFile: fine, encoding: .utf8) == tidy, "the others are formatted")
  }

  @Test func missingPathsAndUsageErrorsCannotRun() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let missing = runInProcess(["format", folder.path + "/nothing.nib"], in: folder.path)
    #expect(missing.status == 2)
    #expect(missing.error.contains("nothing.nib"))
    #expect(runInProcess(["format"], in: folder.path).status == 2)
    #expect(runInProcess(["format", "--check=yes", folder.path], in: folder.path).status == 2)
  }

  @Test func usesTheConfigurationsSchemasAndExcludes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      ".viewcheck.json", #"{"schema": ["schema.json"], "exclude": ["generated/**"]}"#)
    try folder.write(
      "schema.json",
      #"{"version":1,"types":[{"name":"Badge","parent":"View","children":false,"properties":{"count":"int"},"events":[]}],"owners":[]}"#
    )
    let badge = try folder.write("Badge.nib", #"<nib version="1"><Badge count="007"/></nib>"#)
    let generated = try folder.write("generated/Out.nib", untidy)
    // In process, paths are opened relative to the test process: give absolute ones.
    #expect(runInProcess(["format", folder.path], in: folder.path).status == 0)
    #expect(
      try String(contentsOfFile: badge, encoding: .utf8)
        == "<nib version=\"1\">\n  <Badge count=\"7\"/>\n</nib>\n")
    #expect(try String(contentsOfFile: generated, encoding: .utf8) == untidy)
  }

  @Test func theBinaryFormats() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("A.nib", untidy)
    let check = try runBinary(["format", "--check", "."], in: folder.path)
    #expect(check.status == 1)
    #expect(check.output == "./A.nib\n")
    #expect(try runBinary(["format", "."], in: folder.path).status == 0)
    #expect(try String(contentsOfFile: folder.path + "/A.nib", encoding: .utf8) == tidy)
  }
}
