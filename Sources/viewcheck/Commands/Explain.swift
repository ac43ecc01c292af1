/// `viewcheck explain <rule-id>`: what a rule checks, its default severity, and (once the
/// library provides them) its rationale with a failing and a passing example.
enum Explain {
  /// Prints one rule's description.
  /// - Parameters:
  ///   - ruleID: The rule id as given.
  ///   - console: Where to write.
  /// - Returns: 0.
  /// - Throws: ``RunFailure`` for an unknown rule id.
  static func run(ruleID: String, console: Console) throws(RunFailure) -> Int32 {
    guard let rule = RuleCatalog.description(of: ruleID) else {
      throw RunFailure("unknown rule id '\(ruleID)'; 'viewcheck rules' lists them all")
    }
    console.writeOutput(render(rule))
    return 0
  }

  /// The description as printed.
  /// - Parameter rule: The rule.
  static func render(_ rule: RuleDescription) -> String {
    var text = """
      \(rule.id.rawValue)
        Default severity: \(rule.defaultSeverity.rawValue)
        Fires when: \(rule.summary)

      """
    if let rationale = rule.rationale {
      text += "\n\(rationale)\n"
    }
    for (title, example) in [
      ("Failing example", rule.failingExample), ("Passing example", rule.passingExample),
    ] {
      guard let example else { continue }
      text += "\n\(title):\n"
      text += example.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    \($0)\n" }.joined()
    }
    return text
  }
}
