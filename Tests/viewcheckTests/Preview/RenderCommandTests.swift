import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// `viewcheck render`: a file's view as SVG, without its owner.
@Suite struct RenderCommandTests {
  let examples = fixturesDirectory.deletingLastPathComponent().appendingPathComponent("Examples")
  var schema: String { examples.appendingPathComponent("viewcheck-schema.json").path }

  func groups(of svg: String) throws -> [XMLElementTree] {
    let root = try XMLReader.elementTree(of: svg).get()
    var result: [XMLElementTree] = []
    var pending = [root]
    while let element = pending.popLast() {
      if element.name == "g" { result.append(element) }
      pending += element.children.reversed()
    }
    return result
  }

  @Test func aFileIsDrawnWithoutItsOwnerAndSchemaTypesKeepTheirNames() throws {
    let login = runInProcess([
      "render", "--schema", schema, examples.appendingPathComponent("Login.nib").path,
    ])
    #expect(login.status == 0 && login.error.isEmpty)
    #expect(
      try groups(of: login.output).map { $0.attributes["data-type"] ?? "" } == [
        "View", "Label", "TextField", "TextField", "Button", "Label",
      ])
    let overlay = runInProcess([
      "render", "--schema", schema, examples.appendingPathComponent("LoadingOverlay.nib").path,
    ])
    #expect(overlay.status == 0)
    // Known only from the schema, the overlay is created as a View and named as itself.
    #expect(try groups(of: overlay.output).first?.attributes["data-type"] == "LoadingView")
  }

  @Test func theObjectOptionDrawsOneViewAndItsIDMustNameAView() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "Card.nib",
      #"<nib version="1"><View id="card" frame="0 0 100 50"><Label id="name" text="Ann" frame="10 20 60 20"/></View><Theme id="theme"/></nib>"#
    )
    let schemaFile = try folder.write(
      "schema.json", #"{"version":1,"types":[{"name":"Theme"}],"owners":[]}"#)
    let one = runInProcess([
      "render", "--object", "name", file, "--scale", "2", "--schema", schemaFile,
    ])
    #expect(one.status == 0)
    #expect(
      one.output.hasPrefix(
        #"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 60 20">"#))
    #expect(try groups(of: one.output).map { $0.attributes["data-id"] } == ["name"])
    let missing = runInProcess(["render", "--object", "nobody", file, "--schema", schemaFile])
    #expect(missing.status == 2 && missing.error.contains("nobody"))
    let notAView = runInProcess(["render", "--object", "theme", file, "--schema", schemaFile])
    #expect(notAView.status == 2)
    let output = folder.path + "/card.svg"
    let written = runInProcess(["render", file, "-o", output, "--schema", schemaFile, "--show-ids"])
    #expect(written.status == 0 && written.output.isEmpty)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains(">card</text>"))
  }

  @Test func aFileThatDoesNotCompileExitsWithItsErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("Broken.nib", nibWithOneError)
    let result = runInProcess(["render", file])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("Broken.nib:1:25: error:"))
    #expect(result.error.contains("[unknown-property]"))
    #expect(runInProcess(["render", folder.path + "/None.nib"]).status == 2)
    #expect(runInProcess(["render", folder.path]).status == 2)
  }

  @Test func anInterfaceBuilderDocumentIsDrawnWithoutItsCode() throws {
    let cell = fixturesDirectory.appendingPathComponent(
      "xib/xmartlabs__XLPagerTabStrip/Example__Example__Youtube__YoutubeIconCell.xib")
    // Its custom class is not registered: without a schema, it is drawn as its kit type.
    let result = runInProcess(["render", cell.path])
    #expect(result.status == 0)
    #expect(
      try groups(of: result.output).map { $0.attributes["data-id"] } == [
        "2CI-9N-dP3", "Tkn-VR-o25",
      ])
    let archive = fixturesDirectory.appendingPathComponent(
      "xib/RestKit__RestKit/Examples__RKCatalog__App__en.lproj__MainWindow.xib")
    let refused = runInProcess(["render", archive.path])
    #expect(refused.status == 1 && refused.error.contains("[xib-archive]"))
  }

  @Test func aDocumentOfControllersIsDrawnByItsControllersView() throws {
    let file = fixturesDirectory.appendingPathComponent("render/ControllerView.xib")
    let result = runInProcess(["render", file.path])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      try groups(of: result.output).map { $0.attributes["data-id"] } == [
        "Hz6-mo-xeY", "kBe-eq-uZL",
      ])
  }

  @Test func theHelpListsRenderAndPreview() {
    let help = runInProcess(["--help"]).output
    #expect(help.contains("render") && help.contains("preview"))
    #expect(runInProcess(["render", "--help"]).output.contains("--object <id>"))
    #expect(runInProcess(["preview", "--help"]).output.contains("--port <port>"))
  }

  @Test(arguments: [
    ["render"], ["render", "a.nib", "b.nib"], ["render", "--scale", "0", "a.nib"],
    ["render", "--scale", "nan", "a.nib"], ["render", "--frobnicate", "a.nib"], ["preview"],
    ["preview", "--port", "70000", "x"], ["preview", "--port", "-1", "x"], ["preview", "a", "b"],
  ])
  func badCommandLinesAreUsageErrors(_ arguments: [String]) {
    let result = runInProcess(arguments)
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("Error: "))
  }

  @Test func previewNeedsAFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("a.nib", cleanNib)
    #expect(runInProcess(["preview", "--port", "0", file]).status == 2)
    #expect(runInProcess(["preview", "--port", "0", folder.path + "/missing"]).status == 2)
  }
}
