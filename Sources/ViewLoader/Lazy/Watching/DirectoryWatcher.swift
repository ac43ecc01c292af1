#if canImport(Glibc)
  import Glibc
#endif

/// Watches one folder, on a thread of its own, for nib and Interface Builder files (`.nib`,
/// `.xib`) that change: written and closed, moved in, moved out or deleted. It tells its
/// handler their nib names (the file names without the extension).
///
/// It uses inotify: the watch is in place when the initializer returns, and the thread sleeps
/// in `poll` until the kernel reports something. Where inotify cannot be used (no inotify
/// instance or watch left, a file system without it, a folder that does not exist yet), it
/// compares listings of the folder twice a second instead. ``stop()`` (or dropping the
/// watcher) wakes the thread through a pipe and waits for it to end.
final class DirectoryWatcher: @unchecked Sendable {
  /// What the handler hears.
  enum Change: Equatable, Sendable {
    /// These nib names changed (each once, in the order first seen).
    case names([String])
    /// Events were lost, or the folder itself went away: anything may have changed.
    case everything
  }

  /// How changes are noticed.
  enum Mechanism: Equatable {
    case inotify
    case polling
  }

  /// How the watcher noticed changes (inotify unless it could not be used).
  let mechanism: Mechanism
  private let wakeWriter: Int32
  private let thread: pthread_t
  /// Whether ``stop()`` has run.
  private let stopped = Locked(false)

  /// Starts watching.
  /// - Parameters:
  ///   - path: The folder.
  ///   - forcePolling: Compare listings even where inotify works (for tests).
  ///   - handler: Called on the watcher's thread, once per batch of changes.
  /// - Returns: `nil` when not even a thread or a pipe could be made.
  init?(
    path: String, forcePolling: Bool = false,
    handler: @escaping @Sendable (Change) -> Void
  ) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var source: ChangeSource
    if !forcePolling, let watch = InotifyWatch(path: path) {
      source = .inotify(watch)
      mechanism = .inotify
    } else {
      source = .polling(FolderListing(path: path))
      mechanism = .polling
    }
    let loop = WatchLoop(source: source, wakeReader: pipeEnds[0], handler: handler)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(loop).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<WatchLoop>.fromOpaque(context!).takeRetainedValue().run()
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<WatchLoop>.fromOpaque(context).release()
      close(pipeEnds[0])
      close(pipeEnds[1])
      return nil
    }
    source = .none
    wakeWriter = pipeEnds[1]
    self.thread = thread
  }

  deinit {
    stop()
  }

  /// Stops watching: wakes the thread and waits for it to end (its handler call, if one is
  /// running, finishes first). Calling it again does nothing.
  func stop() {
    let alreadyStopped = stopped.withLock { stopped in
      defer { stopped = true }
      return stopped
    }
    guard !alreadyStopped else { return }
    var byte: UInt8 = 1
    while write(wakeWriter, &byte, 1) < 0 && errno == EINTR {}
    pthread_join(thread, nil)
    close(wakeWriter)
  }

  /// The nib name of a file name: the name without `.nib` or `.xib`, if it is a plain nib
  /// name; `nil` for any other file.
  static func nibName(ofFile file: String) -> String? {
    let utf8 = file.utf8
    guard utf8.count > 4 else { return nil }
    let suffix = utf8.suffix(4)
    guard suffix.elementsEqual(".nib".utf8) || suffix.elementsEqual(".xib".utf8) else {
      return nil
    }
    let name = String(Substring(utf8.dropLast(4)))
    return isPlainNibName(name) ? name : nil
  }
}

/// Where a watch loop's changes come from.
private enum ChangeSource {
  case inotify(InotifyWatch)
  case polling(FolderListing)
  case none
}

/// The watcher's thread: waits for the kernel (or the next listing), tells the handler, until
/// the pipe wakes it to stop.
private final class WatchLoop {
  var source: ChangeSource
  let wakeReader: Int32
  let handler: @Sendable (DirectoryWatcher.Change) -> Void
  /// How long to sleep between two listings of the folder, when polling.
  static let pollingInterval: Int32 = 500

