/// `xml-dtd` (error): a DOCTYPE or entity declaration is present (never expanded, never fetched).
struct XMLDTDRule: LintRule {
  let id = RuleID.xmlDTD
  let defaultSeverity = Severity.error
  let summary = "a DOCTYPE or entity declaration is present (never expanded, never fetched)"
  let rationale = """
    Document type declarations can define entities that expand to huge texts ("billion laughs")
    or point at other files and URLs. Nib files have no use for them, so a file with a DOCTYPE is
    rejected as a whole: nothing in it is expanded, fetched or checked further. Remove the
    DOCTYPE and write the text it stood for directly (character references such as `&#233;` still
    work).
    """
  let failingExample = """
    <?xml version="1.0" encoding="UTF-8"?>
    ↓<!DOCTYPE nib [<!ENTITY greeting "Hello">]>
    <nib version="1">
      <Label text="&greeting;"/>
    </nib>
    """
  let passingExample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <nib version="1">
      <Label text="Hello"/>
    </nib>
    """
}
