/// `children-not-allowed` (error): children under a leaf type.
struct ChildrenNotAllowedRule: LintRule {
  let id = RuleID.childrenNotAllowed
  let defaultSeverity = Severity.error
  let summary = "children under a leaf type"
  let rationale = """
    Only container types take child objects: `Label`, `ImageView`, `Switch`, `TextField` and
    `ActivityIndicator` are leaves, and plain (non-view) objects cannot be placed inside views.
    A child there would have nowhere to go. Make the child a sibling, or wrap both in a `View`.
    The finding is at the first misplaced child.
    """
  let failingExample = """
    <nib version="1">
      <Label text="Hello">
        ↓<ImageView image="star"/>
      </Label>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <View frame="0 0 320 44">
        <Label text="Hello"/>
        <ImageView image="star"/>
      </View>
    </nib>
    """
}
