import ViewLoader

/// `viewcheck rules`: every rule as aligned columns `id  severity  summary`, or, with
/// `--format markdown`, the rules' reference page (Documentation/Rules.md).
enum Rules {
  /// Prints the rule list.
  /// - Parameters:
  ///   - format: Aligned text, or the Markdown reference.
  ///   - console: Where to write.
  /// - Returns: 0.
  static func run(_ format: RulesFormat, console: Console) -> Int32 {
    switch format {
    case .text: console.writeOutput(render())
    case .markdown: console.writeOutput(renderMarkdown())
    }
    return 0
  }

  /// The rule list, one rule per line in ``RuleID`` order.
  static func render() -> String {
    let idWidth = RuleCatalog.all.map(\.id.count).max() ?? 0
    let severityWidth = "warning".count
    return RuleCatalog.all.map { rule in
      pad(rule.id, idWidth) + "  " + pad(rule.severity.rawValue, severityWidth)
        + "  " + rule.summary + "\n"
    }.joined()
  }

  /// Documentation/Rules.md: an index of every rule, then each rule with its rationale, its
  /// failing and passing examples and the files they need, in ``RuleID`` order. The page is
  /// generated, never edited: a test compares the committed file with this text.
  static func renderMarkdown() -> String {
    var text = """
      # Rules

      <!-- Generated from the rule catalogue (Sources/ViewLoader/Linting/Rules/) by
           `viewcheck rules --format markdown`: do not edit. Regenerate with
           scripts/update-docs.sh. -->

      Every finding of the loader and of `viewcheck` carries one of these rule ids. The severity
      is the default: `.viewcheck.json` changes it or turns a rule off, and a suppression comment
      silences it for a file or an element ([viewcheck.md](viewcheck.md)). Where each finding
      points is described in [NibFormat.md](NibFormat.md#where-diagnostics-point). The same text
      is printed by `viewcheck explain <rule-id>`.

      | rule | severity | fires when |
      |---|---|---|

      """
    for rule in RuleCatalog.all {
      text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | "
      text += inline(rule.summary) + " |\n"
    }
    for rule in RuleCatalog.all {
      text += """

        ## `\(rule.id)`

        Default severity: **\(rule.severity.rawValue)**. Fires when: \(inline(rule.summary)).

        \(rule.rationale)

        Failing example, `Example.nib` (`↓` marks where the finding points; it is not part of \
        the file):

        \(block(rule.failingExample, language: "xml"))

        Passing example, `Example.nib`:

        \(block(rule.passingExample, language: "xml"))

        """
      for name in rule.extraFiles.keys.sorted() {
        text += "\nIn the same folder, `\(name).nib`:\n\n"
        text += block(rule.extraFiles[name] ?? "", language: "xml") + "\n"
      }
      if let schema = rule.schema {
        text += "\nThe schema the examples are checked with (`--schema`):\n\n"
        text += block(schema, language: "json") + "\n"
      }
    }
    return text
  }

  /// Plain text as Markdown shows it: `<` would open an HTML tag, `|` end a table cell.
  private static func inline(_ text: String) -> String {
    text.replacing("<", with: "&lt;").replacing("|", with: "\\|")
  }

  private static func block(_ content: String, language: String) -> String {
    "```\(language)\n\(content)\n```"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
