/// The names a nib file may use under one linter's configuration, described for an editor's
/// completion and hover: the registry's types and the schemas' (their properties, with kinds,
/// and events), the schemas' owners (their outlets and action handlers), and the reserved
/// elements of the format.
package struct NibVocabulary: Sendable {
  /// A registered type.
  package struct TypeEntry: Sendable {
    /// One of its properties.
    package struct Property: Sendable {
      package let name: String
      package let kind: PropertyKind
      /// The smallest allowed value of an integer property, if it has one.
      package let minimum: Int?
      /// The allowed values of a number property, written as the hover shows them (`0 to 1000`),
      /// if it has bounds.
      package let range: String?
      /// The nearest type that declares it (the type itself, or an ancestor).
      package let declaredBy: String
    }

    package let name: String
    /// The nearest registered ancestor, if any.
    package let parent: String?
    /// Every property, inherited ones included, by name.
    package let properties: [Property]
    /// Every event its controls fire, inherited ones included, by name.
    package let events: [String]
    /// Whether it is a view.
    package let isView: Bool
    /// Whether it takes child elements.
    package let acceptsChildren: Bool

    /// The property of that name, if it has one.
    package func property(named name: String) -> Property? {
      properties.first { $0.name == name }
    }
  }

  /// An owner a schema describes.
  package struct OwnerEntry: Sendable {
    /// One of its outlets.
    package struct Outlet: Sendable {
      package let name: String
      package let typeName: String
      package let isCollection: Bool
      package let isRequired: Bool
    }

    /// One of its action handlers.
    package struct Action: Sendable {
      package let name: String
      /// The type the sender must be, or `nil` when the handler takes none.
      package let senderTypeName: String?
    }

    package let name: String
    package let outlets: [Outlet]
    package let actions: [Action]
  }

  /// An element of the format itself (`nib`, `external`, `action`, `include`, `stub`).
  package struct ReservedElement: Sendable {
    /// One of its attributes.
    package struct Attribute: Sendable {
      package let name: String
      package let isRequired: Bool
      package let summary: String
    }

    package let name: String
    package let summary: String
    package let attributes: [Attribute]
  }

  private let registry: TypeRegistry
  private let owners: [String: OwnerDescription]

  /// The vocabulary of a linter's configuration (the standard kit plus its schemas).
  /// - Parameter linter: The linter whose registry and owners to describe.
  package init(linter: Linter) {
    registry = linter.registry
    owners = linter.owners
  }

  /// The element names of the types, in registration order (the kit's first).
  package var typeNames: [String] { registry.allTypes.map(\.name) }

  /// The names of the owners the schemas describe, sorted.
  package var ownerNames: [String] { owners.keys.sorted() }

  /// The type registered under an element name.
  package func type(named name: String) -> TypeEntry? {
    guard let type = registry.type(named: name) else { return nil }
    return Self.entry(type)
  }

  /// The properties a `<stub>` may set besides `id`, `outlet` and `nib`.
  package var stubProperties: [TypeEntry.Property] {
    guard let stub = registry.stubType, let frame = stub.properties["frame"] else { return [] }
    return [Self.property(frame, of: stub)]
  }

  /// The owner of that type name, if a schema describes it.
  package func owner(named name: String) -> OwnerEntry? {
    guard let owner = owners[name] else { return nil }
    return OwnerEntry(
      name: owner.typeName,
      outlets: owner.outletOrder.compactMap { owner.outlet(named: $0) }.map {
        .init(
          name: $0.name, typeName: $0.typeName, isCollection: $0.isCollection,
          isRequired: $0.isRequired)
      },
      actions: owner.actionOrder.compactMap { owner.action(named: $0) }.map {
        .init(name: $0.name, senderTypeName: $0.senderTypeName)
      })
  }

  /// The syntax a value of `kind` takes, as the linter's messages show it (`'x y width
  /// height', width and height at least 0`).
  package static func syntax(of kind: PropertyKind) -> String {
    ValueSyntaxError.expectedSyntax(of: kind)
  }

  /// What a kind is called (`rect`, `color`, `enum`, `reference to Label`).
  package static func name(of kind: PropertyKind) -> String {
    switch kind {
    case .enumeration: "enum"
    case .reference(let type): type == "Any" ? "reference" : "reference to \(type)"
    default: kind.schemaName ?? "value"
    }
  }

  /// The colour names a colour value may be.
  package static var colorNames: [String] { ValueSyntax.colorNames.map(\.name) }

  /// The reserved elements.
  package static let reservedElements: [ReservedElement] = [
    ReservedElement(
      name: "nib", summary: "The root element of a nib file.",
      attributes: [
        .init(name: "version", isRequired: true, summary: "The format's version: 1."),
        .init(
          name: "owner", isRequired: false,
          summary:
            "The owner type the file expects; a schema describing it enables the owner checks."
        ),
        .init(
          name: "platform", isRequired: false,
          summary:
            "The platform the views are for: iOS (the default), tvOS or macOS, whose views have AppKit's sizes."
        ),
        .init(
          name: "controls", isRequired: false,
          summary:
            "Whose AppKit controls a nib for macOS has: macOS 11 (the default) or macOS 26, taller and with frames that are their alignment rectangles."
        ),
      ]),
    ReservedElement(
      name: "external",
      summary:
        "An object the caller supplies at instantiation, referenced as `$name`. "
        + "A direct child of `<nib>`.",
      attributes: [
        .init(name: "name", isRequired: true, summary: "The name references use (`$name`)."),
        .init(name: "type", isRequired: true, summary: "The object's registered type."),
      ]),
    ReservedElement(
      name: "action",
      summary:
        "Calls a handler of the target (the owner by default) when the enclosing control "
        + "fires an event.",
      attributes: [
        .init(name: "event", isRequired: true, summary: "An event the control fires."),
        .init(name: "handler", isRequired: true, summary: "The handler's name."),
        .init(
          name: "target", isRequired: false,
          summary:
            "The object whose handler to call (`$id` or `$external`); the owner by default."),
      ]),
    ReservedElement(
      name: "include",
      summary:
        "Inserts the top-level objects of another nib here, at instantiation; their outlets "
        + "bind to the same owner.",
      attributes: [
        .init(name: "nib", isRequired: true, summary: "The nib's name (a plain name, no `.nib`).")
      ]),
    ReservedElement(
      name: "stub",
      summary:
        "A placeholder view replaced by another nib's one top-level view when it is inflated.",
      attributes: [
        .init(name: "nib", isRequired: true, summary: "The nib's name (a plain name, no `.nib`)."),
        .init(name: "id", isRequired: false, summary: "The stub's id."),
        .init(name: "outlet", isRequired: false, summary: "The owner's outlet for the stub."),
        .init(name: "frame", isRequired: false, summary: "The frame the inflated view takes."),
      ]),
  ]

  private static func entry(_ type: NibType) -> TypeEntry {
    TypeEntry(
      name: type.name, parent: type.parent?.name,
      properties: type.properties.values.map { property($0, of: type) }
        .sorted { $0.name < $1.name },
      events: type.events.sorted(), isView: type.isView, acceptsChildren: type.acceptsChildren)
  }

  private static func property(_ descriptor: PropertyDescriptor, of type: NibType)
    -> TypeEntry.Property
  {
    var declaring = type
    while let parent = declaring.parent, parent.properties[descriptor.name] === descriptor {
      declaring = parent
    }
    return TypeEntry.Property(
      name: descriptor.name, kind: descriptor.kind, minimum: descriptor.minimum,
      range: descriptor.range.map {
        "\(PropertyValue.double($0.lowerBound).canonicalText) to "
          + PropertyValue.double($0.upperBound).canonicalText
      }, declaredBy: declaring.name)
  }
}
