/// `xib-unmapped-element` (note): an Interface Builder element the kit has no type for.
struct XIBUnmappedElementRule: LintRule {
  let id = RuleID.xibUnmappedElement
  let defaultSeverity = Severity.note
  let summary = "a xib element the kit does not model loads as a plain View or Object"
  let rationale = """
    The kit has a type for every element that real projects commonly use. A rarer one (a map
    view, a scene view) still loads, as its nearest kit base: `View` for a view, `Object`
    for anything else, with its frame, subviews, outlets and the properties those bases have.
    What only its own class would know (its actions, its special values) is kept as written and
    never applied. This note says so; it is not a mistake in the file. Register a custom class
    for the element if your code needs more of it, or switch the note off in `.viewcheck.json`.
    An element Interface Builder never writes at the top of a document (beside `<objects>`,
    `<resources>` and its records of the canvas) is not read at all, and noted too.
    """
  let fileExtension = "xib"
  let failingExample = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
            ↓<mapView mapType="standard" id="map">
              <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
            </mapView>
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
            <view id="map">
              <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
            </view>
          </subviews>
        </view>
      </objects>
    </document>
    """
}
