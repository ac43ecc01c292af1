/// `duplicate-id` (error): id used twice (also across includes).
struct DuplicateIDRule: LintRule {
  let id = RuleID.duplicateID
  let defaultSeverity = Severity.error
  let summary = "id used twice (also across includes)"
  let rationale = """
    An id names one object of the whole document, included files counted: a reference `$id` or
    a lookup `object(withID:)` must not depend on which of two objects wins. The finding is at the
    later id, with a note at the first. Rename one of them.
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <Label id="title" outlet="titleLabel" text="Hello"/>
        <Label ↓id="title" outlet="subtitleLabel" text="World"/>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <Label id="title" outlet="titleLabel" text="Hello"/>
        <Label id="subtitle" outlet="subtitleLabel" text="World"/>
      </View>
    </nib>
    """
}
