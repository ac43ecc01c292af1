import FoundationEssentials
import Glibc
import ViewLoader

/// Finds the files one `viewcheck lint` run checks.
///
/// - A path given on the command line that is not a folder is checked whatever its extension
///   and kind, and is never excluded: naming a file is asking for it.
/// - A folder is searched recursively for names ending in `.nib` or `.xib`, entries sorted by
///   their UTF-8
///   bytes, so the order never depends on the file system or the locale. Symbolic links to
///   folders are followed, but no folder is entered twice, so link loops end.
/// - Entries that a search finds but that are not regular files (FIFOs, sockets, devices,
///   dangling links) are still handed to the linter, which reports `unreadable-file`; the
///   search only looks at their metadata and never opens them.
/// - `exclude` globs prune files and folders found by a search. A path is excluded when a glob
///   matches it as printed or relative to the configuration file's folder; an absolute glob
///   matches its absolute path.
/// - Found paths print as `given/sub/x.nib`, joined with exactly one `/`, and runs of `/` in
///   the given folder print as one: never a double slash.
/// - A folder named on the command line in which the search finds no `.nib` or `.xib` file is
///   noted (``Result/emptyFolders``), so that a run pointed at the wrong folder, or at one its
///   configuration excludes, does not pass without a word.
struct FileDiscovery {
  /// What a search found.
  struct Result: Equatable {
    /// The files to check, in command-line order then search order, without repeats: a file
    /// named twice, or named and found in a folder also named, is checked once, under the
    /// path it first came with (``FileDiscovery/identity(of:)``).
    var files: [String] = []
    /// Paths from the command line that do not exist.
    var missing: [String] = []
    /// Folders found (or given) whose entries could not be listed.
    var unreadableFolders: [String] = []
    /// Folders and `.nib` or `.xib` files found whose names are not valid UTF-8, so no path of ours can
    /// name them (the invalid bytes print as U+FFFD).
    var unnamable: [String] = []
    /// Folders named on the command line in which the search found no `.nib` or `.xib` file
    /// (counting files also found through another path).
    var emptyFolders: [EmptyFolder] = []
  }

  /// A folder named on the command line with no view file to check.
  struct EmptyFolder: Equatable {
    /// The folder, as given.
    var path: String
    /// How many of its entries (files and folders, at any depth) the configuration's
    /// `exclude` left out.
    var excluded: Int
  }

  /// What one folder's search came across.
  private struct SearchTally {
    /// View files found, including those already found through another path.
    var viewFiles = 0
    /// Entries left out by `exclude`.
    var excluded = 0
    /// Whether the search met something it could not look into (a folder searched before,
    /// one that cannot be listed, a name that is not UTF-8), so it cannot say the folder
    /// holds no view file.
    var isIncomplete = false
  }

  /// Globs of paths to leave out of folder searches.
  var excludes: [GlobPattern] = []
  /// The absolute folder that globs are also matched relative to (the configuration's).
  var excludeBase: String? {
    didSet { excludeBaseComponents = excludeBase.map(PathName.components(of:)) }
  }
  /// ``excludeBase``'s components, worked out once rather than once per path.
  private var excludeBaseComponents: [String]?
  /// The absolute current directory, for making paths absolute.
  var currentDirectory: String

  /// Creates a search.
  /// - Parameters:
  ///   - excludes: Globs of paths to leave out of folder searches.
  ///   - excludeBase: The absolute folder that globs are also matched relative to.
  ///   - currentDirectory: The absolute current directory.
  init(excludes: [GlobPattern] = [], excludeBase: String? = nil, currentDirectory: String) {
    self.excludes = excludes
    self.excludeBase = excludeBase
    self.excludeBaseComponents = excludeBase.map(PathName.components(of:))
    self.currentDirectory = currentDirectory
  }

  /// Collects the files to check.
  /// - Parameter paths: The paths from the command line, as given.
  func files(in paths: [String]) -> Result {
    var result = Result()
    var seen = Set<PathIdentity>()
    var visited = Set<FolderID>()
    for path in paths {
      guard let status = FileStatus(path) else {
        result.missing.append(path)
        continue
      }
      if status.isFolder {
        visited.insert(status.folderID)
        var tally = SearchTally()
        search(
          path, identity: identity(of: path), into: &result, seen: &seen, visited: &visited,
          tally: &tally)
        if tally.viewFiles == 0, !tally.isIncomplete {
          result.emptyFolders.append(EmptyFolder(path: path, excluded: tally.excluded))
        }
      } else if seen.insert(identity(of: path)).inserted {
        result.files.append(path)
      }
    }
    return result
  }

