/// `ambiguous-layout` (warning): a view's frame is not determined by its constraints.
struct AmbiguousLayoutRule: LintRule {
  let id = RuleID.ambiguousLayout
  let defaultSeverity = Severity.warning
  let summary = "a view's frame is not determined by its constraints"
  let rationale = """
    The file's views are laid out at the size they were drawn at, and a view placed by
    constraints whose position or size can take many values, all equally good, is reported
    with the range each can take (a range of a point or less is not: every value in it draws
    the same frame to the eye). A position is judged within the view's superview, and a size
    that follows the superview's a constant apart (a table filling its clip view) is the
    superview's finding: the views inside an undetermined one are not reported with it. UIKit then picks one of them, not always the same: a view
    that jumps between launches, or lands off screen. Add the constraint that is missing (a
    position, a size, a priority that breaks a tie), or give the view an intrinsic content
    size. Where views with intrinsic sizes share the room at one priority (two labels in a row
    that hug their widths at 251: Xcode's content priority ambiguity), each finding has a note
    at each other view that stretches or is squeezed at the same priority, the same way: a
    different content hugging or compression resistance priority on one of them decides it.
    Interface Builder reports the same ambiguity, and the layout is judged as its canvas
    lays it out: with the constraints marked placeholder, which stand for ones the app adds in
    code, and with the sizes Interface Builder saved for text and AppKit's controls where the
    kit's own measurements come within 3 points of them (the kit's fonts and control metrics
    approximate Apple's, and a column of them a few points short would leave room that no
    constraint shares out in Xcode). A frame further from the kit's size, or one Xcode marked
    misplaced, is not read as a measurement. A view of an app class that a schema describes is
    laid out as the kit class it descends from. What the view's size inspector tells Interface
    Builder not to verify (its "Ambiguity": "Verify Position Only", "Never Verify") is not
    reported either.
    """
  let fileExtension = "xib"
  let failingExample = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
          <subviews>
            ↓<view translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="16" y="16" width="100" height="40"/>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
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
          </constraints>
        </view>
      </objects>
    </document>
    """
}
