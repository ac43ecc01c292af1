/// `unused-suppression` (warning): a suppression comment suppressed nothing.
struct UnusedSuppressionRule: LintRule {
  let id = RuleID.unusedSuppression
  let defaultSeverity = Severity.warning
  let summary = "a suppression comment suppressed nothing"
  let rationale = """
    Suppression comments (`<!-- viewcheck:disable rule -->` before the root element for the
    file, `<!-- viewcheck:disable-next rule -->` for the next element and its subtree) are
    exceptions; one that suppresses nothing (the problem was fixed, or the rule id is misspelt)
    hides nothing today but would hide a new problem tomorrow. The finding is at the comment's
    `<!--`. Remove the comment.
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        ↓<!-- viewcheck:disable-next unused-id -->
        <Label text="Hello"/>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <!-- viewcheck:disable-next unused-id -->
        <Label id="title" text="Hello"/>
      </View>
    </nib>
    """
}
