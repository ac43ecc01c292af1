import Testing

@testable import ViewLoader

// The kit's properties are set through `KitProperty` (a switch, not the descriptor's closure),
// and enumeration values are stored as case indices: these tests hold every kit property to a
// case of its own and every case of every kit enumeration to a round trip through a nib.

/// Loads `<element property="value"/>` and returns the one object of type `T` it creates.
private func loadOne<T: View>(
  _ element: String, _ property: String, _ value: String, as type: T.Type
)
  throws -> T
{
  let nib = try Nib(
    xml: "<nib version=\"1\"><\(element) \(property)=\"\(value)\"/></nib>", name: "KitEnum")
  return try nib.instantiate().one(ofType: T.self)
}

/// Every case of `E`, written by its raw value, comes back as itself, twice from one template.
private func expectRoundTrip<T: View, E: NibEnum & Equatable>(
  _ element: String, _ property: String, _ keyPath: KeyPath<T, E>
) throws {
  for item in E.allCases {
    let nib = try Nib(
      xml: "<nib version=\"1\"><\(element) \(property)=\"\(item.rawValue)\"/></nib>",
      name: "KitEnum")
    for _ in 0..<2 {
      let object = try nib.instantiate().one(ofType: T.self)
      #expect(object[keyPath: keyPath] == item, "\(element).\(property)=\(item.rawValue)")
    }
  }
}

@Suite struct KitPropertyTests {
  @Test func everyKitPropertyCaseBelongsToOneProperty() throws {
    // The first kit's properties, which nearly every file sets, have a case each; the others
    // (and references) are set through their descriptor's closure.
    let registry = TypeRegistry.standard
    var used: [KitProperty: String] = [:]
    for type in registry.allTypes {
      for name in type.ownPropertyNames {
        let descriptor = try #require(type.properties[name])
        switch descriptor.kind {
        case .reference, .references:
          #expect(descriptor.kitProperty == .none, "\(type.name).\(name)")
        default:
          break
        }
        guard descriptor.kitProperty != .none else { continue }
        #expect(used[descriptor.kitProperty] == nil, "\(type.name).\(name)")
        used[descriptor.kitProperty] = "\(type.name).\(name)"
      }
    }
    #expect(Set(used.keys) == Set(KitProperty.allCases).subtracting([.none]))
    for name in ["View", "Label", "Control", "Button", "TextField", "Switch", "ImageView"] {
      let type = try #require(registry.type(named: name))
      #expect(type.properties["frame"]?.kitProperty == .viewFrame)
    }
  }

  @Test func everyCaseOfEveryKitEnumerationRoundTrips() throws {
    try expectRoundTrip("Label", "textAlignment", \Label.textAlignment)
    try expectRoundTrip("View", "contentMode", \View.contentMode)
    try expectRoundTrip("ActivityIndicator", "style", \ActivityIndicator.style)
    try expectRoundTrip("StackView", "axis", \StackView.axis)
    try expectRoundTrip("StackView", "alignment", \StackView.alignment)
    try expectRoundTrip("StackView", "distribution", \StackView.distribution)
    try expectRoundTrip("TableView", "style", \TableView.style)
    try expectRoundTrip("TableViewCell", "accessoryType", \TableViewCell.accessoryType)
    // The list above is every enumeration property set through a kit case.
    let enumerations = TypeRegistry.standard.allTypes.flatMap { type in
      type.ownPropertyNames.filter { name in
        guard let property = type.properties[name], property.kitProperty != .none else {
          return false
        }
        if case .enumeration = property.kind { return true } else { return false }
      }.map { "\(type.name).\($0)" }
    }
    #expect(
      Set(enumerations) == [
        "Label.textAlignment", "View.contentMode", "ActivityIndicator.style",
        "StackView.axis", "StackView.alignment", "StackView.distribution", "TableView.style",
        "TableViewCell.accessoryType",
      ])
  }

  @Test func anEnumerationValueKeepsItsNameAndIndex() throws {
    let value = try ValueSyntax.parse(
      "center", as: .enumeration(TextAlignment.allCases.map(\.rawValue))
    ).get()
    #expect(value == .enumeration(EnumerationCase(name: "center", index: 1)))
    #expect(value.canonicalText == "center")
  }

  @Test func aSubclassOfAKitClassIsSetThroughTheKitsCases() throws {
    final class FancyLabel: Label {}
    var registry = TypeRegistry.standard
    registry.register(FancyLabel.self, name: "FancyLabel")
    let nib = try Nib(
      xml: """
        <nib version="1">
          <FancyLabel text="Hi" textAlignment="right" frame="1 2 3 4" tag="7"/>
        </nib>
        """, name: "Fancy", registry: registry)
    let label = try nib.instantiate().one(ofType: FancyLabel.self)
    #expect(label.text == "Hi" && label.textAlignment == .right && label.tag == 7)
    #expect(label.frame == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func anAssignmentStaysSmall() {
    // The kit property's case has a byte of its own, beside the value's form.
    #expect(MemoryLayout<PropertyAssignment>.stride <= 16)
  }

  @Test func aKitEnumerationNeedsAKnownCase() throws {
    #expect(throws: NibError.self) {
      try loadOne("Label", "textAlignment", "middle", as: Label.self)
    }
  }
}
