import Foundation
import Testing

@testable import ViewLoader

/// What `convert` writes for what a nib says only one way: an attribute set on a control and
/// again on its cell, and an app class named like a kit type its element is not.
@Suite struct InterfaceBuilderConversionTests {
  static let document = Fixture.root.appendingPathComponent(
    "xib-app-classes/MergedCellAttributes.xib")

  /// A runtime attribute set on a button and on its cell is written once, the button's value
  /// (which loading applies last), and the earlier value is noted; the nib reads without an
  /// error with the schema written beside it.
  @Test func anAttributeSetOnAControlAndItsCellIsWrittenOnce() throws {
    let conversion = try Linter().convert(path: Self.document.path)
    let button = try #require(
      conversion.nib.split(separator: "\n").first { $0.contains("<SeaTemplateButton ") })
    #expect(button.components(separatedBy: "showsBorderOnlyWhileMouseInside=").count == 2)
    #expect(button.contains(#"showsBorderOnlyWhileMouseInside="true""#))
    #expect(
      conversion.nib.contains(
        "'showsBorderOnlyWhileMouseInside' of 'SeaTemplateButton' (id trueView) is set to 'false' before 'true'"
      ))
    #expect(
      try InterfaceBuilderAppClassTests.convertedFindings(
        conversion, name: "MergedCellAttributes"
      ).isEmpty)
  }

  /// A text field of the app's class `Label` is written as a `TextField`: written as `Label`,
  /// the nib would make the kit's label, which has none of a text field's properties.
  @Test func anAppClassNamedLikeAnotherKitTypeIsWrittenAsItsElementsKitType() throws {
    let conversion = try Linter().convert(path: Self.document.path)
    #expect(!conversion.nib.contains("<Label "))
    #expect(conversion.nib.contains(#"<TextField verticalHuggingPriority="750""#))
    #expect(
      conversion.nib.contains(
        "custom class 'Label' of 'TextField' (id status) is named like the kit's 'Label'"))
  }
}
