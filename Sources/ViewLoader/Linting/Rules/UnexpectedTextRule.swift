/// `unexpected-text` (error): non-whitespace text inside an element.
struct UnexpectedTextRule: LintRule {
  let id = RuleID.unexpectedText
  let defaultSeverity = Severity.error
  let summary = "non-whitespace text inside an element"
  let rationale = """
    Nib elements carry their values in attributes; text between tags has no meaning and is
    usually a value written in the wrong place, or a fragment left over from an edit. It would be
    silently lost, so it is an error. Move the text into the attribute it belongs to (for a label,
    `text`).
    """
  let failingExample = """
    <nib version="1">
      <Label>↓Hello</Label>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <Label text="Hello"/>
    </nib>
    """
}
