/// `unknown-action` (error): target has no such handler.
struct UnknownActionRule: LintRule {
  let id = RuleID.unknownAction
  let defaultSeverity = Severity.error
  let summary = "target has no such handler"
  let rationale = """
    An `<action>` calls a handler by name on its target (the owner unless `target` names
    another object). A handler the target does not declare cannot be connected. Fix the name
    (the message suggests a close one) or declare the handler with `.action` in the target's
    `Connections`. Runs when a schema describes the target's type.
    The examples use a schema that describes `LoginController` (a required `view`
    outlet, `titleLabel: Label`, `okButton: Button`, and handlers `okPressed(_: Button)` and
    `rememberChanged(_: Switch)`).
    """
  let failingExample = """
    <nib version="1" owner="LoginController">
      <View outlet="view" frame="0 0 320 480">
        <Button title="OK">
          <action event="touchUpInside" ↓handler="okPresed"/>
        </Button>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1" owner="LoginController">
      <View outlet="view" frame="0 0 320 480">
        <Button title="OK">
          <action event="touchUpInside" handler="okPressed"/>
        </Button>
      </View>
    </nib>
    """
  let schema: String? = ExampleSchema.loginController
}
