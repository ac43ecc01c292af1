/// `unknown-property` (error): attribute is not a property of the type.
struct UnknownPropertyRule: LintRule {
  let id = RuleID.unknownProperty
  let defaultSeverity = Severity.error
  let summary = "attribute is not a property of the type"
  let rationale = """
    Every attribute of an object element (other than `id` and `outlet`) sets a property that is
    registered for the element's type or one of its ancestors. An attribute that names no property
    would be silently ignored, hiding a typo or a property set on the wrong type. Fix the name (the
    message suggests a close one) or register the property.
    """
  let failingExample = """
    <nib version="1">
      <Label ↓txt="Hello"/>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <Label text="Hello"/>
    </nib>
    """
}
