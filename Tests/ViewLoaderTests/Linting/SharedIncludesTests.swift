import Foundation
import Testing

@testable import ViewLoader

/// A linter that shares included files between the files it checks compiles each once, and
/// finds in every file what a linter of its own finds, whatever order the files come in.
@Suite struct SharedIncludesTests {
  /// The fixture folders whose files include others (without a schema of their own, which
  /// ``FixtureTests`` loads): cycles, chains past the include-depth limit, ids that collide
  /// across includes, objects and depth counted across includes.
  static let folders = [
    "valid/includes", "valid/cells", "valid/suppressions",
    "invalid/include-cycle", "invalid/duplicate-id", "invalid/limit-exceeded/include-depth",
    "invalid/invalid-nib-name", "limits/include-depth",
    "limits/objects", "limits/depth",
  ]

  static func files(in folder: String) throws -> [String] {
    let url = Fixture.root.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".nib") }.sorted()
      .map { url.appendingPathComponent($0).path }
  }

  @Test(arguments: folders)
  func sharingFindsWhatEachFileFindsAlone(folder: String) throws {
    let files = try Self.files(in: folder)
    #expect(files.count >= 2)
    let alone = try files.map { try Linter().lint(path: $0) }
    for order in [files, files.reversed()] {
      let sharing = try Linter().sharingIncludedFiles()
      var found: [String: [Diagnostic]] = [:]
      for path in order { found[path] = sharing.lint(path: path) }
      for (path, expected) in zip(files, alone) {
        #expect(found[path] == expected, "\(path)")
      }
    }
  }

  /// The second file that includes a file finds it compiled; a graph of its own compiles it
  /// again.
  @Test func anIncludedFileIsCompiledOnceForTheRun() throws {
    let folder = Fixture.root.appendingPathComponent("valid/includes").path
    let screen = folder + "/Screen.nib"
    let shared = SharedIncludes()
    func graph(sharing: SharedIncludes?) -> IncludeGraph {
      IncludeGraph(
        directory: folder, registry: .standard, limits: .default, shared: sharing)
    }
    let first = graph(sharing: shared)
    let (firstOutput, _) = first.compileRoot(path: screen, name: "Screen")
    #expect(first.parseCount == 1)  // Header, once for its two includes
    let second = graph(sharing: shared)
    let (secondOutput, _) = second.compileRoot(path: screen, name: "Screen")
    #expect(second.parseCount == 0)
    #expect(secondOutput.diagnostics == firstOutput.diagnostics)
    #expect(secondOutput.template?.nodes.count == firstOutput.template?.nodes.count)
    let alone = graph(sharing: nil)
    _ = alone.compileRoot(path: screen, name: "Screen")
    #expect(alone.parseCount == 1)
  }

  /// A file reached only through a cycle is shaped by the chain: it is not kept for the others.
  @Test func aResultShapedByItsChainIsNotShared() throws {
    let folder = Fixture.root.appendingPathComponent("invalid/include-cycle").path
    let shared = SharedIncludes()
    let graph = IncludeGraph(
      directory: folder, registry: .standard, limits: .default, shared: shared)
    _ = graph.compileRoot(path: folder + "/First.nib", name: "First")
    #expect(shared.resolution(of: folder + "/Second.nib", chainLength: 0) == nil)
  }

  /// A kept result serves chains no longer than the one it was compiled for, the most general
  /// one is kept, and nothing past the object budget is.
  @Test func keptResultsServeChainsNoLongerThanTheirOwn() {
    let shared = SharedIncludes()
    shared.keep(.missing, of: "A.nib", chainLength: 3, objects: 10)
    #expect(shared.resolution(of: "A.nib", chainLength: 2) != nil)
    #expect(shared.resolution(of: "A.nib", chainLength: 3) != nil)
    #expect(shared.resolution(of: "A.nib", chainLength: 4) == nil)
    shared.keep(.tooDeep, of: "A.nib", chainLength: 5, objects: 10)
    #expect(shared.resolution(of: "A.nib", chainLength: 4) != nil)
    shared.keep(.missing, of: "Large.nib", chainLength: 1, objects: SharedIncludes.objectBudget)
    #expect(shared.resolution(of: "Large.nib", chainLength: 1) == nil)
  }
}
