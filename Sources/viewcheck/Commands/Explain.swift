import ViewLoader

/// `viewcheck explain <rule-id>`: what a rule checks, its default severity, its rationale, and
/// a failing and a passing example from the library's ``RuleCatalog``.
///
/// The failing example keeps its `↓` marker (as SwiftLint's documentation does): it shows
/// where the finding points. Other files the examples need (included nibs, a schema) follow
/// the examples.
enum Explain {
  /// Prints one rule's description.
  /// - Parameters:
  ///   - ruleID: The rule id as given.
  ///   - console: Where to write.
  /// - Returns: 0.
  /// - Throws: ``RunFailure`` for an unknown rule id, naming close matches.
  static func run(ruleID: String, console: Console) throws(RunFailure) -> Int32 {
    guard let rule = RuleCatalog.description(of: ruleID) else {
      var message = "unknown rule id '\(ruleID)'"
      let matches = RuleCatalog.closeMatches(to: ruleID)
      if !matches.isEmpty {
        message += "; did you mean " + matches.map { "'\($0)'" }.joined(separator: " or ") + "?"
      }
      message += " ('viewcheck rules' lists every rule)"
      throw RunFailure(message)
    }
    console.writeOutput(render(rule))
    return 0
  }

  /// The description as printed.
  /// - Parameter rule: The rule.
  static func render(_ rule: RuleDescription) -> String {
    var text = """
      \(rule.id)
        Default severity: \(rule.severity.rawValue)
        Fires when: \(rule.summary)

      \(rule.rationale)

      """
    var sections = [
      (
        "Failing example (↓ marks where the finding points), Example.\(rule.fileExtension)",
        rule.failingExample
      ),
      ("Passing example, Example.\(rule.fileExtension)", rule.passingExample),
    ]
    for name in rule.extraFiles.keys.sorted() {
      sections.append(("In the same folder, \(name).nib", rule.extraFiles[name] ?? ""))
    }
    if let schema = rule.schema {
      sections.append(("Schema (--schema)", schema))
    }
    for (title, example) in sections {
      text += "\n\(title):\n"
      text += example.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    \($0)\n" }.joined()
    }
    return text
  }
}
