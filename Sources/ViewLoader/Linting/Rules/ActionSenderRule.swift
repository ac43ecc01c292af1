/// `action-sender` (error): handler's sender type does not accept the control.
struct ActionSenderRule: LintRule {
  let id = RuleID.actionSender
  let defaultSeverity = Severity.error
  let summary = "handler's sender type does not accept the control"
  let rationale = """
    A handler takes its sender with a type (`func okPressed(_ sender: Button)`); a control of
    another type cannot be passed to it, so the connection fails at instantiation. Connect the
    control to a handler that takes its type (or a superclass such as `Control`). Runs when a
    schema describes the target's type.
    The examples use a schema that describes `LoginController` (a required `view`
    outlet, `titleLabel: Label`, `okButton: Button`, and handlers `okPressed(_: Button)` and
    `rememberChanged(_: Switch)`).
    """
  let failingExample = """
    <nib version="1" owner="LoginController">
      <View outlet="view" frame="0 0 320 480">
        <Button title="Remember me">
          <action event="valueChanged" ↓handler="rememberChanged"/>
        </Button>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1" owner="LoginController">
      <View outlet="view" frame="0 0 320 480">
        <Switch isOn="true">
          <action event="valueChanged" handler="rememberChanged"/>
        </Switch>
      </View>
    </nib>
    """
  let schema: String? = ExampleSchema.loginController
}
