/// `viewcheck schema` (SPEC §7.5).
enum Schema {
  /// Reports that the command is not implemented yet.
  /// - Parameter console: Where to write.
  /// - Throws: ``RunFailure`` always, for now (exit status 2).
  static func run(console: Console) throws(RunFailure) -> Int32 {
    // TODO: print the standard kit's schema once ViewLoader's `registry.schema(owners:)` exists.
    throw RunFailure.notYetImplemented(.schema)
  }
}
