import ViewLoader

/// The outcome of one `viewcheck lint` run, as the reporters see it.
struct LintReport: Sendable {
  /// Every finding to report, in report order.
  var diagnostics: [Diagnostic]
  /// How many files were checked.
  var fileCount: Int
  /// The files checked, as printed, when the format lists them (JUnit has a test case per
  /// file, findings or not); otherwise empty.
  var checkedFiles: [String] = []

  /// How many findings have this severity (attached notes are not counted).
  /// - Parameter severity: The severity to count.
  func count(of severity: Severity) -> Int {
    diagnostics.count { $0.severity == severity }
  }
}

/// How many findings of each severity a report holds (attached notes are not counted): what
/// the text summary and the exit status need, without the findings themselves.
struct ReportTally: Sendable, Equatable {
  /// Error-severity findings.
  var errors = 0
  /// Warning-severity findings.
  var warnings = 0
  /// Note-severity findings.
  var notes = 0

  /// Every finding.
  var findings: Int { errors + warnings + notes }

  /// The tally of these findings.
  /// - Parameter diagnostics: The findings.
  init(_ diagnostics: [Diagnostic]) {
    for index in diagnostics.indices { count(diagnostics[index].severity) }
  }

  /// Counts one more finding.
  /// - Parameter severity: Its severity.
  mutating func count(_ severity: Severity) {
    switch severity {
    case .error: errors += 1
    case .warning: warnings += 1
    case .note: notes += 1
    }
  }

  /// Adds another tally.
  static func += (lhs: inout ReportTally, rhs: ReportTally) {
    lhs.errors += rhs.errors
    lhs.warnings += rhs.warnings
    lhs.notes += rhs.notes
  }
}

/// Writes a whole run's report in one output format.
///
/// Formats whose text for a finding depends on the other findings (JUnit groups them by file,
/// Code Climate numbers equal ones) are written from the whole report; the others are
/// ``Reporter``s, which `viewcheck lint` can render file by file.
protocol ReportRenderer: Sendable {
  /// The whole output of a report, ending in a newline when it is not empty.
  /// - Parameter report: The findings, in report order, and the files checked.
  func render(_ report: LintReport) -> String
  /// The renderer as a ``Reporter``, when it is one: `nil` for formats written from the whole
  /// report. (A requirement rather than an `as?` cast, which costs a search of every
  /// conformance in the program the first time it is made.)
  var reporter: (any Reporter)? { get }
}

extension ReportRenderer {
  /// `nil`: the format is written from the whole report.
  var reporter: (any Reporter)? { nil }
}

/// Writes the findings of a run in one output format, finding by finding.
///
/// The output is ``opening(fileCount:)``, then each finding (``append(_:to:)``) with
/// ``separator`` between two findings, then ``closing(_:fileCount:)``. A finding's text depends
/// on nothing but the finding, so `viewcheck lint` renders each file's findings on the worker
/// that checked it and only joins the pieces in report order.
protocol Reporter: ReportRenderer {
  /// What comes before the first finding.
  /// - Parameter fileCount: How many files were checked.
  func opening(fileCount: Int) -> String
  /// What goes between two findings (a comma between JSON array elements).
  var separator: StaticString { get }
  /// Appends one finding, with its attached notes.
  /// - Parameters:
  ///   - diagnostic: The finding.
  ///   - output: Where to write.
  func append(_ diagnostic: Diagnostic, to output: inout OutputBuffer)
  /// Appends findings, with ``separator`` between two of them.
  /// - Parameters:
  ///   - diagnostics: The findings, in report order.
  ///   - output: Where to write.
  func append(_ diagnostics: [Diagnostic], to output: inout OutputBuffer)
  /// What comes after the last finding, ending in a newline when the output is not empty.
  /// - Parameters:
  ///   - tally: How many findings were written, by severity.
  ///   - fileCount: How many files were checked.
  func closing(_ tally: ReportTally, fileCount: Int) -> String
}

extension Reporter {
  /// The reporter itself: it renders finding by finding.
  var reporter: (any Reporter)? { self }

  /// Appends findings, with ``separator`` between two of them.
  /// - Parameters:
  ///   - diagnostics: The findings, in report order.
  ///   - output: Where to write.
  func append(_ diagnostics: [Diagnostic], to output: inout OutputBuffer) {
    // Read in place: no finding is copied.
    diagnostics.withUnsafeBufferPointer { findings in
      for index in findings.indices {
        if index > 0 { output.append(separator) }
        append(findings[index], to: &output)
      }
    }
  }

  /// The whole output of a report, ending in a newline when it is not empty.
  /// - Parameter report: The findings and the number of files checked.
  func render(_ report: LintReport) -> String {
    var output = OutputBuffer()
    output.append(opening(fileCount: report.fileCount))
    append(report.diagnostics, to: &output)
    output.append(closing(ReportTally(report.diagnostics), fileCount: report.fileCount))
    return String(decoding: output.bytes, as: UTF8.self)
  }
}

extension OutputFormat {
  /// The renderer for this format: a ``Reporter`` for the formats that are written finding by
  /// finding.
  /// - Parameters:
  ///   - colored: Whether text output uses ANSI colours.
  ///   - quiet: Whether text output leaves out its summary line.
  ///   - strict: Whether warnings fail the run (JUnit reports them as failures then).
  func renderer(colored: Bool, quiet: Bool, strict: Bool) -> any ReportRenderer {
    switch self {
    case .text: TextReporter(colored: colored, quiet: quiet)
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .github: GitHubReporter()
    case .junit: JUnitReporter(strict: strict)
    case .codeclimate: CodeClimateReporter()
    }
  }
}
