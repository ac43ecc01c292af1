/// `unknown-outlet` (error): owner (from schema) has no such outlet.
struct UnknownOutletRule: LintRule {
  let id = RuleID.unknownOutlet
  let defaultSeverity = Severity.error
  let summary = "owner (from schema) has no such outlet"
  let rationale = """
    An `outlet` binds an object to a property of the owner by name, through the owner's
    registration table. A name the owner does not declare cannot be bound: instantiation fails.
    Fix the name (the message suggests a close one) or declare the outlet in the owner's
    `Connections`. Runs when a schema describes the file's `owner` type.
    The examples use a schema that describes `LoginController` (a required `view`
    outlet, `titleLabel: Label`, `okButton: Button`, and handlers `okPressed(_: Button)` and
    `rememberChanged(_: Switch)`).
    """
  let failingExample = """
    <nib version="1" owner="LoginController">
      <View outlet="view" frame="0 0 320 480">
        <Label ↓outlet="title" text="Hello"/>
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
