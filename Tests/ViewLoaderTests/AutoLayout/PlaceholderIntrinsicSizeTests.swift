import Foundation
import Testing

@testable import ViewLoader

/// A view's placeholder intrinsic size: what a nib says in place of the size an app's class
/// gives when it runs, and what `convert` writes for the sizes only Interface Builder's
/// canvas has.
@Suite struct PlaceholderIntrinsicSizeTests {
  static let nib = Fixture.root.appendingPathComponent(
    "layout/semantics/PlaceholderIntrinsicSizes.nib")
  static let document = Fixture.root.appendingPathComponent(
    "layout/interface-builder/DesignTimeSizes.xib")

  static func ambiguity(_ findings: [Diagnostic]) -> [Diagnostic] {
    findings.filter { $0.rule == RuleID.ambiguousLayout.rawValue }
  }

  /// The placeholders size the views, so nothing is ambiguous; without them the views of the
  /// app's classes have no size the layout can know.
  @Test func placeholdersSizeTheViewsForTheLayoutRules() throws {
    #expect(try Self.ambiguity(Linter().lint(path: Self.nib.path)).isEmpty)
    let text = try String(contentsOf: Self.nib, encoding: .utf8)
    let without = text.replacingOccurrences(
      of: #" placeholderIntrinsic(Width|Height)="[^"]*""#, with: "",
      options: .regularExpression)
    let findings = try Self.ambiguity(
      Linter().lint(contents: Array(without.utf8), path: Self.nib.path))
    #expect(findings.map(\.location.line) == [6, 7])
  }

  /// A dimension not set is the kit's own; a negative one is none; a class that overrides
  /// `intrinsicContentSize` keeps its own.
  @Test func aPlaceholderStandsInForTheKitsSizeOnly() {
    let label = Label()
    label.text = "Label"
    let measured = label.intrinsicContentSize
    label.placeholderIntrinsicWidth = 90
    #expect(label.intrinsicContentSize == Size(width: 90, height: measured.height))
    #expect(label.placeholderIntrinsicHeight == nil)
    label.placeholderIntrinsicHeight = -5
    #expect(label.placeholderIntrinsicHeight == View.noIntrinsicMetric)
    #expect(label.intrinsicContentSize == Size(width: 90, height: View.noIntrinsicMetric))
    label.placeholderIntrinsicWidth = nil
    label.placeholderIntrinsicHeight = nil
    #expect(label.intrinsicContentSize == measured)

    let sized = SelfSizingView()
    sized.placeholderIntrinsicWidth = 10
    sized.placeholderIntrinsicHeight = 10
    #expect(sized.intrinsicContentSize == Size(width: 33, height: 44))
  }

  /// Converted, an image view's resource size, a designable view's rendered size and a
  /// placeholder become the views' placeholder intrinsic sizes: the nib lays out as its
  /// document did on the canvas, and neither is ambiguous.
  @Test func convertWritesTheCanvasSizesAsPlaceholders() throws {
    #expect(try Self.ambiguity(Linter().lint(path: Self.document.path)).isEmpty)
    let conversion = try Linter().convert(path: Self.document.path)
    for (type, width, height) in [
      ("ImageView", 24, 24), ("BadgeView", 120, 44), ("ChartView", 80, 30),
    ] {
      let line = try #require(
        conversion.nib.split(separator: "\n").first { $0.contains("<\(type) ") })
      #expect(
        line.contains(
          #"placeholderIntrinsicWidth="\#(width)" placeholderIntrinsicHeight="\#(height)""#),
        "\(line)")
    }
    let button = try #require(
      conversion.nib.split(separator: "\n").first { $0.contains("<PillButton ") })
    #expect(!button.contains("placeholderIntrinsic"), "the kit measures a button")
    #expect(
      try Self.ambiguity(
        InterfaceBuilderAppClassTests.convertedFindings(conversion, name: "DesignTimeSizes")
      ).isEmpty)

    var registry = TypeRegistry.standard
    registry.register(AppBadgeView.self, name: "BadgeView") { _ in }
    registry.register(AppChartView.self, name: "ChartView") { _ in }
    registry.register(AppPillButton.self, name: "PillButton") { _ in }
    let loaded = try Nib(xml: conversion.nib, name: "DesignTimeSizes", registry: registry)
      .instantiate()
    let root = try #require(loaded.topLevelObjects.first as? View)
    let views = root.subviews.filter { !($0 is Button) }
    for view in views { view.frame = .zero }
    root.layoutIfNeeded()
    #expect(
      views.map(\.frame) == [
        Rect(x: 20, y: 20, width: 24, height: 24), Rect(x: 20, y: 60, width: 120, height: 44),
        Rect(x: 20, y: 120, width: 80, height: 30),
      ])
  }
}

/// A view of the app's class that gives its own intrinsic size.
final class SelfSizingView: View {
  override var intrinsicContentSize: Size { Size(width: 33, height: 44) }
}

/// Views of the app's classes that do not size themselves.
final class AppBadgeView: View {}
final class AppChartView: View {}
/// A button of the app's class.
final class AppPillButton: Button {}
