import Testing

@testable import ViewLoader

/// A value of `kind` in nib syntax, or `nil` for references (which need a target).
private func sampleValue(of kind: PropertyKind) -> String? {
  switch kind {
  case .string: "x"
  case .int: "1"
  case .double: "0.5"
  case .bool: "true"
  case .color: "#102030"
  case .point: "1 2"
  case .size: "3 4"
  case .rect: "1 2 3 4"
  case .insets: "1 2 3 4"
  case .date: "2026-01-01"
  case .enumeration(let cases): cases.last
  case .options(let names): names.joined(separator: " ")
  case .strings: "a|b\\|c|"
  case .reference, .references: nil
  }
}

/// Every property of every type of the standard kit, with a value of its kind, set from a file:
/// the kit's setters take every value a file can hold (each case of each enumeration too)
/// without trapping, and each type is created at the top level of a file.
@Suite struct EveryKitPropertyTests {
  static let creatable: [String] = TypeRegistry.standard.allTypes.filter { $0.make != nil }.map(
    \.name)

  @Test(arguments: creatable)
  func everyPropertyOfTheTypeCanBeSetFromAFile(_ name: String) throws {
    let type = try #require(TypeRegistry.standard.type(named: name))
    for (property, descriptor) in type.properties.sorted(by: { $0.key < $1.key }) {
      var values: [String] = []
      if case .enumeration(let cases) = descriptor.kind {
        values = cases
      } else if let value = sampleValue(of: descriptor.kind) {
        values = [value]
      }
      for value in values {
        let xml = #"<nib version="1"><\#(name) \#(property)="\#(value)"/></nib>"#
        let nib = try Nib(xml: xml, name: "\(name).\(property)")
        let loaded = try nib.instantiate()
        #expect(loaded.topLevelObjects.count == 1, "\(name).\(property)=\(value)")
      }
    }
  }

  @Test func theKitHasATypeForEachCommonInterfaceBuilderElement() {
    let names = Set(TypeRegistry.standard.allTypes.map(\.name))
    for name in [
      "Object", "SegmentedControl", "Slider", "TextView", "CollectionView",
      "CollectionReusableView", "CollectionViewCell", "CollectionViewLayout",
      "CollectionViewFlowLayout", "SearchBar", "BarItem", "BarButtonItem", "TabBarItem",
      "Toolbar", "NavigationBar", "NavigationItem", "TabBar", "VisualEffectView",
      "GestureRecognizer", "TapGestureRecognizer", "PanGestureRecognizer",
      "LongPressGestureRecognizer", "SwipeGestureRecognizer", "PinchGestureRecognizer",
      "RotationGestureRecognizer", "ScreenEdgePanGestureRecognizer", "ProgressView",
      "PageControl", "Stepper", "PickerView", "WebView", "ViewController", "CustomView",
      "Window", "Box", "TabView", "TabViewItem", "SplitView", "ClipView", "Scroller",
      "TableColumn", "TableCellView", "TableHeaderView", "OutlineView", "Menu", "MenuItem",
      "PopUpButton", "UserDefaultsController", "ObjectController", "ArrayController",
      "TreeController", "TextFormatter", "NumberTextFormatter", "DateTextFormatter",
      "ByteCountTextFormatter", "LayoutConstraint", "LayoutGuide",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    // Views descend from View, every other kit type from Object.
    for type in TypeRegistry.standard.allTypes where type.name != "View" && type.name != "Object" {
      #expect(type.isSubtype(of: type.isView ? "View" : "Object"), "\(type.name)")
    }
  }
}

@Test func theKitDeclaresEachPropertyOfATypeOnce() {
  // The kit's declarations append without replacing an earlier one of the same name.
  for type in TypeRegistry.standard.allTypes {
    #expect(Set(type.ownPropertyNames).count == type.ownPropertyNames.count, "\(type.name)")
    #expect(Set(type.ownEvents).count == type.ownEvents.count, "\(type.name)")
  }
}
