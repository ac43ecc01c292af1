/// The help and usage texts, in swift-argument-parser's shape.
enum Help {
  /// The column where option descriptions start.
  private static let descriptionColumn = 26

  /// The `Usage: …` line printed after a usage error.
  /// - Parameter command: The subcommand, or `nil` for `viewcheck` itself.
  static func usage(for command: CommandName?) -> String {
    switch command {
    case nil: "viewcheck [lint] [<options>] <path> ..."
    case .lint: "viewcheck lint [<options>] <path> ..."
    case .rules: "viewcheck rules [--format <format>]"
    case .explain: "viewcheck explain <rule-id>"
    case .dump: "viewcheck dump [--schema <file> ...] [--layout [--size <width> <height>]] <file>"
    case .convert: "viewcheck convert <file.xib> [-o <file.nib>]"
    case .generate:
      "viewcheck generate [--schema <file> ...] [--access <level>] <path> ... -o <file.swift>"
    case .schema: "viewcheck schema [--format <format>]"
    case .bench: "viewcheck bench ([--once] <file> | --generate <count> | --solver <count>)"
    case .render: "viewcheck render [<options>] <file>"
    case .preview: "viewcheck preview [--port <port>] [--schema <file> ...] <folder>"
    case .format: "viewcheck format [--check] [<options>] <path> ..."
    case .lsp: "viewcheck lsp"
    case .help: "viewcheck help [<subcommand>]"
    }
  }

  /// The text printed after a usage error, on standard error.
  /// - Parameter error: The problem.
  static func errorText(for error: UsageError) -> String {
    let helpCommand = error.command.map { "viewcheck \($0.rawValue) --help" } ?? "viewcheck --help"
    return """
      Error: \(error.message)
      Usage: \(usage(for: error.command))
        See '\(helpCommand)' for more information.

      """
  }

