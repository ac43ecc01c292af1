/// `missing-attribute` (error): a reserved element lacks a required attribute.
struct MissingAttributeRule: LintRule {
  let id = RuleID.missingAttribute
  let defaultSeverity = Severity.error
  let summary = "a reserved element lacks a required attribute"
  let rationale = """
    The reserved elements need their attributes to mean anything: `<external>` needs `name` and
    `type`, `<action>` needs `event` and `handler`, `<include>` and `<stub>` need `nib`. Add the
    missing attribute; the message names it.
    """
  let failingExample = """
    <nib version="1">
      <Button title="OK">
        ↓<action event="touchUpInside"/>
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
