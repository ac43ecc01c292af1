import ViewLoader

/// What a run that reads view files sets up before reading one: the configuration
/// (`--config`, or the nearest `.viewcheck.json`), the schemas (the configuration's, then
/// `--schema`'s) and how folders are searched (the configuration's excludes).
struct RunSetup {
  /// Severities, thresholds, schemas and limits.
  var configuration = LintConfiguration()
  /// Finds the files in the paths given.
  var discovery: FileDiscovery

  /// Reads the configuration and the schemas.
  /// - Parameters:
  ///   - config: `--config`, if given; else the nearest `.viewcheck.json` is used, if any.
  ///   - schemas: `--schema` files, in the order given.
  ///   - directory: The run's current directory.
  /// - Throws: ``RunFailure`` when the configuration or a schema cannot be read or is invalid.
  init(config: String?, schemas: [String], in directory: String) throws(RunFailure) {
    discovery = FileDiscovery(currentDirectory: directory)
    var schemaPaths = schemas
    if let path = config ?? ConfigFile.find(from: directory) {
      let config = try ConfigFile.load(path: path, in: directory)
      config.apply(to: &configuration)
      schemaPaths = config.schemas + schemaPaths
      discovery.excludes = config.excludes.map(GlobPattern.init)
      discovery.excludeBase = PathName.absolute(
        config.directoryPrefix.isEmpty ? "." : config.directoryPrefix,
        in: directory)
    }
    for path in schemaPaths {
      configuration.schemas.append(try SchemaFile.load(path: path, in: directory))
    }
  }
}
