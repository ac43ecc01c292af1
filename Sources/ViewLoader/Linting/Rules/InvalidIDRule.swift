/// `invalid-id` (error): id syntax, or a reserved name.
struct InvalidIDRule: LintRule {
  let id = RuleID.invalidID
  let defaultSeverity = Severity.error
  let summary = "id syntax, or a reserved name"
  let rationale = """
    Ids are names that references use (`$title`), so they follow `[A-Za-z_][A-Za-z0-9_.-]*`; and
    `owner` and the names of externals are reserved, since `$owner` and `$name` already mean them.
    Rename the id.
    """
  let failingExample = """
    <nib version="1">
      <Label ↓id="2nd-title" outlet="titleLabel" text="Hello"/>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <Label id="secondTitle" outlet="titleLabel" text="Hello"/>
    </nib>
    """
}
