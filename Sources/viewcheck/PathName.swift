import ViewLoader

/// Lexical path helpers: no file system access, no symbolic links resolved.
///
/// They work on a path's UTF-8 bytes, as the file system does: a `/` byte always separates two
/// components (a `Character` can join it to a combining mark that follows, or to a prepended
/// mark before it, and `String`'s `split`, `hasPrefix` and `contains` then miss it), and
/// components compare by their bytes, not by `String`'s canonical equivalence.
enum PathName {
  /// The `/` byte.
  static let slash = UInt8(ascii: "/")

  /// Whether `path` starts with a `/` byte.
  /// - Parameter path: Any path.
  static func isAbsolute(_ path: String) -> Bool {
    path.utf8.first == slash
  }

  /// `base` and `name` joined by one `/`, with no double slash anywhere: runs of `/` in `base`
  /// print as one (`dir//` and `a//b/` find `dir/a.nib` and `a/b/a.nib`), as
  /// Documentation/viewcheck.md promises for the paths a search finds.
  /// - Parameters:
  ///   - base: A folder path as given (`dir`, `dir/`, `.`, `/`).
  ///   - name: A name inside it.
  static func join(_ base: String, _ name: String) -> String {
    var hasDoubleSlash = false
    var previous: UInt8 = 0
    for byte in base.utf8 {
      if byte == slash, previous == slash {
        hasDoubleSlash = true
        break
      }
      previous = byte
    }
    guard base.utf8.count > 1, hasDoubleSlash else {
      return base.utf8.last == slash ? base + name : base + "/" + name
    }
    var folder: [UInt8] = []
    folder.reserveCapacity(base.utf8.count + 1 + name.utf8.count)
    for byte in base.utf8 where byte != slash || folder.last != slash {
      folder.append(byte)
    }
    if folder.last != slash { folder.append(slash) }
    folder.append(contentsOf: name.utf8)
    // Cut only before `/` bytes, so still valid UTF-8.
    return String(decoding: folder, as: UTF8.self)
  }

  /// The last component of a path, as `NSString.lastPathComponent` gives it: trailing slashes
  /// are ignored, `/` stays `/` and the empty path stays empty.
  /// - Parameter path: Any path.
  static func lastComponent(of path: String) -> String {
    guard let last = path.utf8.split(separator: slash, omittingEmptySubsequences: true).last
    else {
      return path.isEmpty ? "" : "/"
    }
    return String(decoding: last, as: UTF8.self)
  }

  /// The non-empty components of a path, with `.` dropped and `..` applied where it can be.
  ///
  /// A leading `..` of a relative path is kept; `..` at the root stays at the root.
  /// - Parameter path: Any path.
  static func components(of path: String) -> [String] {
    var path = path
    return path.withUTF8 { bytes -> [String] in
      let dot = UInt8(ascii: ".")
      let isAbsolute = bytes.first == slash
      var components: [String] = []
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != slash { end += 1 }
        defer { start = end + 1 }
        let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if part.isEmpty || (part.count == 1 && part[0] == dot) { continue }
        if part.count == 2, part[0] == dot, part[1] == dot {
          if let last = components.last, !last.utf8.elementsEqual("..".utf8) {
            components.removeLast()
          } else if !isAbsolute {
            components.append("..")
          }
          continue
        }
        // Cut at `/` bytes, so each part is valid UTF-8 when the path is.
        components.append(String(decoding: part, as: UTF8.self))
      }
      return components
    }
  }

  /// Whether `lhs` comes before `rhs` in the order of their UTF-8 bytes.
  /// - Parameters:
  ///   - lhs: A name.
  ///   - rhs: Another name.
  static func utf8Precedes(_ lhs: String, _ rhs: String) -> Bool {
    Diagnostic.utf8Order(lhs, rhs) < 0
  }

  /// The absolute, lexically normalized form of `path`.
  /// - Parameters:
  ///   - path: A path as given.
  ///   - directory: The absolute directory that relative paths are relative to.
  static func absolute(_ path: String, in directory: String) -> String {
    let full = isAbsolute(path) ? path : join(directory, path)
    return "/" + components(of: full).joined(separator: "/")
  }

  /// `path` relative to `directory`, when it lies inside it.
  /// - Parameters:
  ///   - path: An absolute, normalized path.
  ///   - directory: An absolute, normalized directory.
  static func relative(_ path: String, to directory: String) -> String? {
    let inside = components(of: path)
    let base = components(of: directory)
    guard inside.count > base.count, inside.starts(with: base, by: hasSameUTF8) else {
      return nil
    }
    return inside.dropFirst(base.count).joined(separator: "/")
  }
}
