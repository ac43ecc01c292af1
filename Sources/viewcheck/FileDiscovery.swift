import FoundationEssentials
import Glibc

/// Finds the files one `viewcheck lint` run checks.
///
/// - A path given on the command line that is not a folder is checked whatever its extension
///   and kind, and is never excluded: naming a file is asking for it.
/// - A folder is searched recursively for names ending in `.nib`, entries sorted by their UTF-8
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
    /// Folders and `.nib` files found whose names are not valid UTF-8, so no path of ours can
    /// name them (the invalid bytes print as U+FFFD).
    var unnamable: [String] = []
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
    var seen = Set<[UInt8]>()
    var visited = Set<FolderID>()
    for path in paths {
      guard let status = FileStatus(path) else {
        result.missing.append(path)
        continue
      }
      if status.isFolder {
        visited.insert(status.folderID)
        search(path, into: &result, seen: &seen, visited: &visited)
      } else if seen.insert(identity(of: path)).inserted {
        result.files.append(path)
      }
    }
    return result
  }

  private func search(
    _ folder: String, into result: inout Result, seen: inout Set<[UInt8]>,
    visited: inout Set<FolderID>
  ) {
    guard let (names, unnamable) = FileDiscovery.entries(of: folder) else {
      result.unreadableFolders.append(folder)
      return
    }
    result.unnamable += unnamable.filter { !isExcluded($0) }
    for name in names.sorted(by: PathName.utf8Precedes) {
      let path = PathName.join(folder, name)
      guard !isExcluded(path) else { continue }
      let status = FileStatus(path)
      if let status, status.isFolder {
        if visited.insert(status.folderID).inserted {
          search(path, into: &result, seen: &seen, visited: &visited)
        }
      } else if FileDiscovery.isNibName(name.utf8), seen.insert(identity(of: path)).inserted {
        result.files.append(path)
      }
    }
  }

  /// A folder's entries but `.` and `..`, as `readdir` gives them: the names that are valid
  /// UTF-8, and the paths (as printed, invalid bytes as U+FFFD) of the entries whose names are
  /// not and that are folders or end in `.nib`. A `String` cannot hold such a name, so it can
  /// neither be opened nor searched; it is reported rather than left out without a word (a
  /// folder's files would never be checked). `nil` when the folder cannot be listed.
  /// - Parameter folder: The folder, as printed.
  private static func entries(of folder: String) -> (names: [String], unnamable: [String])? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    var unnamable: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { return nil }
        return (names, unnamable)
      }
      let found = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee))
        { name -> (name: String, isUTF8: Bool, isFolder: Bool) in
          if let valid = String(validatingCString: name) { return (valid, true, false) }
          var status = stat()
          let isFolder =
            fstatat(dirfd(directory), name, &status, 0) == 0 && status.st_mode & S_IFMT == S_IFDIR
          return (String(cString: name), false, isFolder)
        }
      }
      if found.isUTF8 {
        if found.name != "." && found.name != ".." { names.append(found.name) }
      } else if found.isFolder || FileDiscovery.isNibName(found.name.utf8) {
        unnamable.append(PathName.join(folder, found.name))
      }
    }
  }

  /// Whether a name ends in the bytes `.nib`. Not `String.hasSuffix`, which compares
  /// `Character`s: a mark that joins the `.` to what precedes it (U+0600, say) hides the suffix.
  /// (The bytes of an invalid name are as printed, with U+FFFD, which leaves an ASCII suffix.)
  /// - Parameter name: A file name's bytes.
  static func isNibName(_ name: String.UTF8View) -> Bool {
    name.count >= 4 && name.reversed().starts(with: "bin.".utf8)
  }

  /// What makes two paths the same file for leaving out repeats: the absolute path, without
  /// empty and `.` components, as bytes. So `a.nib`, `./a.nib` and `dir//a.nib` are one file
  /// with `a.nib` found in `.` or `dir` (otherwise it is checked and reported twice), while
  /// names that differ only in Unicode normalization (`café` precomposed and decomposed), which
  /// `String`'s `==` takes as equal, are two files, as the file system has them (otherwise one
  /// is never checked). `..` is kept as written: after a symbolic link it does not lead back.
  /// - Parameter path: A path as printed.
  func identity(of path: String) -> [UInt8] {
    let slash = UInt8(ascii: "/")
    let full = PathName.isAbsolute(path) ? path : PathName.join(currentDirectory, path)
    var identity: [UInt8] = []
    identity.reserveCapacity(full.utf8.count)
    for component in full.utf8.split(separator: slash)
    where !(component.count == 1 && component.first == UInt8(ascii: ".")) {
      identity.append(slash)
      identity.append(contentsOf: component)
    }
    return identity
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
        absolute.starts(with: base, by: haveEqualUTF8)
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
    guard stat(path, &info) == 0 else { return nil }
    type = UInt32(info.st_mode) & 0o170000
    folderID = FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}
