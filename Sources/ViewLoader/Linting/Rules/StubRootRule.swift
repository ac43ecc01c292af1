/// `stub-root` (error): a stub's nib does not have exactly one top-level view.
struct StubRootRule: LintRule {
  let id = RuleID.stubRoot
  let defaultSeverity = Severity.error
  let summary = "a stub's nib does not have exactly one top-level view"
  let rationale = """
    When a stub is inflated it is replaced, at its place in its parent, by its nib's one
    top-level view. A nib with no top-level view, several, or a plain object on top cannot take
    that place, and the error would only show when the stub is inflated. Wrap the nib's content
    in one `View`. In the examples `Banner.nib` has two top-level views, `Card.nib` one.
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <stub ↓nib="Banner"/>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <stub nib="Card"/>
      </View>
    </nib>
    """
  let extraFiles = [
    "Banner": """
    <nib version="1">
      <ImageView image="star"/>
      <Label text="New"/>
    </nib>
    """,
    "Card": """
    <nib version="1">
      <View frame="0 0 320 120">
        <ImageView image="star"/>
        <Label text="New"/>
      </View>
    </nib>
    """,
  ]
}
