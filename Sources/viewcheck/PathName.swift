/// Lexical path helpers: no file system access, no symbolic links resolved.
enum PathName {
  /// `base` and `name` joined by exactly one `/`.
  /// - Parameters:
  ///   - base: A folder path as given (`dir`, `dir/`, `.`, `/`).
  ///   - name: A name inside it.
  static func join(_ base: String, _ name: String) -> String {
    base.hasSuffix("/") ? base + name : base + "/" + name
  }

  /// The non-empty components of a path, with `.` dropped and `..` applied where it can be.
  ///
  /// A leading `..` of a relative path is kept; `..` at the root stays at the root.
  /// - Parameter path: Any path.
  static func components(of path: String) -> [String] {
    var components: [String] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        if let last = components.last, last != ".." {
          components.removeLast()
        } else if !path.hasPrefix("/") {
          components.append("..")
        }
      default: components.append(String(part))
      }
    }
    return components
  }

  /// The absolute, lexically normalized form of `path`.
  /// - Parameters:
  ///   - path: A path as given.
  ///   - directory: The absolute directory that relative paths are relative to.
  static func absolute(_ path: String, in directory: String) -> String {
    let full = path.hasPrefix("/") ? path : join(directory, path)
    return "/" + components(of: full).joined(separator: "/")
  }

  /// `path` relative to `directory`, when it lies inside it.
  /// - Parameters:
  ///   - path: An absolute, normalized path.
  ///   - directory: An absolute, normalized directory.
  static func relative(_ path: String, to directory: String) -> String? {
    let inside = components(of: path)
    let base = components(of: directory)
    guard inside.count > base.count, Array(inside.prefix(base.count)) == base else { return nil }
    return inside.dropFirst(base.count).joined(separator: "/")
  }
}
