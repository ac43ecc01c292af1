import FoundationEssentials
import Glibc
import ViewLoader

/// `viewcheck dump [--schema F] [--layout [--size W H]] <file>`: the tree a file would
/// instantiate, as JSON (with `--layout`, its frames solved by Auto Layout).
enum Dump {
  /// Compiles the file and prints its dump JSON; on compile errors prints them on standard
  /// error (text format) and returns 1.
  ///
  /// A file that cannot be dumped at all — missing, a folder, a FIFO, a device, unreadable — is
  /// "could not run" (exit status 2) in the documented exit-status table, as a missing
  /// configuration or schema is, not a compile error.
  /// - Parameters:
  ///   - options: The parsed options.
  ///   - console: Where to write.
  /// - Throws: ``RunFailure`` when the file or a schema cannot be used (exit status 2).
  static func run(_ options: DumpOptions, console: Console) throws(RunFailure) -> Int32 {
    var status = stat()
    guard stat(options.file, &status) == 0 else {
      throw RunFailure.noSuchFile(options.file)
    }
    if let kind = RunFailure.nonRegularKind(status.st_mode) {
      throw RunFailure("cannot read '\(options.file)': \(kind)")
    }
    var configuration = LintConfiguration()
    for path in options.schemas {
      configuration.schemas.append(
        try SchemaFile.load(path: path, in: console.currentDirectory))
    }
    let linter: Linter
    do {
      linter = try Linter(configuration: configuration)
    } catch {
      throw RunFailure("\(error)")
    }
    let result =
      options.layout
      ? linter.dumpLayout(
        path: options.file, size: options.size.map { Size(width: $0.width, height: $0.height) })
      : linter.dump(path: options.file)
    switch result {
    case .success(let json):
      console.writeOutput(json + "\n")
      return 0
    case .failure(let error):
      return try CompileFailure.report(error, file: options.file, console: console)
    }
  }
}
