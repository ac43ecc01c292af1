import FoundationEssentials

extension TypeRegistry {
  /// Describes the app's registered types and the given owners as schema JSON, for
  /// `viewcheck --schema`.
  ///
  /// The standard kit is not listed (the linter knows it), except for what the app added to its
  /// types with ``extend(_:_:)``; types registered on top of it are.
  /// - Parameter owners: Owner classes whose outlets and actions the linter should check (a
  ///   class listed twice is described once: a schema may describe an owner only once).
  /// - Returns: The JSON document, with sorted keys.
  /// - Throws: An encoding error (not expected in practice).
  public func schema(owners: [any NibOwner.Type]) throws -> Data {
    try schemaDocument(owners: owners, includeKit: false).encoded()
  }

  /// The schema document, optionally with the kit's types (for `viewcheck schema`).
  func schemaDocument(owners: [any NibOwner.Type], includeKit: Bool) -> SchemaDocument {
    let types = allTypes.enumerated().compactMap { index, type -> SchemaDocument.TypeEntry? in
      var propertyNames = type.ownPropertyNames
      var events = type.ownEvents
      if !includeKit && index < kitTypeCount {
        // A kit type is listed only with what the app added to it (``extend(_:_:)``).
        guard let added = kitExtensions[type.name] else { return nil }
        propertyNames = added.properties
        events = added.events
      }
      var properties: [String: SchemaDocument.Kind] = [:]
      for name in propertyNames {
        guard let property = type.properties[name] else { continue }
        properties[name] = SchemaDocument.Kind(property.kind)
      }
      return SchemaDocument.TypeEntry(
        name: type.name, parent: type.parent?.name, children: type.acceptsChildren,
        properties: properties, events: events)
    }
    var listed: Set<ObjectIdentifier> = []
    let distinctOwners = owners.filter { listed.insert(ObjectIdentifier($0)).inserted }
    let ownerEntries = distinctOwners.map { ownerType in
      let description = OwnerDescription(TypeRegistry.table(of: ownerType), registry: self)
      return SchemaDocument.OwnerEntry(
        name: description.typeName,
        outlets: description.outlets.mapValues { outlet in
          SchemaDocument.OutletEntry(
            type: outlet.typeName, required: outlet.isRequired ? true : nil,
            collection: outlet.isCollection ? true : nil)
        },
        actions: description.actions.mapValues {
          SchemaDocument.ActionEntry(sender: $0.senderTypeName)
        })
    }
    return SchemaDocument(version: 1, types: types, owners: ownerEntries)
  }

  private static func table<O: NibOwner>(of type: O.Type) -> OwnerTable { OwnerTable(O.self) }
}

/// The schema JSON (Documentation/viewcheck.md), as Codable values.
struct SchemaDocument: Codable, Sendable {
  var version: Int
  var types: [TypeEntry]
  var owners: [OwnerEntry]

  struct TypeEntry: Codable, Sendable {
    var name: String
    var parent: String?
    var children: Bool?
    var properties: [String: Kind]?
    var events: [String]?
  }

  struct OwnerEntry: Codable, Sendable {
    var name: String
    var outlets: [String: OutletEntry]?
    var actions: [String: ActionEntry]?
  }

  struct OutletEntry: Codable, Sendable {
    var type: String
    var required: Bool?
    var collection: Bool?
  }

  struct ActionEntry: Codable, Sendable {
    var sender: String?
  }

  /// A property kind: a plain name, `{"enum": [...]}`, `{"ref": "Type"}`,
  /// `{"options": [...]}` or `{"refs": "Type"}`.
  enum Kind: Codable, Sendable, Equatable {
    case simple(String)
    case enumeration([String])
    case reference(String)
    case options([String])
    case references(String)

    init(_ kind: PropertyKind) {
      switch kind {
      case .enumeration(let cases): self = .enumeration(cases)
      case .reference(let type): self = .reference(type)
      case .options(let names): self = .options(names)
      case .references(let type): self = .references(type)
      default: self = .simple(kind.schemaName ?? "string")
      }
    }

    private enum Keys: String, CodingKey {
      case `enum`, ref, options, refs
    }

    init(from decoder: any Decoder) throws {
      if let single = try? decoder.singleValueContainer(),
        let name = try? single.decode(String.self)
      {
        self = .simple(name)
        return
      }
      let container = try decoder.container(keyedBy: Keys.self)
      if let cases = try container.decodeIfPresent([String].self, forKey: .enum) {
        self = .enumeration(cases)
      } else if let type = try container.decodeIfPresent(String.self, forKey: .ref) {
        self = .reference(type)
      } else if let names = try container.decodeIfPresent([String].self, forKey: .options) {
        self = .options(names)
      } else if let type = try container.decodeIfPresent(String.self, forKey: .refs) {
        self = .references(type)
      } else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription:
              "expected a kind name, {\"enum\": [...]}, {\"ref\": \"Type\"}, {\"options\": [...]} or {\"refs\": \"Type\"}"
          ))
      }
    }

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .simple(let name):
        var container = encoder.singleValueContainer()
        try container.encode(name)
      case .enumeration(let cases):
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(cases, forKey: .enum)
      case .reference(let type):
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(type, forKey: .ref)
      case .options(let names):
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(names, forKey: .options)
      case .references(let type):
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(type, forKey: .refs)
      }
    }

    /// One kind for a member two descriptions give kinds (two objects of a class in one
    /// document, two schemas of one class): a reference to the nearest type both targets are
    /// (`commonType`), a collection of references when either is one, an enumeration or option
    /// set of all their cases, a `double` where one says `int`, a `point` where one says
    /// `size`; `nil` when the two cannot be one (`string` and `int`, or more option names than
    /// a mask holds).
    func merged(with other: Kind, commonType: (String, String) -> String) -> Kind? {
      if self == other { return self }
      switch (self, other) {
      case (.reference(let a), .reference(let b)):
        return .reference(commonType(a, b))
      case (.references(let a), .references(let b)), (.reference(let a), .references(let b)),
        (.references(let a), .reference(let b)):
        return .references(commonType(a, b))
      case (.enumeration(let a), .enumeration(let b)):
        return .enumeration(a + b.filter { !a.contains($0) })
      case (.options(let a), .options(let b)):
        let names = a + b.filter { !a.contains($0) }
        return names.count <= PropertyKind.maximumOptionCount ? .options(names) : nil
      case (.simple("int"), .simple("double")), (.simple("double"), .simple("int")):
        return .simple("double")
      // A runtime attribute's size with a negative width or height is a point.
      case (.simple("size"), .simple("point")), (.simple("point"), .simple("size")):
        return .simple("point")
      default:
        return nil
      }
    }

    /// The property kind this names, or `nil` for an unknown name or an option set of more
    /// names than a mask holds.
    var propertyKind: PropertyKind? {
      switch self {
      case .enumeration(let cases): return .enumeration(cases)
      case .reference(let type): return .reference(type)
      case .options(let names):
        return names.count <= PropertyKind.maximumOptionCount ? .options(names) : nil
      case .references(let type): return .references(type)
      case .simple(let name): return PropertyKind.simpleKinds.first { $0.schemaName == name }
      }
    }
  }

  /// The type an app class declared under `parent` must descend from: `View` for a macOS
  /// custom view, which stands for any view of the app's class; `Any` for a custom object
  /// (`Object`), which may be of any class, a view's too (Interface Builder makes it with
  /// its class's initializer); `parent` itself otherwise.
  static func requiredAncestor(ofParent parent: String) -> String {
    switch parent {
    case "CustomView": "View"
    case "Object": "Any"
    default: parent
    }
  }

  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}
