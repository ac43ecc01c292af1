/// `useless-container` (warning): a plain View with one child and no id, outlet or property.
struct UselessContainerRule: LintRule {
  let id = RuleID.uselessContainer
  let defaultSeverity = Severity.warning
  let summary = "a plain View with one child and no id, outlet or property"
  let rationale = """
    A plain `View` that only wraps one child, and has no id, outlet, action or property, adds a
    level to the hierarchy and a view to every instantiation for nothing. Put the child in its
    place.
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        ↓<View>
          <Label text="Hello"/>
        </View>
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