  /// Searches a folder, whose ``identity(of:)`` is `identity`.
  ///
  /// Per entry it only joins strings: an entry's path is `PathName.join(folder, name)`, which
  /// is the folder's joined prefix (`PathName.join(folder, "")`, made once) and the name, and
  /// its identity is the folder's, a `/` and the name (a name is never empty, `.` or `..`),
  /// so no path is split or normalized again.
  private func search(
    _ folder: String, identity: PathIdentity, into result: inout Result,
    seen: inout Set<PathIdentity>, visited: inout Set<FolderID>, tally: inout SearchTally
  ) {
    guard let (entries, unnamable) = FileDiscovery.entries(of: folder) else {
      result.unreadableFolders.append(folder)
      tally.isIncomplete = true
      return
    }
    let named = unnamable.filter { !isExcluded($0) }
    if !named.isEmpty {
      result.unnamable += named
      tally.isIncomplete = true
    }
    // At most one resize per folder, rather than one per doubling.
    seen.reserveCapacity(seen.count + entries.count)
    let prefix = PathName.join(folder, "")
    for entry in entries {
      let path = prefix + entry.name
      guard !isExcluded(path) else {
        tally.excluded += 1
        continue
      }
      let status = FileStatus(path)
      if let status, status.isFolder {
        if visited.insert(status.folderID).inserted {
          search(
            path, identity: identity.appending(entry.bytes), into: &result, seen: &seen,
            visited: &visited, tally: &tally)
        } else {
          tally.isIncomplete = true
        }
      } else if FileDiscovery.isViewFileName(entry.bytes) {
        tally.viewFiles += 1
        if seen.insert(identity.appending(entry.bytes)).inserted {
          result.files.append(path)
        }
      }
    }
  }

  /// A folder's entry whose name is valid UTF-8.
  private struct Entry {
    /// The name.
    var name: String
    /// The name's bytes, as `readdir` gives them.
    var bytes: [UInt8]
    /// The first eight bytes, big-endian, padded with zeros (no name holds a NUL): the order of
    /// the keys is the order of the names' bytes, but for names whose first eight bytes agree.
    var sortKey: UInt64

    init(name: String, bytes: [UInt8]) {
      self.name = name
      self.bytes = bytes
      var key: UInt64 = 0
      for index in 0..<8 {
        key = key << 8 | UInt64(index < bytes.count ? bytes[index] : 0)
      }
      sortKey = key
    }

    /// Whether `lhs`'s name comes before `rhs`'s in the order of their bytes.
    static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
      if lhs.sortKey != rhs.sortKey { return lhs.sortKey < rhs.sortKey }
      return lhs.bytes.withUnsafeBufferPointer { left in
        rhs.bytes.withUnsafeBufferPointer { right in
          guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else {
            return left.count < right.count
          }
          let order = memcmp(leftStart, rightStart, min(left.count, right.count))
          return order != 0 ? order < 0 : left.count < right.count
        }
      }
    }
  }

  /// A folder's entries but `.` and `..`, as `readdir` gives them: the entries whose names are
  /// valid UTF-8, sorted by their bytes, and the paths (as printed, invalid bytes as U+FFFD) of
  /// the entries whose names are not and that are folders or end in `.nib` or `.xib`. A `String` cannot
  /// hold such a name, so it can neither be opened nor searched; it is reported rather than
  /// left out without a word (a folder's files would never be checked). `nil` when the folder
  /// cannot be listed.
  /// - Parameter folder: The folder, as printed.
  private static func entries(of folder: String) -> (entries: [Entry], unnamable: [String])? {
    guard let directory = folder.withCString({ opendir($0) }) else { return nil }
    defer { closedir(directory) }
    var entries: [Entry] = []
    var unnamable: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { return nil }
        // By bytes, so the order never depends on the locale. A closure here, not
        // `Entry.precedes` itself, so that the sort is specialized and compares keys in place.
        entries.sort { lhs, rhs in
          lhs.sortKey != rhs.sortKey ? lhs.sortKey < rhs.sortKey : Entry.precedes(lhs, rhs)
        }
        return (entries, unnamable)
      }
      let bytes = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: tuple.pointee))
        { name in
          Array(UnsafeBufferPointer(start: name, count: strlen(UnsafeRawPointer(name))))
        }
      }
      if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] {
        continue
      }
      // ASCII names, nearly all, are valid UTF-8 as they are.
      if let name =
        bytes.allSatisfy({ $0 < 0x80 })
        ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
      {
        entries.append(Entry(name: name, bytes: bytes))
        continue
      }
      var status = stat()
      let isFolder =
        (bytes + [0]).withUnsafeBytes { name in
          fstatat(
            dirfd(directory), name.assumingMemoryBound(to: CChar.self).baseAddress!, &status, 0)
        } == 0 && status.st_mode & S_IFMT == S_IFDIR
      if isFolder || isViewFileName(bytes) {
        unnamable.append(PathName.join(folder, String(decoding: bytes, as: UTF8.self)))
      }
    }
  }

  /// Whether a name ends in the bytes `.nib` or `.xib` (a nib or an Interface Builder
  /// document). Not `String.hasSuffix`, which compares `Character`s: a mark that joins the `.`
  /// to what precedes it (U+0600, say) hides the suffix.
  /// - Parameter name: A file name's bytes.
  static func isViewFileName(_ name: [UInt8]) -> Bool {
    let count = name.count
    return count >= 4 && name[count - 4] == UInt8(ascii: ".")
      && (name[count - 3] == UInt8(ascii: "n") || name[count - 3] == UInt8(ascii: "x"))
      && name[count - 2] == UInt8(ascii: "i") && name[count - 1] == UInt8(ascii: "b")
  }

  /// What makes two paths the same file for leaving out repeats: the absolute path, without
  /// empty and `.` components, as bytes. So `a.nib`, `./a.nib` and `dir//a.nib` are one file
  /// with `a.nib` found in `.` or `dir` (otherwise it is checked and reported twice), while
  /// names that differ only in Unicode normalization (`café` precomposed and decomposed), which
  /// `String`'s `==` takes as equal, are two files, as the file system has them (otherwise one
  /// is never checked). `..` is kept as written: after a symbolic link it does not lead back.
  /// - Parameter path: A path as printed.
  func identity(of path: String) -> PathIdentity {
    var identity: [UInt8] = []
    identity.reserveCapacity(
      (PathName.isAbsolute(path) ? 0 : currentDirectory.utf8.count + 1) + path.utf8.count)
    // A relative path is joined to the current directory, whose components come first.
    if !PathName.isAbsolute(path) {
      PathIdentity.appendComponents(of: currentDirectory, to: &identity)
    }
    PathIdentity.appendComponents(of: path, to: &identity)
    return PathIdentity(bytes: identity)
  }

  /// Whether an `exclude` glob matches `path` as printed or relative to ``excludeBase``; an
  /// absolute glob matches the absolute path, lexically normalized (links are not resolved).
  /// - Parameter path: A path as printed.
  func isExcluded(_ path: String) -> Bool {
    guard !excludes.isEmpty else { return false }
    var candidates = [path]
    if excludeBaseComponents != nil || hasAbsoluteExcludes {
      let absolute = PathName.components(
        of: PathName.isAbsolute(path) ? path : PathName.join(currentDirectory, path))
      // The path relative to the base, when it lies inside it: `PathName.relative` of the
      // absolute path, with the base's components taken from the cache (compared as bytes).
      if let base = excludeBaseComponents, absolute.count > base.count,
        absolute.starts(with: base, by: hasSameUTF8)
      {
        candidates.append(absolute.dropFirst(base.count).joined(separator: "/"))
      }
      if hasAbsoluteExcludes {
        candidates.append("/" + absolute.joined(separator: "/"))
      }
    }
    return excludes.contains { glob in candidates.contains { glob.matches($0) } }
  }

  /// Whether an `exclude` glob is absolute.
  private var hasAbsoluteExcludes: Bool { excludes.contains(where: \.isAbsolute) }
}

