/// One rule as data (SwiftLint's model): its id and default severity, what it says, and a
/// failing and a passing example that the test suite runs and `viewcheck explain` prints.
///
/// Each example is the file `Example.nib` (or `Example.xib`, ``fileExtension``) in a folder that also holds ``extraFiles``; it is
/// linted with ``configuration`` (plus ``schema``, when there is one). In ``failingExample``
/// the character `↓` marks the exact position where the rule's finding must point;
/// it is not part of the file. ``passingExample`` must give no finding at all.
///
/// To add a rule: add its ``RuleID`` case, write `Rules/<Name>Rule.swift` conforming to this
/// protocol, and list it in ``RuleCatalog``.
protocol LintRule: Sendable {
  /// The rule's stable id.
  var id: RuleID { get }
  /// The severity when no configuration overrides it.
  var defaultSeverity: Severity { get }
  /// When the rule fires, in one line.
  var summary: String { get }
  /// Why the rule matters and how to fix what it finds: a short paragraph.
  var rationale: String { get }
  /// A nib that triggers the rule; `↓` marks where the finding points.
  var failingExample: String { get }
  /// A nib like the failing one that lints clean.
  var passingExample: String { get }
  /// Other nibs in the example's folder, by nib name (without `.nib`): what includes and stubs
  /// of both examples name.
  var extraFiles: [String: String] { get }
  /// A schema document for the examples, when they need app types or an owner.
  var schema: String? { get }
  /// The configuration the examples are linted with (smaller thresholds keep them short).
  var configuration: LintConfiguration { get }
  /// What the failing example's file is; the passing example is always a regular file.
  var failingExampleKind: ExampleFileKind { get }
  /// The examples' file extension: `nib`, or `xib` for a rule of Interface Builder documents.
  var fileExtension: String { get }
}

/// What kind of file an example is written as.
enum ExampleFileKind: Sendable {
  /// A regular file holding the example's text (UTF-8).
  case text
  /// A FIFO (`mkfifo`): the example's text only describes it, nothing is written into it.
  case fifo
}

extension LintRule {
  var extraFiles: [String: String] { [:] }
  var schema: String? { nil }
  var configuration: LintConfiguration { LintConfiguration() }
  var failingExampleKind: ExampleFileKind { .text }
  var fileExtension: String { "nib" }
}

/// The `↓` marker of failing examples.
enum ExampleMarker {
  /// The marker character.
  static let character: Character = "↓"

  /// The example without its marker, and the 1-based line and column (in Unicode scalars,
  /// where the marker stood; `nil` when the text has no marker.
  static func strip(_ example: String) -> (text: String, line: Int, column: Int)? {
    guard let index = example.firstIndex(of: character) else { return nil }
    let before = example[..<index]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    let column = before[lineStart...].unicodeScalars.count + 1
    var text = example
    text.remove(at: index)
    return (text, line, column)
  }
}

/// Schemas the examples share.
enum ExampleSchema {
  /// `LoginController`: a required `view` outlet, `titleLabel: Label`, `okButton: Button`, and
  /// handlers `okPressed(_: Button)` and `rememberChanged(_: Switch)`.
  static let loginController = """
    {"version": 1, "types": [],
     "owners": [{"name": "LoginController",
                 "outlets": {"view": {"type": "View", "required": true},
                             "titleLabel": {"type": "Label"},
                             "okButton": {"type": "Button"}},
                 "actions": {"okPressed": {"sender": "Button"},
                             "rememberChanged": {"sender": "Switch"}}}]}
    """

  /// `Badge`, a view whose `anchor` property references a `Label`.
  static let badge = """
    {"version": 1,
     "types": [{"name": "Badge", "parent": "View", "children": false,
                "properties": {"anchor": {"ref": "Label"}}, "events": []}],
     "owners": []}
    """
}
