/// Parses `viewcheck`'s command line by hand, in the conventions of swift-argument-parser.
///
/// - A first argument naming a subcommand selects it; anything else is `lint`'s arguments.
///   (A file or folder called `rules` is checked with `viewcheck lint rules` or `./rules`.)
/// - `-h`/`--help` anywhere before `--` asks for the help of the subcommand in effect;
///   `--version` is an option of `viewcheck` itself (not of an explicitly named subcommand).
/// - Options take their value as the next argument or after `=` (`--format=json`); a value that
///   looks like an option (`--schema --strict`) is missing, unless given after `=`.
/// - Repeating a single-value option keeps the last value; `--schema` accumulates.
/// - `--` ends the options: everything after it is a path.
enum CommandLineParser {
  /// Parses the arguments that follow the program name.
  /// - Parameter arguments: The command line without `argv[0]`.
  /// - Throws: ``UsageError`` naming the first problem.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var remaining = arguments[...]
    var command: CommandName?
    if let first = remaining.first, let name = CommandName(rawValue: first) {
      command = name
      remaining = remaining.dropFirst()
    }
    let options = remaining.prefix { $0 != "--" }
    if options.contains(where: { $0 == "-h" || $0 == "--help" }) {
      return .help(command == .help ? nil : command)
    }
    if command == nil, options.contains("--version") {
      return .version
    }
    var scanner = ArgumentScanner(arguments: remaining, command: command)
    switch command {
    case nil, .lint: return .lint(try parseLint(&scanner))
    case .rules: return .rules(try parseFormat(&scanner, default: .text))
    case .schema: return .schema(try parseFormat(&scanner, default: .json))
    case .explain:
      let ruleID = try scanner.requiredPositional(named: "<rule-id>")
      try scanner.expectEnd()
      return .explain(ruleID: ruleID)
    case .dump: return .dump(try parseDump(&scanner))
    case .convert: return .convert(try parseConvert(&scanner))
    case .generate: return .generate(try parseGenerate(&scanner))
    case .bench: return .bench(try parseBench(&scanner))
    case .render: return .render(try parseRender(&scanner))
    case .preview: return .preview(try parsePreview(&scanner))
    case .format: return .format(try parseFormat(&scanner))
    case .lsp:
      // Clients pass `--stdio` to say how they talk: standard input and output is the only
      // way this server talks.
      while let token = try scanner.next() {
        switch token {
        case .option("--stdio", inline: nil): continue
        case .option(let name, let inline): throw scanner.unknownOption(name, inline: inline)
        case .positional(let value):
          throw UsageError(message: "Unexpected argument '\(value)'", command: .lsp)
        }
      }
      return .lsp
    case .help:
      guard let name = try scanner.nextPositional() else { return .help(nil) }
      try scanner.expectEnd()
      guard let subcommand = CommandName(rawValue: name) else {
        throw UsageError(message: "Unknown subcommand '\(name)'", command: .help)
      }
      return .help(subcommand == .help ? nil : subcommand)
    }
  }

  private static func parseLint(_ scanner: inout ArgumentScanner) throws(UsageError) -> LintOptions
  {
    var options = LintOptions()
    while let token = try scanner.next() {
      switch token {
      case .positional(let path): options.paths.append(path)
      case .option("--format", let inline):
        options.format = try scanner.choice(for: "--format", valueName: "format", inline: inline)
      case .option("--color", let inline):
        options.color = try scanner.choice(for: "--color", valueName: "when", inline: inline)
      case .option("--schema", let inline):
        options.schemas.append(
          try scanner.value(for: "--schema", valueName: "file", inline: inline))
      case .option("--config", let inline):
        options.config = try scanner.value(for: "--config", valueName: "file", inline: inline)
      case .option("--baseline", let inline):
        options.baseline = try scanner.value(for: "--baseline", valueName: "file", inline: inline)
      case .option("--write-baseline", let inline):
        options.writeBaseline = try scanner.value(
          for: "--write-baseline", valueName: "file", inline: inline)
      case .option("--jobs", let inline):
        options.jobs = try scanner.count(for: "--jobs", valueName: "count", inline: inline)
      case .option("--shard", let inline):
        options.shard = try scanner.shard(for: "--shard", inline: inline)
      case .option("--strict", let inline):
        try scanner.flag("--strict", inline: inline)
        options.strict = true
      case .option("--quiet", let inline):
        try scanner.flag("--quiet", inline: inline)
        options.quiet = true
      case .option(let name, let inline):
        throw scanner.unknownOption(name, inline: inline)
      }
    }
    guard !options.paths.isEmpty else {
      throw UsageError(message: "Missing expected argument '<path> ...'", command: scanner.command)
    }
    return options
  }

  /// The arguments of a subcommand whose only option is `--format`.
  private static func parseFormat<Format: RawRepresentable & CaseIterable>(
    _ scanner: inout ArgumentScanner, default format: Format
  ) throws(UsageError) -> Format where Format.RawValue == String {
    var format = format
    while let token = try scanner.next() {
      switch token {
      case .positional(let value):
        throw UsageError(message: "Unexpected argument '\(value)'", command: scanner.command)
      case .option("--format", let inline):
        format = try scanner.choice(for: "--format", valueName: "format", inline: inline)
      case .option(let name, let inline):
        throw scanner.unknownOption(name, inline: inline)
      }
    }
    return format
  }

  private static func parseDump(_ scanner: inout ArgumentScanner) throws(UsageError) -> DumpOptions
  {
    var options = DumpOptions()
    var file: String?
    while let token = try scanner.next() {
      switch token {
      case .positional(let path):
        guard file == nil else {
          throw UsageError(message: "Unexpected argument '\(path)'", command: .dump)
        }
        file = path
      case .option("--schema", let inline):
        options.schemas.append(
          try scanner.value(for: "--schema", valueName: "file", inline: inline))
      case .option("--layout", let inline):
        try scanner.flag("--layout", inline: inline)
        options.layout = true
      case .option("--size", let inline):
        options.size = try scanner.size(inline: inline)
      case .option(let name, let inline):
        throw scanner.unknownOption(name, inline: inline)
      }
    }
    guard let file else {
      throw UsageError(message: "Missing expected argument '<file>'", command: .dump)
    }
    if options.size != nil, !options.layout {
      throw UsageError(message: "'--size' needs '--layout'", command: .dump)
    }
    options.file = file
    return options
  }

  private static func parseConvert(_ scanner: inout ArgumentScanner) throws(UsageError)
    -> ConvertOptions
  {
    var options = ConvertOptions()
    var file: String?
    while let token = try scanner.next() {
      switch token {
      case .positional(let path):
        guard file == nil else {
          throw UsageError(message: "Unexpected argument '\(path)'", command: .convert)
        }
        file = path
      case .option("-o", let inline), .option("--output", let inline):
        options.output = try scanner.value(for: "--output", valueName: "file", inline: inline)
      case .option(let name, let inline):
        throw scanner.unknownOption(name, inline: inline)
      }
    }
    guard let file else {
      throw UsageError(message: "Missing expected argument '<file>'", command: .convert)
    }
    options.file = file
    return options
  }

  private static func parseRender(_ scanner: inout ArgumentScanner) throws(UsageError)
    -> RenderOptions
  {
    var options = RenderOptions()
    var file: String?
    while let token = try scanner.next() {
      switch token {
      case .positional(let path):
        guard file == nil else {
          throw UsageError(message: "Unexpected argument '\(path)'", command: .render)
        }
        file = path
      case .option("--schema", let inline):
        options.schemas.append(
          try scanner.value(for: "--schema", valueName: "file", inline: inline))
      case .option("-o", let inline), .option("--output", let inline):
        options.output = try scanner.value(for: "-o", valueName: "file", inline: inline)
      case .option("--object", let inline):
        options.objectID = try scanner.value(for: "--object", valueName: "id", inline: inline)
      case .option("--scale", let inline):
        let text = try scanner.value(for: "--scale", valueName: "factor", inline: inline)
        guard let scale = Double(text), scale.isFinite, scale > 0, scale <= 16 else {
          throw UsageError(
            message: "The value '\(text)' is invalid for '--scale <factor>': give a number "
              + "above 0, up to 16", command: .render)
        }
        options.scale = scale
      case .option("--show-ids", let inline):
        try scanner.flag("--show-ids", inline: inline)
        options.showsIDs = true
      case .option("--size", let inline):
        options.size = try scanner.size(inline: inline)
      case .option(let name, let inline):
        throw scanner.unknownOption(name, inline: inline)
      }
    }
    guard let file else {
      throw UsageError(message: "Missing expected argument '<file>'", command: .render)
    }
    options.file = file
    return options
  }

  private static func parsePreview(_ scanner: inout ArgumentScanner) throws(UsageError)
    -> PreviewOptions
  {
    var options = PreviewOptions()
    var folder: String?
    while let token = try scanner.next() {
      switch token {
      case .positional(let path):
        guard folder == nil else {
          throw UsageError(message: "Unexpected argument '\(path)'", command: .preview)
        }
        folder = path
      case .option("--schema", let inline):
        options.schemas.append(
          try scanner.value(for: "--schema", valueName: "file", inline: inline))
      case .option("--port", let inline):
        let text = try scanner.value(for: "--port", valueName: "port", inline: inline)
        guard let port = Int(text), (0...65_535).contains(port) else {
          throw UsageError(
            message: "The value '\(text)' is invalid for '--port <port>': give 0 to 65535",
            command: .preview)
        }
        options.port = port
      case .option(let name, let inline):
        throw scanner.unknownOption(name, inline: inline)
      }
    }
    guard let folder else {
      throw UsageError(message: "Missing expected argument '<folder>'", command: .preview)
    }
    options.folder = folder
    return options
  }

  private static func parseFormat(_ scanner: inout ArgumentScanner) throws(UsageError)
    -> FormatOptions
  {
    var options = FormatOptions()
    while let token = try scanner.next() {
      switch token {
      case .positional(let path): options.paths.append(path)
      case .option("--check", let inline):
        try scanner.flag("--check", inline: inline)
        options.check = true
      case .option("--schema", let inline):
        options.schemas.append(
          try scanner.value(for: "--schema", valueName: "file", inline: inline))
      case .option("--config", let inline):
        options.config = try scanner.value(for: "--config", valueName: "file", inline: inline)
      case .option(let name, let inline):
        throw scanner.unknownOption(name, inline: inline)
      }
    }
    guard !options.paths.isEmpty else {
      throw UsageError(message: "Missing expected argument '<path> ...'", command: .format)
    }
    return options
  }

  private static func parseBench(_ scanner: inout ArgumentScanner) throws(UsageError)
    -> BenchOptions
  {
    var options = BenchOptions()
    while let token = try scanner.next() {
      switch token {
      case .positional(let path):
        guard options.file == nil else {
          throw UsageError(message: "Unexpected argument '\(path)'", command: .bench)
        }
        options.file = path
      case .option("--generate", let inline):
        options.generate = try scanner.count(for: "--generate", valueName: "count", inline: inline)
      case .option("--once", let inline):
        try scanner.flag("--once", inline: inline)
        options.once = true
      case .option("--solver", let inline):
        options.solver = try scanner.count(for: "--solver", valueName: "count", inline: inline)
      case .option(let name, let inline):
        throw scanner.unknownOption(name, inline: inline)
      }
    }
    if options.solver != nil {
      guard options.file == nil, options.generate == nil, !options.once else {
        throw UsageError(
          message: "Give '--solver <count>' alone", command: .bench)
      }
      return options
    }
    switch (options.file, options.generate) {
    case (nil, nil):
      throw UsageError(message: "Missing expected argument '<file>'", command: .bench)
    case (.some, .some):
      throw UsageError(
        message: "Give either '<file>' or '--generate <count>', not both",
        command: .bench)
    default: return options
    }
  }
}
