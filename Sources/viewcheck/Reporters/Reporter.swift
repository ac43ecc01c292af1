import ViewLoader

/// The outcome of one `viewcheck lint` run, as the reporters see it.
struct LintReport: Sendable {
  /// Every finding to report, in report order.
  var diagnostics: [Diagnostic]
  /// How many files were checked.
  var fileCount: Int

  /// How many findings have this severity (attached notes are not counted).
  /// - Parameter severity: The severity to count.
  func count(of severity: Severity) -> Int {
    diagnostics.count { $0.severity == severity }
  }
}

/// Turns a report into the text of one output format.
protocol Reporter {
  /// The whole output, ending in a newline when it is not empty.
  /// - Parameter report: The findings and the number of files checked.
  func render(_ report: LintReport) -> String
}

extension OutputFormat {
  /// The reporter for this format.
  /// - Parameters:
  ///   - colored: Whether text output uses ANSI colours.
  ///   - quiet: Whether text output leaves out its summary line.
  func reporter(colored: Bool, quiet: Bool) -> any Reporter {
    switch self {
    case .text: TextReporter(colored: colored, quiet: quiet)
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .github: GitHubReporter()
    }
  }
}
