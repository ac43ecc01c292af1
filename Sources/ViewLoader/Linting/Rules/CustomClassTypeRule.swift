/// `custom-class-type` (error): an Interface Builder custom class that does not descend from its
/// element's kit type.
struct CustomClassTypeRule: LintRule {
  let id = RuleID.customClassType
  let defaultSeverity = Severity.error
  let summary = "a xib's custom class does not descend from its element's kit type"
  let rationale = """
    An element decides what an object is: a `<button>` is a `Button`, whatever class it names.
    Its `customClass` must be a subclass of that kit type, or the object could not be what the
    element's values and connections expect (a button's title, its `touchUpInside` actions).
    Like `unknown-custom-class`, `viewcheck` makes this check only with a schema. Fix the custom
    class, or the element (change the object's type in Interface Builder).
    """
  let fileExtension = "xib"
  let failingExample = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
            <button id="ok" ↓customClass="FancyLabel">
              <rect key="frame" x="20" y="20" width="280" height="44"/>
              <state key="normal" title="OK"/>
            </button>
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
            <button id="ok" customClass="FancyButton">
              <rect key="frame" x="20" y="20" width="280" height="44"/>
              <state key="normal" title="OK"/>
            </button>
          </subviews>
        </view>
      </objects>
    </document>
    """
  let schema: String? = """
    {"version": 1,
     "types": [{"name": "FancyLabel", "parent": "Label", "children": false,
                "properties": {}, "events": []},
               {"name": "FancyButton", "parent": "Button", "children": true,
                "properties": {}, "events": []}],
     "owners": []}
    """
}
