/// `too-many-views` (warning): more than maxViews (default 500) objects in one file.
struct TooManyViewsRule: LintRule {
  let id = RuleID.tooManyViews
  let defaultSeverity = Severity.warning
  let summary = "more than maxViews (default 500) objects in one file"
  let rationale = """
    A file with very many objects is slow to load and hard to review; it usually holds several
    screens or repeated content that a table view or an include would express better. The finding
    is at the root `<nib`. Split the file. The examples set `maxViews` to 3.
    """
  let failingExample = """
    ↓<nib version="1">
      <StackView axis="vertical">
        <Label text="One"/>
        <Label text="Two"/>
        <Label text="Three"/>
      </StackView>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <StackView axis="vertical">
        <Label text="One"/>
        <Label text="Two"/>
      </StackView>
    </nib>
    """

  var configuration: LintConfiguration {
    var configuration = LintConfiguration()
    configuration.maxViews = 3
    return configuration
  }
}
