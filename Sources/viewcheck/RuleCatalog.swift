import ViewLoader

/// What `viewcheck rules`, `explain` and the SARIF report say about one rule.
///
/// For now the CLI keeps this table itself (SPEC §7.4). When the library publishes its rule
/// descriptions, ``RuleCatalog/all`` reads them instead and fills ``rationale`` and the
/// examples; nothing else changes.
struct RuleDescription: Sendable {
  /// The rule.
  var id: RuleID
  /// The severity when no configuration overrides it.
  var defaultSeverity: Severity
  /// When the rule fires, in one line.
  var summary: String
  /// Why the rule exists, when known.
  var rationale: String?
  /// A nib that triggers the rule, when known.
  var failingExample: String?
  /// A nib that does not, when known.
  var passingExample: String?
}

/// Every rule's description, in the order of ``RuleID/allCases``.
enum RuleCatalog {
  /// All rules, in ``RuleID`` order.
  static let all: [RuleDescription] = RuleID.allCases.map(describe)

  /// The description of the rule with this id, if there is one.
  /// - Parameter id: A rule id such as `duplicate-id`.
  static func description(of id: String) -> RuleDescription? {
    index(of: id).map { all[$0] }
  }

  /// The position of a rule in ``all`` (SARIF's `ruleIndex`), if the id names a rule.
  /// - Parameter id: A rule id such as `duplicate-id`.
  static func index(of id: String) -> Int? {
    indexByID[id]
  }

  private static let indexByID: [String: Int] = Dictionary(
    uniqueKeysWithValues: all.enumerated().map { ($0.element.id.rawValue, $0.offset) })

  // TODO: read the library's rule descriptions (rationale, failing and passing examples) once
  // ViewLoader publishes them; this table is SPEC §7.4's "sev" and "fires when" columns.
  private static func describe(_ rule: RuleID) -> RuleDescription {
    let (severity, summary): (Severity, String) =
      switch rule {
      case .xmlSyntax: (.error, "not well-formed XML")
      case .xmlEncoding: (.error, "not valid UTF-8 / unsupported encoding")
      case .xmlDTD:
        (.error, "a DOCTYPE or entity declaration is present (never expanded, never fetched)")
      case .rootElement: (.error, "root is not <nib>")
      case .unsupportedVersion: (.error, "version missing or not 1")
      case .unknownElement: (.error, "element is neither a registered type nor reserved")
      case .missingAttribute: (.error, "a reserved element lacks a required attribute")
      case .unexpectedText: (.error, "non-whitespace text inside an element")
      case .unknownProperty: (.error, "attribute is not a property of the type")
      case .invalidValue: (.error, "value does not parse for the property's kind")
      case .invalidID: (.error, "id syntax, or a reserved name")
      case .duplicateID: (.error, "id used twice (also across includes)")
      case .unresolvedReference: (.error, "$x names no object or external")
      case .referenceType: (.error, "referenced object is not of the property's type")
      case .childrenNotAllowed: (.error, "children under a leaf type")
      case .unknownEvent: (.error, "event not supported by the control type")
      case .unknownOutlet: (.error, "owner (from schema) has no such outlet")
      case .outletType: (.error, "object's type not assignable to the outlet's type")
      case .duplicateOutlet: (.error, "single outlet bound by two elements")
      case .missingOutlet: (.error, "a required outlet is never bound")
      case .unknownAction: (.error, "target has no such handler")
      case .actionSender: (.error, "handler's sender type does not accept the control")
      case .missingNib: (.error, "include/stub names a nib that does not exist")
      case .invalidNibName: (.error, "nib name is not a plain name")
      case .includeCycle: (.error, "includes form a cycle")
      case .stubRoot: (.error, "a stub's nib does not have exactly one top-level view")
      case .limitExceeded:
        (
          .error,
          "a hard limit is passed (file size, depth, object count across includes, "
            + "include depth, attributes per element)"
        )
      case .unreadableFile:
        (
          .error,
          "a path found in a folder is not a readable regular file (FIFO, device, "
            + "permission)"
        )
      case .tooDeep: (.warning, "an object deeper than maxDepth (default 12)")
      case .tooManyViews: (.warning, "more than maxViews (default 500) objects in one file")
      case .frameOutsideParent:
        (.warning, "a child's frame lies partly outside its parent's bounds")
      case .uselessContainer:
        (.warning, "a plain View with one child and no id, outlet or property")
      case .unusedID: (.note, "an id that nothing references and that has no outlet")
      case .ambiguousTypeLookup: (.note, "two top-level objects of the same type")
      case .unusedSuppression: (.warning, "a suppression comment suppressed nothing")
      }
    return RuleDescription(id: rule, defaultSeverity: severity, summary: summary)
  }
}
