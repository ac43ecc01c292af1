/// What `viewcheck rules`, `viewcheck explain` and SARIF reports say about one rule: its id,
/// default severity, summary, rationale and examples.
public struct RuleDescription: Sendable {
  /// The stable rule id, for example `duplicate-id`.
  public let id: String
  /// The severity when no configuration overrides it.
  public let severity: Severity
  /// When the rule fires, in one line.
  public let summary: String
  /// Why the rule matters and how to fix what it finds.
  public let rationale: String
  /// A file (`Example.nib`, or `Example.xib`: ``fileExtension``) that triggers the rule; `↓` marks where the finding points and is
  /// not part of the file.
  public let failingExample: String
  /// A nib that lints clean.
  public let passingExample: String
  /// Other nibs in the examples' folder (what their includes and stubs name), by nib name.
  public let extraFiles: [String: String]
  /// The schema document the examples are checked with, if they need one.
  public let schema: String?
  /// The extension of the examples' file name: `nib`, or `xib` for the rules of Interface
  /// Builder documents (the root element decides what a file is; the name says it to readers).
  public let fileExtension: String

  init(_ rule: any LintRule) {
    id = rule.id.rawValue
    severity = rule.defaultSeverity
    summary = rule.summary
    rationale = rule.rationale
    failingExample = rule.failingExample
    passingExample = rule.passingExample
    extraFiles = rule.extraFiles
    schema = rule.schema
    fileExtension = rule.fileExtension
  }
}

/// Every rule of the loader and `viewcheck`, described: one entry per ``RuleID``, in that
/// order.
///
/// ```swift
/// for rule in RuleCatalog.all { print(rule.id, rule.severity, rule.summary) }
/// let rule = RuleCatalog.description(of: "duplicate-id")
/// ```
public enum RuleCatalog {
  /// Every rule, in ``RuleID`` order.
  public static let all: [RuleDescription] = rules.map(RuleDescription.init)

  /// The description of the rule with this id, if there is one.
  /// - Parameter id: A rule id such as `duplicate-id`.
  /// - Returns: The description, or `nil` for an unknown id.
  public static func description(of id: String) -> RuleDescription? {
    index(of: id).map { all[$0] }
  }

  /// The position of a rule in ``all`` (SARIF's `ruleIndex`), if the id names a rule.
  /// - Parameter id: A rule id such as `duplicate-id`.
  /// - Returns: The index, or `nil` for an unknown id.
  public static func index(of id: String) -> Int? {
    indexByID[id]
  }

  /// Rule ids close to `id`, best first: a likely typo (a small edit distance), then ids that
  /// share words with it (`dupe-id` finds `duplicate-id`).
  /// - Parameter id: A string that is not a rule id.
  /// - Returns: Up to three rule ids.
  public static func closeMatches(to id: String) -> [String] {
    let names = all.map(\.id)
    var matches: [String] = []
    if let closest = closestMatch(to: id, in: names) { matches.append(closest) }
    let words = id.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
    func sharesWord(_ word: Substring, _ other: Substring) -> Bool {
      word == other || (word.count >= 3 && other.count >= 3 && word.prefix(3) == other.prefix(3))
    }
    let scored = names.map { name -> (String, Int) in
      let nameWords = name.split(separator: "-")
      return (name, words.filter { word in nameWords.contains { sharesWord(word, $0) } }.count)
    }
    for (name, _) in scored.filter({ $0.1 > 0 }).sorted(by: { $0.1 > $1.1 })
    where !matches.contains(name) {
      matches.append(name)
    }
    return Array(matches.prefix(3))
  }

  private static let indexByID: [String: Int] = Dictionary(
    uniqueKeysWithValues: all.enumerated().map { ($0.element.id, $0.offset) })

  /// The rules themselves, in ``RuleID`` order.
  static let rules: [any LintRule] = [
    XMLSyntaxRule(),
    XMLEncodingRule(),
    XMLDTDRule(),
    RootElementRule(),
    UnsupportedVersionRule(),
    UnknownElementRule(),
    MissingAttributeRule(),
    UnexpectedTextRule(),
    UnknownPropertyRule(),
    InvalidValueRule(),
    InvalidIDRule(),
    DuplicateIDRule(),
    UnresolvedReferenceRule(),
    ReferenceTypeRule(),
    ChildrenNotAllowedRule(),
    UnknownEventRule(),
    UnknownOutletRule(),
    OutletTypeRule(),
    DuplicateOutletRule(),
    MissingOutletRule(),
    UnknownActionRule(),
    ActionSenderRule(),
    MissingNibRule(),
    InvalidNibNameRule(),
    IncludeCycleRule(),
    StubRootRule(),
    LimitExceededRule(),
    UnreadableFileRule(),
    TooDeepRule(),
    TooManyViewsRule(),
    FrameOutsideParentRule(),
    UselessContainerRule(),
    UnusedIDRule(),
    AmbiguousTypeLookupRule(),
    UnusedSuppressionRule(),
    XIBArchiveRule(),
    UnknownCustomClassRule(),
    CustomClassTypeRule(),
    DanglingConnectionRule(),
    XIBUnmappedElementRule(),
    XIBUnresolvedNameRule(),
    UnsatisfiableConstraintsRule(),
    AmbiguousLayoutRule(),
  ]
}
