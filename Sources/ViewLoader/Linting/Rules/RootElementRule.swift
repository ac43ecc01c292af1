/// `root-element` (error): root is not <nib>.
struct RootElementRule: LintRule {
  let id = RuleID.rootElement
  let defaultSeverity = Severity.error
  let summary = "root is not <nib>"
  let rationale = """
    Every nib file has one root element, `<nib version="1">`, whose children are the file's
    top-level objects. A file whose root is an object element (or anything else) is not a nib:
    wrap its content in `<nib version="1">`.
    """
  let failingExample = """
    ↓<View frame="0 0 320 480">
      <Label text="Hello"/>
    </View>
    """
  let passingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <Label text="Hello"/>
      </View>
    </nib>
    """
}
