/// Reads a file's bytes safely: only regular files, never more than the size limit.
enum SourceFile {
  /// Reads the file at `path`, or returns the diagnostic (`unreadable-file`, `limit-exceeded`)
  /// that explains why it cannot be read. (Stub: the reader helper replaces it.)
  static func read(path: String, displayName: String, limits: NibLimits)
    -> Result<[UInt8], NibError>
  {
    fatalError("not yet implemented")
  }
}
