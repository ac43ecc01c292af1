/// `unresolved-reference` (error): $x names no object or external.
struct UnresolvedReferenceRule: LintRule {
  let id = RuleID.unresolvedReference
  let defaultSeverity = Severity.error
  let summary = "$x names no object or external"
  let rationale = """
    A reference property (`dataSource="$owner"`, `delegate="$list"`) names the owner, an object's
    id or an external declared with `<external>`. A name that is none of these cannot be
    resolved at instantiation. Fix the name (the message suggests a close one), give the object
    that id, or declare the external.
    """
  let failingExample = """
    <nib version="1">
      <TableView ↓dataSource="$ownr" frame="0 0 320 480"/>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <TableView dataSource="$owner" frame="0 0 320 480"/>
    </nib>
    """
}