/// A path's identity for leaving out repeats (``FileDiscovery/identity(of:)``): bytes,
/// compared as bytes and hashed in one call, `Hasher.combine(bytes:)` (`[UInt8]`'s own hashing
/// feeds the hasher one byte at a time).
struct PathIdentity: Hashable {
  /// `/` and a component, for each component.
  private(set) var bytes: [UInt8]

  /// Wraps an identity's bytes.
  /// - Parameter bytes: `/` and a component, for each component.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  /// The identity of an entry named `name` in the folder of this identity.
  /// - Parameter name: A name that is not empty, `.` or `..`, and has no `/`.
  func appending(_ name: [UInt8]) -> PathIdentity {
    var identity: [UInt8] = []
    identity.reserveCapacity(bytes.count + 1 + name.count)
    identity += bytes
    identity.append(PathName.slash)
    identity += name
    return PathIdentity(bytes: identity)
  }

  /// Appends `/` and each component of `path` but empty and `.` ones, in one pass over its
  /// bytes.
  /// - Parameters:
  ///   - path: Any path.
  ///   - identity: The bytes to append to.
  static func appendComponents(of path: String, to identity: inout [UInt8]) {
    var length = 0  // of the component being appended
    for byte in path.utf8 {
      if byte != PathName.slash {
        if length == 0 { identity.append(PathName.slash) }
        identity.append(byte)
        length += 1
        continue
      }
      if length == 1, identity.last == UInt8(ascii: ".") { identity.removeLast(2) }
      length = 0
    }
    if length == 1, identity.last == UInt8(ascii: ".") { identity.removeLast(2) }
  }
}

/// A folder's identity, so that links cannot lead a search into the same folder twice.
struct FolderID: Hashable {
  var device: UInt64
  var inode: UInt64
}

/// What `stat` says about a path (following symbolic links), without opening it.
struct FileStatus {
  /// The file type bits of `st_mode`.
  var type: UInt32
  /// The folder identity (meaningful for folders).
  var folderID: FolderID

  /// Whether the path is a folder.
  var isFolder: Bool { type == 0o040000 }

  /// Looks a path up; `nil` when it does not exist (or a link's target does not).
  /// - Parameter path: The path.
  init?(_ path: String) {
    var info = stat()
    // `withCString` hands over a native string's own bytes; passing the `String` itself makes
    // a copy (`utf8CString`).
    guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
    type = UInt32(info.st_mode) & 0o170000
    folderID = FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}
