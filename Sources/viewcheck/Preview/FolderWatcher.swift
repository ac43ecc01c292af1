import Glibc

/// Tells which of a folder's view files changed since it was last asked: what the preview's
/// pages are told about. A small interface, so that polling can give way to the library's own
/// file watching.
protocol FolderWatcher {
  /// The view files now, as paths relative to the folder, sorted.
  var files: [String] { get }
  /// The files that changed, appeared or disappeared since the last call (or since the watcher
  /// was made), as paths relative to the folder.
  mutating func changes() -> Set<String>
}

/// A ``FolderWatcher`` that lists the folder and compares each file's modification time, size
/// and inode with the previous look: called once a second, a save is seen within a second.
///
/// The listing is bounded (``maximumFiles`` files, ``maximumDepth`` folders deep), does not
/// follow links to folders (which could lead out of the folder), and skips hidden entries.
struct PollingWatcher: FolderWatcher {
  /// The folder, absolute.
  let folder: String
  /// The file extensions listed.
  static let extensions = [".nib", ".xib"]
  /// The most files listed.
  static let maximumFiles = 10_000
  /// The most folders deep the listing goes.
  static let maximumDepth = 32

  /// What a file looked like.
  private struct Stamp: Equatable {
    var modified: timespec
    var size: Int
    var inode: UInt

    static func == (lhs: Stamp, rhs: Stamp) -> Bool {
      lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
        && lhs.size == rhs.size && lhs.inode == rhs.inode
    }
  }

  private var stamps: [String: Stamp] = [:]

  init(folder: String) {
    self.folder = folder
    stamps = look()
  }

  var files: [String] { stamps.keys.sorted { PathName.utf8Precedes($0, $1) } }

  mutating func changes() -> Set<String> {
    let now = look()
    var changed = Set<String>()
    for (path, stamp) in now where stamps[path] != stamp { changed.insert(path) }
    for path in stamps.keys where now[path] == nil { changed.insert(path) }
    stamps = now
    return changed
  }

  /// Every view file under the folder with its stamp.
  private func look() -> [String: Stamp] {
    var found: [String: Stamp] = [:]
    var pending: [(relative: String, depth: Int)] = [("", 0)]
    while let (relative, depth) = pending.popLast(), found.count < PollingWatcher.maximumFiles {
      let directory = relative.isEmpty ? folder : folder + "/" + relative
      guard let stream = opendir(directory) else { continue }
      defer { closedir(stream) }
      while let entry = readdir(stream), found.count < PollingWatcher.maximumFiles {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(validating: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard let name, !name.hasPrefix(".") else { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        var status = stat()
        guard lstat(folder + "/" + path, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFDIR {
          if depth < PollingWatcher.maximumDepth { pending.append((path, depth + 1)) }
        } else if status.st_mode & S_IFMT == S_IFREG,
          PollingWatcher.extensions.contains(where: { name.hasSuffix($0) })
        {
          found[path] = Stamp(
            modified: status.st_mtim, size: Int(status.st_size), inode: UInt(status.st_ino))
        }
      }
    }
    return found
  }
}
