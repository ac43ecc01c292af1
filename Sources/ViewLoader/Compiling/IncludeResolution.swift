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
