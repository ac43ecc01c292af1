import Foundation
import Synchronization
import Testing

@testable import ViewLoader

/// Runtime attributes whose values the nib syntax writes differently from Interface Builder:
/// a size with a negative width or height (a shadow's offset), which UIKit's sizes may have
/// and the nib's may not, is a point.
@Suite struct InterfaceBuilderRuntimeAttributeTests {
  static let negativeSize = Fixture.root.appendingPathComponent(
    "xib-app-classes/NegativeSizeAttribute.xib")

  /// A card whose shadow's offset is declared as a point, as an app declares an offset.
  final class PointCard: View {
    var shadowOffset = Point(x: 0, y: 0)
  }

  /// A card whose shadow's offset is declared as a size, which cannot be negative.
  final class SizeCard: View {
    var shadowOffset = Size(width: 0, height: 0)
  }

  /// The registry an app with these classes makes: the card's class, and the layer's shadow
  /// offset declared on the kit's views as a point.
  static func registry<Card: View>(card: Card.Type, _ declare: (NibTypeBuilder<Card>) -> Void)
    -> TypeRegistry
  {
    var registry = TypeRegistry.standard
    registry.register(Card.self, name: "CardView", declare)
    registry.extend(View.self) { $0.property("layer.shadowOffset", \.layerShadowOffset) }
    return registry
  }

  @Test func aNegativeSizeSetsAPointProperty() throws {
    #expect(
      try Linter().lint(path: Self.negativeSize.path).filter { $0.severity >= .warning } == [])
    let registry = Self.registry(card: PointCard.self) {
      $0.property("shadowOffset", \.shadowOffset)
    }
    let loaded = try Nib(contentsOf: Self.negativeSize, registry: registry).instantiate()
    #expect(
      try loaded.object(withID: "nsz-up", as: PointCard.self).shadowOffset == Point(x: -1, y: 2))
    #expect(
      try loaded.object(withID: "nsz-down", as: PointCard.self).shadowOffset == Point(x: 0, y: 3))
  }

  /// A class that declares the offset as a size loads with the offset unset, and a note at
  /// the attribute says why and what to declare.
  @Test func aSizePropertyCannotTakeANegativeSize() throws {
    let registry = Self.registry(card: SizeCard.self) {
      $0.property("shadowOffset", \.shadowOffset)
    }
    let nib = try Nib(contentsOf: Self.negativeSize, registry: registry)
    let note = try #require(nib.diagnostics.first)
    #expect(nib.diagnostics.count == 1)
    #expect(note.severity == .note && note.location.line == 20 && note.location.column == 66)
    #expect(
      note.message.contains(
        "'shadowOffset' is a size with a negative width or height ('-1 2'), which "
          + "'CardView.shadowOffset', a size, cannot hold; declare it as a point"),
      "\(note.message)")
    let loaded = try nib.instantiate()
    #expect(
      try loaded.object(withID: "nsz-up", as: SizeCard.self).shadowOffset
        == Size(width: 0, height: 0))
    #expect(
      try loaded.object(withID: "nsz-down", as: SizeCard.self).shadowOffset
        == Size(width: 0, height: 3))
  }

  /// The schema `convert` writes declares the offset a point, which both cards' values are;
  /// the nib lints clean with it.
  @Test func theConvertedSchemaDeclaresAPoint() throws {
    let conversion = try Linter().convert(path: Self.negativeSize.path)
    let schema = try JSONDecoder().decode(SchemaDocument.self, from: conversion.schema)
    #expect(
      schema.types.first { $0.name == "CardView" }?.properties?["shadowOffset"] == .simple("point"))
    #expect(conversion.nib.contains(#"shadowOffset="-1 2""#))
    let findings = try InterfaceBuilderAppClassTests.convertedFindings(
      conversion, name: "NegativeSizeAttribute")
    #expect(findings.filter { $0.severity >= .warning }.map(\.description) == [])
  }
}

/// The layer's shadow offset an app declares on the kit's views (the kit does not model
/// shadows), kept beside each view.
private let shadowOffsets = Mutex<[ObjectIdentifier: Point]>([:])

extension View {
  fileprivate var layerShadowOffset: Point {
    get { shadowOffsets.withLock { $0[ObjectIdentifier(self)] } ?? Point(x: 0, y: 0) }
    set { shadowOffsets.withLock { $0[ObjectIdentifier(self)] = newValue } }
  }
}
