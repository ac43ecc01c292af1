/// `xib-archive` (error): an Interface Builder archive of Xcode 4 and earlier.
struct XIBArchiveRule: LintRule {
  let id = RuleID.xibArchive
  let defaultSeverity = Severity.error
  let summary = "an Interface Builder archive (Xcode 4 and earlier), which is not read"
  let rationale = """
    Before Xcode 5, Interface Builder saved `.xib` files as keyed archives (`<archive>`): a dump
    of the object graph whose connections, classes and values live in generic records. They are
    not read; nothing else is reported for such a file. Open the file in Xcode 5 or later and save
    it: Xcode converts it to the document format (`<document>`), which is read, linted and
    converted like any other.
    """
  let fileExtension = "xib"
  let failingExample = """
    <?xml version="1.0" encoding="UTF-8"?>
    ↓<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
      <data>
        <int key="IBDocument.SystemTarget">1280</int>
      </data>
    </archive>
    """
  let passingExample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
        </view>
      </objects>
    </document>
    """
}
