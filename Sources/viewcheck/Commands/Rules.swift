import ViewLoader

/// `viewcheck rules`: every rule as aligned columns `id  severity  summary`.
enum Rules {
  /// Prints the rule list.
  /// - Parameter console: Where to write.
  /// - Returns: 0.
  static func run(console: Console) -> Int32 {
    console.writeOutput(render())
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

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
