/// A path glob from a configuration's `exclude` list.
///
/// - `*` matches any run of Unicode scalars within one path component (not `/`);
/// - `?` matches one Unicode scalar other than `/` (as `fnmatch` in a UTF-8 locale: a
///   decomposed `é`, `e` and U+0301, is two);
/// - `**` as a whole component matches any number of components, including none, so
///   `build/**` matches `build`, `build/a.nib` and `build/x/y/a.nib`, and `**/gen/*.nib`
///   matches `gen/a.nib` as well as `ui/gen/a.nib`;
/// - everything else matches itself, scalar for scalar, so by its UTF-8 bytes, as the file
///   system names files (`café` precomposed and decomposed are two folders, which `Character`
///   comparison would take as one); there are no character classes or escapes.
///
/// Patterns and paths are compared component by component after dropping empty and `.`
/// components, so `./build/` and `build` are the same pattern. A pattern matches a whole path,
/// not a suffix of it: `*.nib` matches only files at the top of the base folder.
///
/// An absolute pattern (`/srv/app/build/**`) matches only absolute paths, and a relative one
/// only relative paths: `/build/**` is not `build/**`.
struct GlobPattern: Sendable, Equatable {
  /// The pattern as written.
  let pattern: String
  /// Whether the pattern starts with `/`.
  let isAbsolute: Bool
  private let components: [[Unicode.Scalar]]

  /// Creates a pattern.
  /// - Parameter pattern: The glob, for example `build/**`.
  init(_ pattern: String) {
    self.pattern = pattern
    self.isAbsolute = PathName.isAbsolute(pattern)
    self.components = GlobPattern.split(pattern)
  }

  /// Whether the pattern matches the whole of `path`.
  /// - Parameter path: A relative path for a relative pattern, an absolute one for an absolute
  ///   pattern (any other never matches).
  func matches(_ path: String) -> Bool {
    guard PathName.isAbsolute(path) == isAbsolute else { return false }
    return GlobPattern.match(components[...], GlobPattern.split(path)[...])
  }

  /// The components of a path as scalars, split at every `/` (a `/` scalar is always a `/`
  /// byte), without empty and `.` components.
  private static func split(_ path: String) -> [[Unicode.Scalar]] {
    var components: [[Unicode.Scalar]] = []
    var component: [Unicode.Scalar] = []
    for scalar in path.unicodeScalars {
      if scalar != "/" {
        component.append(scalar)
        continue
      }
      if !component.isEmpty, component != ["."] { components.append(component) }
      component.removeAll(keepingCapacity: true)
    }
    if !component.isEmpty, component != ["."] { components.append(component) }
    return components
  }

  private static func match(
    _ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>
  ) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == ["*", "*"] {
      let rest = pattern.dropFirst()
      for start in path.startIndex...path.endIndex where match(rest, path[start...]) {
        return true
      }
      return false
    }
    guard let component = path.first, matchComponent(first, component) else {
      return false
    }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  /// `*` and `?` within one component, by the usual backtracking over the last `*`.
  private static func matchComponent(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar])
    -> Bool
  {
    var patternIndex = 0
    var textIndex = 0
    var star: (pattern: Int, text: Int)?
    while textIndex < text.count {
      if patternIndex < pattern.count,
        pattern[patternIndex] == "?" || pattern[patternIndex] == text[textIndex]
      {
        patternIndex += 1
        textIndex += 1
      } else if patternIndex < pattern.count, pattern[patternIndex] == "*" {
        star = (patternIndex, textIndex)
        patternIndex += 1
      } else if let last = star {
        patternIndex = last.pattern + 1
        textIndex = last.text + 1
        star = (last.pattern, last.text + 1)
      } else {
        return false
      }
    }
    while patternIndex < pattern.count, pattern[patternIndex] == "*" {
      patternIndex += 1
    }
    return patternIndex == pattern.count
  }
}
