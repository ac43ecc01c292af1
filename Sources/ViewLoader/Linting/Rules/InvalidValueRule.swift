/// `invalid-value` (error): value does not parse for the property's kind.
struct InvalidValueRule: LintRule {
  let id = RuleID.invalidValue
  let defaultSeverity = Severity.error
  let summary = "value does not parse for the property's kind"
  let rationale = """
    Property values follow the grammar of their kind: `int` is `-?[0-9]+`, `bool` is `true` or
    `false`, a `rect` is four numbers `x y w h`, a color is `#RRGGBB` or a named color, an enum one
    of its case names. A value that does not parse cannot be set, and a guess would hide the
    mistake. The message shows the expected syntax (and for enums, the allowed cases). In an
    Interface Builder document, the names given to the app's code are values too: an outlet's
    property name, a runtime attribute's key path or an action's selector that no class could
    declare would stop the app when the view loads.
    """
  let failingExample = """
    <nib version="1">
      <Label text="Hello" ↓numberOfLines="two"/>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <Label text="Hello" numberOfLines="2"/>
    </nib>
    """
}
