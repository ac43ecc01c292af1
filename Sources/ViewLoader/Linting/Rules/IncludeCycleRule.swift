/// `include-cycle` (error): includes form a cycle.
struct IncludeCycleRule: LintRule {
  let id = RuleID.includeCycle
  let defaultSeverity = Severity.error
  let summary = "includes form a cycle"
  let rationale = """
    Includes are expanded eagerly, so a file that includes itself, directly or through other
    files, would expand forever. Every file in the cycle reports it, at its own `<include>` that
    leads into the cycle. Break the cycle: move the shared part into a file that includes neither.
    In the examples the file is `Example.nib`; `Header.nib` includes it back.
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <include ↓nib="Header"/>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <include nib="Footer"/>
      </View>
    </nib>
    """
  let extraFiles = [
    "Header": """
    <nib version="1">
      <View frame="0 0 320 44">
        <include nib="Example"/>
      </View>
    </nib>
    """,
    "Footer": """
    <nib version="1">
      <Label text="Footer"/>
    </nib>
    """,
  ]
}
