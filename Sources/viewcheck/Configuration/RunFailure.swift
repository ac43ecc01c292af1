import FoundationEssentials
import Glibc

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

  /// Why a file operation of FoundationEssentials failed, in the system's words (`strerror`):
  /// `No such file or directory`, `Is a directory`, `Permission denied`…
  /// - Parameter error: What the operation threw.
  static func reason(_ error: any Error) -> String {
    let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError
    guard let code = posix?.code.rawValue else { return "\(error)" }
    return String(cString: strerror(code))
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
  /// - Returns: The bytes, in an array no larger than the file (`bench --once` measures the
  ///   peak memory of a load with them alive).
  static func read(_ path: String, in directory: String) throws(RunFailure) -> [UInt8] {
    let location = PathName.isAbsolute(path) ? path : PathName.join(directory, path)
    let descriptor = open(location, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw noSuchFile(path) }
      throw RunFailure("cannot read '\(path)': \(String(cString: strerror(code)))")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw RunFailure("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    if let kind = nonRegularKind(status.st_mode) {
      throw RunFailure("cannot read '\(path)': \(kind)")
    }
    switch readAll(descriptor, expected: Int(status.st_size)) {
    case .success(let data): return data
    case .failure(let error):
      throw RunFailure("cannot read '\(path)': \(String(cString: strerror(error.code)))")
    }
  }

  /// Reads to the end of the file; short reads and `EINTR` are retried. A file that grew since
  /// `fstat` is read to its new end.
  /// - Parameters:
  ///   - descriptor: The open file.
  ///   - expected: The size `fstat` gave.
  /// - Returns: The bytes, or the `errno` of the read that failed.
  private static func readAll(_ descriptor: Int32, expected: Int) -> Result<[UInt8], ReadError> {
    var bytes: [UInt8] = []
    // One byte more than expected, to see the end of the file without a second buffer.
    var capacity = expected + 1
    while true {
      var failure: Int32?
      let previous = bytes
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        var total = buffer.initialize(from: previous).1
        while total < capacity {
          let count = Glibc.read(descriptor, buffer.baseAddress! + total, capacity - total)
          if count < 0 {
            if errno == EINTR { continue }
            failure = errno
            break
          }
          if count == 0 { break }
          total += count
        }
        initialized = total
      }
      if let failure { return .failure(ReadError(code: failure)) }
      if bytes.count < capacity { return .success(bytes) }
      capacity = max(capacity * 2, 1 << 16)
    }
  }

  /// A failed `read`, with its `errno`.
  private struct ReadError: Error {
    var code: Int32
  }

  /// Why a file type cannot be read as a document, or `nil` for a regular file.
  static func nonRegularKind(_ mode: mode_t) -> String? {
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
