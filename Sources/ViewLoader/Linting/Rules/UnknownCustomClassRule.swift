/// `unknown-custom-class` (error): an Interface Builder custom class that is neither registered
/// nor described by a schema.
struct UnknownCustomClassRule: LintRule {
  let id = RuleID.unknownCustomClass
  let defaultSeverity = Severity.error
  let summary = "a xib's custom class is not registered (or described by a schema)"
  let rationale = """
    A `customClass` names the class Interface Builder's object becomes. The loader creates it
    through the registry, so it must be registered, as a subclass of its element's kit type
    (`Label` for a `<label>`). `viewcheck` makes this check only when a schema describes the
    app's types (`--schema`, or `schema` in `.viewcheck.json`): without one, a custom class is
    taken as an undescribed subclass of its kit type, so a project's xibs can be linted without
    its code. Register the class (or describe it in the schema), or fix its name.
    """
  let fileExtension = "xib"
  let failingExample = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
            <label text="Welcome" id="title" ↓customClass="FancyLable">
              <rect key="frame" x="20" y="20" width="280" height="44"/>
            </label>
          </subviews>
        </view>
      </objects>
    </document>
    """
  let passingExample = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
            <label text="Welcome" id="title" customClass="FancyLabel">
              <rect key="frame" x="20" y="20" width="280" height="44"/>
            </label>
          </subviews>
        </view>
      </objects>
    </document>
    """
  let schema: String? = """
    {"version": 1, "types": [{"name": "FancyLabel", "parent": "Label", "children": false,
                              "properties": {}, "events": []}], "owners": []}
    """
}
