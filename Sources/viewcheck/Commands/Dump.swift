import FoundationEssentials
import ViewLoader

/// `viewcheck dump [--schema F] <file>` (SPEC §7.6): the tree a file would instantiate, as JSON.
enum Dump {
  /// Compiles the file and prints its dump JSON; on compile errors prints them on standard
  /// error (text format) and returns 1.
  /// - Parameters:
  ///   - options: The parsed options.
  ///   - console: Where to write.
  /// - Throws: ``RunFailure`` when the file or a schema cannot be used (exit status 2).
  static func run(_ options: DumpOptions, console: Console) throws(RunFailure) -> Int32 {
    guard FileManager.default.fileExists(atPath: options.file) else {
      throw RunFailure.noSuchFile(options.file)
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
    switch linter.dump(path: options.file) {
    case .success(let json):
      console.writeOutput(json + "\n")
      return 0
    case .failure(let error):
      let report = LintReport(diagnostics: error.diagnostics, fileCount: 1)
      console.writeError(TextReporter(colored: false, quiet: true).render(report))
      return 1
    }
  }
}