  init(
    source: ChangeSource, wakeReader: Int32,
    handler: @escaping @Sendable (DirectoryWatcher.Change) -> Void
  ) {
    self.source = source
    self.wakeReader = wakeReader
    self.handler = handler
  }

  func run() {
    defer {
      if case .inotify(let watch) = source { watch.close() }
      close(wakeReader)
    }
    while true {
      var descriptors = [pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
      if case .inotify(let watch) = source {
        descriptors.append(pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0))
      }
      let timeout: Int32 = if case .polling = source { Self.pollingInterval } else { -1 }
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if descriptors[0].revents != 0 { return }
      switch source {
      case .inotify(let watch):
        guard descriptors[1].revents != 0 else { continue }
        let change = watch.readChanges()
        if case .names(let names) = change, names.isEmpty { continue }
        handler(change)
        if watch.isGone {
          // The folder went away: nothing more will come; wait for `stop()`.
          watch.close()
          source = .none
        }
      case .polling(var listing):
        let names = listing.changedNames()
        source = .polling(listing)
        if !names.isEmpty { handler(.names(names)) }
      case .none:
        continue
      }
    }
  }
}

/// One inotify instance watching one folder.
private final class InotifyWatch {
  let descriptor: Int32
  /// Whether the folder was deleted or moved away (the kernel then drops the watch).
  private(set) var isGone = false
  private var isClosed = false
  private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

  /// What is watched: files written and closed, moved in or out, deleted; the folder itself.
  private static let mask = UInt32(
    IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF
      | IN_ONLYDIR)

  init?(path: String) {
    descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    guard descriptor >= 0 else { return nil }
    guard inotify_add_watch(descriptor, path, Self.mask) >= 0 else {
      Glibc.close(descriptor)
      return nil
    }
  }

  func close() {
    guard !isClosed else { return }
    isClosed = true
    Glibc.close(descriptor)
  }

  /// Reads what the kernel has queued (non-blocking) and turns it into a change.
  func readChanges() -> DirectoryWatcher.Change {
    var names: [String] = []
    var everything = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      buffer.withUnsafeBytes { bytes in
        var offset = 0
        // struct inotify_event: wd, mask, cookie, len (4 bytes each), then len bytes of name.
        while offset + 16 <= count {
          let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
          let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, count)]
          offset += 16 + length
          if mask & UInt32(IN_Q_OVERFLOW) != 0 { everything = true }
          if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
            everything = true
            isGone = true
          }
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          if let nibName = DirectoryWatcher.nibName(ofFile: name), !names.contains(nibName) {
            names.append(nibName)
          }
        }
      }
    }
    return everything ? .everything : .names(names)
  }
}

/// A folder's nib and xib files with what identifies their contents (inode, size, times of
/// the last change), to compare with the next listing.
private struct FolderListing {
  let path: String
  /// By file name (a nib and a xib of one name are two files).
  private var entries: [String: [Int]] = [:]

  init(path: String) {
    self.path = path
    entries = Self.list(path)
  }

  /// The nib names of the files that appeared, disappeared or changed since the last listing.
  mutating func changedNames() -> [String] {
    let current = Self.list(path)
    var changed: Set<String> = []
    for (file, identity) in current where entries[file] != identity {
      changed.formUnion(DirectoryWatcher.nibName(ofFile: file).map { [$0] } ?? [])
    }
    for file in entries.keys where current[file] == nil {
      changed.formUnion(DirectoryWatcher.nibName(ofFile: file).map { [$0] } ?? [])
    }
    entries = current
    return changed.sorted()
  }

  private static func list(_ path: String) -> [String: [Int]] {
    guard let directory = opendir(path) else { return [:] }
    defer { closedir(directory) }
    var entries: [String: [Int]] = [:]
    while let entry = readdir(directory) {
      let file = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      guard DirectoryWatcher.nibName(ofFile: file) != nil else { continue }
      var status = stat()
      guard stat(path + "/" + file, &status) == 0 else { continue }
      entries[file] = [
        Int(status.st_ino), Int(status.st_size), status.st_mtim.tv_sec, status.st_mtim.tv_nsec,
        status.st_ctim.tv_sec, status.st_ctim.tv_nsec,
      ]
    }
    return entries
  }
}
