import Foundation
import Testing

@testable import ViewLoader

/// Each file of `Fixtures/layout/semantics` is a small screen whose frames are the layout
/// its constraints must give (priorities, inequalities, multipliers, hugging and compression
/// resistance, stack view distributions, hidden arranged views). The frames of the views placed
/// by constraints are wiped before the layout, so nothing is copied from the file; a comment
/// `<!-- at W H: id x y w h, … -->` gives the frames expected after the root is resized.
@Suite struct LayoutSemanticsTests {
  static let folder = Fixture.root.appendingPathComponent("layout/semantics")

  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".nib") }.sorted()

  /// The resized expectations of a file: each size with the frames by id.
  static func resizes(in text: String) -> [(size: Size, frames: [String: Rect])] {
    let regex = try! NSRegularExpression(pattern: "<!-- at ([0-9.]+) ([0-9.]+): ([^>]*) -->")
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      func group(_ index: Int) -> String { String(text[Range(match.range(at: index), in: text)!]) }
      var frames: [String: Rect] = [:]
      for item in group(3).split(separator: ",") {
        let parts = item.split(separator: " ").map(String.init)
        let numbers = parts.dropFirst().compactMap(Double.init)
        frames[parts[0]] = Rect(
          x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      }
      return (Size(width: Double(group(1))!, height: Double(group(2))!), frames)
    }
  }

  static func views(under root: View) -> [View] {
    var result: [View] = []
    var pending = root.subviews
    while let view = pending.popLast() {
      result.append(view)
      pending += view.subviews
    }
    return result
  }

  @Test(arguments: files)
  func solvedFramesAreTheFilesFrames(_ file: String) throws {
    let url = Self.folder.appendingPathComponent(file)
    let loaded = try Linter().instantiateForPicture(path: url.path).get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let views = Self.views(under: root)
    let expected = views.map(\.frame)
    for view in views
    where !view.translatesAutoresizingMaskIntoConstraints || view.superview is StackView {
      view.frame = .zero
    }
    root.layoutIfNeeded()
    for (view, frame) in zip(views, expected) {
      #expect(view.frame == frame, "\(file): \(view.nibID ?? "?")")
    }
    let text = try String(contentsOf: url, encoding: .utf8)
    for (size, frames) in Self.resizes(in: text) {
      root.frame.size = size
      root.layoutIfNeeded()
      for (id, frame) in frames {
        let view = try loaded.object(withID: id, as: View.self)
        #expect(view.frame == frame, "\(file) at \(size): \(id)")
      }
    }
  }
}

/// Interface Builder documents whose layout depends on how the document is read.
@Suite struct InterfaceBuilderLayoutTests {
  static let folder = Fixture.root.appendingPathComponent("layout/interface-builder")

  /// A document of the folder, loaded as a picture is (as the canvas or not), laid out at its
  /// saved size after the frames of the views named by `ids` were cleared: the views, by id.
  static func laidOut(_ name: String, canvas: Bool = false, clearing ids: [String]) throws
    -> [String: View]
  {
    try laidOut(
      path: folder.appendingPathComponent(name).path, canvas: canvas,
      setting: Dictionary(uniqueKeysWithValues: ids.map { ($0, Rect.zero) }))
  }

  /// A document at `path`, loaded as a picture is (as the canvas or not), laid out at its
  /// saved size after the views named in `frames` were given those frames (wrong ones, so
  /// that the layout is seen to place them): those views and the ones named by `others`, by
  /// id.
  static func laidOut(
    path: String, canvas: Bool = false, setting frames: [String: Rect],
    reading others: [String] = []
  ) throws -> [String: View] {
    let loaded = try Linter().instantiateForPicture(path: path, asInterfaceBuilderCanvas: canvas)
      .get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    var views: [String: View] = [:]
    for (id, frame) in frames {
      let view = try loaded.object(withID: id, as: View.self)
      view.frame = frame
      views[id] = view
    }
    for id in others { views[id] = try loaded.object(withID: id, as: View.self) }
    root.layoutIfNeeded()
    return views
  }

  /// A text view that does not scroll is as wide as its longest line and UIKit's 10 points of
  /// padding: held at its leading edge only, it is one line (its saved width, 200, is not
  /// kept), 33 points high at 14 points, and nothing is ambiguous.
  @Test(arguments: [true, false])
  func aTextViewThatDoesNotScrollIsItsLongestLineWide(canvas: Bool) throws {
    let path = Self.folder.appendingPathComponent("TextViewOneLine.xib").path
    let views = try Self.laidOut(path: path, canvas: canvas, setting: [:], reading: ["preview"])
    let line = TextMeasurer.roundUp(
      TextMeasurer(font: .system(size: 14)).width(of: "Hello, world"), scale: 2)
    #expect(views["preview"]?.frame == Rect(x: 20, y: 20, width: line + 10, height: 33))
    let findings = try Linter().lint(path: path).filter { $0.severity != .note }
    #expect(findings.map(\.description) == [])
  }

