/// `missing-outlet` (error): a required outlet is never bound.
struct MissingOutletRule: LintRule {
  let id = RuleID.missingOutlet
  let defaultSeverity = Severity.error
  let summary = "a required outlet is never bound"
  let rationale = """
    An owner can declare outlets `required: true`: code that uses them expects them set after
    loading. A file that never binds one fails to instantiate for that owner. The finding is at
    the root `<nib`, since no element is at fault. Bind the outlet (includes count). Runs when a
    schema describes the file's `owner` type.
    The examples use a schema that describes `LoginController` (a required `view`
    outlet, `titleLabel: Label`, `okButton: Button`, and handlers `okPressed(_: Button)` and
    `rememberChanged(_: Switch)`).
    """
  let failingExample = """
    ↓<nib version="1" owner="LoginController">
      <View frame="0 0 320 480">
        <Label outlet="titleLabel" text="Hello"/>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1" owner="LoginController">
      <View outlet="view" frame="0 0 320 480">
        <Label outlet="titleLabel" text="Hello"/>
      </View>
    </nib>
    """
  let schema: String? = ExampleSchema.loginController
}
