/// `limit-exceeded` (error): a hard limit is passed (file size, depth, object count across
/// includes, include depth, attributes per element, findings, layout work).
struct LimitExceededRule: LintRule {
  let id = RuleID.limitExceeded
  let defaultSeverity = Severity.error
  let summary =
    "a hard limit is passed (file size, depth, object count across "
    + "includes, include depth, attributes per element, findings, layout work)"
  let rationale = """
    Hard limits protect the loader and `viewcheck` from hostile or runaway input: file size
    (64 MiB), element depth (256), objects per file counted across includes (1,000,000), include
    depth (32), attributes per element (1,000) and findings per file (1,000); and, for the
    layout rules, the constraint solver's work on one file's views (30,000,000 steps; a
    screen of 400 views takes 27,000,000): past it, the view's constraints are not checked.
    Passing one is found without reading or building more than the limit allows. Split the
    file, or flatten what nests too deep. The examples lower the attributes-per-element limit
    to 4.
    """
  let failingExample = """
    <nib version="1">
      ↓<Label text="Hello" textColor="#333333" font="system 17" numberOfLines="2" tag="1"/>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <Label text="Hello" textColor="#333333" font="system 17" numberOfLines="2"/>
    </nib>
    """

  var configuration: LintConfiguration {
    var configuration = LintConfiguration()
    configuration.limits.attributesPerElement = 4
    return configuration
  }
}
