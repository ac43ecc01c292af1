import FoundationEssentials
import ViewLoader

/// `viewcheck generate [--schema F]… [--access internal|public] <paths> -o <file.swift>`: Swift
/// source that lets the compiler check view files against the code that owns them.
///
/// Every file is compiled as `lint` compiles it (with the configuration and schemas), then
/// outlined (``CodeOutline``) and written by ``SwiftSourceWriter``. A file that does not
/// compile stops the run with its errors (exit status 1) and nothing is written. The output is
/// rewritten only when its text changes, so a build does not recompile it for nothing.
enum Generate {
  /// Generates the source and writes it.
  /// - Parameters:
  ///   - options: The parsed options.
  ///   - console: Where to write the findings.
  /// - Returns: 0 when the source was written, 1 when a file does not compile or names clash.
  /// - Throws: ``RunFailure`` when the run cannot happen (exit status 2).
  static func run(_ options: GenerateOptions, console: Console) throws(RunFailure) -> Int32 {
    let directory = console.currentDirectory
    let setup = try RunSettings.load(
      config: options.config, schemas: options.schemas, in: directory)
    let found = setup.discovery.files(in: options.paths)
    guard found.missing.isEmpty else {
      throw RunFailure(messages: found.missing.map { RunFailure.noSuchFile($0).message })
    }
    let linter: Linter
    do {
      linter = try Linter(configuration: setup.configuration)
    } catch {
      throw RunFailure("\(error)")
    }
    var outlines: [CodeOutline] = []
    var errors: [Diagnostic] = []
    for file in found.files {
      switch linter.codeOutline(path: file) {
      case .success(let outline): outlines.append(outline)
      case .failure(let error): errors += error.diagnostics
      }
    }
    guard errors.isEmpty else {
      errors.sort(by: Diagnostic.reportOrder)
      let report = LintReport(diagnostics: errors, fileCount: found.files.count)
      console.writeError(TextReporter(colored: false, quiet: true).render(report))
      return 1
    }
    let (source, problems) = SwiftSourceWriter(access: options.access).source(for: outlines)
    console.writeError(problems.map { $0.text + "\n" }.joined())
    if problems.contains(where: \.isError) { return 1 }
    let path =
      PathName.isAbsolute(options.output)
      ? options.output : PathName.join(directory, options.output)
    if let existing = try? String(contentsOfFile: path, encoding: .utf8), existing == source {
      return 0
    }
    do {
      try source.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw RunFailure("cannot write '\(options.output)': \(RunFailure.reason(error))")
    }
    return 0
  }
}

/// The options of `viewcheck generate`.
struct GenerateOptions: Sendable, Equatable {
  /// The view files and folders to generate code for, as given.
  var paths: [String] = []
  /// Schema files from `--schema`, in the order given.
  var schemas: [String] = []
  /// The configuration file from `--config`; `nil` searches for `.viewcheck.json`.
  var config: String?
  /// The access level of the generated declarations.
  var access: GeneratedAccess = .internal
  /// Where to write the Swift source.
  var output = ""
}

extension CommandLineParser {
  static func parseGenerate(_ scanner: inout ArgumentScanner) throws(UsageError)
    -> GenerateOptions
  {
    var options = GenerateOptions()
    var output: String?
    while let token = try scanner.next() {
      switch token {
      case .positional(let path): options.paths.append(path)
      case .option("--schema", let inline):
        options.schemas.append(
          try scanner.value(for: "--schema", valueName: "file", inline: inline))
      case .option("--config", let inline):
        options.config = try scanner.value(for: "--config", valueName: "file", inline: inline)
      case .option("--access", let inline):
        options.access = try scanner.choice(for: "--access", valueName: "level", inline: inline)
      case .option("-o", let inline), .option("--output", let inline):
        output = try scanner.value(for: "--output", valueName: "file.swift", inline: inline)
      case .option(let name, let inline):
        throw scanner.unknownOption(name, inline: inline)
      }
    }
    guard !options.paths.isEmpty else {
      throw UsageError(message: "Missing expected argument '<path> ...'", command: .generate)
    }
    guard let output else {
      throw UsageError(message: "Missing expected argument '-o <file.swift>'", command: .generate)
    }
    options.output = output
    return options
  }
}
