/// What the importer reads the elements and references of an Interface Builder document as,
/// for tools that explain a document while it is edited (`viewcheck lsp`'s hover and go to
/// definition). The same tables the importer uses, so that an explanation never differs from
/// what loading the document does.
public enum InterfaceBuilderVocabulary {
  /// The kit type an element becomes, in a document of the given type, or `nil` for an
  /// element that does not become an object of its own type (a value, a connection, a list,
  /// an element the kit does not model) or a document type that is not read.
  /// - Parameters:
  ///   - element: The element's name, e.g. `textField`.
  ///   - documentType: The root element's `type`, e.g.
  ///     `com.apple.InterfaceBuilder3.CocoaTouch.XIB` (iOS) or
  ///     `com.apple.InterfaceBuilder3.Cocoa.XIB` (macOS).
  public static func kitTypeName(ofElement element: String, documentType: String) -> String? {
    XIBPlatform.of(documentType: documentType).flatMap {
      XIBElementTable.kitTypeName(for: element, platform: $0)
    }
  }

  /// The name of the kit property an object element's attribute sets, when its kit type has a
  /// property of that name: Xcode's name where the kit's is the same (`alpha`), or the kit's
  /// for Xcode's (`hidden` sets `isHidden`); `nil` for Interface Builder's bookkeeping (`id`,
  /// `key`, `customClass`, `userLabel`, …), which sets no property.
  /// - Parameter attribute: The attribute's name, e.g. `hidden`.
  public static func kitPropertyName(ofAttribute attribute: String) -> String? {
    XIBElementTable.structuralAttributes.contains(attribute)
      ? nil : XIBElementTable.propertyNames[attribute] ?? attribute
  }

  /// Whether an element is a connection (`outlet`, `outletCollection`, `action`, `binding`,
  /// `segue`, `accessibilityConnection`), which lives in its source's `<connections>`.
  public static func isConnection(_ element: String) -> Bool {
    XIBElementTable.connections.contains(element)
  }

  /// The attributes whose value is the id of another object of the same document: a
  /// connection's `destination`, an action's `target`, a constraint's `firstItem` and
  /// `secondItem`.
  public static let referenceAttributes: Set<String> = [
    "destination", "target", "firstItem", "secondItem",
  ]
}
