/// `xml-syntax` (error): not well-formed XML.
struct XMLSyntaxRule: LintRule {
  let id = RuleID.xmlSyntax
  let defaultSeverity = Severity.error
  let summary = "not well-formed XML"
  let rationale = """
    A nib must be well-formed XML before anything else can be checked: libxml2 stops at the first
    syntax error, so the file is rejected and no other rule runs on it. The finding points where
    libxml2 noticed the problem, which may be a little after the mistake itself. Quote every
    attribute value, close every element, and escape `<` and `&` in values as `&lt;` and `&amp;`.
    A file committed in the middle of a merge is reported at its first conflict marker
    (`<<<<<<<` at the start of a line), by name.
    """
  let failingExample = """
    <nib version="1">
      <Label text=↓Hello/>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <Label text="Hello"/>
    </nib>
    """
}
