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

  /// A view without text has no baseline: UIKit's first baseline is its top edge and its last
  /// its bottom edge; AppKit's are both its bottom edge.
  @Test(arguments: [(false, 25.0), (true, 65.0)])
  func aViewWithoutTextHasItsPlatformsBaselines(appKit: Bool, belowY: Double) throws {
    var text = try String(
      contentsOf: Fixture.root.appendingPathComponent("layout/semantics/BaselinesWithoutText.nib"),
      encoding: .utf8)
    if appKit {
      text = text.replacingOccurrences(
        of: #"<nib version="1">"#, with: #"<nib version="1" platform="macOS">"#)
    }
    let loaded = try Nib(xml: text, name: "BaselinesWithoutText").instantiate()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let below = try loaded.object(withID: "below", as: View.self)
    let after = try loaded.object(withID: "after", as: View.self)
    (below.frame, after.frame) = (.zero, .zero)
    root.layoutIfNeeded()
    #expect(below.frame == Rect(x: 80, y: belowY, width: 10, height: 10))
    #expect(after.frame == Rect(x: 120, y: 65, width: 10, height: 10))
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

  /// A document Xcode 26 saved converts to a nib with macOS 26's controls, which lays out as
  /// the document loaded does: a push button 24 points high with its frame where its
  /// constraints put it (32 high, 6 points outside them, with macOS 11's).
  @Test func convertWritesMacOS26sControls() throws {
    let document = Fixture.root.appendingPathComponent(
      "layout/interface-builder/ControlsOfMacOS26.xib")
    let conversion = try Linter().convert(path: document.path)
    #expect(conversion.nib.contains(#"<nib version="1" platform="macOS" controls="macOS 26">"#))
    func saveFrame(_ nib: String) throws -> Rect {
      let loaded = try Nib(xml: nib, name: "ControlsOfMacOS26").instantiate()
      let root = try #require(loaded.topLevelObjects.compactMap { $0 as? View }.first)
      let save = try loaded.object(withID: "button3", as: Button.self)  // the Save button
      save.frame = .zero
      root.layoutIfNeeded()
      return save.frame
    }
    #expect(try saveFrame(conversion.nib) == Rect(x: 20, y: 106, width: 80, height: 24))
    let macOS11 = conversion.nib.replacingOccurrences(of: #" controls="macOS 26""#, with: "")
    #expect(try saveFrame(macOS11).size.height == 32)
    #expect(
      try InterfaceBuilderAppClassTests.convertedFindings(conversion, name: "ControlsOfMacOS26")
        .isEmpty)
  }
}
