import Foundation
import ViewLoader

/// The fuzz executable without the fuzzer runtime.
///
/// - `fuzz FILE|DIR...` runs each file (folders: every file in them, sorted) through the
///   harness, as libFuzzer would; a broken invariant stops it with a crash report.
/// - `fuzz --load PATH` loads one real file with `Nib(contentsOf:)`, `fuzz --library PATH`
///   through a `NibLibrary` over its folder (then instantiates it), and prints each diagnostic
///   as `file:line:column rule`: the hostile-input tests run them in a child process to
///   measure the loader's time and memory.
enum Replay {
  static func main(_ arguments: [String]) -> Int32 {
    if arguments.count == 2, ["--load", "--library"].contains(arguments[0]) {
      return load(arguments[1], throughLibrary: arguments[0] == "--library")
    }
    guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
      FileHandle.standardError.write(
        Data("usage: fuzz FILE|DIR...   or   fuzz --load|--library PATH\n".utf8))
      return 2
    }
    var count = 0
    for file in inputs(arguments) {
      guard let bytes = readFile(file) else {
        FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
        return 2
      }
      bytes.withUnsafeBytes { harness.run($0) }
      count += 1
    }
    print("fuzz: \(count) inputs replayed, no invariant broken")
    return 0
  }

  /// A file's bytes, read with POSIX calls: FoundationEssentials' `FileManager.contents(atPath:)`
  /// leaks a 4 KB buffer on an empty file (valgrind: "definitely lost"), which would hide the
  /// project's own leaks in `scripts/sanitizers.sh valgrind`.
  private static func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
    }
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

  /// Loads `path` as an app would and prints every diagnostic as `file:line:column rule`;
  /// exit status 1 when it fails.
  /// - Parameters:
  ///   - path: The nib file.
  ///   - throughLibrary: Whether to load it through a `NibLibrary` over its folder (includes
  ///     resolve) and instantiate it, rather than with `Nib(contentsOf:)`.
  private static func load(_ path: String, throughLibrary: Bool) -> Int32 {
    let url = URL(fileURLWithPath: path)
    do {
      if throughLibrary {
        let library = NibLibrary(directory: url.deletingLastPathComponent(), registry: fuzzRegistry)
        _ = try library.nib(named: url.deletingPathExtension().lastPathComponent).instantiate()
      } else {
        _ = try Nib(contentsOf: url, registry: fuzzRegistry)
      }
      return 0
    } catch let error as NibError {
      for diagnostic in error.diagnostics {
        print("\(diagnostic.location) \(diagnostic.rule)")
      }
      return 1
    } catch {
      print("\(path):1:1 unexpected-error")
      return 1
    }
  }
}
