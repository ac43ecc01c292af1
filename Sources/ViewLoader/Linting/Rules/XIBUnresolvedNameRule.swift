/// `xib-unresolved-name` (note): a runtime attribute, outlet or action of an Interface Builder
/// document that names what the object's type does not have.
struct XIBUnresolvedNameRule: LintRule {
  let id = RuleID.xibUnresolvedName
  let defaultSeverity = Severity.note
  let summary = "a xib names a property, outlet, event or value the kit does not model"
  let rationale = """
    Apps add inspectable properties to UIKit's classes in extensions and set them from
    Interface Builder as user-defined runtime attributes; they connect delegates the kit has no
    property for; they send actions to First Responder. Without the app's code such a name
    cannot be checked: it is kept as written (the dump shows it) and applied to nothing, and
    this note says so. The same note reports a colour, font or value the importer does not know
    (the property is left unset), and objects a holder keeps under a key its type has no
    property for (they load as its children, applied to nothing). With a schema that describes
    the object's type, a name it does not have is an error instead (`unknown-property`,
    `unknown-event`); the loader reports it as an error unless the app registered the name
    (`TypeRegistry`).
    """
  let fileExtension = "xib"
  let failingExample = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="number" ↓keyPath="cornerRadius">
              <integer key="value" value="8"/>
            </userDefinedRuntimeAttribute>
          </userDefinedRuntimeAttributes>
        </view>
      </objects>
    </document>
    """
  let passingExample = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="number" keyPath="alpha">
              <real key="value" value="0.5"/>
            </userDefinedRuntimeAttribute>
          </userDefinedRuntimeAttributes>
        </view>
      </objects>
    </document>
    """
}
