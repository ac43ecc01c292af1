import Foundation
import ViewLoader

/// The fuzz executable without the fuzzer runtime.
///
/// - `fuzz FILE|DIR...` runs each file (folders: every file in them, sorted) through the
///   harness, as libFuzzer would; a broken invariant stops it with a crash report.
/// - `fuzz --load PATH` loads one real file as an app would — `Nib(contentsOf:)`, then
///   `NibLibrary` over its folder — and prints each diagnostic as `line:column rule`; the
///   hostile-input tests run it in a child process to measure the loader's time and memory.
enum Replay {
  static func main(_ arguments: [String]) -> Int32 {
    if arguments.first == "--load", arguments.count == 2 { return load(arguments[1]) }
    guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
      FileHandle.standardError.write(
        Data("usage: fuzz FILE|DIR...   or   fuzz --load PATH\n".utf8))
      return 2
    }
    var count = 0
    for file in inputs(arguments) {
      guard let data = FileManager.default.contents(atPath: file) else {
        FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
        return 2
      }
      data.withUnsafeBytes { harness.run($0) }
      count += 1
    }
    print("fuzz: \(count) inputs replayed, no invariant broken")
    return 0
  }

  /// The files named, with folders expanded (not recursively), sorted for a stable order.
  private static func inputs(_ arguments: [String]) -> [String] {
    arguments.flatMap { argument -> [String] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory),
        isDirectory.boolValue,
        let names = try? FileManager.default.contentsOfDirectory(atPath: argument)
      else { return [argument] }
      return names.sorted().map { "\(argument)/\($0)" }.filter { path in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
          && !isFolder.boolValue
      }
    }
  }

  /// Loads `path` with the library's two entry points; exit status 1 when either fails.
  private static func load(_ path: String) -> Int32 {
    let url = URL(fileURLWithPath: path)
    var diagnostics: [Diagnostic] = []
    do {
      _ = try Nib(contentsOf: url, registry: fuzzRegistry)
    } catch let error as NibError {
      diagnostics += error.diagnostics
    } catch {
      diagnostics.append(Diagnostic(severity: .error, rule: "?", message: "\(error)",
        location: SourceLocation(file: path, line: 1, column: 1)))
    }
    print("contentsOf:")
    for diagnostic in diagnostics { print("\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.rule)") }
    let library = NibLibrary(
      directory: url.deletingLastPathComponent(), registry: fuzzRegistry)
    var libraryDiagnostics: [Diagnostic] = []
    do {
      _ = try library.nib(named: url.deletingPathExtension().lastPathComponent).instantiate()
    } catch let error as NibError {
      libraryDiagnostics += error.diagnostics
    } catch {
      libraryDiagnostics.append(Diagnostic(severity: .error, rule: "?", message: "\(error)",
        location: SourceLocation(file: path, line: 1, column: 1)))
    }
    print("library:")
    for diagnostic in libraryDiagnostics { print("\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.rule)") }
    return diagnostics.isEmpty && libraryDiagnostics.isEmpty ? 0 : 1
  }
}
