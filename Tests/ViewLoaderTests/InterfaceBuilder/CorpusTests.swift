import Foundation
import Testing

@testable import ViewLoader

/// The Interface Builder documents of real projects in `Fixtures/xib`: each lints without an
/// error and without a schema (IBLinter's deliberately broken file aside), and each old
/// archive gives exactly one `xib-archive` error; each document loads once its custom classes
/// and owner are registered as the app would register them, and converts to a nib that
/// instantiates the same objects.
///
/// Serialized: the owner and the app classes read their connections from one table, set for
/// the file under test (an app declares them in code; a test of many apps sets them per file).
@Suite(.serialized) struct CorpusTests {
  static let folder = Fixture.root.appendingPathComponent("xib")

  /// Every `.xib` under `Fixtures/xib`, relative to it.
  static let files: [String] = {
    var files: [String] = []
    let walker = FileManager.default.enumerator(atPath: folder.path)
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".xib") { files.append(path) }
    }
    return files.sorted()
  }()

  /// The document files (archives aside).
  static let documents: [String] = files.filter { !isArchive($0) }

  static func isArchive(_ file: String) -> Bool {
    let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
    return text.prefix(2000).contains("<archive")
  }

  static let brokenOnPurpose =
    "IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Rules__DuplicateIdRule__DuplicateID.xib"

  @Test func theFolderHoldsTheCorpus() {
    #expect(Self.files.count == 94)
    #expect(Self.documents.count == 75)
  }

  @Test(arguments: files)
  func lintsWithoutAnError(_ file: String) throws {
    let path = Self.folder.appendingPathComponent(file).path
    let findings = try Linter().lint(path: path)
    let errors = findings.filter { $0.severity == .error }
    if Self.isArchive(file) {
      #expect(findings.map(\.rule) == ["xib-archive"], "\(findings)")
      #expect(findings.first?.location.line ?? 0 >= 1)
    } else if file == Self.brokenOnPurpose {
      #expect(errors.contains { $0.rule == "duplicate-id" })
      #expect(errors.allSatisfy { $0.rule == "duplicate-id" || $0.rule == "dangling-connection" })
    } else {
      #expect(errors.isEmpty, "\(file): \(errors.map(\.description))")
    }
  }
  @Test(arguments: documents.filter { $0 != brokenOnPurpose })
  func loadsWithItsClassesRegistered(_ file: String) throws {
    let url = Self.folder.appendingPathComponent(file)
    let app = try CorpusApp(converting: url.path)
    defer { KitBags.removeAll() }
    let nib = try app.load(url)
    let loaded = try app.instantiate(nib)
    // A document of placeholders only (Quicksilver's droplet) has nothing to load.
    #expect(loaded.topLevelObjects.isEmpty == nib.template.nodes.isEmpty)
    // Lookups by id work on the imported tree: every object with an id is found by it.
    for index in nib.template.nodes.indices {
      guard let id = nib.template.id(of: nib.template.nodes[index]) else { continue }
      #expect(
        (try? loaded.object(withID: id, as: AnyObject.self)) != nil, "\(file): id \(id)")
    }
  }

  @Test(arguments: documents.filter { $0 != brokenOnPurpose })
  func convertsToANibOfTheSameObjects(_ file: String) throws {
    let url = Self.folder.appendingPathComponent(file)
    let app = try CorpusApp(converting: url.path)
    defer { KitBags.removeAll() }
    let xib = try app.instantiate(try app.load(url))
    let xibOutlets = app.owner.takeBoundOutlets()
    let nib = try app.instantiate(
      try Nib(
        xml: app.conversion.nib, name: url.deletingPathExtension().lastPathComponent,
        registry: app.registry))
    let nibOutlets = app.owner.takeBoundOutlets()
    #expect(ObjectOutline(xib).views == ObjectOutline(nib).views, "\(file): the views differ")
    #expect(
      ObjectOutline(xib).objects.sorted() == ObjectOutline(nib).objects.sorted(),
      "\(file): the objects differ")
    #expect(!xibOutlets.isEmpty || app.conversion.nib.contains("outlet=") == false)
    #expect(xibOutlets == nibOutlets, "\(file): the owner's outlets differ")
  }

  /// A converted nib is already in the layout `viewcheck format` writes (with the schema
  /// `convert` writes beside it), so a project that converts its documents and checks its
  /// nibs' format passes (`InterfaceBuilderMappingTests` has the two cases that were not:
  /// `format --check` failed 8 of 238 outside documents' nibs).
  @Test(arguments: documents.filter { $0 != brokenOnPurpose })
  func convertsToANibInTheCanonicalLayout(_ file: String) throws {
    let conversion = try Linter().convert(path: Self.folder.appendingPathComponent(file).path)
    #expect(
      try conversion.formattedNib(file: file) == conversion.nib,
      "\(file): the converted nib is not canonical")
  }
}
