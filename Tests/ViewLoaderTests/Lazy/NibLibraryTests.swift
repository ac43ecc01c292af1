import Foundation
import Testing

@testable import ViewLoader

/// The folder that holds every ``NibFolder`` of this test process, removed as the process
/// exits (a library may read its folder until the test's last line, so no folder goes sooner).
private let nibFoldersOfThisProcess: URL = {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("viewloader-tests-\(getpid())")
  atexit { try? FileManager.default.removeItem(at: nibFoldersOfThisProcess) }
  return url
}()

/// A fresh temporary folder of nib files.
struct NibFolder {
  let url: URL

  init(_ files: [String: String] = [:]) throws {
    url = nibFoldersOfThisProcess.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files { try write(name, text) }
  }

  func write(_ name: String, _ text: String) throws {
    try text.write(to: url.appendingPathComponent("\(name).nib"), atomically: true, encoding: .utf8)
  }

  func remove(_ name: String) throws {
    try FileManager.default.removeItem(at: url.appendingPathComponent("\(name).nib"))
  }

  func path(_ name: String) -> String { url.appendingPathComponent("\(name).nib").path }

  func library(_ registry: TypeRegistry = .standard) -> NibLibrary {
    NibLibrary(directory: url, registry: registry)
  }
}

final class ScreenOwner: NibOwner {
  var title: Label?
  var footer: Label?
  var details: Stub?
  var detailLabel: Label?
  var taps = 0
  func tapped(_ sender: Button) { taps += 1 }
  static let connections = Connections<ScreenOwner>()
    .outlet("title", \.title)
    .outlet("footer", \.footer)
    .outlet("details", \.details)
    .outlet("detailLabel", \.detailLabel)
    .action("tapped", ScreenOwner.tapped)
}

func rules(_ error: NibError?) -> [String] { error?.diagnostics.map(\.rule) ?? [] }

