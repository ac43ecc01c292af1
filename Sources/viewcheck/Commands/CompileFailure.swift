import ViewLoader

/// What the commands that read one file (`dump`, `convert`, `render`) do when it does not
/// compile: the errors in the text format on standard error, exit status 1; a file that could
/// not be read at all (permissions, an I/O error) is "could not run", exit status 2.
enum CompileFailure {
  /// Reports `error` for `file` and returns the exit status 1.
  /// - Parameters:
  ///   - error: The file's errors.
  ///   - file: The file, as given on the command line.
  ///   - console: Where to write.
  /// - Throws: ``RunFailure`` when the file itself could not be read (nothing was compiled).
  static func report(_ error: NibError, file: String, console: Console) throws(RunFailure)
    -> Int32
  {
    if let unreadable = error.diagnostics.first(where: {
      $0.rule == RuleID.unreadableFile.rawValue && $0.location.file == file
    }) {
      throw RunFailure("\(file): \(unreadable.message)")
    }
    let report = LintReport(diagnostics: error.diagnostics, fileCount: 1)
    console.writeError(TextReporter(colored: false, quiet: true).render(report))
    return 1
  }
}
