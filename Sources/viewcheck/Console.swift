import Foundation

/// Where a run writes, and what it knows about its surroundings; tests substitute their own.
struct Console {
  /// The absolute current directory: where the configuration search starts, and what relative
  /// paths of the files the CLI reads itself (configuration, schemas, baselines) are relative
  /// to. Outside tests it is the process's own; nib files are opened by the linter, relative to
  /// the process's directory.
  var currentDirectory: String
  /// Whether standard output is a terminal (decides `--color auto`).
  var outputIsTerminal: Bool
  /// The environment (`NO_COLOR`, `TERM`).
  var environment: [String: String]
  /// Writes to standard output.
  var writeOutput: (String) -> Void
  /// Writes to standard error.
  var writeError: (String) -> Void

  /// The process's own standard output and error.
  static func standard() -> Console {
    Console(
      currentDirectory: FileManager.default.currentDirectoryPath,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      environment: ProcessInfo.processInfo.environment,
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  /// Whether text output should be coloured under `choice`.
  /// - Parameter choice: The `--color` option.
  func usesColor(_ choice: ColorChoice) -> Bool {
    switch choice {
    case .always: true
    case .never: false
    case .auto:
      outputIsTerminal && environment["NO_COLOR"].map(\.isEmpty) != false
        && environment["TERM"] != "dumb"
    }
  }
}
