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
  ///
  /// The file is opened non-blocking and checked with `fstat` on the open descriptor, as the
  /// library's reader does with nib files: a folder, FIFO, socket or device is refused before
  /// any byte is read, so naming one can never hang the run.
  /// - Parameters:
  ///   - path: The file, as named in messages.
  ///   - directory: The directory a relative `path` is relative to (the run's current one).
  /// - Throws: A failure saying the file is missing or why it cannot be read.
  static func read(_ path: String, in directory: String) throws(RunFailure) -> Data {
    let location = path.hasPrefix("/") ? path : PathName.join(directory, path)
    let descriptor = open(location, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw noSuchFile(path) }
      throw RunFailure("cannot read '\(path)': \(String(cString: strerror(code)))")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw RunFailure("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    if let kind = nonRegularKind(status.st_mode) {
      throw RunFailure("cannot read '\(path)': \(kind)")
    }
    do {
      // Foundation leaks a small buffer when it reads an empty file: there is nothing to read.
      if status.st_size == 0 { return Data() }
      return try handle.readToEnd() ?? Data()
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
      throw RunFailure("cannot read '\(path)': \(reason)")
    }
  }

  /// Why a file type cannot be read as a document, or `nil` for a regular file.
  private static func nonRegularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "is a directory"
    case S_IFIFO: "not a regular file (it is a FIFO)"
    case S_IFCHR: "not a regular file (it is a character device)"
    case S_IFBLK: "not a regular file (it is a block device)"
    case S_IFSOCK: "not a regular file (it is a socket)"
    default: "not a regular file"
    }
  }
}
