import Testing

@testable import ViewLoader

/// Colours a document's resources name: read through the names up to a limit, a cycle and a
/// longer chain refused where the colour is used.
@Suite struct InterfaceBuilderColorTests {
  /// A document whose label's text colour names `c0`, each named colour names the next, and
  /// the last of `names` has components.
  private static func chain(ofNames names: Int) -> String {
    let links = names - 1
    var resources = ""
    for index in 0..<links {
      resources += "<namedColor name=\"c\(index)\"><color name=\"c\(index + 1)\"/></namedColor>\n"
    }
    resources += """
      <namedColor name="c\(links)"><color red="0.2" green="0.4" blue="0.6" alpha="1" \
      colorSpace="custom" customColorSpace="sRGB"/></namedColor>

      """
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
      <objects>
      <label text="Hello" id="lbl-aa-111">
      <rect key="frame" x="0.0" y="0.0" width="280" height="21"/>
      <color key="textColor" name="c0"/>
      </label>
      </objects>
      <resources>
      \(resources)</resources>
      </document>

      """
  }

  @Test func aColourIsReadThroughAsManyNamesAsTheLimit() throws {
    let nib = try Nib(
      xml: Self.chain(ofNames: XIBImporter.namedColorChainLimit), name: "Chain")
    let label = try nib.instantiate().object(withID: "lbl-aa-111", as: Label.self)
    #expect(label.textColor == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
  }

  @Test func aLongerChainIsAnInvalidValueWhereTheColourIsUsed() throws {
    let error = #expect(throws: NibError.self) {
      try Nib(xml: Self.chain(ofNames: XIBImporter.namedColorChainLimit + 1), name: "Chain")
    }
    let problems = error?.diagnostics.filter { $0.severity == .error } ?? []
    #expect(problems.map(\.rule) == ["invalid-value"])
    #expect(problems.map(\.location.line) == [6])
    #expect(problems.first?.message.contains("more than 32 named colours") == true)
  }

  @Test func aCycleOfNamesIsAnInvalidValue() throws {
    let text = Self.chain(ofNames: 4).replacingOccurrences(
      of:
        "<color red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>",
      with: "<color name=\"c1\"/>")
    let error = #expect(throws: NibError.self) { try Nib(xml: text, name: "Cycle") }
    let problems = error?.diagnostics.filter { $0.severity == .error } ?? []
    #expect(problems.map(\.rule) == ["invalid-value"])
    #expect(problems.first?.message == "colour 'c1' is defined in terms of itself")
  }
}
