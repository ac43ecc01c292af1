import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// `viewcheck generate` over `Fixtures/generate/`: what it writes, and what the Swift compiler
/// makes of it with the app code of `Owners.swift` (which must compile without a warning) and
/// `Broken.swift` (whose every mismatch must be reported at the view file's line).
@Suite struct GenerateTests {
  static let folder = fixturesDirectory.appendingPathComponent("generate").path
  static let schema = folder + "/viewcheck-schema.json"

  /// Runs `viewcheck generate` in process and returns the run and the source it wrote.
  private func generate(_ arguments: [String]) throws -> (run: RunResult, source: String?) {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let output = scratch.path + "/Generated.swift"
    let run = runInProcess(["generate"] + arguments + ["-o", output], in: scratch.path)
    return (run, try? String(contentsOfFile: output, encoding: .utf8))
  }

  private func generateFixtures(_ extra: [String] = []) throws -> String {
    let (run, source) = try generate(["--schema", Self.schema, Self.folder] + extra)
    #expect(run.status == 0, "\(run.error)")
    return try #require(source)
  }

  /// Every binding the fixture files write (`outlet=`, `handler=`, a xib's `property=` and
  /// `selector=`), as file, line and name.
  private func bindingsWritten() throws -> Set<String> {
    var bindings: Set<String> = []
    let pattern = try NSRegularExpression(
      pattern: #"(?:outlet|handler|property|selector)="([A-Za-z_][A-Za-z0-9_]*)"#)
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.folder)
    where name.hasSuffix(".nib") || name.hasSuffix(".xib") {
      let path = Self.folder + "/" + name
      let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
      for (index, line) in lines.enumerated() {
        let range = NSRange(line.startIndex..., in: line)
        for match in pattern.matches(in: line, range: range) {
          let written = String(line[Range(match.range(at: 1), in: line)!])
          bindings.insert("\(path):\(index + 1) \(written)")
        }
      }
    }
    return bindings
  }

  /// Every statement of the generated tables, as the file and line of the directive before it
  /// and the name it declares.
  private func bindingsGenerated(in source: String) throws -> Set<String> {
    let lines = source.components(separatedBy: "\n")
    let directive = try NSRegularExpression(
      pattern: #"^#sourceLocation\(file: "(.*)", line: (\d+)\)$"#)
    let statement = try NSRegularExpression(
      pattern: #"connections\.(?:outlet|outletCollection|action)\((?:"([^"]+)"|view: )"#)
    var bindings: Set<String> = []
    for (index, line) in lines.enumerated().dropLast() {
      let next = lines[index + 1]
      guard
        let place = directive.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
        let call = statement.firstMatch(in: next, range: NSRange(next.startIndex..., in: next))
      else { continue }
      let file = String(line[Range(place.range(at: 1), in: line)!])
      let number = String(line[Range(place.range(at: 2), in: line)!])
      let name = Range(call.range(at: 1), in: next).map { String(next[$0]) } ?? "view"
      bindings.insert("\(file):\(number) \(name)")
    }
    return bindings
  }

  @Test func everyBindingIsAStatementAtItsLine() throws {
    let source = try generateFixtures()
    #expect(try bindingsGenerated(in: source) == bindingsWritten())
  }

  @Test func objectsAreTypedWithTheirSwiftTypes() throws {
    let source = try generateFixtures()
    for declaration in [
      "struct ProfileObjects {", "static let nibName = \"Profile\"",
      "init(_ loaded: LoadedNib) throws {",
      "let name: ViewLoader.Label",  // a kit type, qualified
      "let firstBadge: BadgeView",  // a type of the schema, as the app's Swift type
      "let `default`: ViewLoader.Button",  // a keyword, escaped
      "let header: ViewLoader.Label",  // an id of the included file
      "let details: ViewLoader.Stub",
      "struct SettingsObjects {",
      "let titleLabel: FancyLabel",  // a xib's custom class
      "let toggles: [ViewLoader.Switch]",  // a xib's outlet collection
      "extension ProfileController {", "extension ScreenController {",
      "extension SettingsOwner {",
      "static var generatedConnections: Connections<ProfileController> {",
      "outletCollection(\"badges\", \\.badges, boundTo: BadgeView?.none)",
      "action(\"save\", ProfileController.save, sentBy: ViewLoader.Button?.none)",
    ] {
      #expect(source.contains(declaration), "\(declaration)")
    }
    // The xib's objects are found by their Interface Builder ids.
    #expect(source.contains(#"object(withID: "aB1-cD-eF2", as: FancyLabel.self)"#))
  }

  @Test func sameInputsGiveTheSameBytes() throws {
    let files = ["Profile.nib", "Screen.nib", "Settings.xib", "Header.nib", "Details.nib"]
      .map { Self.folder + "/" + $0 }
    let forward = try generate(["--schema", Self.schema] + files).source
    let backward = try generate(["--schema", Self.schema] + files.reversed()).source
    #expect(forward != nil)
    #expect(forward == backward)
    #expect(forward == (try generate(["--schema", Self.schema] + files).source))
  }

  @Test func publicAccessMakesEveryDeclarationPublic() throws {
    let source = try generateFixtures(["--access", "public"])
    for declaration in [
      "public struct ProfileObjects", "public static let nibName", "public let firstBadge",
      "public init(_ loaded: LoadedNib) throws", "public static var generatedConnections",
    ] {
      #expect(source.contains(declaration), "\(declaration)")
    }
    #expect(!(try generateFixtures()).contains("public "))
  }

  @Test(arguments: ["internal", "public"])
  func theGeneratedCodeCompilesWithoutAWarning(access: String) throws {
    let source = try generateFixtures(["--access", access])
    let compile = try SwiftCompiler.typecheck(
      source, with: Self.folder + "/Owners.swift")
    #expect(compile.status == 0)
    #expect(!compile.error.contains("error:"), "\(compile.error)")
    #expect(!compile.error.contains("warning:"), "\(compile.error)")
  }

  /// `Broken.swift` has a wrong outlet type, a missing outlet, a missing handler and a handler
  /// with a wrong sender type: each is reported at the line of Profile.nib that binds it.
  @Test func theCompilerReportsEachMismatchAtTheViewFilesLine() throws {
    let (run, source) = try generate(["--schema", Self.schema, Self.folder + "/Profile.nib"])
    #expect(run.status == 0)
    let compile = try SwiftCompiler.typecheck(
      try #require(source), with: Self.folder + "/Broken.swift")
    #expect(compile.status != 0)
    let profile = Self.folder + "/Profile.nib"
    let text = try String(contentsOfFile: profile, encoding: .utf8).components(separatedBy: "\n")
    func line(of written: String) -> Int {
      (text.firstIndex { $0.contains(written) } ?? -1) + 1
    }
    let expected = Set(
      ["outlet=\"nameLabel\"", "outlet=\"summary\"", "handler=\"save\"", "handler=\"refresh\""]
        .map { "\(profile):\(line(of: $0))" })
    let reported = Set(
      compile.error.components(separatedBy: "\n").compactMap { line -> String? in
        guard line.hasPrefix(profile + ":"), line.contains(": error: ") else { return nil }
        let parts = line.dropFirst(profile.count + 1).split(separator: ":")
        return "\(profile):\(parts[0])"
      })
    #expect(reported == expected, "\(compile.error)")
  }

  @Test func namesThatAreNotIdentifiersAreLeftOutWithAWarningAtTheirPlace() throws {
    let (run, source) = try generate(["--schema", Self.schema, Self.folder + "/Profile.nib"])
    #expect(run.status == 0)
    let profile = Self.folder + "/Profile.nib"
    let lines = try String(contentsOfFile: profile, encoding: .utf8).components(separatedBy: "\n")
    let line = try #require(lines.firstIndex { $0.contains("id=\"status-line\"") })
    let column = lines[line].distance(
      from: lines[line].startIndex, to: lines[line].range(of: "id=\"status-line\"")!.lowerBound)
    #expect(
      run.error
        == "\(profile):\(line + 1):\(column + 1): warning: 'status-line' is not a Swift identifier: ProfileObjects has no property for it\n"
    )
    #expect(source?.contains("status") == false)
  }

  @Test func twoFilesOfOneNameAreAnError() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let first = try scratch.write("A/Login.nib", cleanNib)
    let second = try scratch.write("B/Login.nib", cleanNib)
    let (run, source) = try generate([first, second])
    #expect(run.status == 1)
    #expect(run.error.hasPrefix("\(second):1:1: error: another view file is named 'Login'"))
    #expect(source == nil)
  }

  @Test func aFileThatDoesNotCompileStopsTheRunAndWritesNothing() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let broken = try scratch.write("Broken.nib", nibWithOneError)
    let (run, source) = try generate([Self.folder + "/Screen.nib", broken])
    #expect(run.status == 1)
    #expect(run.error.hasPrefix("\(broken):1:25: error: "))
    #expect(source == nil)
  }

