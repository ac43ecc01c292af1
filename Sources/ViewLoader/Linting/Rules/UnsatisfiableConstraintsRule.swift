/// `unsatisfiable-constraints` (warning): required constraints contradict each other.
struct UnsatisfiableConstraintsRule: LintRule {
  let id = RuleID.unsatisfiableConstraints
  let defaultSeverity = Severity.warning
  let summary = "required constraints contradict each other"
  let rationale = """
    The file's views are laid out at the size they were drawn at (as `layoutIfNeeded()` lays
    them out), and a required constraint (priority 1000) that cannot hold together with the
    required constraints before it is reported, with a note at each constraint it contradicts
    (a view's frame and autoresizing mask, its content size at a required priority, and a
    stack view's arrangement count as constraints). At run time UIKit breaks one of them, and
    which one is not yours to choose: lower the priority of the one that may give way, or
    remove the one that is wrong. Interface Builder reports the same conflict, and the layout
    is judged as its canvas lays it out (with the constraints marked placeholder); a view of
    an app class that a schema describes is laid out as the kit class it descends from. A
    top-level view that does not translate its autoresizing mask is sized by its own
    constraints wherever the app places it: its saved size gives way to them. A macOS view no
    view shows (an unselected tab's, a table column's prototype cell view, a toolbar item's)
    is checked too, fitted to its content as a window is (its saved size is held below the
    controls' hugging and compression resistance); the size of an image view's system symbol
    is the symbol's box, which its alignment rectangle only approximates, so it holds just
    below required.
    """
  let fileExtension = "xib"
  let failingExample = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="16" y="16" width="100" height="40"/>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>
            ↓<constraint firstItem="box" firstAttribute="width" constant="200" id="c5"/>
          </constraints>
        </view>
      </objects>
    </document>
    """
  let passingExample = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="16" y="16" width="100" height="40"/>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>
            <constraint firstItem="box" firstAttribute="width" constant="200" priority="750" id="c5"/>
          </constraints>
        </view>
      </objects>
    </document>
    """
}
