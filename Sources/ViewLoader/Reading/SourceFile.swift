import Glibc

/// Reads a file's bytes safely: only regular files, never more than the size limit.
///
/// The file is opened non-blocking (a FIFO must not block the open), checked with `fstat` on
/// the open descriptor (a directory, FIFO, socket or device — `/dev/zero` behind a symlink,
/// say — is refused before any byte is read) and its size is compared with the limit before
/// reading.
/// Symbolic links are followed. Reading never goes past the limit, even if the file grows.
enum SourceFile {
  /// Reads the file at `path`, or returns the diagnostic (`unreadable-file`, `limit-exceeded`)
  /// that explains why it cannot be read.
  /// - Parameters:
  ///   - path: The path to open.
  ///   - displayName: The file as diagnostics name it.
  ///   - limits: ``NibLimits/fileSize`` applies.
  static func read(path: String, displayName: String, limits: NibLimits)
    -> Result<[UInt8], NibError>
  {
    func failure(_ rule: RuleID, _ message: String) -> Result<[UInt8], NibError> {
      let location = SourceLocation(file: displayName, line: 1, column: 1)
      return .failure(NibError(diagnostics: [.error(rule, message, at: location)]))
    }

    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      return failure(.unreadableFile, "cannot open the file: \(errorDescription(errno))")
    }
    defer { close(descriptor) }

    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return failure(.unreadableFile, "cannot examine the file: \(errorDescription(errno))")
    }
    if let kind = nonRegularKind(status.st_mode) {
      return failure(.unreadableFile, kind)
    }
    let size = Int(status.st_size)
    if size > limits.fileSize {
      return failure(
        .limitExceeded, "file is \(size) bytes; the limit is \(limits.fileSize)")
    }

    switch readAll(descriptor, expected: size, limit: limits.fileSize) {
    case .success(let bytes):
      return .success(bytes)
    case .failure(.grew):
      return failure(
        .limitExceeded,
        "file grew past the limit of \(limits.fileSize) bytes while it was read")
    case .failure(.system(let code)):
      return failure(.unreadableFile, "cannot read the file: \(errorDescription(code))")
    }
  }

  /// Whether `path` names something a library or an include may read as a nib file: anything
  /// that exists, except a directory. A folder named `X.nib` is no nib (`missing-nib` at the
  /// include that names it, which the linter reports too); a FIFO, a device or an unreadable
  /// file is one, and reading it fails with `unreadable-file`.
  /// - Parameter path: The path to examine (symbolic links are followed).
  static func existsAsNib(path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
  }

  /// The file a view file's name stands for: `base.nib`, else `base.xib` when only that
  /// exists (the nib stays the name reported when neither does).
  /// - Parameter base: The folder and name, without an extension.
  static func viewFilePath(base: String) -> String {
    let nib = base + ".nib"
    if existsAsNib(path: nib) { return nib }
    let xib = base + ".xib"
    return existsAsNib(path: xib) ? xib : nib
  }

  /// Why reading stopped.
  private enum ReadFailure: Error {
    case grew
    case system(Int32)
  }

  /// Reads to the end of the file, at most `limit` bytes; short reads and `EINTR` are retried.
  private static func readAll(_ descriptor: Int32, expected: Int, limit: Int)
    -> Result<[UInt8], ReadFailure>
  {
    var bytes: [UInt8] = []
    // One byte more than expected, to see the end of the file without a second buffer.
    var capacity = min(expected, limit) + 1
    while true {
      var total = bytes.count
      var failure: ReadFailure?
      let previous = bytes
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        if !previous.isEmpty {
          _ = buffer.initialize(from: previous)
        }
        while total < capacity {
          let count = Glibc.read(descriptor, buffer.baseAddress! + total, capacity - total)
          if count < 0 {
            if errno == EINTR { continue }
            failure = .system(errno)
            break
          }
          if count == 0 { break }
          total += count
        }
        initialized = total
      }
      if let failure { return .failure(failure) }
      if bytes.count < capacity { return .success(bytes) }
      // The buffer filled up: the file is larger than it was, or exactly the expected size.
      if bytes.count > limit { return .failure(.grew) }
      capacity = min(max(capacity * 2, 1 << 16), limit + 1)
    }
  }

  /// A description of a file type that is not a regular file, or `nil` for a regular file.
  private static func nonRegularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "the path is a directory"
    case S_IFIFO: "the path is not a regular file (it is a FIFO)"
    case S_IFCHR: "the path is not a regular file (it is a character device)"
    case S_IFBLK: "the path is not a regular file (it is a block device)"
    case S_IFSOCK: "the path is not a regular file (it is a socket)"
    default: "the path is not a regular file"
    }
  }

  /// The system's description of an `errno` value.
  private static func errorDescription(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard strerror_r(code, &buffer, buffer.count) == 0 else { return "error \(code)" }
    return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }
}
