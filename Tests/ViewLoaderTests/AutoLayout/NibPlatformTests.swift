import Foundation
import Testing

@testable import ViewLoader

/// `<nib platform="macOS">`: a nib whose views have AppKit's sizes.
@Suite struct NibPlatformTests {
  static let nib = Fixture.root.appendingPathComponent("layout/semantics/MacOSPlatform.nib")

  static func switchFrame(_ text: String) throws -> Rect {
    let loaded = try Nib(xml: text, name: "MacOSPlatform").instantiate()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let toggle = try loaded.object(withID: "toggle", as: Switch.self)
    toggle.frame = .zero
    root.layoutIfNeeded()
    return toggle.frame
  }

  /// The platform decides whose switch it is: AppKit's 38 by 22, or UISwitch's 49 by 31.
  @Test func thePlatformDecidesTheKitsSizes() throws {
    let text = try String(contentsOf: Self.nib, encoding: .utf8)
    #expect(try Self.switchFrame(text) == Rect(x: 18, y: 19, width: 42, height: 25))
    let forIOS = text.replacingOccurrences(of: #" platform="macOS""#, with: "")
    #expect(try Self.switchFrame(forIOS) == Rect(x: 20, y: 20, width: 51, height: 31))
    let forTVOS = text.replacingOccurrences(of: #"platform="macOS""#, with: #"platform="tvOS""#)
    #expect(try Self.switchFrame(forTVOS) == Rect(x: 20, y: 20, width: 51, height: 31))
  }

  /// A macOS document converts to a nib for macOS; an iOS one says nothing.
  @Test func convertWritesTheDocumentsPlatform() throws {
    let folder = Fixture.root.appendingPathComponent("layout/interface-builder")
    let mac = try Linter().convert(path: folder.appendingPathComponent("PopUpColumn.xib").path)
    #expect(mac.nib.contains(#"<nib version="1" platform="macOS">"#))
    #expect(
      try InterfaceBuilderAppClassTests.convertedFindings(mac, name: "PopUpColumn").filter {
        $0.rule == RuleID.ambiguousLayout.rawValue
      }.isEmpty)
    let iOS = try Linter().convert(
      path: folder.appendingPathComponent("DesignTimeSizes.xib").path)
    #expect(iOS.nib.contains(#"<nib version="1">"#))
  }
}
