/// `unused-id` (note): an id that nothing references and that has no outlet.
struct UnusedIDRule: LintRule {
  let id = RuleID.unusedID
  let defaultSeverity = Severity.note
  let summary = "an id that nothing references and that has no outlet"
  let rationale = """
    An id that no `$reference` uses and that has no outlet is only reachable through
    `object(withID:)`; often it is left over from a removed reference. It is a note, not a
    warning: code may look the object up by id. Remove the id if nothing uses it, or switch the
    rule off in `.viewcheck.json` when the code looks objects up by id.
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <Label ↓id="title" text="Hello"/>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <Label text="Hello"/>
      </View>
    </nib>
    """
}
