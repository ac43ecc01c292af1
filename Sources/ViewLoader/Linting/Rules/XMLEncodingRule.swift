/// `xml-encoding` (error): not valid UTF-8 / unsupported encoding.
struct XMLEncodingRule: LintRule {
  let id = RuleID.xmlEncoding
  let defaultSeverity = Severity.error
  let summary = "not valid UTF-8 / unsupported encoding"
  let rationale = """
    Nib files are UTF-8, always: positions count Unicode scalars, and every tool that reads the
    file must agree on its characters. A file whose XML declaration names another encoding, or
    whose bytes are not valid UTF-8 (text saved as Latin-1, say), is rejected before it is parsed.
    Convert the file to UTF-8 (for example with `iconv -f ISO-8859-1 -t UTF-8`) and declare
    `encoding="UTF-8"` or no encoding at all.
    """
  let failingExample = """
    <?xml version="1.0" ↓encoding="ISO-8859-1"?>
    <nib version="1">
      <Label text="Café"/>
    </nib>
    """
  let passingExample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <nib version="1">
      <Label text="Café"/>
    </nib>
    """
}
