/// `invalid-nib-name` (error): nib name is not a plain name.
struct InvalidNibNameRule: LintRule {
  let id = RuleID.invalidNibName
  let defaultSeverity = Severity.error
  let summary = "nib name is not a plain name"
  let rationale = """
    Nib names are plain names (`[A-Za-z0-9_.-]+`, no `/`, no `..`) resolved inside one folder, so
    that no file can make the loader read outside its library. Move the nib into the folder and
    name it by its plain name (without `.nib`).
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <include ↓nib="../Shared/Footer"/>
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
