import Testing

@testable import viewcheck

@Suite struct CommandLineParserTests {
  private func lint(_ arguments: [String]) throws -> LintOptions {
    guard case .lint(let options) = try CommandLineParser.parse(arguments) else {
      Issue.record("not a lint invocation: \(arguments)")
      return LintOptions()
    }
    return options
  }

  private func usageError(_ arguments: [String]) -> UsageError? {
    do {
      _ = try CommandLineParser.parse(arguments)
      Issue.record("no error for \(arguments)")
      return nil
    } catch {
      return error
    }
  }

  @Test func lintIsTheDefaultSubcommand() throws {
    #expect(try lint(["a.nib", "Views"]).paths == ["a.nib", "Views"])
    #expect(try lint(["lint", "a.nib"]).paths == ["a.nib"])
    #expect(try lint(["lint", "lint"]).paths == ["lint"])
  }

  @Test func defaults() throws {
    let options = try lint(["x"])
    #expect(options.format == .text)
    #expect(options.schemas.isEmpty)
    #expect(options.config == nil)
    #expect(!options.strict && !options.quiet)
    #expect(options.baseline == nil && options.writeBaseline == nil)
    #expect(options.jobs == nil)
    #expect(options.color == .auto)
  }

  @Test func everyOption() throws {
    let options = try lint([
      "--format", "json", "--schema", "a.json", "--schema=b.json", "--config", "c.json",
      "--strict", "--baseline", "base.json", "--write-baseline=new.json", "--quiet",
      "--jobs", "3", "--color", "never", "x.nib",
    ])
    #expect(options.format == .json)
    #expect(options.schemas == ["a.json", "b.json"])
    #expect(options.config == "c.json")
    #expect(options.strict)
    #expect(options.baseline == "base.json")
    #expect(options.writeBaseline == "new.json")
    #expect(options.quiet)
    #expect(options.jobs == 3)
    #expect(options.color == .never)
    #expect(options.paths == ["x.nib"])
  }

  @Test(arguments: OutputFormat.allCases)
  func formats(_ format: OutputFormat) throws {
    #expect(try lint(["--format", format.rawValue, "x"]).format == format)
    #expect(try lint(["--format=\(format.rawValue)", "x"]).format == format)
  }

  @Test func optionsMayFollowPaths() throws {
    let options = try lint(["a.nib", "--strict", "b.nib", "--jobs=1"])
    #expect(options.paths == ["a.nib", "b.nib"])
    #expect(options.strict)
    #expect(options.jobs == 1)
  }

  @Test func lastValueWins() throws {
    #expect(try lint(["--format", "json", "--format", "sarif", "x"]).format == .sarif)
  }

  @Test func doubleDashEndsOptions() throws {
    let options = try lint(["--", "--strict", "-h", "--version"])
    #expect(options.paths == ["--strict", "-h", "--version"])
    #expect(!options.strict)
  }

  @Test func singleDashIsAPath() throws {
    #expect(try lint(["-"]).paths == ["-"])
  }

  @Test func help() throws {
    #expect(try CommandLineParser.parse(["--help"]) == .help(nil))
    #expect(try CommandLineParser.parse(["-h"]) == .help(nil))
    #expect(try CommandLineParser.parse(["x.nib", "--strict", "-h"]) == .help(nil))
    #expect(try CommandLineParser.parse(["lint", "--help"]) == .help(.lint))
    #expect(try CommandLineParser.parse(["help"]) == .help(nil))
    #expect(try CommandLineParser.parse(["help", "lint"]) == .help(.lint))
    #expect(try CommandLineParser.parse(["help", "explain"]) == .help(.explain))
    #expect(try CommandLineParser.parse(["explain", "-h"]) == .help(.explain))
    #expect(try CommandLineParser.parse(["rules", "--help"]) == .help(.rules))
    #expect(try CommandLineParser.parse(["dump", "--help"]) == .help(.dump))
  }

  @Test func version() throws {
    #expect(try CommandLineParser.parse(["--version"]) == .version)
    #expect(try CommandLineParser.parse(["x.nib", "--version"]) == .version)
    #expect(usageError(["lint", "--version"])?.message == "Unknown option '--version'")
  }

