import ViewLoader

/// JUnit XML, as Jenkins (`junit`) and GitLab (`artifacts:reports:junit`) read it.
///
/// One `testsuite` for the run, named `viewcheck`, inside `testsuites`. A `testcase` per file:
/// every file checked, and every other file a finding is located in (through an include), in
/// report order (by path); its `name` and `file` are the path as printed, its `classname` is
/// `viewcheck`. A `failure` per finding that fails the run — an error, and with `--strict` a
/// warning too — whose `message` is the finding's message, `type` its rule id, and text its
/// lines in the text format (`path:line:col: error: message [rule-id]`, then its notes). The
/// findings that do not fail the run are listed in the test case's `system-out`, in the same
/// shape, so a test case passes exactly when its file fails nothing.
///
/// `tests` counts the test cases and `failures` the failures, as junitparser counts them (a
/// file with two errors is one failing test case with two failures); `errors` and `skipped` are
/// 0 (a file that cannot be read is a finding, `unreadable-file`). There are no time stamps or
/// durations: a run writes the same bytes every time. Text that XML cannot hold (control characters, U+FFFE, U+FFFF) is written as the text
/// format writes it, `\u{1B}`.
struct JUnitReporter: ReportRenderer {
  /// Whether warnings fail the run, and so are failures.
  var strict = false

  /// The findings located in one file.
  private struct TestCase {
    var path: String
    var failures: [Diagnostic] = []
    var others: [Diagnostic] = []
  }

  func render(_ report: LintReport) -> String {
    let cases = testCases(of: report)
    let failures = cases.reduce(0) { $0 + $1.failures.count }
    let counts =
      #"tests=""# + String(cases.count) + #"" failures=""# + String(failures)
      + #"" errors="0""#
    var output = OutputBuffer()
    output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    output.append("<testsuites name=\"viewcheck\" " + counts + ">\n")
    output.append("  <testsuite name=\"viewcheck\" " + counts + " skipped=\"0\">\n")
    for testCase in cases {
      output.append("    <testcase name=\"")
      JUnitReporter.appendEscaped(testCase.path, attribute: true, to: &output)
      output.append("\" classname=\"viewcheck\" file=\"")
      JUnitReporter.appendEscaped(testCase.path, attribute: true, to: &output)
      guard !testCase.failures.isEmpty || !testCase.others.isEmpty else {
        output.append("\"/>\n")
        continue
      }
      output.append("\">\n")
      for failure in testCase.failures {
        output.append("      <failure message=\"")
        JUnitReporter.appendEscaped(
          TextReporter.printable(failure.message), attribute: true, to: &output)
        output.append("\" type=\"")
        JUnitReporter.appendEscaped(failure.rule, attribute: true, to: &output)
        output.append("\">")
        JUnitReporter.appendEscaped(
          JUnitReporter.lines(of: [failure]), attribute: false, to: &output)
        output.append("</failure>\n")
      }
      if !testCase.others.isEmpty {
        output.append("      <system-out>")
        JUnitReporter.appendEscaped(
          JUnitReporter.lines(of: testCase.others), attribute: false, to: &output)
        output.append("</system-out>\n")
      }
      output.append("    </testcase>\n")
    }
    output.append("  </testsuite>\n</testsuites>\n")
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// A test case per file checked or reported on, by path bytes (report order), each with its
  /// findings in report order.
  private func testCases(of report: LintReport) -> [TestCase] {
    var cases: [ExactName: TestCase] = [:]
    for path in report.checkedFiles {
      cases[ExactName(path)] = TestCase(path: path)
    }
    for diagnostic in report.diagnostics {
      let path = diagnostic.location.file
      let fails =
        diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
      if fails {
        cases[ExactName(path), default: TestCase(path: path)].failures.append(diagnostic)
      } else {
        cases[ExactName(path), default: TestCase(path: path)].others.append(diagnostic)
      }
    }
    return cases.values.sorted { PathName.utf8Precedes($0.path, $1.path) }
  }

  /// Findings in the text format, without the last line break.
  private static func lines(of diagnostics: [Diagnostic]) -> String {
    var output = OutputBuffer()
    TextReporter(quiet: true).append(diagnostics, to: &output)
    if output.bytes.last == UInt8(ascii: "\n") { output.bytes.removeLast() }
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// Appends text escaped for XML: `&`, `<`, `>`, and in an attribute value also `"` and the
  /// white space that attribute normalization would turn into spaces. Control characters but
  /// tab, line feed and carriage return, and U+FFFE and U+FFFF, which no XML 1.0 document can
  /// hold, are written as `\u{…}`.
  /// - Parameters:
  ///   - text: The text.
  ///   - attribute: Whether it is an attribute value (in double quotes).
  ///   - output: Where to write.
  static func appendEscaped(_ text: String, attribute: Bool, to output: inout OutputBuffer) {
    // Most text has nothing to escape (U+FFFE and U+FFFF start with the byte EF in UTF-8).
    guard
      text.containsUTF8Byte(where: { byte in
        byte < 0x20 || byte == 0xEF || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
          || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
      })
    else {
      output.append(text)
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output.append("&amp;")
      case "<": output.append("&lt;")
      case ">": output.append("&gt;")
      case "\"" where attribute: output.append("&quot;")
      case "\t" where attribute: output.append("&#9;")
      case "\n" where attribute: output.append("&#10;")
      case "\r" where attribute: output.append("&#13;")
      case "\t", "\n", "\r": output.append(byte: UInt8(truncatingIfNeeded: scalar.value))
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        output.append("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}")
      default: output.append(String(scalar))
      }
    }
  }
}
