/// `unsupported-version` (error): version missing or not 1.
struct UnsupportedVersionRule: LintRule {
  let id = RuleID.unsupportedVersion
  let defaultSeverity = Severity.error
  let summary = "version missing or not 1"
  let rationale = """
    The `version` attribute of `<nib>` says which edition of the format the file is written in,
    so that a later format can change meanings without being misread. This loader reads version 1
    only; a file without a version is rejected too (at `<nib`), since its meaning is unknown.
    Write `version="1"`.
    """
  let failingExample = """
    <nib ↓version="2">
      <Label text="Hello"/>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <Label text="Hello"/>
    </nib>
    """
}