  @Test func subcommands() throws {
    #expect(try CommandLineParser.parse(["rules"]) == .rules(.text))
    #expect(try CommandLineParser.parse(["rules", "--format", "markdown"]) == .rules(.markdown))
    #expect(try CommandLineParser.parse(["schema"]) == .schema(.json))
    #expect(try CommandLineParser.parse(["schema", "--format=markdown"]) == .schema(.markdown))
    #expect(
      try CommandLineParser.parse(["explain", "duplicate-id"]) == .explain(ruleID: "duplicate-id"))
    #expect(
      try CommandLineParser.parse(["dump", "--schema", "s.json", "a.nib"])
        == .dump(DumpOptions(schemas: ["s.json"], file: "a.nib")))
    #expect(try CommandLineParser.parse(["bench", "a.nib"]) == .bench(BenchOptions(file: "a.nib")))
    #expect(
      try CommandLineParser.parse(["bench", "--generate", "1000"])
        == .bench(BenchOptions(generate: 1000)))
  }

  @Test func usageErrors() {
    let cases: [([String], String, CommandName?)] = [
      (["--foo", "x"], "Unknown option '--foo'", nil),
      (["-x", "a"], "Unknown option '-x'", nil),
      (["--strict=yes", "x"], "The flag '--strict' does not take a value", nil),
      (["--foo=bar", "x"], "Unknown option '--foo=bar'", nil),
      ([], "Missing expected argument '<path> ...'", nil),
      (["--strict"], "Missing expected argument '<path> ...'", nil),
      (["lint"], "Missing expected argument '<path> ...'", .lint),
      (["lint", "--foo", "x"], "Unknown option '--foo'", .lint),
      (["--format"], "Missing value for '--format <format>'", nil),
      (["--format", "--strict", "x"], "Missing value for '--format <format>'", nil),
      (["x", "--schema"], "Missing value for '--schema <file>'", nil),
      (["x", "--config"], "Missing value for '--config <file>'", nil),
      (["x", "--baseline", "--"], "Missing value for '--baseline <file>'", nil),
      (["x", "--write-baseline"], "Missing value for '--write-baseline <file>'", nil),
      (
        ["--format", "xml", "x"],
        "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', "
          + "'json', 'sarif', 'github', 'junit' or 'codeclimate'.", nil
      ),
      (
        ["--color=sometimes", "x"],
        "The value 'sometimes' is invalid for '--color <when>'. Please provide one of 'auto', "
          + "'always' or 'never'.", nil
      ),
      (
        ["--jobs", "0", "x"],
        "The value '0' is invalid for '--jobs <count>'. Please provide a whole number of at "
          + "least 1.", nil
      ),
      (
        ["--jobs=many", "x"],
        "The value 'many' is invalid for '--jobs <count>'. Please provide a whole number of at "
          + "least 1.", nil
      ),
      (["rules", "extra"], "Unexpected argument 'extra'", .rules),
      (["rules", "--strict"], "Unknown option '--strict'", .rules),
      (["schema", "x"], "Unexpected argument 'x'", .schema),
      (
        ["rules", "--format", "json"],
        "The value 'json' is invalid for '--format <format>'. Please provide one of 'text' or "
          + "'markdown'.", .rules
      ),
      (
        ["schema", "--format", "text"],
        "The value 'text' is invalid for '--format <format>'. Please provide one of 'json' or "
          + "'markdown'.", .schema
      ),
      (["explain"], "Missing expected argument '<rule-id>'", .explain),
      (["explain", "a", "b"], "Unexpected argument 'b'", .explain),
      (["dump"], "Missing expected argument '<file>'", .dump),
      (["dump", "a.nib", "b.nib"], "Unexpected argument 'b.nib'", .dump),
      (["dump", "--format", "json", "a.nib"], "Unknown option '--format'", .dump),
      (["bench"], "Missing expected argument '<file>'", .bench),
      (
        ["bench", "a.nib", "--generate", "5"],
        "Give either '<file>' or '--generate <count>', not both",
        .bench
      ),
      (["bench", "a.nib", "--solver", "5"], "Give '--solver <count>' alone", .bench),
      (
        ["bench", "--solver", "0"],
        "The value '0' is invalid for '--solver <count>'. Please provide a whole number of at least 1.",
        .bench
      ),
      (["help", "nope"], "Unknown subcommand 'nope'", .help),
      (["help", "lint", "extra"], "Unexpected argument 'extra'", .help),
    ]
    for (arguments, message, command) in cases {
      let error = usageError(arguments)
      #expect(error == UsageError(message: message, command: command), "\(arguments)")
    }
  }

  @Test func errorText() {
    #expect(
      Help.errorText(for: UsageError(message: "Unknown option '--foo'", command: nil)) == """
        Error: Unknown option '--foo'
        Usage: viewcheck [lint] [<options>] <path> ...
          See 'viewcheck --help' for more information.

        """)
    #expect(
      Help.errorText(for: UsageError(message: "Unexpected argument 'b'", command: .explain)) == """
        Error: Unexpected argument 'b'
        Usage: viewcheck explain <rule-id>
          See 'viewcheck explain --help' for more information.

        """)
  }

  @Test(arguments: [nil] + CommandName.allCases.map(Optional.some))
  func helpTextsHaveTheArgumentParserShape(_ command: CommandName?) {
    let text = Help.text(for: command)
    #expect(text.hasPrefix("OVERVIEW: "))
    #expect(text.contains("\n\nUSAGE: viewcheck"))
    #expect(text.contains("\nOPTIONS:\n"))
    #expect(text.contains("  -h, --help "))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
    #expect(text.contains("\nSUBCOMMANDS:\n") == (command == nil))
  }

  @Test func rootHelpListsEveryLintOption() {
    let text = Help.text(for: nil)
    for option in [
      "--format <format>", "--schema <file>", "--config <file>", "--strict", "--baseline <file>",
      "--write-baseline <file>", "--quiet", "--jobs <count>", "--color <when>", "--shard <i/n>",
      "--version",
    ] {
      #expect(text.contains("  \(option)"), "\(option)")
    }
    for command in CommandName.allCases {
      #expect(text.contains("\n  \(command.rawValue)"), "\(command)")
    }
  }
}
