/// `duplicate-outlet` (error): single outlet bound by two elements.
struct DuplicateOutletRule: LintRule {
  let id = RuleID.duplicateOutlet
  let defaultSeverity = Severity.error
  let summary = "single outlet bound by two elements"
  let rationale = """
    A single (non-collection) outlet holds one object; binding it from two elements would
    silently keep only one of them. The finding is at the second `outlet`, with a note at the
    first. Bind one of the objects to another outlet, or declare the outlet as a collection
    (`outletCollection`). Runs when a schema describes the file's `owner` type.
    The examples use a schema that describes `LoginController` (a required `view`
    outlet, `titleLabel: Label`, `okButton: Button`, and handlers `okPressed(_: Button)` and
    `rememberChanged(_: Switch)`).
    """
  let failingExample = """
    <nib version="1" owner="LoginController">
      <View outlet="view" frame="0 0 320 480">
        <Label outlet="titleLabel" text="Hello"/>
        <Label ↓outlet="titleLabel" text="World"/>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1" owner="LoginController">
      <View outlet="view" frame="0 0 320 480">
        <Label outlet="titleLabel" text="Hello"/>
        <Label text="World"/>
      </View>
    </nib>
    """
  let schema: String? = ExampleSchema.loginController
}
