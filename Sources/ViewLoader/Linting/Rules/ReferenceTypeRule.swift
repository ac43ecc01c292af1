/// `reference-type` (error): referenced object is not of the property's type.
struct ReferenceTypeRule: LintRule {
  let id = RuleID.referenceType
  let defaultSeverity = Severity.error
  let summary = "referenced object is not of the property's type"
  let rationale = """
    A reference property says what type of object it needs; pointing it at an object of another
    type would fail when the nib is instantiated. The examples use a `Badge` type from a schema
    whose `anchor` property needs a `Label`. Point the reference at an object of the right type,
    or change the object's type.
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <ImageView id="icon" image="star"/>
        <Badge ↓anchor="$icon"/>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <Label id="title" text="Hello"/>
        <Badge anchor="$title"/>
      </View>
    </nib>
    """
  let schema: String? = ExampleSchema.badge
}
