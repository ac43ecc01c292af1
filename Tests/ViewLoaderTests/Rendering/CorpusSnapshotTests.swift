import Foundation
import Testing
import ViewLoaderTesting

@testable import ViewLoader

/// Interface Builder documents of the corpus (Fixtures/xib), drawn without their apps' code as
/// `viewcheck render` draws them, compared with the snapshots beside this file.
@Suite struct CorpusSnapshotTests {
  static let corpus = renderFixtures.deletingLastPathComponent().appendingPathComponent("xib")

  @Test(arguments: [
    (
      "corona-warn-app__cwa-app-ios/src__xcode__ENA__ENA__Source__Scenes__Onboarding__OnboardingInfoViewController.xib",
      "onboarding"
    ),
    (
      "element-hq__element-ios/Riot__Modules__Authentication__AuthenticationViewController.xib",
      "authentication"
    ),
    (
      "Automattic__pocket-casts-ios/main__podcasts__PodcastHeadingTableCell.xib",
      "podcast-heading-cell"
    ),
    // A macOS document: AppKit's labels, checkbox and pop-up button as AppKit draws them.
    (
      "ianyh__Amethyst/Amethyst__Preferences__FloatingPreferencesViewController.xib",
      "floating-preferences"
    ),
  ])
  func aCorpusDocumentLooksAsRecorded(_ file: String, _ name: String) throws {
    let path = Self.corpus.appendingPathComponent(file).path
    let loaded = try Linter().instantiateForPicture(path: path).get()
    let view = try #require(loaded.topLevelObjects.first { $0 is View } as? View)
    assertSnapshot(of: view, named: name)
  }
}