  /// The full help of a subcommand, or of `viewcheck` when `nil`.
  /// - Parameter command: The subcommand.
  static func text(for command: CommandName?) -> String {
    switch command {
    case nil:
      return document(
        overview: "Checks nib files and Interface Builder documents, at exact file:line:column.",
        usage: [usage(for: nil), "viewcheck <subcommand>"],
        arguments: lintArguments,
        options: lintOptions + [("--version", "Show the version."), helpOption],
        subcommands: subcommands)
    case .lint:
      return document(
        overview: "Checks nib files and xibs; folders are searched for .nib and .xib files.",
        usage: [usage(for: .lint)], arguments: lintArguments, options: lintOptions + [helpOption])
    case .rules:
      return document(
        overview: "Lists every rule with its default severity and a one-line summary.",
        usage: [usage(for: .rules)],
        options: [
          (
            "--format <format>",
            "text, or markdown for the rules' reference with rationale and examples "
              + "(Documentation/Rules.md). (default: text)"
          ),
          helpOption,
        ])
    case .explain:
      return document(
        overview: "Describes one rule: its default severity, what it checks and why.",
        usage: [usage(for: .explain)],
        arguments: [("<rule-id>", "The rule to describe, for example 'duplicate-id'.")],
        options: [helpOption])
    case .dump:
      return document(
        overview: "Prints the tree a nib file would instantiate, as JSON.",
        usage: [usage(for: .dump)],
        arguments: [("<file>", "The nib file or Interface Builder document to dump.")],
        options: [
          ("--schema <file>", "A schema describing app types and owners. Can be repeated."),
          ("--layout", "Solve the Auto Layout constraints first: frames are the solved ones."),
          (
            "--size <width> <height>",
            "With --layout, lay the top-level views out at this size. (default: their own)"
          ),
          helpOption,
        ])
    case .convert:
      return document(
        overview: "Converts an Interface Builder document to a nib and the schema of its types.",
        usage: [usage(for: .convert)],
        arguments: [("<file.xib>", "The Interface Builder document to convert.")],
        options: [
          (
            "-o, --output <file.nib>",
            "Where to write the nib; the schema goes beside it as <name>.viewcheck-schema.json. "
              + "(default: the document's path with .nib for .xib)"
          ),
          helpOption,
        ])
    case .generate:
      return document(
        overview:
          "Writes Swift code with which the compiler checks view files against their owners.",
        usage: [usage(for: .generate)],
        arguments: [("<path>", "Nib files, Interface Builder documents or folders of them.")],
        options: [
          ("-o, --output <file.swift>", "Where to write the Swift source.")
        ]
          + lintOptions.filter { ["--schema <file>", "--config <file>"].contains($0.name) } + [
            (
              "--access <level>",
              "The generated declarations' access: internal or public. (default: internal)"
            ),
            helpOption,
          ])
    case .schema:
      return document(
        overview: "Prints the built-in kit's schema as JSON.",
        usage: [usage(for: .schema)],
        options: [
          (
            "--format <format>",
            "json, or markdown for the kit's reference: every type, property and event "
              + "(the kit section of Documentation/NibFormat.md). (default: json)"
          ),
          helpOption,
        ])
    case .bench:
      return document(
        overview: "Measures load and instantiation times; the last line is machine-readable.",
        usage: [usage(for: .bench)],
        arguments: [("<file>", "The nib file to measure.")],
        options: [
          ("--generate <count>", "Measure a generated file with this many views."),
          (
            "--once",
            "Load the file once (bytes to instantiated tree) and report only that, for measuring its peak memory."
          ),
          (
            "--solver <count>",
            "Instead, solve the constraints of a generated screen with this many views: from scratch, after a resize, and for ambiguity."
          ),
          helpOption,
        ])
    case .render:
      return document(
        overview: "Draws the view a nib file (or .xib document) creates as an SVG picture, in the "
          + "spirit of iOS's "
          + "default look. The file is instantiated without its owner: outlets are not bound, "
          + "and types known only from a schema are drawn as their nearest kit type.",
        usage: [usage(for: .render)],
        arguments: [("<file>", "The nib or .xib file to draw.")],
        options: [
          ("-o, --output <file>", "Write the SVG to this file. (default: standard output)"),
          ("--object <id>", "Draw the view with this id. (default: the first top-level view)"),
          ("--schema <file>", "A schema describing app types and owners. Can be repeated."),
          ("--scale <factor>", "Pixels per point, above 0 and up to 16. (default: 1)"),
          ("--show-ids", "Show each view's id in the picture."),
          (
            "--size <width> <height>",
            "Resize the view and solve its Auto Layout constraints before drawing (another "
              + "device's screen, say)."
          ),
          helpOption,
        ])
    case .preview:
      return document(
        overview: "Serves the folder's nib and .xib files on http://127.0.0.1:<port>/: each file's "
          + "picture, object tree and findings, updated within a second of each save.",
        usage: [usage(for: .preview)],
        arguments: [("<folder>", "The folder whose nib files to serve.")],
        options: [
          ("--port <port>", "The port on 127.0.0.1; 0 lets the system choose. (default: 8080)"),
          ("--schema <file>", "A schema describing app types and owners. Can be repeated."),
          helpOption,
        ])
    case .format:
      return document(
        overview: "Rewrites nib files in the canonical layout, keeping every comment.",
        usage: [usage(for: .format)],
        arguments: [
          (
            "<path>",
            "Nib files or folders to format; folders are searched recursively for *.nib files."
          )
        ],
        options: [
          (
            "--check",
            "Change nothing; name the files that would change and exit with 1. The layout: "
              + "two-space indentation, one element per line, id and outlet first, values in "
              + "their canonical syntax, at most one blank line. Interface Builder files are "
              + "never rewritten."
          ),
          (
            "--schema <file>",
            "A schema describing app types, whose values are then written canonically too. "
              + "Can be repeated."
          ),
          (
            "--config <file>",
            "The configuration file (its schemas and excludes are used). (default: the nearest "
              + ".viewcheck.json from the current directory upward)"
          ),
          helpOption,
        ])
    case .lsp:
      return document(
        overview: "Runs the language server for editors (see Documentation/Editors.md).",
        usage: [usage(for: .lsp)],
        options: [
          (
            "--stdio",
            "Accepted and ignored: the server speaks the Language Server Protocol over "
              + "standard input and output."
          ),
          helpOption,
        ])
    case .help:
      return document(
        overview: "Shows help for viewcheck or one of its subcommands.",
        usage: [usage(for: .help)],
        arguments: [("<subcommand>", "The subcommand to describe.")], options: [helpOption])
    }
  }

