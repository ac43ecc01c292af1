/// The subcommands of `viewcheck`; `lint` is the default.
enum CommandName: String, Sendable, CaseIterable {
  case lint
  case rules
  case explain
  case dump
  case convert
  case generate
  case schema
  case bench
  case render
  case preview
  case format
  case lsp
  case help
}

/// What one command line asks for, after parsing.
enum Invocation: Sendable, Equatable {
  /// Print the help of a subcommand, or of `viewcheck` itself when `nil`.
  case help(CommandName?)
  /// Print `viewcheck <version>`.
  case version
  /// Check nib files.
  case lint(LintOptions)
  /// List every rule, as aligned text or as the Markdown reference (Documentation/Rules.md).
  case rules(RulesFormat)
  /// Describe one rule.
  case explain(ruleID: String)
  /// Print a file's instantiated tree.
  case dump(DumpOptions)
  /// Convert an Interface Builder document to a nib and its schema.
  case convert(ConvertOptions)
  /// Write Swift code that lets the compiler check view files against their owners.
  case generate(GenerateOptions)
  /// Print the built-in kit's schema, as JSON or as the Markdown reference of the kit.
  case schema(SchemaFormat)
  /// Measure load times.
  case bench(BenchOptions)
  /// Draw a file's view as SVG.
  case render(RenderOptions)
  /// Serve a folder's pictures over HTTP.
  case preview(PreviewOptions)
  /// Rewrite nib files in the canonical layout.
  case format(FormatOptions)
  /// Serve the Language Server Protocol over standard input and output.
  case lsp
}

/// The output formats of `viewcheck lint`.
enum OutputFormat: String, Sendable, CaseIterable {
  case text
  case json
  case sarif
  case github
  case junit
  case codeclimate
}

/// The output formats of `viewcheck rules`.
enum RulesFormat: String, Sendable, CaseIterable {
  /// One aligned line per rule: id, severity, summary.
  case text
  /// Documentation/Rules.md: every rule with its rationale and examples.
  case markdown
}

/// The output formats of `viewcheck schema`.
enum SchemaFormat: String, Sendable, CaseIterable {
  /// The schema document that `--schema` reads.
  case json
  /// The kit section of Documentation/NibFormat.md: every type, property and event.
  case markdown
}

/// When the text format uses ANSI colours.
enum ColorChoice: String, Sendable, CaseIterable {
  /// Only when standard output is a terminal (and `NO_COLOR` is unset, `TERM` is not `dumb`).
  case auto
  case always
  case never
}

/// The options of `viewcheck [lint]`.
struct LintOptions: Sendable, Equatable {
  /// The files and folders to check, as given.
  var paths: [String] = []
  /// The report format.
  var format: OutputFormat = .text
  /// Schema files from `--schema`, in the order given.
  var schemas: [String] = []
  /// The configuration file from `--config`; `nil` searches for `.viewcheck.json`.
  var config: String?
  /// Whether warnings also fail the run.
  var strict = false
  /// The baseline to subtract from the findings.
  var baseline: String?
  /// Where to write a baseline of the current findings.
  var writeBaseline: String?
  /// Whether to leave out the summary line.
  var quiet = false
  /// How many files to check at once; `nil` means the number of active cores.
  var jobs: Int?
  /// When to colour text output.
  var color: ColorChoice = .auto
  /// The part of the files found to check, from `--shard i/n`; `nil` checks them all.
  var shard: Shard?
}

/// The options of `viewcheck dump`.
struct DumpOptions: Sendable, Equatable {
  /// Schema files from `--schema`.
  var schemas: [String] = []
  /// The nib file to dump.
  var file: String = ""
  /// `--layout`: the frames after Auto Layout.
  var layout = false
  /// The top-level views' size for the layout (`--size`); their own when `nil`.
  var size: (width: Double, height: Double)?

  static func == (left: DumpOptions, right: DumpOptions) -> Bool {
    left.schemas == right.schemas && left.file == right.file && left.layout == right.layout
      && left.size?.width == right.size?.width && left.size?.height == right.size?.height
  }
}

/// The options of `viewcheck bench`.
struct BenchOptions: Sendable, Equatable {
  /// The nib file to measure, when given.
  var file: String?
  /// The number of views of a generated file, from `--generate N`.
  var generate: Int?
  /// `--once`: one cold load and nothing else (for measuring its peak memory).
  var once = false
  /// The number of views of a synthetic screen whose layout to solve, from `--solver N`.
  var solver: Int?
}

/// The options of `viewcheck render`.
struct RenderOptions: Sendable, Equatable {
  /// Schema files from `--schema`.
  var schemas: [String] = []
  /// The file to draw.
  var file: String = ""
  /// Where to write the SVG (`-o`); standard output when `nil`.
  var output: String?
  /// The id of the view to draw (`--object`); the first top-level view when `nil`.
  var objectID: String?
  /// Pixels per point (`--scale`).
  var scale: Double = 1
  /// Whether views show their ids (`--show-ids`).
  var showsIDs = false
  /// The size to lay the view out at before drawing (`--size`); as saved when `nil`.
  var size: (width: Double, height: Double)?

  static func == (left: RenderOptions, right: RenderOptions) -> Bool {
    left.schemas == right.schemas && left.file == right.file && left.output == right.output
      && left.objectID == right.objectID && left.scale == right.scale
      && left.showsIDs == right.showsIDs && left.size?.width == right.size?.width
      && left.size?.height == right.size?.height
  }
}

/// The options of `viewcheck preview`.
struct PreviewOptions: Sendable, Equatable {
  /// Schema files from `--schema`.
  var schemas: [String] = []
  /// The folder to serve.
  var folder: String = ""
  /// The port on 127.0.0.1 (`--port`); 0 lets the system choose one.
  var port: Int = 8080
}

/// The options of `viewcheck format`.
struct FormatOptions: Sendable, Equatable {
  /// The files and folders to format, as given.
  var paths: [String] = []
  /// Whether to change nothing and name the files that would change.
  var check = false
  /// Schema files from `--schema`, in the order given.
  var schemas: [String] = []
  /// The configuration file from `--config`; `nil` searches for `.viewcheck.json`.
  var config: String?
}

/// A command line that cannot be parsed: printed with the usage line and exit status 2.
struct UsageError: Error, Sendable, Equatable {
  /// What is wrong, without the `Error: ` prefix.
  var message: String
  /// The subcommand whose usage to print; `nil` for `viewcheck` itself.
  var command: CommandName?
}

/// The options of `viewcheck convert`.
struct ConvertOptions: Sendable, Equatable {
  /// The Interface Builder document to convert.
  var file = ""
  /// Where to write the nib: `-o`, else the document's path with `.nib` for `.xib`.
  var output: String?
}
