import Foundation
import Testing

@testable import ViewLoader

/// The Interface Builder documents of real projects in `Fixtures/xib`: each lints without an
/// error and without a schema (IBLinter's deliberately broken file aside); each old archive
/// gives exactly one `xib-archive` error.
@Suite struct CorpusTests {
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
}
