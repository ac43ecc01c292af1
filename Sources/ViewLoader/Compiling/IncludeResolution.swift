/// What resolving an `<include nib="X"/>` gives the compiler.
enum IncludeResolution: Sendable {
  /// The compiled nib.
  case nib(Nib)
  /// No nib of that name exists.
  case missing
  /// The name leads back into the chain of files being compiled.
  case cycle(members: Set<String>)
  /// Following it would pass the include-depth limit.
  case tooDeep
  /// The nib exists but does not compile; `cycleMembers` names the files of any include cycle
  /// behind the failure, and `dependsOnChain` says whether the failure came from the chain it
  /// was reached through (a cycle, the include-depth limit) rather than from the file alone.
  case failed(NibError, cycleMembers: Set<String>, dependsOnChain: Bool)
}

/// Finds other nibs by name for `include`, and remembers the chain of files being compiled so
/// that cycles are found instead of followed.
struct IncludeResolver {
  /// Resolves a plain nib name (already checked to be one).
  let resolve: (_ name: String) -> IncludeResolution
}

/// Nib names are plain: `[A-Za-z0-9_.-]+`, not `.` or `..`, no path separators.
func isPlainNibName(_ name: String) -> Bool {
  guard !name.isEmpty, name != ".", name != "..", !name.contains("..") else { return false }
  return name.utf8.allSatisfy { byte in
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      true
    default: false
    }
  }
}

/// Ids are `[A-Za-z_][A-Za-z0-9_.-]*`.
func isValidID(_ id: String) -> Bool {
  guard let first = id.utf8.first else { return false }
  let startOK =
    (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
    || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
  return startOK
    && id.utf8.dropFirst().allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
        UInt8(ascii: "-"):
        true
      default: false
      }
    }
}
