/// `unknown-element` (error): element is neither a registered type nor reserved.
struct UnknownElementRule: LintRule {
  let id = RuleID.unknownElement
  let defaultSeverity = Severity.error
  let summary = "element is neither a registered type nor reserved"
  let rationale = """
    An element is either a registered type (`View`, `Label`, or an app type from a schema) or one
    of the reserved elements `external`, `action`, `include` and `stub`. The loader never falls
    back to a base class, so a misspelt or unregistered type name cannot load. Fix the spelling,
    register the type (`registry.register`), or describe it in a schema for `viewcheck`.
    """
  let failingExample = """
    <nib version="1">
      ↓<Lable text="Hello"/>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <Label text="Hello"/>
    </nib>
    """
}
