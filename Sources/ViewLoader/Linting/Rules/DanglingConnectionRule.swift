/// `dangling-connection` (error): an outlet, action or constraint of an Interface Builder
/// document names an id the document does not have.
struct DanglingConnectionRule: LintRule {
  let id = RuleID.danglingConnection
  let defaultSeverity = Severity.error
  let summary = "an outlet, action or constraint names an id that no object of the xib has"
  let rationale = """
    Connections and constraints name objects by their Interface Builder ids. One that names an
    id no object, placeholder or layout guide of the document has was usually left behind when
    the object was deleted or the file merged by hand: at run time the outlet stays `nil`, the
    action never fires, the constraint cannot be made. The finding points at the attribute that
    names the missing id. Remove the connection, or reconnect it in Interface Builder. (The id of
    a cell's content view stands for its cell, so connections to it are not dangling.)
    """
  let fileExtension = "xib"
  let failingExample = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
          <connections>
            <outlet property="titleLabel" ↓destination="tTl-aB-cDe" id="o1"/>
          </connections>
        </placeholder>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
            <label text="Welcome" id="tTl-aB-cDf">
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
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
          <connections>
            <outlet property="titleLabel" destination="tTl-aB-cDf" id="o1"/>
          </connections>
        </placeholder>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
            <label text="Welcome" id="tTl-aB-cDf">
              <rect key="frame" x="20" y="20" width="280" height="44"/>
            </label>
          </subviews>
        </view>
      </objects>
    </document>
    """
}
