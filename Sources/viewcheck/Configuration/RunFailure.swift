import Foundation

/// A reason `viewcheck` could not run (exit status 2) that is not a usage error: a missing
/// path, an unreadable or invalid configuration, schema or baseline.
struct RunFailure: Error, Sendable, Equatable {
  /// What went wrong, one problem per `Error: ` line.
  var messages: [String]

  /// The problems joined by `; `, for tests and short displays.
  var message: String { messages.joined(separator: "; ") }

  /// Creates a failure with one problem.
  /// - Parameter message: What went wrong, without the `Error: ` prefix.
  init(_ message: String) {
    self.messages = [message]
  }

  /// Creates a failure with several problems.
  /// - Parameter messages: What went wrong, each without the `Error: ` prefix.
  init(messages: [String]) {
    self.messages = messages
  }

  /// The failure for a path that does not exist.
  /// - Parameter path: The path as given.
  static func noSuchFile(_ path: String) -> RunFailure {
    RunFailure("no such file or directory: '\(path)'")
  }

  /// Reads a whole file that the CLI itself needs (configuration, schema, baseline).
  /// - Parameters:
  ///   - path: The file, as named in messages.
  ///   - directory: The directory a relative `path` is relative to (the run's current one).
  /// - Throws: A failure saying the file is missing or why it cannot be read.
  static func read(_ path: String, in directory: String) throws(RunFailure) -> Data {
    let location = path.hasPrefix("/") ? path : PathName.join(directory, path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: location, isDirectory: &isDirectory) else {
      throw noSuchFile(path)
    }
    if isDirectory.boolValue {
      throw RunFailure("cannot read '\(path)': is a directory")
    }
    do {
      // FoundationEssentials leaks a 4 KB buffer when it reads an empty file.
      let size = try FileManager.default.attributesOfItem(atPath: location)[.size] as? Int
      if size == 0 { return Data() }
      return try Data(contentsOf: URL(fileURLWithPath: location))
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
      throw RunFailure("cannot read '\(path)': \(reason)")
    }
  }
}

extension RunFailure {
  /// The failure of a subcommand that is not written yet.
  /// - Parameter command: The subcommand.
  static func notYetImplemented(_ command: CommandName) -> RunFailure {
    RunFailure("'viewcheck \(command.rawValue)' is not yet implemented")
  }
}
