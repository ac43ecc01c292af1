/// The `viewcheck` command: parses the command line and runs a subcommand.
enum ViewCheck {
  /// The version `--version` prints and the SARIF driver reports.
  static let version = "0.1.0"

  /// Runs one command line.
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - console: Where to write.
  /// - Returns: The exit status: 0 clean, 1 findings, 2 could not run.
  static func run(arguments: [String], console: Console) -> Int32 {
    let invocation: Invocation
    do throws(UsageError) {
      invocation = try CommandLineParser.parse(arguments)
    } catch {
      console.writeError(Help.errorText(for: error))
      return 2
    }
    do throws(RunFailure) {
      switch invocation {
      case .help(let command):
        console.writeOutput(Help.text(for: command))
        return 0
      case .version:
        console.writeOutput("viewcheck \(version)\n")
        return 0
      case .lint(let options): return try Lint.run(options, console: console)
      case .rules(let format): return Rules.run(format, console: console)
      case .explain(let ruleID): return try Explain.run(ruleID: ruleID, console: console)
      case .dump(let options): return try Dump.run(options, console: console)
      case .convert(let options): return try Convert.run(options, console: console)
      case .generate(let options): return try Generate.run(options, console: console)
      case .schema(let format): return try Schema.run(format, console: console)
      case .bench(let options): return try Bench.run(options, console: console)
      case .render(let options): return try Render.run(options, console: console)
      case .preview(let options): return try Preview.run(options, console: console)
      case .format(let options): return try Format.run(options, console: console)
      case .lsp: return LanguageServerCommand.run()
      }
    } catch {
      console.writeError(error.messages.map { "Error: \($0)\n" }.joined())
      return 2
    }
  }
}
