import Foundation
import Testing

@testable import ViewLoader

/// AppKit's controls size their widths from their titles; a pop-up button from the widest
/// item of its menu (`Fixtures/layout/appkit/PopUpWidths.nib`).
@Suite struct AppKitControlWidthTests {
  @Test func popUpButtonIsAsWideAsItsWidestItem() throws {
    let url = Fixture.root.appendingPathComponent("layout/appkit/PopUpWidths.nib")
    let loaded = try Linter().instantiateForPicture(path: url.path).get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let views = Dictionary(
      uniqueKeysWithValues: root.subviews.compactMap { view in view.nibID.map { ($0, view) } })
    let choosingShort = try #require(views["choosingShort"] as? PopUpButton)
    let showingLong = try #require(views["showingLong"] as? PopUpButton)
    #expect(choosingShort.selectedItem?.title == "Short")
    #expect(choosingShort.intrinsicContentSize == showingLong.intrinsicContentSize)
    // Without its menu, the short title alone is narrower.
    choosingShort.menu = nil
    #expect(choosingShort.intrinsicContentSize.width < showingLong.intrinsicContentSize.width)
  }
}