  private typealias Entry = (name: String, description: String)

  private static let helpOption: Entry = ("-h, --help", "Show help information.")

  private static let lintArguments: [Entry] = [
    (
      "<path>",
      "Nib files, Interface Builder documents or folders to check. A file is checked "
        + "whatever its extension; folders are searched recursively for *.nib and *.xib files."
    )
  ]

  private static let lintOptions: [Entry] = [
    (
      "--format <format>",
      "The report format: text, json, sarif, github, junit (JUnit XML) or codeclimate "
        + "(GitLab Code Quality). (default: text)"
    ),
    ("--schema <file>", "A schema describing app types and owners. Can be repeated."),
    (
      "--config <file>",
      "The configuration file. (default: the nearest .viewcheck.json from "
        + "the current directory upward)"
    ),
    ("--strict", "Fail on warnings too."),
    ("--baseline <file>", "Report only findings that are not in this baseline file."),
    (
      "--write-baseline <file>",
      "Write the current findings to this baseline file, then "
        + "report as usual."
    ),
    ("--quiet", "Leave out the summary line."),
    ("--jobs <count>", "How many files to check at once. (default: the number of active cores)"),
    ("--color <when>", "Colour text output: auto, always or never. (default: auto)"),
    (
      "--shard <i/n>",
      "Check only the i-th of n parts of the files found (1 <= i <= n), for n parallel CI "
        + "jobs given the same paths. A file's part depends on its path alone."
    ),
  ]

  private static let subcommands: [Entry] = [
    ("lint (default)", "Checks nib files."),
    ("rules", "Lists every rule with its default severity."),
    ("explain", "Describes one rule."),
    ("dump", "Prints the tree a nib file would instantiate, as JSON."),
    ("convert", "Converts an Interface Builder document to a nib and its schema."),
    ("generate", "Writes Swift code that checks view files against their owners."),
    ("schema", "Prints the built-in kit's schema as JSON."),
    ("bench", "Measures load and instantiation times."),
    ("render", "Draws a nib or .xib file's view as an SVG picture."),
    ("preview", "Serves a folder's pictures in a browser, updated as files change."),
    ("format", "Rewrites nib files in the canonical layout."),
    ("lsp", "Runs the language server for editors."),
    ("help", "Shows help for a subcommand."),
  ]

  private static func document(
    overview: String, usage: [String], arguments: [Entry] = [], options: [Entry],
    subcommands: [Entry] = []
  ) -> String {
    var text = wrapped("OVERVIEW: " + overview) + "\n"
    text += "USAGE: " + usage.joined(separator: "\n       ") + "\n"
    if !arguments.isEmpty {
      text += "\nARGUMENTS:\n" + table(arguments)
    }
    text += "\nOPTIONS:\n" + table(options)
    if !subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n" + table(subcommands)
      text += "\n  See 'viewcheck help <subcommand>' for detailed help.\n"
    }
    return text
  }

  /// A paragraph wrapped at 100 columns, each line ending in a line feed.
  private static func wrapped(_ paragraph: String) -> String {
    var text = ""
    var line = ""
    for word in paragraph.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > 100 {
        text += line + "\n"
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return text + line + "\n"
  }

  /// Entries as `  name   description`, the description wrapped at 100 columns.
  private static func table(_ entries: [Entry]) -> String {
    var text = ""
    for entry in entries {
      var line = "  " + entry.name
      if line.count + 2 > descriptionColumn {
        text += line + "\n"
        line = ""
      }
      line += String(repeating: " ", count: descriptionColumn - line.count)
      var first = true
      for word in entry.description.split(separator: " ") {
        if !first, line.count + 1 + word.count > 100 {
          text += line + "\n"
          line = String(repeating: " ", count: descriptionColumn)
          first = true
        }
        line += (first ? "" : " ") + word
        first = false
      }
      text += line + "\n"
    }
    return text
  }
}
