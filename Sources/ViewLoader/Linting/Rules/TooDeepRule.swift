/// `too-deep` (warning): an object deeper than maxDepth (default 12).
struct TooDeepRule: LintRule {
  let id = RuleID.tooDeep
  let defaultSeverity = Severity.warning
  let summary = "an object deeper than maxDepth (default 12)"
  let rationale = """
    Deeply nested hierarchies are hard to read, slow to lay out and usually a sign of wrappers
    that do nothing. A top-level object has depth 1 and a child its parent's depth + 1; every
    object deeper than `maxDepth` is reported at its `<`. Flatten the hierarchy or move a part
    into its own nib. The examples set `maxDepth` to 2.
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <StackView axis="vertical">
          ↓<Label text="Hello"/>
        </StackView>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <StackView axis="vertical">
        <Label text="Hello"/>
      </StackView>
    </nib>
    """

  var configuration: LintConfiguration {
    var configuration = LintConfiguration()
    configuration.maxDepth = 2
    return configuration
  }
}
