/// `outlet-type` (error): object's type not assignable to the outlet's type.
struct OutletTypeRule: LintRule {
  let id = RuleID.outletType
  let defaultSeverity = Severity.error
  let summary = "object's type not assignable to the outlet's type"
  let rationale = """
    An outlet has a type; the object bound to it must be of that type or a subclass, or the
    binding fails at instantiation. Bind the outlet to an object of the right type, or change the
    outlet's declared type. Runs when a schema describes the file's `owner` type.
    The examples use a schema that describes `LoginController` (a required `view`
    outlet, `titleLabel: Label`, `okButton: Button`, and handlers `okPressed(_: Button)` and
    `rememberChanged(_: Switch)`).
    """
  let failingExample = """
    <nib version="1" owner="LoginController">
      <View outlet="view" frame="0 0 320 480">
        <Button ↓outlet="titleLabel" title="Hello"/>
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
