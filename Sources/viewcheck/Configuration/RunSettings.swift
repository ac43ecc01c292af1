import ViewLoader

/// What a run's configuration file and schemas give: the linter's settings and the file
/// search's excludes. `lint`, `format` and the language server read them the same way.
struct RunSettings {
  /// Severities, thresholds, schemas and limits.
  var configuration = LintConfiguration()
  /// The search for files, with the configuration's excludes.
  var discovery: FileDiscovery

  /// Reads the configuration file and the schemas: `config`, or else the nearest
  /// `.viewcheck.json` from `directory` upward; then the configuration's schemas and the
  /// `schemas` given, in that order.
  /// - Parameters:
  ///   - config: The `--config` file, if given.
  ///   - schemas: The `--schema` files.
  ///   - directory: The absolute directory the search starts from and relative paths are
  ///     relative to.
  /// - Throws: ``RunFailure`` when a file is missing, unreadable or invalid.
  static func load(config: String?, schemas: [String], in directory: String) throws(RunFailure)
    -> RunSettings
  {
    var settings = RunSettings(discovery: FileDiscovery(currentDirectory: directory))
    var schemaPaths = schemas
    if let path = config ?? ConfigFile.find(from: directory) {
      let config = try ConfigFile.load(path: path, in: directory)
      config.apply(to: &settings.configuration)
      schemaPaths = config.schemas + schemaPaths
      settings.discovery.excludes = config.excludes.map(GlobPattern.init)
      settings.discovery.excludeBase = PathName.absolute(
        config.directoryPrefix.isEmpty ? "." : config.directoryPrefix,
        in: directory)
    }
    for path in schemaPaths {
      settings.configuration.schemas.append(try SchemaFile.load(path: path, in: directory))
    }
    return settings
  }
}
