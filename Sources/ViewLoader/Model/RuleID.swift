/// The stable ids of every rule that the loader and `viewcheck` report.
///
/// ``Diagnostic/rule`` holds the raw value. The ids are part of the public contract: scripts,
/// configuration files, suppression comments and baselines name them.
public enum RuleID: String, Sendable, CaseIterable {
  case xmlSyntax = "xml-syntax"
  case xmlEncoding = "xml-encoding"
  case xmlDTD = "xml-dtd"
  case rootElement = "root-element"
  case unsupportedVersion = "unsupported-version"
  case unknownElement = "unknown-element"
  case missingAttribute = "missing-attribute"
  case unexpectedText = "unexpected-text"
  case unknownProperty = "unknown-property"
  case invalidValue = "invalid-value"
  case invalidID = "invalid-id"
  case duplicateID = "duplicate-id"
  case unresolvedReference = "unresolved-reference"
  case referenceType = "reference-type"
  case childrenNotAllowed = "children-not-allowed"
  case unknownEvent = "unknown-event"
  case unknownOutlet = "unknown-outlet"
  case outletType = "outlet-type"
  case duplicateOutlet = "duplicate-outlet"
  case missingOutlet = "missing-outlet"
  case unknownAction = "unknown-action"
  case actionSender = "action-sender"
  case missingNib = "missing-nib"
  case invalidNibName = "invalid-nib-name"
  case includeCycle = "include-cycle"
  case stubRoot = "stub-root"
  case limitExceeded = "limit-exceeded"
  case unreadableFile = "unreadable-file"
  case tooDeep = "too-deep"
  case tooManyViews = "too-many-views"
  case frameOutsideParent = "frame-outside-parent"
  case uselessContainer = "useless-container"
  case unusedID = "unused-id"
  case ambiguousTypeLookup = "ambiguous-type-lookup"
  case unusedSuppression = "unused-suppression"
  case xibArchive = "xib-archive"
  case unknownCustomClass = "unknown-custom-class"
  case customClassType = "custom-class-type"
  case danglingConnection = "dangling-connection"
  case xibUnmappedElement = "xib-unmapped-element"
  case xibUnresolvedName = "xib-unresolved-name"
  case unsatisfiableConstraints = "unsatisfiable-constraints"
  case ambiguousLayout = "ambiguous-layout"
}

extension Diagnostic {
  /// Creates an error-severity diagnostic for one of the loader's rules.
  static func error(
    _ rule: RuleID, _ message: String, at location: SourceLocation,
    notes: [Diagnostic] = []
  ) -> Diagnostic {
    Diagnostic(
      severity: .error, rule: rule.rawValue, message: message, location: location,
      notes: notes)
  }
}
