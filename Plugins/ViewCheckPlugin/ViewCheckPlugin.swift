import Foundation
import PackagePlugin

/// Applied to a target, lints its `.nib` and `.xib` files on every build and compiles the Swift
/// code `viewcheck generate` writes for them into it (`LoginObjects`, `generatedConnections`).
///
/// Two commands, both running the package's own `viewcheck`:
/// - `viewcheck lint`, with no declared output, so it runs on every build; an error fails the
///   build, and every finding is printed as `file:line:col: error: …`, which SwiftPM and
///   editors show on the line;
/// - `viewcheck generate`, with the view files, the configuration and its schemas as inputs and
///   one Swift file as output, so it runs again only when one of them changes.
///
/// Configuration: the nearest `.viewcheck.json` from the target's folder up to the package's,
/// else one the plugin writes in its work folder, naming the target's schema files
/// (`viewcheck-schema.json`, `*.viewcheck-schema.json`). Both commands are given it
/// explicitly: the folder a build command runs in is not defined.
@main
struct ViewCheckPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    // The concrete types: `directoryURL` of the `Target` protocol needs a later tools version.
    let directory: URL
    switch target {
    case let target as SwiftSourceModuleTarget: directory = target.directoryURL
    case let target as ClangSourceModuleTarget: directory = target.directoryURL
    default: return []
    }
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = Self.files(of: target)
    let viewFiles = files.filter { ["nib", "xib"].contains($0.pathExtension) }
    guard !viewFiles.isEmpty else { return [] }
    let workDirectory = context.pluginWorkDirectoryURL
    let configuration = try Self.configuration(
      for: directory, in: context.package.directoryURL, schemas: files.filter(Self.isSchema),
      workDirectory: workDirectory)
    let viewcheck = try context.tool(named: "viewcheck").url
    let output = workDirectory.appending(path: "\(target.name)+ViewCheck.swift")
    let paths = viewFiles.map(\.path)
    return [
      .buildCommand(
        displayName: "Linting the view files of \(target.name)",
        executable: viewcheck,
        arguments: ["lint", "--quiet", "--config", configuration.file.path] + paths,
        inputFiles: viewFiles + [configuration.file] + configuration.schemas,
        outputFiles: []),
      .buildCommand(
        displayName: "Generating Swift code for the view files of \(target.name)",
        executable: viewcheck,
        arguments: ["generate", "--config", configuration.file.path] + paths + [
          "-o", output.path,
        ],
        inputFiles: viewFiles + [configuration.file] + configuration.schemas,
        outputFiles: [output]),
    ]
  }

  /// Every file of the target, the files of folders it copies as resources included, in path
  /// order.
  private static func files(of target: SourceModuleTarget) -> [URL] {
    var files: [URL] = []
    for file in target.sourceFiles {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file.url.path, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        files.append(file.url)
        continue
      }
      let contents = FileManager.default.enumerator(
        at: file.url, includingPropertiesForKeys: [.isRegularFileKey])
      while let url = contents?.nextObject() as? URL {
        if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
          files.append(url)
        }
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Whether a file is a schema by its name: `viewcheck-schema.json`, `Name.viewcheck-schema.json`.
  private static func isSchema(_ file: URL) -> Bool {
    let name = file.lastPathComponent
    return name == "viewcheck-schema.json" || name.hasSuffix(".viewcheck-schema.json")
  }

  /// The configuration file the commands use, and the schemas it names (inputs of both).
  private static func configuration(
    for targetDirectory: URL, in packageDirectory: URL, schemas: [URL], workDirectory: URL
  ) throws -> (file: URL, schemas: [URL]) {
    let package = packageDirectory.standardizedFileURL.path
    var directory = targetDirectory.standardizedFileURL
    while directory.path == package || directory.path.hasPrefix(package + "/") {
      let candidate = directory.appending(path: ".viewcheck.json")
      if FileManager.default.fileExists(atPath: candidate.path) {
        return (candidate, schemaFiles(namedIn: candidate))
      }
      if directory.path == package || directory.path == "/" { break }
      directory.deleteLastPathComponent()
    }
    // No configuration of the package's: one naming the target's schemas, rewritten only when
    // it changes (it is an input of the commands).
    let file = workDirectory.appending(path: "viewcheck.json")
    let list = schemas.map { "\"\(escaped($0.path))\"" }.joined(separator: ", ")
    let text = "{\"schema\": [\(list)]}\n"
    if (try? String(contentsOf: file, encoding: .utf8)) != text {
      try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    return (file, schemas)
  }

  /// The schema files a configuration names, relative to its folder (what `viewcheck` reads).
  private static func schemaFiles(namedIn configuration: URL) -> [URL] {
    guard let data = try? Data(contentsOf: configuration),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let schemas = object["schema"] as? [String]
    else { return [] }
    let folder = configuration.deletingLastPathComponent()
    return schemas.map { $0.hasPrefix("/") ? URL(filePath: $0) : folder.appending(path: $0) }
  }

  /// A path as the contents of a JSON string.
  private static func escaped(_ path: String) -> String {
    path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
