import Foundation

/// `viewcheck bench FILE | --generate N` (SPEC §10; tracked by the performance issue).
enum Bench {
  /// Checks the arguments, then reports that the command is not implemented yet.
  /// - Parameters:
  ///   - options: The parsed options.
  ///   - console: Where to write.
  /// - Throws: ``RunFailure`` always, for now (exit status 2).
  static func run(_ options: BenchOptions, console: Console) throws(RunFailure) -> Int32 {
    if let file = options.file, !FileManager.default.fileExists(atPath: file) {
      throw RunFailure.noSuchFile(file)
    }
    // TODO: measure and print `views=N build_ms=X instantiate_ms=Y floor_ms=Z` (SPEC §10).
    throw RunFailure.notYetImplemented(.bench)
  }
}
