import Foundation
import Testing

@testable import ViewLoader

/// Buttons of iOS 15's configurations (`Fixtures/xib-mapping/ButtonConfiguration.xib`): each
/// shows its configuration's title, image, font and colour, not the placeholder title Xcode
/// writes in its normal state beside it.
@Suite struct InterfaceBuilderButtonTests {
  static let document = Fixture.root.appendingPathComponent(
    "xib-mapping/ButtonConfiguration.xib")

  @Test func aConfiguredButtonShowsItsConfigurationsTitle() throws {
    let loaded = try Nib(contentsOf: Self.document).instantiate()
    func button(_ id: String) throws -> Button { try loaded.object(withID: id, as: Button.self) }
    #expect(try button("bcf-bt-001").title == "Continuar")
    #expect(try button("bcf-bt-001").configurationStyle == .plain)
    // A configuration without a title: a tap area, not a button that says "Button".
    #expect(try button("bcf-bt-002").title == nil)
    #expect(try button("bcf-bt-003").title == nil)
    #expect(try button("bcf-bt-003").image == "trash.circle")
    // Its foreground colour, a third of white, as the nib's `#555555` holds it.
    let gray = try #require(try button("bcf-bt-003").titleColor)
    #expect(abs(gray.red - 85.0 / 255) < 0.001 && gray.red == gray.blue)
    #expect(try button("bcf-bt-004").title == "Buy now")
    #expect(try button("bcf-bt-004").image == "cart")
    #expect(try button("bcf-bt-004").font == "system-semibold 20")
    #expect(try button("bcf-bt-005").title == "Terms of use")
    #expect(try button("bcf-bt-005").font == "Helvetica 13")
  }

  @Test func theConvertedNibKeepsTheConfigurationsTitles() throws {
    let conversion = try Linter().convert(path: Self.document.path)
    #expect(conversion.nib.contains(#"title="Continuar""#))
    #expect(!conversion.nib.contains(#"title="Button""#))
  }
}