  @Test func anUnchangedOutputIsNotWrittenAgain() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let output = scratch.path + "/Generated.swift"
    let arguments = ["generate", Self.folder + "/Screen.nib", "-o", output]
    #expect(runInProcess(arguments, in: scratch.path).status == 0)
    let before = try FileManager.default.attributesOfItem(atPath: output)
    #expect(runInProcess(arguments, in: scratch.path).status == 0)
    let after = try FileManager.default.attributesOfItem(atPath: output)
    #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
  }

  @Test(arguments: [
    (["generate", "x.nib"], "Missing expected argument '-o <file.swift>'"),
    (["generate", "-o", "out.swift"], "Missing expected argument '<path> ...'"),
    (["generate", "--access", "open", "x.nib", "-o", "o.swift"], "The value 'open' is invalid"),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) throws {
    let run = runInProcess(arguments)
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("Error: \(message)"), "\(run.error)")
    #expect(run.error.contains("Usage: viewcheck generate"))
  }
}

/// The toolchain's `swiftc`, type-checking generated code against the built `ViewLoader`.
enum SwiftCompiler {
  /// Type-checks `source` with an app file in Swift 6 mode.
  /// - Returns: The compiler's status and diagnostics.
  static func typecheck(_ source: String, with appFile: String) throws -> SpawnedRun {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let generated = try scratch.write("Generated.swift", source)
    let modules = viewcheckExecutable.deletingLastPathComponent().appendingPathComponent("Modules")
    let cxml = fixturesDirectory.deletingLastPathComponent().appendingPathComponent("Sources/CXML")
    return try spawnAndWait(
      [
        "/usr/bin/env", "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "App",
        "-I", modules.path, "-I", cxml.path,
      ] + libxml2Flags + [appFile, generated], directory: scratch.path, killAfter: 600)
  }

  /// libxml2's header folder for the C module ViewLoader's module refers to.
  private static let libxml2Flags: [String] = {
    let run = try? spawnAndWait(["/usr/bin/env", "pkg-config", "--cflags", "libxml-2.0"])
    let flags = run?.output.split(separator: " ").map(String.init).filter { $0.hasPrefix("-I") }
    return (flags?.isEmpty == false ? flags! : ["-I/usr/include/libxml2"]).flatMap {
      ["-Xcc", $0.trimmingCharacters(in: .whitespacesAndNewlines)]
    }
  }()
}