  /// A constraint marked `placeholder` is left out of a loaded document and kept for the
  /// layout Interface Builder saved.
  @Test(arguments: [(true, 60.0, 200.0), (false, 110.0, 100.0)])
  func placeholderConstraintsAreInterfaceBuildersOnly(keeps: Bool, x: Double, width: Double)
    throws
  {
    let views = try Self.laidOut(
      "PlaceholderConstraints.xib", canvas: keeps, clearing: ["card"])
    #expect(views["card"]?.frame == Rect(x: x, y: 20, width: width, height: 100))
  }
}

extension InterfaceBuilderLayoutTests {
  /// A view that fills its device's screen has a view controller's margins and the device's
  /// safe area.
  @Test func aScreenSizedViewHasAViewControllersMargins() throws {
    let views = try Self.laidOut("ScreenMargins.xib", clearing: ["card"])
    #expect(views["card"]?.frame == Rect(x: 16, y: 20, width: 343, height: 647))
  }
}

extension InterfaceBuilderLayoutTests {
  /// Read as Interface Builder's canvas, a constraint has the constant of its device's size
  /// class; loaded, the default's.
  @Test(arguments: [(true, 10.0), (false, 90.0)])
  func sizeClassConstantsAreTheDevicesOnTheCanvas(canvas: Bool, barHeight: Double) throws {
    let views = try Self.laidOut(
      "SizeClassConstants.xib", canvas: canvas, clearing: ["bar", "strip"])
    #expect(views["bar"]?.frame == Rect(x: 0, y: 0, width: 400, height: barHeight))
    #expect(views["strip"]?.frame == Rect(x: 0, y: barHeight, width: 400, height: 100))
  }
}

extension InterfaceBuilderLayoutTests {
  /// Measured text is rounded up to the pixels of the document's device.
  @Test func labelHeightsAreRoundedToTheDevicesPixels() throws {
    let label = try #require(
      try Self.laidOut("ThreeTimesDisplay.xib", clearing: ["label"])["label"])
    #expect(label.frame.origin == Point(x: 10, y: 10))
    #expect(label.frame.size.width == 100)
    #expect(abs(label.frame.size.height - 61.0 / 3) < 1e-9)
  }
}

/// The views whose frames depend on measured text, as the fidelity measurement finds them.
@Suite struct TextDependenceTests {
  @Test func theViewsPlacedThroughATextSizeDependOnIt() throws {
    let url = Fixture.root.appendingPathComponent("layout/TextDependence.nib")
    let loaded = try Linter().instantiateForPicture(path: url.path).get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let views = LayoutSemanticsTests.views(under: root)
    let frames = views.map(\.frame)
    let dependent = root.descendantsDependingOnMeasuredText()
    let ids = Set(views.filter { dependent.contains(ObjectIdentifier($0)) }.compactMap(\.nibID))
    #expect(ids == ["label", "after", "below"])
    // The frames are the file's again, and the next layout is the measured one.
    #expect(views.map(\.frame) == frames)
    root.layoutIfNeeded()
    let label = try loaded.object(withID: "label", as: View.self)
    #expect(label.frame.size == label.intrinsicContentSize)
  }
}

extension LayoutSemanticsTests {
  /// `$id.safeAreaLayoutGuide` and `$id.layoutMarginsGuide` name the view's own guides: the
  /// constraints follow a safe area set by code.
  @Test func aReferenceNamesAViewsLayoutGuide() throws {
    let url = Self.folder.appendingPathComponent("LayoutGuideReferences.nib")
    let loaded = try Nib(contentsOf: url).instantiate()
    let root = try loaded.object(withID: "root", as: View.self)
    let banner = try loaded.object(withID: "banner", as: View.self)
    let card = try loaded.object(withID: "card", as: View.self)
    let top = try loaded.object(withID: "c1", as: LayoutConstraint.self)
    let trailing = try loaded.object(withID: "c6", as: LayoutConstraint.self)
    #expect(top.secondItem === root.safeAreaLayoutGuide)
    #expect(trailing.firstItem === root.layoutMarginsGuide)
    root.safeAreaInsets = Insets(top: 44, left: 0, bottom: 0, right: 0)
    root.layoutIfNeeded()
    #expect(banner.frame == Rect(x: 0, y: 44, width: 320, height: 50))
    #expect(card.frame == Rect(x: 16, y: 100, width: 288, height: 40))
  }
}
