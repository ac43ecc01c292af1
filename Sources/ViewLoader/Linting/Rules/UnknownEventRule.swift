/// `unknown-event` (error): event not supported by the control type.
struct UnknownEventRule: LintRule {
  let id = RuleID.unknownEvent
  let defaultSeverity = Severity.error
  let summary = "event not supported by the control type"
  let rationale = """
    An `<action>` connects one of its control's events to a handler. An event the control type
    never sends (or an action under a type that is not a control, such as a `Label`) would never
    fire. Use one of the events the message lists: `primaryActionTriggered`, `touchUpInside`,
    `valueChanged`, `editingChanged` or `editingDidEnd` for the kit's controls.
    """
  let failingExample = """
    <nib version="1">
      <Button title="OK">
        <action ↓event="tapped" handler="okPressed"/>
      </Button>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <Button title="OK">
        <action event="touchUpInside" handler="okPressed"/>
      </Button>
    </nib>
    """
}
