/// `missing-nib` (error): include/stub names a nib that does not exist.
struct MissingNibRule: LintRule {
  let id = RuleID.missingNib
  let defaultSeverity = Severity.error
  let summary = "include/stub names a nib that does not exist"
  let rationale = """
    `<include nib="Name"/>` and `<stub nib="Name"/>` name another nib of the same folder (or
    library). A name with no file fails: an include when the file loads, a stub when it is
    inflated, which may be long after, in front of a user. `viewcheck` checks both. Fix the name
    or add the file.
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <include ↓nib="Fotter"/>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <include nib="Footer"/>
      </View>
    </nib>
    """
  let extraFiles = [
    "Footer": """
    <nib version="1">
      <Label text="Footer"/>
    </nib>
    """
  ]
}
