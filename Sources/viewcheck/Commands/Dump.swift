import Foundation

/// `viewcheck dump [--schema F] <file>` (SPEC §7.6).
enum Dump {
  /// Checks the arguments, then reports that the command is not implemented yet.
  /// - Parameters:
  ///   - options: The parsed options.
  ///   - console: Where to write.
  /// - Throws: ``RunFailure`` always, for now (exit status 2).
  static func run(_ options: DumpOptions, console: Console) throws(RunFailure) -> Int32 {
    for path in options.schemas + [options.file]
    where !FileManager.default.fileExists(atPath: path) {
      throw RunFailure.noSuchFile(path)
    }
    // TODO: compile `options.file` with the schemas and print the library's dump JSON once
    // ViewLoader provides it; exit 1 with diagnostics on standard error on compile errors.
    throw RunFailure.notYetImplemented(.dump)
  }
}