@Suite struct NibLibraryTests {
  @Test func creatingALibraryReadsNothing() throws {
    let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
    let library = NibLibrary(directory: missing)
    #expect(library.parseCount == 0)
    let error = #expect(throws: NibError.self) { try library.nib(named: "Login") }
    #expect(rules(error) == ["missing-nib"])
    // A name with its file's extension is told the name to use.
    let named = #expect(throws: NibError.self) { try library.nib(named: "Login.xib") }
    #expect(
      named?.diagnostics.first?.message
        == "no nib named 'Login.xib' in the library; a nib is named without its extension: 'Login'"
    )
  }

  @Test func aCachedTemplateSurvivesDeletionOfItsFile() throws {
    let folder = try NibFolder(["Screen": #"<nib version="1"><Label text="hi"/></nib>"#])
    let library = folder.library()
    _ = try library.nib(named: "Screen")
    try folder.remove("Screen")
    let again = try library.nib(named: "Screen").instantiate()
    #expect(library.parseCount == 1)
    #expect(again.first(ofType: Label.self)?.text == "hi")
  }

  @Test func namesMustBePlain() throws {
    let folder = try NibFolder()
    for name in ["../etc/passwd", "a/b", "..", "", "x y", "/etc/passwd"] {
      let error = #expect(throws: NibError.self) { try folder.library().nib(named: name) }
      #expect(rules(error) == ["invalid-nib-name"], "\(name)")
    }
  }

  @Test func concurrentRequestsShareOneParse() async throws {
    var views = ""
    for index in 0..<1_999 { views += #"<Label id="l\#(index)" text="\#(index)"/>"# }
    let folder = try NibFolder(["Big": #"<nib version="1"><View>\#(views)</View></nib>"#])
    let library = folder.library()
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<16 {
        group.addTask {
          (try? library.nib(named: "Big").instantiate().objects(ofType: View.self).count) ?? -1
        }
      }
      var counts: [Int] = []
      for await count in group { counts.append(count) }
      return counts
    }
    #expect(counts == Array(repeating: 2_000, count: 16))
    #expect(library.parseCount == 1)
  }

  @Test func aFailingFileFailsEveryWaiterAlike() async throws {
    let folder = try NibFolder(["Bad": #"<nib version="1"><Lable/></nib>"#])
    let library = folder.library()
    let results = await withTaskGroup(of: [Diagnostic].self) { group in
      for _ in 0..<8 {
        group.addTask {
          do {
            _ = try library.nib(named: "Bad")
            return []
          } catch let error as NibError {
            return error.diagnostics
          } catch {
            return []
          }
        }
      }
      var all: [[Diagnostic]] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(Set(results.map { $0.map(\.description) }).count == 1)
    #expect(results.first?.map(\.rule) == ["unknown-element"])
    #expect(library.parseCount == 1)
  }

  @Test func preloadLoadsEveryNameConcurrently() async throws {
    let folder = try NibFolder([
      "A": #"<nib version="1"><View/></nib>"#, "B": #"<nib version="1"><Label/></nib>"#,
      "C": #"<nib version="1"><Nope/></nib>"#,
    ])
    let library = folder.library()
    let results = await library.preload(["A", "B", "C", "D", "A"])
    #expect(results.count == 4)
    #expect((try? results["A"]?.get()) != nil)
    #expect((try? results["B"]?.get()) != nil)
    if case .failure(let error)? = results["C"] { #expect(rules(error) == ["unknown-element"]) }
    if case .failure(let error)? = results["D"] { #expect(rules(error) == ["missing-nib"]) }
    #expect(library.parseCount == 3)
  }
}

@Suite struct IncludeTests {
  @Test func includedObjectsBindToTheSameOwner() throws {
    let folder = try NibFolder([
      "Screen": """
      <nib version="1">
        <View>
          <Label outlet="title" text="Title"/>
          <include nib="Footer"/>
          <Button><action event="touchUpInside" handler="tapped"/></Button>
        </View>
      </nib>
      """,
      "Footer":
        #"<nib version="1"><Label outlet="footer" text="Footer"/><Button><action event="touchUpInside" handler="tapped"/></Button></nib>"#,
    ])
    let owner = ScreenOwner()
    let loaded = try folder.library().nib(named: "Screen").instantiate(owner: owner)
    let root = try #require(loaded.topLevelObjects.first as? View)
    #expect(root.subviews.count == 4)
    #expect(root.subviews[1] === owner.footer)
    #expect(owner.footer?.text == "Footer")
    #expect(loaded.objects(ofType: Label.self).map(\.text) == ["Title", "Footer"])
    for button in loaded.objects(ofType: Button.self) { button.sendActions(for: .touchUpInside) }
    #expect(owner.taps == 2)
  }

  /// A plain (non-view) object, which may stand only at the top level.
  final class Setting: NibObject {
    init() {}
  }

  /// A folder whose `Screen` includes, under a view, a nib whose top level is not a view.
  private func nonViewUnderAView() throws -> (NibFolder, TypeRegistry) {
    var registry = TypeRegistry.standard
    registry.register(Setting.self, name: "Setting")
    let folder = try NibFolder([
      "Screen": "<nib version=\"1\">\n  <View>\n    <include nib=\"Part\"/>\n  </View>\n</nib>",
      "Part": "<nib version=\"1\">\n  <Setting/>\n</nib>",
    ])
    return (folder, registry)
  }

  @Test func anIncludedNonViewUnderAViewFailsToLoadWithoutACrash() throws {
    // The view cannot take the included object as a subview: instantiating used to
    // `unsafeDowncast` it to View (a trap in debug builds, undefined behaviour in release).
    // Loading must fail with the placement error instead, at the include.
    let (folder, registry) = try nonViewUnderAView()
    let error = #expect(throws: NibError.self) {
      try folder.library(registry).nib(named: "Screen").instantiate()
    }
    #expect(rules(error) == ["children-not-allowed"])
    #expect(error?.diagnostics.first?.location.file == folder.path("Screen"))
    #expect(error?.diagnostics.first?.location.line == 3)
    #expect(error?.diagnostics.first?.location.column == 5)
  }

  @Test func anIncludedNonViewUnderAViewIsRefusedWhenCompiled() throws {
    // Written directly under the view, the object is `children-not-allowed` when the file is
    // compiled (so `viewcheck` reports it too); through an include it is as well, also when
    // the object comes from an include at the top of the included file.
    let (folder, registry) = try nonViewUnderAView()
    let error = #expect(throws: NibError.self) {
      try folder.library(registry).nib(named: "Screen")
    }
    #expect(rules(error) == ["children-not-allowed"])
    try folder.write("Middle", "<nib version=\"1\">\n  <View/>\n  <include nib=\"Part\"/>\n</nib>")
    try folder.write(
      "Outer", "<nib version=\"1\">\n  <View>\n    <include nib=\"Middle\"/>\n  </View>\n</nib>")
    let nested = #expect(throws: NibError.self) {
      try folder.library(registry).nib(named: "Outer")
    }
    #expect(rules(nested) == ["children-not-allowed"])
    // At the top level, an included non-view is fine.
    _ = try folder.library(registry).nib(named: "Middle")
  }

  @Test func idsMustBeUniqueAcrossTheChain() throws {
    let folder = try NibFolder([
      "Screen": """
      <nib version="1">
        <View id="box"/>
        <include nib="Part"/>
      </nib>
      """,
      "Part": """
      <nib version="1">
        <View id="box"/>
      </nib>
      """,
    ])
    let error = #expect(throws: NibError.self) { try folder.library().nib(named: "Screen") }
    let diagnostic = try #require(error?.diagnostics.first)
    #expect(error?.diagnostics.count == 1)
    #expect(diagnostic.rule == "duplicate-id")
    #expect(diagnostic.location == SourceLocation(file: folder.path("Part"), line: 2, column: 9))
    #expect(
      diagnostic.notes.map { "\($0.message)@\($0.location)" } == [
        "included from here@\(folder.path("Screen")):3:3",
        "first defined here@\(folder.path("Screen")):2:9",
      ])
  }

  @Test func problemsOfAnIncludedFilePointIntoIt() throws {
    let folder = try NibFolder([
      "Screen": "<nib version=\"1\">\n  <include nib=\"Part\"/>\n</nib>",
      "Part": "<nib version=\"1\">\n  <Label tag=\"x\"/>\n</nib>",
    ])
    let error = #expect(throws: NibError.self) { try folder.library().nib(named: "Screen") }
    let diagnostic = try #require(error?.diagnostics.first)
    #expect(diagnostic.rule == "invalid-value")
    #expect(diagnostic.location == SourceLocation(file: folder.path("Part"), line: 2, column: 10))
    #expect(
      diagnostic.notes.map(\.location) == [
        SourceLocation(file: folder.path("Screen"), line: 2, column: 3)
      ])
  }

  @Test func cyclesAreFoundInEveryFileOfTheCycle() throws {
    let folder = try NibFolder([
      "A": "<nib version=\"1\">\n  <include nib=\"B\"/>\n</nib>",
      "B": "<nib version=\"1\">\n  <View/>\n  <include nib=\"A\"/>\n</nib>",
    ])
    let library = folder.library()
    let error = #expect(throws: NibError.self) { try library.nib(named: "A") }
    let found = error?.diagnostics.map { "\($0.rule)@\($0.location)" }.sorted()
    #expect(
      found == [
        "include-cycle@\(folder.path("A")):2:12", "include-cycle@\(folder.path("B")):3:12",
      ])
    let fromB = #expect(throws: NibError.self) { try library.nib(named: "B") }
    #expect(fromB?.diagnostics.map(\.rule) == ["include-cycle", "include-cycle"])
  }

  @Test func includingItselfIsACycle() throws {
    let folder = try NibFolder(["A": "<nib version=\"1\">\n  <include nib=\"A\"/>\n</nib>"])
    let error = #expect(throws: NibError.self) { try folder.library().nib(named: "A") }
    #expect(rules(error) == ["include-cycle"])
  }

  @Test func missingAndBadNames() throws {
    let folder = try NibFolder([
      "A":
        "<nib version=\"1\">\n  <include nib=\"Nope\"/>\n  <include nib=\"../A\"/>\n  <include/>\n</nib>"
    ])
    let error = #expect(throws: NibError.self) { try folder.library().nib(named: "A") }
    #expect(rules(error) == ["missing-nib", "invalid-nib-name", "missing-attribute"])
  }

  @Test func aStandaloneNibCannotInclude() throws {
    let error = #expect(throws: NibError.self) {
      try Nib(xml: #"<nib version="1"><include nib="Footer"/></nib>"#, name: "A")
    }
    #expect(rules(error) == ["missing-nib"])
  }

  @Test func includeDepthIsLimited() throws {
    var files: [String: String] = [:]
    for level in 0..<40 {
      files["N\(level)"] = #"<nib version="1"><include nib="N\#(level + 1)"/></nib>"#
    }
    files["N40"] = #"<nib version="1"><View/></nib>"#
    let folder = try NibFolder(files)
    let error = #expect(throws: NibError.self) { try folder.library().nib(named: "N0") }
    #expect(rules(error) == ["limit-exceeded"])
  }

  @Test func objectsAreCountedAcrossIncludes() throws {
    var files: [String: String] = [:]
    let fanOut = String(repeating: #"<include nib="L2"/>"#, count: 10)
    files["L1"] = #"<nib version="1">\#(fanOut)</nib>"#
    files["L2"] =
      #"<nib version="1">\#(String(repeating: #"<include nib="L3"/>"#, count: 10))</nib>"#
    files["L3"] = #"<nib version="1">\#(String(repeating: "<View/>", count: 10))</nib>"#
    let folder = try NibFolder(files)
    let library = NibLibrary(directory: folder.url, limits: NibLimits(objects: 999))
    let error = #expect(throws: NibError.self) { try library.nib(named: "L1") }
    #expect(rules(error) == ["limit-exceeded"])
    let loaded = try NibLibrary(directory: folder.url).nib(named: "L1").instantiate()
    #expect(loaded.objects(ofType: View.self).count == 1_000)
  }
}

@Suite struct StubTests {
  let screen = """
    <nib version="1">
      <View frame="0 0 320 480">
        <Label outlet="title"/>
        <stub nib="Details" outlet="details" frame="0 100 320 200"/>
        <Label/>
      </View>
    </nib>
    """

  @Test func aStubReadsItsNibOnlyWhenInflated() throws {
    let folder = try NibFolder(["Screen": screen])
    let library = folder.library()
    let owner = ScreenOwner()
    let loaded = try library.nib(named: "Screen").instantiate(owner: owner)
    #expect(library.parseCount == 1)
    let stub = try #require(owner.details)
    let root = try #require(loaded.topLevelObjects.first as? View)
    #expect(root.subviews[1] === stub)
    // The stub's file may appear after the screen was loaded.
    try folder.write(
      "Details",
      #"<nib version="1"><View frame="5 5 10 10"><Label outlet="detailLabel" text="d"/></View></nib>"#
    )
    let view = try stub.inflate()
    #expect(library.parseCount == 2)
    #expect(root.subviews[1] === view)
    #expect(root.subviews.count == 3)
    #expect(view.frame == Rect(x: 0, y: 100, width: 320, height: 200))
    #expect(owner.detailLabel?.text == "d")
    #expect(stub.superview == nil)
    #expect(try stub.inflate() === view)
    #expect(library.parseCount == 2)
  }

  @Test func inflatingAMissingNibFailsAtTheStub() throws {
    let folder = try NibFolder(["Screen": screen])
    let owner = ScreenOwner()
    _ = try folder.library().nib(named: "Screen").instantiate(owner: owner)
    let error = #expect(throws: NibError.self) { try owner.details?.inflate() }
    #expect(rules(error) == ["missing-nib"])
    #expect(
      error?.diagnostics.first?.location
        == SourceLocation(file: folder.path("Screen"), line: 4, column: 11))
  }

  @Test func aStubNibNeedsExactlyOneTopLevelView() throws {
    let folder = try NibFolder([
      "Screen": screen, "Details": #"<nib version="1"><View/><View/></nib>"#,
    ])
    let owner = ScreenOwner()
    _ = try folder.library().nib(named: "Screen").instantiate(owner: owner)
    let error = #expect(throws: NibError.self) { try owner.details?.inflate() }
    #expect(rules(error) == ["stub-root"])
    #expect(owner.details?.isInflated == false)
  }

  @Test func aStubThatOutlivedItsOwnerDoesNotExcuseItsNibElsewhere() throws {
    // Inflating after the owner is gone checks the nib against the owner's connections; that
    // result must not be remembered as the check without an owner, which fails on any outlet.
    let folder = try NibFolder([
      "Screen": #"<nib version="1"><View><stub nib="Details"/></View></nib>"#,
      "Details": #"<nib version="1"><Label outlet="detailLabel" text="d"/></nib>"#,
    ])
    let library = folder.library()
    var owner: ScreenOwner? = ScreenOwner()
    let loaded = try library.nib(named: "Screen").instantiate(owner: try #require(owner))
    owner = nil
    try loaded.one(ofType: Stub.self).inflate()
    let error = #expect(throws: NibError.self) { try library.nib(named: "Details").instantiate() }
    #expect(rules(error) == ["unknown-outlet"])
  }

  @Test func aStubInflatesForAnOwnerWithRequiredOutlets() throws {
    // The screen binds the owner's required outlet; the stub's nib is a part of the screen and
    // need not bind it again (as an included nib need not).
    final class RequiringOwner: NibOwner {
      var root: View?
      var detailLabel: Label?
      static let connections = Connections<RequiringOwner>()
        .outlet("root", \.root, required: true)
        .outlet("detailLabel", \.detailLabel)
    }
    let folder = try NibFolder([
      "Screen": #"<nib version="1"><View outlet="root"><stub nib="Details"/></View></nib>"#,
      "Details": #"<nib version="1"><Label outlet="detailLabel" text="d"/></nib>"#,
    ])
    let owner = RequiringOwner()
    let loaded = try folder.library().nib(named: "Screen").instantiate(owner: owner)
    let label = try loaded.one(ofType: Stub.self).inflate()
    #expect(owner.detailLabel === label && owner.detailLabel?.text == "d")
    #expect(owner.root?.subviews.first === label)
    // A required outlet is still required of the file that is instantiated.
    let error = #expect(throws: NibError.self) {
      try folder.library().nib(named: "Details").instantiate(owner: RequiringOwner())
    }
    #expect(rules(error) == ["missing-outlet"])
  }

  @Test func aStubNibWithoutOneViewLeavesTheOwnerUntouched() throws {
    // `stub-root` is found before anything is bound: the owner keeps its outlets, and no
    // action of the refused nib reaches it.
    let folder = try NibFolder([
      "Screen": screen,
      "Details": """
      <nib version="1">
        <Label outlet="detailLabel" text="refused"/>
        <Button><action event="touchUpInside" handler="tapped"/></Button>
      </nib>
      """,
    ])
    let owner = ScreenOwner()
    _ = try folder.library().nib(named: "Screen").instantiate(owner: owner)
    let error = #expect(throws: NibError.self) { try owner.details?.inflate() }
    #expect(rules(error) == ["stub-root"])
    #expect(owner.detailLabel == nil)
  }

  @Test func aStandaloneNibsStubCannotInflate() throws {
    let nib = try Nib(xml: #"<nib version="1"><View><stub nib="X"/></View></nib>"#, name: "S")
    let stub = try #require(try nib.instantiate().first(ofType: Stub.self))
    let error = #expect(throws: NibError.self) { try stub.inflate() }
    #expect(rules(error) == ["missing-nib"])
  }
}
